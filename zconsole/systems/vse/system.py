"""VSE/ESA as a System (zconsole/console/system.py): its machines, its console line, its time.

Everything here imports what it needs when first asked (a one-shot `-c` loads no more
than the command needs); nothing of z/OS or z/VM is imported.
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
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.line import LineResult
    from zconsole.systems.vse.messages.said import Written
    from zconsole.systems.vse.model.machine import VseMachine


def _builtin(name: str) -> Callable[[], VseMachine]:
    def build() -> VseMachine:
        from zconsole.systems.vse.model.machine_file import builtin

        return builtin(name)

    return build


BUILTIN_MACHINES: dict[str, Callable[[], VseMachine]] = {"vse-workshop": _builtin("vse-workshop")}


@attrs.frozen
class Vse:
    """VSE/ESA: the operator's console (the attention routine and VSE/POWER)."""

    name: str = "vse"
    title: str = "VSE/ESA"
    screen: str = "line"
    default_machine: str = "vse-workshop"

    def builtin_machines(self) -> Mapping[str, Callable[[], Any]]:
        return BUILTIN_MACHINES

    def machine_from_file(self, path: Path) -> VseMachine:
        from zconsole.systems.vse.model.machine_file import VseMachineFileError, load_machine

        try:
            return load_machine(path)
        except VseMachineFileError as exc:
            raise MachineError(str(exc)) from None

    def context(
        self,
        machine: VseMachine,
        clock: ConsoleClock,
        ids: DisplayIds,
        parmlib: Path | None,
        user: str | None = None,
    ) -> Context:
        from zconsole.systems.vse.commands.context import Context

        if user is not None:
            raise ValueError("--user: the VSE console has no users")
        return Context(machine, clock, ids)

    def run(self, text: str, context: Context) -> LineResult:
        from zconsole.systems.vse.line import run

        return run(text, context)

    def settle(self, context: Context, now: dt.datetime) -> tuple[object, ...]:
        from zconsole.systems.vse.line import settle

        return settle(context, now)

    def internal_error(self, exc: Exception) -> Written:
        from zconsole.systems.vse.messages.said import Said, Written

        message = Said("ZCN999E", (("kind", type(exc).__name__), ("text", str(exc))))
        return Written(message, (f"ZCN999E INTERNAL ERROR {type(exc).__name__}: {exc}",))

    def render_all(self, messages: Iterable[object]) -> list[str]:
        lines: list[str] = []
        for message in messages:
            lines.extend(message.lines)  # type: ignore[attr-defined]
        return lines

    def system_name(self, machine: VseMachine) -> str:
        return machine.system_name

    def drill_vocabulary(self) -> Vocabulary:
        from zconsole.systems.vse.drill_clauses import VOCABULARY

        return VOCABULARY

    def report(self, submit: Callable[[str], Any], name: str) -> list[str]:
        return []

    def load_state(self, path: Path) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
        from zconsole.systems.vse.state import load_state

        return load_state(path)

    def save_state(
        self, path: Path, machine: VseMachine, clock: ConsoleClock, ids: DisplayIds, new_mode: int | None
    ) -> str:
        from zconsole.systems.vse.state import save_state

        return save_state(path, machine, clock, ids, new_mode)

    def state_from_text(self, path: Path, text: str) -> tuple[VseMachine, ConsoleClock, DisplayIds]:
        from zconsole.systems.vse.state import state_from_text

        return state_from_text(path, text)

    def machine_time(self, machine: VseMachine, moment: dt.datetime) -> dt.datetime:
        return moment

    # --- the interactive shell ----------------------------------------------------------
    @property
    def word_breaks(self) -> str:
        return " ,="  # operands are separated by commas

    def completions(self, session: Any, before: str) -> tuple[str, list[str], dict[str, str]]:
        """TAB: what vse.lark's tables accept where the cursor is, names from the machine."""
        from zconsole.systems.vse.syntax.complete import next_words
        from zconsole.systems.vse.syntax.grammar import keywords

        partial, words = next_words(before, session.machine)
        first = before.upper().split()[:1]
        if (
            first
            and first[0] in keywords()["HELP"]
            and before[len(before.rstrip()) :] == ""
            and " " in before
        ):
            from zconsole.systems.vse.messages.explained import explanations

            words = sorted({*words, *(m for m in explanations() if m.startswith(partial))})
        return partial, words, {}

    def line_styles(self, line: str) -> list[tuple[str, str]]:
        from zconsole.systems.vse.syntax.grammar import verb_of

        words = line.split()
        if not words or not verb_of(words[0].split(",")[0].upper()):
            return [("", line)]
        start = line.index(words[0])
        end = start + len(words[0])
        return [("", line[:start]), ("verb", line[start:end]), ("", line[end:])]

    def status_fields(self, session: Any) -> list[str]:
        """The release and what POWER runs (INFERRED: zconsole's status line)."""
        machine = session.machine
        running = sum(1 for job in machine.power.queues["RDR"] if job.running)
        return [f"VSE/ESA {machine.release}", f"RUNNING {running}"]

    def screen_rows(self, messages: Iterable[object]) -> list[tuple[str, bool]]:
        return [(line, False) for line in self.render_all(messages)]

    def screen_status(self, session: Any) -> str:
        return ""  # no capture shows a VSE console's status area: zconsole shows none

    def render_pieces(self, messages: Iterable[object]) -> Iterator[list[str]]:
        for message in messages:
            yield list(message.lines)  # type: ignore[attr-defined]

    def fit_to_width(self, messages: tuple[object, ...], width: int) -> tuple[object, ...]:
        return messages

    def paged(self, messages: tuple[object, ...]) -> bool:
        return False

    def unmodelled_note(self, line: str, messages: tuple[object, ...]) -> str | None:
        return None


SYSTEM = Vse()
