"""QUERY FRAMES, QUERY/SET AGELIST, QUERY/SET RESERVED, QUERY XSTORE, QUERY/SET SRM: the
storage figures and settings, read through ``machine.figures`` and ``machine.tuning``
(model/figures.py); a machine with a storage lab has what SET changes passed on to it."""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.units import PAGES_PER_MB, amount_text
from zconsole.systems.zvm.storage.rates import agelist_percent_allowed
from zconsole.systems.zvm.syntax import ast_storage

# SEED: the aging list is at least 1 MB (its percentage's rule is the lab's, rates.py).
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
    if cmd.percent is not None and not agelist_percent_allowed(cmd.percent):
        return refuse("HCP003E", module="SET", option=f"{cmd.percent}%")
    if cmd.mb is not None and cmd.mb < AGELIST_MIN_MB:
        return refuse("HCP003E", module="SET", option=amount_text(cmd.mb))
    lab = ctx.machine.lab
    if lab is not None and cmd.mb is not None and not agelist_percent_allowed(_share(cmd.mb, lab.dpa)):
        return refuse("HCP003E", module="SET", option=amount_text(cmd.mb))
    if cmd.percent is not None:
        t.agelist_percent, t.agelist_mb = cmd.percent, None
    if cmd.mb is not None:
        t.agelist_percent, t.agelist_mb = None, cmd.mb
    if cmd.earlywrites is not None:
        t.earlywrites = cmd.earlywrites
    if lab is not None:
        percent = t.agelist_percent
        lab.set_agelist(_share(t.agelist_mb or 0, lab.dpa) if percent is None else percent, t.earlywrites)
    return ok(changed=True)


def _share(mb: int, dpa: int) -> float:
    """A size in MB as a percentage of the dynamic paging area (the lab's AGELIST target)."""
    return mb * PAGES_PER_MB * 100 / dpa


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
    elif t.sysmax_pages is not None and cmd.pages > t.sysmax_pages:
        return refuse("HCP1170E", amount=cmd.pages, sysmax=t.sysmax_pages)
    else:
        t.reserved[cmd.userid] = cmd.pages
    if ctx.machine.lab is not None:  # SEED: 6.3's demand scan honours it, 6.2's pass 3 does not
        ctx.machine.lab.set_reserved(cmd.userid, cmd.pages or 0)
    return ok(changed=True)


def query_xstore(cmd: ast_storage.QueryXstore, ctx: Context) -> Result:
    # The lab's XSTORE is the machine's (model/loading/lab_file.py), so one figure serves.
    return ok(said("Q_XSTORE", xstore=amount_text(ctx.machine.storage.xstore_mb)))


def query_srm(cmd: ast_storage.QuerySrm, ctx: Context) -> Result:
    t = ctx.machine.tuning
    (l1, l2, l3), (s1, s2, s3) = t.ldubuf, t.storbuf
    return ok(said("Q_SRM", l1=l1, l2=l2, l3=l3, s1=s1, s2=s2, s3=s3))


def set_srm(cmd: ast_storage.SetSrm, ctx: Context) -> Result:
    lab = ctx.machine.lab
    if cmd.buffer == "STORBUF":
        ctx.machine.tuning.storbuf = cmd.percents
        if lab is not None:
            lab.set_srm(storbuf=cmd.percents)
    else:
        ctx.machine.tuning.ldubuf = cmd.percents
        if lab is not None:
            lab.set_srm(ldubuf=cmd.percents)
    return ok(changed=True)
