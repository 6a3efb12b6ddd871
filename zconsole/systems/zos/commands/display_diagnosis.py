"""D SLIP, D TRACE, D OPDATA and D ETR, from the machine's configuration and what runs."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.diagnosis import Iea386i, Iee603i, Iee735i, Iee843i
from zconsole.systems.zos.syntax.ast_sysconfig import DisplayEtr, DisplayOpdata, DisplaySlip, DisplayTrace

# zconsole's machines have no ETR or STP link: the TOD clock is the machine's own.
TIMING_MODE = "LOCAL"


@handles(DisplaySlip)
def display_slip(cmd: DisplaySlip, ctx: Context) -> Result:
    traps = ctx.machine.facts.config.slip_traps()
    return Result((Iee735i(ctx.stamp(), tuple((t.id, t.state) for t in traps)),))


@handles(DisplayTrace)
def display_trace(cmd: DisplayTrace, ctx: Context) -> Result:
    t = ctx.machine.facts.config.traces()
    return Result((Iee843i(ctx.stamp(), t.st_per_cpu_mb, t.st_buffers_mb,
                           (t.address_space, t.branch, t.explicit, t.mode), t.master_kb, t.components),))


@handles(DisplayOpdata)
def display_opdata(cmd: DisplayOpdata, ctx: Context) -> Result:
    from zconsole.systems.zos.model.living import dependencies

    machine = ctx.machine
    prefixes = dependencies.command_prefixes(machine.system_name, machine.living(ctx.clock.now()))
    return Result((Iee603i(ctx.stamp(), prefixes),))


@handles(DisplayEtr)
def display_etr(cmd: DisplayEtr, ctx: Context) -> Result:
    return Result((Iea386i(ctx.stamp(), TIMING_MODE),))
