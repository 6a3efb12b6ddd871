"""Frozen command values, one per cp.lark rule alias (q_storage -> QueryStorage)."""

from __future__ import annotations

import attrs

frozen = attrs.frozen


@frozen
class QueryStorage:
    pass


@frozen
class QueryVirtualStorage:
    pass


@frozen
class QueryAlloc:
    kind: str = ""  # "" (the whole display), PAGE, SPOOL, TDISK, DRCT, ALL


@frozen
class QueryCpowned:
    pass


@frozen
class QueryDasd:
    which: str = ""  # "", ALL, FREE


@frozen
class QueryOsa:
    free: bool = False


@frozen
class QueryProcessors:
    pass


@frozen
class QueryNames:
    pass


@frozen
class QueryUsers:
    pass


@frozen
class QueryUserid:
    pass


@frozen
class QueryCplevel:
    pass


@frozen
class QueryTime:
    pass


@frozen
class QueryCpload:
    pass


@frozen
class QueryFrames:
    pass


@frozen
class QueryAgelist:
    pass


@frozen
class QueryReserved:
    pass


@frozen
class QueryXstore:
    pass


@frozen
class QuerySrm:
    pass


@frozen
class QueryEmsg:
    pass


@frozen
class QueryDevice:
    rdev: int


@frozen
class QueryUser:
    userid: str


@frozen
class IndicateLoad:
    pass


@frozen
class IndicateUser:
    userid: str = ""  # "": the user issuing it


@frozen
class IndicatePaging:
    which: str = ""  # "", WAIT, ALL


@frozen
class IndicateIo:
    pass


@frozen
class DefineStorage:
    mb: int


@frozen
class DefineCpownedSlot:
    slot: int
    volid: str


@frozen
class AttachSystem:
    rdev: int
    volid: str


@frozen
class AttachUser:
    rdev: int
    userid: str  # "*": the user issuing it
    vdev: int | None = None


@frozen
class Detach:
    rdev: int


@frozen
class Xautolog:
    userid: str


@frozen
class Force:
    userid: str
    immed: bool = False


@frozen
class SetEmsg:
    mode: str


@frozen
class SetAgelist:
    percent: int | None = None
    mb: int | None = None
    earlywrites: bool | None = None


@frozen
class SetReserved:
    userid: str  # "" with sysmax
    pages: int | None  # None: OFF
    sysmax: bool = False


@frozen
class SetSrm:
    buffer: str  # STORBUF or LDUBUF
    percents: tuple[int, int, int]


@frozen
class Wait:
    seconds: int


Command = (
    QueryStorage | QueryVirtualStorage | QueryAlloc | QueryCpowned | QueryDasd | QueryOsa | QueryProcessors
    | QueryNames | QueryUsers | QueryUserid | QueryCplevel | QueryTime | QueryCpload | QueryFrames
    | QueryAgelist | QueryReserved | QueryXstore | QuerySrm | QueryEmsg | QueryDevice | QueryUser
    | IndicateLoad | IndicateUser | IndicatePaging | IndicateIo | DefineStorage | DefineCpownedSlot
    | AttachSystem | AttachUser | Detach | Xautolog | Force | SetEmsg | SetAgelist | SetReserved | SetSrm | Wait
)
