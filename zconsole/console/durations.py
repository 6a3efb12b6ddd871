"""How long ``.WAIT`` waits, on every system's console: ``90S``, ``30M``, ``2H`` or plain
seconds, the spelling z/OS's .WAIT takes and a drill's time limit is written in."""

from __future__ import annotations

import re

_DURATION = re.compile(r"^(\d+(?:\.\d+)?)([SMH]?)$")
UNITS = {"": 1, "S": 1, "M": 60, "H": 3600}


def seconds_of(text: str) -> float:
    """The seconds of ``text``; ValueError when it is not a duration."""
    match = _DURATION.match(text.strip().upper())
    if match is None:
        raise ValueError(f"{text!r} is not a duration such as 90S, 30M or 2H")
    return float(match.group(1)) * UNITS[match.group(2)]
