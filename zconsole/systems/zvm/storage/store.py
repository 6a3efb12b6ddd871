"""The storage lab's state: real storage, the available list, the guests' cohorts, the aging
list, the running totals; the frame bookkeeping every part of a step shares.

Lab (lab.py) adds the door time moves through and what commands change; the step's
parts (touch, scan63, scan62) and the views read and change this state only.
"""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.agelist import AgingList
from zconsole.systems.zvm.storage.cohort import Cohort
from zconsole.systems.zvm.storage.config import StorageConfig
from zconsole.systems.zvm.storage.figures import Interval

STEP_KEYS = (
    "cp",
    "cp_in_touch",
    "cpu_demand",
    "vcpu",
    "scan_frames",
    "stolen",
    "ondemand",
    "inval",
    "reval",
    "agereval",
    "reads",
    "writes",
    "read_ios",
    "xin",
    "xout",
    "migr",
    "reorders",
    "reorder_items",
    "spin",
    "earlywrites",
    "write_room",
)
MAX_INTERVALS = 2_880  # a day of 30-second intervals: the lab's memory stays bounded


def step_zeros() -> dict[str, float]:
    return dict.fromkeys(STEP_KEYS, 0.0)


def _rebalance(a: int, a_cap: int, b: int, b_cap: int) -> tuple[int, int]:
    """Two counts with the same total, each at most its cap (the caps cover the total)."""
    if a > a_cap:
        return a_cap, b + a - a_cap
    if b > b_cap:
        return a + b - b_cap, b_cap
    return a, b


def cohorts_of(config: StorageConfig) -> list[Cohort]:
    """Each group split into up to rates.STRATA positions of the scheduler's lists (6.2,
    whose steal follows them); 6.3's cyclic list treats alike guests alike: one cohort."""
    found: list[Cohort] = []
    for g, guests in enumerate(config.guests):
        k = min(r.STRATA, guests.count) if config.release == "6.2" else 1
        first = 0
        for s in range(k):
            count = guests.count // k + (1 if s < guests.count % k else 0)
            found.append(
                Cohort(
                    ident=len(found),
                    group=g,
                    stratum=s,
                    count=count,
                    pages=guests.procedure.pages,
                    members=list(range(first, first + count)),
                    reserved=int(guests.reserved_mb * r.FRAMES_PER_MB),
                )
            )
            first += count
    return found


