"""D M, D M=STOR, D M=CPU, D M=CORE (IEE174I), D IPLINFO (IEE254I), D IOS,CONFIG (IOS506I)
and D SMS (IGD002I), from the machine's storage, processors, IPL facts, IODF and SMS."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.errors import CommandError
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.machine import (
    Cpc,
    CpuRow,
    Iee174iAll,
    Iee174iCpu,
    Iee174iStor,
    Iee254i,
    Iee341i,
    Igd002i,
    Ios506i,
)
from zconsole.systems.zos.model.core.units import format_amount
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.syntax.ast_machine import (
    DisplayCpu,
    DisplayIosConfig,
    DisplayIplinfo,
    DisplayM,
    DisplaySms,
    DisplayStor,
)


def stor(machine: Machine, stamp: Stamp) -> Iee174iStor:
    """All real storage is online and not reconfigurable (INFERRED: no machine here has
    reconfigurable storage elements)."""
    increment = format_amount(machine.facts.storage_increment_mb)
    return Iee174iStor(stamp, ((0, machine.real_mb),), increment=increment)


def cpu(machine: Machine, stamp: Stamp) -> Iee174iCpu:
    p = machine.facts.processors
    core = p.procview == "CORE"
    rows = tuple(
        CpuRow(u.id, u.online, u.ziip, p.serial(u) if u.online else "", u.polarity, u.iscm) for u in p.units
    )
    cpc = Cpc(p.cpc_si, p.lp_name, p.lp_id, p.mif_id, p.cpc_nd, p.cpc_id, p.cpc_name, p.css_id)
    return Iee174iCpu(stamp, rows, cpc, core, p.hiperdispatch)


@handles(DisplayStor)
def display_stor(cmd: DisplayStor, ctx: Context) -> Result:
    return Result((stor(ctx.machine, ctx.stamp()),))


@handles(DisplayCpu)
def display_cpu(cmd: DisplayCpu, ctx: Context) -> Result:
    # INFERRED: D M=CORE came with PROCVIEW (z/OS 2.1); an older release does not know it.
    # D M=CPU and D M=CORE then show the view PROCVIEW sets (DOC).
    if cmd.core and not ctx.machine.release.at_least(2, 1):
        return Result((CommandError("IEE535I", "DISPLAY"),), refused=True)
    return Result((cpu(ctx.machine, ctx.stamp()),))


@handles(DisplayM)
def display_m(cmd: DisplayM, ctx: Context) -> Result:
    from zconsole.systems.zos.commands.display_io import chp_grid, dev_grid

    machine = ctx.machine
    stamp = ctx.stamp()
    sections = (
        cpu(machine, stamp), stor(machine, stamp), chp_grid(machine.io, stamp), dev_grid(machine, stamp)
    )
    return Result((Iee174iAll(stamp, sections),))


def ieasys_list(machine: Machine) -> str:
    """REAL-px (1.11): `DB`; REAL (2.3): `(00)`; several suffixes joined by commas (INFERRED)."""
    suffixes = ",".join(machine.facts.ipl.ieasys)
    return f"({suffixes})" if machine.release.ieasys_in_parentheses else suffixes


@handles(DisplayIplinfo)
def display_iplinfo(cmd: DisplayIplinfo, ctx: Context) -> Result:
    if cmd.sysparm is not None:
        from zconsole.systems.zos.messages.machine import Iee255i
        from zconsole.systems.zos.model.sysparms import ipl_value

        value = ipl_value(ctx.machine, cmd.sysparm)
        text = c.IEE255I_NOT_SPECIFIED if value is None else value or c.IEE255I_BARE
        return Result((Iee255i(cmd.sysparm, text),))
    machine = ctx.machine
    ipl = machine.facts.ipl
    ipl_device = machine.io.device(0, int(ipl.device, 16))
    at = ipl.moment(ctx.clock.now())
    fields = (
        ("time", at.strftime(c.IPL_TIME)), ("date", at.strftime(c.IPL_DATE)),
        ("release", machine.release_text), ("license", ipl.license),
        ("load", ipl.load_suffix), ("load_dataset", ipl.load_dataset),
        ("load_device", machine.device_text(0, int(ipl.load_device, 16))),
        ("archlvl", str(ipl.archlvl)), ("mtlshare", ipl.mtlshare), ("ieasym", ipl.ieasym),
        ("ieasys", ieasys_list(machine)),
        ("iodf", machine.device_text(0, int(machine.facts.iodf.device, 16))),
        ("ipl", machine.device_text(0, int(ipl.device, 16))),
        ("volume", (ipl_device.volume or "") if ipl_device is not None else ""),
    )
    return Result((Iee254i(ctx.stamp(), fields),))


@handles(DisplayIosConfig)
def display_ios_config(cmd: DisplayIosConfig, ctx: Context) -> Result:
    machine = ctx.machine
    iodf = machine.facts.iodf
    return Result((Ios506i(ctx.stamp(), iodf.dataset, iodf.config_id, iodf.edt, iodf.css,
                           machine.subchannel_sets, iodf.cmb),))


@handles(DisplaySms)
def display_sms(cmd: DisplaySms, ctx: Context) -> Result:
    machine = ctx.machine
    sms = machine.facts.sms
    if sms is None:
        return Result((Iee341i(),))
    stamp = ctx.stamp()
    if cmd.storgrp is not None:
        groups = sms.storage_groups
        if cmd.storgrp != "ALL":
            groups = tuple(g for g in groups if g.name == cmd.storgrp)
            rows = tuple((g.name, g.type, g.status) for g in groups) or ((cmd.storgrp, "", "."),)
        else:
            rows = tuple((g.name, g.type, g.status) for g in groups)
        return Result((Igd002i(stamp, machine.system_name, groups=rows),))
    return Result((Igd002i(
        stamp, machine.system_name, sms.scds, sms.acds, sms.commds, sms.dinterval, sms.reverify,
        sms.acsdefaults, sms.level.strftime(c.SMS_LEVEL), sms.interval,
    ),))
