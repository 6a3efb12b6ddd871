"""z/VM 6.2's demand scan: three passes over the scheduler's lists, XSTORE as a page store,
reorder processing whose cost grows with the UFOs' length.

SEED mechanisms: pass 1 takes from users not in the dispatch list (none are, in the
seed's runs, so it finds nothing); pass 2 takes from users over their working-set
estimate, which the seed calls inaccurate (INFERRED: as blind to reference as the list
order, so in proportion to the frames held); pass 3 visits every frame-owned list and
takes from each, however small (INFERRED: alike from each), and ignores SET RESERVED.
Users are visited in list order and the scan stops when it has enough, so those at the
head lose more. A stolen
page goes to XSTORE while it has room, else to DASD (its slot was released when it was
last read, so it is written again); a full XSTORE migrates its oldest pages to DASD.
A UFO stolen from is reordered (every item visited) at most once a REORDER_SECONDS.
"""

from __future__ import annotations

import typing

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.cohort import Cohort, apportion

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.store import Storage as Lab


def _position_bias(c: Cohort, strata: dict[int, int]) -> float:
    """Head of the list 1 + bias/2, tail 1 - bias/2 (rates.LIST_ORDER_BIAS); ``strata``: each
    group's cohorts."""
    k = strata[c.group]
    if k <= 1:
        return 1.0
    return 1.0 + r.LIST_ORDER_BIAS * ((k - 1 - 2 * c.stratum) / (k - 1)) / 2


def scan(lab: Lab) -> None:
    """One step of 6.2's demand scan."""
    cs = lab.cohorts
    need = max(0, int(lab.step_demand) + r.LOW_THRESHOLD_FRAMES - lab.usable)
    if need == 0:
        return
    pass3 = int(need * r.PASS3_SHARE)
    strata: dict[int, int] = {}
    for c in cs:
        strata[c.group] = strata.get(c.group, 0) + 1
    bias = [_position_bias(c, strata) for c in cs]
    caps2 = [max(0, c.active - c.reserved * c.count) for c in cs]
    w2 = [c.active * b for c, b in zip(cs, bias, strict=True)]
    taken = apportion(need - pass3, w2, caps2)
    left = [c.active - t for c, t in zip(cs, taken, strict=True)]
    # pass 3 visits every list and takes alike from each, however small (INFERRED)
    more = apportion(need - sum(taken), [c.count * b for c, b in zip(cs, bias, strict=True)], left)
    for c, a, b in zip(cs, taken, more, strict=True):
        _steal(lab, c, a + b)
    _migrate(lab)


def _steal(lab: Lab, c: Cohort, n: int) -> None:
    if n <= 0:
        return
    clean = (n * c.res_clean) // max(1, c.in_ufo)
    c.active -= n
    c.res_clean -= clean
    c.count_up("relse", n)
    c.count_up("inval", n)
    lab.step["stolen"] += n
    lab.step["scan_frames"] += n
    lab.step["cp"] += n * r.STEAL_62_US / 1e6
    lab.give_frames(c, n)
    room = max(0, lab.xstore_frames - sum(x.xstore for x in lab.cohorts))
    to_x = min(n, room)
    if to_x:
        c.xstore += to_x
        c.count_up("xout", to_x)
        lab.step["xout"] += to_x
    to_dasd = n - to_x
    if to_dasd:
        c.slots += to_dasd
        c.count_up("writes", to_dasd)
        c.count_up("notready", to_dasd)
        lab.step["writes"] += to_dasd
    _reorder(lab, c)


def _reorder(lab: Lab, c: Cohort) -> None:
    if not lab.config.reorder or lab.now - c.last_reorder < r.REORDER_SECONDS:
        return
    c.last_reorder = lab.now
    items = c.in_ufo
    lab.step["reorders"] += c.count
    lab.step["reorder_items"] += items
    busy = items * r.REORDER_US_PER_ITEM / 1e6
    lab.step["cp"] += busy
    lab.step["spin"] += busy * r.REORDER_SPIN_SHARE * (lab.config.cpus - 1)


def _migrate(lab: Lab) -> None:
    """Keep room in a full XSTORE for the next step: its oldest pages to DASD."""
    if not lab.xstore_frames:
        return
    cs = lab.cohorts
    held = sum(c.xstore for c in cs)
    want = held + int(lab.step_demand) - lab.xstore_frames
    if want <= 0:
        return
    for c, n in zip(cs, apportion(want, [float(c.xstore) for c in cs], [c.xstore for c in cs]), strict=True):
        c.xstore -= n
        c.slots += n
        c.count_up("writes", n)
        lab.step["writes"] += n
        lab.step["migr"] += n
