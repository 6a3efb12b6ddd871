"""START, STOP, CANCEL, REPLY and .WAIT: the commands that make the machine move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import jobs as m
from zconsole.systems.zos.model.living.engine import Refused
from zconsole.systems.zos.model.living.workload import AddressSpace, Kind, starts_under_master
from zconsole.systems.zos.syntax.ast_live import CancelJob, HaltNet, Reply, StartProc, StopJob, Wait

if TYPE_CHECKING:
    from zconsole.console.message import Message


@handles(StartProc)
def start_proc(cmd: StartProc, ctx: Context) -> Result:
    started = start_space(cmd, ctx)
    if cmd.proc == "SMFDUMP" and not started.refused:  # the SMF dump program
        from zconsole.systems.zos.commands.smf import smf_dump

        return smf_dump(cmd, ctx, started)
    return started


def start_space(cmd: StartProc, ctx: Context) -> Result:
    """A new address space for the procedure (refused when there is none, or in a shortage)."""
    machine, now = ctx.machine, ctx.clock.now()
    proc = machine.procedures.get(cmd.proc)
    if proc is None:
        return Result((m.ProcNotFound(cmd.proc),), refused=True)
    if proc.name == JES2_PROC and _jes2_running(ctx):
        return Result((m.Jes2AlreadyActive("START"),), refused=True)
    master = cmd.subsystem == "MSTR" or starts_under_master(machine.ipl_procedures(), proc)
    if not master and jes2_down(ctx):
        # JES2 would read it in (or queue the batch job); it is down (INFERRED).
        return Result((m.Jes2NotActive(proc.name, "START"),), refused=True)
    living = machine.living(now)
    if proc.kind is Kind.JOB and not master and (machine.jes2 is None or machine.jes2.active):
        # A procedure with a JOB card is a batch job: JES2 queues it
        # until an initiator of its class is free. No new address space is wanted during
        # a shortage, so it is refused as START always was.
        from zconsole.systems.zos.model.jes2 import hooks
        from zconsole.systems.zos.model.living.shortage import Level

        if living.level >= Level.SHORT:
            return Result((m.ShortageAbort("START"),), refused=True)
        return Result(tuple(hooks.submit(living, machine, proc, cmd.jobname, now)), changed=True)
    try:
        said = living.start(machine, proc, cmd.jobname, now, jes=not master)
    except Refused:
        return Result((m.ShortageAbort("START"),), refused=True)
    return Result(tuple(said), changed=True)


JES2_PROC = "JES2"  # the procedure that is the JES2 subsystem (default_work.py, machine files)


def _jes2_running(ctx: Context) -> bool:
    """A JES2 address space runs (a second START JES2 would make a second JES2).
    Asked without bringing the machine to life, so that the refusal changes nothing."""
    machine = ctx.machine
    if not machine.is_living:
        return any(p.name == JES2_PROC for p in machine.ipl_procedures())
    return any(a.proc.name == JES2_PROC for a in machine.living(ctx.clock.now()).spaces.values())


def jes2_down(ctx: Context) -> bool:
    """The machine has a JES2 procedure and JES2 is on, but no JES2 address space runs
    (FORCE JES2,ARM before S JES2): nothing reads work in, nothing takes `$` lines.
    A machine without a JES2 procedure keeps a JES2 that never ends."""
    machine = ctx.machine
    if machine.jes2 is not None and not machine.jes2.active:
        return False  # no JES2 at all: answered as such elsewhere
    return JES2_PROC in machine.procedures and not _jes2_running(ctx)


def _one(ctx: Context, jobname: str, asid: int | None) -> AddressSpace | Message:
    """The address space a STOP or CANCEL names, or the message refusing it (a refusal
    leaves a machine that has not come to life as it was)."""
    machine = ctx.machine
    if not machine.is_living and not any(
        p.name == jobname and p.kind is not Kind.SYSTEM for p in machine.ipl_procedures()
    ):
        return m.Iee341i(jobname)
    living = machine.living(ctx.clock.now())
    found = [a for a in living.by_name(jobname) if not a.system and (asid is None or a.asid == asid)]
    if not found:
        return m.Iee341i(jobname)
    if len(found) > 1:
        return m.Iee842i(jobname)
    return found[0]


one_space = _one  # FORCE (commands/force.py) finds its address space the same way


@handles(StopJob)
def stop_job(cmd: StopJob, ctx: Context) -> Result:
    # JES2 and VTAM code no STOP routine (they stop with $P JES2, Z NET): the STOP is
    # rejected as a MODIFY they do not take (MEM, as IEE342I for F; INFERRED for STOP).
    # Looked up without bringing the machine to life: a refusal changes nothing.
    from zconsole.systems.zos.messages.everyday import ModifyRejected

    machine = ctx.machine
    if not machine.is_living and any(p.name == cmd.jobname and p.kind is not Kind.SYSTEM
                                     and not p.stoppable for p in machine.ipl_procedures()):
        return Result((ModifyRejected(cmd.verb),), refused=True)
    target = _one(ctx, cmd.jobname, cmd.asid)
    if not isinstance(target, AddressSpace):
        return Result((target,), refused=True)
    if not target.proc.stoppable:
        return Result((ModifyRejected(cmd.verb),), refused=True)
    now = ctx.clock.now()
    said = ctx.machine.living(now).end(ctx.machine, target, now)
    return Result(tuple(said), changed=True)


VTAM_PROC = "VTAM"  # the procedure that is VTAM (default_work.py, machine files)


@handles(HaltNet)
def halt_net(cmd: HaltNet, ctx: Context) -> Result:
    """Z NET[,QUICK]: VTAM ends: IST133I, IST102I, then its address space's end [INFERRED:
    an orderly halt waits for VTAM's applications to close their sessions; zconsole's
    applications hold none, so both forms end at once]. With no VTAM, IEE341I NET NOT
    ACTIVE (INFERRED: MVS routes HALT NET to the task named NET)."""
    machine = ctx.machine
    if not machine.is_living and not any(p.name == VTAM_PROC for p in machine.ipl_procedures()):
        return Result((m.Iee341i("NET"),), refused=True)
    now = ctx.clock.now()
    living = machine.living(now)
    vtam = [a for a in living.by_name(VTAM_PROC) if not a.system]
    if not vtam:
        return Result((m.Iee341i("NET"),), refused=True)
    said: list[Message] = [m.Ist133i(), m.Ist102i()]
    for space in vtam:
        said += living.end(machine, space, now)
    return Result(tuple(said), changed=True)


@handles(CancelJob)
def cancel_job(cmd: CancelJob, ctx: Context) -> Result:
    # A system address space, or one that runs a NOCANCEL program (JES2, VTAM): IEE838I.
    # Looked up without bringing the machine to life: a refusal
    # changes nothing.
    machine = ctx.machine
    if machine.is_living:
        system = any(a.system and (cmd.asid is None or a.asid == cmd.asid)
                     for a in machine.living(ctx.clock.now()).by_name(cmd.jobname))
    else:
        system = any(p.name == cmd.jobname and p.kind is Kind.SYSTEM for p in machine.ipl_procedures())
        system = system or any(p.name == cmd.jobname and not p.cancelable for p in machine.ipl_procedures())
    if system:
        return Result((m.Iee838i(cmd.jobname),), refused=True)
    target = _one(ctx, cmd.jobname, cmd.asid)
    if not isinstance(target, AddressSpace):
        return Result((target,), refused=True)
    if not target.proc.cancelable:
        return Result((m.Iee838i(target.jobname),), refused=True)
    now = ctx.clock.now()
    said = ctx.machine.living(now).end(ctx.machine, target, now, "S222", ctx.ids.take)
    return Result((m.Iee301i(target.jobname), *said), changed=True)


def _rid(typed: str, width: int) -> str:
    """A reply id as the console writes it: in the reply ids' width (``5`` is ``05``)."""
    return f"{int(typed):0{width}d}" if typed.isdigit() else typed


