"""Builds a Session from the console options (shared by the CLI, transcripts and the REST server)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from zconsole.console.clock import FROZEN_DATE, ConsoleClock, parse_time_of_day
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Outcome, Session
from zconsole.systems import registry

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from zconsole.console.system import System


class SetupError(Exception):
    """Options that cannot be turned into a console: one line, file and reason."""


MAX_SPEED = 86_400  # INFERRED: at most a simulated day each real second


@attrs.frozen
class ConsoleOptions:
    """The options every front end shares; paths are resolved against ``base``."""

    system: str = registry.DEFAULT  # zos, zvm, vse: the registry's names
    machine: str | None = None  # None: the system's default machine
    parmlib: str | None = None
    clock: str | None = None
    next_id: int | None = None
    ipl: str | None = None
    state: str | None = None
    display_area: bool = False  # MCS display-area form: displays' first lines carry no number
    speed: float | None = None  # a running clock's pace (simulated seconds per real second)
    date: str | None = None  # a frozen clock's date, YYYY-MM-DD (default: the seed's 2012-10-09)
    state_mode: int | None = None  # permission bits of a new state file (default: as any new file)
    user: str | None = None  # --user: who is logged on at the console (z/VM's directory entry)


def system_of(options: ConsoleOptions) -> System:
    """The system --system names (SetupError naming the known ones if none)."""
    try:
        return registry.system_named(options.system)
    except KeyError:
        raise SetupError(f"--system: {options.system!r} is not a system zconsole runs "
                         f"({', '.join(registry.names())})") from None


def load_machine(spec: str | None, base: str | Path, system: System | None = None) -> Any:
    """The machine --machine names: one of the system's built-in machines, or a machine file
    (relative to ``base``)."""
    system = system or registry.system_named(registry.DEFAULT)
    builtin = system.builtin_machines()
    if spec is None:
        spec = system.default_machine
    from zconsole.console.system import MachineError

    if spec in builtin:
        try:
            return builtin[spec]()
        except MachineError as exc:  # a shipped machine file damaged in the installation
            raise SetupError(str(exc)) from None
    from pathlib import Path  # off the hot path: built-in machines need no file

    path = Path(spec)
    if not path.is_absolute():
        path = base / path
    if not path.is_file():
        names = ", ".join(sorted(builtin))
        raise SetupError(f"{path}: no such machine file (built-in {system.title} machines: {names})")
    try:
        return system.machine_from_file(path)
    except MachineError as exc:
        raise SetupError(str(exc)) from None


def _attach_state(
    options: ConsoleOptions, base: str | Path, system: System, machine: Any, clock: ConsoleClock,
    ids: DisplayIds,
) -> tuple[Any, ConsoleClock, DisplayIds, Callable[[Session], None]]:
    """--state FILE: resume from it if it exists (its machine wins over --machine; --clock
    and --next-id, when given, still apply, but time never goes backwards), else start it
    from --machine."""
    from pathlib import Path

    from zconsole.console.state_errors import StateFileError, StateSaveError

    assert options.state is not None
    path = Path(options.state)
    if not path.is_absolute():
        path = Path(base) / path
    if path.exists():
        try:
            machine, saved_clock, saved_ids = system.load_state(path)
        except StateFileError as exc:
            raise SetupError(str(exc)) from None
        if options.clock is not None:
            saved_at = saved_clock.frozen or saved_clock.resumes_at or saved_clock.now()
            _not_backwards(clock, system.machine_time(machine, saved_at), path)
        else:
            clock = resumed_clock(saved_clock, options.speed)
        ids = ids if options.next_id is not None else saved_ids
    from zconsole.console.hardcopy_file import log_path
    from zconsole.files import remove_leftovers

    for written in (path, log_path(path)):  # what a process killed while saving left
        remove_leftovers(written)
    saved: list[str] = []  # the text last written: what a failed save goes back to

    def save(session: Session) -> None:
        ctx = session.context
        try:
            text = system.save_state(path, ctx.machine, ctx.clock, ctx.ids, options.state_mode)
        except OSError as exc:
            # The file still holds the state before this command: so must the console.
            ctx.machine, ctx.clock, ctx.ids = system.state_from_text(path, saved[-1])
            raise StateSaveError(path, "cannot save the state, so the command was undone: "
                                       f"{exc.strerror or exc}") from None
        saved[:] = [text]

    try:
        saved.append(system.save_state(path, machine, clock, ids, options.state_mode))
    except OSError as exc:
        raise SetupError(f"{path}: cannot write the state file: {exc.strerror or exc}") from None
    return machine, clock, ids, save


def _not_backwards(clock: ConsoleClock, saved: dt.datetime, path: Path) -> None:
    """--clock given again: refused (one line, nothing changed) if it is before the
    saved machine's time, which the machine would otherwise have to run backwards."""
    wanted = clock.now()
    if wanted < saved:
        raise SetupError(f"--clock: {wanted:%Y-%m-%d %H.%M.%S} is before the saved machine's time "
                         f"{saved:%Y-%m-%d %H.%M.%S} in {path}: time does not go backwards "
                         "(give a later --clock, or --date)")


