"""Figures over a run's intervals, as the seed's tables report them (per second, means).

Pure functions of the frozen Interval values: ``zconsole reproduce`` and the Performance
Toolkit reports read a lab through them.
"""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.figures import GuestRates, Interval


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


@attrs.frozen
class GroupFigures:
    """One group of alike guests over a run: totals for the group, per second."""

    etr: float  # transactions a second, the whole group
    fairness: float  # lowest guest's transactions over the highest's
    reads: float  # per guest
    writes: float  # per guest
    resident: float  # per guest
    vcpu: float  # CPU seconds a second, the whole group
    wait: float  # share of the time in page wait, mean over the guests


@attrs.frozen
class RunFigures:
    """A run's system figures (the seed's table rows), means over its intervals."""

    etr: float
    util: float  # 0-1 per processor
    cp_util: float
    system_util: float
    spin: float
    reads: float
    writes: float
    xin: float
    xout: float
    migr: float
    stolen: float
    inval: float
    reval: float
    agereval: float
    ondemand: float
    scan_active: float
    service_ms: float
    page_wait: float  # share of guests' time in page wait
    slot_util: float  # 0-1
    reorders: float  # in the run
    reorder_items: float
    groups: tuple[GroupFigures, ...]

    @property
    def itr(self) -> float:
        """SEED identity: ITR = ETR x 100 / utilisation (%)."""
        return self.etr / self.util if self.util else 0.0


def _group(intervals: list[Interval], group: int) -> GroupFigures:
    mine = [[g for g in i.guests if g.group == group] for i in intervals]
    count = sum(g.count for g in mine[0])

    def total(get: str) -> float:
        return _mean([sum(getattr(g, get) * g.count for g in gs) for gs in mine])

    per_cohort: dict[int, list[float]] = {}
    for gs in mine:
        for g in gs:
            per_cohort.setdefault(g.stratum, []).append(g.transactions)
    means = [_mean(v) for v in per_cohort.values()]
    top = max(means) if means else 0.0
    return GroupFigures(
        etr=total("transactions"),
        fairness=min(means) / top if top else 1.0,
        reads=total("reads") / count,
        writes=total("writes") / count,
        resident=_resident(mine[-1]) / count,
        vcpu=total("vcpu"),
        wait=total("wait") / count,
    )


def _resident(guests: list[GuestRates]) -> float:
    return float(sum(g.resident * g.count for g in guests))


def figures(intervals: list[Interval]) -> RunFigures:
    """The means of ``intervals`` (at least one)."""
    groups = sorted({g.group for g in intervals[0].guests})

    def mean(get: str) -> float:
        return _mean([getattr(i, get) for i in intervals])

    per_group = tuple(_group(intervals, g) for g in groups)
    guests = sum(g.count for g in intervals[0].guests)
    last = intervals[-1]
    return RunFigures(
        etr=sum(g.etr for g in per_group),
        util=mean("util"),
        cp_util=mean("cp_util"),
        system_util=mean("system_util"),
        spin=mean("spin"),
        reads=mean("reads"),
        writes=mean("writes"),
        xin=mean("xin"),
        xout=mean("xout"),
        migr=mean("migr"),
        stolen=mean("stolen"),
        inval=mean("inval"),
        reval=mean("reval"),
        agereval=mean("agereval"),
        ondemand=mean("ondemand"),
        scan_active=mean("scan_active"),
        service_ms=mean("service_ms"),
        page_wait=sum(
            g.wait * sum(x.count for x in last.guests if x.group == i)
            for i, g in zip(groups, per_group, strict=True)
        )
        / guests,
        slot_util=last.slots_in_use / last.slots_total if last.slots_total else 0.0,
        reorders=sum(i.reorders for i in intervals),
        reorder_items=sum(i.reorder_items for i in intervals),
        groups=per_group,
    )


def ptrm_spaces(release: str, virtual_gb: float) -> int:
    """SEED: 6.3 makes all 128 PTRM spaces at IPL; 6.2 one per 512 GB of guest storage as needed."""
    if release == "6.3":
        return r.PTRM_SPACES_63
    return max(1, -(-int(virtual_gb) // r.PTRM_GB_EACH))
