"""ZCN100I / ZCN101I: HELP - the command list and manual pages as console text."""

from __future__ import annotations

import textwrap
from typing import ClassVar

import attrs

from zconsole.console.roff import to_text
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class HelpIndex:
    """HELP: one row per command page: the topic to type and what it covers."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    rows: tuple[tuple[str, str], ...]


@attrs.frozen
class HelpPage:
    """HELP topic: the manual page, in roff, shown as text."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    topic: str
    roff: str


@attrs.frozen
class HelpUnknown:
    msgid: ClassVar[str] = "ZCN101I"
    template: ClassVar[str] = "ZCN101I_TEXT"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    topic: str


def help_index_lines(msg: HelpIndex, width: int = c.HELP_WIDTH) -> list[str]:
    """The list, each description filled to ``width`` under its own column."""
    lines = ["ZCN100I " + c.ZCN100I_INDEX]
    indent = len(c.HELP_INDEX_ROW.format(topic="", what=""))
    for topic, what in msg.rows:
        first, *rest = textwrap.wrap(what, width=max(width - indent, 20), break_on_hyphens=False) or [""]
        lines.append(c.HELP_INDEX_ROW.format(topic=topic, what=first))
        lines += [" " * indent + more for more in rest]
    return lines


def help_page_lines(msg: HelpPage, width: int = c.HELP_WIDTH) -> list[str]:
    """The page as text filled to ``width`` columns (the shell passes the terminal's)."""
    return ["ZCN100I " + c.ZCN100I_TEXT.format(topic=msg.topic), *to_text(msg.roff, width)]


@renders(HelpIndex)
def render_help_index(msg: HelpIndex) -> list[str]:
    return help_index_lines(msg)


@renders(HelpPage)
def render_help_page(msg: HelpPage) -> list[str]:
    return help_page_lines(msg)


@attrs.frozen
class HelpText:
    """Help already laid out for a terminal of some width (the shell makes these)."""

    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    lines: tuple[str, ...]

    @classmethod
    def of_page(cls, msg: HelpPage, width: int) -> HelpText:
        return cls(tuple(help_page_lines(msg, width)))

    @classmethod
    def of_index(cls, msg: HelpIndex, width: int) -> HelpText:
        return cls(tuple(help_index_lines(msg, width)))


@renders(HelpText)
def render_help_text(msg: HelpText) -> list[str]:
    return list(msg.lines)
