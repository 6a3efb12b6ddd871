"""The bottom toolbar: system name, console time, SCM online/defined, last message id."""

from __future__ import annotations

from zconsole.model.scm import IncrementStatus
from zconsole.model.units import format_amount
from zconsole.session import Session


def toolbar_text(session: Session, last_msgid: str) -> str:
    machine = session.machine
    parts = [machine.system_name, session.context.clock.stamp()]
    if machine.scm is not None:
        online = format_amount(machine.scm.amount_mb(IncrementStatus.ONLINE))
        parts.append(f"SCM {online}/{format_amount(machine.scm.defined_mb)} ONLINE")
    else:
        parts.append("NO SCM")
    parts.append(f"LAST {last_msgid or '-'}")
    parts.append("HELP  TAB  CTRL-D")  # short: the whole bar fits 80 columns
    return " " + "  |  ".join(parts)
