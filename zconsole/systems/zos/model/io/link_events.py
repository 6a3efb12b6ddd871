"""A machine file's planned channel events ([[io_event]]): a drill's link failure or repair."""

from __future__ import annotations

import datetime as dt

import attrs

LINK_KINDS = ("FAIL", "DEGRADE", "IFCC", "REPAIR", "TIMEOUT")  # TIMEOUT: IFCC's IOS051I twin


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
