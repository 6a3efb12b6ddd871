"""IEE712I: the line that ends a CONFIG (or VARY) request."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages.catalog import IEE712I_TEXT
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class Iee712i:
    msgid: ClassVar[str] = "IEE712I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    verb: str = "CONFIG"  # the full verb name, whatever abbreviation was typed (SEED: CF -> CONFIG)


@renders(Iee712i)
def render_iee712i(msg: Iee712i) -> list[str]:
    return ["IEE712I " + IEE712I_TEXT.format(verb=msg.verb)]
