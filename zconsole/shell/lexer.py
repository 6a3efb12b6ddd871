"""Highlighting of the line being typed: the verb, and the grammar's keywords."""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.lexers import Lexer

_TOKENS = re.compile(r"[^ ,()=+]+|[ ,()=+]+")


class CommandLexer(Lexer):
    """Styles ``class:verb`` for the first word and ``class:keyword`` for the grammar's
    fixed words (so a mistyped keyword stands out by staying plain)."""

    def __init__(self) -> None:
        self._keywords: frozenset[str] | None = None

    @property
    def keywords(self) -> frozenset[str]:
        if self._keywords is None:
            from zconsole.syntax.complete import keywords

            self._keywords = keywords()
        return self._keywords

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = document.lines

        def line_tokens(number: int) -> StyleAndTextTuples:
            if number >= len(lines):
                return []
            out: StyleAndTextTuples = []
            verb_seen = False
            for token in _TOKENS.findall(lines[number]):
                word = token.upper()
                if not verb_seen and token.strip(" ,()=+"):
                    verb_seen = True
                    out.append(("class:verb" if word in self.keywords else "", token))
                elif word in self.keywords:
                    out.append(("class:keyword", token))
                else:
                    out.append(("", token))
            return out

        return line_tokens
