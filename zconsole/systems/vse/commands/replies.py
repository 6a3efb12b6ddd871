"""The operator's side of the replies: `nnnn text` answers reply id nnnn, `MSG Fx[,DATA=text]`
gives the attention to the program in Fx, `REPLID` lists what waits, `PAUSE Fx[,EOJ]` makes
Fx's job control wait for the operator after its job (model/replies.py, model/jobcontrol.py).

`MSG Fx` answers READY, then the program's prompt `Fx-nnnn` (DOC, a vendor manual);
`MSG F2,DATA=CEMT P SHUT` (REAL, the operator notes of the captures) hands the text over
without a prompt. The answers' texts are INFERRED.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.vse.commands.context import Result, ok, refuse
from zconsole.systems.vse.messages.said import Said, said
from zconsole.systems.vse.model.jobcontrol import run_job, statement
from zconsole.systems.vse.model.partitions import STATIC
from zconsole.systems.vse.model.replies import JOB_CONTROL, PROGRAM, waiting

if TYPE_CHECKING:
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.model.jobcontrol import Event
    from zconsole.systems.vse.model.power import Job
    from zconsole.systems.vse.syntax import commands as c

SHUTDOWN = ("CEMT P SHUT", "CEMT PERFORM SHUTDOWN")  # CICS's: its job ends (REAL: the operator notes)


def _said(events: list[Event]) -> tuple[Said, ...]:
    return tuple(said(key, **fields) for _, key, fields in events)


def _job_in(ctx: Context, part: str) -> Job | None:
    return next((j for j in ctx.machine.power.queues["RDR"] if j.partition == part), None)


def reply(cmd: c.Reply, ctx: Context) -> Result:
    machine = ctx.machine
    found = next((r for r in machine.replies if r.number == cmd.number), None)
    if found is None:
        return refuse("1I85I", id=cmd.number)
    now = ctx.now()
    if found.kind == PROGRAM:
        machine.replies.remove(found)
        _to_program(ctx, found.partition, cmd.text)
        return ok(changed=True)
    if cmd.text:  # a job control statement for the partition; job control waits again
        events = statement(machine, found.partition, cmd.text, now)
        prompt = said("PROMPT", part=found.partition, reply=found.number)
        return ok(*_said(events), prompt, changed=True)
    machine.replies.remove(found)  # the operator is done: the job goes on
    job = _job_in(ctx, found.partition)
    events = run_job(machine, job, now) if job is not None else []  # the rest of its job control
    return ok(*_said(events), changed=True)


def _to_program(ctx: Context, part: str, text: str) -> None:
    job = _job_in(ctx, part)
    if job is not None and text in SHUTDOWN:
        job.ends_at = ctx.now()


def msg(cmd: c.Msg, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.part not in machine.partitions:
        return refuse("1Y63I", word=cmd.part)
    job = _job_in(ctx, cmd.part)
    if job is None or not job.msg or waiting(machine.replies, cmd.part, JOB_CONTROL) is not None:
        return refuse("1I33I", part=cmd.part)
    if cmd.data is not None:
        _to_program(ctx, cmd.part, cmd.data)
        return ok(changed=True)
    pending = waiting(machine.replies, cmd.part, PROGRAM)
    if pending is None:
        pending = machine.new_reply(cmd.part, PROGRAM)
    return ok(changed=True, after=(said("PROMPT", part=cmd.part, reply=pending.number),))


def replid(cmd: c.Replid, ctx: Context) -> Result:
    replies = ctx.machine.replies
    if not replies:
        return ok(said("1I47I"))
    ids = ",".join(f"{r.partition}-{r.number:04d}" for r in replies)
    return ok(said("REPLID", ids=ids))


def pause(cmd: c.Pause, ctx: Context) -> Result:
    """Job control in the partition waits for the operator once its job is done (at once
    when it runs none); EOJ: at the end of the job (a job here is one step: the same)."""
    machine = ctx.machine
    if cmd.part not in STATIC or cmd.part not in machine.partitions or cmd.part == machine.power_partition:
        return refuse("1Y63I", word=cmd.part)  # a dynamic partition goes with its job: no pause after
    if waiting(machine.replies, cmd.part, JOB_CONTROL) is not None or cmd.part in machine.pause_pending:
        return refuse("1I34I", part=cmd.part)
    if _job_in(ctx, cmd.part) is None:
        from zconsole.systems.vse.model.jobcontrol import pause as jc_pause

        _, key, fields = jc_pause(machine, cmd.part, ctx.now())
        return ok(changed=True, after=(said(key, **fields),))
    machine.pause_pending.append(cmd.part)
    return ok(changed=True)
