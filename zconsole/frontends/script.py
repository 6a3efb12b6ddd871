"""Runs command lines from -c options or a script file and writes the console's answers."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from zconsole.console.session import Session

if TYPE_CHECKING:
    from typing import TextIO


@attrs.frozen
class RunResult:
    """``ok``: no command was refused; ``ended``: a .QUIT stopped the run."""

    ok: bool
    ended: bool


def run_commands(session: Session, commands: Iterable[str], out: TextIO, echo: bool) -> RunResult:
    """Submit each command; write ``> command`` (when echoing) and the reply lines.
    ``.QUIT`` ends the run: the commands after it are not submitted."""
    ok, ended = True, False
    chunks: list[str] = []
    try:
        for command in commands:
            outcome = session.submit(command)
            ok = ok and not outcome.refused
            if echo:
                chunks.append(f"> {command}\n")
            lines = session.system.render_all(outcome.messages)
            if lines:
                chunks.append("\n".join(lines) + "\n")
            if outcome.ended:
                ended = True
                break
    finally:  # what was answered before a failed save is still written
        out.write("".join(chunks))
    return RunResult(ok, ended)


def script_lines(text: str) -> list[str]:
    """The commands of a script file: one a line; blank lines and ``#`` comments skipped."""
    lines = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines
