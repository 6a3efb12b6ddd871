"""Where JES2 meets the living machine: boot, address spaces starting and ending, batch
jobs waiting for and running in initiators, track groups filling, $HASP050.

living.py calls in here at five places (IPL, an address space created or ended, a
"jes2" event, ASIDs to keep free); everything else JES2 does starts from a command.
"""

from __future__ import annotations

import datetime as dt
import heapq
import math
from typing import TYPE_CHECKING

from zconsole.systems.zos.model.jes2.config import default_config
from zconsole.systems.zos.model.jes2.queue import (
    ACTIVE,
    AWAITING,
    BATCH_PRIORITY,
    DRAINED,
    DRAINING,
    EXECUTING,
    HARDCOPY,
    INACTIVE,
    RESOURCES,
    Initiator,
    Jes2,
    Job,
)
from zconsole.systems.zos.model.living.events import EventKind
from zconsole.systems.zos.model.living.workload import AddressSpace, Kind, Procedure, under_jes2

# The notices of JES2 and of the living machine are imported where an event speaks
# (docs/architecture.md).

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.engine import Living
    from zconsole.systems.zos.model.living.host import Host as Machine

EVENT = EventKind.JES2
MAX_CROSSING_STEPS = 3600  # seconds looked ahead past the continuous crossing (whole TGs)


class LiveJes2(Jes2):
    """JES2 as the living machine holds it: the engine calls these (it cannot import
    this room), and they act through the functions below."""

    def on_started(self, living: Living, machine: Machine, space: AddressSpace) -> None:
        started(living, machine, space)

    def on_ended(self, living: Living, machine: Machine, space: AddressSpace, abend: str | None,
                 now: dt.datetime) -> list[Message]:
        return ended(living, machine, space, abend, now)

    def on_event(self, living: Living, machine: Machine, now: dt.datetime) -> list[Message]:
        return event(living, machine, now)


def jes2_of(living: Living, machine: Machine) -> Jes2:
    """The machine's JES2, booted from its [jes2] tables (or the default) when first needed."""
    if living.jes2 is None:
        config = machine.jes2 or default_config()
        if not config.active:
            raise LookupError("this machine has no JES2")
        living.jes2 = LiveJes2.boot(config, config.member or machine.system_name)
        if config.jnumbase and not living.spaces:  # at IPL, before its started tasks
            procs = machine.ipl_procedures()
            ipl_jobs = sum(1 for p, jes in zip(procs, under_jes2(procs), strict=True)
                           if jes and p.kind is not Kind.SYSTEM)
            living.next_job = max(1, config.jnumbase - ipl_jobs)
        assert living.now is not None
        for space in sorted(living.spaces.values(), key=lambda a: a.asid):
            started(living, machine, space)
    jes2: Jes2 = living.jes2
    return jes2


def started(living: Living, machine: Machine, space: AddressSpace) -> None:
    """A started task (or a batch job in its initiator) is executing: it is on the queue."""
    # A JOB-kind address space not started by an initiator (an OMVS fork at IPL) is not
    # JES2's: $DA shows no active job for it (REAL-px: ADCD's $DA beside INETD4, SSHD4).
    if space.system or space.kind is not Kind.STC or not space.job_id or living.jes2 is None:
        return
    jes2: Jes2 = living.jes2
    if space.job_id in jes2.jobs:
        return
    now = living.now or space.started
    volume = jes2.pick_volume(now)
    job = Job(space.job_id, space.jobname, "STC", "STC", 1, EXECUTING, volume,
              tgs=jes2.first_tgs(volume, now), asid=space.asid, since=now)
    jes2.jobs[job.number] = job


def ended(living: Living, machine: Machine, space: AddressSpace, abend: str | None,
          now: dt.datetime) -> list[Message]:
    """Its address space ended: the job's output waits for hardcopy; a batch job's
    initiator is free again and selects the next job of its classes."""
    if living.jes2 is None or space.job_id not in living.jes2.jobs:
        return []
    jes2: Jes2 = living.jes2
    job = jes2.jobs[space.job_id]
    job.settle(now)
    job.status, job.asid, job.ends, job.waiting_space = HARDCOPY, None, None, False
    job.joes = max(job.joes, 1)
    if abend is not None:
        job.cc = f"ABENDED,ABEND=({abend},U0000)"
    else:
        job.cc = f"COMPLETED,RC={space.proc.rc}"
    said: list[Message] = []
    init = jes2.initiator(job.init) if job.init else None
    job.init = None
    if init is not None:
        init.job = None
        init.status = DRAINED if init.status == DRAINING else INACTIVE
        said += select(living, machine, now)
        if init.status == INACTIVE and machine.release.hasp309:
            from zconsole.systems.zos.model.jes2 import notices as jn

            said.append(jn.Hasp309(init.shown, init.classes))
    said += check(living, machine, now)
    return said


