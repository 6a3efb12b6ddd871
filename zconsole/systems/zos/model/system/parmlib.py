"""IEASYSxx members: 80-column card images with continuation commas and comments."""

from __future__ import annotations

import re
from pathlib import Path

import attrs

TEXT_COLUMNS = 71  # columns 72-80 are ignored (sequence numbers), as in every parmlib member
_SUFFIX = re.compile(r"[A-Z0-9@#$]{2}")


class ParmlibError(Exception):
    """A member that cannot be used: names the file, the line and the reason."""

    def __init__(self, path: Path, line: int | None, reason: str) -> None:
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason

    def console_text(self) -> str:
        """The same report for the console, naming the member rather than a host path."""
        if self.line is None:
            return self.reason.upper()
        return f"{self.path.name} LINE {self.line}: {self.reason.upper()}"


@attrs.frozen
class Parameter:
    """One ``KEYWORD=value`` (or bare ``KEYWORD``) of a member and the line it starts on."""

    keyword: str
    value: str
    line: int


def member_path(parmlib: Path, suffix: str) -> Path:
    """The file for IEASYSxx in a parmlib folder; raises ParmlibError when missing."""
    suffix = suffix.upper()
    if not _SUFFIX.fullmatch(suffix):
        raise ParmlibError(parmlib, None, f"{suffix!r} is not a two-character IEASYSxx suffix")
    path = parmlib / f"IEASYS{suffix}"
    if not path.is_file():
        raise ParmlibError(path, None, f"MEMBER IEASYS{suffix} NOT FOUND IN PARMLIB")
    return path


def read_member(path: Path) -> list[Parameter]:
    """Parse an IEASYSxx member into its parameters, in order.

    A parameter followed by a comma continues on the next line; the first one that is
    not ends the list (what follows is commentary, as z/OS treats it). ``/* ... */``
    comments may stand anywhere, also across lines.
    """
    try:
        raw = path.read_bytes().decode("ascii")
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise ParmlibError(path, line, "not plain text: a card image holds only ASCII") from exc
    except OSError as exc:
        raise ParmlibError(path, None, exc.strerror or str(exc)) from exc

    # Strip comments and ignored columns, keeping a map from text position to line number.
    chars: list[str] = []
    lines_of: list[int] = []
    in_comment = False
    comment_line = 0
    for number, card in enumerate(raw.splitlines(), start=1):
        text = card[:TEXT_COLUMNS].rstrip()
        i = 0
        while i < len(text):
            if in_comment:
                if text.startswith("*/", i):
                    in_comment = False
                    i += 2
                else:
                    i += 1
                continue
            if text.startswith("/*", i):
                in_comment, comment_line = True, number
                i += 2
                continue
            if not text[i].isspace():
                chars.append(text[i])
                lines_of.append(number)
            i += 1
        chars.append("\n")
        lines_of.append(number)
    if in_comment:
        raise ParmlibError(path, comment_line, "comment opened with /* is never closed")
    return _split(path, "".join(chars), lines_of)


def _split(path: Path, text: str, lines_of: list[int]) -> list[Parameter]:
    params: list[Parameter] = []
    i = 0
    while i < len(text):
        if text[i] == "\n":
            i += 1
            continue
        start = i
        depth = 0
        # A value ends at a top-level comma or at the end of a card whose text ends there.
        while i < len(text):
            ch = text[i]
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth < 0:
                    raise ParmlibError(path, lines_of[i], "unbalanced ')'")
            elif (ch == "," and depth == 0) or (ch == "\n" and depth == 0):
                break
            i += 1
        entry = text[start:i].replace("\n", "")
        line = lines_of[start]
        if depth > 0:
            raise ParmlibError(path, line, f"'(' in {entry[:20]!r}... is never closed")
        keyword, sep, value = entry.partition("=")
        # Some parameters stand alone (CLPA, CVIO): KEYWORD with no value.
        if sep and not value:
            raise ParmlibError(path, line, f"{keyword}= has no value")
        if not re.fullmatch(r"[A-Z][A-Z0-9]{0,7}", keyword):
            raise ParmlibError(path, line, f"{keyword!r} is not a parmlib keyword")
        params.append(Parameter(keyword, value, line))
        if i < len(text) and text[i] == ",":
            i += 1  # more follows (possibly on the next card)
            continue
        break  # no comma: the parameter list ends here
    return params
