"""The storage lab: a z/VM system's storage moved through time one step at a time by the one
door, ``advance``, and changed by what commands set.

A step (rates.STEP_SECONDS) lets every cohort touch pages at the rate its procedure, the
processors and the paging DASD allow; the faults take frames from the available list;
demand scan (z/VM 6.3's over the global cyclic list, or 6.2's three passes, in
scan63/scan62) refills it. Figures are counted per step and closed into 30-second
intervals, which the views and the Performance Toolkit reports read.
"""

from __future__ import annotations

import typing

import attrs

from zconsole.systems.zvm.storage import intervals, scan62, scan63, steady, touch
from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.config import StorageConfig
from zconsole.systems.zvm.storage.store import MAX_INTERVALS, Storage, cohorts_of, step_zeros

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.view import StorageView


@attrs.define(eq=False)
class Lab(Storage):
    """The storage of one z/VM system and its guests; ``advance(to)`` moves it on."""

    @classmethod
    def build(cls, config: StorageConfig) -> Lab:
        """A lab just after IPL: every DPA frame available, no guest has touched a page."""
        real = config.real_frames
        fixed = max(r.CP_FIXED_MIN_FRAMES, int(real * r.CP_FIXED_SHARE))
        dpa = real - fixed
        # CP's nucleus is below 2G; the rest of its fixed storage wherever it fits
        below = max(0, min(r.BELOW_2G_FRAMES, real) - min(fixed, r.CP_FIXED_MIN_FRAMES) - r.CP_BELOW_2G_PAGES)
        lab = cls(
            config=config,
            cohorts=cohorts_of(config),
            dpa=dpa,
            avail_above=dpa - below - r.CP_BELOW_2G_PAGES,
            avail_below=below,
            cp_frames=r.CP_BELOW_2G_PAGES,
            agelist_percent=config.agelist_percent,
            early_writes=config.early_writes,
            response_ms=config.dasd_base_ms,
            service_ms=config.dasd_base_ms,
        )
        lab.open_interval = lab.snapshot_totals()
        return lab

    def prime(self) -> None:
        """Every guest's pages touched before the clock starts, as the seed's primed runs
        were: what fits the DPA (less the low threshold) is resident, below 2G last, shared
        in proportion to the guests' pages; the rest is in XSTORE (6.2) or on DASD."""
        # the aging list is made of guests' frames (from their UFOs): only the low threshold stays free
        room = self.usable - r.LOW_THRESHOLD_FRAMES
        total = sum(c.count * c.pages for c in self.cohorts)
        xroom = self.xstore_frames if self.config.release == "6.2" else 0
        for c in self.cohorts:
            whole = c.count * c.pages
            fits = whole if total <= room else whole * room // total
            fits = self.take_frames(c, fits - int(fits * r.PTRM_PAGES_PER_GUEST_PAGE))
            c.touched = whole
            c.active = fits
            out = whole - fits
            c.xstore = min(out, xroom * whole // total if total else 0)
            c.slots = out - c.xstore
        self._page_tables()
        if self.config.release == "6.3" and total > room:
            self._prime_aging()

    def _prime_aging(self) -> None:
        """6.3 overcommitted at steady state: the IBR sections at their share of the UFOs and
        the aging list at its target, from every UFO alike, its frames written once."""
        cs = self.cohorts
        held = sum(c.active for c in cs)
        target = min(self.agelist_target, held // 2)
        moved = [c.active * target // held if held else 0 for c in cs]
        for c, n in zip(cs, moved, strict=True):
            c.active -= n
            c.slots += n  # written before the clock started, so they are pre-written
            c.ibr = int(c.active * r.IBR_SHARE)
            c.active -= c.ibr
        self.agelist.push(cs, moved, moved)

    # --- the one door ---------------------------------------------------------------------
    def advance(self, to: float) -> None:
        """Run whole steps up to ``to`` seconds; an interval closes every 30 s of them. At
        the lab's steady state, whole intervals go by in closed form (steady.py)."""
        while self.now + r.STEP_SECONDS <= to + 1e-9:
            if self.period:
                if steady.cruise(self, to):
                    del self.intervals[: max(0, len(self.intervals) - MAX_INTERVALS)]
                continue
            self._one_step()
            self.now = round(self.now + r.STEP_SECONDS, 6)
            if round(self.now) % r.INTERVAL_SECONDS == 0 and abs(self.now - round(self.now)) < 1e-6:
                self._close_interval()

    # --- what commands change (each ends a steady stretch) ---------------------------------
    def set_reserved(self, userid: str, frames: int) -> bool:
        """SET RESERVED userid: ``frames`` kept for the guest (0: OFF); False if no such guest.
        SEED: 6.3's demand scan honours it; 6.2's pass 3 ignores it."""
        where = self.find(userid)
        if where is None:
            return False
        i, k = where
        c = self.cohorts[i]
        if c.count > 1:
            n = c.count
            one = c.split_one(k, max(x.ident for x in self.cohorts) + 1)
            self.cohorts.insert(i + 1, one)
            self.agelist.split_column(i, one, c)
            self._fit(one, c)
            for key in c.totals:  # the open interval's start, split as the totals were
                start = self.open_interval.get(f"{c.ident}.{key}", 0.0)
                self.open_interval[f"{one.ident}.{key}"] = start / n
                self.open_interval[f"{c.ident}.{key}"] = start - start / n
            c = one
        c.reserved = max(0, frames)
        self.period = 0
        return True

    def set_agelist(self, percent: float | None = None, early_writes: bool | None = None) -> None:
        """SET AGELIST: the target (percent of the DPA, as rates.agelist_percent_allowed
        allows; ValueError, nothing changed, otherwise) and early writes."""
        if percent is not None and not r.agelist_percent_allowed(percent):
            raise ValueError(f"SET AGELIST SIZE {percent}% is not allowed")
        if percent is not None:
            self.agelist_percent = percent
        if early_writes is not None:
            self.early_writes = early_writes
        self.period = 0

    def set_srm(
        self, storbuf: tuple[int, int, int] | None = None, ldubuf: tuple[int, int, int] | None = None
    ) -> None:
        """SET SRM STORBUF/LDUBUF: kept and shown (the seed's runs do not exercise them)."""
        if storbuf is not None:
            self.storbuf = storbuf
        if ldubuf is not None:
            self.ldubuf = ldubuf

    def set_paging_volumes(self, volumes: int) -> None:
        """The paging volumes CP owns now (DEFINE CPOWNED + ATTACH SYSTEM adds one): the
        DASD's load is spread over them from the next step."""
        self.config = attrs.evolve(self.config, paging_volumes=volumes)
        self.period = 0

    def view(self) -> StorageView:
        """The lab now, frozen (what commands and reports read)."""
        from zconsole.systems.zvm.storage.view import view

        return view(self)

    # --- a step ---------------------------------------------------------------------------
    def _one_step(self) -> None:
        self.step = step_zeros()
        plans = touch.plan(self)
        if self.config.release == "6.3":  # demand scan runs as the frames are asked for
            scan63.scan(self)
        else:
            scan62.scan(self)
        touch.run(self, plans)
        self._page_tables()
        touch.settle(self)

    def _close_interval(self) -> None:
        now = self.snapshot_totals()
        delta = {k: now[k] - self.open_interval.get(k, 0.0) for k in now}
        self.intervals.append(intervals.close(self, delta))
        del self.intervals[: max(0, len(self.intervals) - MAX_INTERVALS)]
        self.open_interval = now
        self.deltas.append(delta)
        del self.deltas[: max(0, len(self.deltas) - r.STEADY_MAX_PERIOD)]
        self.period = steady.period(self)
