"""Runs command lines from -c options or a script file and writes the console's answers."""

from __future__ import annotations

from collections.abc import Iterable

from zconsole.messages import render_all
from zconsole.session import Session

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)
if TYPE_CHECKING:
    from typing import TextIO


def run_commands(session: Session, commands: Iterable[str], out: TextIO, echo: bool) -> bool:
    """Submit each command; write ``> command`` (when echoing) and the reply lines.

    Returns False if any command was refused, so callers can set their exit status.
    """
    ok = True
    chunks: list[str] = []
    for command in commands:
        outcome = session.submit(command)
        ok = ok and not outcome.refused
        if echo:
            chunks.append(f"> {command}\n")
        chunks.extend(line + "\n" for line in render_all(outcome.messages))
    out.write("".join(chunks))
    return ok


def script_lines(text: str) -> list[str]:
    """The commands of a script file: one a line; blank lines and ``#`` comments skipped."""
    lines = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append(line)
    return lines
