"""IEE136I (D T), CNZ4100I (D C), IEE162I (D C,K), K S,REF's line, SEND's text and IEE115I
for several spaces."""

from __future__ import annotations

import datetime as dt
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.active import Iee115i, render_iee115i
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


def _julian(when: dt.datetime) -> str:
    return f"{when.year}.{when.timetuple().tm_yday:03d}"


@attrs.frozen
class Iee136i:
    msgid: ClassVar[str] = "IEE136I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    local: dt.datetime
    utc: dt.datetime


@renders(Iee136i)
def render_iee136i(msg: Iee136i) -> list[str]:
    text = c.IEE136I_TEXT.format(local=msg.local, local_date=_julian(msg.local),
                                 utc=msg.utc, utc_date=_julian(msg.utc))
    return [f"IEE136I {text}"]


@attrs.frozen
class Iee162i:
    """D C,K: the CONTROL command's operand forms and their functions (layout INFERRED)."""

    msgid: ClassVar[str] = "IEE162I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    functions: tuple[tuple[str, str], ...]


@renders(Iee162i)
def render_iee162i(msg: Iee162i) -> list[str]:
    title, row = c.IEE162I_LAYOUT
    return [msg.stamp.first_line(msg.msgid, title),
            *(row.format(form=form, function=function) for form, function in msg.functions)]


@attrs.frozen
class ConsoleView:
    """One console as D C shows it."""

    name: str
    type: str
    active: bool
    device: str | None
    auth: str
    mform: str
    area: str
    pfktab: str
    use: str
    delete: str
    rtme: int
    rnum: int
    seg: int
    con: str
    level: str
    monitor: str
    intids: bool
    unknids: bool
    rout: str
    logon: str


@attrs.frozen
class Cnz4100i:
    msgid: ClassVar[str] = "CNZ4100I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    echo: str
    system: str
    replies: int  # RPLY:CURR: the outstanding WTORs
    consoles: tuple[ConsoleView, ...]


def _columns(*fields: str) -> str:
    """Attribute fields at the REAL-px columns 6, 23 and 43 (at least one blank between)."""
    line = ""
    for column, text in zip(c.CNZ4100I_ATTR_COLUMNS, fields, strict=False):
        line = f"{line:<{column}}" if len(line) < column else line + " "
        line += text
    return line


def _yn(flag: bool) -> str:
    return "Y" if flag else "N"


def _detail(v: ConsoleView, system: str) -> list[str]:
    indent = " " * c.CNZ4100I_ATTR_COLUMNS[0]
    device = "N/A" if v.device is None else v.device
    return [
        c.CNZ4100I_CONSOLE.format(name=v.name, type=f"TYPE={v.type}",
                                  status=c.CNZ4100I_ACTIVE.format(sys=system)),
        c.CNZ4100I_DEFINED, c.CNZ4100I_MATCHED,
        c.CNZ4100I_ATTRIBUTES.format(sys=system),
        _columns(f"AUTH=({v.auth})", "CMDSYS=N/A", "NBUF=0"),
        _columns(f"DEV={device}", f"LOGON={v.logon}", "USERID=N/A"),
        _columns(f"MFORM=({v.mform})", f"AREA=({v.area})", f"PFKTAB={v.pfktab}"),
        indent + c.CNZ4100I_DEL_ROW.format(use=v.use, delete=v.delete, rtme=v.rtme, rnum=v.rnum,
                                           seg=v.seg, con=v.con),
        f"{indent}LEVEL=({v.level})",
        _columns(f"MONITOR=({v.monitor})", "", f"INTIDS={_yn(v.intids)}  UNKNIDS={_yn(v.unknids)}"),
        f"{indent}ROUT=({v.rout})",
    ]


@renders(Cnz4100i)
def render_cnz4100i(msg: Cnz4100i) -> list[str]:
    lines = [
        msg.stamp.first_line("CNZ4100I", c.CNZ4100I_TITLE),
        c.CNZ4100I_MATCHING.format(echo=msg.echo),
        c.CNZ4100I_LIMITS.format(mcur=0, mlim=c.CNZ4100I_MLIM, rcur=msg.replies, rlim=c.CNZ4100I_RLIM,
                                 sys=msg.system, pfk=c.CNZ4100I_PFK),
        c.CNZ4100I_HARDCOPY.format(log=c.CNZ4100I_LOG, cmdlevel=c.CNZ4100I_CMDLEVEL),
        c.CNZ4100I_HARDCOPY_ROUT.format(rout="ALL"),
    ]
    if not msg.consoles:
        return [*lines, c.CNZ4100I_NONE]
    for view in (v for v in msg.consoles if v.active):
        lines += _detail(view, msg.system)
    inactive = [v for v in msg.consoles if not v.active]
    if inactive:
        lines.append(c.CNZ4100I_TABLE_HEAD)
        lines += [c.CNZ4100I_TABLE_ROW.format(name=v.name, type=v.type, status=c.CNZ4100I_INACTIVE,
                                              defined="*ALL", matched="*ALL") for v in inactive]
    return lines


@attrs.frozen
class ControlRef:
    """K S / K S,REF: the console's settings in CONTROL command form."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    con: str
    seg: int
    delete: str
    rnum: int
    rtme: int
    mform: str


@renders(ControlRef)
def render_control_ref(msg: ControlRef) -> list[str]:
    return [c.CONTROL_REF.format(con=msg.con, seg=msg.seg, delete=msg.delete, rnum=msg.rnum,
                                 rtme=msg.rtme, mform=msg.mform)]


@attrs.frozen
class SendReceived:
    """A SEND's text arriving on the operator's own console."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@renders(SendReceived)
def render_send_received(msg: SendReceived) -> list[str]:
    return [c.SEND_RECEIVED.format(text=msg.text)]


@attrs.frozen
class Iee115iMany:
    """IEE115I for several address spaces: each one's lines under one title and counts."""

    msgid: ClassVar[str] = "IEE115I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    spaces: tuple[Iee115i, ...]


@renders(Iee115iMany)
def render_iee115i_many(msg: Iee115iMany) -> list[str]:
    # The head (title and counts) is what IEE115I writes before its one NOT FOUND line.
    head = render_iee115i(attrs.evolve(msg.spaces[0], entry=None))[:-1]
    lines = list(head)
    for space in msg.spaces:
        lines += render_iee115i(space)[len(head):]
    return lines


@attrs.frozen
class ModifyAnswer:
    """What the program a MODIFY reached answers: its own lines, as its procedure declares."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    lines: tuple[str, ...]


@renders(ModifyAnswer)
def render_modify_answer(msg: ModifyAnswer) -> list[str]:
    return list(msg.lines)


@attrs.frozen
class ModifyRejected:
    """IEE342I: the program takes no MODIFY (``verb`` as typed)."""

    msgid: ClassVar[str] = "IEE342I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    verb: str


@renders(ModifyRejected)
def render_modify_rejected(msg: ModifyRejected) -> list[str]:
    return [f"IEE342I {c.IEE342I_TEXT.format(verb=msg.verb)}"]
