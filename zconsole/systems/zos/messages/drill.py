"""Message values and renderers of drills (ZCN300I-ZCN307I): objectives, mistakes, hints, the end."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class DrillBegins:
    name: str
    until: str


@attrs.frozen
class ObjectiveMet:
    text: str


@attrs.frozen
class ObjectiveLost:
    text: str


@attrs.frozen
class ObjectiveMissed:
    text: str


@attrs.frozen
class MistakeNoted:
    text: str
    penalty: int


@attrs.frozen
class Hint:
    number: int
    of: int
    text: str


@attrs.frozen
class NoMoreHints:
    pass


@attrs.frozen
class DrillEnded:
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
