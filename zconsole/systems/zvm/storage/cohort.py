"""A cohort: alike guests at one position of the scheduler's lists, their pages counted by section.

Frames are counted, never listed: a cohort holds how many of its pages are in the UFOs'
active and IBR sections, on the global aging list, in XSTORE, on DASD, so a terabyte of
guests costs what a gigabyte does. Counts are cohort totals (``count`` guests' worth).
"""

from __future__ import annotations

import math

import attrs

COUNTERS = (
    "touches",
    "vcpu",
    "inst",
    "relse",
    "inval",
    "reval",
    "agereval",
    "ready",
    "notready",
    "reads",
    "writes",
    "xin",
    "xout",
    "wait",
)


def _zeros() -> dict[str, float]:
    return dict.fromkeys(COUNTERS, 0.0)


@attrs.define(eq=False)
class Cohort:
    """``count`` alike guests of group ``group`` at list position ``stratum``."""

    ident: int  # unique in its lab: the key of its running totals
    group: int
    stratum: int
    count: int
    pages: int  # each guest's pages touched by its procedure
    members: list[int] = attrs.field(factory=list)  # the group's indices of its guests
    reserved: int = 0  # each guest's SET RESERVED frames
    touched: int = 0  # pages instantiated (first touched)
    active: int = 0  # frames in the UFOs' active sections
    ibr: int = 0  # frames in the UFOs' invalid-but-resident sections
    aging: int = 0  # frames of this cohort on the global aging list
    aging_clean: int = 0  # of them, already written (their DASD copy is current)
    res_clean: int = 0  # of active + ibr, those whose DASD copy is current
    slots: int = 0  # pages holding a DASD slot
    xstore: int = 0  # pages held in XSTORE and not resident
    below: int = 0  # resident frames below 2G (active, ibr and aging)
    rate: float = 0.0  # touches a second per guest, smoothed (6.2's view of reference)
    ratio: float = 1.0  # revalidations over invalidations, smoothed (the IBR proration)
    last_reorder: float = -1e9
    totals: dict[str, float] = attrs.field(factory=_zeros)  # since the lab started
    carry: dict[str, float] = attrs.field(factory=dict)  # fractions of pages still owed

    @property
    def resident(self) -> int:
        """Frames held: the UFO (active + IBR) and the aging list."""
        return self.active + self.ibr + self.aging

    @property
    def in_ufo(self) -> int:
        return self.active + self.ibr

    @property
    def on_dasd_only(self) -> int:
        """Touched pages neither resident nor in XSTORE: on paging DASD."""
        return self.touched - self.resident - self.xstore

    def split_one(self, offset: int, ident: int) -> Cohort:
        """The guest ``offset`` of this cohort as a cohort of its own, with its share of
        every count (a SET for one guest of alike ones); this cohort keeps the rest."""
        n = self.count
        one = Cohort(
            ident=ident,
            group=self.group,
            stratum=self.stratum,
            count=1,
            pages=self.pages,
            members=[self.members.pop(offset)],
            reserved=self.reserved,
            rate=self.rate,
            ratio=self.ratio,
            last_reorder=self.last_reorder,
        )
        for name in (
            "touched",
            "active",
            "ibr",
            "aging",
            "aging_clean",
            "res_clean",
            "slots",
            "xstore",
            "below",
        ):
            share = getattr(self, name) // n
            setattr(one, name, share)
            setattr(self, name, getattr(self, name) - share)
        for key, value in self.totals.items():
            one.totals[key] = value / n
            self.totals[key] = value - value / n
        self.count -= 1
        return one

    def whole(self, key: str, amount: float, cap: int) -> int:
        """``amount`` pages as a whole number (the fraction carried to the next step), at most ``cap``."""
        carry = self.carry  # (the lab's innermost loop: written out, same arithmetic as min/max)
        owed = carry.get(key, 0.0) + (amount if amount > 0.0 else 0.0)
        n = math.floor(owed)
        if cap < n:
            n = cap if cap > 0 else 0
        left = owed - n
        carry[key] = left if left < 1.0 else 1.0  # a capped flow does not bank a debt
        return n

    def count_up(self, key: str, amount: float) -> None:
        self.totals[key] += amount


def apportion(total: int, weights: list[float], caps: list[int]) -> list[int]:
    """``total`` split in proportion to ``weights`` (largest remainders, then index order),
    each share at most its cap; what a capped share cannot take goes to the others."""
    shares = [0] * len(weights)
    left = total
    open_ = [i for i, w in enumerate(weights) if w > 0 and caps[i] > 0]
    if left > 0 and left >= sum(caps[i] for i in open_):  # every open share to its cap
        for i in open_:
            shares[i] = caps[i]
        return shares
    while left > 0 and open_:
        weight = sum(weights[i] for i in open_)
        exact = {i: left * weights[i] / weight for i in open_}
        give = {i: min(int(exact[i]), caps[i] - shares[i]) for i in open_}
        rest = left - sum(give.values())
        for i in sorted(open_, key=lambda i: (-(exact[i] - int(exact[i])), i)):
            if rest <= 0:
                break
            if shares[i] + give[i] < caps[i]:
                give[i] += 1
                rest -= 1
        for i, n in give.items():
            shares[i] += n
        given = sum(give.values())
        left -= given
        open_ = [i for i in open_ if shares[i] < caps[i]]
        if given == 0:
            break
    return shares
