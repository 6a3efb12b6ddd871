"""D SMF (IEE949I, z/OS 2.x IEE974I, IFA714I on log streams, IEE351I), SET SMF=xx (IEE966I,
IEE360I, IEE536I), I SMF and S SMFDUMP."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.model.smf import notices as n
from zconsole.systems.zos.model.smf.recorder import STATUS_ACTIVE, Smf
from zconsole.systems.zos.syntax.ast_live import StartProc
from zconsole.systems.zos.syntax.ast_sysconfig import DisplaySmf, SetSmf, SwitchSmf


@handles(DisplaySmf)
def display_smf(cmd: DisplaySmf, ctx: Context) -> Result:
    try:
        area = ctx.area_at(cmd.at)
    except LookupError:
        from zconsole.systems.zos.messages.errors import CommandError

        return Result((CommandError("IEE535I", "DISPLAY"),), refused=True)
    now = ctx.clock.now()
    smf = ctx.machine.living(now).smf
    taken = ctx.ids.take()  # taken in a display area too (INFERRED, as Context.stamp)
    idr = None if ctx.display_area or area is not None else taken
    if not isinstance(smf, Smf) or not smf.recording:
        return Result((n.Iee351i(),))
    if smf.logstreams:  # INFERRED: every buffer written out (REAL: 0 in a real display)
        streams = tuple(n.StreamRow(name, 0) for name in smf.logstreams)
        return Result((n.Ifa714i(ctx.clock.stamp(), idr, streams, area),))
    rows = tuple(
        n.SmfRow("P" if ds.status == STATUS_ACTIVE else "S", ds.dsname, ds.volume, ds.blocks,
                 smf.percent(ds, now), ds.status)
        for ds in smf.datasets)
    form = n.Iee974i if ctx.machine.release.smf_iee974i else n.Iee949i
    return Result((form(ctx.clock.stamp(), idr, rows, area),))


@handles(SetSmf)
def set_smf(cmd: SetSmf, ctx: Context) -> Result:
    machine, now = ctx.machine, ctx.clock.now()
    if cmd.suffix not in machine.facts.config.smf.members:
        return Result((n.Iee538i(cmd.suffix),), refused=True)
    smf = machine.living(now).smf
    assert isinstance(smf, Smf)  # the living machine starts SMF at IPL
    streams = machine.facts.config.smf.streams_of(cmd.suffix)
    return Result(tuple(smf.set_member(cmd.suffix, now, streams)), changed=True)


@handles(SwitchSmf)
def switch_smf(cmd: SwitchSmf, ctx: Context) -> Result:
    now = ctx.clock.now()
    living = ctx.machine.living(now)
    smf = living.smf
    assert isinstance(smf, Smf)  # the living machine starts SMF at IPL
    said = smf.switch(now, living.replies)
    refused = said == [n.Iee351i()]
    return Result(tuple(said), refused=refused, changed=not refused)


def smf_dump(cmd: StartProc, ctx: Context, started: Result) -> Result:
    """S SMFDUMP, once its address space started: the SMF dump program (IFASMFDP,
    OPTIONS(ALL)) dumps and clears every SMF data set waiting to be dumped and ends
    (INFERRED: at once; zconsole-smf(7)). Its report goes to SYSPRINT, not the console."""
    machine, now = ctx.machine, ctx.clock.now()
    living = machine.living(now)
    said = list(started.messages)
    smf = living.smf
    if isinstance(smf, Smf):
        smf.dump_full(now, living.replies)
        said += smf.resume_if_idle(now)
    space = next(a for a in reversed(list(living.spaces.values())) if a.jobname == cmd.jobname)
    said += living.end(machine, space, now)
    return Result(tuple(said), changed=True)