@attrs.define(eq=False)
class Storage:
    """The storage of one z/VM system and its guests, counted."""

    config: StorageConfig
    cohorts: list[Cohort]
    dpa: int  # frames of the dynamic paging area
    avail_above: int
    avail_below: int
    cp_frames: int = 0  # CP's own frames in use from the DPA (PTRM page tables)
    now: float = 0.0  # seconds since the lab started
    agelist_percent: float = r.AGELIST_DEFAULT_PERCENT
    early_writes: bool = True
    response_ms: float = r.DASD_BASE_MS  # a paging read's response, smoothed
    service_ms: float = r.DASD_BASE_MS  # a paging I/O's service time, smoothed
    dasd_busy: float = 0.0  # the paging volumes' utilisation, smoothed
    last_pages: float = 0.0  # pages the paging DASD moved last step
    stretch: float = 1.0  # how much longer a CPU-second takes when processors are short
    sys_ratio: float = 1.0  # the system's revalidations over invalidations, smoothed
    agelist: AgingList = attrs.field(factory=AgingList)
    storbuf: tuple[int, int, int] = r.STORBUF_DEFAULT
    ldubuf: tuple[int, int, int] = r.LDUBUF_DEFAULT
    step_demand: float = 0.0  # frames this step's touches asked for
    step_cp_estimate: float = 0.0  # CP's processor time last step, kept off the guests' share
    step: dict[str, float] = attrs.field(factory=step_zeros)
    running: dict[str, float] = attrs.field(factory=step_zeros)
    open_interval: dict[str, float] = attrs.field(factory=dict)
    intervals: list[Interval] = attrs.field(factory=list)
    # the totals' growth over each of the last intervals (up to rates.STEADY_MAX_PERIOD), and
    # the lab's period while it is at its steady state (0: it is not): steady.py
    deltas: list[dict[str, float]] = attrs.field(factory=list)
    period: int = 0

    def find(self, userid: str) -> tuple[int, int] | None:
        """(cohort index, offset in it) of ``userid``, or None."""
        name = userid.upper()
        for i, c in enumerate(self.cohorts):
            guests = self.config.guests[c.group]
            for k, member in enumerate(c.members):
                if guests.name(member) == name:
                    return i, k
        return None

    def _fit(self, one: Cohort, rest: Cohort) -> None:
        """After a split by shares, each part holds no more pages than its guests have and has
        touched every page it holds; its clean, below-2G and slot counts within its own."""
        for a, b in ((one, rest), (rest, one)):
            over = a.resident + a.xstore - a.count * a.pages
            if over > 0:
                a.active -= over
                b.active += over
        touched = one.touched + rest.touched
        one.touched = max(
            one.resident + one.xstore,
            min(one.touched, one.pages * one.count, touched - rest.resident - rest.xstore),
        )
        rest.touched = touched - one.touched
        one.res_clean, rest.res_clean = _rebalance(one.res_clean, one.in_ufo, rest.res_clean, rest.in_ufo)
        one.below, rest.below = _rebalance(one.below, one.resident, rest.below, rest.resident)
        slots = one.slots + rest.slots
        one.slots = max(
            self._slot_floor(one),
            slots - self._slot_ceiling(rest),
            min(one.slots, self._slot_ceiling(one), slots - self._slot_floor(rest)),
        )
        rest.slots = slots - one.slots

    def _slot_floor(self, c: Cohort) -> int:
        """Slots the cohort's pages must hold: those on DASD (6.2), or all off real storage (6.3)."""
        return c.on_dasd_only if self.config.release == "6.2" else c.touched - c.resident

    def _slot_ceiling(self, c: Cohort) -> int:
        return c.on_dasd_only if self.config.release == "6.2" else c.touched

    # --- frames ---------------------------------------------------------------------------
    @property
    def xstore_frames(self) -> int:
        return self.config.xstore_mb * r.FRAMES_PER_MB

    @property
    def users_below_2g(self) -> bool:
        """SEED: 6.3 uses below-2G frames for user pages at every size; 6.2 avoided them in
        large storage (rates.AVOID_BELOW_2G_62_MB)."""
        return self.config.release == "6.3" or self.config.real_mb < r.AVOID_BELOW_2G_62_MB

    @property
    def usable(self) -> int:
        """Available frames user pages may take."""
        return self.available if self.users_below_2g else self.avail_above

    @property
    def available(self) -> int:
        return self.avail_above + self.avail_below

    @property
    def in_use(self) -> int:
        """Frames in use: CP's own and the guests' UFOs (the aging list's are counted apart)."""
        return self.cp_frames + sum(c.in_ufo for c in self.cohorts)

    @property
    def slots_in_use(self) -> int:
        """Paging slots holding a guest's page (QUERY ALLOC PAGE's PAGES IN USE)."""
        return sum(c.slots for c in self.cohorts)

    @property
    def aging_total(self) -> int:
        return sum(c.aging for c in self.cohorts)

    @property
    def agelist_target(self) -> int:
        """SEED: 2 % of the DPA by default, at most 5 %, at least 1 MB."""
        pct = min(self.agelist_percent, r.AGELIST_MAX_PERCENT)
        return max(r.AGELIST_MIN_FRAMES, int(self.dpa * pct / 100))

    def take_frames(self, cohort: Cohort, n: int) -> int:
        """``n`` frames off the available list for ``cohort`` (fewer if it is short).

        SEED: 6.3 serves TYPE=ANY from the top of storage down, below 2G last; 6.2 keeps
        user pages out of below-2G storage when there is storage above it."""
        above = min(n, self.avail_above)
        below = min(n - above, self.avail_below) if self.users_below_2g else 0
        self.avail_above -= above
        self.avail_below -= below
        cohort.below += below
        return above + below

    def give_frames(self, cohort: Cohort, n: int) -> None:
        """``n`` of ``cohort``'s frames back to the available list, below-2G in proportion."""
        held = cohort.resident + n  # the counts were lowered already
        below = min(cohort.below, (cohort.below * n + held - 1) // held) if held else 0
        cohort.below -= below
        self.avail_below += below
        self.avail_above += n - below

    def _page_tables(self) -> None:
        """PTRM: a page of page tables for every 128 guest pages resident (rates)."""
        want = r.CP_BELOW_2G_PAGES + int(sum(c.resident for c in self.cohorts) * r.PTRM_PAGES_PER_GUEST_PAGE)
        grow = min(want - self.cp_frames, self.avail_above)
        if grow < 0:
            self.avail_above -= grow
        self.avail_above -= max(0, grow)
        self.cp_frames += grow

    # --- intervals ------------------------------------------------------------------------
    def snapshot_totals(self) -> dict[str, float]:
        found: dict[str, float] = {}
        for c in self.cohorts:
            for key, value in c.totals.items():
                found[f"{c.ident}.{key}"] = value
        for key, value in self.running.items():
            found[key] = value
        return found
