"""Storage amounts: parsing ``16G``-style text and printing it back the way z/OS does."""

from __future__ import annotations

import re

MB_PER_UNIT = {"M": 1, "G": 1024, "T": 1024 * 1024}
# 4K pages in a megabyte: frames, slots and SCM blocks alike (the one spelling of 256).
PAGES_PER_MB = 256
_AMOUNT = re.compile(r"(\d+)([MGT])")


def parse_amount(text: str) -> int:
    """Return the megabytes in ``text`` (``16G`` -> 16384). Raises ValueError when malformed."""
    match = _AMOUNT.fullmatch(text.strip().upper())
    if match is None:
        raise ValueError(f"{text!r} is not an amount such as 512M, 16G or 1T")
    return int(match.group(1)) * MB_PER_UNIT[match.group(2)]


def format_amount(mb: int) -> str:
    """Print megabytes as z/OS SCM displays do: in G when whole gigabytes, else in M.

    SEED: every SCM figure on the slides is in G (``80G``, ``0G-64G``). Terabyte amounts
    stay in G (INFERRED: no capture shows a T figure in these displays).
    """
    if mb % MB_PER_UNIT["G"] == 0:
        return f"{mb // MB_PER_UNIT['G']}G"
    return f"{mb}M"


def percent(part: int, whole: int) -> int:
    """Percentage rounded half up (spec section 4: 13.75 % prints as 14 %); 0 when whole is 0."""
    if whole <= 0:
        return 0
    return (200 * part + whole) // (2 * whole)
