"""What z/OS shows in the shell's status line: what is held for the operator (WTORs and
action messages) and SCM online/defined. Read only: it never boots the living machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.console.session import Session


def status_fields(session: Session) -> list[str]:
    """The fields between the time and the last message id, most useful first."""
    from zconsole.systems.zos.model.core.units import format_amount
    from zconsole.systems.zos.model.paging.scm import IncrementStatus

    machine = session.machine
    parts = []
    held = held_part(session)
    if held:
        parts.append(held)
    if machine.scm is not None:
        online = format_amount(machine.scm.amount_mb(IncrementStatus.ONLINE))
        parts.append(f"SCM {online}/{format_amount(machine.scm.defined_mb)} ONLINE")
    else:
        parts.append("NO SCM")
    return parts


def held_part(session: Session) -> str:
    """What waits for the operator, as a console's held-message indicator shows it: how
    many WTORs and action messages are outstanding, and the newest; nothing when none is."""
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
