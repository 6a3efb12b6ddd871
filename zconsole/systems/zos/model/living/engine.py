"""The living machine: simulated time, scheduled events, and storage moving under load.

Time moves only through ``Living.advance(machine, to)``: between discrete events (a busy
window opening, SRM's next look during a shortage, an SCM drain finishing) every rate is
constant, so the state is carried forward in closed form, one segment at a time, cut
wherever something observable happens (real storage full, a data set full, a shortage
level crossed, a working set back). A quiet day costs nothing; the same inputs give the
same pages, and so the same bytes.

Each segment's rates and its pages moving are flow.py's; the shortage levels, SRM and the
IRA221D dialogue they lead to are shortage.py's. ``Living`` holds the state they work on
(saved whole by --state), its address spaces, and time.
"""

from __future__ import annotations

import datetime as dt
import heapq
from typing import TYPE_CHECKING, Any

import attrs

from zconsole.systems.zos.model.living import dump_flow, flow, rates, shortage
from zconsole.systems.zos.model.living.dumps import Dumps
from zconsole.systems.zos.model.living.events import Event, EventKind
from zconsole.systems.zos.model.living.replies import Replies
from zconsole.systems.zos.model.living.rmf import Rmf, locations
from zconsole.systems.zos.model.living.shortage import Level
from zconsole.systems.zos.model.living.workload import AddressSpace, Kind, Procedure, under_jes2
from zconsole.systems.zos.model.paging import placement

# notices (IEF403I, IRA200E ...) are imported where an event speaks: a one-shot D A,L
# builds none of their 24 classes (docs/architecture.md).

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.host import Host, Recorder

MIN_STEP = dt.timedelta(milliseconds=1)
MAX_SEGMENTS = 200_000  # a guard against a rate that never settles (a bug, not a state)


