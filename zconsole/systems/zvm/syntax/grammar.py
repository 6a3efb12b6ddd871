"""cp.lark's text, and its keywords (name, minimum abbreviation, full word) read from it."""

from __future__ import annotations

import os
import re

GRAMMAR_PATH = os.path.join(os.path.dirname(os.path.dirname(__file__)), "grammar", "cp.lark")
# A keyword terminal: `_NAME.3: /MIN(?:X(?:Y)?)?(?!\S)/` (see cp.lark's opening comment).
_KEYWORD = re.compile(r"^_(\w+)\.3: /([A-Z]+)((?:\(\?:[A-Z])*)((?:\)\?)*)\(\?!\\S\)/$", re.MULTILINE)

_text: list[str] = []


def grammar_text() -> str:
    if not _text:
        with open(GRAMMAR_PATH, encoding="utf-8") as f:
            _text.append(f.read())
    return _text[0]


_keywords: dict[str, tuple[str, str]] = {}


def keywords() -> dict[str, tuple[str, str]]:
    """Keyword terminal name (without its `_`) -> (minimum abbreviation, full word)."""
    if not _keywords:
        for name, minimum, rest, _closing in _KEYWORD.findall(grammar_text()):
            _keywords[name] = (minimum, minimum + rest.replace("(?:", ""))
    return _keywords


def spelled(word: str, name: str) -> bool:
    """Whether ``word`` is a spelling of keyword ``name`` (a prefix from its minimum)."""
    minimum, full = keywords()[name]
    return len(minimum) <= len(word) <= len(full) and full.startswith(word)
