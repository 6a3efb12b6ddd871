"""zconsole's own commands: .CLOCK, .NEXTID, .IPL (IAR031I / IAR032I) and .QUIT."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from zconsole.resources import data_dir
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.control import ClockSet, IplDone, IplFailed, NextIdSet, SessionEnded
from zconsole.systems.zos.messages.ipl import Iar031i, Iar032i
from zconsole.systems.zos.messages.paging import Iea940i, NonvioIgnored, PageSkipped
from zconsole.systems.zos.model.ipl import WAIT_NO_LOCAL, IplResult, ipl_from_parmlib
from zconsole.systems.zos.model.paging.scm import IncrementStatus
from zconsole.systems.zos.model.system.parmlib import ParmlibError
from zconsole.systems.zos.syntax.ast import Ipl, Quit, SetClock, SetNextId

if TYPE_CHECKING:
    from zconsole.console.message import Message


@handles(Quit)
def quit_console(cmd: Quit, ctx: Context) -> Result:
    return Result((SessionEnded(),), ended=True)


@handles(SetClock)
def set_clock(cmd: SetClock, ctx: Context) -> Result:
    if cmd.time_of_day is not None:
        ctx.clock.set_time_of_day(cmd.time_of_day)
    elif cmd.advance_seconds is not None:
        ctx.clock.advance(cmd.advance_seconds)
    return Result((ClockSet(ctx.clock.stamp()),))


@handles(SetNextId)
def set_next_id(cmd: SetNextId, ctx: Context) -> Result:
    ctx.ids.set_next(cmd.value)
    return Result((NextIdSet(cmd.value),))


@handles(Ipl)
def ipl(cmd: Ipl, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.suffix is None:
        # Re-IPL with everything in force: PAGESCM, the page data sets, the system name.
        wait = None if any(p.is_local for p in machine.page_datasets) else WAIT_NO_LOCAL
        machine.ipl(machine.pagescm, wait)
        result = IplResult("", machine.system_name, machine.pagescm, tuple(machine.page_datasets), False,
                           wait=machine.wait_state)
    else:
        # Without --parmlib, the sample members shipped with zconsole (fixtures/parmlib).
        parmlib = ctx.parmlib if ctx.parmlib is not None else Path(data_dir("parmlib"))
        try:
            result = ipl_from_parmlib(machine, parmlib, cmd.suffix)
        except ParmlibError as exc:
            return Result((IplFailed(exc.console_text()),), refused=True)
    messages: list[Message] = [IplDone(result.system, result.member or None)]
    # What D IPLINFO reports: this IPL's time, and the IEASYSxx members it used.
    machine.facts.ipl.at = ctx.clock.now().replace(microsecond=0)
    if cmd.suffix is not None:
        machine.facts.ipl.ieasys = result.members
        machine.facts.ipl.sysparms = result.parameters
    messages.extend(PageSkipped(s.dsname, s.reason) for s in result.skipped)
    messages.extend(NonvioIgnored(n) for n in result.nonvio_ignored)
    if result.listed:
        # IEA940I prints a NONVIO local as LOCAL (INFERRED, spec 7.3).
        rows = tuple(("LOCAL" if p.is_local else p.type.value, p.dsname) for p in result.opened)
        messages.append(Iea940i(rows))
    if result.wait is not None:
        from zconsole.systems.zos.model.living.notices import WaitState

        messages.append(WaitState(result.wait.code, result.wait.reason))  # ZCN021W
    elif machine.scm_paging and machine.scm is not None:
        messages.append(Iar031i(result.pagescm.text, machine.scm.amount_mb(IncrementStatus.ONLINE)))
    else:
        messages.append(Iar032i(result.pagescm.text))
    return Result(tuple(messages), changed=True)
