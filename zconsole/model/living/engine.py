"""The living machine: simulated time, scheduled events, and storage moving under load.

Time moves only through ``Living.advance(machine, to)``: between discrete events (a busy
window opening, SRM's next look during a shortage, an SCM drain finishing) every rate is
constant, so the state is carried forward in closed form, one segment at a time, cut
wherever something observable happens (real storage full, a data set full, a shortage
level crossed, a working set back). A quiet day costs nothing; the same inputs give the
same pages, and so the same bytes.
"""

from __future__ import annotations

import datetime as dt
import enum
import heapq
import math
from typing import TYPE_CHECKING, Any

import attrs

from zconsole.model.core.units import PAGES_PER_MB
from zconsole.model.living import dump_flow, rates
from zconsole.model.living.dumps import Dumps
from zconsole.model.living.events import Event, EventKind
from zconsole.model.living.replies import Replies
from zconsole.model.living.rmf import Rmf, locations
from zconsole.model.living.workload import AddressSpace, Kind, Procedure, State, under_jes2
from zconsole.model.paging import placement
from zconsole.model.paging.placement import SCM

# notices (IEF403I, IRA200E ...) are imported where an event speaks: a one-shot D A,L
# builds none of their 24 classes (README, "Speed").

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.model.living.host import Host, Recorder

MIN_STEP = dt.timedelta(milliseconds=1)
MAX_SEGMENTS = 200_000  # a guard against a rate that never settles (a bug, not a state)


class Level(enum.IntEnum):
    """Auxiliary storage shortage level (paging.md §3.1)."""

    NONE = 0
    WARN = 1
    SHORT = 2
    CRITICAL = 3


class Refused(Exception):
    """A request the living machine turns down; ``notices`` say why, nothing changed."""

    def __init__(self, *said: object) -> None:
        super().__init__(said)
        self.notices = said


@attrs.define(eq=False)
class _Plan:
    """The rates of one segment (pages a second) and how long they hold."""

    grow: dict[int, float]
    read: dict[tuple[int, str], float]
    seconds: float  # until the first breakpoint (math.inf: nothing moves)
    dump: dict[tuple[int, str], float] = attrs.Factory(dict)  # an SVC dump's capture reads
    churn: dict[tuple[int, str], float] = attrs.Factory(dict)  # read back, then pushed out again

    @property
    def moves(self) -> bool:
        return bool(self.grow or self.read or self.dump or self.churn)


