"""The bottom toolbar: system name, console time, what the session's system shows (z/OS:
outstanding WTORs and action messages, SCM online/defined), last message id, fitted to the
terminal's width (parts are dropped, least useful first, never cut off)."""

from __future__ import annotations

from zconsole.console.session import Session

HINTS = "HELP  TAB  CTRL-D"
SYSTEM_NAME_WIDTH = 8  # a system name has at most 8 characters; a longer one is cut


def toolbar_parts(session: Session, last_msgid: str) -> list[str]:
    """The parts, most useful first: system, time, the system's own fields, last message
    id, key hints."""
    system = session.system
    parts = [system.system_name(session.machine)[:SYSTEM_NAME_WIDTH], session.context.clock.stamp()]
    parts.extend(system.status_fields(session))
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
