"""VSE/POWER's queues: the jobs of the reader queue and the output they leave.

A reader entry's disposition (DOC, VSE/POWER): D is run and deleted, K run and kept (it
becomes L), H held, L kept and not run; `*` is shown while it runs. An entry with a run
time (`RUN=hh:mm,mm/dd`) waits in the wait-for-run subqueue until then. A job that runs
takes its run time (``minutes``; 0: a server that runs until stopped) in a partition
started for its class and leaves a list entry of ``pages``. Its job control statements
(``jcl``: `// PAUSE`, `SET SDL` ..., model/jobcontrol.py) run first, ``step`` the next one;
its run time counts from when they are done (``started``). ``msg``: its program takes the
operator's `MSG` (an operator communication exit, as CICS has); ``ends_at``: when it was
told to end (CICS's `CEMT P SHUT`).
"""

from __future__ import annotations

import datetime as dt

import attrs

QUEUES = ("RDR", "LST", "PUN", "XMT")
DISPOSITIONS = "DKHL"


@attrs.define(eq=False)
class Job:
    """One queue entry."""

    name: str
    number: int
    priority: int
    disp: str
    klass: str
    cards: int = 0
    minutes: int = 0
    pages: int = 0
    run_at: dt.datetime | None = None
    origin: str = "SYSA"
    partition: str = ""  # where it runs ("" while it waits)
    started: dt.datetime | None = None  # its program's start (None while job control runs)
    jcl: tuple[str, ...] = ()
    step: int = 0
    msg: bool = False
    ends_at: dt.datetime | None = None
    blocked: str = ""  # why no dynamic partition could be had, as POWER last said it

    @property
    def running(self) -> bool:
        return bool(self.partition)

    def waits_for_run(self, now: dt.datetime) -> bool:
        return self.run_at is not None and now < self.run_at


@attrs.define(eq=False)
class Power:
    """POWER's queues by name, the next job number, and the system id jobs come from."""

    queues: dict[str, list[Job]] = attrs.Factory(lambda: {name: [] for name in QUEUES})
    next_number: int = 1
    sysid: str = "SYSA"

    def find(self, queue: str, name: str) -> list[Job]:
        return [job for job in self.queues[queue] if job.name == name]
