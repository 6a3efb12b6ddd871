"""Where the living machine meets the channels: each stretch's I/O plan, counted by RMF.

After every stretch of constant rates (``Living._observe``) the workloads running and
the pages the local page data sets moved become I/O on their paths (io-living.md §5.3,
§5.5). The plan is a pure function of what runs and of the paths' states (load.PlanInputs),
so it is kept while both stay as they were, and worked out only when something reads it:
a day of unchanged work that nobody looks at costs no plan, a day that is reported one.
"""

from __future__ import annotations

import datetime as dt
import heapq
from typing import TYPE_CHECKING, Protocol

import attrs

from zconsole.systems.zos.model.io import load, paths
from zconsole.systems.zos.model.io.counters import IoCounters
from zconsole.systems.zos.model.io.notices import ChannelError
from zconsole.systems.zos.model.living.events import Event, EventKind
from zconsole.systems.zos.model.living.workload import State

if TYPE_CHECKING:
    from zconsole.console.message import Message
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.living.dumps import Dumps
    from zconsole.systems.zos.model.living.host import Host
    from zconsole.systems.zos.model.living.rmf import Rmf
    from zconsole.systems.zos.model.living.workload import AddressSpace


class Living(Protocol):
    """What the I/O side needs of the engine (engine.Living is one)."""

    spaces: dict[int, AddressSpace]
    dumps: Dumps
    rmf: Rmf | None
    io_cache: object
    events: list[Event]  # a heap ordered by (time, seq)

    def schedule(self, time: dt.datetime, kind: EventKind, asid: int = 0) -> None: ...


@attrs.define(eq=False)
class Planned:
    """The plan of one set of inputs, worked out the first time it is read: a stretch the
    RMF counters hold until a report, a display or the state file reads them costs no plan
    (io/counters.py), and the plan then is the one the inputs gave at the time."""

    io: IoConfig
    inputs: load.PlanInputs
    made: load.IoPlan | None = None

    @property
    def plan(self) -> load.IoPlan:
        if self.made is None:
            self.made = load.plan(self.io, list(self.inputs.works), self.inputs)
        return self.made

    @property
    def reached(self) -> tuple[int, ...]:
        """The CHPIDs its workloads' control units have a path through (load.reached_by)."""
        return tuple(c for c, _, _, _ in self.inputs.chpids)


def works(living: Living, at: dt.datetime) -> list[tuple[int, load.IoWork]]:
    """The workloads doing I/O at ``at`` (ACTIVE, in their busy window, not held by a
    dump), in ASID order."""
    held = living.dumps.nondispatchable
    doing = [a for a in living.spaces.values() if a.proc.io is not None]
    return [(a.asid, a.proc.io) for a in sorted(doing, key=lambda s: s.asid)
            if a.proc.io is not None and a.state is State.ACTIVE and a.busy_at(at) and not held(a.asid)]


def planned(living: Living, machine: Host, at: dt.datetime) -> Planned | None:
    """The plan in force at ``at``, not yet worked out (kept while its inputs are
    unchanged); None while no workload does I/O."""
    running = works(living, at)
    if not running:
        return None
    io = machine.io
    cache = living.io_cache if isinstance(living.io_cache, Planned) else None
    # the same workloads reach the same CHPIDs: only their states need looking at again
    reached = cache.reached if cache is not None and cache.inputs.works == tuple(running) else None
    inputs = load.inputs_of(io, running, reached)
    if cache is not None and cache.inputs == inputs:
        return cache
    made = Planned(io, inputs)
    living.io_cache = made
    return made


def current(living: Living, machine: Host, at: dt.datetime) -> load.IoPlan:
    """The I/O plan in force at ``at`` (cached while its inputs are unchanged)."""
    made = planned(living, machine, at)
    return load.EMPTY if made is None else made.plan


def observe(living: Living, machine: Host, began: dt.datetime, until: dt.datetime,
            moved: dict[str, int]) -> None:
    """Count the stretch ``began``-``until`` into RMF's I/O counters."""
    rmf = living.rmf
    assert rmf is not None
    seconds = (until - began).total_seconds()
    paging = [(p, moved[p.dsname]) for p in machine.page_datasets if moved.get(p.dsname)]
    if not paging and not any(a.proc.io is not None for a in living.spaces.values()):
        return
    if rmf.io is None:
        rmf.io = IoCounters()
    made = planned(living, machine, began)
    if made is not None:
        rmf.io.observe(made, seconds)
    for pds, pages in paging:
        rmf.io.paging(machine.io, (0, int(pds.device, 16)), pages)


