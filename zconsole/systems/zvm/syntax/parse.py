"""parse(line): an upper-cased CP line to a command value, or CpSyntaxError with CP's message.

The tables are cp.lark's, built by lark and cached by the shared table runner
(zconsole/console/tables.py) and run without lark (zconsole/console/lalr.py).
"""

from __future__ import annotations

from typing import Any

from zconsole.console.lalr import LalrParser, UnexpectedCharacters, UnexpectedToken
from zconsole.console.tables import load_tables
from zconsole.systems.zvm.syntax.grammar import grammar_text, spelled
from zconsole.systems.zvm.syntax.transform import BadOperand, Callbacks

# The commands (the first word) and the CP module their errors name. CQV is REAL
# (HCPCQV003E); the others INFERRED from the module names of the spec's error ids.
VERBS = {
    "QUERY": "CQV",
    "INDICATE": "IND",
    "DEFINE": "DEF",
    "ATTACH": "ATR",
    "DETACH": "DTE",
    "XAUTOLOG": "XAU",
    "FORCE": "FOR",
    "SET": "SET",
    "HELP": "HLP",
}

_parser: list[LalrParser] = []


class CpSyntaxError(Exception):
    """A line CP refuses: ``key`` is the catalog entry, ``fields`` fill it in."""

    def __init__(self, key: str, **fields: str) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


def parser() -> LalrParser:
    if not _parser:
        _parser.append(LalrParser(load_tables(grammar_text()), Callbacks()))
    return _parser[0]


def verb_of(words: list[str]) -> str:
    """The command a line's first word (after an optional CP) spells, or ""."""
    if words and words[0] == "CP":
        words = words[1:]
    if not words:
        return ""
    if words[0] in (".WAIT", ".IPL", ".PERFKIT"):
        return words[0]
    return next((verb for verb in VERBS if spelled(words[0], verb)), "")


def parse(line: str) -> Any:
    """The command value of ``line`` (upper-cased already)."""
    words = line.split()
    verb = verb_of(words)
    if not verb:
        first = words[1] if words[:1] == ["CP"] and len(words) > 1 else (words[0] if words else "")
        raise CpSyntaxError("HCP001E", command=first)
    module = VERBS.get(verb, "CMD")
    try:
        return parser().parse(line)
    except BadOperand as exc:
        raise CpSyntaxError("HCP003E", module=module, option=exc.token) from None
    except UnexpectedCharacters as exc:
        raise CpSyntaxError("HCP003E", module=module, option=_word_at(line, exc.pos)) from None
    except UnexpectedToken as exc:
        if exc.token.type == "$END":
            raise CpSyntaxError("HCP026E", module=module) from None
        word = _word_at(line, exc.token.start_pos)
        if "$END" in exc.accepts:
            raise CpSyntaxError("HCP003E_EXTRA", module=module, option=word) from None
        raise CpSyntaxError("HCP003E", module=module, option=word) from None


def _word_at(line: str, pos: int) -> str:
    start = line.rfind(" ", 0, pos) + 1
    end = line.find(" ", pos)
    return line[start : end if end >= 0 else len(line)]
