"""How console lines travel in ``cmd-response`` (kept in one place; see zosmf-console-api.md).

REAL (Zowe's recorded-style sample and the lines users print from real z/OSMF): every
line starts with one blank, and lines are separated by a bare carriage return. The blank
is z/OSMF's, not the console's: IEE254I's own continuation lines already start with a
blank and show two. So a message line L travels as " " + L, joined by "\\r".
"""

from __future__ import annotations

LINE_PREFIX = " "
SEPARATOR = "\r"


def frame(lines: list[str]) -> str:
    return SEPARATOR.join(LINE_PREFIX + line for line in lines)


def unframe(text: str) -> list[str]:
    """The console lines back from a cmd-response (for tests and clients)."""
    if not text:
        return []
    parts = text.split(SEPARATOR)
    return [part[len(LINE_PREFIX):] if part.startswith(LINE_PREFIX) else part for part in parts]
