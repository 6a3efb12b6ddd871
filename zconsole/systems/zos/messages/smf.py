"""SMF's displays: D SMF (IEE949I, IEE974I; IFA714I on log streams). SMF's one-line
messages (IEE351I, IEE360I, IEE362A, IEE366I, IEE966I, IEE536I, IEE538I) are their
catalog layouts, named by their values in model/smf/notices.py."""

from __future__ import annotations

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders
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



@renders(n.Ifa714i)
def _ifa714i(msg: n.Ifa714i) -> list[str]:
    first = f"IFA714I {msg.time} {c.IFA714I_TITLE}"
    if msg.idr is not None:
        first += " " + c.IDR_FORMAT.format(msg.idr)
    return [first, c.IFA714I_HEAD,
            *(c.IFA714I_ROW.format(flag=c.IFA714I_ACTIVE, name=r.name, buffers=r.buffers,
                                   status=c.IFA714I_CONNECTED) for r in msg.rows)]
