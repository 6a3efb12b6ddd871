"""Colour for console output, the way a 3270 console tells messages apart, as precomputed
ANSI sequences (one string operation a line, so colour costs about what plain text does).
Plain text, byte for byte what transcripts hold, when NO_COLOR is set."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

# A message id, after an optional action flag: `*` alone, or `*nn ` with a reply id
# (WTORs such as `*02 IRA221D ...`).
MSGID = re.compile(r"(\*(?:\d{1,4} )?)?[A-Z]{3}[A-Z0-9]?\d{3,5}([ADEIWS])\b")

RESET = "\x1b[0m"
GREEN = "\x1b[32m"
BOLD_GREEN = "\x1b[1;32m"
BOLD_YELLOW = "\x1b[1;33m"
BOLD_RED = "\x1b[1;31m"
# 3270 conventions: information green, eventual action yellow, immediate action and
# decisions red and intensified; errors (refused commands) red so they show at a glance.
ID_STYLES = {"I": BOLD_GREEN, "S": BOLD_GREEN, "E": BOLD_YELLOW, "A": BOLD_RED, "D": BOLD_RED, "W": BOLD_RED}
ACTION_TYPES = frozenset("ADEW")
BODY_STYLE = GREEN
ERROR_STYLE = BOLD_RED


def plain_wanted() -> bool:
    """NO_COLOR (https://no-color.org): any non-empty value means no styling at all."""
    return bool(os.environ.get("NO_COLOR"))


def style_line(line: str, refused: bool = False) -> str:
    """One line with its colour and a reset, without the newline.

    An information message's id is bright, its text green; an action message (flagged
    `*`, or an id ending in A, D, E or W) is in its action colour throughout, so it
    stands out among the information around it, as on a 3270.
    """
    if refused:
        return f"{ERROR_STYLE}{line}{RESET}"
    match = MSGID.match(line) if line[:1].isupper() or line[:1] == "*" else None
    if match is None:
        return f"{BODY_STYLE}{line}{RESET}"
    kind = match.group(2)
    style = ID_STYLES[kind]
    if kind in ACTION_TYPES or match.group(1):
        return f"{BOLD_RED if kind != 'E' else BOLD_YELLOW}{line}{RESET}"
    end = match.end()
    return f"{style}{line[:end]}{RESET}{BODY_STYLE}{line[end:]}{RESET}"


def continued_style(line: str, refused: bool = False) -> str:
    """The colour of the rest of ``line`` when the screen wraps it: an action message or a
    refusal keeps its colour throughout, anything else goes on in the body's green."""
    if refused:
        return ERROR_STYLE
    match = MSGID.match(line) if line[:1].isupper() or line[:1] == "*" else None
    if match is not None and (match.group(2) in ACTION_TYPES or match.group(1)):
        return BOLD_RED if match.group(2) != "E" else BOLD_YELLOW
    return BODY_STYLE


def to_text(
    lines: Iterable[str], refused: bool = False, colour: bool = True, width: int | None = None
) -> str:
    """Lines as one string ready to write: coloured, or exactly as a transcript holds them;
    with ``width`` (the interactive shell's screen), each broken at blanks to fit it."""
    if width is not None:
        from zconsole.shell.wrap import wrap_line

        out = []
        for line in lines:
            pieces = wrap_line(line, width)
            if not colour:
                out += [piece + "\n" for piece in pieces]
                continue
            out.append(style_line(pieces[0], refused) + "\n")
            if len(pieces) > 1:
                style = continued_style(line, refused)
                out += [f"{style}{piece}{RESET}\n" for piece in pieces[1:]]
        return "".join(out)
    if not colour:
        return "".join(line + "\n" for line in lines)
    return "".join(style_line(line, refused) + "\n" for line in lines)