@handles(Reply)
def reply(cmd: Reply, ctx: Context) -> Result:
    now = ctx.clock.now()
    if not ctx.machine.is_living:  # nothing has ever asked
        from zconsole.systems.zos.model.living.replies import RMAX

        return Result((m.ReplyRefused(_rid(cmd.rid, len(str(RMAX)))),), refused=True)
    living = ctx.machine.living(now)
    request = living.replies.find(int(cmd.rid)) if cmd.rid.isdigit() else None
    if request is None or request.reply_id is None:
        return Result((m.ReplyRefused(_rid(cmd.rid, living.replies.width)),), refused=True)
    width = living.replies.width
    echo = m.Iee600i(f"{request.reply_id:0{width}d}", cmd.text)
    living.replies.answered(request)
    said: list[Message] = [echo]
    if request.kind == "IRA221D":
        said += living.answer_dialogue(ctx.machine, cmd.text, ctx.ids.take)
    elif request.kind in ("IEE094D", "IEA793A"):
        from zconsole.systems.zos.commands.dumps import answer

        said += answer(ctx, request.kind, request.reply_id, cmd.text)
    elif request.kind == "$HASP098":  # $P JES2,ABEND's termination option
        from zconsole.systems.zos.commands.jes2_withdraw import answer_termination

        said += answer_termination(ctx, cmd.text)
    elif request.kind in ("IEE131D", "IEE507D"):  # CF CHP's last-path dialogue
        from zconsole.systems.zos.commands.config_chp import answer as answer_config

        said += answer_config(ctx, request, cmd.text)
    return Result(tuple(said), changed=True)


@handles(Wait)
def wait(cmd: Wait, ctx: Context) -> Result:
    """Let time pass; the session collects what the machine says on the way (settle)."""
    now = ctx.clock.now()
    ctx.machine.living(now)  # time moving is what brings the machine to life
    ctx.clock.advance(cmd.seconds)
    said = tuple(ctx.machine.settle(ctx.clock.now()))
    return Result((*said, m.TimeNow(ctx.clock.stamp())), changed=True)