def resumed_clock(saved: ConsoleClock, speed: float | None) -> ConsoleClock:
    """The saved clock, going on at --speed if given: a frozen clock then runs from its
    own time; a running one keeps its own time and takes the new pace."""
    if speed is None:
        return saved
    if saved.frozen is not None:
        return ConsoleClock.resumed(saved.frozen, speed=speed)
    saved.speed = speed
    return saved


def _clock(options: ConsoleOptions) -> ConsoleClock:
    """--clock (and --date) freeze the clock; --speed makes a running one go faster."""
    clock = ConsoleClock()
    if options.speed is not None:
        if not 0 < options.speed <= MAX_SPEED:
            raise SetupError(f"--speed: {options.speed:g} is not a pace above 0 and at most {MAX_SPEED}")
        clock = ConsoleClock(speed=options.speed)
    if options.date is not None and options.clock is None:
        raise SetupError("--date: goes with --clock (a running clock keeps the computer's date)")
    if options.clock is not None:
        try:
            time_of_day = parse_time_of_day(options.clock)
        except ValueError as exc:
            raise SetupError(f"--clock: {exc}") from None
        try:
            date = FROZEN_DATE if options.date is None else dt.date.fromisoformat(options.date)
        except ValueError:
            raise SetupError(f"--date: {options.date!r} is not a date such as 2026-07-31") from None
        clock = ConsoleClock.fixed(time_of_day, date=date)
    return clock


def _parmlib(options: ConsoleOptions, base: str | Path) -> Path | None:
    """--parmlib's folder; None: the sample members shipped with zconsole (resolved at .IPL)."""
    if options.parmlib is None:
        return None
    from pathlib import Path

    parmlib = Path(options.parmlib)
    if not parmlib.is_absolute():
        parmlib = base / parmlib
    if not parmlib.is_dir():
        raise SetupError(f"{parmlib}: --parmlib is not a folder")
    return parmlib


def make_session(options: ConsoleOptions, base: str | Path) -> tuple[Session, Outcome | None]:
    """A Session per the options, and the outcome of the --ipl IPL if one was asked for."""
    system = system_of(options)
    machine = load_machine(options.machine, base, system)
    clock = _clock(options)
    ids = DisplayIds()
    if options.next_id is not None:
        try:
            ids = DisplayIds(options.next_id)
        except ValueError as exc:
            raise SetupError(f"--next-id: {exc}") from None
    parmlib = _parmlib(options, base)
    on_change = None
    if options.state is not None:
        machine, clock, ids, on_change = _attach_state(options, base, system, machine, clock, ids)
    try:
        session = Session(machine, clock, ids, parmlib, on_change, system, user=options.user)
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    session.context.display_area = options.display_area
    if options.state is not None:  # the hardcopy log survives a restart too, beside the state
        from pathlib import Path

        from zconsole.console.hardcopy_file import attach

        state = Path(options.state)
        attach(session, state if state.is_absolute() else Path(base) / state, options.state_mode)
    ipl_outcome = None
    if options.ipl is not None:
        ipl_outcome = session.submit(f".IPL {options.ipl}")
        if ipl_outcome.refused:
            raise SetupError(" ".join(system.render_all(ipl_outcome.messages)))
    return session, ipl_outcome
