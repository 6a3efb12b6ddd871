"""parse(text): a console line to a Parsed command, or CommandSyntaxError with its message id."""

from __future__ import annotations

import functools
import re

from zconsole.console.lalr import LalrParser, UnexpectedCharacters, UnexpectedToken
from zconsole.console.tables import load_tables
from zconsole.systems.zos.syntax import ast
from zconsole.systems.zos.syntax.errors import (
    COMMAND_INVALID,
    FULL_VERB_NAMES,
    INVALID_PARAMETER,
    TERM_LENGTH_ERROR,
    UNIDENTIFIABLE_KEYWORD,
    CommandSyntaxError,
    Invalid,
    classify_end,
    classify_unexpected,
)
from zconsole.systems.zos.syntax.grammar import grammar_text
from zconsole.systems.zos.syntax.transform import ToCommand

MAX_LINE = 126  # REAL (z/OSMF and MCS): a console command is at most 126 characters


@functools.cache
def command_parser() -> LalrParser:
    """The grammar's tables run with the transformer inline: reductions build command values."""
    return LalrParser(load_tables(grammar_text()), ToCommand())


@functools.cache
def _verbs() -> re.Pattern[str]:
    """One pattern matching every verb the grammar knows (terminals named VERB_*)."""
    return re.compile(load_tables(grammar_text())["verbs"])


@functools.cache
def keyword_terminals() -> dict[str, bool]:
    """Terminal name -> True for keywords (literal words), False for values (patterns).

    Delimiters and the verb/blank terminals are left out; errors.py treats them apart.
    """
    kinds: dict[str, bool] = load_tables(grammar_text())["keywords"]
    return kinds


def verb_of(line: str) -> str:
    """The verb field of an error message: the first word, printable characters only."""
    word = line.split(" ", 1)[0]
    if word.isascii() and word.isprintable():
        return word
    return "".join(c if c.isascii() and c.isprintable() else "." for c in word)


def parse(text: str) -> ast.Parsed:
    """Parse one console line (already upper-cased and stripped by the caller)."""
    result = _parse_cached(text)
    if isinstance(result, tuple):
        raise CommandSyntaxError(*result)
    return result


PARSE_CACHE_SIZE = 4096  # lines; bounded, so a server fed distinct lines for weeks stays flat

# Scripts send the same lines again and again (`D ASM` in a loop); parsed commands are
# immutable values, so a line parsed once need not be parsed twice. A refusal is kept
# as its plain (message id, verb) pair, never as the exception: an exception holds its
# traceback, and with it every frame of the parse (about 8 KB per refused line).
@functools.lru_cache(maxsize=PARSE_CACHE_SIZE)
def _parse_cached(text: str) -> ast.Parsed | tuple[str, str]:
    try:
        return _parse(text)
    except CommandSyntaxError as exc:
        return (exc.msgid, exc.verb)


def _refusal(msgid: str, verb: str, text: str, position: int) -> CommandSyntaxError:
    """The error for a rejected line. A DISPLAY sub-operand that is not one (a word after
    the operand's `,` or `=`) is IEE535I, and IEE535I names DISPLAY in full (REAL-px:
    D OMVS,SERVER; INFERRED for the other operands, everyday-displays A4); an unknown
    first DISPLAY operand is IEE305I (REAL: D TN, everyday-commands §2.2)."""
    full = FULL_VERB_NAMES.get(verb)
    if full is not None:
        operand = text[len(verb) : position]
        if msgid == UNIDENTIFIABLE_KEYWORD and ("," in operand or "=" in operand):
            msgid = INVALID_PARAMETER
        elif msgid == UNIDENTIFIABLE_KEYWORD:
            # REAL (everyday-commands §2.2, S0W1 SDSF log): a first DISPLAY operand that
            # is not one is refused as the verb is, `IEE305I D        COMMAND INVALID`.
            msgid = COMMAND_INVALID
        if msgid == INVALID_PARAMETER:
            verb = full
    return CommandSyntaxError(msgid, verb)


_SHORT_REPLY = re.compile(r"[0-9]{1,4},")


def _parse(text: str) -> ast.Parsed:
    if _SHORT_REPLY.match(text):  # DOC: a reply may be entered without R ("05,M")
        text = "R " + text
    if text.startswith("$") and len(text) <= MAX_LINE:
        # JES2 commands: JES2's own grammar and its own error answers.
        from zconsole.systems.zos.syntax.ast_jes2 import Jes2Line
        from zconsole.systems.zos.syntax.jes2_parse import parse_jes2

        word = verb_of(text)
        return ast.Parsed(verb=word, command=Jes2Line(word, parse_jes2(text)))  # type: ignore[arg-type]
    verb = verb_of(text)
    if len(text) > MAX_LINE:
        raise CommandSyntaxError(TERM_LENGTH_ERROR, verb[:8])
    if not _verbs().fullmatch(text.split(" ", 1)[0]):
        raise CommandSyntaxError(COMMAND_INVALID, verb)
    try:
        # The inline transformer makes parse() return the command value, not a tree.
        command: ast.Command = command_parser().parse(text)
    except Invalid as exc:  # a value the transformer refuses, raised during a reduction
        raise _refusal(exc.msgid, verb, text, len(text)) from None
    except UnexpectedCharacters as exc:
        msgid = classify_unexpected(text[exc.pos :], set(exc.allowed), keyword_terminals())
        raise _refusal(msgid, verb, text, exc.pos) from None
    except UnexpectedToken as exc:
        expected = exc.accepts or set(exc.expected)
        if exc.token.type == "$END":
            msgid = classify_end(expected, keyword_terminals())
        else:
            msgid = classify_unexpected(str(exc.token), expected, keyword_terminals())
        raise _refusal(msgid, verb, text, exc.token.start_pos) from None
    return ast.Parsed(verb=verb, command=command)
