"""IEE174I D M / D M=STOR / D M=CPU / D M=CORE, IEE254I D IPLINFO, IOS506I D IOS,CONFIG,
IGD002I D SMS and IEE341I."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import render, renders

if TYPE_CHECKING:
    from zconsole.console.message import Message


# --- D M=STOR --------------------------------------------------------------------------
@attrs.frozen
class Iee174iStor:
    """Real storage: ranges (start, end) in MB of each section, and the increment."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    fixed: tuple[tuple[int, int], ...]
    reconfigurable: tuple[tuple[int, int], ...] = ()
    pending: tuple[tuple[int, int], ...] = ()
    increment: str = "1M"


def _ranges(ranges: tuple[tuple[int, int], ...]) -> list[str]:
    if not ranges:
        return [c.STOR_INDENT + c.STOR_NONE]
    return [c.STOR_INDENT + c.STOR_RANGE.format(start=a, end=b) for a, b in ranges]


@renders(Iee174iStor)
def render_iee174i_stor(msg: Iee174iStor) -> list[str]:
    return [
        msg.stamp.first_line("IEE174I", c.IEE174I_TITLE), c.STOR_TITLE,
        c.STOR_ONLINE_FIXED, *_ranges(msg.fixed),
        c.STOR_ONLINE_RECONFIGURABLE, *_ranges(msg.reconfigurable),
        c.STOR_PENDING_OFFLINE, *_ranges(msg.pending),
        c.STOR_INCREMENT.format(size=msg.increment),
    ]


# --- D M=CPU / D M=CORE ------------------------------------------------------------------
@attrs.frozen
class CpuRow:
    id: int
    online: bool
    ziip: bool = False
    serial: str = ""
    polarity: str = ""
    iscm: str = ""


@attrs.frozen
class Cpc:
    """The CPC and partition identity; None where the hardware reports nothing."""

    si: str
    lp_name: str
    lp_id: str
    mif_id: str
    nd: str | None = None
    id: str | None = None
    name: str | None = None
    css_id: str | None = None


@attrs.frozen
class Iee174iCpu:
    """D M=CPU (PROCESSOR STATUS) or, with ``core``, D M=CORE (CORE STATUS)."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rows: tuple[CpuRow, ...]
    cpc: Cpc
    core: bool = False
    hiperdispatch: bool = True


def _cpc_lines(cpc: Cpc) -> list[str]:
    lines = []
    if cpc.nd:
        lines.append(c.CPC_ND.format(v=cpc.nd))
    lines.append(c.CPC_SI.format(v=cpc.si))
    if cpc.nd:
        lines.append(c.CPC_MODEL.format(v=cpc.nd.split(".")[1]))
    if cpc.id:
        lines.append(c.CPC_ID.format(v=cpc.id))
    if cpc.name:
        lines.append(c.CPC_NAME.format(v=cpc.name))
    lines.append(c.LP_LINE.format(name=cpc.lp_name, id=cpc.lp_id))
    if cpc.css_id:
        lines.append(c.CSS_ID.format(v=cpc.css_id))
    lines.append(c.MIF_ID.format(v=cpc.mif_id))
    return lines


def _glossary(cpc: Cpc) -> list[str]:
    shown = {"CPC ND": cpc.nd, "CPC SI": cpc.si, "CPC ID": cpc.id, "CPC NAME": cpc.name,
             "LP NAME": cpc.lp_name, "LP ID": cpc.lp_id, "CSS ID": cpc.css_id, "MIF ID": cpc.mif_id}
    return [c.GLOSSARY[k] for k, v in shown.items() if v]


@renders(Iee174iCpu)
def render_iee174i_cpu(msg: Iee174iCpu) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE)]
    if msg.core:
        lines += [c.CORE_TITLE.format(hd="Y" if msg.hiperdispatch else "N"), c.CORE_HEADER]
        for r in msg.rows:
            st = ("+" if r.online else "-") + ("I" if r.ziip else "")
            if r.online:
                lines.append(c.CORE_ROW.format(id=r.id, st=st, vp=r.polarity, iscm=r.iscm, thread="+"))
            else:
                lines.append(c.CORE_ROW_OFFLINE.format(id=r.id, st=st))
    else:
        lines += [c.CPU_TITLE, c.CPU_HEADER]
        lines += [
            c.CPU_ROW.format(id=r.id, symbol="+", serial=r.serial) if r.online else f"{r.id:02X}  -"
            for r in msg.rows
        ]
    lines += ["", *_cpc_lines(msg.cpc), ""]
    lines += c.CORE_LEGEND if msg.core else c.CPU_LEGEND
    lines.append("")
    if msg.core and any(r.ziip for r in msg.rows):
        lines.append(c.CORE_ZIIP)
    lines += _glossary(msg.cpc)
    return lines


# --- D M -------------------------------------------------------------------------------------
@attrs.frozen
class Iee174iAll:
    """D M: one IEE174I holding each section's display after its own first line (MEM order:
    processors, storage, channel paths, devices; everyday-displays A5)."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    sections: tuple[Message, ...]


