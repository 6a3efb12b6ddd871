"""Frozen command values of the storage settings: QUERY FRAMES, AGELIST, RESERVED, XSTORE, SRM and
their SETs (one per cp.lark alias).

Each family in a module of its own, imported when a line of it is parsed: a one-shot
command builds only its family's classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryFrames:
    pass


@attrs.frozen
class QueryAgelist:
    pass


@attrs.frozen
class SetAgelist:
    percent: int | None = None
    mb: int | None = None
    earlywrites: bool | None = None


@attrs.frozen
class QueryReserved:
    pass


@attrs.frozen
class SetReserved:
    userid: str  # "" with sysmax
    pages: int | None  # None: OFF
    sysmax: bool = False


@attrs.frozen
class QueryXstore:
    pass


@attrs.frozen
class QuerySrm:
    pass


@attrs.frozen
class SetSrm:
    buffer: str  # STORBUF or LDUBUF
    percents: tuple[int, int, int]
