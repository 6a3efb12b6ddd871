"""IEE305I-IEE312I and IEE535I: the console's answers to lines it cannot accept."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages.catalog import ERROR_TEXTS, VERB_FIELD_WIDTH
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class CommandError:
    """``msgid verb____ TEXT``; the verb is as typed (upper-cased)."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    msgid: str
    verb: str


@renders(CommandError)
def render_command_error(msg: CommandError) -> list[str]:
    return [f"{msg.msgid} {msg.verb:<{VERB_FIELD_WIDTH}} {ERROR_TEXTS[msg.msgid]}"]
