"""SETIOS ZHPF, D IOS,ZHPF and the link drills (.FAIL LINK / .REPAIR LINK) of the living
channel subsystem (io-living.md §2.4, §3.2). A change takes effect at once: the machine
has run up to now before a command, and the next stretch's I/O plan sees the new paths."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.io_changes import IoReply
from zconsole.systems.zos.messages.ios import Ios090i, Ios630i, Zcn041i
from zconsole.systems.zos.syntax.ast_channels import DisplayIosZhpf, LinkEvent, SetiosZhpf


@handles(DisplayIosZhpf)
def display_ios_zhpf(cmd: DisplayIosZhpf, ctx: Context) -> Result:
    return Result((Ios630i(ctx.stamp(), ctx.machine.io.zhpf),))


@handles(SetiosZhpf)
def setios_zhpf(cmd: SetiosZhpf, ctx: Context) -> Result:
    ctx.machine.io.zhpf = cmd.enable
    return Result((Ios090i("YES" if cmd.enable else "NO"),), changed=True)


@handles(LinkEvent)
def link_event(cmd: LinkEvent, ctx: Context) -> Result:
    from zconsole.systems.zos.model.io import paths
    from zconsole.systems.zos.model.living import io_flow

    machine = ctx.machine
    io = machine.io
    name = f"{cmd.chpid:02X}"
    if cmd.chpid not in io.chpids:
        return Result((IoReply("IEE524I", chp=name, reason=c.NOT_DEFINED),), refused=True)
    if cmd.kind == "REPAIR":
        paths.repair_link(io, cmd.chpid)
        from zconsole.systems.zos.commands.io_changes import relieve_boxed

        relieve_boxed(ctx)  # an online path the failure left in place works again
        return Result((Zcn041i(name, "REPAIRED"),), changed=True)
    if cmd.kind in ("IFCC", "TIMEOUT"):
        from zconsole.systems.zos.model.living import io_flow as flow

        now = ctx.clock.now()
        io.chpids[cmd.chpid].ifcc_timeout = cmd.kind == "TIMEOUT"  # IOS051I, not IOS050I
        flow.start_ifcc(machine.living(now), machine, cmd.chpid, cmd.rate, now)
        what = f"TIMEOUTS {cmd.rate} A MINUTE" if cmd.kind == "TIMEOUT" else f"ERRORS {cmd.rate} A MINUTE"
        return Result((Zcn041i(name, what),), changed=True)
    if cmd.kind == "DEGRADE":
        return Result((Zcn041i(name, "DEGRADED"), paths.degrade_link(io, cmd.chpid)), changed=True)
    now = ctx.clock.now()
    plan = io_flow.current(machine.living(now), machine, now)
    failed = paths.link_failed(io, cmd.chpid, plan, machine.device_text)
    from zconsole.systems.zos.model.living import io_actions

    io_actions.issue_lost(machine.living(now), failed.devices(), cmd.chpid, now)  # *IOS450E in D R,L
    io_actions.issue(machine.living(now), failed.boxed(), now)  # IOS002A stays in D R,L
    return Result((Zcn041i(name, "FAILED"), failed), changed=True)
