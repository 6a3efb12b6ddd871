"""Amounts of storage as CP writes and reads them (256M, 2G), and DASD geometry."""

from __future__ import annotations

# DOC: a 3390 cylinder is 15 tracks of 12 4K pages; the captures agree (3337 cylinders
# of M01P01 are 600660 pages in QUERY ALLOC PAGE).
PAGES_PER_CYLINDER = 180
PAGES_PER_MB = 256
_UNITS = (("T", 1024 * 1024), ("G", 1024), ("M", 1))


def amount_text(mb: int, zero: str = "0") -> str:
    """``mb`` megabytes in the largest unit that divides it (REAL: `2G`, `1M`, `256M`);
    zero is ``zero`` (`0` in QUERY STORAGE, `0G` in 7.x's guest form)."""
    if mb == 0:
        return zero
    for suffix, size in _UNITS:
        if mb % size == 0:
            return f"{mb // size}{suffix}"
    raise AssertionError("every whole number of megabytes has a unit")  # pragma: no cover


def parse_amount(text: str) -> int:
    """``512M``, ``2G``, ``1T`` -> megabytes; ValueError for anything else (a bare number)."""
    if len(text) < 2 or not text[:-1].isdigit():
        raise ValueError(f"{text!r} is not an amount of storage (nnnM, nnG, nT)")
    for suffix, size in _UNITS:
        if text[-1] == suffix:
            return int(text[:-1]) * size
    raise ValueError(f"{text!r} has no unit M, G or T")


def pages_in_k(pages: int, width: int = 6) -> str:
    """A page count in a ``width``-wide column: as it is while it fits in six digits, else
    in K (1024 pages) rounded down (REAL layout, spec: 1050840 pages are `1026K`)."""
    if pages <= 999_999:
        return f"{pages:>{width}}"
    return f"{pages // 1024}K".rjust(width)


def percent_in_use(used: int, total: int) -> int:
    """QUERY ALLOC's %USED: rounded up, so any page in use is at least 1 % (REAL: 25 pages of
    600660 show as 1%); 0 of nothing. The drills' page_space_below judges this figure."""
    return 0 if total == 0 else -(-used * 100 // total)
