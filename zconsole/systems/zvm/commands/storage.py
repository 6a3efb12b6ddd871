"""QUERY FRAMES, QUERY/SET AGELIST, QUERY/SET RESERVED, QUERY XSTORE, QUERY/SET SRM: the
storage figures and settings, read through ``machine.figures`` and ``machine.tuning``
(model/figures.py) so a storage model can be plugged in without changing these."""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.units import PAGES_PER_MB, amount_text
from zconsole.systems.zvm.syntax import ast_storage

# SEED: the aging list is at most 5 % of the dynamic paging area, at least 1 MB.
AGELIST_MAX_PERCENT = 5
AGELIST_MIN_MB = 1


def query_frames(cmd: ast_storage.QueryFrames, ctx: Context) -> Result:
    frames = ctx.machine.figures.frames(ctx.machine.storage.real_mb)
    return ok(said("Q_FRAMES", **attrs.asdict(frames)))


def _agelist_size(ctx: Context) -> str:
    t = ctx.machine.tuning
    return f"{t.agelist_percent}%" if t.agelist_percent is not None else amount_text(t.agelist_mb or 0)


def query_agelist(cmd: ast_storage.QueryAgelist, ctx: Context) -> Result:
    early = "YES" if ctx.machine.tuning.earlywrites else "NO"
    return ok(said("Q_AGELIST", size=_agelist_size(ctx), early=early))


def set_agelist(cmd: ast_storage.SetAgelist, ctx: Context) -> Result:
    t = ctx.machine.tuning
    if cmd.percent is not None and not 1 <= cmd.percent <= AGELIST_MAX_PERCENT:
        return refuse("HCP003E", module="SET", option=f"{cmd.percent}%")
    if cmd.mb is not None and cmd.mb < AGELIST_MIN_MB:
        return refuse("HCP003E", module="SET", option=amount_text(cmd.mb))
    if cmd.percent is not None:
        t.agelist_percent, t.agelist_mb = cmd.percent, None
    if cmd.mb is not None:
        t.agelist_percent, t.agelist_mb = None, cmd.mb
    if cmd.earlywrites is not None:
        t.earlywrites = cmd.earlywrites
    return ok(changed=True)


def query_reserved(cmd: ast_storage.QueryReserved, ctx: Context) -> Result:
    t = ctx.machine.tuning
    sysmax = "NONE" if t.sysmax_pages is None else amount_text(t.sysmax_pages // PAGES_PER_MB)
    return ok(said("Q_RESERVED", sysmax=sysmax, users=tuple(sorted(t.reserved.items()))))


def set_reserved(cmd: ast_storage.SetReserved, ctx: Context) -> Result:
    t = ctx.machine.tuning
    if cmd.sysmax:
        t.sysmax_pages = cmd.pages
        return ok(changed=True)
    if cmd.userid not in ctx.machine.directory:
        return refuse("HCP053E", userid=cmd.userid)
    if cmd.pages is None:
        t.reserved.pop(cmd.userid, None)
        return ok(changed=True)
    if t.sysmax_pages is not None and cmd.pages > t.sysmax_pages:
        return refuse("HCP1170E", amount=cmd.pages, sysmax=t.sysmax_pages)
    t.reserved[cmd.userid] = cmd.pages
    return ok(changed=True)


def query_xstore(cmd: ast_storage.QueryXstore, ctx: Context) -> Result:
    return ok(said("Q_XSTORE", xstore=amount_text(ctx.machine.storage.xstore_mb)))


def query_srm(cmd: ast_storage.QuerySrm, ctx: Context) -> Result:
    t = ctx.machine.tuning
    (l1, l2, l3), (s1, s2, s3) = t.ldubuf, t.storbuf
    return ok(said("Q_SRM", l1=l1, l2=l2, l3=l3, s1=s1, s2=s2, s3=s3))


def set_srm(cmd: ast_storage.SetSrm, ctx: Context) -> Result:
    if cmd.buffer == "STORBUF":
        ctx.machine.tuning.storbuf = cmd.percents
    else:
        ctx.machine.tuning.ldubuf = cmd.percents
    return ok(changed=True)
