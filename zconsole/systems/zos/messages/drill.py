"""Message values and renderers of drills (ZCN300I-ZCN307I): objectives, mistakes, hints, the end."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class DrillBegins:
    msgid: ClassVar[str] = "ZCN300I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    name: str
    until: str


@attrs.frozen
class ObjectiveMet:
    msgid: ClassVar[str] = "ZCN301I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class ObjectiveLost:
    msgid: ClassVar[str] = "ZCN302W"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class ObjectiveMissed:
    msgid: ClassVar[str] = "ZCN303W"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class MistakeNoted:
    msgid: ClassVar[str] = "ZCN304W"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str
    penalty: int


@attrs.frozen
class Hint:
    msgid: ClassVar[str] = "ZCN305I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    number: int
    of: int
    text: str


@attrs.frozen
class NoMoreHints:
    msgid: ClassVar[str] = "ZCN306I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    pass


@attrs.frozen
class DrillEnded:
    msgid: ClassVar[str] = "ZCN307I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    why: str


@renders(DrillBegins)
def _begins(msg: DrillBegins) -> list[str]:
    return ["ZCN300I " + c.ZCN300I_TEXT.format(name=msg.name.upper(), until=msg.until)]


@renders(ObjectiveMet)
def _met(msg: ObjectiveMet) -> list[str]:
    return ["ZCN301I " + c.ZCN301I_TEXT.format(text=msg.text)]


@renders(ObjectiveLost)
def _lost(msg: ObjectiveLost) -> list[str]:
    return ["ZCN302W " + c.ZCN302W_TEXT.format(text=msg.text)]


@renders(ObjectiveMissed)
def _missed(msg: ObjectiveMissed) -> list[str]:
    return ["ZCN303W " + c.ZCN303W_TEXT.format(text=msg.text)]


@renders(MistakeNoted)
def _mistake(msg: MistakeNoted) -> list[str]:
    return ["ZCN304W " + c.ZCN304W_TEXT.format(text=msg.text, penalty=msg.penalty)]


@renders(Hint)
def _hint(msg: Hint) -> list[str]:
    return ["ZCN305I " + c.ZCN305I_TEXT.format(number=msg.number, of=msg.of, text=msg.text)]


@renders(NoMoreHints)
def _no_more(msg: NoMoreHints) -> list[str]:
    return ["ZCN306I " + c.ZCN306I_TEXT]


@renders(DrillEnded)
def _ended(msg: DrillEnded) -> list[str]:
    return ["ZCN307I " + c.ZCN307I_TEXT.format(why=msg.why)]
