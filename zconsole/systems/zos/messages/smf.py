"""SMF's messages: D SMF (IEE949I, IEE974I), IEE351I, IEE360I, IEE362A, IEE366I, IEE966I, IEE536I, IEE538I."""

from __future__ import annotations

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import action_line, renders
from zconsole.systems.zos.model.smf import notices as n


@renders(n.Iee949i)
def _iee949i(msg: n.Iee949i) -> list[str]:
    first = f"IEE949I {msg.time} {c.IEE949I_TITLE}"
    if msg.idr is not None:
        first += " " + c.IDR_FORMAT.format(msg.idr)
    return [first, c.IEE949I_HEAD,
            *(c.IEE949I_ROW.format(flag=r.flag, dsname=r.dsname, volume=r.volume, blocks=r.blocks,
                                   percent=r.percent, status=r.status) for r in msg.rows)]


@renders(n.Iee974i)
def _iee974i(msg: n.Iee974i) -> list[str]:
    first = f"IEE974I {msg.time} {c.IEE974I_TITLE}"
    if msg.idr is not None:
        first += " " + c.IDR_FORMAT.format(msg.idr)
    return [first, c.IEE974I_HEAD,
            *(c.IEE974I_ROW.format(flag=r.flag, dsname=r.dsname, volume=r.volume, blocks=r.blocks,
                                   percent=r.percent, status=r.status) for r in msg.rows)]


@renders(n.Iee351i)
def _iee351i(msg: n.Iee351i) -> list[str]:
    return ["IEE351I " + c.IEE351I_TEXT]


@renders(n.Iee360i)
def _iee360i(msg: n.Iee360i) -> list[str]:
    return ["IEE360I " + c.IEE360I_TEXT.format(dsname=msg.dsname, volume=msg.volume, time=msg.time)]


@renders(n.Iee362a)
def _iee362a(msg: n.Iee362a) -> list[str]:
    return [action_line("IEE362A", c.IEE362A_TEXT.format(dsname=msg.dsname, volume=msg.volume))]


@renders(n.Iee366i)
def _iee366i(msg: n.Iee366i) -> list[str]:
    return ["IEE366I " + c.IEE366I_TEXT.format(time=msg.time)]


@renders(n.Iee966i)
def _iee966i(msg: n.Iee966i) -> list[str]:
    return ["IEE966I " + c.IEE966I_TEXT.format(dsname=msg.dsname)]


@renders(n.Iee536i)
def _iee536i(msg: n.Iee536i) -> list[str]:
    return ["IEE536I " + c.IEE536I_TEXT.format(member=msg.member)]


@renders(n.Iee538i)
def _iee538i(msg: n.Iee538i) -> list[str]:
    return ["IEE538I " + c.IEE538I_TEXT.format(member=msg.member)]