def submit(living: Living, machine: Machine, proc: Procedure, jobname: str,
           now: dt.datetime) -> list[Message]:
    """START of a procedure with a JOB card: JES2 reads it in (INTRDR) and queues it
    AWAITING EXECUTION; a free initiator of its class runs it at once."""
    from zconsole.systems.zos.model.living import notices as n
    jes2 = jes2_of(living, machine)
    number = jes2.number_free(living.next_job)
    living.next_job = number + 1
    volume = jes2.pick_volume(now)
    job = Job(number, jobname, "JOB", proc.job_class, BATCH_PRIORITY, AWAITING, volume,
              tgs=jes2.first_tgs(volume, now), proc=proc.name)
    jes2.jobs[number] = job
    jobid = f"JOB{number:05d}"
    sender = _submitter(living, jes2, proc) if machine.release.hasp100_from else None
    said: list[Message] = [
        n.Hasp100(jobname, "INTRDR", jobid=jobid) if sender is None
        else n.Hasp100From(jobname, "INTRDR", jobid=jobid, programmer=proc.programmer, submitter=sender)]
    if proc.owner is not None:
        from zconsole.systems.zos.model.jes2 import notices as jn

        said.append(jn.Irr010i(proc.owner))
    said += select(living, machine, now)
    said += check(living, machine, now)
    return said


def _submitter(living: Living, jes2: Jes2, proc: Procedure) -> str | None:
    """``jobid user`` of the address space that submits ``proc`` (its ``submitter``): a
    started task executing under JES2, else a TSO user's job on the queue (the newest).
    Its user is the job's own (its owner, propagated from the submitter: IRR010I), else
    the submitter's. None when the procedure names none or the submitter is not there
    (INFERRED: then JES2 has no one to name)."""
    if proc.submitter is None:
        return None
    for space in sorted(living.spaces.values(), key=lambda a: -a.job_id):
        if space.jobname == proc.submitter and space.job_id and not space.system:
            return f"{space.job_label} {proc.owner or space.proc.user}"
    users = [j for j in jes2.jobs.values() if j.type == "TSU" and j.name == proc.submitter]
    if users:
        newest = max(users, key=lambda j: j.number)
        return f"{newest.label} {proc.owner or newest.name}"
    return None


def select(living: Living, machine: Machine, now: dt.datetime) -> list[Message]:
    """Every free initiator takes the next job of its classes, in initiator order."""
    jes2: Jes2 = living.jes2
    said: list[Message] = []
    for init in jes2.inits:
        if init.status != INACTIVE:
            continue
        job = jes2.waiting_for(init)
        if job is None or job.proc not in machine.procedures:
            continue
        said += _run(living, machine, jes2, init, job, now)
    return said


def _run(living: Living, machine: Machine, jes2: Jes2, init: Initiator, job: Job,
         now: dt.datetime) -> list[Message]:
    from zconsole.systems.zos.model.jes2 import notices as jn
    proc = machine.procedures[job.proc or ""]
    if init.asid is None:
        init.asid = living.free_asid()
    job.status, job.init, job.asid = EXECUTING, init.name, init.asid
    job.settle(now, proc.output)
    job.ends = now + dt.timedelta(minutes=proc.runtime) if proc.runtime else None
    init.status, init.job = ACTIVE, job.number
    said: list[Message] = []
    if proc.owner is not None:
        # INFERRED: a user no job verified since IPL was last verified at the IPL.
        ipl = min((s.started for s in living.spaces.values()), default=now)
        said.append(jn.Ich70001i(proc.owner, jes2.last_access.get(proc.owner, ipl)))
        jes2.last_access[proc.owner] = now
    said.append(jn.Hasp373Batch(job.name, init.shown, job.job_class, jes2.member,
                                machine.release.batch_class_wide,
                                jobid=f"JOB{job.number:05d}"))
    said += living.run_in(machine, proc, job.name, now, init.asid, job.number)
    reschedule(living, now)
    return said


def event(living: Living, machine: Machine, now: dt.datetime) -> list[Message]:
    """A batch job's run time is over, or the spool crossed a warning level."""
    jes2 = jes2_of(living, machine)
    said: list[Message] = []
    due = sorted((j for j in jes2.jobs.values() if j.ends is not None and j.ends <= now),
                 key=lambda j: (j.ends, j.number))
    for job in due:
        space = living.spaces.get(job.asid) if job.asid is not None else None
        if space is not None and space.job_id == job.number:
            said += living.end(machine, space, now)
    spool_full(jes2, machine, now)
    said += check(living, machine, now)
    reschedule(living, now)
    return said


def check(living: Living, machine: Machine, now: dt.datetime) -> list[Message]:
    """$HASP050 for each resource at or over its warning level; relief deletes it."""
    from zconsole.systems.zos.model.jes2 import notices as jn
    jes2: Jes2 = living.jes2
    said: list[Message] = []
    for resource in RESOURCES:
        pct, warn = jes2.usage(resource, now)
        tag = f"$HASP050 {resource}"
        if warn and pct >= warn and resource not in jes2.short:
            jes2.short.append(resource)
            message = jn.Hasp050(resource, int(pct))
            said.append(message)
            text = f"JES2 RESOURCE SHORTAGE OF {resource} - {int(pct)}% UTILIZATION REACHED"
            living.replies.issue_action("$HASP050", text, now, tag)
        elif resource in jes2.short and not (warn and pct >= warn):
            jes2.short.remove(resource)
            living.replies.delete(tag)
    return said


