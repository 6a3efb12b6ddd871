"""VSE/POWER's commands: PDISPLAY (D), PRELEASE (R), PALTER (A), PDELETE (L), PSTART (S),
PSTOP (P). Semantics DOC (VSE/POWER); the answers but 1R46I's INFERRED."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.vse.commands.context import Result, ok, refuse
from zconsole.systems.vse.messages.said import said
from zconsole.systems.vse.model.partitions import STATIC

if TYPE_CHECKING:
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.model.power import Job
    from zconsole.systems.vse.syntax import commands as c


def _display_order(jobs: list[Job]) -> list[Job]:
    """By class, then priority (highest first), then as queued (REAL: the capture's order)."""
    return sorted(jobs, key=lambda j: (j.klass, -j.priority))


def display(cmd: c.Display, ctx: Context) -> Result:
    now, queues = ctx.now(), ctx.machine.power.queues
    if cmd.queue == "A":
        return ok(said("1R48I"))
    if cmd.queue == "Q":
        return ok(said("1R49I"))
    if cmd.queue == "DYNC":
        return ok(said("1R57I"))
    name = "RDR" if cmd.queue == "WRUN" else cmd.queue
    jobs = queues[name]
    if cmd.queue == "WRUN":
        jobs = [j for j in jobs if j.waits_for_run(now)]
    elif cmd.select == "FREE":
        jobs = [j for j in jobs if j.disp in "DK" or j.running]
    elif cmd.select == "FREER":
        jobs = [j for j in jobs if (j.disp in "DK" or j.running) and not j.waits_for_run(now)]
    elif len(cmd.select) == 1:
        jobs = [j for j in jobs if j.klass == cmd.select]
    elif cmd.select:
        jobs = [j for j in jobs if j.name == cmd.select]
    if not jobs:
        return ok(said("1R46I_NONE"))
    numbers = tuple(j.number for j in _display_order(jobs))
    return ok(said("1R46I", queue=name, jobs=numbers, full=cmd.full))


def release(cmd: c.Release, ctx: Context) -> Result:
    """L becomes K, H becomes D (DOC)."""
    jobs = [j for j in ctx.machine.power.find(cmd.queue, cmd.job) if j.disp in "HL"]
    if not jobs:
        return refuse("1R88I_NOJOB", verb="RELEASE")
    for job in jobs:
        job.disp = {"L": "K", "H": "D"}[job.disp]
    return ok(said("1R88I"), changed=True)


def delete(cmd: c.Delete, ctx: Context) -> Result:
    queue = ctx.machine.power.queues[cmd.queue]
    jobs = [j for j in queue if j.name == cmd.job and not j.running]
    if not jobs:
        return refuse("1R88I_NOJOB", verb="DELETE")
    for job in jobs:
        queue.remove(job)
    return ok(said("1R88I"), changed=True)


def alter(cmd: c.Alter, ctx: Context) -> Result:
    jobs = [j for j in ctx.machine.power.find(cmd.queue, cmd.job) if not j.running]
    if not jobs:
        return refuse("1R88I_NOJOB", verb="ALTER")
    for key, value in cmd.changes:
        if (key == "DISP" and (len(value) != 1 or value not in "DKHL")) or (
            key in ("CLASS", "PRI") and (len(value) != 1 or (key == "PRI" and not value.isdigit()))
        ):
            return refuse("1R03I", word=f"{key}={value}")
    for job in jobs:
        for key, value in cmd.changes:
            if key == "DISP":
                job.disp = value
            elif key == "CLASS":
                job.klass = value
            else:
                job.priority = int(value)
    return ok(said("1R88I"), changed=True)


def start(cmd: c.Start, ctx: Context) -> Result:
    part = ctx.machine.partitions.get(cmd.part)
    if part is None or cmd.part == ctx.machine.power_partition or cmd.part not in STATIC:
        return refuse("1R03I", word=cmd.part)
    if cmd.classes:
        if not cmd.classes.isalnum():
            return refuse("1R03I", word=cmd.classes)
        part.classes = cmd.classes
    if not part.classes:
        return refuse("1R03I", word=cmd.part)
    part.started = True
    return ok(said("1R33I", part=cmd.part, state="STARTED"), changed=True)


def stop(cmd: c.Stop, ctx: Context) -> Result:
    part = ctx.machine.partitions.get(cmd.part)
    if part is None or cmd.part == ctx.machine.power_partition or cmd.part not in STATIC:
        return refuse("1R03I", word=cmd.part)
    part.started = False
    return ok(said("1R33I", part=cmd.part, state="STOPPED"), changed=True)
