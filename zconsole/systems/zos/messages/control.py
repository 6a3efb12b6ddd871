"""ZCNnnnx: replies to zconsole's own control commands (.CLOCK, .NEXTID, .IPL)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class ClockSet:
    msgid: ClassVar[str] = "ZCN001I"
    template: ClassVar[str] = "ZCN001I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: str


@attrs.frozen
class NextIdSet:
    msgid: ClassVar[str] = "ZCN002I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    idr: int


@attrs.frozen
class IplDone:
    msgid: ClassVar[str] = "ZCN003I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    system: str
    member: str | None  # IEASYSxx read, or None for a re-IPL with the setting in force


@attrs.frozen
class IplFailed:
    msgid: ClassVar[str] = "ZCN010E"
    template: ClassVar[str] = "ZCN010E_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    reason: str


@attrs.frozen
class SessionEnded:
    msgid: ClassVar[str] = "ZCN004I"
    template: ClassVar[str] = "ZCN004I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class RouteRejected:
    """ROUTE to a system name not in the sysplex (syntax/route.py)."""

    msgid: ClassVar[str] = "IEE618I"
    template: ClassVar[str] = "IEE618I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class InternalError:
    msgid: ClassVar[str] = "ZCN999E"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    kind: str
    text: str


@renders(InternalError)
def render_internal_error(msg: InternalError) -> list[str]:
    detail = "".join(ch if ch.isprintable() and ch.isascii() else "?" for ch in msg.text)[:60]
    return ["ZCN999E " + c.ZCN999E_TEXT.format(kind=msg.kind, detail=detail.upper())]


@renders(NextIdSet)
def render_next_id_set(msg: NextIdSet) -> list[str]:
    return ["ZCN002I " + c.ZCN002I_TEXT.format(idr=c.IDR_FORMAT.format(msg.idr))]


@renders(IplDone)
def render_ipl_done(msg: IplDone) -> list[str]:
    how = f"WITH {msg.member}" if msg.member else "WITH PAGESCM IN FORCE"
    return ["ZCN003I " + c.ZCN003I_TEXT.format(system=msg.system, how=how)]
