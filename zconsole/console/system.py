"""The System Protocol: all that the session facade and the front ends know of a system.

A system (z/OS, z/VM, VSE) is a value satisfying this Protocol, found by name in
zconsole/systems/registry.py, the way trio's run loop knows only its `Clock`. What a
system's machine, commands and messages are is its own affair: the facade passes its
machine and context through without looking inside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable, Iterable, Iterator, Mapping
    from pathlib import Path

    from zconsole.console.clock import ConsoleClock
    from zconsole.console.conditions import Vocabulary
    from zconsole.console.ids import DisplayIds
    from zconsole.console.message import Message


class Context(Protocol):
    """What a system's command handlers receive: its machine and the console's clock and ids."""

    machine: Any
    clock: ConsoleClock
    ids: DisplayIds
    # An MCS console's display area shows displays without their number (a system whose
    # consoles have none keeps it False).
    display_area: bool


class Reply(Protocol):
    """What one line did: the messages it wrote, and whether it was refused (nothing changed),
    changed the machine, or asked to leave the console."""

    @property
    def messages(self) -> tuple[Message, ...]: ...
    @property
    def refused(self) -> bool: ...
    @property
    def changed(self) -> bool: ...
    @property
    def ended(self) -> bool: ...


class MachineError(Exception):
    """A machine file or name that cannot be used: one line naming file, key and reason."""


class System(Protocol):
    """A system zconsole can run: its name, its machines, how a line is run, how time
    passes, how its messages read, and how its state is saved."""

    @property
    def name(self) -> str:
        """The --system name: zos, zvm, vse."""

    @property
    def title(self) -> str:
        """How people write it: z/OS, z/VM, VSE/ESA."""

    @property
    def default_machine(self) -> str:
        """The built-in machine --machine names when not given."""

    def builtin_machines(self) -> Mapping[str, Callable[[], Any]]:
        """The machines known by name (--machine NAME), built when asked for (MachineError,
        one line, when a shipped machine cannot be built)."""

    def machine_from_file(self, path: Path) -> Any:
        """A machine file read; MachineError (file, key, reason) when it cannot be used."""

    def context(self, machine: Any, clock: ConsoleClock, ids: DisplayIds, parmlib: Path | None,
                user: str | None = None) -> Context:
        """The context a console on ``machine`` runs commands in. ``user`` (--user) is who
        is logged on at it where a console is a user's (z/VM's directory entry); ValueError
        (one line) for a user the system cannot seat there."""

    def run(self, text: str, context: Context) -> Reply:
        """One console line, as typed: parsed and applied; a line the system refuses is a
        refused reply with the system's own error message."""

    def settle(self, context: Context, now: dt.datetime) -> tuple[Message, ...]:
        """Let the machine run up to ``now``: the messages it wrote by itself on the way."""

    def internal_error(self, exc: Exception) -> Message:
        """The message a bug in a handler is shown as (never a traceback)."""

    def render_all(self, messages: Iterable[Message]) -> list[str]:
        """The console lines of ``messages``."""

    def system_name(self, machine: Any) -> str:
        """The machine's system name (SYSNAME, the z/VM system identifier)."""

    def report(self, submit: Callable[[str], Any], name: str) -> list[str]:
        """`zconsole report --report NAME`: the lines of the system's report ``name`` (RMF on
        z/OS, Performance Toolkit on z/VM) of what the session ran, asked for through its
        ``submit``; none if it has no such report."""

    def drill_vocabulary(self) -> Vocabulary:
        """The clauses a drill's conditions may use on this system's machines
        (console/conditions.py), what a running drill notes and how it finds a job."""

    # --- the interactive shell ----------------------------------------------------------
    @property
    def word_breaks(self) -> str:
        """The characters that end a word being completed (blank, comma, parentheses ...)."""

    def completions(self, session: Any, before: str) -> tuple[str, list[str], dict[str, str]]:
        """TAB: (the word being typed, the words that may replace it, a note beside each),
        from the grammar and the machine's names; read only."""

    def line_styles(self, line: str) -> list[tuple[str, str]]:
        """(style, text) pieces of a line being typed: style ``verb``, ``keyword`` or ``""``."""

    # --- the 3270 console (frontends/tn3270) ----------------------------------------------
    @property
    def screen(self) -> str:
        """The 3270 screen a console of this system is: ``mcs`` (z/OS's MCS console: held
        action messages, instruction and warning lines), ``cp`` (z/VM's: the output area
        from column 0, the two-line input area, the status area) or ``line`` (VSE's: each
        output row after its attribute byte, the input area below)."""

    def screen_rows(self, messages: Iterable[Message]) -> list[tuple[str, bool]]:
        """The rows ``messages`` take on the system's 3270 screen (``render_all``'s lines),
        each with whether it is written intensified (z/VM's highlighted messages)."""

    def screen_status(self, session: Any) -> str:
        """The status area's word while the console waits for a line (z/VM: ``RUNNING`` or
        ``CP READ``); "" for a screen without a status area."""

    def status_fields(self, session: Any) -> list[str]:
        """The status line's fields between the time and the last message id, most useful
        first (z/OS: outstanding WTORs and actions, SCM)."""

    def render_pieces(self, messages: Iterable[Message]) -> Iterator[list[str]]:
        """The lines of ``messages`` a piece at a time (a long display is written as it is
        made, so Ctrl-C can stop it); the pieces joined are ``render_all``'s lines."""

    def fit_to_width(self, messages: tuple[Message, ...], width: int) -> tuple[Message, ...]:
        """``messages`` for a terminal ``width`` columns wide (HELP pages filled to it)."""

    def paged(self, messages: tuple[Message, ...]) -> bool:
        """Whether ``messages`` are read in a pager when long (HELP's pages)."""

    def unmodelled_note(self, line: str, messages: tuple[Message, ...]) -> str | None:
        """After the system refused ``line`` with ``messages``: zconsole's note (outside the
        console's output and log) that the real system has the command, or None."""

    # --- --state files: StateFileError (console/state_errors.py) names file, key, reason
    def load_state(self, path: Path) -> tuple[Any, ConsoleClock, DisplayIds]:
        """A saved state read back: its machine, the console's clock and ids."""

    def save_state(self, path: Path, machine: Any, clock: ConsoleClock, ids: DisplayIds,
                   new_mode: int | None) -> str:
        """Write the state atomically (a new file gets ``new_mode``); the text written."""

    def state_from_text(self, path: Path, text: str) -> tuple[Any, ConsoleClock, DisplayIds]:
        """A state from the text of a state file at ``path`` (named in errors)."""

    def machine_time(self, machine: Any, moment: dt.datetime) -> dt.datetime:
        """The machine's own time, given its console clock's ``moment`` (a living machine may be
        ahead of it)."""
