"""Paging flows of the living machine: one segment's plan (growth, working sets coming back,
churn, a dump's capture reads), applying it, and real storage rebalanced onto auxiliary storage.

The engine (engine.py) cuts time into segments of constant rates; this module says what
those rates are and moves the pages. No message but wait state 03C (ILR008W) is said here.
"""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.core.units import PAGES_PER_MB
from zconsole.systems.zos.model.living import dump_flow, rates
from zconsole.systems.zos.model.living.workload import State
from zconsole.systems.zos.model.paging import placement
from zconsole.systems.zos.model.paging.placement import SCM

if TYPE_CHECKING:
    from typing import Protocol

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.host import Engine, Host
    from zconsole.systems.zos.model.living.workload import AddressSpace

    class Paging(Engine, Protocol):
        """The engine as its paging flows see it: a dump's view, and the wait state."""

        wait_state: str | None


@attrs.define(eq=False)
class Plan:
    """The rates of one segment (pages a second) and how long they hold."""

    grow: dict[int, float]
    read: dict[tuple[int, str], float]
    seconds: float  # until the first breakpoint (math.inf: nothing moves)
    dump: dict[tuple[int, str], float] = attrs.Factory(dict)  # an SVC dump's capture reads
    churn: dict[tuple[int, str], float] = attrs.Factory(dict)  # read back, then pushed out again

    @property
    def moves(self) -> bool:
        return bool(self.grow or self.read or self.dump or self.churn)


def _frames_total(machine: Host) -> int:
    return machine.real_mb * PAGES_PER_MB


def _free_frames(living: Paging, machine: Host) -> int:
    return _frames_total(machine) - sum(a.resident for a in living.spaces.values())


def _victims(living: Paging) -> list[AddressSpace]:
    """Whose frames are stolen first: idle address spaces (outside their busy
    window, so their pages are the least recently used), never the system's."""
    assert living.now is not None
    return [a for a in living.spaces.values()
            if not a.system and a.resident > 0 and not a.paging_in
            and not a.growing() and not a.busy_at(living.now)
            and not living.dumps.nondispatchable(a.asid)]


def plan_segment(living: Paging, machine: Host) -> Plan:
    """The rates of the next segment: growth, working sets read back, churn and a dump's
    capture reads, sharing each location's speed, cut at the first breakpoint."""
    held = living.dumps.nondispatchable
    grow = {a.asid: a.proc.growth / 60 for a in living.spaces.values() if a.growing() and not held(a.asid)}
    readers = [a for a in living.spaces.values()
               if a.paging_in and a.state is State.ACTIVE and not held(a.asid)]
    dumping = dump_flow.readers(living)
    sharing: dict[str, int] = {}
    for a in readers:
        for loc, pages in a.aux.items():
            if pages:
                sharing[loc] = sharing.get(loc, 0) + 1
    for _, loc in dumping:
        sharing[loc] = sharing.get(loc, 0) + 1
    read: dict[tuple[int, str], float] = {}
    for a in readers:
        for loc, pages in a.aux.items():
            if pages:
                read[(a.asid, loc)] = _speed(loc) / sharing[loc]
    dump = {key: _speed(key[1]) / sharing[key[1]] for key in dumping}
    dump_cut = min((dumping[key] / rate for key, rate in dump.items()), default=math.inf)
    plan = _plan_frames(living, machine, grow, read)
    plan.dump = dump
    plan.churn = _churn(living, machine)
    churn_cut = min((living.spaces[asid].aux[loc] / rate for (asid, loc), rate in plan.churn.items()
                     if loc != SCM), default=math.inf)  # a data set it drains (its pages go to SCM)
    plan.seconds = min(plan.seconds, dump_cut, churn_cut)
    return plan


def _churn(living: Paging, machine: Host) -> dict[tuple[int, str], float]:
    """Reads of address spaces whose working set exceeds the frames they can get:
    busy, real storage full, pages on auxiliary storage. Each reads from where its
    pages are, in proportion, at no more than the device delivers."""
    assert living.now is not None
    if _free_frames(living, machine) > 0:
        return {}  # real storage is not full: its pages would simply come back in
    held = living.dumps.nondispatchable
    churn: dict[tuple[int, str], float] = {}
    for a in living.spaces.values():
        rate = a.proc.churn / 60
        total = a.aux_pages
        if (not rate or not total or not a.resident or a.paging_in or a.state is not State.ACTIVE
                or held(a.asid) or not a.busy_at(living.now)):
            continue
        for loc, pages in a.aux.items():
            if pages:
                churn[(a.asid, loc)] = min(rate * pages / total, _speed(loc))
    return churn


def _plan_frames(living: Paging, machine: Host, grow: dict[int, float],
                 read: dict[tuple[int, str], float]) -> Plan:
    free = _free_frames(living, machine)
    victims = _victims(living)
    if free <= 0 and not victims:
        read = {}  # nothing to make room with: reading waits; growth pages itself out
    demand = sum(grow.values()) + sum(read.values())
    if demand <= 0:
        return Plan(grow, read, math.inf)
    cuts = [math.inf]
    if free > 0:
        cuts.append(free / demand)
    elif victims:
        cuts.append(sum(a.resident for a in victims) / demand)
    for asid, rate in grow.items():
        a = living.spaces[asid]
        cuts.append((a.proc.ceiling - a.pages) / rate)
    per_space: dict[int, float] = {}
    for (asid, loc), rate in read.items():
        cuts.append(living.spaces[asid].aux[loc] / rate)
        per_space[asid] = per_space.get(asid, 0.0) + rate
    for asid, rate in per_space.items():
        a = living.spaces[asid]
        cuts.append(max(0, a.proc.working_set - a.resident) / rate)
    out = demand if free <= 0 else 0.0
    if out:
        room = placement.scm_free(machine)
        if room:
            cuts.append(room / out)
        else:
            targets = placement.locals_taking_pages(machine)
            if targets:
                cuts.append(min(p.available for p in targets) * len(targets) / out)
    net = out - sum(read.values())
    cuts.append(_threshold_cut(machine, net))
    return Plan(grow, read, max(min(cuts), 0.0))


