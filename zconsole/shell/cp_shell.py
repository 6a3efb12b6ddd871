"""The interactive CP console: prompt_toolkit wired to a CP console (the z/VM system's).

It knows nothing of z/VM itself: it runs a Session (``SessionConsole`` gives it the
``submit``, ``tick``, ``status`` and ``complete`` of ``CpConsole``, asking the session's
system for its status area and completion) and shows what that says. The status area
of a 3270 (`RUNNING`, `CP READ`, and the system name, bottom right) is the toolbar;
TAB completes from the CP grammar and the machine's names; while the prompt waits, the
machine runs with the console clock and lines that arrive by themselves (a forced
guest's logoff) are written above the prompt.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from prompt_toolkit import PromptSession
from prompt_toolkit.application import get_app, run_in_terminal
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.history import History, InMemoryHistory

from zconsole.console.session import Session

TICK_SECONDS = 0.5  # how often the machine is let run while the prompt waits


class CpConsole(Protocol):
    """What the CP shell needs of a console."""

    def submit(self, text: str) -> Any: ...  # a reply whose ``lines`` the screen shows

    def tick(self) -> list[str]: ...

    def status(self) -> tuple[str, str]: ...

    def complete(self, before: str) -> tuple[str, list[str]]: ...


class SessionConsole:
    """A Session as the CP shell uses it: lines written, the status area, completion."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def submit(self, text: str) -> Any:
        outcome = self.session.submit(text)
        return _Shown(tuple(self.session.system.render_all(outcome.messages)))

    def tick(self) -> list[str]:
        return self.session.system.render_all(self.session.tick())

    def status(self) -> tuple[str, str]:
        fields = getattr(self.session.system, "status_fields", None)
        if fields is None:
            return ("RUNNING", self.session.system.system_name(self.session.machine))
        state, system = fields(self.session.context)
        return (str(state), str(system))

    def complete(self, before: str) -> tuple[str, list[str]]:
        complete = getattr(self.session.system, "complete", None)
        if complete is None:
            return ("", [])
        partial, words = complete(before, self.session.context)
        return (str(partial), list(words))


class _Shown:
    def __init__(self, lines: tuple[str, ...]) -> None:
        self.lines = lines


class CpCompleter(Completer):
    """Completes the word under the cursor with what the CP grammar accepts next."""

    def __init__(self, console: CpConsole) -> None:
        self.console = console

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        partial, words = self.console.complete(document.text_before_cursor)
        for word in words:
            yield Completion(word, start_position=-len(partial))


def toolbar_text(console: CpConsole, width: int = 80) -> str:
    """The 3270 status area at the right end of the bar: `RUNNING   ZVMWSXX` (REAL)."""
    state, system = console.status()
    area = f"{state:<10}{system}"
    hints = "TAB  CTRL-D"
    room = max(width - 1, 1)
    text = f" {hints}".ljust(room - len(area)) + area if room >= len(area) + len(hints) + 2 else area
    return text[:room]


def shown(text: str, lines: Sequence[str]) -> list[str]:
    """The reply's lines as the shell writes them: a CMS echo of the line just typed is
    left out (the terminal already shows it); CP READ's stamped echo stays."""
    if lines and lines[0] == text.rstrip():
        return list(lines[1:])
    return list(lines)


def run_cp_shell(
    console: CpConsole,
    after_line: Callable[[Sequence[str]], None] | None = None,
    history: History | None = None,
    **options: Any,
) -> int:
    """Read lines until Ctrl-D; ``after_line`` gets every line written (the state and the
    log are kept there). ``options`` go to the PromptSession (tests pass input/output)."""
    keep = after_line or (lambda lines: None)

    def arrived() -> None:
        lines = console.tick()
        if lines:
            write(lines)

    def write(lines: list[str]) -> None:
        print("\n".join(lines))
        keep(lines)

    async def ticking() -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            lines = console.tick()
            if lines:
                await run_in_terminal(lambda lines=lines: write(lines))  # type: ignore[misc]

    def start_ticking() -> None:
        get_app().create_background_task(ticking())

    prompt: PromptSession[str] = PromptSession(
        message="",
        history=history or InMemoryHistory(),
        completer=CpCompleter(console),
        complete_while_typing=False,
        bottom_toolbar=lambda: toolbar_text(console, get_app().output.get_size().columns),
        refresh_interval=1.0,
        **options,
    )
    while True:
        arrived()
        try:
            text = prompt.prompt(pre_run=start_ticking)
        except KeyboardInterrupt:
            continue
        except EOFError:
            return 0
        reply = console.submit(text)
        lines = shown(text, reply.lines)
        if lines:
            print("\n".join(lines))
        keep(reply.lines)
