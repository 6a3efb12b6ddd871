"""D SYMBOLS, PARMLIB, PROG,LNKLST|APF|LPA, WLM, XCF, GRS and OMVS, from the system configuration."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.sysconfig import (
    Bpxo042i,
    Csv450i,
    Csv470i,
    Csv550i,
    Iea007i,
    Iee251i,
    Isg343i,
    Iwm025i,
    Ixc334i,
    ListEntry,
    LpaRow,
)
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.system.config import Dataset, default_lists
from zconsole.systems.zos.syntax.ast_sysconfig import (
    DisplayGrs,
    DisplayOmvs,
    DisplayParmlib,
    DisplayProg,
    DisplayProgLpa,
    DisplaySymbols,
    DisplayWlm,
    DisplayXcf,
)


def ipl_volume(machine: Machine) -> str:
    """The IPL volume (&SYSR1.): the volume on the IPL device."""
    device = machine.io.device(0, int(machine.facts.ipl.device, 16))
    return (device.volume or "") if device is not None else ""


def static_symbols(machine: Machine) -> tuple[tuple[str, str], ...]:
    """The system's static symbols in IEA007I's order: the system's own, then IEASYMxx's.

    REAL-px (1.11): SYSALVL, SYSCLONE, SYSNAME, SYSPLEX, SYSR1, then the SYMDEFs in order;
    z/OS 2.x adds SYSOSLVL (REAL 2.5: `Z1020500`), placed alphabetically (INFERRED).
    """
    facts = machine.facts
    config = facts.config
    name = machine.system_name
    own = [("SYSALVL", str(facts.ipl.archlvl)), ("SYSCLONE", config.clone_of(name)), ("SYSNAME", name)]
    release = machine.release
    if release.at_least(2, 1):
        version, rel, mod = release.version
        own.append(("SYSOSLVL", f"Z1{version:02d}{rel:02d}{mod:02d}"))
    own += [("SYSPLEX", config.sysplex_name(name)), ("SYSR1", ipl_volume(machine))]
    return (*own, *config.symbols)


@handles(DisplaySymbols)
def display_symbols(cmd: DisplaySymbols, ctx: Context) -> Result:
    # REAL-px: in a display area IEA007I has no number; REAL (SYSLOG): it has one. No time.
    idr = ctx.ids.take()
    machine = ctx.machine
    return Result((Iea007i(None if ctx.display_area else idr, static_symbols(machine),
                           machine.release.at_least(2, 1)),))


def _volume(entry: Dataset, machine: Machine) -> str:
    return entry.volume or ipl_volume(machine)


@handles(DisplayParmlib)
def display_parmlib(cmd: DisplayParmlib, ctx: Context) -> Result:
    machine = ctx.machine
    # DOC: without PARMLIB statements in LOADxx, SYS1.PARMLIB alone, flag D (default).
    entries = machine.facts.config.parmlib or (Dataset("SYS1.PARMLIB", "", "D"),)
    rows = tuple(ListEntry(e.dsname, _volume(e, machine), e.flags) for e in entries)
    return Result((Iee251i(ctx.stamp(), rows),))


def lists(machine: Machine) -> tuple[tuple[Dataset, ...], tuple[Dataset, ...]]:
    """The LNKLST and APF lists (the defaults when the machine states neither)."""
    config = machine.facts.config
    if config.lnklst or config.apf:
        return config.lnklst, config.apf
    return default_lists()


@handles(DisplayProg)
def display_prog(cmd: DisplayProg, ctx: Context) -> Result:
    machine = ctx.machine
    lnklst, apf = lists(machine)
    if cmd.what == "APF":
        rows = tuple(ListEntry(e.dsname, _volume(e, machine)) for e in apf)
        return Result((Csv450i(ctx.stamp(), machine.facts.config.apf_format, rows),))
    # The A column comes from the APF list itself: one fact, one field.
    authorized = {e.dsname for e in apf}
    rows = tuple(ListEntry(e.dsname, _volume(e, machine), c.CSV470I_APF if e.dsname in authorized else "")
                 for e in lnklst)
    from zconsole.systems.zos.model.sysparms import ipl_value

    lnkauth = ipl_value(machine, "LNKAUTH") or ""  # never None: LNKAUTH has a default
    return Result((Csv470i(ctx.stamp(), machine.facts.config.lnklst_set, rows, lnkauth),))


@handles(DisplayProgLpa)
def display_prog_lpa(cmd: DisplayProgLpa, ctx: Context) -> Result:
    """MODNAME=: that module; none: the modules added to LPA since IPL (DOC)."""
    modules = ctx.machine.facts.config.lpa_modules()
    if cmd.module is None:
        chosen = tuple(m for m in modules if m.dynamic)
    else:
        chosen = tuple(m for m in modules if m.name == cmd.module)
        if not chosen:
            return Result((Csv550i(ctx.stamp(), (), missing=cmd.module),))
    rows = tuple(LpaRow(m.flags, m.name, m.entry, m.load, m.length, m.diag) for m in chosen)
    return Result((Csv550i(ctx.stamp(), rows, dynamic=cmd.module is None),))


@handles(DisplayWlm)
def display_wlm(cmd: DisplayWlm, ctx: Context) -> Result:
    machine = ctx.machine
    w = machine.facts.config.wlm
    kind, _, _, _, sequence = machine.facts.processors.cpc_si.split(".")
    names = (c.IWM025I_STRUCTURES[0], c.IWM025I_STRUCTURES[1].format(serial=sequence[-4:], type=kind))
    return Result((Iwm025i(
        ctx.stamp(), w.policy, w.activated, w.activated_by, w.activated_from or machine.system_name,
        w.description, w.definition, w.installed, w.installed_by, w.installed_from or machine.system_name,
        w.version_level, w.functionality_level, w.cds_format, tuple((n, w.connected) for n in names),
    ),))


@handles(DisplayXcf)
def display_xcf(cmd: DisplayXcf, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.couple:
        return display_xcf_couple(ctx)
    sysplex = machine.facts.config.sysplex_name(machine.system_name)
    return Result((Ixc334i(ctx.stamp(), sysplex, (machine.system_name,)),))


def display_xcf_couple(ctx: Context) -> Result:
    """D XCF,COUPLE: COUPLExx's values and the sysplex couple data sets (IXC357I); each data
    set's device is the one its volume is mounted on."""
    from zconsole.systems.zos.messages.sysconfig import CoupleRow, Ixc357i

    machine = ctx.machine
    couple = machine.facts.config.couple_setup()
    rows = []
    for n, ds in enumerate(d for d in (couple.primary, couple.alternate) if d is not None):
        volser = ds.volume or ipl_volume(machine)
        devn = next((f"{number:04X}" for (_, number), dev in sorted(machine.io.devices.items())
                     if dev.volume == volser), "----")
        rows.append(CoupleRow(ds.dsname, volser, devn, ds.formatted, ds.maxsystem, ds.maxgroup, ds.maxmember,
                              (couple.peak_groups, couple.peak_members) if n == 0 else None))
    values = (couple.interval, couple.opnotify, couple.maxmsg, couple.cleanup, couple.retry, couple.classlen)
    return Result((Ixc357i(ctx.stamp(), machine.system_name, values, tuple(rows)),))


@handles(DisplayGrs)
def display_grs(cmd: DisplayGrs, ctx: Context) -> Result:
    grs = ctx.machine.facts.config.grs
    if cmd.contention:  # zconsole's jobs hold no ENQs or latches: never any contention
        from zconsole.systems.zos.messages.diagnosis import Isg343iContention

        return Result((Isg343iContention(ctx.stamp(), grs.mode == "STAR"),))
    state = "NONE" if grs.mode == "NONE" else "CONNECTED"  # CONNECTED: INFERRED (STAR, RING)
    values = (("SYNCHRES", "YES" if grs.synchres else "NO"), ("ENQMAXU", str(grs.enqmaxu)),
              ("ENQMAXA", str(grs.enqmaxa)))
    return Result((Isg343i(ctx.stamp(), ctx.machine.system_name, state, grs.mode, values),))


@handles(DisplayOmvs)
def display_omvs(cmd: DisplayOmvs, ctx: Context) -> Result:
    machine = ctx.machine
    spaces = machine.living(ctx.clock.now()).by_name("OMVS")
    asid = spaces[0].asid if spaces else None
    return Result((Bpxo042i(ctx.stamp(), asid, machine.facts.config.omvs),))
