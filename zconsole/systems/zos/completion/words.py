"""z/OS's words for the shell: completion (the console's or JES2's grammar, and the machine's
names) and the styles of a line's words (verb, keyword), without prompt_toolkit."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from zconsole.systems.zos.syntax.complete import BREAKS

if TYPE_CHECKING:
    from zconsole.console.session import Session

_TOKENS = re.compile(r"[^ ,()=+]+|[ ,()=+]+")
_keywords: dict[str, frozenset[str]] = {}
_notes: list[dict[str, str]] = []

__all__ = ["BREAKS", "completions", "line_styles"]


def completions(session: Session, before: str) -> tuple[str, list[str], dict[str, str]]:
    """(the word being typed, the words that may replace it, a note beside each word)."""
    from zconsole.systems.zos.completion.names import provider

    names = provider(session, before)
    if before.lstrip().startswith("$"):  # JES2's own grammar and names
        from zconsole.systems.zos.completion.jes2_names import jes2_next_words

        partial, words = jes2_next_words(session, before.lstrip())
    else:
        from zconsole.systems.zos.syntax.complete import next_words

        partial, words = next_words(before, names)
    if not _notes:  # descriptions beside verbs and keywords, from the manual pages, read once
        from zconsole.systems.zos.commands.help import keyword_notes

        _notes.append(keyword_notes())
    notes = {word: names.notes.get(word) or _notes[0].get(word.strip(), "") for word in words}
    return partial, words, notes


def _words(kind: str) -> frozenset[str]:
    if kind not in _keywords:
        from zconsole.systems.zos.syntax.complete import keywords

        if kind == "jes2":  # JES2's words ($D, JOBQ, SPOOL, ...): a `$` line is read by JES2's grammar
            from zconsole.systems.zos.syntax.jes2_parse import jes2_lark

            _keywords[kind] = keywords(jes2_lark())
        else:
            _keywords[kind] = keywords()
    return _keywords[kind]


def line_styles(line: str) -> list[tuple[str, str]]:
    """(style, text) pieces of ``line``: ``verb`` for the first word, ``keyword`` for the
    grammar's fixed words (a mistyped keyword stays plain), ``""`` for the rest."""
    out: list[tuple[str, str]] = []
    if line.lstrip().startswith("$"):  # `$DA`: the verb `$D`, then the operand glued to it
        jes2 = _words("jes2")
        lead = len(line) - len(line.lstrip())
        if lead:
            out.append(("", line[:lead]))
        body = line[lead:]
        out.append(("verb" if body[:2].upper() in jes2 else "", body[:2]))
        out.extend(("keyword" if t.upper() in jes2 else "", t) for t in _TOKENS.findall(body[2:]))
        return out
    keywords = _words("console")
    verb_seen = False
    for token in _TOKENS.findall(line):
        word = token.upper()
        if not verb_seen and token.strip(" ,()=+"):
            verb_seen = True
            out.append(("verb" if word in keywords else "", token))
        else:
            out.append(("keyword" if word in keywords else "", token))
    return out
