"""Names the model offers for completion, by value terminal of the grammar and by what
the line says so far (read-only: completion never changes the machine)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable

from zconsole.session import Session

# Where a device's own CHPIDs fit: VARY PATH(dddd, and D M=DEV(dddd,(
_DEVICE_CHPID = re.compile(r"(?:PATH\(|M=DEV(?:ICE)?\()\s*(/?[0-9A-F]{1,5})\s*,\s*\(?\s*$")
_CU_NUMBER = re.compile(r"M=CU\(\s*$")
# Where a console name fits (D C,CN=  K S,L=  SE 'x',CN=) and a TSO user (SE 'x',USER=()
_CONSOLE_NAME = re.compile(r"(?:CN|L)=\s*$")
_TSO_USER = re.compile(r"USER=\(?(?:[A-Z0-9#@$]+,)*\s*$")
_START_VERB = re.compile(r"^\s*(?:S|START)\s+$")


def device_name(ssid: int, number: int) -> str:
    return f"{number:04X}" if ssid == 0 else f"{ssid}{number:04X}"


def device_chpids(session: Session, typed: str) -> list[str] | None:
    """The CHPIDs of the device ``typed`` (``7800``, ``/17800``, ``17800``) as the grammar
    writes them; None if there is no such device."""
    digits = typed.lstrip("/")
    ssid, number = (int(digits[0], 16), int(digits[1:], 16)) if len(digits) == 5 else (0, int(digits, 16))
    device = session.machine.io.device(ssid, number)
    if device is None:
        return None
    return [f"{p.chpid:02X}" for p in device.cu.paths]


def provider(session: Session, before: str = "") -> Callable[[str, str], Iterable[str]]:
    """A function: grammar value terminal name -> candidate values from the machine that
    fit at that place of the line ``before`` (the text before the cursor)."""
    settled = before.upper()

    def values(terminal: str, partial: str) -> Iterable[str]:
        machine = session.machine
        if terminal == "DSNAME":
            return [p.dsname for p in machine.page_datasets]
        if terminal == "DEVNUM":
            if _CU_NUMBER.search(settled[: len(settled) - len(partial)]):
                return sorted(machine.io.control_units)
            names = (device_name(s, n) for s, n in sorted(machine.io.devices))
            return [n for n in names if n.startswith(partial)]
        if terminal == "VOLSER":
            return sorted({d.volume for d in machine.io.devices.values() if d.volume})
        if terminal == "SGNAME":
            sms = machine.facts.sms
            return ["ALL", *(g.name for g in sms.storage_groups)] if sms is not None else []
        if terminal == "CHPID":
            match = _DEVICE_CHPID.search(settled[: len(settled) - len(partial)])
            own = device_chpids(session, match.group(1)) if match else None
            if own is not None:
                return own
            return [f"{c:02X}" for c in sorted(machine.io.chpids)]
        if terminal == "AMOUNT" and machine.scm is not None:
            return [f"{machine.scm.increment_mb // 1024}G"]
        if terminal == "SUFFIX":
            return _members(session)
        if terminal == "JOBNAME":  # everyday operations (issue 25)
            return _job_or_console_names(session, settled[: len(settled) - len(partial)])
        if terminal == "TOPIC":
            from zconsole.commands.help import topics

            return topics()
        return []

    return values


def _members(session: Session) -> list[str]:
    from zconsole.resources import data_dir

    folder = str(session.context.parmlib) if session.context.parmlib else data_dir("parmlib")
    try:
        return sorted(n[6:] for n in os.listdir(folder) if n.startswith("IEASYS") and len(n) == 8)
    except OSError:
        return []


def _job_or_console_names(session: Session, before: str) -> list[str]:
    """Console names after CN= or L=, TSO users after USER=, procedures after S, else the
    job names running (or, before anything runs, those that start with the system)."""
    machine = session.machine
    if _CONSOLE_NAME.search(before):
        return [c.name for c in machine.consoles.consoles]
    if _TSO_USER.search(before):
        return list(machine.facts.activity.tso_users)
    if _START_VERB.match(before):
        return sorted(p.name for p in machine.procedures.values() if p.kind.value != "SYSTEM")
    if machine.is_living:  # never boot the living machine for a completion
        spaces = machine.living(session.context.clock.now()).spaces.values()
        return sorted({a.jobname for a in spaces if not a.system})
    return sorted(p.name for p in machine.ipl_procedures() if p.kind.value != "SYSTEM")
