"""The bottom toolbar: system name, console time, outstanding WTORs and action messages,
SCM online/defined, last message id, fitted to the terminal's width (parts are dropped,
least useful first, never cut off)."""

from __future__ import annotations

from zconsole.console.session import Session
from zconsole.systems.zos.model.core.units import format_amount
from zconsole.systems.zos.model.paging.scm import IncrementStatus

HINTS = "HELP  TAB  CTRL-D"
SYSTEM_NAME_WIDTH = 8  # a z/OS system name has at most 8 characters; a longer one is cut


def toolbar_parts(session: Session, last_msgid: str) -> list[str]:
    """The parts, most useful first: system, time, what is held, SCM, last message id,
    key hints."""
    machine = session.machine
    parts = [machine.system_name[:SYSTEM_NAME_WIDTH], session.context.clock.stamp()]
    held = held_part(session)
    if held:
        parts.append(held)
    if machine.scm is not None:
        online = format_amount(machine.scm.amount_mb(IncrementStatus.ONLINE))
        parts.append(f"SCM {online}/{format_amount(machine.scm.defined_mb)} ONLINE")
    else:
        parts.append("NO SCM")
    parts.append(f"LAST {last_msgid or '-'}")
    parts.append(HINTS)
    return parts


def held_part(session: Session) -> str:
    """What waits for the operator, as a console's held-message indicator shows it: how
    many WTORs and action messages are outstanding, and the newest (issue 21 item 20);
    nothing when none is. Read only: it never boots the living machine."""
    machine = session.machine
    if not machine.is_living:
        return ""
    replies = machine.living(session.context.clock.now()).replies
    if not replies.requests:
        return ""
    wtors, actions = len(replies.wtors()), len(replies.actions())
    newest = replies.requests[-1]
    flag = f"*{newest.reply_id:0{replies.width}d} " if newest.reply_id is not None else "*"
    return f"{wtors} WTOR {actions} ACT {flag}{newest.msgid}"


def toolbar_text(session: Session, last_msgid: str, width: int = 80) -> str:
    """The bar for a terminal ``width`` columns wide, at most ``width - 1`` characters
    (the last column is left alone: some terminals scroll when it is written)."""
    parts = toolbar_parts(session, last_msgid)
    room = max(width - 1, 1)
    while parts:
        for separator in ("  |  ", " | "):
            text = " " + separator.join(parts)
            if len(text) <= room:
                return text
        parts.pop()  # drop the least useful part and try again
    return ""
