"""What may come next on a partial console line, asked of the grammar (lark's interactive
parser), so that completion can never disagree with what the console accepts."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import lark
from lark.lexer import PatternStr

from zconsole.console.parser import lark_for
from zconsole.systems.zos.syntax.grammar import grammar_text

# Characters that end a word: what follows one starts a new token.
BREAKS = " ,()=-+"
# word alternatives, optionally ending at a blank (the one-letter verbs: S, P, C, R)
_WORDS = re.compile(r"\(\?:([A-Z.]+(?:\|[A-Z.]+)*)\)(?:\(\?!\[\^ \]\))?")

# (value terminal name such as AMOUNT, DSNAME, DEVNUM; the word typed so far) -> the
# names the model offers for it
ValueProvider = Callable[[str, str], Iterable[str]]


def split_partial(text: str) -> tuple[str, str]:
    """``"D ASM,PL"`` -> (``"D ASM,"``, ``"PL"``): the settled part and the word being typed."""
    i = len(text)
    while i > 0 and text[i - 1] not in BREAKS:
        i -= 1
    return text[:i], text[i:]


def _literals(terminal: lark.lexer.TerminalDef) -> list[str]:
    """The fixed spellings of a terminal: a keyword, a delimiter, or word alternatives."""
    pattern = terminal.pattern
    if isinstance(pattern, PatternStr):
        return [pattern.value]
    match = _WORDS.fullmatch(pattern.value.replace("\\.", "."))
    return match.group(1).split("|") if match else []


def next_words(text: str, values: ValueProvider | None = None,
               parser: lark.Lark | None = None) -> tuple[str, list[str]]:
    """(the word being typed, the words that may replace it), upper case, sorted.

    Delimiters and the blank after a verb are offered only when no word has been begun.
    Value terminals (an amount, a device number...) are filled in from ``values``.
    ``parser``: another grammar's (JES2's, whose `$` verb is glued to its operand).
    """
    done, partial = split_partial(text.upper())
    if parser is None:
        parser = lark_for(grammar_text())
    elif not done and partial.startswith("$") and len(partial) >= 2:
        done, partial = partial[:2], partial[2:]  # $DJ1: the verb $D is settled, J1 is typed
    try:
        interactive = parser.parse_interactive(done)
        interactive.exhaust_lexer()
        accepts: set[str] = interactive.accepts()  # type: ignore[no-untyped-call]
    except lark.exceptions.LarkError:
        return partial, []
    terminals = {t.name: t for t in parser.terminals}
    words: set[str] = set()
    for name in accepts:
        if name == "$END":
            continue
        terminal = terminals.get(name)
        if terminal is None:
            continue
        if name == "_SP":
            if not partial:
                words.add(" ")
            continue
        literals = _literals(terminal)
        if literals:
            words.update(literals)
        elif values is not None:
            words.update(v.upper() for v in values(name, partial))
    matches = sorted(w for w in words if w.startswith(partial) and (partial or w.strip() or w == " "))
    return partial, matches


def keywords(parser: lark.Lark | None = None) -> frozenset[str]:
    """Every fixed word of the grammar (verbs and keywords), for highlighting a typed line;
    ``parser``: another grammar's (JES2's, whose verbs begin with `$`)."""
    words = {w for t in (parser or lark_for(grammar_text())).terminals for w in _literals(t)}
    return frozenset(w for w in words if w[:1].isalpha() or (w[:1] in ".$" and len(w) > 1))
