"""Golden transcripts of the CP console: replayed byte for byte, as z/OS's are.

The format is zconsole's (``# flags:`` header, ``> command``, the exact lines): each
answer is what the 3270 screen shows for the line - the echo as typed, the response,
the Ready line, and the lines that arrived by themselves.
"""

from __future__ import annotations

import difflib
import shlex
from pathlib import Path
from typing import TextIO

from zconsole.systems.zvm.system import FlagError, console_from_flags, parse_flags

PROMPT = "> "
FLAGS = "# flags:"


class ZvmTranscriptError(Exception):
    """A transcript that cannot be read or replayed."""


def replay_text(path: Path) -> tuple[str, str]:
    """(the file's text, the text the console writes now)."""
    text = path.read_text(encoding="utf-8")
    header: list[str] = []
    commands: list[str] = []
    flags: list[str] = []
    for line in text.splitlines():
        if line.startswith(PROMPT) or line == PROMPT.rstrip():
            commands.append(line[len(PROMPT) :])
        elif not commands:
            if line.startswith(FLAGS):
                flags = shlex.split(line[len(FLAGS) :])
            header.append(line)
    try:
        console = console_from_flags(parse_flags(flags), path.parent)
    except (FlagError, SystemExit) as exc:
        raise ZvmTranscriptError(f"{path}: bad '# flags:' line: {exc}") from None
    parts = [line + "\n" for line in header]
    for command in commands:
        reply = console.submit(command)
        if any(m.key == "ZCN999E" for m in reply.messages):
            raise ZvmTranscriptError(f"{path}: `{command}` raised inside zconsole: {reply.response}")
        parts.append(f"{PROMPT}{command}".rstrip() + "\n")
        parts.extend(("\\" + line if line.startswith((">", "\\")) else line) + "\n" for line in reply.lines)
    return text, "".join(parts)


def check_file(path: Path, update: bool = False) -> tuple[bool, str]:
    expected, actual = replay_text(path)
    if actual == expected:
        return True, ""
    if update:
        path.write_text(actual, encoding="utf-8")
        return True, f"updated {path}\n"
    return False, "".join(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            f"{path} (golden)",
            f"{path} (console)",
        )
    )


def check_paths(paths: list[Path], update: bool, out: TextIO) -> int:
    files: list[Path] = []
    for path in paths:
        files += sorted(path.rglob("*.txt")) if path.is_dir() else [path]
    failed = 0
    for path in files:
        try:
            passed, report = check_file(path, update)
        except (OSError, ZvmTranscriptError) as exc:
            passed, report = False, f"zconsole: {exc}\n"
        out.write(report)
        failed += not passed
    out.write(f"{len(files) - failed} passed, {failed} failed\n")
    return 0 if failed == 0 else 1
