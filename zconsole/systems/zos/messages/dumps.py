"""Renderers of the SVC dump messages: the dialogue, completion, D D, DD and the
VERBX IEAVTSFS statistics (values in zconsole/systems/zos/model/living/dumps.py and below)."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.model.living import dump_notices as dn


@renders(dn.Iee094d)
def _iee094d(msg: dn.Iee094d) -> list[str]:
    return [f"*{msg.reply_id:0{msg.width}d} IEE094D {c.IEE094D_TEXT}"]


@renders(dn.Iea794i)
def _iea794i(msg: dn.Iea794i) -> list[str]:
    first, *rest = c.IEA794I_LINES
    return ["IEA794I " + first] + [line.format(dumpid=msg.dumpid, job=msg.jobname, title=msg.title)
                                   for line in rest]


@renders(dn.DumpWritten)
def _written(msg: dn.DumpWritten) -> list[str]:
    state = "PARTIAL" if msg.partial else "COMPLETE"
    first = c.IEA611I_FIRST.format(state=state, dsname=msg.dsname)
    head = f"IEA611I {first}" if msg.automatic else f"*IEA911E {first}"  # IEA911E: descriptor 11
    asids = ",".join(f"{a:04X}" for a in msg.asids)
    return [head] + [line.format(dumpid=msg.dumpid, job=msg.jobname, asids=asids, token=msg.token)
                     for line in c.DUMP_WRITTEN_LINES]


@renders(dn.Iea793a)
def _iea793a(msg: dn.Iea793a) -> list[str]:
    first, second = c.IEA793A_LINES
    return [f"*{msg.reply_id:0{msg.width}d} IEA793A " + first.format(dumpid=msg.dumpid, job=msg.jobname),
            second]


@attrs.frozen
class DumpdsRow:
    dsname: str
    title: str | None  # None: empty
    taken: dt.datetime | None = None


@attrs.frozen
class DumpdsDisplay:
    """IEE852I (D D,S) or IEE853I (D D,T)."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    titles: bool
    available: int
    full: int
    captured: int
    used_mb: int
    free_mb: int
    automatic: bool
    rows: tuple[DumpdsRow, ...]
    # where automatic allocation goes - volumes, name pattern
    # and an example name - shown while it is active
    allocation: tuple[str, str, str] | None = None

    @property
    def msgid(self) -> str:
        return "IEE853I" if self.titles else "IEE852I"


@renders(DumpdsDisplay)
def _dumpds(msg: DumpdsDisplay) -> list[str]:
    msgid, title = ("IEE853I", c.IEE853I_TITLE) if msg.titles else ("IEE852I", c.IEE852I_TITLE)
    lines = [msg.stamp.first_line(msgid, title),
             c.DUMPDS_COUNTS.format(avail=msg.available, full=msg.full),
             c.DUMPDS_SPACE.format(captured=msg.captured, used=msg.used_mb, free=msg.free_mb)]
    if not msg.titles:
        lines.append(c.DUMPDS_AUTO.format(state="ACTIVE" if msg.automatic else "INACTIVE"))
        if msg.automatic and msg.allocation is not None:
            volumes, pattern, example = msg.allocation
            values = {"volumes": volumes, "pattern": pattern, "example": example}
            lines += [line.format(**values) for line in c.DUMPDS_AUTO_LINES]
        return lines
    for row in msg.rows:
        if row.title is None:
            lines.append(c.DUMPDS_EMPTY.format(dsname=row.dsname))
            continue
        lines.append(c.DUMPDS_TITLE.format(dsname=row.dsname, title=row.title))
        if row.taken is not None:
            lines.append(c.DUMPDS_TAKEN.format(time=f"{row.taken:%H.%M.%S}", date=f"{row.taken:%m/%d/%Y}"))
    return lines


@attrs.frozen
class DumpdsResponse:
    """IEE855I: what DD CLEAR or DD ALLOC did."""

    msgid: ClassVar[str] = "IEE855I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    cleared: tuple[int, ...] = ()
    alloc: bool | None = None  # DD ALLOC=: the new setting


@renders(DumpdsResponse)
def _dumpds_response(msg: DumpdsResponse) -> list[str]:
    lines = ["IEE855I " + c.IEE855I_TITLE]
    if msg.alloc is not None:
        return [*lines, c.IEE855I_ALLOC.format(state="ACTIVE" if msg.alloc else "INACTIVE")]
    if not msg.cleared:
        return [*lines, c.IEE855I_NOTHING]
    return lines + [c.IEE855I_CLEARED.format(nn=nn) for nn in msg.cleared]


@attrs.frozen
class SpaceStats:
    asid: int
    start: dt.datetime
    end: dt.datetime
    counters: tuple[int, int, int, int, int]


@attrs.frozen
class DumpStats:
    """The VERBX IEAVTSFS report of the last SVC dump (None fields: no dump yet)."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dumpid: int = 0
    start: dt.datetime | None = None
    end: dt.datetime | None = None
    nd_start: dt.datetime | None = None
    nd_set: dt.datetime | None = None
    spaces: tuple[SpaceStats, ...] = ()

    @property
    def msgid(self) -> str:
        return "ZCN031I" if None in (self.start, self.end, self.nd_start, self.nd_set) else "ZCN032I"


def _stamp(t: dt.datetime) -> str:
    return f"{t:%m/%d/%Y %H:%M:%S}.{t.microsecond:06d}"


def _span(a: dt.datetime, b: dt.datetime) -> str:
    micro = (b - a) // dt.timedelta(microseconds=1)
    secs, us = divmod(micro, 1_000_000)
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"{h:02d}:{m:02d}:{s:02d}.{us:06d}"


@renders(DumpStats)
def _dump_stats(msg: DumpStats) -> list[str]:
    if msg.start is None or msg.end is None or msg.nd_start is None or msg.nd_set is None:
        return ["ZCN031I " + c.SFS_NONE]
    w = c.SFS_SYSTEM_WIDTH
    values = (_stamp(msg.start), _stamp(msg.end), _span(msg.start, msg.end), _stamp(msg.nd_start),
              _stamp(msg.nd_set), _span(msg.nd_start, msg.nd_set))
    lines = ["ZCN032I " + c.ZCN032I_TEXT.format(dumpid=msg.dumpid)]
    lines += [f"{label:<{w}}{value}" for label, value in zip(c.SFS_SYSTEM, values, strict=True)]
    v = c.SFS_SPACE_WIDTH
    for s in msg.spaces:
        lines.append(c.SFS_ASID.format(asid=s.asid))
        times = (_stamp(s.start), _stamp(s.end), _span(s.start, s.end), _stamp(s.end), _span(s.start, s.end))
        lines += [f"{label:<{v}}{value}" for label, value in zip(c.SFS_SPACE, times, strict=True)]
        lines += [f"{label:<{v}}{n:>{c.SFS_COUNTER_WIDTH}}"
                  for label, n in zip(c.SFS_COUNTERS, s.counters, strict=True)]
    return lines
