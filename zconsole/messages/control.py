"""ZCNnnnx: replies to zconsole's own control commands (.CLOCK, .NEXTID, .IPL)."""

from __future__ import annotations

import attrs

from zconsole.messages import catalog as c
from zconsole.messages.render import renders


@attrs.frozen
class ClockSet:
    stamp: str


@attrs.frozen
class NextIdSet:
    idr: int


@attrs.frozen
class IplDone:
    system: str
    member: str | None  # IEASYSxx read, or None for a re-IPL with the setting in force


@attrs.frozen
class IplFailed:
    reason: str


@renders(ClockSet)
def render_clock_set(msg: ClockSet) -> list[str]:
    return ["ZCN001I " + c.ZCN001I_TEXT.format(stamp=msg.stamp)]


@renders(NextIdSet)
def render_next_id_set(msg: NextIdSet) -> list[str]:
    return ["ZCN002I " + c.ZCN002I_TEXT.format(idr=c.IDR_FORMAT.format(msg.idr))]


@renders(IplDone)
def render_ipl_done(msg: IplDone) -> list[str]:
    how = f"WITH {msg.member}" if msg.member else "WITH PAGESCM IN FORCE"
    return ["ZCN003I " + c.ZCN003I_TEXT.format(system=msg.system, how=how)]


@renders(IplFailed)
def render_ipl_failed(msg: IplFailed) -> list[str]:
    return ["ZCN010E " + c.ZCN010E_TEXT.format(reason=msg.reason)]
