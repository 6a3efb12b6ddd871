"""Names the model offers for completion, by value terminal of the grammar and by what
the line says so far (read-only: completion never changes the machine)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

from zconsole.console.session import Session
from zconsole.systems.zos.model.living.workload import Kind

# Where a device's own CHPIDs fit: VARY PATH(dddd, and D M=DEV(dddd,(
_DEVICE_CHPID = re.compile(r"(?:PATH\(|M=DEV(?:ICE)?\()\s*(/?[0-9A-F]{1,5})\s*,\s*\(?\s*$")
_CU_NUMBER = re.compile(r"M=CU\(\s*$")
# Where a console name fits (D C,CN=  K S,L=  SE 'x',CN=) and a TSO user (SE 'x',USER=()
_CONSOLE_NAME = re.compile(r"(?:CN|L)=\s*$")
_TSO_USER = re.compile(r"USER=\(?(?:[A-Z0-9#@$]+,)*\s*$")
_JOBS_VERB = re.compile(r"\s*(?:F|MODIFY)\s+$|\s*D(?:ISPLAY)?\s+(?:J|JOBS|A)\s*,\s*$")


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


# The verb a line starts with, for names that depend on the command.
_VERB = re.compile(r"\s*([A-Z.]+)")
_D_A = re.compile(r"\s*D(?:ISPLAY)?\s+A\s*,\s*$")


class Names:
    """A function: grammar value terminal name -> candidate values from the machine that
    fit at that place of the line ``before`` (the text before the cursor); ``notes`` then
    says, in operator's words, what each value offered is."""

    def __init__(self, session: Session, before: str = "") -> None:
        self.session = session
        self.settled = before.upper()
        self.notes: dict[str, str] = {}

    def __call__(  # noqa: C901 - one branch per terminal that takes a name of the machine
        self, terminal: str, partial: str,
    ) -> Iterable[str]:
        machine = self.session.machine
        settled = self.settled[: len(self.settled) - len(partial)]
        if terminal == "DSNAME":
            return self.page_names(settled)
        if terminal == "JOBNAME":
            return self.job_names(settled)
        if terminal == "REPLY_ID":
            return self.reply_ids()
        if terminal == "DEVNUM":
            if _CU_NUMBER.search(settled):
                return sorted(machine.io.control_units)
            names = (device_name(s, n) for s, n in sorted(machine.io.devices))
            return [n for n in names if n.startswith(partial)]
        if terminal == "VOLSER":
            return sorted({d.volume for d in machine.io.devices.values() if d.volume})
        if terminal == "SGNAME":
            sms = machine.facts.sms
            return ["ALL", *(g.name for g in sms.storage_groups)] if sms is not None else []
        if terminal == "CHPID":
            match = _DEVICE_CHPID.search(settled)
            own = device_chpids(self.session, match.group(1)) if match else None
            if own is not None:
                return own
            return [f"{c:02X}" for c in sorted(machine.io.chpids)]
        if terminal == "AMOUNT" and machine.scm is not None:
            return [f"{machine.scm.increment_mb // 1024}G"]
        if terminal == "SUFFIX":
            if settled.rstrip().endswith("SMF="):  # SET SMF=
                return list(machine.facts.config.smf.members)
            return _members(self.session)
        if terminal == "TOPIC":
            from zconsole.systems.zos.commands.help import topics

            return topics()
        return []

    def verb(self, settled: str) -> str:
        match = _VERB.match(settled)
        return match.group(1) if match else ""

    def page_names(self, settled: str) -> list[str]:
        """PAGEADD puts into use what is defined and not in use (PA refuses the others);
        PAGEDEL and D ASM,PAGE= name data sets in use (PD REPLACE: either)."""
        machine = self.session.machine
        in_use = {p.dsname: p for p in machine.page_datasets}
        names = []
        verb = self.verb(settled)
        if verb in ("PA", "PAGEADD") or "REPLACE" in settled:
            for name, space in sorted(machine.page_spaces.items()):
                if name not in in_use:
                    names.append(name)
                    self.notes[name] = f"defined page space, not in use (volume {space.volser})"
        if verb not in ("PA", "PAGEADD"):
            for name, pds in in_use.items():
                names.append(name)
                self.notes[name] = f"{pds.type.value} page data set in use"
        return names

    def job_names(self, settled: str) -> list[str]:
        """START: the procedures; STOP, CANCEL and D A,: what runs."""
        machine = self.session.machine
        # everyday operations: console names, TSO users, MODIFY's and D J's jobs
        if _CONSOLE_NAME.search(settled):
            own = machine.consoles.own
            for con in machine.consoles.consoles:
                self.notes[con.name] = f"{con.type} console" + (", the operator's" if con is own else "")
            return [con.name for con in machine.consoles.consoles]
        if _TSO_USER.search(settled):
            return list(machine.facts.activity.tso_users)
        if _JOBS_VERB.match(settled):
            return self.running()
        verb = self.verb(settled)
        if verb in ("S", "START") and settled.rstrip().endswith(verb):
            procs = [p for p in machine.procedures.values() if p.kind is not Kind.SYSTEM]
            for p in procs:
                what = "a batch job" if p.kind is Kind.JOB else "a started task"
                self.notes[p.name] = f"procedure: {what}"
            return sorted(p.name for p in procs)
        if (verb in ("P", "STOP", "C", "CANCEL") and settled.rstrip().endswith(verb)) or _D_A.match(settled):
            return self.running()
        return []

    def running(self) -> list[str]:
        """The address spaces that run, by job name (before the machine first lives, the
        ones its IPL starts: completion never changes the machine)."""
        machine = self.session.machine
        if not machine.is_living:
            for p in machine.ipl_procedures():
                if p.kind is not Kind.SYSTEM:
                    self.notes[p.name] = "running (started at IPL)"
            return sorted(self.notes)
        living = machine.living(self.session.context.clock.now())
        asids: dict[str, list[int]] = {}
        for space in living.user_spaces():
            asids.setdefault(space.jobname, []).append(space.asid)
        for name, ids in asids.items():
            self.notes[name] = "running, ASID " + ",".join(f"{a:04X}" for a in ids)
        return sorted(asids)

    def reply_ids(self) -> list[str]:
        """The reply ids of the WTORs waiting for an answer."""
        machine = self.session.machine
        if not machine.is_living:
            return []
        replies = machine.living(self.session.context.clock.now()).replies
        ids = []
        for request in replies.wtors():
            rid = f"{request.reply_id:0{replies.width}d}"
            ids.append(rid)
            self.notes[rid] = f"answers {request.msgid} {request.text}"
        return ids


def provider(session: Session, before: str = "") -> Names:
    """The names that fit at the end of ``before`` (see Names)."""
    return Names(session, before)


def _members(session: Session) -> list[str]:
    from zconsole.resources import data_dir

    parmlib = getattr(session.context, "parmlib", None)  # z/OS's context has one
    folder = str(parmlib) if parmlib else data_dir("parmlib")
    try:
        return sorted(n[6:] for n in os.listdir(folder) if n.startswith("IEASYS") and len(n) == 8)
    except OSError:
        return []

