"""z/VM 6.3's demand scan: the global aging list fed from the UFOs' IBR sections, trial
invalidation toward each UFO's prorated IBR target, early writes, reclaim at the bottom.

SEED mechanisms, in the order a step applies them: write early (the frames a step
reclaims pass the early-write pointer on their way down, and the list's bottom 10 %
stays pre-written, as far as the paging volumes have room); reclaim what the available
list needs from the aging list's bottom (pre-written frames at once, the others written
on demand); if the aging list cannot cover it, take from the UFOs directly (as at
start-up); refill the aging list to its target from the bottoms of the IBR sections, but
only when the DPA minus frames in use is below that target; invalidate each UFO's active
bottom toward its IBR target. The cyclic list visits every UFO, so each gives in
proportion to what it holds; SET RESERVED frames are never taken.
"""

from __future__ import annotations

import typing

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.cohort import Cohort, apportion

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.store import Storage as Lab


def _spare(c: Cohort) -> int:
    """UFO frames demand scan may take: those above the guests' SET RESERVED."""
    return max(0, c.in_ufo - c.reserved * c.count)


def _write(lab: Lab, c: Cohort, n: int) -> None:
    """``n`` of the cohort's changed pages written to DASD: slots for those that had none."""
    if n <= 0:
        return
    lacking = max(0, c.touched - c.slots)
    dirty = max(1, c.in_ufo - c.res_clean + c.aging - c.aging_clean)
    c.slots += min(lacking, n, (n * lacking + dirty - 1) // dirty)  # the never-written are all dirty
    c.count_up("writes", n)
    lab.step["writes"] += n


def _to_xstore(lab: Lab, c: Cohort, n: int) -> None:
    """SEED: in 6.3 a page goes to XSTORE only once it is on DASD; a full XSTORE drops its
    oldest pages (they are on DASD already)."""
    room = lab.xstore_frames - sum(x.xstore for x in lab.cohorts)
    if room < n:
        drop = apportion(n - room, [float(x.xstore) for x in lab.cohorts], [x.xstore for x in lab.cohorts])
        for x, k in zip(lab.cohorts, drop, strict=True):
            x.xstore -= k
    c.xstore += n
    c.count_up("xout", n)
    lab.step["xout"] += n


def _release(lab: Lab, c: Cohort, clean: int, dirty: int) -> None:
    """Frames of ``c`` reclaimed: the pre-written at once, the others written on demand."""
    n = clean + dirty
    if n == 0:
        return
    _write(lab, c, dirty)
    lab.step["ondemand"] += dirty
    c.count_up("relse", n)
    c.count_up("ready", clean)
    c.count_up("notready", dirty)
    lab.step["stolen"] += n
    lab.give_frames(c, n)
    # every page off real storage has its DASD copy (the written ones their new slot)
    c.slots = min(c.touched, max(c.slots, c.touched - c.resident))
    if lab.xstore_frames:
        _to_xstore(lab, c, n)


def _take_direct(lab: Lab, short: int) -> None:
    """The aging list cannot cover the need (start-up, or a step's demand above its size):
    frames straight from the UFOs' bottoms, IBR sections first, written on demand."""
    cs = lab.cohorts
    from_ibr = apportion(short, [float(c.ibr) for c in cs], [min(c.ibr, _spare(c)) for c in cs])
    left = short - sum(from_ibr)
    caps = [min(c.active, _spare(c) - k) for c, k in zip(cs, from_ibr, strict=True)]
    from_active = apportion(left, [float(c.active) for c in cs], caps)
    for c, a, b in zip(cs, from_ibr, from_active, strict=True):
        n = a + b
        if n == 0:
            continue
        clean = (n * c.res_clean) // max(1, c.in_ufo)
        c.ibr -= a
        c.active -= b
        c.res_clean -= clean
        lab.step["scan_frames"] += n
        lab.step["inval"] += b
        c.count_up("inval", b)
        early = min(n - clean, int(lab.step["write_room"])) if lab.early_writes else 0
        if early:  # on their way through the list's bottom, written early as far as DASD allows
            _write(lab, c, early)
            lab.step["earlywrites"] += early
            lab.step["write_room"] -= early
        _release(lab, c, clean + early, n - clean - early)


def scan(lab: Lab) -> None:
    """One step of demand scan."""
    cs = lab.cohorts
    need = max(0, int(lab.step_demand) + r.LOW_THRESHOLD_FRAMES - lab.available)
    target = lab.agelist_target
    # SEED: the list is built only when the DPA minus frames in use is below its target
    # (reckoned after this step's demand)
    building = lab.dpa - lab.in_use - lab.step_demand < target
    if need == 0 and not building:
        return
    take = min(need, lab.aging_total)
    lab.step["write_room"] = _write_room(lab)
    if lab.early_writes:  # the frames reclaimed this step pass the early-write pointer first
        _early_writes(lab, take)
    for c, (clean, dirty) in zip(cs, lab.agelist.take_bottom(cs, take), strict=True):
        _release(lab, c, clean, dirty)
    if need > take:
        _take_direct(lab, need - take)
    if not building:
        return
    deficit = max(0, target - lab.aging_total)
    caps = [min(c.ibr, _spare(c)) for c in cs]
    moved = apportion(deficit, [float(c.ibr) for c in cs], caps)
    cleans = []
    for c, n in zip(cs, moved, strict=True):
        clean = (n * c.res_clean) // max(1, c.in_ufo)
        c.ibr -= n
        c.res_clean -= clean
        cleans.append(clean)
        lab.step["scan_frames"] += n
    lab.agelist.push(cs, moved, cleans)
    for c, n in zip(cs, moved, strict=True):
        _invalidate(lab, c, n)


def _invalidate(lab: Lab, c: Cohort, moved: int) -> None:
    """Trial invalidation: the UFO's IBR section toward its target, its current size (at
    least rates.IBR_SHARE of the UFO, and what just left it) prorated by the system's
    reval/inval ratio over the guest's (SEED)."""
    factor = min(r.PRORATE_MAX, max(r.PRORATE_MIN, lab.sys_ratio / c.ratio if c.ratio > 0 else r.PRORATE_MAX))
    goal = int(r.IBR_SHARE * c.in_ufo * factor) + moved
    n = max(0, min(goal - c.ibr, c.active, _spare(c) - c.ibr))
    if n <= 0:
        return
    c.active -= n
    c.ibr += n
    c.count_up("inval", n)
    lab.step["inval"] += n
    lab.step["scan_frames"] += n


def _write_room(lab: Lab) -> float:
    """Pages the paging volumes can still write this step: what the last step left of them
    (up to EARLY_WRITE_ROOM busy), in write I/Os of WRITE_BLOCK_PAGES."""
    write_ms = lab.service_ms + r.PAGE_TRANSFER_MS * r.WRITE_BLOCK_PAGES
    spare = max(0.0, r.EARLY_WRITE_ROOM - lab.dasd_busy) * lab.config.paging_volumes * r.STEP_SECONDS
    controller = lab.config.controller_pages * r.STEP_SECONDS * r.EARLY_WRITE_ROOM - lab.last_pages
    return max(0.0, min(spare * 1000.0 / write_ms * r.WRITE_BLOCK_PAGES, controller))


def _early_writes(lab: Lab, passing: int) -> None:
    """SEED: keep the bottom 10 % of the aging list pre-written: every changed frame below the
    early-write pointer is written, as far as the paging DASD has room this step (when
    writing is the constraint, the pre-written part goes empty and reclaim writes on demand)."""
    cs = lab.cohorts
    aging = lab.agelist
    room = int(lab.step["write_room"])
    # frames under the early-write pointer, and those that pass it as this step reclaims
    below = int(r.EARLY_WRITE_SHARE * (lab.aging_total - passing)) + passing
    for b in range(len(aging.counts) - 1, -1, -1):
        if below <= 0 or room <= 0:
            return
        bucket, clean = aging.counts[b], aging.clean[b]
        for i in range(len(bucket)):
            k = min(bucket[i] - clean[i], room)
            if k > 0:
                clean[i] += k
                cs[i].aging_clean += k
                _write(lab, cs[i], k)
                lab.step["earlywrites"] += k
                room -= k
                lab.step["write_room"] -= k
        below -= sum(bucket)