class Refused(Exception):
    """A request the living machine turns down; ``notices`` say why, nothing changed."""

    def __init__(self, *said: object) -> None:
        super().__init__(said)
        self.notices = said


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
    smf: Recorder | None = None  # SMF recording (zconsole/systems/zos/model/smf/)
    # The TSO users logged on; None: the machine file's [activity] users, until VTAM or
    # TSO ends (living/dependencies.py)
    tso_users: tuple[str, ...] | None = None
    # Events fired and stretches run so far: the work time has cost, which tests and bench
    # bound per command (never saved: a measure, not state).
    work: int = 0

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
        # JES2: cold-started with the system, so its initiators' ASIDs are kept free.
        self.jes2 = None
        machine.boot_jes2(self)
        for proc, jes in zip(procs, under_jes2(procs), strict=True):
            self._create(machine, proc, proc.name, now, jes=jes)
        self.next_asid = max(self.next_asid, rates.FIRST_USER_ASID)
        if machine.io.planned:  # the machine file's planned link events
            from zconsole.systems.zos.model.living import io_flow

            io_flow.schedule(self, machine, now)

    def start(self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
              jes: bool = True) -> list[Message]:
        """START: a new address space (and its servants); raises Refused during a shortage.
        ``jes`` False is SUB=MSTR: the master subsystem runs it, JES2 never sees it."""
        if self.level >= Level.SHORT:
            from zconsole.systems.zos.model.living import notices
            raise Refused(notices.Ira200e())  # the caller words the refusal (IEA602I, IEE328I)
        said: list[Message] = []
        first = self._create(machine, proc, jobname, now, said, jes=jes)
        for _ in range(proc.servants):
            assert proc.servant is not None
            servant = machine.procedures.get(proc.servant)
            if servant is not None:
                self._create(machine, servant, servant.name, now, said, parent=first.asid, jes=jes)
        said += flow.rebalance(self, machine, now)
        said += shortage.check(self, machine)
        return said

    def _create(
        self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
        said: list[Message] | None = None, parent: int | None = None, jes: bool = True,
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
            from zconsole.systems.zos.model.living import notices
            jobid = space.job_label if space.job_id else ""
            mvs: list[Message] = [notices.Ief695i(proc.name, jobname, proc.user, proc.group, jobid=jobid),
                                  notices.Ief403i(jobname, stamp, jobid=jobid)]
            jes2: list[Message] = [notices.Hasp100(jobname, source, jobid=jobid), mvs[0],
                                   notices.Hasp373(jobname, jobid=jobid), mvs[1]]
            said += jes2 if jes else mvs
        if proc.busy is not None:
            self.schedule(proc.busy.next_edge(now), EventKind.WINDOW, asid)
        return space

    def run_in(self, machine: Host, proc: Procedure, jobname: str, now: dt.datetime,
               asid: int, job_id: int) -> list[Message]:
        """A batch job JES2 selected runs in its initiator's address space (``asid``)."""
        from zconsole.systems.zos.model.living import notices
        said: list[Message] = [notices.Ief403i(jobname, now.strftime("%H.%M.%S"), jobid=f"JOB{job_id:05d}")]
        self._create(machine, proc, jobname, now, asid=asid, job_id=job_id)
        said += flow.rebalance(self, machine, now)
        said += shortage.check(self, machine)
        return said

    def free_asid(self) -> int:
        reserved = self.jes2.reserved_asids() if self.jes2 is not None else set()
        while self.next_asid in self.spaces or self.next_asid in reserved:
            self.next_asid += 1
        asid = self.next_asid
        self.next_asid += 1
        return asid

    def end(self, machine: Host, space: AddressSpace, now: dt.datetime,
            abend: str | None = None, take_id: Callable[[], int] | None = None) -> list[Message]:
        """The address space ends (STOP, CANCEL, or a reply to IRA221D); its frames
        and slots are freed, and so are those of its servants."""
        said: list[Message] = []
        for servant in [a for a in self.spaces.values() if a.parent == space.asid]:
            said += self.end(machine, servant, now, abend, take_id)
        stamp = now.strftime("%H.%M.%S")
        jes = space.job_id > 0  # not under the master subsystem (SUB=MSTR): JES2 says $HASP395
        jobid = space.job_label if jes else ""
        if abend is None:
            from zconsole.systems.zos.model.living import notices
            rc = space.proc.rc if machine.release.hasp395_rc else None
            said += [notices.Ief404i(space.jobname, stamp, jobid=jobid)]
            said += [notices.Hasp395(space.jobname, rc=rc, jobid=jobid)] * jes
        else:
            idr = take_id() if take_id is not None else 0
            from zconsole.systems.zos.model.living import notices
            said += [notices.Ief450i(space.jobname, space.proc.stepname or space.proc.name,
                                     space.proc.procstep, abend, stamp, idr, jobid=jobid)]
            said += [notices.Hasp395(space.jobname, abend, jobid=jobid)] * jes
        placement.release(machine, space.aux)
        placement.release(machine, space.vio)
        del self.spaces[space.asid]
        self.events = [e for e in self.events if e.asid != space.asid]
        heapq.heapify(self.events)
        if self.jes2 is not None:
            said += self.jes2.on_ended(self, machine, space, abend, now)
        from zconsole.systems.zos.model.living import dependencies

        dependencies.ended(self, space)
        said += shortage.check(self, machine)
        return said

    # --- time ---------------------------------------------------------------------------
    def schedule(self, time: dt.datetime, kind: EventKind, asid: int = 0) -> None:
        self.seq += 1
        heapq.heappush(self.events, Event(time, self.seq, kind, asid))

    def _next_discrete(self, machine: Host) -> dt.datetime | None:
        times = [self.events[0].time] if self.events else []
        if machine.scm is not None:
            times += [m.done_at for m in machine.scm.migrations]
        smf_full = self.smf.due() if self.smf is not None else None
        if smf_full is not None:
            times.append(smf_full)
        return min(times) if times else None

    def advance(self, machine: Host, to: dt.datetime) -> list[Message]:
        """Run the machine up to ``to``; return what it said on the way, in time order."""
        if self.now is None or to <= self.now:
            if self.now is None:
                self.now = to
            return []
        said: list[Message] = []
        if self.smf is not None:  # SMF's rate follows the work since the last step
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

    def _fire(self, machine: Host, due: dt.datetime, said: list[Message]) -> None:
        self.now = due
        if machine.scm is not None:
            drained = machine.scm.settle(due)
            if drained:
                from zconsole.systems.zos.model.paging.scm_notices import ScmDrainedLiving

                said.append(ScmDrainedLiving(tuple(drained)))
        while self.events and self.events[0].time <= due:
            event = heapq.heappop(self.events)
            self.work += 1
            space = self.spaces.get(event.asid)
            if event.kind is EventKind.WINDOW and space is not None:
                self._window(space, due)
            elif event.kind is EventKind.SRM:
                said += shortage.srm(self, machine)
            elif event.kind is EventKind.DUMP:
                said += dump_flow.event(self, machine, due)
            elif event.kind in (EventKind.IO, EventKind.IFCC):
                from zconsole.systems.zos.model.living import io_actions, io_flow

                said += io_actions.follow(self, machine.io, io_flow.fire(self, machine, event, due), due)
            elif event.kind is EventKind.JES2 and self.jes2 is not None:
                said += self.jes2.on_event(self, machine, due)
        if self.smf is not None:  # a full SMF data set switches
            said += self.smf.fire(due, self.replies)
        said += shortage.check(self, machine)

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

    def _flow(self, machine: Host, horizon: dt.datetime, said: list[Message]) -> None:
        assert self.now is not None
        for _ in range(MAX_SEGMENTS):
            if self.now >= horizon or self.wait_state is not None:
                return
            plan = flow.plan_segment(self, machine)
            self.work += 1
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
            said += flow.apply_segment(self, machine, plan, step)
            self._observe(machine, began, before)
            said += shortage.check(self, machine)
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
            from zconsole.systems.zos.model.living import io_flow  # I/O load: only a machine that does I/O

            io_flow.observe(self, machine, began, self.now, self.moved)
        self.moved = {}

    def note_moved(self, location: str, pages: int) -> None:
        self.moved[location] = self.moved.get(location, 0) + pages

    # --- shortage (shortage.py) ------------------------------------------------------------
    def percent(self, machine: Host) -> float:
        return shortage.percent(machine)

    def reconsider(self, machine: Host) -> list[Message]:
        """The shortage levels looked at again now that auxiliary storage changed under
        the machine (PAGEADD): a shortage is relieved (IRA202I) when enough slots arrive."""
        return shortage.check(self, machine)

    def answer_dialogue(self, machine: Host, text: str, take_id: Callable[[], int]) -> list[Message]:
        """A reply to IRA221D: M (more), E (end), or a line number to cancel that user."""
        return shortage.answer_dialogue(self, machine, text, take_id)
