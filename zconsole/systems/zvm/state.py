"""--state for the CP console: the machine (pending events, the IPL dialogue and the user
at the console included) and the console's clock and display numbers, as JSON.

The machine is saved in the machine-file schema (model/loading/write.py) and read back
through the machine-file loader, so a damaged state is refused with its key and reason;
a console stopped in the middle of a FORCE resumes and writes the same bytes as one run.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import TYPE_CHECKING, Any

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.state_errors import StateFileError
from zconsole.console.traced import Cursor, traced
from zconsole.files import write_atomic
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError
from zconsole.systems.zvm.model.loading.write import machine_to_data

if TYPE_CHECKING:
    from pathlib import Path

    from zconsole.systems.zvm.model.machine import ZvmMachine

FORMAT = "zconsole-zvm-state/1"
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?")


def state_data(machine: ZvmMachine, clock: ConsoleClock, ids: DisplayIds) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "system": "zvm",
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
    path: Path, machine: ZvmMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None = None
) -> str:
    """Write the state atomically; the text written."""
    text = json.dumps(state_data(machine, clock, ids), indent=1, sort_keys=True) + "\n"
    write_atomic(path, text, new_mode)
    return text


def load_state(path: Path) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise StateFileError(f"{path}: cannot read the state: {exc}") from None
    return state_from_text(path, text)


def state_from_text(path: Path, text: str) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise StateFileError(f"{path}: not a z/VM console state: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFileError(f"{path}: [format] not a z/VM console state (expected {FORMAT})")
    cursor = Cursor("")
    data = traced(data, "", cursor)  # a plain subscript's error names the key it read
    try:
        machine = machine_from_data(_datetimes(data["machine"]), path)
        if machine.console_user.upper() not in machine.directory:  # the console it resumes at
            reason = f"{machine.console_user!r} is not in the CP directory"
            raise ZvmMachineFileError(path, "console_user", reason)
        con = data["clock"]
        now = dt.datetime.fromisoformat(con["now"])
        speed = float(con["speed"])
        if con["frozen"]:
            clock = ConsoleClock(frozen=now, speed=speed)
        else:
            clock = ConsoleClock.resumed(now, dt.timedelta(milliseconds=int(con["offset_ms"])), speed)
        ids = DisplayIds(int(data["next_id"]))
    except ZvmMachineFileError as exc:  # its keys are the machine section's own
        key = f"machine.{exc.key}" if exc.key else "machine"
        raise StateFileError(f"{path}: [{key}] {exc.reason}") from None
    except KeyError:
        raise StateFileError(f"{path}: [{cursor.key}] is missing") from None
    except (TypeError, ValueError, OverflowError, AttributeError) as exc:
        raise StateFileError(f"{path}: [{cursor.key}] {exc}") from None
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
    """JSON has no datetimes: the saved ISO stamps back to datetimes (no label is one)."""
    if isinstance(value, dict):
        return {k: _datetimes(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_datetimes(v) for v in value]
    if isinstance(value, str) and _STAMP.fullmatch(value):
        return dt.datetime.fromisoformat(value)
    return value
