"""Time moving for the z/VM machine: due events applied, and what they said."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.systems.zvm.model.directory import Guest
from zconsole.systems.zvm.model.events import LOGOFF, LOGON

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.events import Event
    from zconsole.systems.zvm.model.machine import ZvmMachine


def settle(machine: ZvmMachine, now: dt.datetime) -> list[tuple[dt.datetime, str, dict[str, object]]]:
    """Apply every event due by ``now``; return (when, catalog key, fields) of each line said."""
    from zconsole.systems.zvm.model import ipl

    said: list[tuple[dt.datetime, str, dict[str, object]]] = []
    for event in machine.events.due(now):
        if event.kind in ipl.KINDS:
            said.extend(
                (event.time, key, fields) for key, fields in ipl.apply(machine, event.kind, event.time)
            )
        else:
            said.extend((event.time, key, fields) for key, fields in _apply(machine, event))
    return said


def _apply(machine: ZvmMachine, event: Event) -> list[tuple[str, dict[str, object]]]:
    if event.kind == LOGON:
        entry = machine.directory.get(event.userid)
        if entry is None or event.userid in machine.guests:
            return []
        machine.guests[event.userid] = Guest(event.userid, "DSC", event.time, entry.storage_mb)
        said: list[tuple[str, dict[str, object]]] = [
            ("AUTO_LOGON", {"userid": event.userid, "users": len(machine.guests)})
        ]
        if entry.ipl and entry.ipl != "CMS":
            said.append(("HCPCLS6056I", {"userid": event.userid}))
        return said
    if event.kind == LOGOFF:
        guest = machine.guests.pop(event.userid, None)
        if guest is None:
            return []
        return [
            (
                "LOGOFF",
                {
                    "terminal": guest.terminal,
                    "userid": event.userid,
                    "users": len(machine.guests),
                    "by": event.by,
                },
            )
        ]
    return []
