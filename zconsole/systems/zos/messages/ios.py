"""IOS messages of the living channel subsystem: paths lost to a failed link, boxed
devices, SETIOS ZHPF and D IOS,ZHPF (io-living.md §3.1, §3.2; texts in the catalog)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import action_line, renders
from zconsole.systems.zos.model.io.notices import ChannelError, LinkDegraded, LinkFailed, PathRecovery


@attrs.frozen
class Zcn041i:
    msgid: ClassVar[str] = "ZCN041I"
    template: ClassVar[str] = "ZCN041I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    chp: str
    what: str  # FAILED or REPAIRED


@attrs.frozen
class Ios090i:
    msgid: ClassVar[str] = "IOS090I"
    template: ClassVar[str] = "IOS090I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    value: str


@attrs.frozen
class Ios630i:
    msgid: ClassVar[str] = "IOS630I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    enabled: bool


@renders(LinkFailed)
def _link_failed(msg: LinkFailed) -> list[str]:
    """IOS450E per device (at most IOS_MSG_DEVICES, then ZCN040I), then for each device
    boxed the APAR's sequence IOS002A, IOS102I, IOS451I, IEF524I (io-living.md §3.1)."""
    lines = [action_line("IOS450E", c.IOS450E_TEXT.format(dev=dev, chp=msg.chpid))
             for dev, _ in msg.lost[: c.IOS_MSG_DEVICES]]
    if len(msg.lost) > c.IOS_MSG_DEVICES:
        lines.append("ZCN040I " + c.ZCN040I_TEXT.format(n=len(msg.lost) - c.IOS_MSG_DEVICES, chp=msg.chpid))
    for dev, boxed in msg.lost:
        if boxed:
            lines += boxed_lines(dev)  # a device with I/O is allocated
    return lines


def boxed_lines(dev: str) -> list[str]:
    """An allocated device left without a path, in APAR OA50886's order: IOS002A, IOS102I,
    IOS451I, IEF524I (a failed link; CF CHP's FORCE dialogue answered YES)."""
    return [action_line("IOS002A", c.IOS002A_TEXT.format(dev=dev)),
            "IOS102I " + c.IOS102I_TEXT.format(dev=dev),
            "IOS451I " + c.IOS451I_TEXT.format(dev=dev),
            "IEF524I " + c.IEF524I_TEXT.format(dev=dev)]


@renders(Ios630i)
def _ios630i(msg: Ios630i) -> list[str]:
    return [msg.stamp.first_line("IOS630I", c.IOS630I_TITLE),
            c.IOS630I_TEXT.format(state="ENABLED" if msg.enabled else "DISABLED")]


@renders(LinkDegraded)
def _ios580e(msg: LinkDegraded) -> list[str]:
    lines = [action_line("IOS580E", c.IOS580E_TEXT.format(chp=msg.chpid))]
    if msg.type_model:
        lines.append(c.IOS580E_UNIT.format(tm=msg.type_model, ser=msg.serial, intf=msg.interface,
                                           ic=c.IOS580E_IC))
    return lines


@renders(ChannelError)
def _ios050i(msg: ChannelError) -> list[str]:
    msgid, text = ("IOS051I", c.IOS051I_TEXT) if msg.timeout else ("IOS050I", c.IOS050I_TEXT)
    return [f"{msgid} " + text.format(dev=msg.dev, chp=msg.chpid, cmd=c.IOS050I_CMD, stat=c.IOS050I_STAT)]


@renders(PathRecovery)
def _ios210i(msg: PathRecovery) -> list[str]:
    return ["IOS210I " + c.IOS210I_TEXT.format(chp=msg.chpid, cu=cu) for cu in msg.units]
