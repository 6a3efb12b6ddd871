"""Frozen views of a storage lab, what the CP commands and Performance Toolkit reports read.

INDICATE USER (RES, WS, RESVD, INSTAN, READS, WRITES), INDICATE LOAD and PAGING,
QUERY FRAMES, QUERY AGELIST, QUERY RESERVED, QUERY XSTORE, QUERY SRM and QUERY ALLOC
PAGE all answer from ``Lab.view()``: the lab's internals stay its own.
"""

from __future__ import annotations

import typing

import attrs

from zconsole.systems.zvm.storage import rates as r

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.cohort import Cohort
    from zconsole.systems.zvm.storage.store import Storage as Lab


@attrs.frozen
class FramesView:
    """Real storage by use, in 4K frames (QUERY FRAMES)."""

    real: int
    dpa: int
    in_use: int  # CP's own and the guests' UFOs
    available: int
    available_below_2g: int
    aging: int  # on the global aging list
    aging_prewritten: int
    ibr: int  # guests' frames in IBR sections
    cp: int


@attrs.frozen
class AgelistView:
    """QUERY AGELIST: the target as set and in frames, early writes, and now."""

    percent: float
    target: int
    early_writes: bool
    frames: int
    prewritten: int


@attrs.frozen
class GuestView:
    """One guest (INDICATE USER), counts per guest; the I/O counts since the lab started."""

    userid: str
    resident: int  # RES: frames held, UFO and aging list
    working_set: int  # WS: the UFO's active section (6.3 no longer sets residency by it)
    reserved: int  # RESVD
    instantiated: int  # INSTAN: pages touched
    ibr: int
    aging: int
    xstore: int
    dasd: int  # pages holding a paging slot
    below_2g: int
    reads: int  # READS: pages read from paging DASD
    writes: int  # WRITES: pages written to paging DASD
    page_wait: bool  # in page wait now (INDICATE PAGING)


@attrs.frozen
class StorageView:
    """The whole lab at one moment."""

    release: str
    seconds: float
    frames: FramesView
    agelist: AgelistView
    xstore_frames: int
    xstore_in_use: int
    slots_total: int
    slots_in_use: int
    paging_rate: float  # DASD pages a second over the last interval
    xstore_rate: float
    storbuf: tuple[int, int, int]
    ldubuf: tuple[int, int, int]
    guests: tuple[GuestView, ...]
    # INDICATE LOAD's Q0-Q3 and E1-E3 counts. INFERRED: a guest running its procedure is a
    # long-running (Q3) user; none waits on the eligible list (the seed's runs stay within
    # STORBUF, which the lab keeps and shows but does not enforce).
    dispatch: tuple[int, int, int, int] = (0, 0, 0, 0)
    eligible: tuple[int, int, int] = (0, 0, 0)

    @property
    def in_page_wait(self) -> tuple[str, ...]:
        """INDICATE PAGING WAIT: the guests in page wait, by userid."""
        return tuple(g.userid for g in self.guests if g.page_wait)

    def guest(self, userid: str) -> GuestView | None:
        return next((g for g in self.guests if g.userid == userid.upper()), None)


def _waiting(lab: Lab, c: Cohort) -> bool:
    """In page wait more than half the time (touches a second x DASD share x response)."""
    share = c.on_dasd_only / max(1, c.count * c.pages)
    return c.rate * share * lab.response_ms / 1000.0 > 0.5


def view(lab: Lab) -> StorageView:
    """``lab`` now, frozen."""
    cs = lab.cohorts
    frames = FramesView(
        real=lab.config.real_frames,
        dpa=lab.dpa,
        in_use=lab.in_use,
        available=lab.available,
        available_below_2g=lab.avail_below,
        aging=lab.aging_total,
        aging_prewritten=sum(c.aging_clean for c in cs),
        ibr=sum(c.ibr for c in cs),
        cp=lab.cp_frames,
    )
    agelist = AgelistView(
        percent=lab.agelist_percent,
        target=lab.agelist_target,
        early_writes=lab.early_writes,
        frames=frames.aging,
        prewritten=frames.aging_prewritten,
    )
    guests = []
    for c in cs:
        group = lab.config.guests[c.group]
        for k in range(c.count):
            n = c.count

            def each(total: int | float, k: int = k, n: int = n) -> int:
                """The k-th guest's share of a cohort total (the first ones take the remainder)."""
                whole = int(total)
                return whole // n + (1 if k < whole % n else 0)

            guests.append(
                GuestView(
                    userid=group.name(c.members[k]),
                    resident=each(c.active) + each(c.ibr) + each(c.aging),
                    working_set=each(c.active),
                    reserved=c.reserved,
                    instantiated=each(c.touched),
                    ibr=each(c.ibr),
                    aging=each(c.aging),
                    xstore=each(c.xstore),
                    dasd=each(c.slots),
                    below_2g=each(c.below),
                    reads=each(c.totals["reads"]),
                    writes=each(c.totals["writes"]),
                    page_wait=_waiting(lab, c),
                )
            )
    last = lab.intervals[-1] if lab.intervals else None
    return StorageView(
        release=lab.config.release,
        seconds=lab.now,
        frames=frames,
        agelist=agelist,
        xstore_frames=lab.xstore_frames,
        xstore_in_use=sum(c.xstore for c in cs),
        slots_total=lab.config.paging_volumes * lab.config.cylinders * r.SLOTS_PER_CYLINDER,
        slots_in_use=sum(c.slots for c in cs),
        paging_rate=(last.reads + last.writes) if last else 0.0,
        xstore_rate=(last.xin + last.xout + last.migr) if last else 0.0,
        storbuf=lab.storbuf,
        ldubuf=lab.ldubuf,
        guests=tuple(sorted(guests, key=lambda g: g.userid)),
        dispatch=(0, 0, 0, len(guests)),
    )