def reschedule(living: Living, now: dt.datetime) -> None:
    """One "jes2" event at JES2's next moment: a batch job's end or the spool's next warning."""
    jes2: Jes2 = living.jes2
    living.events = [e for e in living.events if e.kind is not EVENT]
    heapq.heapify(living.events)
    times = [j.ends for j in jes2.jobs.values() if j.ends is not None]
    for moment in (_tg_crossing(jes2, now), _fills(jes2, now)):
        if moment is not None:
            times.append(moment)
    if times:
        living.schedule(max(min(times), now), EVENT)


def _tg_crossing(jes2: Jes2, now: dt.datetime) -> dt.datetime | None:
    """When the track groups in use next reach the warning level (whole seconds)."""
    if "TGS" in jes2.short or not jes2.config.tgwarn:
        return None
    mark = math.ceil(jes2.tg_total() * jes2.config.tgwarn / 100)
    return _reaches(list(jes2.jobs.values()), mark, now)


def _reaches(jobs: list[Job], mark: int, now: dt.datetime) -> dt.datetime | None:
    """The first whole second at which ``jobs`` hold ``mark`` track groups, None if
    they write nothing. Only the writing ones are summed again, second by second past
    the continuous estimate (whole track groups lag it by less than one each)."""
    writing = [j for j in jobs if j.since is not None and j.rate]
    fixed = sum(j.tgs for j in jobs if not (j.since is not None and j.rate))
    rate = sum(j.rate for j in writing)
    used = fixed + sum(j.tgs_at(now) for j in writing)
    if used >= mark:
        return now
    if not rate:
        return None
    at = now + dt.timedelta(seconds=math.ceil((mark - used) * 60 / rate))
    for _ in range(MAX_CROSSING_STEPS):
        if fixed + sum(j.tgs_at(at) for j in writing) >= mark:
            return at
        at += dt.timedelta(seconds=1)
    return at


def _fills(jes2: Jes2, now: dt.datetime) -> dt.datetime | None:
    """When a spool volume that jobs write to is next full."""
    times = []
    for v in jes2.volumes:
        on = [j for j in jes2.jobs.values() if j.volume == v.volser]
        if any(j.rate for j in on):
            at = _reaches(on, v.tgnum, now)
            if at is not None:
                times.append(at)
    return min(times, default=None)


def spool_full(jes2: Jes2, machine: Machine, now: dt.datetime) -> None:
    """A full volume takes no more: the jobs writing to it wait for space (their track
    groups fixed at what fits); with space again, they write on (INFERRED: JES2 holds a
    job's output writes while no track group is free)."""
    for v in jes2.volumes:
        on = [j for j in jes2.jobs.values() if j.volume == v.volser]
        writing = sorted((j for j in on if j.rate), key=lambda j: j.number)
        used = sum(j.tgs_at(now) for j in on)
        if writing and used >= v.tgnum:
            over = used - v.tgnum
            for job in writing:
                job.settle(now)
                job.waiting_space = True
            for job in reversed(writing):  # whole-second steps may pass the edge: give back
                back = min(over, max(job.tgs - 1, 0))
                job.tgs -= back
                over -= back
        elif used < v.tgnum:
            for job in on:
                if job.waiting_space and job.status == EXECUTING and job.proc in machine.procedures:
                    job.waiting_space = False
                    job.settle(now, machine.procedures[job.proc or ""].output)


# --- operator actions ($S I, $P I, $T I, $P J/$C J/$P O) ---------------------------------
def start_inits(living: Living, machine: Machine, inits: list[Initiator], now: dt.datetime) -> list[Message]:
    for init in inits:
        if init.status in (DRAINED, DRAINING):
            init.status = ACTIVE if init.job is not None else INACTIVE
    return select(living, machine, now)


def drain_inits(inits: list[Initiator]) -> None:
    for init in inits:
        if init.status == ACTIVE:
            init.status = DRAINING
        elif init.status == INACTIVE:
            init.status = DRAINED


def purge(living: Living, machine: Machine, job: Job, now: dt.datetime,
          take_id: Callable[[], int] | None = None) -> list[Message]:
    """The job leaves the queue: cancelled first if it executes, its track groups,
    output elements and queue element freed."""
    said: list[Message] = []
    if job.status == EXECUTING and job.asid is not None:
        space = living.spaces.get(job.asid)
        if space is not None and space.job_id == job.number:
            said += living.end(machine, space, now, "S222", take_id)
    if living.jes2 is not None and job.number in living.jes2.jobs:
        del living.jes2.jobs[job.number]
        spool_full(living.jes2, machine, now)  # writers waiting for space write on
    said += check(living, machine, now)
    reschedule(living, now)
    return said


def kind_of(job: Job) -> Kind:
    return Kind.JOB if job.type == "JOB" else Kind.STC
