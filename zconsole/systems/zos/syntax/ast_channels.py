"""Commands of the living channel subsystem: SETIOS ZHPF, D IOS,ZHPF, link drills."""

from __future__ import annotations

import attrs


@attrs.frozen
class DisplayIosZhpf:
    """D IOS,ZHPF: whether zHPF is in use."""


@attrs.frozen
class SetiosZhpf:
    """SETIOS ZHPF=YES|NO."""

    enable: bool


@attrs.frozen
class LinkEvent:
    """.FAIL, .DEGRADE, .IFCC, .TIMEOUT or .REPAIR LINK(xx): a CHPID's link fails, runs
    degraded, has intermittent errors (interface control checks or timeouts) or is
    repaired (a drill)."""

    chpid: int
    kind: str  # FAIL, DEGRADE, IFCC, TIMEOUT or REPAIR
    rate: int = 0  # IFCC, TIMEOUT: errors a minute (0 stops them)
