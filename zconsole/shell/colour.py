"""Colour for console output, the way a 3270 console tells messages apart (rich is used
only here). Plain text, byte for byte what transcripts hold, when NO_COLOR is set."""

from __future__ import annotations

import os
import re

from rich.console import Console
from rich.text import Text

MSGID = re.compile(r"^([A-Z]{3}[A-Z0-9]?\d{3,5})([ADEIWS])\b")
# 3270 conventions: information green, eventual action yellow, immediate action and
# decisions red and intensified; errors (refused commands) red so they show at a glance.
STYLES = {"I": "green", "E": "bold yellow", "A": "bold red", "D": "bold red", "W": "bold red"}
ERROR_STYLE = "bold red"
BODY_STYLE = "green"


def styled(lines: list[str], refused: bool) -> list[Text]:
    """One Text per line: the message id coloured by its type letter, the rest green."""
    out = []
    for line in lines:
        text = Text(line, style=ERROR_STYLE if refused else BODY_STYLE)
        match = MSGID.match(line)
        if match and not refused:
            text.stylize(STYLES.get(match.group(2), "green") + " bold", 0, match.end())
        out.append(text)
    return out


def make_console() -> Console:
    """A rich console that never wraps, highlights or interprets markup in messages."""
    return Console(highlight=False, soft_wrap=True, markup=False, emoji=False)


def plain_wanted() -> bool:
    """NO_COLOR (https://no-color.org): any non-empty value means no styling at all."""
    return bool(os.environ.get("NO_COLOR"))


def show(console: Console, lines: list[str], refused: bool) -> None:
    """Write the lines: styled, or exactly as a transcript holds them when NO_COLOR is set."""
    if plain_wanted():
        console.file.write("".join(line + "\n" for line in lines))
        console.file.flush()
        return
    for text in styled(lines, refused):
        console.print(text)
