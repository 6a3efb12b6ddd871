"""IEE174I for D M=SCM and D M=SCM(DETAIL), and IEE195I for CONFIG SCM."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.config import Iee712i, render_iee712i
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders
from zconsole.systems.zos.model.core.units import format_amount
from zconsole.systems.zos.model.paging.scm_notices import ScmDrained, ScmDrainedLiving, ScmDrainsDone

MbRange = tuple[int, int]


@attrs.frozen
class ScmSummary:
    """The figures both SCM displays share, in MB, and the in-use percentage."""

    defined_mb: int
    increment_mb: int
    online_mb: int
    available_mb: int
    pending_mb: int
    in_use_pct: int


@attrs.frozen
class Iee174iScm:
    """D M=SCM; ``summary`` None when the machine has no SCM."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    summary: ScmSummary | None
    online_ranges: tuple[MbRange, ...] = ()


@renders(Iee174iScm)
def render_iee174i_scm(msg: Iee174iScm) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE), c.SCM_STATUS_TITLE]
    s = msg.summary
    if s is None:
        return [*lines, c.SCM_NOT_DEFINED]
    lines.append(c.SCM_DEFINED.format(amount=format_amount(s.defined_mb)))
    lines.append(c.SCM_ONLINE)
    for start, end in msg.online_ranges:
        lines.append(c.SCM_RANGE.format(start=format_amount(start), end=format_amount(end)))
    if not msg.online_ranges:
        lines.append(c.SCM_NO_RANGE)
    lines.append(c.SCM_OFFLINE_AVAILABLE.format(amount=format_amount(s.available_mb)))
    if s.pending_mb:
        lines.append(c.SCM_PENDING_OFFLINE.format(amount=format_amount(s.pending_mb)))
    lines.append(c.SCM_IN_USE.format(pct=s.in_use_pct))
    lines.append(c.SCM_INCREMENT_SIZE.format(amount=format_amount(s.increment_mb)))
    return lines


@attrs.frozen
class ScmDetailRow:
    address_mb: int
    pct: int
    status: str


@attrs.frozen
class Iee174iScmDetail:
    """D M=SCM(DETAIL): one row per increment in service (online or pending offline)."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    summary: ScmSummary | None
    rows: tuple[ScmDetailRow, ...] = ()


@renders(Iee174iScmDetail)
def render_iee174i_scm_detail(msg: Iee174iScmDetail) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE), c.SCM_DETAIL_TITLE]
    s = msg.summary
    if s is None:
        return [*lines, c.SCM_NOT_DEFINED]
    lines.append(c.SCM_DEFINED.format(amount=format_amount(s.defined_mb)))
    lines.append(c.SCM_DETAIL_HEADER)
    for row in msg.rows:
        lines.append(
            c.SCM_DETAIL_ROW.format(
                address=format_amount(row.address_mb), pct=f"{row.pct}%", status=row.status
            )
        )
    lines.append(
        c.SCM_DETAIL_SUMMARY.format(
            online=format_amount(s.online_mb),
            available=format_amount(s.available_mb),
            pending=format_amount(s.pending_mb),
        )
    )
    lines.append(c.SCM_IN_USE.format(pct=s.in_use_pct))
    lines.append(c.SCM_INCREMENT_SIZE.format(amount=format_amount(s.increment_mb)))
    return lines


@attrs.frozen
class Iee195i:
    """One SCM reconfiguration result: a range with its new state, or a refusal."""

    msgid: ClassVar[str] = "IEE195I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    state: str | None = None  # ONLINE / OFFLINE / PENDING OFFLINE when done
    locations: MbRange | None = None
    reason: str | None = None  # set when refused


@renders(Iee195i)
def render_iee195i(msg: Iee195i) -> list[str]:
    loc = msg.locations
    where = {"start": format_amount(loc[0]), "end": format_amount(loc[1])} if loc else {}
    if msg.reason is None:
        return ["IEE195I " + c.IEE195I_DONE.format(state=msg.state, **where)]
    if loc is None:
        return ["IEE195I " + c.IEE195I_REFUSED.format(reason=msg.reason)]
    return ["IEE195I " + c.IEE195I_REFUSED_AT.format(reason=msg.reason, **where)]


@renders(ScmDrained)
def render_scm_drained(msg: ScmDrained) -> list[str]:
    """Increments that finished going offline (IEE195I)."""
    return render_iee195i(Iee195i("OFFLINE", msg.locations))


@renders(ScmDrainsDone)
def render_scm_drains_done(msg: ScmDrainsDone) -> list[str]:
    """The CONFIG request they belonged to is complete (IEE712I)."""
    return render_iee712i(Iee712i())


@renders(ScmDrainedLiving)
def render_scm_drained_living(msg: ScmDrainedLiving) -> list[str]:
    """Drains that finished while the machine lives: one message, IEE195I lines then IEE712I."""
    lines = [line for r in msg.ranges for line in render_iee195i(Iee195i("OFFLINE", r))]
    return lines + render_iee712i(Iee712i())
