"""IEE200I (D ASM and its forms) and IEE207I (D ASM,SCM)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders

# One TYPE/FULL/STAT/DEV/DATASET NAME line: (type, pct, stat, dev, dsn), ``dev``/``dsn``
# None for the SCM row. A plain tuple: a D ASM has a row a data set, and an attrs value
# a row cost more than rendering it (the REST console answers thousands a second).
AsmRow = tuple[str, int, str, "str | None", "str | None"]
# rows already rendered, by value (a machine shows the same rows display after display)
_ROWS: dict[AsmRow, str] = {}
ROWS_KEPT = 1024  # (about 250 KB at most)


def row_line(row: AsmRow) -> str:
    """The line of one row (the SCM row's device and name as N/A)."""
    line = _ROWS.get(row)
    if line is None:
        kind, pct, stat, dev, dsn = row
        na = c.IEE200I_SCM_NA
        line = c.IEE200I_ROW.format(type=kind, pct=pct, stat=stat, dev=na if dev is None else dev,
                                    dsn=na if dsn is None else dsn)
        if len(_ROWS) >= ROWS_KEPT:
            _ROWS.clear()
        _ROWS[row] = line
    return line


@attrs.frozen
class AsmDetail:
    """The VOLSER/DEVTYP/SIZE/USED/AVAIL/ERRORS line under a single data set."""

    volser: str
    devtyp: str
    size: int
    used: int
    avail: int
    errors: int


@attrs.frozen
class Iee200i:
    """D ASM: rows, an optional detail, and closing text lines (PAGEDEL status etc.)."""

    msgid: ClassVar[str] = "IEE200I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rows: tuple[AsmRow, ...] = ()
    detail: AsmDetail | None = None
    texts: tuple[str, ...] = ()


@renders(Iee200i)
def render_iee200i(msg: Iee200i) -> list[str]:
    lines = [msg.stamp.first_line("IEE200I", c.IEE200I_TITLE)]
    if msg.rows:
        lines.append(c.IEE200I_HEADER)
    lines += map(row_line, msg.rows)
    if msg.detail is not None:
        d = msg.detail
        lines.append(c.IEE200I_DETAIL_HEADER)
        lines.append(
            c.IEE200I_DETAIL_ROW.format(
                volser=d.volser, devtyp=d.devtyp, size=d.size, used=d.used,
                avail=d.avail, errors=d.errors,
            )
        )
    lines.extend(msg.texts)
    return lines


@attrs.frozen
class Iee207i:
    """D ASM,SCM: SCM paging usage in 4K blocks; ``size`` None when SCM does not page."""

    msgid: ClassVar[str] = "IEE207I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    pct: int = 0
    size: int | None = None
    used: int = 0
    errors: int = 0


def _place(line: str, value: str, end: int) -> str:
    """Append ``value`` so it ends in column ``end``, keeping at least one blank before it."""
    pad = max(1, end + 1 - len(line) - len(value))
    return line + " " * pad + value


@renders(Iee207i)
def render_iee207i(msg: Iee207i) -> list[str]:
    first = msg.stamp.first_line("IEE207I", c.IEE207I_TITLE)
    if msg.size is None:
        return [first, c.IEE207I_NOT_USED]
    line = c.IEE207I_STATUS
    values = (f"{msg.pct}%", f"{msg.size:,}", f"{msg.used:,}", f"{msg.errors:,}")
    for value, end in zip(values, c.IEE207I_VALUE_ENDS, strict=True):
        line = _place(line, value, end)
    return [first, c.IEE207I_HEADER, line]
