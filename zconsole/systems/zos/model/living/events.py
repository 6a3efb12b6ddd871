"""The engine's event queue items: what happens at a time (a busy window's edge, SRM, a dump)."""

from __future__ import annotations

import datetime as dt
import enum

import attrs


class EventKind(enum.Enum):
    """What a discrete event does when its time comes (its value is what state files keep)."""

    WINDOW = "window"  # an address space's busy window opens or closes
    SRM = "srm"  # SRM looks again during a shortage
    DUMP = "dump"  # an SVC dump's capture begins or its write completes
    JES2 = "jes2"  # a batch job's run time is over, or the spool reaches a level (model/jes2/)
    IO = "io"  # a planned link failure or repair (machine file [[io_event]]; asid: its index)
    IFCC = "ifcc"  # the next intermittent channel error on a CHPID (asid: the CHPID)


@attrs.frozen(order=True)
class Event:
    """A discrete event in the queue, ordered by (time, seq): seq is unique, so kinds are
    never compared."""

    time: dt.datetime
    seq: int
    kind: EventKind
    asid: int = 0
