"""Highlighting of the line being typed: the verb and the grammar's keywords, as the
session's system styles them."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.lexers import Lexer

from zconsole.console.session import Session

STYLES = {"verb": "class:verb", "keyword": "class:keyword", "": ""}


class CommandLexer(Lexer):
    """Styles ``class:verb`` for the verb and ``class:keyword`` for the grammar's fixed
    words (so a mistyped keyword stands out by staying plain)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = document.lines
        styles = self.session.system.line_styles

        def line_tokens(number: int) -> StyleAndTextTuples:
            if number >= len(lines):
                return []
            return [(STYLES[style], text) for style, text in styles(lines[number])]

        return line_tokens
