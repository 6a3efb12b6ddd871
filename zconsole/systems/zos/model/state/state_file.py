"""Saved state (--state FILE): the machine, drains and PAGEDEL in progress, wait state,
clock and display number.

JSON, because tomllib cannot write and the file is for zconsole, not for people to edit.
Saving is atomic (write a temporary file beside it, fsync, rename, fsync the folder), so
a process killed at any moment leaves either the old state or the new one, whole.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import attrs

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import FIRST_ID, LAST_ID, DisplayIds
from zconsole.console.state_errors import StateFileError, StateSaveError
from zconsole.console.table import MachineFileError
from zconsole.console.traced import Cursor, traced
from zconsole.files import write_atomic
from zconsole.systems.zos.model.core.units import format_amount, parse_amount
from zconsole.systems.zos.model.loading.machine_file import machine_from_data
from zconsole.systems.zos.model.loading.write import machine_to_data
from zconsole.systems.zos.model.machine import Machine, WaitState
from zconsole.systems.zos.model.paging.progress import Pagedel, PagedelAction, PagedelEntry
from zconsole.systems.zos.model.paging.scm import IncrementStatus, Migration, ScmIncrement
from zconsole.systems.zos.model.state.readers import Node, ReadError

FORMAT = "zconsole-state/1"
__all__ = ["FORMAT", "StateFileError", "StateSaveError", "load_state", "save_state", "state_from_text"]




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
        from zconsole.systems.zos.model.state.living import living_data

        living = living_data(machine.living(clock.now()))
    return {
        "format": FORMAT,
        "machine": machine_to_data(machine),
        "drains": drains,
        "pagedel": _pagedel_data(machine),
        "wait_state": (attrs.asdict(machine.wait_state, recurse=False)
                       if machine.wait_state is not None else None),
        "living": living,
        "smf": _smf_data(machine),  # SMF recording, a section of its own
        # a CF CHP waiting for its last-path dialogue, a section of its own
        "chp_config": _chp_config_data(machine),
        "next_id": ids.next_id,
        "clock": {"frozen": clock.frozen.isoformat() if clock.frozen else None,
                  "offset_seconds": clock.offset.total_seconds(),
                  "now": clock.now().isoformat()},  # where a running clock resumes
    }




def save_state(path: Path, machine: Machine, clock: ConsoleClock, ids: DisplayIds,
               new_mode: int | None = None) -> str:
    """Write the state to ``path`` atomically and return the text written. An existing
    file keeps its permission bits; a new one gets ``new_mode`` (default: 0o666 less the
    umask, as any new file)."""
    text = json.dumps(state_data(machine, clock, ids), separators=(",", ":"))
    write_atomic(path, text, new_mode)
    return text


def load_state(path: Path) -> tuple[Machine, ConsoleClock, DisplayIds]:
    """Read a state file; raises StateFileError naming the file, key and reason."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise StateFileError(f"{path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise StateFileError(f"{path}: not a zconsole state file: {exc}") from None
    return state_from_text(path, text)


# A clock may be set at most this far from the computer's (the console's dates stay years).
MAX_OFFSET_SECONDS = 100 * 366 * 86400
EARLIEST, LATEST = dt.datetime(1900, 1, 1), dt.datetime(9000, 1, 1)


# The top-level keys state_data writes. A key beside them is refused rather than kept:
# only zconsole writes these files, so it is damage or a newer zconsole's section, and
# carrying it across a save would write back what this version never read nor checked
# against the machine (a section describing a state the commands since have changed).
SECTIONS = frozenset({"format", "machine", "drains", "pagedel", "wait_state", "living", "smf", "chp_config",
                      "next_id", "clock"})


def state_from_text(path: Path, text: str) -> tuple[Machine, ConsoleClock, DisplayIds]:
    """A state from the text of a state file at ``path`` (named in errors)."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        line = f":{exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise StateFileError(f"{path}{line}: not a zconsole state file: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFileError(f"{path}: [format] not a zconsole state file (expected {FORMAT})")
    unknown = sorted(set(data) - SECTIONS)
    if unknown:
        reason = "is not a known key (a newer zconsole's state, or damage)"
        raise StateFileError(f"{path}: [{unknown[0]}] {reason}")
    root = Node(data)
    try:
        machine = machine_from_data(path, root.child("machine").as_table())
        clock = _clock(root.child("clock"))
        ids = DisplayIds(root.integer("next_id", FIRST_ID, LAST_ID))
        _restore_drains(machine, root)
        _restore_pagedel(machine, root.optional("pagedel"))
        _restore_wait_state(machine, root.optional("wait_state"))
        _restore_living(machine, root.optional("living"))
        _restore_smf(machine, root.optional("smf"))
        _restore_chp_config(machine, root.optional("chp_config"))
    except MachineFileError as exc:
        key = "machine" if exc.key is None else f"machine.{exc.key}"
        raise StateFileError(f"{path}: [{key}] {exc.reason}") from None
    except ReadError as exc:
        raise StateFileError(f"{path}: {exc}") from None
    return machine, clock, ids


def _clock(node: Node) -> ConsoleClock:
    frozen = node.timestamp("frozen", nullable=True)
    if frozen is not None and not EARLIEST <= frozen <= LATEST:
        raise node.child("frozen").fail(f"must be between {EARLIEST.year} and {LATEST.year}")
    offset = dt.timedelta(seconds=node.number("offset_seconds", -MAX_OFFSET_SECONDS, MAX_OFFSET_SECONDS))
    now = node.timestamp("now", nullable=True) if node.optional("now") is not None else None
    if now is not None and not EARLIEST <= now <= LATEST:
        raise node.child("now").fail(f"must be between {EARLIEST.year} and {LATEST.year}")
    if frozen is None and now is not None:  # a running clock goes on from its own time
        return ConsoleClock.resumed(now, offset)
    return ConsoleClock(offset=offset, frozen=frozen)


def _pagedel_data(machine: Machine) -> dict[str, Any] | None:
    run = machine.pagedel
    if run is None:
        return None
    return {
        "action": run.action.value,
        "entries": [{"dsname": e.dsname, "replacement": e.replacement, "done": e.done} for e in run.entries],
        "started_at": run.started_at.isoformat(),
        "moved": run.moved,
    }


def _restore_pagedel(machine: Machine, node: Node | None) -> None:
    """The PAGEDEL in progress; its data sets' DRAIN status is in the machine data."""
    if node is None or node.value is None:
        return
    try:
        action = PagedelAction(node.string("action", 16))
    except ValueError:
        raise node.child("action").fail("must be DELETE, REPLACE or DRAIN") from None
    entries = []
    for item in node.items("entries", max_items=256):
        replacement = item.child("replacement")
        done = item.child("done")
        if not isinstance(done.value, bool):
            raise done.fail("must be true or false")
        entry = PagedelEntry(item.string("dsname", 44),
                             None if replacement.value is None else replacement.as_string(44), done.value)
        if not entry.done and machine.find_page_dataset(entry.dsname) is None:
            raise item.fail(f"PAGEDEL of {entry.dsname}, which is not in use")
        entries.append(entry)
    started = node.timestamp("started_at")
    assert started is not None
    machine.pagedel = Pagedel(action, entries, started, node.integer("moved", 0, 2**40))


def _restore_wait_state(machine: Machine, node: Node | None) -> None:
    if node is None or node.value is None:
        return
    machine.wait_state = WaitState(node.string("code", 3), node.string("reason", 2))


def _restore_living(machine: Machine, node: Node | None) -> None:
    """The living machine's state (address spaces, events, WTORs), when there is one."""
    if node is None or node.value is None:
        return
    from zconsole.systems.zos.model.state.living import restore_living

    cursor = Cursor(node.key)
    try:
        machine._living = restore_living(machine, traced(node.as_table(), node.key, cursor))
    except KeyError:
        raise ReadError(cursor.key, "is missing") from None
    except (TypeError, ValueError, AttributeError, IndexError) as exc:
        # state/living.py reads its section with plain subscripts, traced: the key it was
        # reading is the one at fault
        raise ReadError(cursor.key, str(exc) or type(exc).__name__) from None


def _smf_data(machine: Machine) -> dict[str, Any] | None:
    living = machine._living
    if living is None or living.smf is None:
        return None
    from zconsole.systems.zos.model.smf.recorder import Smf
    from zconsole.systems.zos.model.state.smf import smf_data

    assert isinstance(living.smf, Smf)
    return smf_data(living.smf)


def _restore_smf(machine: Machine, node: Node | None) -> None:
    """SMF's section; states saved before SMF existed start it afresh at IPL."""
    living = machine._living
    if living is None:
        return
    if node is None or node.value is None:
        assert living.now is not None
        machine.start_smf(living, living.now)
        return
    from zconsole.systems.zos.model.state.smf import restore_smf

    living.smf = restore_smf(node)


# --- CF CHP's pending last-path dialogue (model/state/chp_config.py) ---------
def _chp_config_data(machine: Machine) -> dict[str, Any] | None:
    if machine.io.reconfig is None:
        return None
    from zconsole.systems.zos.model.state.chp_config import chp_config_data

    return chp_config_data(machine.io)


def _restore_chp_config(machine: Machine, node: Node | None) -> None:
    if node is None or node.value is None:
        return
    from zconsole.systems.zos.model.state.chp_config import restore_chp_config

    restore_chp_config(machine.io, node)


def _restore_drains(machine: Machine, root: Node) -> None:
    drains = list(root.items("drains", max_items=1000))
    scm = machine.scm
    if not drains:
        return
    if scm is None:
        raise root.child("drains").fail("drains recorded for a machine without SCM")
    by_address = {inc.address_mb: inc for inc in scm.increments}

    def increment(node: Node) -> ScmIncrement:
        try:
            found = by_address.get(parse_amount(node.as_string(16)))
        except ValueError as exc:
            raise node.fail(str(exc)) from None
        if found is None:
            raise node.fail(f"no SCM increment at {node.value}")
        return found

    for drain in drains:
        sources = tuple(increment(n) for n in drain.items("increments", max_items=len(by_address)))
        moves = []
        for move in drain.items("moves", max_items=len(by_address)):
            where, blocks = move.elements(2)
            moves.append((increment(where), blocks.as_integer(0, 2**40)))
        done_at = drain.timestamp("done_at")
        assert done_at is not None
        for inc in sources:
            inc.status = IncrementStatus.PENDING_OFFLINE
        for dest, count in moves:
            dest.incoming_blocks += count
        scm.migrations.append(Migration(sources, tuple(moves), done_at))
