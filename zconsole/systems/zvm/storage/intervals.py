"""An interval closed: the frozen figures of the 30 seconds since the last, from the lab's totals."""

from __future__ import annotations

import typing

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage import steady
from zconsole.systems.zvm.storage.figures import GuestRates, Interval

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.store import Storage


def close(lab: Storage, delta: dict[str, float]) -> Interval:
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
        guests.append(
            GuestRates(
                cohort=c.ident,
                group=c.group,
                stratum=c.stratum,
                count=n,
                transactions=d("touches") / proc.pages_per_transaction * per / n,
                vcpu=d("vcpu") * per / n,
                wait=d("wait") * per / n,
                inst=d("inst") * per / n,
                relse=d("relse") * per / n,
                inval=d("inval") * per / n,
                reval=d("reval") * per / n,
                agereval=d("agereval") * per / n,
                ready=d("ready") * per / n,
                notready=d("notready") * per / n,
                reads=d("reads") * per / n,
                writes=d("writes") * per / n,
                resident=c.resident // n,
                below=c.below // n,
            )
        )
    cp = delta.get("cp", 0.0) + delta.get("spin", 0.0)
    return Interval(
        end=lab.now,
        seconds=seconds,
        cpus=lab.config.cpus,
        util=min(1.0, (vcpu_all + cp) / cap),
        cp_util=min(1.0, cp / cap),
        system_util=min(1.0, (cp - delta.get("cp_in_touch", 0.0)) / cap),
        spin=delta.get("spin", 0.0) / cap,
        scan_active=min(1.0, delta.get("scan_frames", 0.0) * r.SCAN_US / 1e6 * per),
        stolen=delta.get("stolen", 0.0) * per,
        ondemand=delta.get("ondemand", 0.0) * per,
        inval=delta.get("inval", 0.0) * per,
        reval=delta.get("reval", 0.0) * per,
        agereval=delta.get("agereval", 0.0) * per,
        reads=delta.get("reads", 0.0) * per,
        writes=delta.get("writes", 0.0) * per,
        xin=delta.get("xin", 0.0) * per,
        xout=delta.get("xout", 0.0) * per,
        migr=delta.get("migr", 0.0) * per,
        reorders=delta.get("reorders", 0.0),
        reorder_items=delta.get("reorder_items", 0.0),
        service_ms=lab.service_ms,
        slots_in_use=sum(c.slots for c in lab.cohorts),
        slots_total=lab.config.paging_volumes * lab.config.cylinders * r.SLOTS_PER_CYLINDER,
        guests=tuple(guests),
        state=steady.counts(lab),
    )
