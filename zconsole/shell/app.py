"""The interactive console: prompt_toolkit wired to one Session (HOUSE-STYLE habit 8)."""

from __future__ import annotations

import os

from prompt_toolkit import PromptSession
from prompt_toolkit.history import FileHistory, History, InMemoryHistory

from zconsole.messages import render_all
from zconsole.session import Session
from zconsole.shell.colour import make_console, show
from zconsole.shell.completer import ConsoleCompleter
from zconsole.shell.keys import key_bindings
from zconsole.shell.toolbar import toolbar_text

BANNER = "ZCN000I ZCONSOLE READY - TYPE HELP FOR COMMANDS, TAB TO COMPLETE, CTRL-D TO LEAVE"


def history_file() -> str:
    """$XDG_STATE_HOME/zconsole/history (~/.local/state/zconsole/history by default)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "zconsole", "history")


def open_history() -> History:
    path = history_file()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        return FileHistory(path)
    except OSError:
        return InMemoryHistory()  # a read-only home still gets a working shell


def build_prompt(
    session: Session, history: History, state: dict[str, str], **options: object
) -> PromptSession[str]:
    """The PromptSession: completion, history, key bindings and toolbar (tests pass I/O)."""
    return PromptSession(
        message=f"{session.machine.system_name}> ",
        history=history,
        completer=ConsoleCompleter(session),
        complete_while_typing=False,
        key_bindings=key_bindings(),
        bottom_toolbar=lambda: toolbar_text(session, state["last"]),
        **options,  # type: ignore[arg-type]
    )


def run_shell(session: Session) -> int:
    """Read, submit and show commands until Ctrl-D or .QUIT."""
    console = make_console()
    state = {"last": ""}
    prompt = build_prompt(session, open_history(), state)
    show(console, [BANNER], refused=False)
    while True:
        try:
            text = prompt.prompt()
        except KeyboardInterrupt:
            continue
        except EOFError:
            return 0
        if not text.strip():
            continue
        outcome = session.submit(text)
        lines = render_all(outcome.messages)
        show(console, lines, outcome.refused)
        if lines:
            state["last"] = lines[0].split(" ", 1)[0]
        if outcome.ended:
            return 0
