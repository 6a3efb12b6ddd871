"""Frozen command values, one class per grammar rule (same name in CamelCase)."""

from __future__ import annotations

import datetime as dt
import enum

import attrs


class AsmKind(enum.Enum):
    """Which page data sets D ASM lists."""

    PLPA = "PLPA"
    COMMON = "COMMON"
    LOCAL = "LOCAL"
    ALL = "ALL"
    PAGEDEL = "PAGEDEL"


@attrs.frozen
class DisplayAsm:
    """D ASM[,kind | ,PAGE=dsname]; both None means plain D ASM."""

    kind: AsmKind | None = None
    page: str | None = None


@attrs.frozen
class DisplayAsmScm:
    """D ASM,SCM."""


@attrs.frozen
class DisplayScm:
    """D M=SCM or D M=SCM(DETAIL)."""

    detail: bool = False


@attrs.frozen
class ConfigScm:
    """CF SCM(amount|start-end),ONLINE|OFFLINE. Exactly one of amount_mb and range_mb."""

    online: bool
    amount_mb: int | None = None
    range_mb: tuple[int, int] | None = None


@attrs.frozen
class SetClock:
    """.CLOCK hh.mm.ss or .CLOCK +seconds."""

    time_of_day: dt.time | None = None
    advance_seconds: int | None = None


@attrs.frozen
class SetNextId:
    """.NEXTID nnn: the display number the next display takes."""

    value: int


@attrs.frozen
class Ipl:
    """.IPL [xx]: re-IPL, reading IEASYSxx when a suffix is given."""

    suffix: str | None = None


@attrs.frozen
class Quit:
    """.QUIT: leave the console."""


@attrs.frozen
class Help:
    """HELP [topic]: the command list, or a command's manual page."""

    topic: str = ""


Command = DisplayAsm | DisplayAsmScm | DisplayScm | ConfigScm | SetClock | SetNextId | Ipl | Quit | Help


@attrs.frozen
class Parsed:
    """A parsed line: the verb as typed (for error messages) and the command."""

    verb: str
    command: Command
