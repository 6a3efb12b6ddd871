"""--state for the VSE console: the machine (in the machine-file schema, read back through
its loader, so a damaged state is refused with key and reason) and the console's clock."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import TYPE_CHECKING, Any

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.state_errors import StateFileError
from zconsole.files import write_atomic
from zconsole.systems.vse.model.machine_file import VseMachineFileError, machine_from_data, machine_to_data

if TYPE_CHECKING:
    from pathlib import Path

    from zconsole.systems.vse.model.machine import VseMachine

FORMAT = "zconsole-vse-state/1"
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?")


def state_data(machine: VseMachine, clock: ConsoleClock, ids: DisplayIds) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "system": "vse",
        "machine": _jsonable(machine_to_data(machine)),
        "clock": {
            "now": clock.now().isoformat(),
            "frozen": clock.frozen is not None,
            "offset_ms": round(clock.offset.total_seconds() * 1000),
            "speed": clock.speed,
        },
        "next_id": ids.next_id,
    }


def save_state(
    path: Path, machine: VseMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None = None
) -> str:
    text = json.dumps(state_data(machine, clock, ids), indent=1, sort_keys=True) + "\n"
    write_atomic(path, text, new_mode)
    return text


def load_state(path: Path) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise StateFileError(f"{path}: cannot read the state: {exc}") from None
    return state_from_text(path, text)


def state_from_text(path: Path, text: str) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise StateFileError(f"{path}: not a VSE console state: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFileError(f"{path}: [format] not a VSE console state ({FORMAT})")
    if not isinstance(data.get("machine"), dict):
        raise StateFileError(f"{path}: [machine] missing or not a table")
    try:
        machine = machine_from_data(_datetimes(data["machine"]), path)
    except VseMachineFileError as exc:
        raise StateFileError(f"{path}: [machine.{exc.key}] {exc.reason}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise StateFileError(f"{path}: [machine] damaged: {exc!r}") from None
    try:
        con = data["clock"]
        now = dt.datetime.fromisoformat(con["now"])
        speed = float(con["speed"])
        if con["frozen"]:
            clock = ConsoleClock(frozen=now, speed=speed)
        else:
            clock = ConsoleClock.resumed(now, dt.timedelta(milliseconds=int(con["offset_ms"])), speed)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise StateFileError(f"{path}: [clock] damaged: {exc!r}") from None
    try:
        ids = DisplayIds(int(data["next_id"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise StateFileError(f"{path}: [next_id] damaged: {exc!r}") from None
    return machine, clock, ids


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return value


def _datetimes(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _datetimes(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_datetimes(v) for v in value]
    if isinstance(value, str) and _STAMP.fullmatch(value):
        return dt.datetime.fromisoformat(value)
    return value
