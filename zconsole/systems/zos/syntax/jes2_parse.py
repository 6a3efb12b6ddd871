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


class _Build:
    """One method per rule of zconsole/systems/zos/grammar/jes2.lark, called by lalr.py at each reduction."""

    def start(self, c: list[Any]) -> Any:
        return c[0]

    def display(self, c: list[Any]) -> Any:
        return c[-1]

    def jobsel(self, c: list[Any]) -> a.JobSel:
        return _sel(str(c[0]), None if c[1] is None else str(c[1]))

    def initrange(self, c: list[Any]) -> a.InitRange:
        low = int(c[0])
        high = int(c[1]) if c[1] is not None else low
        if high < low:
            raise ValueError("a range must go up")
        return a.InitRange(_init_number(low), _init_number(high))

    def init_label(self, c: list[Any]) -> a.InitRange:
        return a.InitRange(label=str(c[0]))

    def _inits(self, c: list[Any]) -> a.InitRange:
        if len(c) > 1 and isinstance(c[1], a.InitRange):
            return c[1]
        if len(c) > 1 and isinstance(c[1], Token) and c[1].type == "NUM":
            return a.InitRange(_init_number(int(c[1])), int(c[1]))
        return a.InitRange()

    def display_active(self, c: list[Any]) -> a.Jes2DisplayActive:
        kind = str(c[0]) if c[0] is not None else "JOB"
        return a.Jes2DisplayActive(("JOB", "STC", "TSU") if kind == "ALL" else (kind,))

    def display_jobq(self, c: list[Any]) -> a.Jes2DisplayJobq:
        options: dict[str, Any] = {}
        for key, value in c[1:]:
            if key in options:
                raise ValueError(f"{key} given twice")
            options[key] = value
        return a.Jes2DisplayJobq(**options)

    def jobq_name(self, c: list[Any]) -> tuple[str, Any]:
        return ("mask", str(c[0]))

    def jobq_spool(self, c: list[Any]) -> tuple[str, Any]:
        return ("volser", str(c[-1]))

    def jobq_status(self, c: list[Any]) -> tuple[str, Any]:
        return ("status", True)

    def display_jobs(self, c: list[Any]) -> a.Jes2DisplayJobs:
        return a.Jes2DisplayJobs(c[0], c[1] is not None)

    def display_inits(self, c: list[Any]) -> a.Jes2DisplayInits:
        return a.Jes2DisplayInits(self._inits(c))

    def display_spool(self, c: list[Any]) -> a.Jes2DisplaySpool:
        form = None if c[2] is None else str(c[2])
        return a.Jes2DisplaySpool(form is not None, None if c[1] is None else str(c[1]), form == "LONG")

    def start_spool(self, c: list[Any]) -> a.Jes2StartSpool:
        return a.Jes2StartSpool(str(c[1]), c[2] is not None)

    def display_def(self, c: list[Any]) -> a.Jes2DisplayDef:
        return a.Jes2DisplayDef(str(c[0]))

    def start_inits(self, c: list[Any]) -> a.Jes2StartInits:
        return a.Jes2StartInits(self._inits([c[-2], c[-1]]))

    def purge(self, c: list[Any]) -> Any:
        return c[-1]

    def purge_inits(self, c: list[Any]) -> a.Jes2DrainInits:
        return a.Jes2DrainInits(self._inits(c))

    def purge_jobs(self, c: list[Any]) -> a.Jes2PurgeJobs:
        return a.Jes2PurgeJobs(c[0])

    def purge_output(self, c: list[Any]) -> a.Jes2PurgeOutput:
        return a.Jes2PurgeOutput(c[-1])

    def set(self, c: list[Any]) -> Any:
        return c[-1]

    def set_inits(self, c: list[Any]) -> a.Jes2SetInits:
        return a.Jes2SetInits(self._inits([c[0], c[1]]), str(c[-1]))

    def jobdef_value(self, c: list[Any]) -> tuple[str, int]:
        value = int(c[1])
        if value > 100:
            raise ValueError("a warning level is 0-100")
        return (str(c[0]), value)

    def set_jobdef(self, c: list[Any]) -> a.Jes2SetJobdef:
        return a.Jes2SetJobdef(tuple(c))

    def cancel(self, c: list[Any]) -> a.Jes2CancelJobs:
        return a.Jes2CancelJobs(c[-2], c[-1] is not None)

    # --- $H J / $A J ---------------------------------------------------------------
    def hold_jobs(self, c: list[Any]) -> a.Jes2HoldJobs:
        return a.Jes2HoldJobs(c[-1])

    def release_jobs(self, c: list[Any]) -> a.Jes2ReleaseJobs:
        return a.Jes2ReleaseJobs(c[-1])
