"""--state for the CP console: the machine, the console's clock, user and EMSG, saved as
JSON after every line and read back, so a stopped console resumes where it was (mid-FORCE
included: pending events are part of the machine).

The machine is saved in the machine-file schema (model/loading/write.py) and read back
through the machine-file loader, so a damaged state is refused with its key and reason.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zconsole.console.clock import ConsoleClock
from zconsole.files import write_atomic
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError
from zconsole.systems.zvm.model.loading.write import machine_to_data

if TYPE_CHECKING:
    from zconsole.systems.zvm.console import ZvmConsole

FORMAT = "zconsole-zvm-state/1"
_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?")


class ZvmStateError(Exception):
    """A state file that cannot be resumed; ``str()`` names the file and the reason."""


def state_data(console: ZvmConsole) -> dict[str, Any]:
    clock = console.context.clock
    return {
        "format": FORMAT,
        "system": "zvm",
        "machine": _jsonable(machine_to_data(console.machine)),
        "console": {
            "user": console.context.userid,
            "emsg": console.context.emsg,
            "now": clock.now().isoformat(),
            "frozen": clock.frozen is not None,
            "offset_ms": round(clock.offset.total_seconds() * 1000),
            "speed": clock.speed,
        },
    }


def save_state(console: ZvmConsole, path: Path) -> None:
    text = json.dumps(state_data(console), indent=1, sort_keys=True) + "\n"
    write_atomic(path, text)


def load_state(path: Path) -> ZvmConsole:
    from zconsole.systems.zvm.console import ZvmConsole

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ZvmStateError(f"{path}: cannot read the state: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ZvmStateError(f"{path}: not a z/VM console state ({FORMAT})")
    try:
        machine = machine_from_data(_datetimes(data["machine"]), path)
        con = data["console"]
        now = dt.datetime.fromisoformat(con["now"])
        if con["frozen"]:
            clock = ConsoleClock(frozen=now, speed=float(con["speed"]))
        else:
            clock = ConsoleClock.resumed(
                now, dt.timedelta(milliseconds=int(con["offset_ms"])), float(con["speed"])
            )
        console = ZvmConsole(machine, clock, str(con["user"]))
        console.context.emsg = str(con["emsg"])
    except ZvmMachineFileError as exc:
        raise ZvmStateError(str(exc)) from None
    except (KeyError, TypeError, ValueError) as exc:
        raise ZvmStateError(f"{path}: damaged state: {exc!r}") from None
    return console


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
