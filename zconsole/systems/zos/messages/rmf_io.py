"""The RMF Postprocessor CHANNEL PATH ACTIVITY and DIRECT ACCESS DEVICE ACTIVITY reports
(io-living.md §3.4, §3.5). Words SEED (002 Fig 12, Fig 30); column positions INFERRED
(the seed's tabs lost them), one table each below."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.messages.rmf import heading, interval
from zconsole.systems.zos.model.io.report import ChanRow, DevRow


@attrs.frozen
class IoReportHead:
    """What both reports' headers say."""

    sysid: str
    release: tuple[int, int]
    start: dt.datetime
    seconds: float
    cycle: float
    samples: int
    iodf: str  # the IODF's suffix (SYS1.IODFCF: CF)


@attrs.frozen
class ChannelReport:
    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    head: IoReportHead
    rows: tuple[ChanRow, ...]


@attrs.frozen
class DeviceReport:
    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    head: IoReportHead
    rows: tuple[DevRow, ...]


# --- CHANNEL PATH ACTIVITY (SEED 002 Fig 12 words; INFERRED spacing) ---------------------
CHAN_TITLE = "C H A N N E L   P A T H   A C T I V I T Y"
PAGE_COLUMN = 110  # INFERRED: where `PAGE    1` stands on the title line
PAGE_TEXT = "PAGE    1"
# INFERRED: the IODF's creation is not modelled; the interval's date and midnight stand in.
IODF_LINE = ("IODF = {iodf}   CR-DATE: {date:%m/%d/%Y}   CR-TIME: 00.00.00   ACT: POR   MODE: LPAR"
             "   CPMF: EXTENDED MODE   CSSID: 0")
CHAN_DETAILS = " " * 47 + "DETAILS FOR ALL CHANNELS"
CHAN_HEAD = (
    "CHANNEL PATH            UTILIZATION(%)     READ(MB/SEC)   WRITE(MB/SEC)     FICON OPERATIONS"
    "      ZHPF OPERATIONS",
    "ID TYPE   G SPEED SHR   PART  TOTAL   BUS    PART   TOTAL    PART   TOTAL     RATE ACTIVE DEFER"
    "    RATE ACTIVE DEFER",
)
CHAN_ROW = ("{id:2} {type:<5}{g:>3}{speed:>6}{shr:>4}{part:>7.2f}{total:>7.2f}{bus:>6.2f}{rp:>8.2f}{rt:>8.2f}"
            "{wp:>8.2f}{wt:>8.2f}{fr:>9}{fa:>7.1f}{fd:>6.1f}{zr:>8}{za:>7.1f}{zd:>6.1f}")
CHAN_ROW_OTHER = "{id:2} {type:<5}{g:>3}{speed:>6}{shr:>4}{part:>7.2f}{total:>7.2f}"
SHARED = "Y"  # INFERRED: every channel shared (the seed's rows all are)


def rate(value: float) -> str:
    """SEED rule: below 10,000 one decimal (6558.1), from 10,000 none (13117)."""
    return f"{value:.1f}" if round(value, 1) < 10_000 else f"{value:.0f}"


def chan_line(row: ChanRow) -> str:
    if not row.ficon:
        return CHAN_ROW_OTHER.format(id=row.chpid, type=row.type, g=row.generation, speed=row.speed,
                                     shr=SHARED, part=row.part, total=row.total)
    return CHAN_ROW.format(
        id=row.chpid, type=row.type, g=row.generation, speed=row.speed, shr=SHARED, part=row.part,
        total=row.total, bus=row.bus, rp=row.read, rt=row.read, wp=row.write, wt=row.write,
        fr=rate(row.ficon_rate), fa=row.ficon_active, fd=0.0,
        zr=rate(row.zhpf_rate), za=row.zhpf_active, zd=0.0)


@renders(ChannelReport)
def _channel(msg: ChannelReport) -> list[str]:
    h = msg.head
    return [
        f"{CHAN_TITLE:<{PAGE_COLUMN}}{PAGE_TEXT}",
        *heading(h.release, h.sysid, f"DATE {h.start:%m/%d/%Y}", interval(h.seconds),
                 f"TIME {h.start:%H.%M.%S}", h.cycle),
        IODF_LINE.format(iodf=h.iodf, date=h.start),
        "",
        CHAN_DETAILS,
        "",
        *CHAN_HEAD,
        *(chan_line(r) for r in msg.rows),
    ]


