"""A lab at its steady state moves on in closed form, an interval at a time.

The lab is a fluid model: after a while its counts and rates stop moving, but for the
rounding of whole frames (a page or two an interval). Stepping on through such a stretch
second by second would spend the processor to redo the same interval. So, when the
lab's last rates.STEADY_INTERVALS + 1 intervals agree on every figure (every rate of the
system and of each cohort, and every count of frames, slots and the available list at
their ends) within rates.STEADY_TOLERANCE of each other plus a frame or two, the lab is
steady: each further whole interval repeats the last one (its totals grow by the last
interval's, its counts stay), until a command changes the lab (SET RESERVED, SET
AGELIST, a paging volume added or taken away), which ends the stretch; the lab then
steps again and is steady again only when its intervals agree anew. A lab that has
settled into a cycle (a reserved guest and its neighbours taking turns with demand scan,
one interval in two alike) is steady with that period: its intervals repeat in turn.

A lab still drifting (z/VM 6.2's steal reshaping its lists for an hour) never agrees
within the tolerance over the window, so it steps on; what a steady stretch leaves out is
at most the tolerance an interval (the rounding noise it smooths is smaller).
"""

from __future__ import annotations

import typing

import attrs

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.figures import GuestRates, Interval

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.store import Storage


def counts(lab: Storage) -> tuple[float, ...]:
    """Every count of the lab that moves, at the interval's end (an Interval's ``state``)."""
    found: list[float] = [lab.avail_above, lab.avail_below, lab.cp_frames]
    for c in lab.cohorts:
        found += (c.touched, c.active, c.ibr, c.aging, c.aging_clean, c.res_clean, c.slots, c.xstore, c.below)
    return tuple(float(x) for x in found)


def _close(a: float, b: float, floor: float) -> bool:
    return abs(a - b) <= r.STEADY_TOLERANCE * max(abs(a), abs(b)) + floor


def _alike(a: Interval, b: Interval, floor: float) -> bool:
    """Two intervals' figures agree (the rates a second, the shares, the counts)."""
    if len(a.guests) != len(b.guests) or len(a.state) != len(b.state) or a.seconds != b.seconds:
        return False
    rate_floor = floor / a.seconds  # a frame or two in an interval, as a rate
    for name in _INTERVAL_FIGURES:
        if not _close(getattr(a, name), getattr(b, name), floor if name in _COUNTS else rate_floor):
            return False
    if not all(_close(x, y, floor) for x, y in zip(a.state, b.state, strict=True)):
        return False
    for g, h in zip(a.guests, b.guests, strict=True):
        if (g.cohort, g.count) != (h.cohort, h.count):
            return False
        for name in _GUEST_FIGURES:
            if not _close(getattr(g, name), getattr(h, name), floor if name in _COUNTS else rate_floor):
                return False
    return True


_COUNTS = ("slots_in_use", "resident", "below")  # frames or slots, not rates
_INTERVAL_FIGURES = tuple(
    a.name
    for a in attrs.fields(Interval)
    if a.name not in ("end", "seconds", "cpus", "guests", "state", "slots_total")
)
_GUEST_FIGURES = tuple(
    a.name for a in attrs.fields(GuestRates) if a.name not in ("group", "stratum", "count", "cohort")
)


def period(lab: Storage) -> int:
    """The lab's period in intervals if it is at its steady state now (1: every interval
    alike; 2 or more: a cycle, demand scan and the guests taking turns), else 0."""
    floor = max(r.STEADY_FLOOR_FRAMES, r.STEADY_TOLERANCE * 0.01 * lab.dpa)
    ivs = lab.intervals
    for p in range(1, r.STEADY_MAX_PERIOD + 1):
        if len(ivs) < (r.STEADY_INTERVALS + 1) * p or len(lab.deltas) < p:
            break
        if all(
            _alike(ivs[-1 - j], ivs[-1 - j - m * p], floor)
            for j in range(p)
            for m in range(1, r.STEADY_INTERVALS + 1)
        ):
            return p
    return 0


def cruise(lab: Storage, to: float) -> bool:
    """Move a steady lab on toward ``to`` in closed form: to the end of the interval it is
    in (True: that interval closed, the one a period back repeated), or by the whole
    seconds short of it (False). The totals at any moment are those at the interval's
    start plus that share of its growth, however the time is cut into advances."""
    end = lab.intervals[-1].end + r.INTERVAL_SECONDS
    delta = lab.deltas[-lab.period]
    closes = to + 1e-9 >= end
    lab.now = end if closes else round(lab.now + int(to - lab.now + 1e-9), 6)
    share = 1.0 if closes else (lab.now - lab.intervals[-1].end) / r.INTERVAL_SECONDS
    start = lab.open_interval
    for c in lab.cohorts:
        for key in c.totals:
            name = f"{c.ident}.{key}"
            c.totals[key] = start.get(name, 0.0) + delta.get(name, 0.0) * share
    for key in lab.running:
        lab.running[key] = start.get(key, 0.0) + delta.get(key, 0.0) * share
    if not closes:
        return False
    lab.intervals.append(attrs.evolve(lab.intervals[-lab.period], end=end))
    lab.deltas.append(delta)
    del lab.deltas[: max(0, len(lab.deltas) - r.STEADY_MAX_PERIOD)]
    lab.open_interval = lab.snapshot_totals()
    return True
