"""--state for the CP console: the machine (pending events, the IPL dialogue and the user
at the console included) and the console's clock and display numbers, as JSON.

The machine is saved in the machine-file schema (model/loading/write.py) and read back
through the machine-file loader, so a damaged state is refused with its key and reason;
a console stopped in the middle of a FORCE resumes and writes the same bytes as one run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.saved import (
    clock_data,
    datetimes,
    jsonable,
    read_clock,
    read_ids,
    read_sections,
    read_state,
    write_state,
)
from zconsole.console.state_errors import StateFileError
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError
from zconsole.systems.zvm.model.loading.write import machine_to_data

if TYPE_CHECKING:
    from pathlib import Path

    from zconsole.systems.zvm.model.machine import ZvmMachine

FORMAT = "zconsole-zvm-state/1"


def state_data(machine: ZvmMachine, clock: ConsoleClock, ids: DisplayIds) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "system": "zvm",
        "machine": jsonable(machine_to_data(machine)),
        "clock": clock_data(clock),
        "next_id": ids.next_id,
    }


def save_state(
    path: Path, machine: ZvmMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None = None
) -> str:
    """Write the state atomically; the text written."""
    return write_state(path, state_data(machine, clock, ids), new_mode)


def load_state(path: Path) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
    return state_from_text(path, read_state(path))


def state_from_text(path: Path, text: str) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
    """A state from the text of a state file; StateFileError naming the file, the key and
    the reason (one line) for anything that cannot be used."""
    data = read_sections(path, text, FORMAT, "z/VM")
    try:
        machine = machine_from_data(datetimes(data["machine"]), path)
        if machine.console_user.upper() not in machine.directory:  # the console it resumes at
            reason = f"{machine.console_user!r} is not in the CP directory"
            raise ZvmMachineFileError(path, "console_user", reason)
    except ZvmMachineFileError as exc:
        key = f"machine.{exc.key}" if exc.key else "machine"
        raise StateFileError(f"{path}: [{key}] {exc.reason}") from None
    return machine, read_clock(path, data.get("clock")), read_ids(path, data.get("next_id"))

