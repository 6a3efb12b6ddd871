"""The IPL dialogue on the system operator's console (REAL ipl-banner-start-prompt.txt,
ipl-cold-start-msgs.txt): the banner and the Start prompt, a COLD start's HCPWRS2511A
GO/STOP question, then spool initialisation, the operator's logon and the autologs.

Each step is an event of the machine's queue; what a step says is a list of
(catalog key, fields). The seconds between steps are the captures' (the nucleus loads in
a second, a COLD start's question comes two seconds after its count of files).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.systems.zvm.model.directory import Guest
from zconsole.systems.zvm.model.ipl_state import LOADING, QUESTION, SPOOLING, START

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.machine import ZvmMachine

Said = list[tuple[str, dict[str, object]]]

# Events of the IPL (kinds of the machine's event queue).
BANNER, NUCLEUS, COLD_COUNT, COLD_QUESTION, READY = (
    "ipl-banner",
    "ipl-nucleus",
    "cold-count",
    "cold-question",
    "ready",
)
KINDS = (BANNER, NUCLEUS, COLD_COUNT, COLD_QUESTION, READY)
# REAL (the Start prompt's capitals): the start options and their minimum abbreviations.
OPTIONS = {
    "WARM": "W",
    "FORCE": "F",
    "COLD": "COLD",
    "CLEAN": "CLEAN",
    "DRAIN": "DR",
    "DISABLE": "DI",
    "NODIRECT": "NODIR",
    "NOAUTOLOG": "NOAUTO",
    "SHUTDOWN": "SHUTDOWN",
}
STARTS = ("WARM", "FORCE", "COLD", "CLEAN")


def option_of(word: str) -> str | None:
    for option, minimum in OPTIONS.items():
        if len(minimum) <= len(word) <= len(option) and option.startswith(word):
            return option
    return None


def begin(machine: ZvmMachine, now: dt.datetime) -> None:
    """.IPL: the system goes down (every user off, pending events gone) and loads."""
    machine.guests.clear()
    machine.events.heap.clear()
    machine.ipl.phase, machine.ipl.options = LOADING, ()
    machine.facts.ipl = now
    machine.events.schedule(now, BANNER, "")
    machine.events.schedule(now + dt.timedelta(seconds=1), NUCLEUS, "")


def reply(machine: ZvmMachine, line: str, now: dt.datetime) -> Said:
    """The operator's answer to the Start prompt or to HCPWRS2511A; what is said at once."""
    words = line.split()
    if machine.ipl.phase == START:
        options = tuple(option_of(w) or "" for w in words)
        starts = [o for o in options if o in STARTS]
        if not words or "" in options or len(starts) > 1 or ("SHUTDOWN" in options and len(options) > 1):
            return [("IPL_START_PROMPT", {})]  # INFERRED: anything else is asked again
        if options == ("SHUTDOWN",):
            machine.ipl.phase = ""
            return [("HCPWRS2510I", {})]
        machine.ipl.options = options
        if "COLD" in options:
            machine.ipl.phase = QUESTION
            machine.events.schedule(now + dt.timedelta(seconds=1), COLD_COUNT, "")
            machine.events.schedule(now + dt.timedelta(seconds=3), COLD_QUESTION, "")
        else:
            machine.ipl.phase = SPOOLING
            machine.events.schedule(now + dt.timedelta(seconds=1), READY, "")
        return []
    if machine.ipl.phase == QUESTION:
        answer = words[0] if len(words) == 1 else ""
        if answer == "GO":
            machine.ipl.phase = SPOOLING
            machine.events.schedule(now + dt.timedelta(seconds=1), READY, "")
            return []
        if answer == "STOP":  # INFERRED: the COLD start is given up; the Start prompt again
            machine.ipl.phase = START
            return [("IPL_START_PROMPT", {})]
        return [("HCPWRS2511A", {})]
    return []  # loading or spooling: the console takes no command yet (INFERRED)


def apply(machine: ZvmMachine, kind: str, at: dt.datetime) -> Said:
    f = machine.facts
    if kind == BANNER:
        return [
            ("IPL_VERSION", {"version": f.version, "release": f.release_number, "level": f.service_level})
        ]
    if kind == NUCLEUS:
        machine.ipl.phase = START
        return [
            (
                "IPL_NUCLEUS",
                {
                    "date": f.generated.strftime("%Y-%m-%d"),
                    "time": f.generated.strftime("%H:%M:%S"),
                    "volume": f.cpload_volume,
                },
            ),
            ("IPL_LICENSE", {"year": f.generated.year}),
            ("HCPZCO6718I", {"volume": f.parm_volume, "rdev": _rdev_of(machine, f.parm_volume)}),
            ("HCPZCO6718I_CYL", {"first": f.parm_first, "last": f.parm_last}),
            ("IPL_START_PROMPT", {}),
        ]
    if kind == COLD_COUNT:
        return [("HCPWRS2513I", {"files": f.cold_spool_files})]
    if kind == COLD_QUESTION:
        return [("HCPWRS2511A", {})]
    if kind == READY:
        return _ready(machine, at)
    return []


def _rdev_of(machine: ZvmMachine, volid: str) -> str:
    device = machine.devices.with_volid(volid)
    return device.number if device is not None else "----"


def _ready(machine: ZvmMachine, at: dt.datetime) -> Said:
    """Spooling is up: the operator is logged on, then (unless NOAUTOLOG) the autologs."""
    f = machine.facts
    machine.ipl.phase = ""
    said: Said = [("HCPWRS2512I", {})]
    if f.dump_unit:
        said.append(("DUMP_UNIT", {"rdev": f.dump_unit, "pages": f.dump_pages}))
    said += [
        ("HCPMLM3016I", {}),
        ("HCPAAU2700I", {"system": f.system_name}),
        ("IPL_VERSION_LONG", {"version": f.version, "release": f.release_number, "level": f.service_level}),
        ("LOGMSG_NONE", {}),
        ("FILES_LOGON", {"rdr": "  NO", "prt": "  NO", "pun": "  NO"}),
        (
            "LOGON_AT",
            {
                "time": at.strftime("%H:%M:%S"),
                "zone": f.zone,
                "weekday": at.strftime("%A").upper(),
                "date": at.strftime("%Y-%m-%d" if f.iso_dates else "%m/%d/%y"),
            },
        ),
    ]
    operator = f.operator
    entry = machine.directory.get(operator)
    if entry is not None:
        machine.guests[operator] = Guest(operator, f.operator_terminal, at, entry.storage_mb)
        said.append(
            (
                "GRAF_LOGON",
                {"terminal": f.operator_terminal, "userid": operator, "users": len(machine.guests)},
            )
        )
    said.append(("HCPIOP952I", {"mb": machine.storage.real_mb}))
    said.append(
        (
            "FILES_SPOOL",
            {"rdr": _count(f.operator_rdr), "prt": _count(f.operator_prt), "pun": _count(f.operator_pun)},
        )
    )
    if "NOAUTOLOG" not in machine.ipl.options:
        for userid, dentry in machine.directory.items():
            if dentry.autolog and userid not in machine.guests:
                machine.guests[userid] = Guest(userid, "DSC", at, dentry.storage_mb)
                said.append(("AUTO_LOGON", {"userid": userid, "users": len(machine.guests)}))
    if f.accounting_user and f.accounting_user not in machine.guests:
        said.append(("HCPCRC8082I", {"userid": f.accounting_user}))
    return said


def _count(n: int) -> str:
    return f"{n:07d}" if n else "     NO"
