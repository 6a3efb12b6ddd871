"""IEE457I D U (the online/all form and the offline form) and IEE455I (nothing matches)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class UnitRow:
    """One device as D U shows it; ``volstate`` empty for a unit-record device."""

    unit: str
    type: str
    status: str
    volser: str = ""
    volstate: str = ""
    ssid: int = 0


@attrs.frozen
class Iee457i:
    """D U: ``offline`` selects the compact offline form; ``ss`` the subchannel-set column."""

    msgid: ClassVar[str] = "IEE457I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rows: tuple[UnitRow, ...]
    offline: bool = False
    ss: bool = False


def _row(r: UnitRow, ss: bool) -> str:
    line = c.UNIT_ROW.format(unit=r.unit, type=r.type, status=r.status, volser=r.volser, volstate=r.volstate)
    if ss:
        line = f"{line.rstrip():<{c.UNIT_SS_COLUMN + 1}}{r.ssid}"
    return line


@renders(Iee457i)
def render_iee457i(msg: Iee457i) -> list[str]:
    lines = [msg.stamp.first_line("IEE457I", c.IEE457I_TITLE)]
    if msg.offline:
        pairs = [f"{r.unit} {r.type}" for r in msg.rows]
        width = len(pairs[0]) if pairs else len(c.UNIT_OFFLINE_HEADER_PAIR)
        lines.append(" ".join([f"{c.UNIT_OFFLINE_HEADER_PAIR:<{width}}"] * c.UNIT_OFFLINE_PAIRS))
        step = c.UNIT_OFFLINE_PAIRS
        lines += [" ".join(pairs[i:i + step]) for i in range(0, len(pairs), step)]
        return lines
    header = c.UNIT_HEADER
    if msg.ss:
        header = f"{header:<{c.UNIT_SS_COLUMN}}{c.UNIT_SS_HEADER}"
    return [*lines, header, *(_row(r, msg.ss) for r in msg.rows)]


@attrs.frozen
class Iee455i:
    """D U where no device has the attributes asked for (one line, no display number)."""

    msgid: ClassVar[str] = "IEE455I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@renders(Iee455i)
def render_iee455i(msg: Iee455i) -> list[str]:
    return [f"IEE455I {c.IEE455I_TEXT}"]
