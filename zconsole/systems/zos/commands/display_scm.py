"""D M=SCM and D M=SCM(DETAIL) (IEE174I), derived from the SCM increments."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.scm import Iee174iScm, Iee174iScmDetail, ScmDetailRow, ScmSummary
from zconsole.systems.zos.model.core.units import percent
from zconsole.systems.zos.model.paging.scm import IncrementStatus, Scm, ranges
from zconsole.systems.zos.syntax.ast import DisplayScm


def summary(scm: Scm) -> ScmSummary:
    """The figures both forms print; IN USE is pages over SCM in service, half up."""
    return ScmSummary(
        defined_mb=scm.defined_mb,
        increment_mb=scm.increment_mb,
        online_mb=scm.amount_mb(IncrementStatus.ONLINE),
        available_mb=scm.amount_mb(IncrementStatus.OFFLINE_AVAILABLE),
        pending_mb=scm.amount_mb(IncrementStatus.PENDING_OFFLINE),
        in_use_pct=percent(scm.used_blocks, scm.size_blocks),
    )


@handles(DisplayScm)
def display_scm(cmd: DisplayScm, ctx: Context) -> Result:
    scm = ctx.machine.scm
    stamp = ctx.stamp()
    if cmd.detail:
        if scm is None:
            return Result((Iee174iScmDetail(stamp, None),))
        rows = tuple(
            ScmDetailRow(inc.address_mb, percent(inc.used_blocks, inc.capacity_blocks), inc.status.value)
            for inc in scm.in_service
        )
        return Result((Iee174iScmDetail(stamp, summary(scm), rows),))
    if scm is None:
        return Result((Iee174iScm(stamp, None),))
    online = tuple(ranges(scm.with_status(IncrementStatus.ONLINE)))
    return Result((Iee174iScm(stamp, summary(scm), online),))
