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
    """A state from the text of a state file; StateFileError naming the file, the key and
    the reason (one line) for anything that cannot be used."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise StateFileError(f"{path}: not a z/VM console state: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFileError(f"{path}: [format] not a z/VM console state ({FORMAT})")
    unknown = sorted(set(data) - SECTIONS)
    if unknown:
        raise StateFileError(f"{path}: [{unknown[0]}] is not a known key")
    if not isinstance(data.get("machine"), dict):
        raise StateFileError(f"{path}: [machine] must be a table")
    try:
        machine = machine_from_data(_datetimes(data["machine"]), path)
        if machine.console_user.upper() not in machine.directory:  # the console it resumes at
            reason = f"{machine.console_user!r} is not in the CP directory"
            raise ZvmMachineFileError(path, "console_user", reason)
    except ZvmMachineFileError as exc:
        key = f"machine.{exc.key}" if exc.key else "machine"
        raise StateFileError(f"{path}: [{key}] {exc.reason}") from None
    return machine, _clock(path, data.get("clock")), _ids(path, data.get("next_id"))


SECTIONS = {"format", "system", "machine", "clock", "next_id"}
# A clock may be set at most this far from the computer's, and run at most this fast
# (as z/OS's saved states: the dates stay years, a simulated day a real second).
MAX_OFFSET_MS = 100 * 366 * 86_400_000
MAX_SPEED = 86_400


def _clock(path: Path, clock: Any) -> ConsoleClock:
    if not isinstance(clock, dict) or set(clock) != {"now", "frozen", "offset_ms", "speed"}:
        raise StateFileError(f"{path}: [clock] must be a table of now, frozen, offset_ms and speed")
    now, frozen, offset, speed = clock["now"], clock["frozen"], clock["offset_ms"], clock["speed"]
    try:
        moment = dt.datetime.fromisoformat(now) if isinstance(now, str) else None
    except ValueError:
        moment = None
    if moment is None or not dt.datetime(1900, 1, 1) <= moment <= dt.datetime(9000, 1, 1):
        raise StateFileError(f"{path}: [clock.now] must be a time such as 2013-08-31T15:09:40")
    if not isinstance(frozen, bool):
        raise StateFileError(f"{path}: [clock.frozen] must be true or false")
    if isinstance(offset, bool) or not isinstance(offset, int) or abs(offset) > MAX_OFFSET_MS:
        raise StateFileError(f"{path}: [clock.offset_ms] must be milliseconds within a century")
    if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0 < speed <= MAX_SPEED:
        raise StateFileError(f"{path}: [clock.speed] must be a pace from 0 to {MAX_SPEED}")
    if frozen:
        return ConsoleClock(frozen=moment, speed=float(speed))
    return ConsoleClock.resumed(moment, dt.timedelta(milliseconds=offset), float(speed))


def _ids(path: Path, next_id: Any) -> DisplayIds:
    if isinstance(next_id, bool) or not isinstance(next_id, int):
        raise StateFileError(f"{path}: [next_id] must be a display number")
    try:
        return DisplayIds(next_id)
    except ValueError as exc:
        raise StateFileError(f"{path}: [next_id] {exc}") from None


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
