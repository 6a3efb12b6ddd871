"""The RMF Postprocessor PAGE DATA SET ACTIVITY report (paging.md §9)."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.model.living.rmf import ReportRow


@attrs.frozen
class PageSpaceReport:
    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    sysid: str
    release: tuple[int, int]  # z/OS version and release (1, 13: V1R13)
    start: dt.datetime
    seconds: float  # interval length
    cycle: float
    samples: int
    rows: tuple[ReportRow, ...]


def slots(value: int) -> str:
    """SLOTS columns: in full up to 999,999, else thousands truncated with K (INFERRED)."""
    return str(value) if value <= c.RMF_FULL_LIMIT else f"{value // 1000}K"


def millions(value: int) -> str:
    """I/O and page counts: in full up to 999,999, else millions with 2 decimals and M."""
    return str(value) if value <= c.RMF_FULL_LIMIT else f"{value // 10_000 / 100:.2f}M"


def interval(seconds: float) -> str:
    """mm.ss.ttt (SEED: 05.59.585)."""
    ms = round(seconds * 1000)
    m, rest = divmod(ms, 60_000)
    return f"{m:02d}.{rest // 1000:02d}.{rest % 1000:03d}"


def row_line(row: ReportRow) -> str:
    return c.RMF_ROW.format(
        type=row.type, volser=row.volser, devnum=row.devnum, devtype=row.devtype,
        alloc=slots(row.alloc), min=slots(row.low), max=slots(row.high), avg=slots(row.avg), bad=row.bad,
        inuse=f"{row.in_use:.2f}", trans=f"{row.trans:.3f}", ioreq=millions(row.ioreq),
        pages=millions(row.pages), vio="Y" if row.vio else "", dsn=row.dsname).rstrip()


@attrs.frozen
class ReportFollows:
    """ZCN033I: the report after it is RMF's, not a console message."""

    msgid: ClassVar[str] = "ZCN033I"
    template: ClassVar[str] = "ZCN033I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    report: str


def heading(release: tuple[int, int], sysid: str, when: str, span: str, time: str,
            cycle: float) -> list[str]:
    """The two z/OS and SYSTEM ID lines every Postprocessor report opens with; ``when``,
    ``span`` and ``time`` are the report's own (a date and interval, or START and END)."""
    rel = c.RMF_RELEASE.format(version=release[0], release=release[1])
    return [c.RMF_LINE1.format(os=c.RMF_OS.format(rel=rel), sysid=f"SYSTEM ID {sysid}", date=when, iv=span),
            c.RMF_LINE2.format(blank="", version=c.RMF_VERSION.format(rel=rel), time=time, cycle=cycle)]


@renders(PageSpaceReport)
def _report(msg: PageSpaceReport) -> list[str]:
    return [
        c.RMF_TITLE,
        *heading(msg.release, msg.sysid, f"DATE {msg.start:%m/%d/%Y}", interval(msg.seconds),
                 f"TIME {msg.start:%H.%M.%S}", msg.cycle),
        c.RMF_LINE3.format(samples=c.RMF_SAMPLES.format(n=msg.samples)),
        c.RMF_RULE,
        *c.RMF_HEAD,
        *(row_line(r) for r in msg.rows),
    ]
