"""JES2's state: jobs on the queue, initiators, spool volumes, the limits $T changes.

A job holds track groups on one spool volume; while it executes it writes ``rate`` track
groups a minute, so its holding is known in closed form at any moment (``tgs_at``) and
fixed (``settle``) whenever the rate changes. Everything here is pure bookkeeping; how
JES2 meets the address spaces is in hooks.py.
"""

from __future__ import annotations

import datetime as dt
import math

import attrs

from zconsole.systems.zos.model.jes2.config import Jes2Config

AWAITING = "AWAITING EXECUTION"
EXECUTING = "EXECUTING"
HARDCOPY = "AWAITING HARDCOPY"
STATUSES = (AWAITING, EXECUTING, HARDCOPY)
# Init status words of $HASP892 (DOC; DRAINED and DRAINING [MEM]).
INACTIVE, ACTIVE, DRAINED, DRAINING = "INACTIVE", "ACTIVE", "DRAINED", "DRAINING"
RESOURCES = ("TGS", "JQES", "JOES")  # $HASP050's resources, in the order they are checked
BATCH_PRIORITY = 9  # INFERRED: a batch job's queue priority when its JOB card names none


@attrs.define(eq=False)
class Job:
    """One job on the queue (a JQE), whatever its type."""

    number: int
    name: str
    type: str  # JOB, STC or TSU
    job_class: str
    priority: int
    status: str
    volume: str  # the spool volume its track groups are on
    tgs: int = 1  # track groups held as of ``since`` (its JCL and JES2's own data sets at least)
    rate: int = 0  # track groups a minute while executing
    since: dt.datetime | None = None
    joes: int = 0  # output elements (one an output group) once its output is on the queue
    hold: bool = False
    cc: str | None = None  # "COMPLETED,RC=0", "ABENDED,ABEND=(S222,U0000)"
    proc: str | None = None  # the procedure a batch job runs
    init: str | None = None  # the initiator it executes in
    asid: int | None = None
    ends: dt.datetime | None = None  # when a batch job with a run time ends by itself
    waiting_space: bool = False  # its spool volume is full: it writes on when space comes

    @property
    def label(self) -> str:
        return f"{self.type}{self.number:05d}"

    def tgs_at(self, now: dt.datetime) -> int:
        if self.since is None or not self.rate or now <= self.since:
            return self.tgs
        return self.tgs + math.floor(self.rate * (now - self.since).total_seconds() / 60 + 1e-9)

    def settle(self, now: dt.datetime, rate: int = 0) -> None:
        """Fix what it has written by ``now``; go on at ``rate`` (0: it writes no more)."""
        self.tgs = self.tgs_at(now)
        self.since, self.rate = (now, rate) if rate else (None, 0)


@attrs.define(eq=False)
class Initiator:
    name: str  # its number, INIT(n)
    classes: str
    status: str
    asid: int | None = None
    job: int | None = None  # the number of the job executing in it
    label: str = ""  # its NAME= when not its number

    @property
    def shown(self) -> str:
        """The name $HASP892's NAME=, $HASP373 and $HASP309 show: its NAME=, or its number."""
        return self.label or self.name


@attrs.define(eq=False)
class Volume:
    volser: str
    tgnum: int
    trkpertgb: int
    dsname: str = ""
    started: bool = True  # False: not yet started ($S SPL), so JES2 does not know it


@attrs.define(eq=False)
class Jes2:
    """JES2 of one machine: the queue by job number, initiators, volumes, the limits."""

    config: Jes2Config
    member: str
    jobs: dict[int, Job] = attrs.Factory(dict)
    inits: list[Initiator] = attrs.Factory(list)
    volumes: list[Volume] = attrs.Factory(list)
    jobwarn: int = 80
    jnumwarn: int = 80
    short: list[str] = attrs.Factory(list)  # resources with $HASP050 outstanding
    # When RACF last verified each user that ran a batch job (ICH70001I's LAST ACCESS).
    last_access: dict[str, dt.datetime] = attrs.Factory(dict)

    @classmethod
    def boot(cls, config: Jes2Config, member: str) -> Jes2:
        jes2 = cls(config, member, jobwarn=config.jobwarn, jnumwarn=config.jnumwarn)
        for i in config.inits:
            jes2.inits.append(Initiator(i.name, i.classes, DRAINED if i.drained else INACTIVE, i.asid,
                                        label=i.label))
        jes2.volumes = [Volume(v.volser, v.tgnum, v.trkpertgb, v.dsname or config.dsname, v.started)
                        for v in config.volumes]
        for d in config.jobs:
            for k in range(d.count):
                job = Job(d.number + k, d.name, d.type, d.job_class, d.priority, HARDCOPY, d.spool,
                          tgs=d.tgs, joes=d.joes)
                jes2.jobs[job.number] = job
        return jes2

    # --- what the displays show ---------------------------------------------------------
    def ordered(self) -> list[Job]:
        """The queue as $D JOBQ lists it: batch, started tasks, TSO users; each by number."""
        order = {"JOB": 0, "STC": 1, "TSU": 2}
        return sorted(self.jobs.values(), key=lambda j: (order[j.type], j.number))

    def spool(self) -> list[Volume]:
        """The spool volumes JES2 uses (those started), in the machine file's order."""
        return [v for v in self.volumes if v.started]

    def tg_total(self) -> int:
        return sum(v.tgnum for v in self.spool())

    def tg_used(self, now: dt.datetime, volser: str | None = None) -> int:
        return sum(j.tgs_at(now) for j in self.jobs.values() if volser is None or j.volume == volser)

    def joes_used(self) -> int:
        return sum(j.joes for j in self.jobs.values())

    def usage(self, resource: str, now: dt.datetime) -> tuple[float, int]:
        """Per cent used of ``resource`` and its warning level."""
        if resource == "TGS":
            total = self.tg_total()
            return (100 * self.tg_used(now) / total if total else 0.0), self.config.tgwarn
        if resource == "JQES":
            return 100 * len(self.jobs) / self.config.jobnum, self.jobwarn
        return 100 * self.joes_used() / self.config.joenum, self.config.joewarn

    def initiator(self, name: str) -> Initiator | None:
        return next((i for i in self.inits if i.name == name), None)

    def reserved_asids(self) -> set[int]:
        return {i.asid for i in self.inits if i.asid is not None}

    # --- changes --------------------------------------------------------------------------
    def pick_volume(self, now: dt.datetime) -> str:
        """Where a new job's track groups go: the volume least used (INFERRED)."""
        return min(self.spool(), key=lambda v: self.tg_used(now, v.volser) / v.tgnum).volser

    def first_tgs(self, volser: str, now: dt.datetime) -> int:
        """The track group a new job's JCL takes, or none while its volume is full (it
        waits for space, INFERRED)."""
        volume = next(v for v in self.volumes if v.volser == volser)
        return 1 if self.tg_used(now, volser) < volume.tgnum else 0

    def number_free(self, wanted: int) -> int:
        """``wanted``, or the next number after it no job on the queue has (JES2 skips them)."""
        high = self.config.range_high
        n = (wanted - 1) % high + 1
        while n in self.jobs:
            n = n % high + 1
        return n

    def waiting_for(self, init: Initiator) -> Job | None:
        """The job an initiator selects: its first class with a job waiting (not held),
        highest priority first, then the oldest (DOC: classes are searched in order)."""
        for c in init.classes:
            waiting = [j for j in self.jobs.values()
                       if j.status == AWAITING and not j.hold and j.job_class == c]
            if waiting:
                return min(waiting, key=lambda j: (-j.priority, j.number))
        return None
