"""Frozen command values, one per cp.lark rule alias (q_storage -> QueryStorage)."""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryStorage:
    pass


@attrs.frozen
class QueryVirtualStorage:
    pass


@attrs.frozen
class QueryAlloc:
    kind: str = ""  # "" (the whole display), PAGE, SPOOL, TDISK, DRCT, ALL


@attrs.frozen
class QueryCpowned:
    pass


@attrs.frozen
class QueryDasd:
    which: str = ""  # "", ALL, FREE


@attrs.frozen
class QueryOsa:
    free: bool = False


@attrs.frozen
class QueryProcessors:
    pass


@attrs.frozen
class QueryNames:
    pass


@attrs.frozen
class QueryUsers:
    pass


@attrs.frozen
class QueryUserid:
    pass


@attrs.frozen
class QueryCplevel:
    pass


@attrs.frozen
class QueryTime:
    pass


@attrs.frozen
class QueryCpload:
    pass


@attrs.frozen
class QueryFrames:
    pass


@attrs.frozen
class QueryAgelist:
    pass


@attrs.frozen
class QueryReserved:
    pass


@attrs.frozen
class QueryXstore:
    pass


@attrs.frozen
class QuerySrm:
    pass


@attrs.frozen
class QueryEmsg:
    pass


@attrs.frozen
class QueryDevice:
    rdev: int


@attrs.frozen
class QueryUser:
    userid: str


@attrs.frozen
class IndicateLoad:
    pass


@attrs.frozen
class IndicateUser:
    userid: str = ""  # "": the user issuing it


@attrs.frozen
class IndicatePaging:
    which: str = ""  # "", WAIT, ALL


@attrs.frozen
class IndicateIo:
    pass


@attrs.frozen
class DefineStorage:
    mb: int


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
class Xautolog:
    userid: str


@attrs.frozen
class Force:
    userid: str
    immed: bool = False


@attrs.frozen
class SetEmsg:
    mode: str


@attrs.frozen
class SetAgelist:
    percent: int | None = None
    mb: int | None = None
    earlywrites: bool | None = None


@attrs.frozen
class SetReserved:
    userid: str  # "" with sysmax
    pages: int | None  # None: OFF
    sysmax: bool = False


@attrs.frozen
class SetSrm:
    buffer: str  # STORBUF or LDUBUF
    percents: tuple[int, int, int]


@attrs.frozen
class Wait:
    seconds: int


Command = (
    QueryStorage
    | QueryVirtualStorage
    | QueryAlloc
    | QueryCpowned
    | QueryDasd
    | QueryOsa
    | QueryProcessors
    | QueryNames
    | QueryUsers
    | QueryUserid
    | QueryCplevel
    | QueryTime
    | QueryCpload
    | QueryFrames
    | QueryAgelist
    | QueryReserved
    | QueryXstore
    | QuerySrm
    | QueryEmsg
    | QueryDevice
    | QueryUser
    | IndicateLoad
    | IndicateUser
    | IndicatePaging
    | IndicateIo
    | DefineStorage
    | DefineCpownedSlot
    | AttachSystem
    | AttachUser
    | Detach
    | Xautolog
    | Force
    | SetEmsg
    | SetAgelist
    | SetReserved
    | SetSrm
    | Wait
)
