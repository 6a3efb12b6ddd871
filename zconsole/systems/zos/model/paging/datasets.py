"""Page data sets: the local, common and PLPA data sets that ASM pages to."""

from __future__ import annotations

import enum

import attrs


class PageType(enum.Enum):
    """D ASM's TYPE column."""

    PLPA = "PLPA"
    COMMON = "COMMON"
    LOCAL = "LOCAL"
    LOCAL_NV = "LOCAL NV"  # a local data set that does not accept VIO pages


class PageStatus(enum.Enum):
    """A data set's operational state; FULL is derived from its slots, not stored."""

    OK = "OK"
    BAD = "BAD"  # INFERRED: unusable after I/O errors
    DRAIN = "DRAIN"  # INFERRED: being drained by PAGEDEL DRAIN


_STATUS_TEXT = {status: status.value for status in PageStatus}  # (an Enum's .value is a Python call)


_DSNAME_PART = r"[A-Z#@$][A-Z0-9#@$-]{0,7}"
DSNAME_PATTERN = rf"{_DSNAME_PART}(\.{_DSNAME_PART})*"


def _check_dsname(value: str) -> None:
    import re

    if len(value) > 44 or not re.fullmatch(DSNAME_PATTERN, value):
        raise ValueError(f"{value!r} is not a data set name (qualifiers of 1-8, 44 at most)")


def _check_devnum(value: str) -> None:
    if len(value) != 4 or any(c not in "0123456789ABCDEF" for c in value):
        raise ValueError(f"{value!r} is not a 4-hex-digit device number")


def _check_volser(value: str) -> None:
    if not 1 <= len(value) <= 6 or not value.isalnum() or value != value.upper():
        raise ValueError(f"{value!r} is not a volume serial (1-6 upper-case characters)")


@attrs.frozen
class PageSpace:
    """A defined page space (IDCAMS DEFINE PAGESPACE): formatted on a volume, in use or not.

    IPL (IEASYSxx PAGE=) and PAGEADD can only put into use what is defined; PAGEDEL takes a
    data set out of use, and it stays defined.
    """

    dsname: str
    volser: str
    device: str
    devtype: str
    slots: int

    def __attrs_post_init__(self) -> None:
        _check_dsname(self.dsname)
        _check_volser(self.volser)
        _check_devnum(self.device)
        if self.slots <= 0:
            raise ValueError(f"{self.dsname}: slots must be positive, not {self.slots}")

    def in_use(self, kind: PageType, used: int = 0, csa: int = 0) -> PageDataSet:
        """This space put into use as a ``kind`` page data set holding ``used`` slots."""
        return PageDataSet(kind, self.dsname, self.volser, self.device, self.devtype, self.slots, used,
                           csa=min(csa, used))


@attrs.define(eq=False)
class PageDataSet:
    """One page data set: where it lives and how many of its 4K slots hold pages."""

    type: PageType
    dsname: str
    volser: str
    device: str
    devtype: str
    slots: int
    used: int
    errors: int = 0
    status: PageStatus = PageStatus.OK
    # Of the used slots of a PLPA or COMMON data set, pages of CSA: an SVC dump with
    # SDATA=CSA reads them back, and they keep their slots (the page is unchanged).
    csa: int = 0

    def __attrs_post_init__(self) -> None:
        self.space  # noqa: B018 - where it lives is checked as a defined space's is
        if not 0 <= self.used <= self.slots:
            raise ValueError(f"{self.dsname}: used ({self.used}) must be 0-{self.slots}")
        if self.errors < 0:
            raise ValueError(f"{self.dsname}: errors must not be negative")
        if not 0 <= self.csa <= self.used:
            raise ValueError(f"{self.dsname}: csa ({self.csa}) must be 0-{self.used}, the used slots")
        if self.csa and self.type not in (PageType.PLPA, PageType.COMMON):
            raise ValueError(f"{self.dsname}: csa is for the PLPA or COMMON data set, where common pages go")

    @property
    def space(self) -> PageSpace:
        """The defined page space this data set is."""
        return PageSpace(self.dsname, self.volser, self.device, self.devtype, self.slots)

    @property
    def is_local(self) -> bool:
        return self.type in (PageType.LOCAL, PageType.LOCAL_NV)

    @property
    def available(self) -> int:
        return self.slots - self.used

    @property
    def shown_status(self) -> str:
        """STAT as D ASM prints it: FULL when no slot is free (SEED), else the stored state."""
        if self.status is PageStatus.OK and self.used == self.slots:
            return "FULL"
        return _STATUS_TEXT[self.status]
