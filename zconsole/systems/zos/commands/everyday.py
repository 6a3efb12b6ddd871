"""D T (IEE136I), D C (CNZ4100I), D C,K (IEE162I), CONTROL S/E and SEND: the operator's
clock and consoles."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.errors import CommandError
from zconsole.systems.zos.messages.everyday import (
    Cnz4100i,
    ConsoleView,
    ControlRef,
    Iee136i,
    Iee162i,
    SendReceived,
)
from zconsole.systems.zos.syntax.ast_everyday import (
    ControlE,
    ControlS,
    DisplayConsoles,
    DisplayControlSummary,
    DisplayTime,
    Send,
)

if TYPE_CHECKING:
    from zconsole.systems.zos.model.consoles.console import Console

INVALID_PARAMETER = "IEE535I"


@handles(DisplayTime)
def display_time(cmd: DisplayTime, ctx: Context) -> Result:
    # One clock: the console's date and time are local; UTC is derived from the offset.
    local = ctx.clock.now().replace(microsecond=0)
    utc = local - dt.timedelta(minutes=ctx.machine.utc_offset_minutes)
    return Result((Iee136i(local, utc),))


def _view(con: Console) -> ConsoleView:
    return ConsoleView(
        con.name, con.type, con.active, con.device, con.auth, ",".join(con.mform), con.area, con.pfktab,
        con.use, con.delete, con.rtme, con.rnum, con.seg, con.con, con.level, con.monitor,
        con.intids, con.unknids, con.rout, con.logon,
    )


@handles(DisplayConsoles)
def display_consoles(cmd: DisplayConsoles, ctx: Context) -> Result:
    machine = ctx.machine
    chosen = [con for con in machine.consoles.consoles
              if (cmd.name is None or con.name == cmd.name)
              and (cmd.scope is None or con.active == (cmd.scope == "ACTIVE"))]
    # WTORs exist only once the machine lives; a display never boots it.
    replies = len(machine.living(ctx.clock.now()).replies.wtors()) if machine.is_living else 0
    return Result((Cnz4100i(ctx.stamp(), cmd.echo, machine.system_name, replies,
                            tuple(_view(con) for con in chosen)),))


@handles(DisplayControlSummary)
def display_control_summary(cmd: DisplayControlSummary, ctx: Context) -> Result:
    from zconsole.systems.zos.messages.catalog import IEE162I_FUNCTIONS

    try:
        stamp = ctx.stamp(cmd.at)
    except LookupError:  # L= names another console or an area this one lacks
        return Result((CommandError(INVALID_PARAMETER, "DISPLAY"),), refused=True)
    return Result((Iee162i(stamp, IEE162I_FUNCTIONS),))


def _target(ctx: Context, name: str | None) -> Console | None:
    """The console an L= operand names (the operator's own without one); None if there is
    no such MCS console (INFERRED: K S does not apply to subsystem consoles)."""
    consoles = ctx.machine.consoles
    con = consoles.own if name is None else consoles.find(name)
    return None if con is None or con.type == "SUBSYS" else con


@handles(ControlS)
def control_s(cmd: ControlS, ctx: Context) -> Result:
    con = _target(ctx, cmd.console)
    if con is None:
        return Result((CommandError(INVALID_PARAMETER, cmd.verb),), refused=True)
    if not cmd.changes:
        return Result((ControlRef(con.con, con.seg, con.delete, con.rnum, con.rtme, ",".join(con.mform)),))
    for key, value in cmd.changes:
        if key == "CON":
            con.con = value
        elif key == "DEL":
            con.delete = value
        elif key == "SEG":
            con.seg = int(value)
        elif key == "RNUM":
            con.rnum = int(value)
        elif key == "RTME":
            con.rtme = int(value)
        else:  # MFORM: what D C shows, and from now on the line console's prefixes
            con.mform = con.line_mform = tuple(value.split(","))
    return Result((), changed=True)  # DOC: K S answers nothing; D C shows the new values


@handles(ControlE)
def control_e(cmd: ControlE, ctx: Context) -> Result:
    # A line console keeps no screen to erase: the command is checked and does nothing.
    if _target(ctx, cmd.console) is None:
        return Result((CommandError(INVALID_PARAMETER, cmd.verb),), refused=True)
    return Result(())


@handles(Send)
def send(cmd: Send, ctx: Context) -> Result:
    consoles = ctx.machine.consoles
    if cmd.msgno is not None:
        # zconsole keeps no SYS1.BRODCAST notices, so no number names one (INFERRED answer).
        return Result((CommandError(INVALID_PARAMETER, cmd.verb),), refused=True)
    own = consoles.own
    if cmd.to == "CN":
        name = cmd.targets[0]
        if name == "INTERNAL":
            reaches = own.intids
        else:
            target = consoles.find(name)
            if target is None or target.type == "SUBSYS":
                return Result((CommandError(INVALID_PARAMETER, cmd.verb),), refused=True)
            reaches = target is own
    elif cmd.to == "BRDCST":
        reaches = True  # every active console, the operator's among them
    elif cmd.to == "OPERATOR":
        reaches = own.receives(int(cmd.targets[0]))
    else:
        reaches = False  # TSO users (USER=, ALL, NOW, LOGON): not this console
    assert cmd.text is not None
    return Result((SendReceived(cmd.text),) if reaches else ())