@attrs.define(eq=False)
class Living:
    """Everything of the machine that moves with time (saved whole by --state)."""

    now: dt.datetime | None = None
    spaces: dict[int, AddressSpace] = attrs.Factory(dict)
    next_asid: int = rates.FIRST_USER_ASID
    next_job: int = rates.FIRST_JOB_NUMBER
    events: list[Event] = attrs.Factory(list)  # a heap ordered by (time, seq)
    seq: int = 0
    level: Level = Level.NONE
    scm_level: int = 0
    ended_by_e: bool = False  # the operator ended this episode's IRA221D dialogue with E
    candidates: tuple[int, ...] = ()  # ASIDs of the IRA220I lines last shown
    shown: int = 0  # how many candidates IRA220I has shown in this dialogue
    replies: Replies = attrs.Factory(Replies)
    wait_state: str | None = None  # "03C" once auxiliary storage is exhausted
    dumps: Dumps = attrs.Factory(Dumps)
    rmf: Rmf | None = None  # RMF's current interval (started at IPL)
    moved: dict[str, int] = attrs.Factory(dict)  # pages through each location this segment
    io_cache: object = None  # the I/O plan in force and its inputs (living/io_flow.py)
    jes2: Any = None  # JES2's queue, initiators and spool (model/jes2/; booted at IPL)
    smf: Recorder | None = None  # issue 25: SMF recording (zconsole/model/smf/)

    # --- address spaces -------------------------------------------------------------
    def by_name(self, jobname: str) -> list[AddressSpace]:
        return [a for a in self.spaces.values() if a.jobname == jobname]

    def user_spaces(self) -> list[AddressSpace]:
        return [a for a in self.spaces.values() if not a.system]

    def ipl(self, machine: Host, now: dt.datetime, procs: list[Procedure]) -> None:
        """Start afresh: every page is gone, the IPL's own address spaces start."""
        for space in self.spaces.values():
            placement.release(machine, space.aux)
            placement.release(machine, space.vio)
        self.spaces.clear()
        self.events.clear()
        self.level, self.scm_level, self.ended_by_e = Level.NONE, 0, False
        self.candidates, self.shown = (), 0
        self.replies = Replies()
        self.wait_state = None
        self.dumps = Dumps()
        self.rmf = Rmf(now, machine.rmf_cycle_ms / 1000)
        self.moved = {}
        self.next_asid, self.next_job = 1, rates.FIRST_JOB_NUMBER
        self.now = now
        # JES2 (issue 26): cold-started with the system, so its initiators' ASIDs are kept free.
        self.jes2 = None
        machine.boot_jes2(self)
        for proc, jes in zip(procs, under_jes2(procs), strict=True):
            self._create(machine, proc, proc.name, now, jes=jes)
        self.next_asid = max(self.next_asid, rates.FIRST_USER_ASID)
        if machine.io.planned:  # the machine file's planned link events (issue 22)
            from zconsole.model.living import io_flow

            io_flow.schedule(self, machine, now)

    def start(self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
              jes: bool = True) -> list[object]:
        """START: a new address space (and its servants); raises Refused during a shortage.
        ``jes`` False is SUB=MSTR: the master subsystem runs it, JES2 never sees it."""
        if self.level >= Level.SHORT:
            from zconsole.model.living import notices
            raise Refused(notices.Ira200e())  # the caller words the refusal (IEA602I, IEE328I)
        said: list[object] = []
        first = self._create(machine, proc, jobname, now, said, jes=jes)
        for _ in range(proc.servants):
            assert proc.servant is not None
            servant = machine.procedures.get(proc.servant)
            if servant is not None:
                self._create(machine, servant, servant.name, now, said, parent=first.asid, jes=jes)
        said += self._rebalance(machine, now)
        said += self._check(machine)
        return said

    def _create(
        self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
        said: list[object] | None = None, parent: int | None = None, jes: bool = True,
        asid: int | None = None, job_id: int | None = None,
    ) -> AddressSpace:
        asid = self.free_asid() if asid is None else asid
        space = AddressSpace(asid=asid, jobname=jobname, proc=proc, started=now, parent=parent)
        space.resident = proc.frames
        if job_id is not None:
            space.job_id = job_id
        elif proc.kind is not Kind.SYSTEM and jes:  # SUB=MSTR: no JES2 job number (job_id 0)
            space.job_id = self.next_job
            self.next_job += 1
        if proc.vio:
            space.vio = placement.place_vio(machine, proc.vio)
        self.spaces[asid] = space
        if self.jes2 is not None:
            self.jes2.on_started(self, machine, space)
        if said is not None:
            stamp = now.strftime("%H.%M.%S")
            source = "INTRDR" if proc.kind is Kind.JOB else "STCINRDR"
            from zconsole.model.living import notices
            mvs = [notices.Ief695i(proc.name, jobname, proc.user, proc.group),
                   notices.Ief403i(jobname, stamp)]
            jes2 = [notices.Hasp100(jobname, source), mvs[0], notices.Hasp373(jobname), mvs[1]]
            said += jes2 if jes else mvs
        if proc.busy is not None:
            self.schedule(proc.busy.next_edge(now), EventKind.WINDOW, asid)
        return space

    def run_in(self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
               asid: int, job_id: int) -> list[object]:
        """A batch job JES2 selected runs in its initiator's address space (``asid``)."""
        from zconsole.model.living import notices
        said: list[object] = [notices.Ief403i(jobname, now.strftime("%H.%M.%S"))]
        self._create(machine, proc, jobname, now, asid=asid, job_id=job_id)
        said += self._rebalance(machine, now)
        said += self._check(machine)
        return said

    def free_asid(self) -> int:
        reserved = self.jes2.reserved_asids() if self.jes2 is not None else set()
        while self.next_asid in self.spaces or self.next_asid in reserved:
            self.next_asid += 1
        asid = self.next_asid
        self.next_asid += 1
        return asid

    def end(self, machine: Host, space: AddressSpace, now: dt.datetime,
            abend: str | None = None, take_id: Callable[[], int] | None = None) -> list[object]:
        """The address space ends (STOP, CANCEL, or a reply to IRA221D); its frames
        and slots are freed, and so are those of its servants."""
        said: list[object] = []
        for servant in [a for a in self.spaces.values() if a.parent == space.asid]:
            said += self.end(machine, servant, now, abend, take_id)
        stamp = now.strftime("%H.%M.%S")
        jes = space.job_id > 0  # not under the master subsystem (SUB=MSTR): JES2 says $HASP395
        if abend is None:
            from zconsole.model.living import notices
            said += [notices.Ief404i(space.jobname, stamp)] + [notices.Hasp395(space.jobname)] * jes
        else:
            idr = take_id() if take_id is not None else 0
            from zconsole.model.living import notices
            said += [notices.Ief450i(space.jobname, space.proc.stepname or space.proc.name,
                                     space.proc.procstep, abend, stamp, idr)]
            said += [notices.Hasp395(space.jobname, abend)] * jes
        placement.release(machine, space.aux)
        placement.release(machine, space.vio)
        del self.spaces[space.asid]
        self.events = [e for e in self.events if e.asid != space.asid]
        heapq.heapify(self.events)
        if self.jes2 is not None:
            said += self.jes2.on_ended(self, machine, space, abend, now)
        said += self._check(machine)
        return said

    # --- time ---------------------------------------------------------------------------
    def schedule(self, time: dt.datetime, kind: EventKind, asid: int = 0) -> None:
        self.seq += 1
        heapq.heappush(self.events, Event(time, self.seq, kind, asid))

    def _next_discrete(self, machine: Host) -> dt.datetime | None:
        times = [self.events[0].time] if self.events else []
        if machine.scm is not None:
            times += [m.done_at for m in machine.scm.migrations]
        smf_full = self.smf.due() if self.smf is not None else None  # issue 25
        if smf_full is not None:
            times.append(smf_full)
        return min(times) if times else None

    def advance(self, machine: Host, to: dt.datetime) -> list[object]:
        """Run the machine up to ``to``; return what it said on the way, in time order."""
        if self.now is None or to <= self.now:
            if self.now is None:
                self.now = to
            return []
        said: list[object] = []
        if self.smf is not None:  # issue 25: SMF's rate follows the work since the last step
            self.smf.retime(self.now, len(self.spaces))
        while self.wait_state is None and self.now < to:
            due = self._next_discrete(machine)
            if due is not None and due <= self.now:
                self._fire(machine, self.now, said)
                continue
            horizon = to if due is None or due > to else due
            self._flow(machine, horizon, said)
        if self.wait_state is None:
            due = self._next_discrete(machine)
            if due is not None and due <= to:
                self._fire(machine, to, said)
        self.now = max(self.now, to)
        return said

    def _fire(self, machine: Host, due: dt.datetime, said: list[object]) -> None:
        self.now = due
        if machine.scm is not None:
            drained = machine.scm.settle(due)
            if drained:
                from zconsole.model.paging.scm_notices import ScmDrainedLiving

                said.append(ScmDrainedLiving(tuple(drained)))
        while self.events and self.events[0].time <= due:
            event = heapq.heappop(self.events)
            space = self.spaces.get(event.asid)
            if event.kind is EventKind.WINDOW and space is not None:
                self._window(space, due)
            elif event.kind is EventKind.SRM:
                said += self._srm(machine)
            elif event.kind is EventKind.DUMP:
                said += dump_flow.event(self, machine, due)
            elif event.kind in (EventKind.IO, EventKind.IFCC):
                from zconsole.model.living import io_flow

                said += io_flow.fire(self, machine, event, due)
            elif event.kind is EventKind.JES2 and self.jes2 is not None:
                said += self.jes2.on_event(self, machine, due)
        if self.smf is not None:  # issue 25: a full SMF data set switches
            said += self.smf.fire(due, self.replies)
        said += self._check(machine)

    def _window(self, space: AddressSpace, now: dt.datetime) -> None:
        busy = space.proc.busy
        assert busy is not None
        if busy.contains(now):
            if space.aux_pages and space.resident < space.proc.working_set:
                space.paging_in = True
                space.working_set_announced = False
                space.page_in_began = now
        else:
            space.paging_in = False
        self.schedule(busy.next_edge(now), EventKind.WINDOW, space.asid)

    def _flow(self, machine: Host, horizon: dt.datetime, said: list[object]) -> None:
        assert self.now is not None
        for _ in range(MAX_SEGMENTS):
            if self.now >= horizon or self.wait_state is not None:
                return
            plan = self._plan(machine)
            left = (horizon - self.now).total_seconds()
            began = self.now
            before = dict(locations(machine))
            if not plan.moves:
                self.now = horizon
                self._observe(machine, began, before)
                return
            step = max(min(left, plan.seconds), MIN_STEP.total_seconds())
            step = min(step, left)
            seconds = round(step, 3)
            self.now += dt.timedelta(milliseconds=max(1, round(seconds * 1000)))
            if self.now > horizon:
                self.now = horizon
            said += self._apply(machine, plan, step)
            self._observe(machine, began, before)
            said += self._check(machine)
            due = self._next_discrete(machine)
            if due is not None and due < horizon:
                return  # something scheduled itself meanwhile (SRM's next look)
        raise RuntimeError("the paging model did not settle")

    def _observe(self, machine: Host, began: dt.datetime, before: dict[str, int]) -> None:
        """RMF's samples of the stretch just run (constant rates from ``began`` to now)."""
        assert self.now is not None
        if self.rmf is None:
            self.rmf = Rmf(began, machine.rmf_cycle_ms / 1000)
        self.rmf.observe(machine, began, self.now, self.moved, before)
        if self.moved or any(a.proc.io is not None for a in self.spaces.values()):
            from zconsole.model.living import io_flow  # I/O load: only a machine that does I/O

            io_flow.observe(self, machine, began, self.now, self.moved)
        self.moved = {}

    def note_moved(self, location: str, pages: int) -> None:
        self.moved[location] = self.moved.get(location, 0) + pages

    def _frames_total(self, machine: Host) -> int:
        return machine.real_mb * PAGES_PER_MB

    def _free_frames(self, machine: Host) -> int:
        return self._frames_total(machine) - sum(a.resident for a in self.spaces.values())

    def _victims(self) -> list[AddressSpace]:
        """Whose frames are stolen first: idle address spaces (outside their busy
        window, so their pages are the least recently used), never the system's."""
        assert self.now is not None
        return [a for a in self.spaces.values()
                if not a.system and a.resident > 0 and not a.paging_in
                and not a.growing() and not a.busy_at(self.now)
                and not self.dumps.nondispatchable(a.asid)]

    def _plan(self, machine: Host) -> _Plan:
        held = self.dumps.nondispatchable
        grow = {a.asid: a.proc.growth / 60 for a in self.spaces.values() if a.growing() and not held(a.asid)}
        readers = [a for a in self.spaces.values()
                   if a.paging_in and a.state is State.ACTIVE and not held(a.asid)]
        dumping = dump_flow.readers(self)
        sharing: dict[str, int] = {}
        for a in readers:
            for loc, pages in a.aux.items():
                if pages:
                    sharing[loc] = sharing.get(loc, 0) + 1
        for _, loc in dumping:
            sharing[loc] = sharing.get(loc, 0) + 1
        read: dict[tuple[int, str], float] = {}
        for a in readers:
            for loc, pages in a.aux.items():
                if pages:
                    read[(a.asid, loc)] = _speed(loc) / sharing[loc]
        dump = {key: _speed(key[1]) / sharing[key[1]] for key in dumping}
        dump_cut = min((dumping[key] / rate for key, rate in dump.items()), default=math.inf)
        plan = self._plan_frames(machine, grow, read)
        plan.dump = dump
        plan.churn = self._churn(machine)
        churn_cut = min((self.spaces[asid].aux[loc] / rate for (asid, loc), rate in plan.churn.items()
                         if loc != SCM), default=math.inf)  # a data set it drains (its pages go to SCM)
        plan.seconds = min(plan.seconds, dump_cut, churn_cut)
        return plan

    def _churn(self, machine: Host) -> dict[tuple[int, str], float]:
        """Reads of address spaces whose working set exceeds the frames they can get:
        busy, real storage full, pages on auxiliary storage. Each reads from where its
        pages are, in proportion, at no more than the device delivers."""
        assert self.now is not None
        if self._free_frames(machine) > 0:
            return {}  # real storage is not full: its pages would simply come back in
        held = self.dumps.nondispatchable
        churn: dict[tuple[int, str], float] = {}
        for a in self.spaces.values():
            rate = a.proc.churn / 60
            total = a.aux_pages
            if (not rate or not total or not a.resident or a.paging_in or a.state is not State.ACTIVE
                    or held(a.asid) or not a.busy_at(self.now)):
                continue
            for loc, pages in a.aux.items():
                if pages:
                    churn[(a.asid, loc)] = min(rate * pages / total, _speed(loc))
        return churn

    def _plan_frames(self, machine: Host, grow: dict[int, float],
                     read: dict[tuple[int, str], float]) -> _Plan:
        free = self._free_frames(machine)
        victims = self._victims()
        if free <= 0 and not victims:
            read = {}  # nothing to make room with: reading waits; growth pages itself out
        demand = sum(grow.values()) + sum(read.values())
        if demand <= 0:
            return _Plan(grow, read, math.inf)
        cuts = [math.inf]
        if free > 0:
            cuts.append(free / demand)
        elif victims:
            cuts.append(sum(a.resident for a in victims) / demand)
        for asid, rate in grow.items():
            a = self.spaces[asid]
            cuts.append((a.proc.ceiling - a.pages) / rate)
        per_space: dict[int, float] = {}
        for (asid, loc), rate in read.items():
            cuts.append(self.spaces[asid].aux[loc] / rate)
            per_space[asid] = per_space.get(asid, 0.0) + rate
        for asid, rate in per_space.items():
            a = self.spaces[asid]
            cuts.append(max(0, a.proc.working_set - a.resident) / rate)
        out = demand if free <= 0 else 0.0
        if out:
            room = placement.scm_free(machine)
            if room:
                cuts.append(room / out)
            else:
                targets = placement.locals_taking_pages(machine)
                if targets:
                    cuts.append(min(p.available for p in targets) * len(targets) / out)
        net = out - sum(read.values())
        cuts.append(self._threshold_cut(machine, net))
        return _Plan(grow, read, max(min(cuts), 0.0))

    def _threshold_cut(self, machine: Host, net: float) -> float:
        """Seconds until the shortage percentage crosses its next level at ``net``
        slots a second (so the message carries the time it happened)."""
        if not net:
            return math.inf
        cap, used = placement.capacity(machine), placement.used(machine)
        if cap <= 0:
            return math.inf
        levels = (rates.WARN_PERCENT, rates.SHORT_PERCENT, rates.CRITICAL_PERCENT, rates.RELIEF_PERCENT)
        best = math.inf
        for level in levels:
            mark = cap * level / 100
            gap = (mark - used) / net
            if gap > 0:
                best = min(best, gap)
        return best

    def _apply(self, machine: Host, plan: _Plan, seconds: float) -> list[object]:
        # Whole pages, rounded up: a segment cut at a flow's own breakpoint must finish
        # it (rounding down could leave one page for ever); the clamps keep it exact.
        for asid, rate in plan.grow.items():
            a = self.spaces[asid]
            a.resident += min(math.ceil(rate * seconds - 1e-9), a.proc.ceiling - a.pages)
        for (asid, loc), rate in plan.read.items():
            a = self.spaces[asid]
            want = max(0, a.proc.working_set - a.resident)
            got = min(math.ceil(rate * seconds - 1e-9), a.aux.get(loc, 0), want)
            if got > 0:
                a.aux[loc] -= got
                a.resident += got
                placement.release(machine, {loc: got})
                self.note_moved(loc, got)
        for (asid, loc), rate in plan.churn.items():
            a = self.spaces[asid]
            held = a.aux.get(loc, 0)
            # Pages read from SCM go back to SCM (the blocks they free take them), so a long
            # stretch reads the same pages again; a data set's pages leave it (the plan cuts
            # the stretch before it runs dry).
            got = math.ceil(rate * seconds - 1e-9)
            moving = min(got, held)
            if moving <= 0:
                continue
            a.aux[loc] -= moving
            placement.release(machine, {loc: moving})
            self.note_moved(loc, got if loc == SCM else moving)
            for out, k in placement.place(machine, moving, 0).items():  # the frames it stole for them
                a.aux[out] = a.aux.get(out, 0) + k
                self.note_moved(out, k)
            if loc == SCM and got > moving:
                self.note_moved(SCM, got - moving)  # written again after being read again
        dump_flow.read(self, plan.dump, seconds)
        return self._rebalance(machine, self.now)

    def _rebalance(self, machine: Host, now: dt.datetime | None) -> list[object]:
        """Real storage over-committed: steal from idle address spaces in proportion to
        their frames, then from the growers themselves; the pages go to auxiliary
        storage (placement.place). No room anywhere is wait state 03C."""
        excess = -self._free_frames(machine)
        if excess <= 0:
            return []
        victims = self._victims()
        stolen = _proportional(excess, [(a.asid, a.resident) for a in victims])
        rest = excess - sum(stolen.values())
        if rest:
            others = [a for a in self.spaces.values() if not a.system and a.resident > 0
                      and a.asid not in stolen and not a.paging_in]
            more = _proportional(rest, [(a.asid, a.resident) for a in others])
            stolen.update(more)
        for asid, pages in stolen.items():
            a = self.spaces[asid]
            ceiling = max(a.proc.ceiling, 1)
            large = min(pages, a.proc.large_pages * pages // ceiling)
            where = placement.place(machine, pages, large)
            placed = sum(where.values())
            for loc, k in where.items():
                a.aux[loc] = a.aux.get(loc, 0) + k
                self.note_moved(loc, k)
            a.resident -= placed
            if placed < pages:
                return self._exhausted()
        return []

    def _exhausted(self) -> list[object]:
        self.wait_state = "03C"
        from zconsole.model.living import notices
        return [notices.Ilr008w(), notices.WaitState("03C", "01")]

    # --- shortage -------------------------------------------------------------------------
    def percent(self, machine: Host) -> float:
        cap = placement.capacity(machine)
        return 100 * placement.used(machine) / cap if cap else 0.0

    # C901 (complexity) allowed: the shortage levels' transitions, read top to bottom.
    def _check(self, machine: Host) -> list[object]:  # noqa: C901
        said: list[object] = []
        assert self.now is not None
        for a in self.spaces.values():
            if a.paging_in and (a.resident >= a.proc.working_set or not a.aux_pages):
                a.paging_in = False
                a.working_set_announced = True
                began = a.page_in_began or self.now
                from zconsole.model.living import notices
                said.append(notices.WorkingSetBack(a.jobname, a.asid, a.resident,
                                             (self.now - began).total_seconds()))
        if self.wait_state is not None:
            return said
        said += dump_flow.progress(self, machine)
        pct = self.percent(machine)
        if self.level < Level.WARN and rates.WARN_PERCENT <= pct < rates.SHORT_PERCENT:
            self.level = Level.WARN
            from zconsole.model.living import notices
            said.append(notices.Ira205i(int(pct)))
        if self.level < Level.SHORT and pct >= rates.SHORT_PERCENT:
            self.level = Level.SHORT
            from zconsole.model.living import notices
            said.append(notices.Ira200e())
            self.replies.issue_action("IRA200E", "AUXILIARY STORAGE SHORTAGE", self.now, "IRA200E")
            said += self._top_users(machine)
            said += self._srm(machine)
        if self.level < Level.CRITICAL and pct >= rates.CRITICAL_PERCENT:
            self.level = Level.CRITICAL
            from zconsole.model.living import notices
            said.append(notices.Ira201e())
            self.replies.issue_action("IRA201E", "CRITICAL AUXILIARY STORAGE SHORTAGE", self.now, "IRA201E")
            if not self.ended_by_e:
                self.shown = 0
                said += self.dialogue(machine)
        if self.level == Level.CRITICAL and pct < rates.CRITICAL_PERCENT:
            self.level = Level.SHORT
            self.replies.delete("IRA201E")
            self.replies.delete("IRA221D")
        if self.level >= Level.SHORT and pct < rates.RELIEF_PERCENT:
            from zconsole.model.living import notices
            said.append(notices.Ira202i())
            self.replies.delete("IRA200E")
            self.replies.delete("IRA201E")
            self.replies.delete("IRA221D")
            for a in sorted(self.spaces.values(), key=lambda s: s.asid):
                if a.state is State.NONDISP:
                    said.append(notices.Ira211i(a.jobname, a.asid))
                a.state = State.ACTIVE
            self.ended_by_e = False
            self.level = Level.WARN if pct >= rates.WARN_PERCENT else Level.NONE
        if self.level == Level.WARN and pct < rates.WARN_PERCENT:
            self.level = Level.NONE
        said += self._scm_levels(machine)
        return said

    def _scm_levels(self, machine: Host) -> list[object]:
        used, size = placement.scm_used_and_size(machine)
        if not size:
            return []
        pct = 100 * used / size
        reached = max((lv for lv in rates.SCM_LEVELS if pct >= lv), default=0)
        if reached > self.scm_level:
            self.scm_level = reached
            from zconsole.model.living import notices
            return [notices.Ira250i(int(pct))]
        if reached < self.scm_level:
            below = self.scm_level
            self.scm_level = reached
            from zconsole.model.living import notices
            return [notices.Ira252i(below)]
        return []

    def _growth_rate(self, a: AddressSpace) -> int:
        """Frames+slots gained a second (IRA203E/IRA206I's RATE)."""
        return round(a.proc.growth / 60) if a.growing() else 0

    def _top_users(self, machine: Host) -> list[object]:
        in_use = max(placement.used(machine), 1)
        ranked = sorted(self.user_spaces(), key=lambda a: (-self._growth_rate(a), -a.slots, a.asid))
        from zconsole.model.living import notices
        return [notices.Ira206i(a.jobname, a.asid, a.resident, a.slots, 100 * a.slots / in_use)
                for a in ranked[: rates.TOP_USERS] if a.slots or self._growth_rate(a)]

    def reconsider(self, machine: Host) -> list[object]:
        """The shortage levels looked at again now that auxiliary storage changed under
        the machine (PAGEADD): a shortage is relieved (IRA202I) when enough slots arrive."""
        return self._check(machine)

    def _srm(self, machine: Host) -> list[object]:
        """SRM stops the active address space gaining storage fastest, and looks again later."""
        if self.level < Level.SHORT or self.now is None:
            return []
        growers = [a for a in self.user_spaces() if a.state is State.ACTIVE and self._growth_rate(a) > 0
                   and not (rates.SRM_SPARES_SUBSYSTEMS and not a.proc.swappable and not a.proc.cancelable)]
        if not growers:
            return []
        worst = min(growers, key=lambda a: (-self._growth_rate(a), a.asid))
        rate, total = self._growth_rate(worst), worst.resident + worst.slots
        if worst.proc.swappable:
            worst.state = State.SWAPPED_OUT
            from zconsole.model.living import notices
            said: list[object] = [notices.Ira203e(worst.jobname, worst.asid, total, rate)]
        else:
            worst.state = State.NONDISP
            from zconsole.model.living import notices
            said = [notices.Ira210e(worst.jobname, worst.asid, total, rate)]
        if len(growers) > 1:
            self.schedule(self.now + dt.timedelta(seconds=rates.SRM_SECONDS), EventKind.SRM)
        return said

    # --- the critical-shortage dialogue (IRA220I, IRA221D, IRA222I) ------------------------
    def dialogue(self, machine: Host) -> list[object]:
        """IRA220I with the next five candidates, and the IRA221D WTOR asking what to do."""
        assert self.now is not None
        if self.shown == 0:
            ranked = sorted(self.spaces.values(), key=lambda a: (-a.slots, a.asid))
            self.candidates = tuple(a.asid for a in ranked[: rates.CANDIDATES])
        start = self.shown if self.shown < len(self.candidates) else 0
        rows = []
        for i in range(start, min(start + rates.PER_DISPLAY, len(self.candidates))):
            a = self.spaces.get(self.candidates[i])
            if a is None:
                continue
            flag = "S" if a.system else ("N" if not a.proc.cancelable else "")
            from zconsole.model.living import notices
            rows.append(notices.CandidateRow(i + 1, a.jobname, a.asid, flag, a.resident, a.slots))
        self.shown = start + rates.PER_DISPLAY
        request = self.replies.issue_wtor(
            "IRA221D", "IRA221D", "REPLY M for MORE, E TO END, ## TO CANCEL A USER", self.now)
        assert request.reply_id is not None
        from zconsole.model.living import notices
        return [notices.Ira220i(tuple(rows)), notices.Ira221d(request.reply_id, self.replies.width)]

    def answer_dialogue(self, machine: Host, text: str, take_id: Callable[[], int]) -> list[object]:
        """A reply to IRA221D: M (more), E (end), or a line number to cancel that user."""
        assert self.now is not None
        said: list[object] = []
        if text == "E":
            self.ended_by_e = True
            return said
        if text != "M":
            if text.isdigit() and 1 <= int(text) <= len(self.candidates):
                a = self.spaces.get(self.candidates[int(text) - 1])
                if a is None:
                    from zconsole.model.living import notices
                    said.append(notices.Ira222i("NO LONGER ACTIVE"))
                elif a.system or not a.proc.cancelable:
                    from zconsole.model.living import notices
                    said.append(notices.Ira222i("IS NON-CANCELABLE", a.jobname, a.asid))
                else:
                    said += self.end(machine, a, self.now, "S222", take_id)
            else:
                from zconsole.model.living import notices
                said.append(notices.Ira222i("WRONG REPLY"))
        # Another WTOR (a dump's IEE094D) outstanding does not end the dialogue: only an
        # IRA221D still open does.
        if self.level == Level.CRITICAL and not any(w.kind == "IRA221D" for w in self.replies.wtors()):
            if text != "M":
                self.shown = 0
            said += self.dialogue(machine)
        return said


def _speed(location: str) -> float:
    """Pages a second one location delivers to all its readers together."""
    return rates.SCM_PAGES_PER_SECOND if location == SCM else rates.DASD_PAGES_PER_SECOND


def _proportional(total: int, holdings: list[tuple[int, int]]) -> dict[int, int]:
    """Take ``total`` from holders in proportion to what each holds (largest remainders
    get the odd pages, ties by ASID); never more than a holder has."""
    have = sum(h for _, h in holdings)
    if have <= 0 or total <= 0:
        return {}
    total = min(total, have)
    shares = {k: h * total // have for k, h in holdings}
    left = total - sum(shares.values())
    order = sorted(holdings, key=lambda kh: (-(kh[1] * total % have), kh[0]))
    for k, h in order:
        if not left:
            break
        if shares[k] < h:
            shares[k] += 1
            left -= 1
    return {k: v for k, v in shares.items() if v}
