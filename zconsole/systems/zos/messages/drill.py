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
    template: ClassVar[str] = "ZCN301I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class ObjectiveLost:
    msgid: ClassVar[str] = "ZCN302W"
    template: ClassVar[str] = "ZCN302W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class ObjectiveMissed:
    msgid: ClassVar[str] = "ZCN303W"
    template: ClassVar[str] = "ZCN303W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str


@attrs.frozen
class MistakeNoted:
    msgid: ClassVar[str] = "ZCN304W"
    template: ClassVar[str] = "ZCN304W_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    text: str
    penalty: int


@attrs.frozen
class Hint:
    msgid: ClassVar[str] = "ZCN305I"
    template: ClassVar[str] = "ZCN305I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    number: int
    of: int
    text: str


@attrs.frozen
class NoMoreHints:
    msgid: ClassVar[str] = "ZCN306I"
    template: ClassVar[str] = "ZCN306I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@attrs.frozen
class DrillEnded:
    msgid: ClassVar[str] = "ZCN307I"
    template: ClassVar[str] = "ZCN307I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    why: str


@attrs.frozen
class DrillStays:
    """After the debrief: the trainee may look around the drill's machine."""

    msgid: ClassVar[str] = "ZCN308I"
    template: ClassVar[str] = "ZCN308I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False


@renders(DrillBegins)
def _begins(msg: DrillBegins) -> list[str]:
    return ["ZCN300I " + c.ZCN300I_TEXT.format(name=msg.name.upper(), until=msg.until)]
