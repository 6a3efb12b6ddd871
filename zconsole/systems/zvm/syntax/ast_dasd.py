"""Frozen command values of volumes and devices: QUERY ALLOC, CPOWNED, DEFINE CPOWNED SLOT, ATTACH,
DETACH, QUERY rdev, DASD, OSA (one per cp.lark alias).

Each family in a module of its own, imported when a line of it is parsed: a one-shot
command builds only its family's classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryAlloc:
    kind: str = ""  # "" (the whole display), PAGE, SPOOL, TDISK, DRCT, ALL


@attrs.frozen
class QueryCpowned:
    pass


@attrs.frozen
class DefineCpownedSlot:
    slot: int
    volid: str


@attrs.frozen
class AttachSystem:
    rdev: int
    volid: str


@attrs.frozen
class AttachUser:
    rdev: int
    userid: str  # "*": the user issuing it
    vdev: int | None = None


@attrs.frozen
class Detach:
    rdev: int


@attrs.frozen
class QueryDevice:
    rdev: int


@attrs.frozen
class QueryDasd:
    which: str = ""  # "", ALL, FREE


@attrs.frozen
class QueryOsa:
    free: bool = False
