"""A `$` line to a JES2 command value (grammar/jes2.lark, run as tables by lalr.py), or Jes2Rejected.

JES2, not MVS, parses these: a line the grammar refuses is answered with JES2's
$HASP003 (commands/jes2.py), never with MVS's IEE3xxI. lark compiles the grammar into
tables once (tables.py caches them, keyed by the grammar's text, as the console's), so a
`$` command runs without importing lark; completion still asks lark (``jes2_lark``).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

from zconsole.console.lalr import LalrParser, Token, UnexpectedCharacters, UnexpectedToken
from zconsole.console.tables import load_tables
from zconsole.systems.zos.syntax import ast_jes2 as a
from zconsole.systems.zos.syntax.grammar import JES2_GRAMMAR_FILE, grammar_text

if TYPE_CHECKING:
    import lark

RC_VERB = 1  # INFERRED: a `$` verb JES2 does not know
RC_OPERAND = 3  # INFERRED: an operand JES2 cannot parse
_TYPES = {"J": "JOB", "JOB": "JOB", "S": "STC", "STC": "STC", "T": "TSU", "TSU": "TSU"}
_VERBS = ("D", "S", "P", "T", "C", "H", "A")  # H, A: $H J and $A J (hold, release)


@functools.cache
def _text() -> str:
    return grammar_text(JES2_GRAMMAR_FILE)


@functools.cache
def _parser() -> LalrParser:
    """JES2's tables run with the builder inline: reductions build command values."""
    return LalrParser(load_tables(_text()), _Build())


def jes2_lark() -> lark.Lark:
    """JES2's lark parser (completion asks it what may come next)."""
    from zconsole.console.parser import lark_for

    return lark_for(_text())


def _shown(text: str) -> str:
    """What an answer may echo of a typed line: printable characters only."""
    return "".join(c if c.isascii() and c.isprintable() else "." for c in text)


def parse_jes2(text: str) -> object:
    """Parse one upper-cased `$` line; never raises for a malformed one. Commands stacked
    with `;` (DOC, JES2 Commands "Entering multiple commands on one line": JES2
    delimits commands with a semicolon and only the first is prefixed by the `$`) become
    a Jes2Stack. A later one typed with its own `$` has `$` for its verb and is refused
    ($HASP003 RC=(01), INFERRED); an empty one is passed over (INFERRED)."""
    if ";" not in text:
        return _parse_one(text)
    first, *rest = text.split(";")
    commands = [_parse_one(first.rstrip())]
    commands += [_parse_one("$" + part.strip()) for part in rest if part.strip()]
    return commands[0] if len(commands) == 1 else a.Jes2Stack(tuple(commands))


def _parse_one(text: str) -> object:
    verb = text[1:2]
    if verb not in _VERBS:
        return a.Jes2Rejected(RC_VERB, _shown(verb) or "$", _shown(text[2:].strip()))
    try:
        # The builder runs inside the parse: a value it refuses (ValueError) is refused as
        # a line the grammar refuses is.
        return _parser().parse(text)
    except (UnexpectedCharacters, UnexpectedToken, ValueError):
        return a.Jes2Rejected(RC_OPERAND, verb, _shown(text[2:].strip()))


def _sel(token: str, high: str | None) -> a.JobSel:
    match = re.fullmatch(r"([A-Z]+)([0-9]+)", token)
    assert match is not None
    low = int(match.group(2))
    top = int(high) if high is not None else low
    if top < low:
        raise ValueError("a range must go up")
    return a.JobSel(_TYPES[match.group(1)], low, top, token + (f"-{high}" if high else ""))


MAX_INIT = 9999  # DOC: INITDEF PARTNUM, initiators 1-9999


def _init_number(number: int) -> int:
    if number > MAX_INIT:
        raise ValueError("an initiator is at most 9999")
    return number


def _init_range(which: object) -> a.InitRange:
    """The initiators a command names: a range or a label, one number glued to the keyword,
    or all."""
    if isinstance(which, a.InitRange):
        return which
    if isinstance(which, Token) and which.type == "NUM":
        return a.InitRange(_init_number(int(which)), int(which))
    return a.InitRange()


