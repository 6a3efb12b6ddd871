"""PAGEADD (IEE782I, IEE783I), PAGEDEL (IEE201I-IEE204I), IEA940I and the IPL notices
(the wait state an IPL may end in is the living machine's ZCN021W, model/living/notices.py)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import message_id, renders
from zconsole.systems.zos.model.pagedel_notices import Iee202i


@attrs.frozen
class Iee782i:
    """PAGEADD did not add a data set."""

    msgid: ClassVar[str] = "IEE782I"
    template: ClassVar[str] = "IEE782I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dsname: str
    reason: str


@attrs.frozen
class Iee783i:
    """PAGEADD added a data set."""

    msgid: ClassVar[str] = "IEE783I"
    template: ClassVar[str] = "IEE783I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dsname: str


@attrs.frozen
class Iee201i:
    """PAGEDEL: a data set name that cannot be used."""

    msgid: ClassVar[str] = "IEE201I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dsname: str
    reason: str


@attrs.frozen
class Iee203i:
    """PAGEDEL accepted: highlighted (action) until the command completes (DOC)."""

    msgid: ClassVar[str] = "IEE203I"
    unsolicited: ClassVar[bool] = False

    dsname: str
    action: str
    flagged: bool = True


@attrs.frozen
class Iee204i:
    """PAGEDEL rejected as a whole."""

    msgid: ClassVar[str] = "IEE204I"
    template: ClassVar[str] = "IEE204I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    reason: str


@attrs.frozen
class Iea940i:
    """The page data sets opened at IPL, listed because PAGE= had L."""

    msgid: ClassVar[str] = "IEA940I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    rows: tuple[tuple[str, str], ...]  # (type as IEA940I prints it, dsname)


@attrs.frozen
class PageSkipped:
    """ZCN012W: a data set named on PAGE= that the IPL did not use."""

    msgid: ClassVar[str] = "ZCN012W"
    template: ClassVar[str] = "ZCN012W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dsname: str
    reason: str


@attrs.frozen
class NonvioIgnored:
    """ZCN013W: a NONVIO= name that is not a local on PAGE= (DOC: ignored with a message)."""

    msgid: ClassVar[str] = "ZCN013W"
    template: ClassVar[str] = "ZCN013W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    dsname: str


@renders(Iee201i)
def render_iee201i(msg: Iee201i) -> list[str]:
    layout = c.IEE201I_GLUED if msg.reason.startswith("(") else c.IEE201I_TEXT
    return ["IEE201I " + layout.format(dsname=msg.dsname, reason=msg.reason)]


@renders(Iee202i)
def render_iee202i(msg: Iee202i) -> list[str]:
    return ["IEE202I " + c.IEE202I_TEXT.format(dsname=msg.dsname, done=c.IEE202I_DONE[msg.action])]


@renders(Iee203i)
def render_iee203i(msg: Iee203i) -> list[str]:
    text = c.IEE203I_TEXT.format(dsname=msg.dsname, action=msg.action)
    return [message_id("IEE203I", msg.flagged) + " " + text]


@renders(Iea940i)
def render_iea940i(msg: Iea940i) -> list[str]:
    lines = ["IEA940I " + c.IEA940I_TITLE]
    for kind, dsn in msg.rows:
        label = f"{kind} ".ljust(c.IEA940I_TYPE_WIDTH, ".")
        lines.append(c.IEA940I_ROW.format(label=label, dsn=dsn))
    return lines
