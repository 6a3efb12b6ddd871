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
        self._jes2_keywords: frozenset[str] | None = None

    @property
    def keywords(self) -> frozenset[str]:
        if self._keywords is None:
            from zconsole.systems.zos.syntax.complete import keywords

            self._keywords = keywords()
        return self._keywords

    @property
    def jes2_keywords(self) -> frozenset[str]:
        """JES2's words ($D, JOBQ, SPOOL, ...): a `$` line is read by JES2's grammar."""
        if self._jes2_keywords is None:
            from zconsole.systems.zos.syntax.complete import keywords
            from zconsole.systems.zos.syntax.jes2_parse import jes2_lark

            self._jes2_keywords = keywords(jes2_lark())
        return self._jes2_keywords

    def _jes2_line(self, line: str) -> StyleAndTextTuples:
        """`$DA`: the verb `$D`, then the operand glued to it, styled as JES2 reads them."""
        out: StyleAndTextTuples = []
        lead = len(line) - len(line.lstrip())
        if lead:
            out.append(("", line[:lead]))
        body = line[lead:]
        verb = body[:2]
        out.append(("class:verb" if verb.upper() in self.jes2_keywords else "", verb))
        for token in _TOKENS.findall(body[2:]):
            out.append(("class:keyword" if token.upper() in self.jes2_keywords else "", token))
        return out

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = document.lines

        def line_tokens(number: int) -> StyleAndTextTuples:
            if number >= len(lines):
                return []
            if lines[number].lstrip().startswith("$"):
                return self._jes2_line(lines[number])
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
