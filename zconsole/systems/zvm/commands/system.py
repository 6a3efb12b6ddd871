"""QUERY STORAGE, QUERY VIRTUAL STORAGE, DEFINE STORAGE, QUERY PROCESSORS, CPLEVEL, TIME,
CPLOAD, USERID, SET/QUERY EMSG: what the system and the user's own machine are."""

from __future__ import annotations

from zconsole.systems.zvm.commands.context import Context, Result, hhmmss, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.units import amount_text
from zconsole.systems.zvm.syntax import ast_system


def query_storage(cmd: ast_system.QueryStorage, ctx: Context) -> Result:
    # A class B user sees real storage; a class G user its own virtual storage (spec).
    if "B" not in ctx.classes:
        return query_virtual_storage(ast_system.QueryVirtualStorage(), ctx)
    s = ctx.machine.storage
    return ok(
        said(
            "Q_STORAGE",
            storage=amount_text(s.real_mb),
            configured=amount_text(s.real_mb),
            inc=amount_text(s.increment_mb),
            standby=amount_text(s.standby_mb),
            reserved=amount_text(s.reserved_mb),
        )
    )


def query_virtual_storage(cmd: ast_system.QueryVirtualStorage, ctx: Context) -> Result:
    guest = ctx.machine.guests[ctx.userid]
    if ctx.machine.facts.version >= 7:
        entry = ctx.machine.directory[ctx.userid]
        # REAL (7.x guests): STANDBY is what the directory maximum leaves; zero STANDBY
        # prints 0, zero RESERVED 0G; INC is the guest's storage increment (INFERRED 128M
        # below 64G).
        return ok(
            said(
                "Q_V_STOR_7",
                storage=amount_text(guest.storage_mb),
                max=amount_text(entry.max_mb),
                inc="128M",
                standby=amount_text(entry.max_mb - guest.storage_mb),
                reserved=amount_text(0, zero="0G"),
            )
        )
    return ok(said("Q_V_STOR", storage=amount_text(guest.storage_mb)))


def define_storage(cmd: ast_system.DefineStorage, ctx: Context) -> Result:
    entry = ctx.machine.directory[ctx.userid]
    if cmd.mb > entry.max_mb or cmd.mb == 0:
        return refuse("HCP091E", size=amount_text(cmd.mb), max=amount_text(entry.max_mb))
    ctx.machine.guests[ctx.userid].storage_mb = cmd.mb
    return ok(said("DEFINE_STORAGE", storage=amount_text(cmd.mb)), changed=True)


def query_processors(cmd: ast_system.QueryProcessors, ctx: Context) -> Result:
    return ok(said("Q_PROCESSORS", count=ctx.machine.processors))


def _date(ctx: Context, moment: object) -> str:
    import datetime as dt

    assert isinstance(moment, dt.datetime)
    if ctx.machine.facts.iso_dates:
        return moment.strftime("%Y-%m-%d")
    return moment.strftime("%m/%d/%y")


def query_cplevel(cmd: ast_system.QueryCplevel, ctx: Context) -> Result:
    f = ctx.machine.facts
    return ok(
        said(
            "Q_CPLEVEL",
            version=f.version,
            release=f.release_number,
            level=f.service_level,
            generated=f"{_date(ctx, f.generated)} {hhmmss(f.generated)}",
            ipl=f"{_date(ctx, f.ipl)} {hhmmss(f.ipl)}",
            zone=f.zone,
        )
    )


def query_time(cmd: ast_system.QueryTime, ctx: Context) -> Result:
    now = ctx.now()
    guest = ctx.machine.guests[ctx.userid]
    seconds = max(int((now - guest.logged_on).total_seconds()), 0)
    connect = f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return ok(
        said(
            "Q_TIME",
            time=hhmmss(now),
            zone=ctx.machine.facts.zone,
            weekday=now.strftime("%A").upper(),
            date=_date(ctx, now),
            connect=connect,
        )
    )


def query_cpload(cmd: ast_system.QueryCpload, ctx: Context) -> Result:
    f = ctx.machine.facts
    return ok(
        said(
            "Q_CPLOAD",
            volume=f.cpload_volume,
            cylinder=f.cpload_cylinder,
            parm=f.parm_volume,
            first=f.parm_first,
            last=f.parm_last,
        )
    )


def query_userid(cmd: ast_system.QueryUserid, ctx: Context) -> Result:
    return ok(said("Q_USERID", userid=ctx.userid, system=ctx.machine.system_name))


def set_emsg(cmd: ast_system.SetEmsg, ctx: Context) -> Result:
    ctx.emsg = cmd.mode
    return ok(changed=True)


def query_emsg(cmd: ast_system.QueryEmsg, ctx: Context) -> Result:
    return ok(said("EMSG", mode=ctx.emsg))


def query_cpuid(cmd: ast_system.QueryCpuid, ctx: Context) -> Result:
    return ok(said("Q_CPUID", cpuid=ctx.machine.facts.cpuid))


def _files(n: int) -> str:
    return f"{n:04d}" if n else "  NO"  # REAL: `0016 RDR`, `  NO PUN`


def query_files(cmd: ast_system.QueryFiles, ctx: Context) -> Result:
    guest = ctx.machine.guests[ctx.userid]
    return ok(said("Q_FILES", rdr=_files(guest.rdr), prt=_files(guest.prt), pun=_files(guest.pch)))
