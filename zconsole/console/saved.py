"""What every system's console state file shares: the console's clock and display numbering
as saved and read back (one line naming the key for anything damaged), the file's sections
checked, the machine data's datetimes as ISO stamps, and the file read and written whole."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import TYPE_CHECKING, Any

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.state_errors import StateFileError
from zconsole.files import write_atomic

if TYPE_CHECKING:
    from pathlib import Path

STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?")
# A clock may be set at most this far from the computer's, and run at most this fast
# (as z/OS's saved states: the dates stay years, a simulated day a real second).
MAX_OFFSET_MS = 100 * 366 * 86_400_000
MAX_SPEED = 86_400


def clock_data(clock: ConsoleClock) -> dict[str, Any]:
    """The console clock as saved: its time, whether it is frozen, its offset and pace."""
    return {
        "now": clock.now().isoformat(),
        "frozen": clock.frozen is not None,
        "offset_ms": round(clock.offset.total_seconds() * 1000),
        "speed": clock.speed,
    }


def read_clock(path: Path, clock: Any) -> ConsoleClock:
    """A saved clock read back; StateFileError naming the key that is damaged."""
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


def read_ids(path: Path, next_id: Any) -> DisplayIds:
    """The saved next display number read back; StateFileError if it is not one."""
    if isinstance(next_id, bool) or not isinstance(next_id, int):
        raise StateFileError(f"{path}: [next_id] must be a display number")
    try:
        return DisplayIds(next_id)
    except ValueError as exc:
        raise StateFileError(f"{path}: [next_id] {exc}") from None


def jsonable(value: Any) -> Any:
    """Machine data for JSON: datetimes as ISO stamps."""
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [jsonable(v) for v in value]
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return value


def datetimes(value: Any) -> Any:
    """JSON has no datetimes: the saved ISO stamps back to datetimes (no label is one)."""
    if isinstance(value, dict):
        return {k: datetimes(v) for k, v in value.items()}
    if isinstance(value, list):
        return [datetimes(v) for v in value]
    if isinstance(value, str) and STAMP.fullmatch(value):
        return dt.datetime.fromisoformat(value)
    return value


def write_state(path: Path, data: dict[str, Any], new_mode: int | None) -> str:
    """Write a state atomically (a new file gets ``new_mode``); the text written."""
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    write_atomic(path, text, new_mode)
    return text


def read_state(path: Path) -> str:
    """The text of a state file; StateFileError (one line) if it cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise StateFileError(f"{path}: cannot read the state: {exc}") from None


# The top-level keys of a line console's state file (z/VM's, VSE's): what save writes.
SECTIONS = frozenset({"format", "system", "machine", "clock", "next_id"})


def read_sections(path: Path, text: str, form: str, title: str) -> dict[str, Any]:
    """The sections of a state file's ``text`` whose ``format`` is ``form`` (``title`` says
    whose console it is in errors): StateFileError (one line) for text that is not JSON,
    another format, a key save never writes (refused, not dropped on the next save) or a
    machine that is not a table."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise StateFileError(f"{path}: not a {title} console state: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != form:
        raise StateFileError(f"{path}: [format] not a {title} console state ({form})")
    unknown = sorted(set(data) - SECTIONS)
    if unknown:
        raise StateFileError(f"{path}: [{unknown[0]}] is not a known key")
    if not isinstance(data.get("machine"), dict):
        raise StateFileError(f"{path}: [machine] must be a table")
    return data
