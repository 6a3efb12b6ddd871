"""RMF Monitor I's page data set samples (paging.md §9, §11.3 step 7).

RMF looks at every page data set and at SCM once a cycle: the slots in use (for the
MIN/MAX/AVG columns) and whether the data set was busy (``% IN USE``: busy samples over
all samples, not occupancy). The living machine reports, after each stretch of time in
which its rates were constant, how many pages moved through each location; RMF turns
that into I/O requests, pages transferred and busy samples. Sampling is counted, not
simulated sample by sample: a quiet week costs nothing.
"""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.living import rates
from zconsole.systems.zos.model.paging.datasets import PageType
from zconsole.systems.zos.model.paging.placement import SCM

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.counters import IoCounters
    from zconsole.systems.zos.model.paging.storage import Storage


@attrs.define(eq=False)
class SpaceSamples:
    """One page data set's (or SCM's) counters over the interval."""

    low: int | None = None
    high: int = 0
    total: int = 0  # sum of the used slots over the samples
    busy: float = 0.0  # busy samples
    ios: float = 0.0  # I/O requests, counted in fractions so that how time was cut up
    pages: int = 0  # (one .WAIT or two) does not change the count; the report rounds up

    def sample(self, first: int, last: int, count: int) -> None:
        """``count`` samples whose values run evenly from ``first`` to ``last``."""
        if count <= 0:
            return
        low, high = min(first, last), max(first, last)
        self.low = low if self.low is None else min(self.low, low)
        self.high = max(self.high, high)
        self.total += round((first + last) * count / 2)


@attrs.define(eq=False)
class Rmf:
    """The current RMF interval: when it began, its cycle, and each location's samples."""

    start: dt.datetime
    cycle: float  # seconds
    samples: int = 0
    spaces: dict[str, SpaceSamples] = attrs.Factory(dict)
    io: IoCounters | None = None  # channel and device counters (io/counters.py), once I/O runs

    def _index(self, moment: dt.datetime) -> int:
        """Sample instants start + k*cycle (k >= 2: INFERRED, RMF's first cycle only
        primes the sampler, which gives the seed's floor(interval / cycle) - 1) up to
        ``moment``."""
        seconds = (moment - self.start).total_seconds()
        return max(0, math.floor(seconds / self.cycle + 1e-9) - 1)

    def observe(self, machine: Storage, since: dt.datetime, until: dt.datetime,
                moved: dict[str, int], before: dict[str, int]) -> None:
        """Time ran from ``since`` to ``until`` at constant rates and ``moved`` pages went
        through each location, whose slots in use went from ``before`` to what they are
        now: at constant rates, in a straight line, so each sample sees its point on it."""
        first, last = self._index(since) + 1, self._index(until)
        count = last - first + 1
        seconds = max((until - since).total_seconds(), 0.0)
        self.samples += max(count, 0)
        offset = (since - self.start).total_seconds()
        # Where the first and the last sample fall in the stretch (0 at since, 1 at until).
        at_first = ((first + 1) * self.cycle - offset) / seconds if seconds else 1.0
        at_last = ((last + 1) * self.cycle - offset) / seconds if seconds else 1.0
        for name, used in locations(machine):
            space = self.spaces.setdefault(name, SpaceSamples())
            was = before.get(name, used)
            space.sample(round(was + (used - was) * at_first), round(was + (used - was) * at_last), count)
            pages = moved.get(name, 0)
            if pages:
                space.pages += pages
                space.ios += pages / _pages_per_io(name)
                busy = busy_seconds(name, pages)
                if seconds > 0:
                    space.busy += max(count, 0) * min(1.0, busy / seconds)
                else:
                    space.busy += min(1.0, busy / self.cycle)


def _pages_per_io(name: str) -> float:
    return rates.SCM_PAGES_PER_IO if name == SCM else rates.DASD_PAGES_PER_IO


def busy_seconds(name: str, pages: int) -> float:
    """How long moving ``pages`` keeps a location busy as RMF sees it: a disk data set
    for the whole transfer, SCM per I/O request (rates.py)."""
    if name == SCM:
        return pages / rates.SCM_PAGES_PER_IO * rates.SCM_BUSY_SECONDS_PER_IO
    return pages / rates.DASD_PAGES_PER_SECOND


def locations(machine: Storage) -> list[tuple[str, int]]:
    """Every page data set in use (D ASM order) and SCM when it takes pages: (name, used)."""
    rows = [(p.dsname, p.used) for p in machine.page_datasets]
    if machine.scm is not None and machine.scm_paging:
        rows.append((SCM, machine.scm.used_blocks))
    return rows


@attrs.frozen
class ReportRow:
    """One row of the PAGE DATA SET ACTIVITY report, numbers unformatted."""

    type: str
    volser: str
    devnum: str
    devtype: str
    alloc: int
    low: int
    high: int
    avg: int
    bad: int
    in_use: float
    trans: float
    ioreq: int
    pages: int
    vio: bool
    dsname: str


def report_rows(machine: Storage, rmf: Rmf) -> list[ReportRow]:
    """The rows in the report's order: PLPA, COMMON, locals, SCM."""
    rows = []
    order = {PageType.PLPA: 0, PageType.COMMON: 1}
    for p in sorted(machine.page_datasets, key=lambda p: order.get(p.type, 2)):
        rows.append(_row(rmf, p.dsname, p.used, "LOCAL" if p.type is PageType.LOCAL_NV else p.type.value,
                         p.volser, p.device, p.devtype, p.slots, p.errors, p.type is PageType.LOCAL))
    scm = machine.scm
    if scm is not None and machine.scm_paging:
        rows.append(_row(rmf, SCM, scm.used_blocks, "SCM", "N/A", "N/A", "N/A", scm.size_blocks, 0, False))
    return rows


def _row(rmf: Rmf, name: str, used: int, kind: str, volser: str, devnum: str, devtype: str,
         alloc: int, bad: int, vio: bool) -> ReportRow:
    s = rmf.spaces.get(name, SpaceSamples())
    n = rmf.samples
    low = s.low if s.low is not None else used
    avg = round(s.total / n) if n else used
    high = s.high if s.low is not None else used
    in_use = 100 * s.busy / n if n else 0.0
    trans = busy_seconds(name, s.pages) / s.pages if s.pages else 0.0  # MEM: busy time / pages moved
    ios = math.ceil(s.ios - 1e-9)  # a part-filled I/O is still one request
    return ReportRow(kind, volser, devnum, devtype, alloc, low, high, avg, bad, in_use, trans,
                     ios, s.pages, vio, "N/A" if name == SCM else name)
