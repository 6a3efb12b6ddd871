"""Replies to CONFIG CHP (IEE502I, IEE503I, IEE524I) and VARY (IEE302I, IEE303I, IEE313I...)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class IoReply:
    """A one-line reply ``MSGID text`` about a CHPID, device or path."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    msgid: str
    what: str = ""
    chp: str = ""
    dev: str = ""
    reason: str = ""


_TEXTS = {
    "IEE502I": c.IEE502I_TEXT,
    "IEE503I": c.IEE503I_TEXT,
    "IEE524I": c.IEE524I_TEXT,
    "IEE302I": c.IEE302I_TEXT,
    "IEE303I": c.IEE303I_TEXT,
    "IEF281I": c.IEF281I_TEXT,
    "IOS452I": c.IOS452I_TEXT,
    "IEE313I": c.IEE313I_TEXT,
    "IEE025I": c.IEE025I_TEXT,
    "IEE376I": c.IEE376I_TEXT,
    "IEE799I": c.IEE799I_TEXT,
}


@renders(IoReply)
def render_io_reply(msg: IoReply) -> list[str]:
    text = _TEXTS[msg.msgid].format(what=msg.what, chp=msg.chp, dev=msg.dev, reason=msg.reason)
    return [f"{msg.msgid} {text}"]
