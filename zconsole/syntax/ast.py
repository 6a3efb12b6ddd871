"""Frozen command values, one class per grammar rule (same name in CamelCase)."""

from __future__ import annotations

import datetime as dt
import enum

from zconsole.values import frozen


class AsmKind(enum.Enum):
    """Which page data sets D ASM lists."""

    PLPA = "PLPA"
    COMMON = "COMMON"
    LOCAL = "LOCAL"
    ALL = "ALL"
    PAGEDEL = "PAGEDEL"


@frozen
class DisplayAsm:
    """D ASM[,kind | ,PAGE=dsname]; both None means plain D ASM."""

    kind: AsmKind | None = None
    page: str | None = None


@frozen
class DisplayAsmScm:
    """D ASM,SCM."""


@frozen
class DisplayScm:
    """D M=SCM or D M=SCM(DETAIL)."""

    detail: bool = False


@frozen
class ConfigScm:
    """CF SCM(amount|start-end),ONLINE|OFFLINE. Exactly one of amount_mb and range_mb."""

    online: bool
    amount_mb: int | None = None
    range_mb: tuple[int, int] | None = None


@frozen
class SetClock:
    """.CLOCK hh.mm.ss or .CLOCK +seconds."""

    time_of_day: dt.time | None = None
    advance_seconds: int | None = None


@frozen
class SetNextId:
    """.NEXTID nnn: the display number the next display takes."""

    value: int


@frozen
class Ipl:
    """.IPL [xx]: re-IPL, reading IEASYSxx when a suffix is given."""

    suffix: str | None = None


@frozen
class Quit:
    """.QUIT: leave the console."""


@frozen
class Help:
    """HELP [topic]: the command list, or a command's manual page."""

    topic: str = ""


Command = DisplayAsm | DisplayAsmScm | DisplayScm | ConfigScm | SetClock | SetNextId | Ipl | Quit | Help


@frozen
class Parsed:
    """A parsed line: the verb as typed (for error messages) and the command."""

    verb: str
    command: Command
