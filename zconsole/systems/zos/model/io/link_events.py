"""A machine file's planned channel events ([[io_event]]): a drill's link failure or repair."""

from __future__ import annotations

import datetime as dt

import attrs

LINK_KINDS = ("FAIL", "DEGRADE", "IFCC", "REPAIR", "TIMEOUT")  # TIMEOUT: IFCC's IOS051I twin
# Intermittent errors a minute a drill may ask for (.IFCC, .TIMEOUT, [[io_event]] rate, a
# CHPID's ifcc_rate): zconsole's own range, 100 a second at most, ten times the model's
# 1 ms step apart; IECIOSxx PATH_THRESHOLD (1-100 a minute, DOC) trips well inside it.
MAX_ERROR_RATE = 6000


@attrs.frozen
class PlannedLink:
    """A machine file's [[io_event]]: at a time of day the link of ``chpid`` fails, runs
    degraded, has intermittent errors or is repaired (the first such time after IPL; a
    drill planned in advance)."""

    at: dt.time
    chpid: int
    kind: str  # FAIL, DEGRADE, IFCC, TIMEOUT or REPAIR
    rate: int = 0  # IFCC, TIMEOUT: errors a minute from then on (0 stops them)

    def __attrs_post_init__(self) -> None:
        if self.kind not in LINK_KINDS:
            raise ValueError(f"kind {self.kind!r} must be one of {', '.join(LINK_KINDS)}")
