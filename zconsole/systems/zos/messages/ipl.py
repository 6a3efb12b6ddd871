"""IAR031I and IAR032I: whether SCM pages, written at IPL."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages.catalog import IAR031I_TEXT, IAR032I_TEXT
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class Iar031i:
    msgid: ClassVar[str] = "IAR031I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    value: str  # PAGESCM as coded
    online_mb: int


@attrs.frozen
class Iar032i:
    msgid: ClassVar[str] = "IAR032I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    value: str


@renders(Iar031i)
def render_iar031i(msg: Iar031i) -> list[str]:
    return ["IAR031I " + IAR031I_TEXT.format(value=msg.value, online=msg.online_mb)]


@renders(Iar032i)
def render_iar032i(msg: Iar032i) -> list[str]:
    return ["IAR032I " + IAR032I_TEXT.format(value=msg.value)]
