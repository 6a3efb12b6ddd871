"""FORCE jobname[,A=asid][,ARM]: ending what CANCEL cannot."""

from __future__ import annotations

from zconsole.systems.zos.commands.jobs import one_space
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.force import ForceAccepted, ForceRefused
from zconsole.systems.zos.model.living.workload import AddressSpace
from zconsole.systems.zos.syntax.ast_live import ForceJob


@handles(ForceJob)
def force_job(cmd: ForceJob, ctx: Context) -> Result:
    target = one_space(ctx, cmd.jobname, cmd.asid)
    if not isinstance(target, AddressSpace):
        return Result((target,), refused=True)
    if not cmd.arm:
        # DOC: FORCE alone is for a job a CANCEL (or FORCE ARM) did not end; CANCEL ends
        # a cancelable job here at once, so one still running was never cancelled.
        return Result((ForceRefused(target.jobname, target.proc.cancelable),), refused=True)
    now = ctx.clock.now()
    said = ctx.machine.living(now).end(ctx.machine, target, now, c.FORCE_ARM_ABEND, ctx.ids.take)
    return Result((ForceAccepted(target.jobname), *said), changed=True)
