"""ZCN100I / ZCN101I: HELP - the command list and manual pages as console text."""

from __future__ import annotations

from zconsole.messages import catalog as c
from zconsole.messages.render import renders
from zconsole.messages.roff import to_text
from zconsole.values import frozen


@frozen
class HelpIndex:
    """HELP: one row per command page: the topic to type and what it covers."""

    rows: tuple[tuple[str, str], ...]


@frozen
class HelpPage:
    """HELP topic: the manual page, in roff, shown as text."""

    topic: str
    roff: str


@frozen
class HelpUnknown:
    topic: str


@renders(HelpIndex)
def render_help_index(msg: HelpIndex) -> list[str]:
    return ["ZCN100I " + c.ZCN100I_INDEX,
            *(c.HELP_INDEX_ROW.format(topic=t, what=w) for t, w in msg.rows)]


@renders(HelpPage)
def render_help_page(msg: HelpPage) -> list[str]:
    return ["ZCN100I " + c.ZCN100I_TEXT.format(topic=msg.topic), *to_text(msg.roff, c.HELP_WIDTH)]


@renders(HelpUnknown)
def render_help_unknown(msg: HelpUnknown) -> list[str]:
    return ["ZCN101I " + c.ZCN101I_TEXT.format(topic=msg.topic)]
