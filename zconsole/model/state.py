"""Saved state (--state FILE): the machine, drains in progress, clock and display number.

JSON, because tomllib cannot write and the file is for zconsole, not for people to edit.
Saving is atomic (write a temporary file beside it, fsync, rename, fsync the folder), so
a process killed at any moment leaves either the old state or the new one, whole.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from zconsole.model.clock import ConsoleClock
from zconsole.model.dump import dump_machine
from zconsole.model.ids import DisplayIds
from zconsole.model.load import MachineFileError, machine_from_data
from zconsole.model.machine import Machine
from zconsole.model.scm import IncrementStatus, Migration
from zconsole.model.units import format_amount, parse_amount

FORMAT = "zconsole-state/1"


class StateFileError(Exception):
    """A state file that cannot be used: file, key and reason in one line."""


def state_data(machine: Machine, clock: ConsoleClock, ids: DisplayIds) -> dict[str, Any]:
    scm = machine.scm
    drains = []
    if scm is not None:
        for m in scm.migrations:
            drains.append({
                "increments": [format_amount(i.address_mb) for i in m.sources],
                "moves": [[format_amount(d.address_mb), blocks] for d, blocks in m.moves],
                "done_at": m.done_at.isoformat(),
            })
    living = None
    if machine.is_living:
        from zconsole.model.living_state import living_data

        living = living_data(machine.living(clock.now()))
    return {
        "format": FORMAT,
        "machine": dump_machine(machine),
        "drains": drains,
        "living": living,
        "next_id": ids.next_id,
        "clock": {"frozen": clock.frozen.isoformat() if clock.frozen else None,
                  "offset_seconds": clock.offset.total_seconds()},
    }


def save_state(path: Path, machine: Machine, clock: ConsoleClock, ids: DisplayIds) -> None:
    """Write the state to ``path`` atomically."""
    text = json.dumps(state_data(machine, clock, ids), separators=(",", ":"))
    folder = path.parent
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    dir_fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(dir_fd)  # the rename itself must reach the disk
    finally:
        os.close(dir_fd)


def load_state(path: Path) -> tuple[Machine, ConsoleClock, DisplayIds]:
    """Read a state file; raises StateFileError naming the file, key and reason."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise StateFileError(f"{path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        line = f":{exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise StateFileError(f"{path}{line}: not a zconsole state file: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFileError(f"{path}: [format] not a zconsole state file (expected {FORMAT})")
    try:
        machine = machine_from_data(path, data["machine"])
        clock = _clock(data["clock"])
        ids = DisplayIds(data["next_id"])
        _restore_drains(machine, data["drains"])
        if data.get("living") is not None:
            from zconsole.model.living_state import restore_living

            machine._living = restore_living(machine, data["living"])
    except MachineFileError as exc:
        raise StateFileError(f"{path}: [machine.{exc.key}] {exc.reason}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise StateFileError(f"{path}: damaged state: {type(exc).__name__}: {exc}") from None
    return machine, clock, ids


def _clock(data: dict[str, Any]) -> ConsoleClock:
    frozen = dt.datetime.fromisoformat(data["frozen"]) if data["frozen"] else None
    return ConsoleClock(offset=dt.timedelta(seconds=float(data["offset_seconds"])), frozen=frozen)


def _restore_drains(machine: Machine, drains: list[dict[str, Any]]) -> None:
    scm = machine.scm
    if not drains:
        return
    if scm is None:
        raise ValueError("drains recorded for a machine without SCM")
    by_address = {inc.address_mb: inc for inc in scm.increments}
    for drain in drains:
        sources = tuple(by_address[parse_amount(a)] for a in drain["increments"])
        moves = tuple((by_address[parse_amount(a)], int(blocks)) for a, blocks in drain["moves"])
        for inc in sources:
            inc.status = IncrementStatus.PENDING_OFFLINE
        for dest, blocks in moves:
            dest.incoming_blocks += blocks
        scm.migrations.append(Migration(sources, moves, dt.datetime.fromisoformat(drain["done_at"])))
