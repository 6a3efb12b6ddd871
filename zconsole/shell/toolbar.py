"""The bottom toolbar: system name, console time, SCM online/defined, last message id,
fitted to the terminal's width (parts are dropped, least useful first, never cut off)."""

from __future__ import annotations

from zconsole.model.core.units import format_amount
from zconsole.model.paging.scm import IncrementStatus
from zconsole.session import Session

HINTS = "HELP  TAB  CTRL-D"
SYSTEM_NAME_WIDTH = 8  # a z/OS system name has at most 8 characters; a longer one is cut


def toolbar_parts(session: Session, last_msgid: str) -> list[str]:
    """The parts, most useful first: system, time, SCM, last message id, key hints."""
    machine = session.machine
    parts = [machine.system_name[:SYSTEM_NAME_WIDTH], session.context.clock.stamp()]
    if machine.scm is not None:
        online = format_amount(machine.scm.amount_mb(IncrementStatus.ONLINE))
        parts.append(f"SCM {online}/{format_amount(machine.scm.defined_mb)} ONLINE")
    else:
        parts.append("NO SCM")
    parts.append(f"LAST {last_msgid or '-'}")
    parts.append(HINTS)
    return parts


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
