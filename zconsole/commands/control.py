"""zconsole's own commands: .CLOCK, .NEXTID, .IPL (IAR031I / IAR032I) and .QUIT."""

from __future__ import annotations

from pathlib import Path

from zconsole.commands.registry import Context, Result, handles
from zconsole.messages.control import ClockSet, IplDone, IplFailed, NextIdSet, SessionEnded
from zconsole.messages.ipl import Iar031i, Iar032i
from zconsole.model.pagescm import PAGESCM_DEFAULT, PageScm
from zconsole.model.parmlib import ParmlibError, member_path, read_member
from zconsole.resources import data_dir
from zconsole.syntax.ast import Ipl, Quit, SetClock, SetNextId


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


def read_pagescm(parmlib: Path, suffix: str) -> PageScm:
    """PAGESCM from IEASYSxx (the last one coded wins); the DOC default ALL if absent."""
    path = member_path(parmlib, suffix)
    pagescm = PAGESCM_DEFAULT
    for param in read_member(path):
        if param.keyword == "PAGESCM":
            try:
                pagescm = PageScm.parse(param.value)
            except ValueError as exc:
                raise ParmlibError(path, param.line, str(exc)) from None
    return pagescm


@handles(Ipl)
def ipl(cmd: Ipl, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.suffix is None:
        pagescm = machine.pagescm
        member = None
    else:
        # Without --parmlib, the sample members shipped with zconsole (fixtures/parmlib).
        parmlib = ctx.parmlib if ctx.parmlib is not None else Path(data_dir("parmlib"))
        try:
            pagescm = read_pagescm(parmlib, cmd.suffix)
        except ParmlibError as exc:
            return Result((IplFailed(exc.console_text()),), refused=True)
        member = f"IEASYS{cmd.suffix}"
    online_mb = machine.ipl(pagescm)
    # What D IPLINFO reports: this IPL's time, and the IEASYSxx member it used.
    machine.facts.ipl.at = ctx.clock.now().replace(microsecond=0)
    if cmd.suffix is not None:
        machine.facts.ipl.ieasys = (cmd.suffix,)
    status: object = Iar031i(pagescm.text, online_mb) if machine.scm_paging else Iar032i(pagescm.text)
    return Result((IplDone(machine.system_name, member), status), changed=True)
