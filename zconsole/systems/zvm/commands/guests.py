"""QUERY NAMES, QUERY USERS, QUERY userid, XAUTOLOG, FORCE: the users logged on."""

from __future__ import annotations

import datetime as dt

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.events import LOGOFF, LOGON
from zconsole.systems.zvm.syntax import ast_users


def query_names(cmd: ast_users.QueryNames, ctx: Context) -> Result:
    guests = tuple((g.userid, g.terminal) for g in ctx.machine.guests.values())
    return ok(said("Q_NAMES", guests=guests))


def query_users(cmd: ast_users.QueryUsers, ctx: Context) -> Result:
    return ok(said("Q_USERS", users=len(ctx.machine.guests), dialed=0, net=0))


def query_user(cmd: ast_users.QueryUser, ctx: Context) -> Result:
    guest = ctx.machine.guests.get(cmd.userid)
    if guest is None:
        return refuse("HCP045E", module="CQU", userid=cmd.userid)  # REAL hcpcqu045e-not-logged-on.txt
    if guest.forced_by:
        return refuse("HCP361E", module="CQU", userid=cmd.userid)
    return ok(said("Q_USER", userid=guest.userid, terminal=guest.terminal))


def xautolog(cmd: ast_users.Xautolog, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.userid not in machine.directory:
        return refuse("HCP053E", userid=cmd.userid)
    if cmd.userid in machine.guests or machine.events.pending(LOGON, cmd.userid):
        return refuse("HCP054E", userid=cmd.userid)
    # REAL: `Command accepted`, then the logon and HCPCLS6056I arrive by themselves (the
    # capture shows them at once: the logon is an event at the same time).
    machine.events.schedule(ctx.now(), LOGON, cmd.userid, ctx.userid)
    return ok(said("COMMAND_ACCEPTED"), changed=True)


def force(cmd: ast_users.Force, ctx: Context) -> Result:
    machine = ctx.machine
    guest = machine.guests.get(cmd.userid)
    if guest is None:
        return refuse("HCP045E", module="FOR", userid=cmd.userid)
    entry = machine.directory.get(cmd.userid)
    seconds = entry.shutdown_seconds if entry is not None else None
    now = ctx.now()
    if cmd.immed or seconds is None:
        machine.events.cancel(LOGOFF, cmd.userid)
        guest.forced_by = ctx.userid
        machine.events.schedule(now, LOGOFF, cmd.userid, ctx.userid)
        return ok(changed=True)
    if guest.forced_by:
        return refuse("HCP361E", module="FOR", userid=cmd.userid)
    # A guest that takes the shutdown signal gets up to the system's SIGNAL SHUTDOWN TIME
    # (HCPSIG2114I says how long); it logs off when its own shutdown is done.
    timeout = machine.facts.signal_timeout
    guest.forced_by = ctx.userid
    machine.events.schedule(now + dt.timedelta(seconds=min(seconds, timeout)), LOGOFF, cmd.userid, ctx.userid)
    return ok(said("HCPSIG2114I", userid=cmd.userid, seconds=timeout), changed=True)
