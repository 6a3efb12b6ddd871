"""D SMF (IEE949I, IEE351I), SET SMF=xx (IEE966I, IEE360I, IEE536I) and S SMFDUMP (the SMF dump program)."""

from __future__ import annotations

from zconsole.commands.registry import Context, Result, handles
from zconsole.model.smf import notices as n
from zconsole.model.smf.recorder import STATUS_ACTIVE
from zconsole.syntax.ast_live import StartProc
from zconsole.syntax.ast_sys import DisplaySmf, SetSmf


@handles(DisplaySmf)
def display_smf(cmd: DisplaySmf, ctx: Context) -> Result:
    now = ctx.clock.now()
    smf = ctx.machine.living(now).smf
    idr = ctx.ids.take()
    if smf is None or not smf.recording:
        return Result((n.Iee351i(),))
    rows = tuple(
        n.SmfRow("P" if ds.status == STATUS_ACTIVE else "S", ds.dsname, ds.volume, ds.blocks,
                 smf.percent(ds, now), ds.status)
        for ds in smf.datasets)
    return Result((n.Iee949i(ctx.clock.stamp(), None if ctx.display_area else idr, rows),))


@handles(SetSmf)
def set_smf(cmd: SetSmf, ctx: Context) -> Result:
    machine, now = ctx.machine, ctx.clock.now()
    if cmd.suffix not in machine.facts.config.smf.members:
        return Result((n.Iee538i(cmd.suffix),), refused=True)
    smf = machine.living(now).smf
    assert smf is not None  # the living machine starts SMF at IPL
    return Result(tuple(smf.set_member(cmd.suffix, now)), changed=True)


def smf_dump(cmd: StartProc, ctx: Context) -> Result:
    """S SMFDUMP: the SMF dump program (IFASMFDP, OPTIONS(ALL)) runs as a started task,
    dumps and clears every SMF data set waiting to be dumped, and ends (INFERRED: at once;
    zconsole-smf(7)). Its report goes to SYSPRINT, not to the console."""
    from zconsole.commands.jobs import start_space

    started = start_space(cmd, ctx)
    if started.refused:
        return started
    machine, now = ctx.machine, ctx.clock.now()
    living = machine.living(now)
    said = list(started.messages)
    smf = living.smf
    if smf is not None:
        smf.dump_full(now, living.replies)
        said += smf.resume_if_idle(now)
    space = next(a for a in reversed(list(living.spaces.values())) if a.jobname == cmd.jobname)
    said += living.end(machine, space, now)
    return Result(tuple(said), changed=True)
