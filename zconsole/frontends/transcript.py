"""Golden transcripts: read, replay through a Session, compare byte for byte, or rewrite.

Format (HOUSE-STYLE habit 9): a header of ``#`` lines, optionally one ``# flags: ...``
line parsed by the real CLI parser; then exchanges, each a ``> command`` line followed by
the exact lines the console answers. Nothing is a pattern: every byte must match.
An answer line that itself starts with ``>`` or ``\\`` (D SMS,STORGRP's legend has
``> THE VOLSER IN UCB ...``) is written with a ``\\`` in front, so it is not read as a
command; ``output_line`` and ``plain_line`` convert.
"""

from __future__ import annotations

import difflib
import shlex
from collections.abc import Callable
from pathlib import Path

import attrs

from zconsole.console.session import Outcome, Session

PROMPT = "> "
FLAGS = "# flags:"
QUOTE = "\\"
CRASH = "ZCN999E "  # the message a command's crash becomes (never a golden)


def output_line(line: str) -> str:
    """An answer line as a transcript holds it (quoted when it could pass for a command)."""
    return QUOTE + line if line.startswith((">", QUOTE)) else line


def plain_line(line: str) -> str:
    """An answer line of a transcript as the console wrote it."""
    return line[1:] if line.startswith(QUOTE) else line


class TranscriptError(Exception):
    """A transcript that cannot be read or replayed; never written back."""


@attrs.frozen
class Transcript:
    path: Path
    header: tuple[str, ...]
    flags: tuple[str, ...]
    commands: tuple[str, ...]
    lines: tuple[int, ...] = ()  # each command's line number in the file


def read_transcript(path: Path) -> tuple[Transcript, str]:
    """Parse ``path``; return the transcript and the file's exact text."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TranscriptError(f"{path}: cannot read: {exc}") from None
    header: list[str] = []
    commands: list[str] = []
    numbers: list[int] = []
    flags: tuple[str, ...] = ()
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(PROMPT) or line == PROMPT.rstrip():
            commands.append(line[len(PROMPT) :])
            numbers.append(number)
        elif not commands:
            if line and not line.startswith("#"):
                raise TranscriptError(f"{path}:{number}: header lines start with '#'")
            if line.startswith(FLAGS):
                if flags:
                    raise TranscriptError(f"{path}:{number}: a second '# flags:' line")
                try:
                    flags = tuple(shlex.split(line[len(FLAGS) :]))
                except ValueError as exc:
                    raise TranscriptError(f"{path}:{number}: {exc}") from None
            header.append(line)
    if not commands:
        raise TranscriptError(f"{path}: no '> command' line")
    return Transcript(path, tuple(header), flags, tuple(commands), tuple(numbers)), text


SessionFactory = Callable[[Transcript], tuple[Session, Outcome | None]]


def replay(transcript: Transcript, make: SessionFactory) -> str:
    """The transcript's text as the console writes it now (header kept as it is)."""
    session, _ = make(transcript)
    parts = [line + "\n" for line in transcript.header]
    for command in transcript.commands:
        outcome = session.submit(command)
        parts.append(f"{PROMPT}{command}".rstrip() + "\n")  # an empty command is a bare ">"
        parts.extend(output_line(line) + "\n" for line in session.system.render_all(outcome.messages))
    return "".join(parts)


def crashes(transcript: Transcript, actual: str) -> list[tuple[int, str]]:
    """The commands whose answer in ``actual`` (``replay``'s text) holds ZCN999E -- a
    handler that raised, which Session turns into that message: (line in the transcript,
    command), in order."""
    crashed: list[int] = []
    index = -1
    for line in actual.splitlines():
        if line.startswith(PROMPT.rstrip()):  # a command (an answer line like it is quoted)
            index += 1
        elif line.startswith(CRASH) and index >= 0 and index not in crashed:
            crashed.append(index)
    return [(transcript.lines[i], transcript.commands[i]) for i in crashed]


def diff(path: Path, expected: str, actual: str) -> str:
    """A unified diff from the golden file to what the console wrote."""
    return "".join(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=f"{path} (golden)",
            tofile=f"{path} (console)",
        )
    )