def _threshold_cut(machine: Host, net: float) -> float:
    """Seconds until the shortage percentage crosses its next level at ``net``
    slots a second (so the message carries the time it happened)."""
    if not net:
        return math.inf
    cap, used = placement.capacity(machine), placement.used(machine)
    if cap <= 0:
        return math.inf
    levels = (rates.WARN_PERCENT, rates.SHORT_PERCENT, rates.CRITICAL_PERCENT, rates.RELIEF_PERCENT)
    best = math.inf
    for level in levels:
        mark = cap * level / 100
        gap = (mark - used) / net
        if gap > 0:
            best = min(best, gap)
    return best


def apply_segment(living: Paging, machine: Host, plan: Plan, seconds: float) -> list[Message]:
    """Run ``plan`` for ``seconds``: pages move, then real storage is rebalanced."""
    # Whole pages, rounded up: a segment cut at a flow's own breakpoint must finish
    # it (rounding down could leave one page for ever); the clamps keep it exact.
    for asid, rate in plan.grow.items():
        a = living.spaces[asid]
        a.resident += min(math.ceil(rate * seconds - 1e-9), a.proc.ceiling - a.pages)
    for (asid, loc), rate in plan.read.items():
        a = living.spaces[asid]
        want = max(0, a.proc.working_set - a.resident)
        got = min(math.ceil(rate * seconds - 1e-9), a.aux.get(loc, 0), want)
        if got > 0:
            a.aux[loc] -= got
            a.resident += got
            placement.release(machine, {loc: got})
            living.note_moved(loc, got)
    for (asid, loc), rate in plan.churn.items():
        a = living.spaces[asid]
        held = a.aux.get(loc, 0)
        # Pages read from SCM go back to SCM (the blocks they free take them), so a long
        # stretch reads the same pages again; a data set's pages leave it (the plan cuts
        # the stretch before it runs dry).
        got = math.ceil(rate * seconds - 1e-9)
        moving = min(got, held)
        if moving <= 0:
            continue
        a.aux[loc] -= moving
        placement.release(machine, {loc: moving})
        living.note_moved(loc, got if loc == SCM else moving)
        for out, k in placement.place(machine, moving, 0).items():  # the frames it stole for them
            a.aux[out] = a.aux.get(out, 0) + k
            living.note_moved(out, k)
        if loc == SCM and got > moving:
            living.note_moved(SCM, got - moving)  # written again after being read again
    dump_flow.read(living, plan.dump, seconds)
    return rebalance(living, machine, living.now)


def rebalance(living: Paging, machine: Host, now: dt.datetime | None) -> list[Message]:
    """Real storage over-committed: steal from idle address spaces in proportion to
    their frames, then from the growers themselves; the pages go to auxiliary
    storage (placement.place). No room anywhere is wait state 03C."""
    excess = -_free_frames(living, machine)
    if excess <= 0:
        return []
    victims = _victims(living)
    stolen = _proportional(excess, [(a.asid, a.resident) for a in victims])
    rest = excess - sum(stolen.values())
    if rest:
        others = [a for a in living.spaces.values() if not a.system and a.resident > 0
                  and a.asid not in stolen and not a.paging_in]
        more = _proportional(rest, [(a.asid, a.resident) for a in others])
        stolen.update(more)
    for asid, pages in stolen.items():
        a = living.spaces[asid]
        ceiling = max(a.proc.ceiling, 1)
        large = min(pages, a.proc.large_pages * pages // ceiling)
        where = placement.place(machine, pages, large)
        placed = sum(where.values())
        for loc, k in where.items():
            a.aux[loc] = a.aux.get(loc, 0) + k
            living.note_moved(loc, k)
        a.resident -= placed
        if placed < pages:
            return _exhausted(living)
    return []


def _exhausted(living: Paging) -> list[Message]:
    living.wait_state = "03C"
    from zconsole.systems.zos.model.living import notices
    return [notices.Ilr008w(), notices.WaitState("03C", "01")]


def _speed(location: str) -> float:
    """Pages a second one location delivers to all its readers together."""
    return rates.SCM_PAGES_PER_SECOND if location == SCM else rates.DASD_PAGES_PER_SECOND


def _proportional(total: int, holdings: list[tuple[int, int]]) -> dict[int, int]:
    """Take ``total`` from holders in proportion to what each holds (largest remainders
    get the odd pages, ties by ASID); never more than a holder has."""
    have = sum(h for _, h in holdings)
    if have <= 0 or total <= 0:
        return {}
    total = min(total, have)
    shares = {k: h * total // have for k, h in holdings}
    left = total - sum(shares.values())
    order = sorted(holdings, key=lambda kh: (-(kh[1] * total % have), kh[0]))
    for k, h in order:
        if not left:
            break
        if shares[k] < h:
            shares[k] += 1
            left -= 1
    return {k: v for k, v in shares.items() if v}
