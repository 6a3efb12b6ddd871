"""IOS messages of the living channel subsystem: paths lost to a failed link, boxed
devices, SETIOS ZHPF and D IOS,ZHPF (io-living.md §3.1, §3.2; texts in the catalog)."""

from __future__ import annotations

import attrs

from zconsole.messages import catalog as c
from zconsole.messages.header import Stamp
from zconsole.messages.render import message_id, renders


@attrs.frozen
class Ios450e:
    dev: str
    chp: str


@attrs.frozen
class DeviceBoxed:
    """IOS002A, IOS102I, IOS451I (and IEF524I when allocated): the APAR's sequence."""

    dev: str
    allocated: bool


@attrs.frozen
class Zcn040i:
    more: int
    chp: str


@attrs.frozen
class Zcn041i:
    chp: str
    what: str  # FAILED or REPAIRED


@attrs.frozen
class Ios090i:
    value: str


@attrs.frozen
class Ios630i:
    stamp: Stamp
    enabled: bool


@renders(Ios450e)
def _ios450e(msg: Ios450e) -> list[str]:
    return [f"{message_id('IOS450E', True)} " + c.IOS450E_TEXT.format(dev=msg.dev, chp=msg.chp)]


@renders(DeviceBoxed)
def _boxed(msg: DeviceBoxed) -> list[str]:
    lines = [f"{message_id('IOS002A', True)} " + c.IOS002A_TEXT.format(dev=msg.dev),
             "IOS102I " + c.IOS102I_TEXT.format(dev=msg.dev),
             "IOS451I " + c.IOS451I_TEXT.format(dev=msg.dev)]
    if msg.allocated:
        lines.append("IEF524I " + c.IEF524I_TEXT.format(dev=msg.dev))
    return lines


@renders(Zcn040i)
def _zcn040i(msg: Zcn040i) -> list[str]:
    return ["ZCN040I " + c.ZCN040I_TEXT.format(n=msg.more, chp=msg.chp)]


@renders(Zcn041i)
def _zcn041i(msg: Zcn041i) -> list[str]:
    return ["ZCN041I " + c.ZCN041I_TEXT.format(chp=msg.chp, what=msg.what)]


@renders(Ios090i)
def _ios090i(msg: Ios090i) -> list[str]:
    return ["IOS090I " + c.IOS090I_TEXT.format(value=msg.value)]


@renders(Ios630i)
def _ios630i(msg: Ios630i) -> list[str]:
    return [msg.stamp.first_line("IOS630I", c.IOS630I_TITLE),
            c.IOS630I_TEXT.format(state="ENABLED" if msg.enabled else "DISABLED")]
