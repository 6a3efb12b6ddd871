"""Where a golden and the console differ, line by line, with the first differing column (no rich here)."""

from __future__ import annotations

import difflib

import attrs


@attrs.frozen
class LineDifference:
    """One differing line: its number in the golden (or where it would stand), the
    golden's text and the console's (None where one side has no line), and the first
    column (1-based) at which they differ."""

    line: int
    golden: str | None
    console: str | None
    column: int


def differences(expected: str, actual: str) -> list[LineDifference]:
    """Every differing line, pairing replaced lines one to one (a one-blank change is
    then one line whose column points at the blank)."""
    old, new = expected.splitlines(), actual.splitlines()
    found: list[LineDifference] = []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        for k in range(max(i2 - i1, j2 - j1)):
            golden = old[i1 + k] if i1 + k < i2 else None
            console = new[j1 + k] if j1 + k < j2 else None
            column = 1
            if golden is not None and console is not None:
                column = _first_difference(golden, console)
            found.append(LineDifference(min(i1 + k, i2) + 1, golden, console, column))
    return found


def _first_difference(a: str, b: str) -> int:
    """The 1-based column where two lines first differ (one past the shorter's end)."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i + 1
    return min(len(a), len(b)) + 1