class _Build:
    """One method per rule of zconsole/systems/zos/grammar/jes2.lark, called by lalr.py at each
    reduction with the rule's children as its arguments."""

    def start(self, command: Any) -> Any:
        return command

    def display(self, *parts: Any) -> Any:
        return parts[-1]  # after the verb

    def jobsel(self, first: Token, high: Token | None = None) -> a.JobSel:
        token = str(first)
        if token.endswith("'"):  # 'jobname' (JES2 folds it to upper case, as a job name is)
            kind, name = token[:-1].split("'")
            return a.JobSel(_TYPES[kind] if kind else "", 0, 0, token.upper(), name.upper())
        return _sel(token, None if high is None else str(high))

    def initrange(self, first: Token, last: Token | None) -> a.InitRange:
        low = int(first)
        high = int(last) if last is not None else low
        if high < low:
            raise ValueError("a range must go up")
        return a.InitRange(_init_number(low), _init_number(high))

    def init_label(self, label: Token) -> a.InitRange:
        return a.InitRange(label=str(label))

    def display_active(self, which: Token | None) -> a.Jes2DisplayActive:
        kind = str(which) if which is not None else "JOB"
        return a.Jes2DisplayActive(("JOB", "STC", "TSU") if kind == "ALL" else (kind,))

    def display_jobq(self, _keyword: Token, *chosen: tuple[str, Any]) -> a.Jes2DisplayJobq:
        options: dict[str, Any] = {}
        for key, value in chosen:
            if key in options:
                raise ValueError(f"{key} given twice")
            options[key] = value
        return a.Jes2DisplayJobq(**options)

    def jobq_name(self, mask: Token) -> tuple[str, Any]:
        return ("mask", str(mask))

    def jobq_spool(self, _spool: Token, _volume: Token, volser: Token) -> tuple[str, Any]:
        return ("volser", str(volser))

    def jobq_status(self, *_: object) -> tuple[str, Any]:
        return ("status", True)

    def display_jobs(self, sel: a.JobSel, long: Token | None) -> a.Jes2DisplayJobs:
        return a.Jes2DisplayJobs(sel, long is not None)

    def display_inits(self, _keyword: Token, which: object = None) -> a.Jes2DisplayInits:
        return a.Jes2DisplayInits(_init_range(which))

    def display_spool(self, _keyword: Token, volume: Token | None,
                      form_word: Token | None) -> a.Jes2DisplaySpool:
        form = None if form_word is None else str(form_word)
        return a.Jes2DisplaySpool(form is not None, None if volume is None else str(volume), form == "LONG")

    def start_spool(self, _keyword: Token, volume: Token, format_word: Token | None) -> a.Jes2StartSpool:
        return a.Jes2StartSpool(str(volume), format_word is not None)

    def display_jes2(self, _keyword: Token) -> a.Jes2DisplayJes2:
        return a.Jes2DisplayJes2()

    def display_def(self, name: Token) -> a.Jes2DisplayDef:
        return a.Jes2DisplayDef(str(name))

    def start_inits(self, _keyword: Token, which: object = None) -> a.Jes2StartInits:
        return a.Jes2StartInits(_init_range(which))

    def purge(self, *parts: Any) -> Any:
        return parts[-1]

    def purge_inits(self, _keyword: Token, which: object = None) -> a.Jes2DrainInits:
        return a.Jes2DrainInits(_init_range(which))

    def purge_jobs(self, sel: a.JobSel) -> a.Jes2PurgeJobs:
        return a.Jes2PurgeJobs(sel)

    def purge_output(self, *parts: Any) -> a.Jes2PurgeOutput:
        return a.Jes2PurgeOutput(parts[-1])

    def purge_jes2(self, _keyword: Token, how: Token | None = None) -> a.Jes2Stop:
        return a.Jes2Stop(None if how is None else str(how))

    def set(self, *parts: Any) -> Any:
        return parts[-1]

    def set_inits(self, _keyword: Token, which: object, _class_kw: Token, classes: Token) -> a.Jes2SetInits:
        return a.Jes2SetInits(_init_range(which), str(classes))

    def jobdef_value(self, name: Token, level: Token) -> tuple[str, int]:
        value = int(level)
        if value > 100:
            raise ValueError("a warning level is 0-100")
        return (str(name), value)

    def set_jobdef(self, *values: tuple[str, int]) -> a.Jes2SetJobdef:
        return a.Jes2SetJobdef(values)

    def cancel(self, sel: a.JobSel, purge: Token | None) -> a.Jes2CancelJobs:
        return a.Jes2CancelJobs(sel, purge is not None)

    # --- $H J / $A J ---------------------------------------------------------------
    def hold_jobs(self, *parts: Any) -> a.Jes2HoldJobs:
        return a.Jes2HoldJobs(parts[-1])

    def release_jobs(self, *parts: Any) -> a.Jes2ReleaseJobs:
        return a.Jes2ReleaseJobs(parts[-1])