@renders(Iee174iAll)
def render_iee174i_all(msg: Iee174iAll) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE)]
    for section in msg.sections:
        lines += render(section)[1:]
    return lines


# --- D IPLINFO -----------------------------------------------------------------------------
@attrs.frozen
class Iee254i:
    msgid: ClassVar[str] = "IEE254I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    fields: tuple[tuple[str, str], ...]  # the IPLINFO_LINES placeholders, in order


@renders(Iee254i)
def render_iee254i(msg: Iee254i) -> list[str]:
    values = dict(msg.fields)
    # REAL-px: two blanks after the id (the one display whose first line has them).
    first = msg.stamp.first_line("IEE254I ", c.IEE254I_TITLE)
    return [first, *(line.format(**values) for line in c.IPLINFO_LINES)]


@attrs.frozen
class Iee255i:
    """D IPLINFO,sysparm: one IEASYSxx parameter's value at IPL."""

    msgid: ClassVar[str] = "IEE255I"
    template: ClassVar[str] = "IEE255I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    name: str
    value: str


# --- D IOS,CONFIG ----------------------------------------------------------------------------
@attrs.frozen
class Ios506i:
    msgid: ClassVar[str] = "IOS506I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    dataset: str
    config: str
    edt: str
    css: int
    sets: int
    cmb: bool


@renders(Ios506i)
def render_ios506i(msg: Ios506i) -> list[str]:
    sets = c.IOS506I_SETS_SEPARATOR.join(str(i) for i in range(msg.sets))
    values = {"dataset": msg.dataset, "config": msg.config, "edt": msg.edt, "css": msg.css, "sets": sets}
    return [
        msg.stamp.first_line("IOS506I", c.IOS506I_TITLE),
        *(line.format(**values) for line in c.IOS506I_LINES),
        c.IOS506I_CMB if msg.cmb else c.IOS506I_NO_CMB,
    ]


# --- D SMS -----------------------------------------------------------------------------------
@attrs.frozen
class Igd002i:
    """D SMS (``groups`` None) or D SMS,STORGRP(...) (the groups asked for)."""

    msgid: ClassVar[str] = "IGD002I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    system: str
    scds: str = ""
    acds: str = ""
    commds: str = ""
    dinterval: int = 0
    reverify: bool = False
    acsdefaults: bool = False
    level: str = ""
    interval: int = 0
    groups: tuple[tuple[str, str, str], ...] | None = None


def _yes_no(flag: bool) -> str:
    return "YES" if flag else "NO"


@renders(Igd002i)
def render_igd002i(msg: Igd002i) -> list[str]:
    # REAL-px: IGD002I writes the time with colons (16:05:07).
    stamp = attrs.evolve(msg.stamp, time=msg.stamp.time.replace(".", ":"))
    first = stamp.first_line("IGD002I", c.IGD002I_TITLE)
    if msg.groups is not None:
        if not msg.groups:
            return [first, c.SMS_NO_STORGRP]
        return [
            first, "", c.SMS_STORGRP_HEADER,
            *(c.SMS_STORGRP_ROW.format(name=n, type=t, status=s) for n, t, s in msg.groups),
            *c.SMS_STORGRP_LEGEND, c.SMS_STORGRP_SYSTEM.format(system=msg.system),
        ]
    values = {"scds": msg.scds, "acds": msg.acds, "commds": msg.commds, "dinterval": msg.dinterval,
              "reverify": _yes_no(msg.reverify), "acsdefaults": _yes_no(msg.acsdefaults)}
    return [
        first, *(line.format(**values) for line in c.SMS_LINES),
        c.SMS_SYSTEM_ROW.format(system=msg.system, level=msg.level, interval=msg.interval),
    ]


@attrs.frozen
class Iee341i:
    """D SMS where SMS is not active."""

    msgid: ClassVar[str] = "IEE341I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@renders(Iee341i)
def render_iee341i(msg: Iee341i) -> list[str]:
    return ["IEE341I " + c.IEE341I_TEXT.format(jobname=c.IEE341I_SMS)]
