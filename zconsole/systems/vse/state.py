"""--state for the VSE console: the machine (in the machine-file schema, read back through
its loader, so a damaged state is refused with key and reason) and the console's clock."""

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
from zconsole.systems.vse.model.machine_file import VseMachineFileError, machine_from_data, machine_to_data

if TYPE_CHECKING:
    from pathlib import Path

    from zconsole.systems.vse.model.machine import VseMachine

FORMAT = "zconsole-vse-state/1"


def state_data(machine: VseMachine, clock: ConsoleClock, ids: DisplayIds) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "system": "vse",
        "machine": jsonable(machine_to_data(machine)),
        "clock": clock_data(clock),
        "next_id": ids.next_id,
    }


def save_state(
    path: Path, machine: VseMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None = None
) -> str:
    return write_state(path, state_data(machine, clock, ids), new_mode)


def load_state(path: Path) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
    return state_from_text(path, read_state(path))


def state_from_text(path: Path, text: str) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
    data = read_sections(path, text, FORMAT, "VSE")
    try:
        machine = machine_from_data(datetimes(data["machine"]), path)
    except VseMachineFileError as exc:
        raise StateFileError(f"{path}: [machine.{exc.key}] {exc.reason}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise StateFileError(f"{path}: [machine] damaged: {exc!r}") from None
    return machine, read_clock(path, data.get("clock")), read_ids(path, data.get("next_id"))