# --- DIRECT ACCESS DEVICE ACTIVITY (SEED 002 Fig 30 words; INFERRED spacing) -------------
DEV_TITLE = "D I R E C T   A C C E S S   D E V I C E   A C T I V I T Y"
# (heading 1, heading 2, heading 3, width): each heading right-aligned in its column.
DEV_COLUMNS = (
    ("STORAGE", "GROUP", "", -8), ("DEV", "NUM", "", -5), ("DEVICE", "TYPE", "", -7),
    ("NUMBER", "OF CYL", "", 7), ("VOLUME", "SERIAL", "", -7), ("PAV", "", "", -5), ("LCU", "", "", -5),
    ("DEVICE", "ACTIVITY", "RATE", 9), ("AVG", "RESP", "TIME", 6), ("AVG", "IOSQ", "TIME", 6),
    ("AVG", "CMR", "DLY", 6), ("AVG", "DB", "DLY", 6), ("AVG", "INT", "DLY", 6), ("AVG", "PEND", "TIME", 6),
    ("AVG", "DISC", "TIME", 6), ("AVG", "CONN", "TIME", 6), ("%", "DEV", "CONN", 7), ("%", "DEV", "UTIL", 6),
    ("%", "DEV", "RESV", 6), ("AVG", "NUMBER", "ALLOC", 7),
)
DEV_TYPES = {"3390": ("33909", "65520")}  # INFERRED: 3390 model 9 volumes (SEED Fig 30 shows 33909 65520)
PAV = "{:.1f}H"  # SEED Fig 30 `1.0H`: HyperPAV, exposures on average


def ms(value: float) -> str:
    """Times as RMF prints them: .ddd milliseconds (SEED Fig 30 .255), 1.234 from 1 ms."""
    text = f"{value:.3f}"
    return text[1:] if text.startswith("0.") else text


def _cells(cells: list[str]) -> str:
    out = []
    for (_, _, _, width), cell in zip(DEV_COLUMNS, cells, strict=True):
        out.append(f"{cell:<{-width}}" if width < 0 else f"{cell:>{width}}")
    return " ".join(out).rstrip()


def dev_line(row: DevRow) -> str:
    devtype, cyl = DEV_TYPES.get(row.devtype, (row.devtype, ""))
    return _cells(["", row.number, devtype, cyl, row.volser, PAV.format(row.pav), row.lcu, f"{row.rate:.3f}",
                   ms(row.resp), ms(0.0), ms(0.0), ms(0.0), ms(0.0), ms(row.pend), ms(row.disc), ms(row.conn),
                   f"{row.conn_pct:.2f}", f"{row.util_pct:.2f}", "0.0", "0.0"])


def lcu_line(lcu: str, rows: list[DevRow]) -> str:
    """The LCU total: rates summed, times weighted by rate."""
    total = sum(r.rate for r in rows)

    def avg(field: str) -> str:
        return ms(sum(getattr(r, field) * r.rate for r in rows) / total if total else 0.0)

    return _cells(["", "", "", "", "", "", lcu, f"{total:.3f}", avg("resp"), ms(0.0), ms(0.0), ms(0.0),
                   ms(0.0), avg("pend"), avg("disc"), avg("conn"),
                   f"{sum(r.conn_pct for r in rows) / len(rows):.2f}",
                   f"{sum(r.util_pct for r in rows) / len(rows):.2f}", "0.0", "0.0"])


@renders(DeviceReport)
def _device(msg: DeviceReport) -> list[str]:
    h = msg.head
    end = h.start + dt.timedelta(seconds=h.seconds)
    secs = round(h.seconds)
    span = f"{secs // 3600:03d}.{secs % 3600 // 60:02d}.{secs % 60:02d}"
    lines = [
        f"{DEV_TITLE:<{PAGE_COLUMN}}{PAGE_TEXT}",
        *heading(h.release, h.sysid, f"START {h.start:%m/%d/%Y-%H.%M.%S}", span,
                 f"END   {end:%m/%d/%Y-%H.%M.%S}", h.cycle),
        f"TOTAL SAMPLES = {h.samples:<6}" + IODF_LINE.format(iodf=h.iodf, date=h.start).split("   MODE")[0],
        "",
        *(_cells([str(col[i]) for col in DEV_COLUMNS]) for i in range(3)),
    ]
    for lcu in sorted({r.lcu for r in msg.rows}):
        mine = [r for r in msg.rows if r.lcu == lcu]
        lines += [dev_line(r) for r in mine]
        lines.append(lcu_line(lcu, mine))
    return lines