def schedule(living: Living, machine: Host, now: dt.datetime) -> None:
    """At IPL: each planned link event at its first time of day after ``now``."""
    for index, event in enumerate(machine.io.planned):
        when = dt.datetime.combine(now.date(), event.at)
        if when <= now:
            when += dt.timedelta(days=1)
        living.schedule(when, EventKind.IO, index)


def fire(living: Living, machine: Host, event: Event, due: dt.datetime) -> list[Message]:
    """A planned link event's time has come (the link fails, runs degraded, or is repaired
    silently: the paths IOS removed stay off until the operator acts), or the next
    intermittent error on a CHPID."""
    io = machine.io
    if event.kind is EventKind.IFCC:
        return ifcc(living, machine, event.asid, due)
    planned = io.planned[event.asid]
    if planned.kind == "REPAIR":
        paths.repair_link(io, planned.chpid)
        return []
    if planned.kind == "DEGRADE":
        return [paths.degrade_link(io, planned.chpid)]
    if planned.kind in ("IFCC", "TIMEOUT"):
        io.chpids[planned.chpid].ifcc_timeout = planned.kind == "TIMEOUT"  # IOS051I, not IOS050I
        return start_ifcc(living, machine, planned.chpid, planned.rate, due)
    return [paths.link_failed(io, planned.chpid, current(living, machine, due), machine.device_text)]


# INFERRED: IOS says the first ERRORS_SAID intermittent errors on a CHPID after their rate
# is set (.IFCC, .TIMEOUT, [[io_event]]) one by one; later ones are counted, not said, as
# Message Flood Automation would keep a repeated message off the console. So a drill left
# running costs at most this many events, however long the machine runs afterwards; what
# they lead to (IECIOSxx PATH_SCOPE=CU path recovery) is then one event, found in closed form.
ERRORS_SAID = 100


def start_ifcc(living: Living, machine: Host, chpid: int, rate: int, now: dt.datetime) -> list[Message]:
    """Intermittent errors on ``chpid`` at ``rate`` a minute from now (0: they stop)."""
    chp = machine.io.chpids[chpid]
    since = chp.ifcc_since
    if chp.ifcc_per_min and since is not None and _said(since, chp.ifcc_per_min, now) >= ERRORS_SAID:
        # past the errors said, the event waiting is path recovery's: the new rate's own come first
        living.events[:] = [e for e in living.events if not (e.kind is EventKind.IFCC and e.asid == chpid)]
        heapq.heapify(living.events)
    chp.ifcc_per_min = rate
    chp.ifcc_since = now if rate else None
    pending = any(e.kind is EventKind.IFCC and e.asid == chpid for e in living.events)
    if rate and not pending:  # a pending error event carries on at the new rate
        living.schedule(now + dt.timedelta(seconds=60 / rate), EventKind.IFCC, chpid)
    return []


def _said(since: dt.datetime, rate: int, now: dt.datetime) -> int:
    """How many errors at ``rate`` a minute since ``since`` have come by ``now``."""
    return round((now - since).total_seconds() * rate / 60)


def ifcc(living: Living, machine: Host, chpid: int, due: dt.datetime) -> list[Message]:
    """One interface control check: IOS050I for a device with I/O through the CHPID, the
    next one each time (an idle path meets no error). With IECIOSxx PATH_SCOPE=CU, errors at
    PATH_THRESHOLD a minute or more for PATH_INTERVAL minutes make IOS take the path off
    every device of its control units (IOS210I) and the errors end with the I/O. Past the
    first ERRORS_SAID errors, nothing is said and the next event is that path recovery."""
    io = machine.io
    chp = io.chpids[chpid]
    if chp.ifcc_per_min <= 0:
        return []
    said: list[Message] = []
    since = chp.ifcc_since or due
    # the n-th error since they began meets the n-th busy device, round and round
    n = _said(since, chp.ifcc_per_min, due) - 1
    busy = paths.busy_devices(current(living, machine, due), chpid) if n < ERRORS_SAID else ()
    if busy and chp.online and chp.operational:
        said.append(ChannelError(machine.device_text(*busy[n % len(busy)]), f"{chpid:02X}",
                                 chp.ifcc_timeout))
    trips = io.path_scope == "CU" and chp.ifcc_per_min >= io.path_threshold
    recovery = since + dt.timedelta(minutes=io.path_interval)
    if trips and due >= recovery:
        said.append(paths.path_recovery(io, chpid))
        chp.ifcc_per_min, chp.ifcc_since = 0, None
        return said
    step = dt.timedelta(seconds=60 / chp.ifcc_per_min)
    if n + 1 < ERRORS_SAID:
        living.schedule(due + step, EventKind.IFCC, chpid)
    elif trips:  # the first error at or past PATH_INTERVAL, as one by one would meet it
        living.schedule(due + step * max(1, -((due - recovery) // step)), EventKind.IFCC, chpid)
    return said
