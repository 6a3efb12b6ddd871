"""Frozen figures of one Performance Toolkit interval: the system's and each cohort's, per second.

What the views, ``zconsole reproduce`` and the FCX291/FCX296 reports read; made from the
difference of the lab's running totals at the interval's two ends.
"""

from __future__ import annotations

import typing

import attrs

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.lab import Lab


@attrs.frozen
class GuestRates:
    """One cohort's figures in an interval, per guest and per second (FCX291's columns)."""

    group: int
    stratum: int
    count: int
    transactions: float  # per guest per second (ETR)
    vcpu: float  # CPU seconds a second, per guest
    wait: float  # share of the time in page wait
    inst: float
    relse: float
    inval: float
    reval: float
    agereval: float
    ready: float
    notready: float
    reads: float
    writes: float
    resident: int  # per guest, at the interval's end
    below: int  # per guest, resident below 2G


@attrs.frozen
class Interval:
    """The system's figures for one interval (FCX296's columns and the tables' rows), per second."""

    end: float  # seconds since the lab started
    seconds: float
    cpus: int
    util: float  # processors busy, 0-1 per processor
    cp_util: float  # of it, CP's time (the guests' faults included)
    system_util: float  # CP's time on no guest's behalf: demand scan, steals, writes, reorders, spin
    spin: float  # share of processor time spinning on the reorder lock
    scan_active: float  # share of the time demand scan ran
    stolen: float
    ondemand: float
    inval: float
    reval: float
    agereval: float
    reads: float
    writes: float
    xin: float
    xout: float
    migr: float
    reorders: float
    reorder_items: float
    service_ms: float
    slots_in_use: int
    slots_total: int
    guests: tuple[GuestRates, ...]

    @classmethod
    def of(cls, lab: Lab, delta: dict[str, float]) -> Interval:
        """The interval ending now, from the totals' growth ``delta`` over it."""
        seconds = float(lab.intervals[-1].end if lab.intervals else 0.0)
        seconds = lab.now - seconds
        per = 1.0 / seconds
        cap = lab.config.cpus * seconds
        guests = []
        vcpu_all = 0.0
        for c in lab.cohorts:
            def d(key: str, i: int = c.ident) -> float:
                return delta.get(f"{i}.{key}", 0.0)
            proc = lab.config.guests[c.group].procedure
            n = c.count
            vcpu_all += d("vcpu")
            guests.append(GuestRates(
                group=c.group, stratum=c.stratum, count=n,
                transactions=d("touches") / proc.pages_per_transaction * per / n,
                vcpu=d("vcpu") * per / n, wait=d("wait") * per / n, inst=d("inst") * per / n,
                relse=d("relse") * per / n, inval=d("inval") * per / n, reval=d("reval") * per / n,
                agereval=d("agereval") * per / n, ready=d("ready") * per / n,
                notready=d("notready") * per / n, reads=d("reads") * per / n, writes=d("writes") * per / n,
                resident=c.resident // n, below=c.below // n))
        cp = delta.get("cp", 0.0) + delta.get("spin", 0.0)
        from zconsole.systems.zvm.storage import rates as r

        return cls(
            end=lab.now, seconds=seconds, cpus=lab.config.cpus,
            util=min(1.0, (vcpu_all + cp) / cap), cp_util=min(1.0, cp / cap),
            system_util=min(1.0, (cp - delta.get("cp_in_touch", 0.0)) / cap),
            spin=delta.get("spin", 0.0) / cap,
            scan_active=min(1.0, delta.get("scan_frames", 0.0) * r.SCAN_US / 1e6 * per),
            stolen=delta.get("stolen", 0.0) * per, ondemand=delta.get("ondemand", 0.0) * per,
            inval=delta.get("inval", 0.0) * per, reval=delta.get("reval", 0.0) * per,
            agereval=delta.get("agereval", 0.0) * per, reads=delta.get("reads", 0.0) * per,
            writes=delta.get("writes", 0.0) * per, xin=delta.get("xin", 0.0) * per,
            xout=delta.get("xout", 0.0) * per, migr=delta.get("migr", 0.0) * per,
            reorders=delta.get("reorders", 0.0), reorder_items=delta.get("reorder_items", 0.0),
            service_ms=lab.service_ms, slots_in_use=sum(c.slots for c in lab.cohorts),
            slots_total=lab.config.paging_volumes * lab.config.cylinders * r.SLOTS_PER_CYLINDER,
            guests=tuple(guests))
