"""The global aging list, in the order frames entered it: buckets of per-cohort counts.

SEED: frames enter at the top from the bottoms of the UFOs' IBR sections and move down
as others enter or as revalidations dequeue them; the bottom is written early and
reclaimed. A bucket holds the frames one step moved in, counted per cohort (so the
list's order costs buckets, not frames); the oldest two merge when there are more than
MAX_BUCKETS. Each cohort's ``aging`` and ``aging_clean`` are kept equal to its column.
"""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.storage.cohort import Cohort, apportion

MAX_BUCKETS = 32  # INFERRED: enough order for the early-write pointer at 10 % of the list


@attrs.define(eq=False)
class AgingList:
    """Buckets from the top (index 0, newest) to the bottom (last)."""

    counts: list[list[int]] = attrs.field(factory=list)
    clean: list[list[int]] = attrs.field(factory=list)

    def push(self, cohorts: list[Cohort], moved: list[int], clean: list[int]) -> None:
        """A step's frames in at the top."""
        if not any(moved):
            return
        self.counts.insert(0, list(moved))
        self.clean.insert(0, list(clean))
        for c, n, k in zip(cohorts, moved, clean, strict=True):
            c.aging += n
            c.aging_clean += k
        if len(self.counts) > MAX_BUCKETS:
            last, before = self.counts.pop(), self.clean.pop()
            self.counts[-1] = [a + b for a, b in zip(self.counts[-1], last, strict=True)]
            self.clean[-1] = [a + b for a, b in zip(self.clean[-1], before, strict=True)]

    def take_bottom(self, cohorts: list[Cohort], n: int) -> list[tuple[int, int]]:
        """``n`` frames off the bottom: per cohort (clean, dirty) taken."""
        taken = [(0, 0)] * len(cohorts)
        while n > 0 and self.counts:
            bucket, clean = self.counts[-1], self.clean[-1]
            have = sum(bucket)
            share = apportion(min(n, have), [float(b) for b in bucket], bucket)
            for i, k in enumerate(share):
                if k == 0:
                    continue
                cleaned = min(k, clean[i])  # the pre-written frames are reclaimed first
                bucket[i] -= k
                clean[i] -= cleaned
                c = cohorts[i]
                c.aging -= k
                c.aging_clean -= cleaned
                a, b = taken[i]
                taken[i] = (a + cleaned, b + k - cleaned)
            n -= sum(share)
            if sum(bucket) == 0:
                self.counts.pop()
                self.clean.pop()
            elif sum(share) == 0:
                break
        return taken

    def revalidate(self, cohorts: list[Cohort], index: int, n: int) -> int:
        """``n`` of cohort ``index``'s frames dequeued by revalidation, spread over the list
        as its frames are; returns how many of them were clean."""
        column = [b[index] for b in self.counts]
        share = apportion(n, [float(x) for x in column], column)
        cleaned = 0
        for bucket, clean, k in zip(self.counts, self.clean, share, strict=True):
            if k:
                drop = (k * clean[index]) // bucket[index]
                bucket[index] -= k
                clean[index] -= drop
                cleaned += drop
        c = cohorts[index]
        c.aging -= sum(share)
        c.aging_clean -= cleaned
        self._drop_empty()
        return cleaned

    def dirty_near_bottom(self, want: int) -> list[tuple[int, int]]:
        """(bucket, cohort) pairs' unwritten frames from the bottom up, as many as ``want``."""
        found: list[tuple[int, int]] = []
        for b in range(len(self.counts) - 1, -1, -1):
            for i, (n, k) in enumerate(zip(self.counts[b], self.clean[b], strict=True)):
                if want <= 0:
                    return found
                if n > k:
                    found.append((b, i))
                    want -= n - k
        return found

    def split_column(self, index: int, one: Cohort, rest: Cohort) -> None:
        """Cohort ``index`` split in two (``rest`` stays at ``index``, ``one`` after it): every
        bucket's count and clean count split as the guests are; the two cohorts' aging
        counts then read from their columns."""
        whole = one.count + rest.count
        for bucket, clean in zip(self.counts, self.clean, strict=True):
            n = bucket[index] * one.count // whole
            k = min(n, clean[index] * one.count // whole)
            bucket.insert(index + 1, n)
            clean.insert(index + 1, k)
            bucket[index] -= n
            clean[index] -= k
        for c, i in ((rest, index), (one, index + 1)):
            c.aging = sum(b[i] for b in self.counts)
            c.aging_clean = sum(b[i] for b in self.clean)

    def _drop_empty(self) -> None:
        keep = [i for i, b in enumerate(self.counts) if sum(b)]
        if len(keep) != len(self.counts):
            self.counts = [self.counts[i] for i in keep]
            self.clean = [self.clean[i] for i in keep]
