"""IEA007I, IEE251I, CSV470I, CSV450I, CSV550I, IWM025I, IXC334I, IXC357I, ISG343I, BPXO042I: the system
configuration displays."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


def _idr(stamp: Stamp) -> str:
    return "" if stamp.idr is None else " " + c.IDR_FORMAT.format(stamp.idr)


@attrs.frozen
class Iea007i:
    """The static system symbols, in order; ``new_layout`` picks the z/OS 2.x columns."""

    msgid: ClassVar[str] = "IEA007I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    idr: int | None
    symbols: tuple[tuple[str, str], ...]
    new_layout: bool


@renders(Iea007i)
def _iea007i(msg: Iea007i) -> list[str]:
    first = f"IEA007I {c.IEA007I_TITLE}" + ("" if msg.idr is None else " " + c.IDR_FORMAT.format(msg.idr))
    names = [f"&{name}." for name, _ in msg.symbols]
    longest = max([c.IEA007I_MIN_NAME, *map(len, names)])
    width = longest + 1 if msg.new_layout else longest
    indent = " " * (c.IEA007I_INDENT_NEW if msg.new_layout else c.IEA007I_INDENT_OLD)
    return [first, *(c.IEA007I_ROW.format(indent=indent, name=name, width=width, value=value)
                     for name, (_, value) in zip(names, msg.symbols, strict=True))]


@attrs.frozen
class ListEntry:
    """One data set of a list display: its volume and, for LNKLST and PARMLIB, a flag."""

    dsname: str
    volume: str
    flag: str = ""


@attrs.frozen
class Iee251i:
    msgid: ClassVar[str] = "IEE251I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    entries: tuple[ListEntry, ...]


@renders(Iee251i)
def _iee251i(msg: Iee251i) -> list[str]:
    return [msg.stamp.first_line("IEE251I", c.IEE251I_TITLE), *c.IEE251I_HEAD,
            *(c.IEE251I_ROW.format(n=n, flags=e.flag, volume=e.volume, dsname=e.dsname)
              for n, e in enumerate(msg.entries, 1))]


@attrs.frozen
class Csv470i:
    msgid: ClassVar[str] = "CSV470I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    set_name: str
    entries: tuple[ListEntry, ...]
    lnkauth: str  # IEASYSxx LNKAUTH= at IPL (D IPLINFO,LNKAUTH shows the same)


@renders(Csv470i)
def _csv470i(msg: Csv470i) -> list[str]:
    return [msg.stamp.first_line("CSV470I", c.CSV470I_TITLE),
            c.CSV470I_SET.format(name=msg.set_name, lnkauth=msg.lnkauth), c.CSV470I_HEAD,
            *(c.CSV470I_ROW.format(n=n, apf=e.flag, volume=e.volume, dsname=e.dsname)
              for n, e in enumerate(msg.entries, 1))]


@attrs.frozen
class Csv450i:
    msgid: ClassVar[str] = "CSV450I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    format: str
    entries: tuple[ListEntry, ...]


@renders(Csv450i)
def _csv450i(msg: Csv450i) -> list[str]:
    return [msg.stamp.first_line("CSV450I", c.CSV450I_TITLE), c.CSV450I_FORMAT.format(format=msg.format),
            c.CSV450I_HEAD,
            *(c.CSV450I_ROW.format(n=n, volume=e.volume, dsname=e.dsname)
              for n, e in enumerate(msg.entries, 1))]


@attrs.frozen
class Iwm025i:
    """The WLM policy lines' values (already as text) and the structures' names and status."""

    msgid: ClassVar[str] = "IWM025I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    policy: str
    activated: dt.datetime
    activated_by: str
    activated_from: str
    description: str
    definition: str
    installed: dt.datetime
    installed_by: str
    installed_from: str
    version: str
    functionality: str
    cds: str
    structures: tuple[tuple[str, bool], ...]


@renders(Iwm025i)
def _iwm025i(msg: Iwm025i) -> list[str]:
    values = {
        "policy": msg.policy, "adate": msg.activated.strftime(c.IWM025I_DATE),
        "atime": msg.activated.strftime(c.IWM025I_TIME), "aby": msg.activated_by, "afrom": msg.activated_from,
        "description": msg.description, "definition": msg.definition,
        "idate": msg.installed.strftime(c.IWM025I_DATE), "itime": msg.installed.strftime(c.IWM025I_TIME),
        "iby": msg.installed_by, "ifrom": msg.installed_from, "version": msg.version,
        "functionality": msg.functionality, "cds": msg.cds,
    }
    return [c.IWM025I_FIRST.format(time=msg.stamp.time) + _idr(msg.stamp),
            *(line.format(**values) for line in c.IWM025I_LINES),
            *(c.IWM025I_STRUCTURE.format(name=name, status=c.IWM025I_STATUS[connected])
              for name, connected in msg.structures)]


@attrs.frozen
class Ixc334i:
    msgid: ClassVar[str] = "IXC334I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    sysplex: str
    systems: tuple[str, ...]


@renders(Ixc334i)
def _ixc334i(msg: Ixc334i) -> list[str]:
    systems = "  ".join(f"{s:<8}" for s in msg.systems)
    return [c.IXC334I_FIRST.format(time=msg.stamp.time) + _idr(msg.stamp),
            c.IXC334I_SYSPLEX.format(name=msg.sysplex + ":", systems=systems)]


@attrs.frozen
class CoupleRow:
    """One sysplex couple data set as IXC357I shows it; peaks only on the primary."""

    dsname: str
    volser: str
    devn: str
    formatted: dt.datetime
    maxsystem: int
    maxgroup: int
    maxmember: int
    peaks: tuple[int, int] | None = None


@attrs.frozen
class Ixc357i:
    msgid: ClassVar[str] = "IXC357I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    system: str
    values: tuple[int, int, int, int, int, int]  # INTERVAL OPNOTIFY MAXMSG CLEANUP RETRY CLASSLEN
    data_sets: tuple[CoupleRow, ...]  # primary, then the alternate if any


@renders(Ixc357i)
def _ixc357i(msg: Ixc357i) -> list[str]:
    layout = c.IXC357I_LAYOUT
    interval, opnotify, maxmsg, cleanup, retry, classlen = msg.values
    lines = [layout[0].format(time=msg.stamp.time) + _idr(msg.stamp), layout[1].format(system=msg.system),
             layout[2], layout[3].format(interval=interval, opnotify=opnotify, maxmsg=maxmsg,
                                         cleanup=cleanup, retry=retry, classlen=classlen), layout[4]]
    for role, row in zip(c.IXC357I_ROLES, msg.data_sets, strict=False):
        group_head, member_head = c.IXC357I_HEADS[row.peaks is None]
        group, member = str(row.maxgroup), str(row.maxmember)
        if row.peaks is not None:
            group, member = f"{group} ({row.peaks[0]})", f"{member} ({row.peaks[1]})"
        lines += [layout[5].format(role=role, dsname=row.dsname),
                  layout[6].format(volser=row.volser, devn=row.devn),
                  layout[7].format(group_head=group_head, member_head=member_head),
                  layout[8].format(tod=row.formatted.strftime(c.IXC357I_TOD), maxsystem=row.maxsystem,
                                   maxgroup=group, maxmember=member)]
    return lines


@attrs.frozen
class Isg343i:
    msgid: ClassVar[str] = "ISG343I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    system: str
    state: str
    mode: str
    values: tuple[tuple[str, str], ...]


@renders(Isg343i)
def _isg343i(msg: Isg343i) -> list[str]:
    return [msg.stamp.first_line("ISG343I", c.ISG343I_TITLE), c.ISG343I_HEAD,
            c.ISG343I_SYSTEM.format(system=msg.system, state=msg.state), c.ISG343I_MODE.format(mode=msg.mode),
            *(c.ISG343I_VALUE.format(label=label + ":", value=value) for label, value in msg.values)]


@attrs.frozen
class Bpxo042i:
    msgid: ClassVar[str] = "BPXO042I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    asid: int | None  # None: no OMVS address space
    suffixes: tuple[str, ...]


@renders(Bpxo042i)
def _bpxo042i(msg: Bpxo042i) -> list[str]:
    status = c.BPXO042I_ACTIVE if msg.asid is not None else c.BPXO042I_INACTIVE
    return [msg.stamp.first_line("BPXO042I", c.BPXO042I_TITLE),
            c.BPXO042I_ROW.format(name="OMVS", asid=msg.asid or 0, status=status,
                                  suffixes=",".join(msg.suffixes))]


@attrs.frozen
class LpaRow:
    """One module of CSV550I: flags, name, entry point, load point, length, DIAG."""

    flags: str
    name: str
    entry: int
    load: int
    length: int
    diag: int


@attrs.frozen
class Csv550i:
    msgid: ClassVar[str] = "CSV550I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rows: tuple[LpaRow, ...]
    missing: str | None = None  # MODNAME= naming no module of LPA
    dynamic: bool = False  # D PROG,LPA: the modules added since IPL


@renders(Csv550i)
def _csv550i(msg: Csv550i) -> list[str]:
    first = msg.stamp.first_line("CSV550I", c.CSV550I_TITLE)
    if msg.missing is not None:
        return [first, c.CSV550I_NOT_FOUND.format(name=msg.missing)]
    if msg.dynamic and not msg.rows:
        return [first, c.CSV550I_NO_DYNAMIC]
    return [first, c.CSV550I_HEAD,
            *(c.CSV550I_ROW.format(flags=r.flags, name=r.name, entry=r.entry, load=r.load, length=r.length,
                                   diag=r.diag).rstrip() for r in msg.rows)]
