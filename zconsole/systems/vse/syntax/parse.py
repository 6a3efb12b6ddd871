"""parse(line): an upper-cased VSE console line to a command value, or VseSyntaxError
with the attention routine's message.

The tables are vse.lark's, built by lark and cached by the shared table runner
(zconsole/console/tables.py) and run without lark (zconsole/console/lalr.py).
"""

from __future__ import annotations

import re
from typing import Any

from zconsole.console.lalr import LalrParser, UnexpectedCharacters, UnexpectedToken
from zconsole.console.tables import load_tables
from zconsole.systems.vse.syntax.commands import Wait
from zconsole.systems.vse.syntax.grammar import grammar_text, verb_of
from zconsole.systems.vse.syntax.transform import Callbacks

_parser: list[LalrParser] = []
_WORD = re.compile(r"[^ ,=]+")
MAX_WAIT = 999_999  # seconds a .WAIT may let pass (six digits, as before units were taken)


class VseSyntaxError(Exception):
    """A line the console refuses: ``key`` is the catalog entry, ``fields`` fill it in."""

    def __init__(self, key: str, **fields: str) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


def parser() -> LalrParser:
    if not _parser:
        _parser.append(LalrParser(load_tables(grammar_text()), Callbacks()))
    return _parser[0]


def parse(line: str) -> Any:
    """The command value of ``line`` (upper-cased already)."""
    first = line.split()[0] if line.split() else ""
    if not (verb_of(first.split(",")[0]) or first in (".WAIT", ".IPL")):
        raise VseSyntaxError("1I50I", word=first[:16])
    try:
        command = parser().parse(line)
    except UnexpectedCharacters as exc:
        raise VseSyntaxError("1Y63I", word=_word_at(line, exc.pos)) from None
    except UnexpectedToken as exc:
        if exc.token.type == "$END":
            raise VseSyntaxError("1I51I") from None
        raise VseSyntaxError("1Y63I", word=_word_at(line, exc.token.start_pos)) from None
    if isinstance(command, Wait) and command.seconds > MAX_WAIT:
        raise VseSyntaxError("1Y63I", word=line.split()[-1][:16])
    return command


def _word_at(line: str, pos: int) -> str:
    found = _WORD.search(line, pos)
    word = found.group(0) if found else line[pos : pos + 1]
    return word[:16]
