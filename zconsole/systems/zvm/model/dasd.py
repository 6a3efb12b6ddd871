"""CP-formatted volumes, their extents (PAGE, SPOOL, TDISK, DRCT, PERM) and the CP-owned list."""

from __future__ import annotations

import attrs

from zconsole.systems.zvm.model.units import PAGES_PER_CYLINDER

EXTENT_KINDS = ("PAGE", "SPOOL", "TDISK", "DRCT", "PERM")
SLOTS = 255  # DOC: CP_OWNED slots 1-255 in SYSTEM CONFIG


def _kind(instance: object, attribute: object, value: str) -> None:
    if value not in EXTENT_KINDS:
        raise ValueError(f"extent kind must be one of {', '.join(EXTENT_KINDS)}, not {value!r}")


@attrs.define(eq=False)
class Extent:
    """Cylinders ``start``-``end`` of one kind; what is in use: pages (PAGE, SPOOL) or
    cylinders (TDISK, DRCT); the highest page ever used (QUERY ALLOC PAGE's HIGH PAGE)."""

    kind: str = attrs.field(validator=_kind)
    start: int
    end: int
    used: int = 0
    high: int = 0
    active: bool = False  # a DRCT extent holding the directory in use

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.start <= self.end:
            raise ValueError(f"extent {self.start}-{self.end}: start must not pass end")

    @property
    def cylinders(self) -> int:
        return self.end - self.start + 1

    @property
    def pages(self) -> int:
        return self.cylinders * PAGES_PER_CYLINDER

    @property
    def used_cylinders(self) -> int:
        """Cylinders in use: a paging or spool extent's pages rounded up to whole
        cylinders (REAL: 25 pages in use show as INUSE=1 in QUERY ALLOC)."""
        if self.kind in ("PAGE", "SPOOL"):
            return -(-self.used // PAGES_PER_CYLINDER)
        return self.used


@attrs.define(eq=False)
class Volume:
    """A CP-formatted DASD volume: its label and extents (its device says where it is)."""

    volid: str
    extents: list[Extent] = attrs.Factory(list)

    def of_kind(self, kind: str) -> list[Extent]:
        return [e for e in self.extents if e.kind == kind]


@attrs.define(eq=False)
class CpOwned:
    """The CP-owned list: slot number -> volume label (slots 1-255, most empty)."""

    slots: dict[int, str] = attrs.Factory(dict)

    def define(self, slot: int, volid: str) -> None:
        if not 1 <= slot <= SLOTS:
            raise ValueError(f"slot must be 1-{SLOTS}, not {slot}")
        self.slots[slot] = volid

    def slot_of(self, volid: str) -> int | None:
        for slot, label in self.slots.items():
            if label == volid:
                return slot
        return None

    def in_order(self) -> list[tuple[int, str]]:
        """(slot, volid) in slot order: the order QUERY ALLOC lists volumes in (REAL)."""
        return sorted(self.slots.items())
