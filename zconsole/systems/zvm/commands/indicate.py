"""INDICATE LOAD, USER, PAGING, I/O: the system's and a user's load, from the figures."""

from __future__ import annotations

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.units import amount_text
from zconsole.systems.zvm.syntax import ast_users


def indicate_load(cmd: ast_users.IndicateLoad, ctx: Context) -> Result:
    machine = ctx.machine
    load = machine.figures.load(machine.processors)
    # INFERRED from the idle capture: every guest but the one issuing the command is
    # dormant (2 users logged on, DORMANT-00001).
    return ok(
        said(
            "IND_LOAD",
            version=machine.facts.version,
            release=machine.facts.release_number,
            avgproc=load.avgproc,
            nproc=machine.processors,
            paging=load.paging,
            mdc_reads=load.mdc_reads,
            mdc_writes=load.mdc_writes,
            mdc_hit=load.mdc_hit,
            q0=0,
            dormant=max(len(machine.guests) - 1, 0),
            busy=load.proc_busy,
        )
    )


def indicate_user(cmd: ast_users.IndicateUser, ctx: Context) -> Result:
    machine = ctx.machine
    userid = cmd.userid or ctx.userid
    if userid != ctx.userid and "E" not in ctx.classes:
        return refuse("HCP003E", module="IND", option=userid)
    guest = machine.guests.get(userid)
    if guest is None:
        return refuse("HCP045E", module="IND", userid=userid)
    entry = machine.directory[userid]
    pages = machine.figures.guest_pages(userid)
    seconds = max(int((ctx.now() - guest.logged_on).total_seconds()), 0)
    ipl = entry.ipl
    iplsys = "DEV 0190" if ipl == "CMS" else (f"DEV {ipl}" if ipl else "NONE")
    return ok(
        said(
            "IND_USER",
            userid=userid,
            mach=entry.machine,
            stor=amount_text(guest.storage_mb),
            iplsys=iplsys,
            devnum=guest.devnum,
            res=pages.res,
            ws=pages.ws,
            lockedreal=pages.lockedreal,
            resvd=machine.tuning.reserved.get(userid, 0),
            instan=pages.instan,
            npref=pages.npref,
            pref=pages.pref,
            reads=pages.reads,
            writes=pages.writes,
            ctime=f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}",
            io=guest.io,
            rdr=guest.rdr,
            prt=guest.prt,
            pch=guest.pch,
        )
    )


def indicate_paging(cmd: ast_users.IndicatePaging, ctx: Context) -> Result:
    users = ctx.machine.figures.page_wait()
    if not users:
        return ok(said("IND_PAGING_NONE"))
    return ok(said("IND_PAGING", users=users))


def indicate_io(cmd: ast_users.IndicateIo, ctx: Context) -> Result:
    return ok(said("IND_IO_NONE"))  # no I/O wait is modelled yet: REAL empty case
