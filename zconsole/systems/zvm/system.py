"""z/VM as a System (zconsole/console/system.py): its machines, its console line, its time.

Everything here imports what it needs when first asked, so that a one-shot
`zconsole --system zvm -c "QUERY STORAGE"` loads no more than the command needs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.console.system import MachineError

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Callable, Iterable, Iterator, Mapping
    from pathlib import Path
    from typing import Any

    from zconsole.console.clock import ConsoleClock
    from zconsole.console.conditions import Vocabulary
    from zconsole.console.ids import DisplayIds
    from zconsole.systems.zvm.commands.context import Context
    from zconsole.systems.zvm.line import LineResult
    from zconsole.systems.zvm.messages.said import Written
    from zconsole.systems.zvm.model.machine import ZvmMachine

DEFAULT_USER = "MAINT"


def _builtin(name: str) -> Callable[[], ZvmMachine]:
    def build() -> ZvmMachine:
        """A machine shipped inside the package (model/loading/machines/NAME.toml);
        MachineError (file, key, reason) if its file cannot be used."""
        from zconsole.systems.zvm.model.loading.builtin import machine_for
        from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

        try:
            return machine_for(name)
        except ZvmMachineFileError as exc:
            raise MachineError(str(exc)) from None

    return build


BUILTIN_MACHINES: dict[str, Callable[[], ZvmMachine]] = {
    name: _builtin(name) for name in ("zvm-workshop", "zvm-lab-63", "zvm-lab-62")
}


# zconsole report's names: the console command that prints each.
REPORTS = {"FCX291": ".PERFKIT PAGELOG", "FCX296": ".PERFKIT STEALLOG"}


@attrs.frozen
class Zvm:
    """z/VM: a user's console on the CP of the machine of zconsole/systems/zvm/model."""

    name: str = "zvm"
    title: str = "z/VM"
    default_machine: str = "zvm-workshop"
    default_report: str = "FCX296"
    screen: str = "cp"

    def builtin_machines(self) -> Mapping[str, Callable[[], Any]]:
        return BUILTIN_MACHINES

    def machine_from_file(self, path: Path) -> ZvmMachine:
        from zconsole.systems.zvm.model.loading.machine_file import load_machine
        from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

        try:
            return load_machine(path)
        except ZvmMachineFileError as exc:
            raise MachineError(str(exc)) from None

    def context(
        self,
        machine: ZvmMachine,
        clock: ConsoleClock,
        ids: DisplayIds,
        parmlib: Path | None,
        user: str | None = None,
    ) -> Context:
        """The console of ``user`` (a directory entry; by default the machine's console
        user, MAINT unless a saved state says otherwise), logged on if it is not.
        ValueError for a user the directory does not have."""
        from zconsole.systems.zvm.commands.context import Context
        from zconsole.systems.zvm.model.directory import Guest

        userid = (user or machine.console_user).upper()
        if userid not in machine.directory:
            raise ValueError(f"--user: {userid} is not in the CP directory of {machine.system_name}")
        machine.console_user = userid  # a saved state resumes at the same user's console
        if userid not in machine.guests and not machine.ipl.phase:
            entry = machine.directory[userid]
            machine.guests[userid] = Guest(userid, "0020", clock.now(), entry.storage_mb)
        return Context(machine, userid, clock, ids)

    def run(self, text: str, context: Context) -> LineResult:
        from zconsole.systems.zvm.line import run

        return run(text, context)

    def settle(self, context: Context, now: dt.datetime) -> tuple[object, ...]:
        from zconsole.systems.zvm.line import settle

        return settle(context, now)

    def internal_error(self, exc: Exception) -> Written:
        from zconsole.systems.zvm.messages.render import render
        from zconsole.systems.zvm.messages.said import Written, said

        message = said("ZCN999E", kind=type(exc).__name__, text=str(exc))
        return Written(message, tuple(render(message)), rc=999)

    def render_all(self, messages: Iterable[object]) -> list[str]:
        """The screen's rows of ``messages`` (Written: rendered when written)."""
        lines: list[str] = []
        for message in messages:
            lines.extend(message.lines)  # type: ignore[attr-defined]
        return lines

    def system_name(self, machine: ZvmMachine) -> str:
        return machine.system_name

    def drill_vocabulary(self) -> Vocabulary:
        from zconsole.systems.zvm.drill_clauses import VOCABULARY

        return VOCABULARY

    def report(self, submit: Callable[[str], Any], name: str) -> list[str]:
        """`zconsole report`: the Performance Toolkit's report ``name`` (FCX296 STEALLOG, or
        FCX291 PAGELOG of the lab's first guest) over the storage lab's intervals, without
        console lines. ValueError for a report z/VM does not have, or a machine without a lab."""
        if name not in REPORTS:
            raise ValueError(f"--report {name}: z/VM's reports are {', '.join(REPORTS)}")
        from zconsole.systems.zvm.messages.render import render
        from zconsole.systems.zvm.messages.said import ECHO, END

        outcome = submit(REPORTS[name])
        lines: list[str] = []
        for written in outcome.messages:
            if written.role not in (ECHO, END):
                lines.extend(render(written.said))
        if any(written.rc for written in outcome.messages):  # refused: no lab, say why
            raise ValueError(" ".join(lines))
        return lines

    # --- --state files ---------------------------------------------------------------
    def load_state(self, path: Path) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
        from zconsole.systems.zvm.state import load_state

        return load_state(path)

    def save_state(
        self, path: Path, machine: ZvmMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None
    ) -> str:
        from zconsole.systems.zvm.state import save_state

        return save_state(path, machine, clock, ids, new_mode)

    def state_from_text(self, path: Path, text: str) -> tuple[ZvmMachine, ConsoleClock, DisplayIds]:
        from zconsole.systems.zvm.state import state_from_text

        return state_from_text(path, text)

    def machine_time(self, machine: ZvmMachine, moment: dt.datetime) -> dt.datetime:
        return moment

    # --- the interactive shell ----------------------------------------------------------
    @property
    def word_breaks(self) -> str:
        return " "  # CP's operands are separated by blanks alone

    def completions(self, session: Any, before: str) -> tuple[str, list[str], dict[str, str]]:
        """TAB: what cp.lark's tables accept where the cursor is, names from the machine."""
        from zconsole.systems.zvm.commands.help import topic_words
        from zconsole.systems.zvm.syntax.complete import next_words

        partial, words = next_words(before, session.machine, topic_words())
        return partial, words, {}

    def line_styles(self, line: str) -> list[tuple[str, str]]:
        """The command word as a verb, the rest plain (CP has no fixed keyword column)."""
        from zconsole.systems.zvm.syntax.parse import verb_of

        words = line.split()
        if not words or not verb_of([words[0].upper()]):
            return [("", line)]
        start = line.index(words[0])
        end = start + len(words[0])
        return [("", line[:start]), ("verb", line[start:end]), ("", line[end:])]

    def status_fields(self, session: Any) -> list[str]:
        """The 3270 status area's state: `RUNNING`, or `CP READ` on a console in CP READ (REAL)."""
        return ["CP READ" if session.context.cp_read else "RUNNING"]

    def screen_rows(self, messages: Iterable[object]) -> list[tuple[str, bool]]:
        """The rows, intensified for a message the catalog highlights (REAL: the IPL screens)."""
        from zconsole.systems.zvm.messages.catalog import CATALOG

        rows: list[tuple[str, bool]] = []
        for message in messages:
            said = getattr(message, "said", None)
            entry = CATALOG.get(said.key) if said is not None else None
            bright = entry is not None and entry.highlight
            rows += [(line, bright) for line in message.lines]  # type: ignore[attr-defined]
        return rows

    def screen_status(self, session: Any) -> str:
        """The 3270 status area's word (REAL: `RUNNING` on a CMS user's console, `CP READ`
        on a console in CP READ)."""
        return self.status_fields(session)[0]

    def render_pieces(self, messages: Iterable[object]) -> Iterator[list[str]]:
        for message in messages:
            yield list(message.lines)  # type: ignore[attr-defined]

    def fit_to_width(self, messages: tuple[object, ...], width: int) -> tuple[object, ...]:
        """HELP filled to ``width``; every other row is a 3270's, 80 columns, whatever the terminal."""
        from zconsole.systems.zvm.messages.help import fitted, is_help

        return tuple(fitted(m, width) if is_help(m) else m for m in messages)  # type: ignore[arg-type]

    def paged(self, messages: tuple[object, ...]) -> bool:
        """HELP's answers are read in the shell's pager when long."""
        from zconsole.systems.zvm.messages.help import is_help

        return any(is_help(m) for m in messages)

    def unmodelled_note(self, line: str, messages: tuple[object, ...]) -> str | None:
        return None


SYSTEM = Zvm()
