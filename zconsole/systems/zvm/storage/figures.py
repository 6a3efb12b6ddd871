"""Frozen figures of one Performance Toolkit interval: the system's and each cohort's, per second.

What the views, ``zconsole reproduce`` and the FCX291/FCX296 reports read; made from the
difference of the lab's running totals at the interval's two ends.
"""

from __future__ import annotations

import typing

import attrs


def _floats(values: typing.Iterable[float]) -> tuple[float, ...]:
    return tuple(values)


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
    cohort: int = -1  # the cohort's ident (FCX291 finds one guest's by it)


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
    # every count of the lab that moves, at the interval's end (steady.counts): what tells a
    # lab at its steady state from one still drifting
    state: tuple[float, ...] = attrs.field(default=(), converter=_floats)
