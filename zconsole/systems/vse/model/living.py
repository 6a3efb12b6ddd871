"""Time passing: POWER starts the jobs of the reader queue in the partitions started for
their class, highest priority first, and queues their output when they end. A job's job
control statements run as it starts (model/jobcontrol.py); a partition whose job control
waits for the operator takes no new job.

Messages are (at, catalog key, fields) for the console to write as they arrive.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.systems.vse.model.dynamic import allocate, is_dynamic, why_not
from zconsole.systems.vse.model.jobcontrol import pause, run_job
from zconsole.systems.vse.model.power import Job
from zconsole.systems.vse.model.replies import JOB_CONTROL, PROGRAM, waiting

if TYPE_CHECKING:
    from zconsole.systems.vse.model.machine import VseMachine

Event = tuple[dt.datetime, str, dict[str, object]]


def hhmmss(moment: dt.datetime) -> str:
    return f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"


def _ends(job: Job) -> dt.datetime | None:
    if job.running and job.ends_at is not None:
        return job.ends_at
    if not job.running or job.minutes == 0 or job.started is None:
        return None
    return job.started + dt.timedelta(minutes=job.minutes)


def _ready(machine: VseMachine, classes: str, at: dt.datetime, taken: set[int]) -> list[Job]:
    return [
        job
        for job in machine.power.queues["RDR"]
        if not job.running
        and job.disp in "DK"
        and job.klass in classes
        and not job.waits_for_run(at)
        and job.number not in taken
    ]


def _first(jobs: list[Job]) -> Job:
    return min(jobs, key=lambda j: (-j.priority, j.number))


def _dynamic(
    machine: VseMachine, klass: str, at: dt.datetime, taken: set[int]
) -> tuple[dict[str, Job], list[Event]]:
    """A new dynamic partition for each ready job of dynamic class ``klass`` while the class,
    NPARTS and the task limit allow; POWER says once what stops the next."""
    table = machine.dyn_classes.get(klass)
    chosen: dict[str, Job] = {}
    if table is None or not table.enabled:
        return chosen, []
    while ready := _ready(machine, klass, at, taken):
        job = _first(ready)
        reason = why_not(table, machine.partitions, machine.nparts, machine.tasks())
        if reason:
            if job.blocked == reason:
                return chosen, []
            job.blocked = reason
            return chosen, [(at, "1Q52I", {"job": job.name, "number": job.number, "reason": reason})]
        part = allocate(table, machine.partitions)
        job.blocked = ""
        chosen[part.name] = job
        taken.add(job.number)
    return chosen, []


def _eligible(machine: VseMachine, at: dt.datetime) -> tuple[dict[str, Job], list[Event]]:
    """Each idle started partition's next job (partitions by priority, highest first), new
    dynamic partitions for the dynamic classes' jobs; what POWER said on the way."""
    busy = {job.partition for job in machine.power.queues["RDR"] if job.running}
    taken: set[int] = set()
    chosen: dict[str, Job] = {}
    said: list[Event] = []
    for name in reversed(machine.prty):
        if name in machine.dyn_classes:
            more, told = _dynamic(machine, name, at, taken)
            chosen.update(more)
            said.extend(told)
            continue
        part = machine.partitions.get(name)
        if part is None or not part.started or not part.classes or name in busy:
            continue
        if waiting(machine.replies, name, JOB_CONTROL) is not None:
            continue  # job control talks with the operator
        ready = _ready(machine, part.classes, at, taken)
        if ready:
            job = _first(ready)
            chosen[name] = job
            taken.add(job.number)
    return chosen, said


def next_moment(machine: VseMachine, after: dt.datetime) -> dt.datetime | None:
    """When something next happens after ``after`` (a job ends, a run time comes)."""
    times = [t for job in machine.power.queues["RDR"] if (t := _ends(job)) is not None]
    times += [job.run_at for job in machine.power.queues["RDR"] if job.run_at and job.run_at > after]
    later = [t for t in times if t > after]
    return min(later) if later else None


def settle(machine: VseMachine, now: dt.datetime, since: dt.datetime) -> list[Event]:
    """Run the machine from ``since`` to ``now``: what POWER said on the way."""
    out: list[Event] = []
    at = since
    while True:
        out.extend(_step(machine, at))
        following = next_moment(machine, at)
        if following is None or following > now:
            return out
        at = following


def _step(machine: VseMachine, at: dt.datetime) -> list[Event]:
    machine.steps += 1
    out: list[Event] = []
    reader = machine.power.queues["RDR"]
    for job in list(reader):
        end = _ends(job)
        if end is not None and end <= at:
            out.append((at, "1Q36I" if is_dynamic(job.partition) else "1Q34I", {"part": job.partition}))
            out.extend(_finish(machine, job, at))
    chosen, said = _eligible(machine, at)
    for part, job in chosen.items():
        job.partition, job.started, job.step = part, None, 0
        out.append(
            (
                at,
                "1Q47I",
                {
                    "part": part,
                    "job": job.name,
                    "number": job.number,
                    "origin": job.origin,
                    "time": hhmmss(at),
                },
            )
        )
        out.extend(run_job(machine, job, at))
    out.extend(said)  # what waits, after what started
    return out


def _finish(machine: VseMachine, job: Job, at: dt.datetime) -> list[Event]:
    """A job ended: D leaves the reader queue, K stays as L; its output is queued; an
    attention routine's PAUSE for its partition makes job control wait now."""
    reader = machine.power.queues["RDR"]
    part = job.partition
    # the program ended: its prompt waits no more
    machine.replies[:] = [r for r in machine.replies if (r.partition, r.kind) != (part, PROGRAM)]
    job.partition, job.started, job.run_at, job.step, job.ends_at = "", None, None, 0, None
    if job.disp == "D":
        reader.remove(job)
    else:
        job.disp = "L"
    if job.pages:
        machine.power.queues["LST"].append(
            Job(job.name, job.number, job.priority, "D", "A", pages=job.pages, origin=job.origin)
        )
    if is_dynamic(part):  # freed with its job
        del machine.partitions[part]
        if part in machine.sdl_open:
            machine.sdl_open.remove(part)
        return []
    if part in machine.pause_pending:
        machine.pause_pending.remove(part)
        return [pause(machine, part, at)]
    return []
