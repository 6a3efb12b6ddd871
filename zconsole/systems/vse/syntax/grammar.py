"""vse.lark's text, and its keywords (terminal name -> spellings) read from it."""

from __future__ import annotations

import os
import re

GRAMMAR_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "grammar", "vse.lark")
# A keyword terminal: `_NAME.3: /(?:SPELLING|...)(?![A-Z0-9$#@])/` (see vse.lark's opening comment).
_KEYWORD = re.compile(r"^_(\w+)\.3: /\(\?:([A-Z|]+)\)\(\?!\[A-Z0-9\$#@\]\)/$", re.MULTILINE)

_text: list[str] = []
_keywords: dict[str, tuple[str, ...]] = {}


def grammar_text() -> str:
    if not _text:
        with open(GRAMMAR_PATH, encoding="utf-8") as f:
            _text.append(f.read())
    return _text[0]


def keywords() -> dict[str, tuple[str, ...]]:
    """Keyword terminal name (without its `_`) -> its spellings, longest first."""
    if not _keywords:
        for name, spellings in _KEYWORD.findall(grammar_text()):
            _keywords[name] = tuple(spellings.split("|"))
    return _keywords


POWER_VERBS = ("PDISPLAY", "PRELEASE", "PDELETE", "PALTER", "PSTART", "PSTOP")
VERBS = (
    "PRTY",
    *POWER_VERBS,
    "MAP",
    "GETVIS",
    "SIR",
    "QUERY",
    "LOG",
    "NOLOG",
    "MSG",
    "REPLID",
    "PAUSE",
    "LISTIO",
    "ALLOC",
    "SIZE",
    "HELP",
)


def verb_of(word: str) -> str:
    """The command ``word`` spells (its keyword's name), or ""."""
    table = keywords()
    return next((verb for verb in VERBS if word in table[verb]), "")
