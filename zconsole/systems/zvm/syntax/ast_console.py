"""Frozen command values of zconsole's own console commands (.WAIT, .IPL, .PERFKIT).

Each family in a module of its own, imported when a line of it is parsed: a one-shot
command builds only its family's classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Wait:
    seconds: int


@attrs.frozen
class Ipl:
    pass


@attrs.frozen
class Perfkit:
    report: str  # PAGELOG (FCX291) or STEALLOG (FCX296)
    userid: str = ""  # PAGELOG's user

