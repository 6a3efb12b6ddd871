"""Address spaces and the procedures that start them: who holds which pages, where."""

from __future__ import annotations

import datetime as dt
import enum
import re
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.load import IoWork

_JOBNAME = re.compile(r"[A-Z#@$][A-Z0-9#@$]{0,7}")
PROGRAMMER_MAX = 20  # a JOB card's programmer-name field (DOC, JCL Reference)


def _check_jobname(value: str) -> None:
    if not _JOBNAME.fullmatch(value):
        raise ValueError(f"{value!r} is not a job or procedure name (1-8 characters, A-Z 0-9 # @ $)")


# The most data spaces one address space may own here: D A's data-space ASTEs are laid out
# one 4K page per ASID (catalog.DSP_ASTE_ORIGIN), 64 entries of 64 bytes.
MAX_DATA_SPACES = 64


def _check_data_spaces(owner: str, names: tuple[str, ...]) -> None:
    for name in names:
        if not _JOBNAME.fullmatch(name):
            raise ValueError(f"{owner}: {name!r} is not a data space name (1-8 characters, A-Z 0-9 # @ $)")
    if len(set(names)) != len(names):
        # DOC (Extended Addressability Guide, "Choosing the name of the data space"): names
        # of data spaces must be unique within an address space.
        raise ValueError(f"{owner}: a data space name is given twice")
    if len(names) > MAX_DATA_SPACES:
        raise ValueError(f"{owner}: at most {MAX_DATA_SPACES} data spaces")


class Kind(enum.Enum):
    """What started an address space; D A,L counts and flags them apart."""

    SYSTEM = "SYSTEM"  # created at IPL by the system (SYSAS): never cancelled, never listed
    STC = "STC"  # a started task: START, or COMMNDxx at IPL
    JOB = "JOB"  # a batch job (START of a procedure with kind = "JOB" puts it in an initiator)


class State(enum.Enum):
    """Dispatching state as SRM leaves it."""

    ACTIVE = "ACTIVE"
    SWAPPED_OUT = "SWAPPED OUT"  # stopped by SRM during a shortage (swappable ones)
    NONDISP = "NON DISPATCHABLE"  # stopped by SRM during a shortage (non-swappable ones)


@attrs.frozen
class Busy:
    """A daily window in which the address space works (references its working set)."""

    start: dt.time
    end: dt.time

    def contains(self, moment: dt.datetime) -> bool:
        t = moment.time()
        if self.start <= self.end:
            return self.start <= t < self.end
        return t >= self.start or t < self.end  # a window across midnight

    def next_edge(self, moment: dt.datetime) -> dt.datetime:
        """The next time the window opens or closes, strictly after ``moment``."""
        day = moment.date()
        candidates = [
            dt.datetime.combine(day + dt.timedelta(days=d), edge)
            for d in (0, 1)
            for edge in (self.start, self.end)
        ]
        return min(c for c in candidates if c > moment)

    @classmethod
    def parse(cls, text: str) -> Busy:
        """``hh.mm-hh.mm``: from start to end every day."""
        match = re.fullmatch(r"(\d\d)\.(\d\d)-(\d\d)\.(\d\d)", text.strip())
        if match is None:
            raise ValueError(f"{text!r} is not a daily window such as 07.00-19.00")
        h1, m1, h2, m2 = (int(g) for g in match.groups())
        try:
            return cls(dt.time(h1 % 24, m1), dt.time(h2 % 24, m2))
        except ValueError:
            raise ValueError(f"{text!r} is not a daily window such as 07.00-19.00") from None

    @property
    def text(self) -> str:
        return f"{self.start:%H.%M}-{self.end:%H.%M}"


@attrs.frozen
class Procedure:
    """A started procedure of the machine file (PROCLIB member): how its address space
    uses storage. Amounts are in 4K pages; ``growth`` is pages a minute."""

    name: str
    kind: Kind = Kind.STC
    frames: int = 0  # pages touched at start
    growth: int = 0  # pages added each minute while it runs
    limit: int = 0  # where growth stops (at least frames)
    large_pages: int = 0  # of its pages, how many are pageable 1M large pages (in 4K pages)
    vio: int = 0  # VIO pages it writes at start (always to local page data sets)
    working_set: int = 0  # pages it must have in real storage to run at full speed
    # Pages a minute it touches on auxiliary storage while busy with real storage full:
    # each is read back and one of its own pages goes out for it (a working set larger
    # than the frames it can get), so its slots stay as many while pages keep moving.
    churn: int = 0
    swappable: bool = True
    busy: Busy | None = None  # None: always busy
    servants: int = 0  # address spaces it starts besides its own (WAS servant regions)
    servant: str | None = None  # the procedure those servants run
    stepname: str | None = None  # D A,L's step name (default: the procedure name)
    procstep: str = "IEFPROC"
    user: str = "START1"  # INFERRED: ADCD runs started tasks as START1, group SYS1
    group: str = "SYS1"
    cancelable: bool = True
    # STOP (P name) ends it: its program has a STOP routine. JES2 and VTAM have none (they
    # stop with $P JES2, Z NET); a non-cancelable program may still stop (LLA, TCP/IP).
    stoppable: bool = True
    at_ipl: bool = False  # started with the system (COMMNDxx), or a system address space
    flags: str | None = None  # D A,L's type flags as the machine states them (e.g. "SO")
    swap: str | None = None  # D A,L's swap status as stated (e.g. "OWT"), else derived
    # MODIFY: the verbs the program takes and the lines it answers each, in the
    # machine file's order ("*": any other verb); empty: it takes no MODIFY at all.
    modify: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # JES2 (a batch job's JOB card and what it writes): the class whose initiator runs
    # it, minutes it runs (0: until stopped or cancelled), track groups of output it
    # writes to the spool a minute, and its completion code when it ends by itself.
    job_class: str = "A"
    # The RACF user a batch job runs under (its JOB card's USER=, or its submitter's):
    # JES2 assigns it (IRR010I) and RACF verifies it when the job starts (ICH70001I).
    owner: str | None = None
    # Who submits the batch job through the internal reader: the job name of a started
    # task or of a TSO user (its JES2 job id is named in $HASP100 on z/OS 2.x), and the
    # JOB card's programmer name. None: the operator starts it (S jobname).
    submitter: str | None = None
    programmer: str = ""
    runtime: int = 0
    output: int = 0
    rc: int = 0
    io: IoWork | None = None  # the I/O it does while it runs (machine-file io_* keys)
    # Data spaces its address space owns while it runs (DSPSERV names), in the order
    # D A,jobname lists them.
    data_spaces: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        _check_jobname(self.name)
        _check_data_spaces(self.name, self.data_spaces)
        if min(self.frames, self.growth, self.limit, self.large_pages, self.vio, self.working_set,
               self.churn) < 0:
            raise ValueError(f"{self.name}: amounts must not be negative")
        if self.limit and self.limit < self.frames:
            raise ValueError(f"{self.name}: limit must be at least frames")
        if self.large_pages > max(self.frames, self.limit):
            raise ValueError(f"{self.name}: large_pages must not exceed its storage")
        if not re.fullmatch(r"[A-Z0-9]", self.job_class):
            raise ValueError(f"{self.name}: class must be one letter or digit, not {self.job_class!r}")
        if min(self.runtime, self.output, self.rc) < 0:
            raise ValueError(f"{self.name}: runtime, output and rc must not be negative")
        if self.servants and self.servant is None:
            raise ValueError(f"{self.name}: servants needs the servant procedure's name")
        if self.submitter is not None and self.kind is not Kind.JOB:
            raise ValueError(f"{self.name}: only a batch job (kind JOB) has a submitter")
        if len(self.programmer) > PROGRAMMER_MAX or not self.programmer.isprintable():
            raise ValueError(f"{self.name}: programmer is a name of up to {PROGRAMMER_MAX} characters")

    @property
    def ceiling(self) -> int:
        """The most pages it ever holds."""
        return max(self.limit, self.frames)


JES2_PROC = "JES2"


def under_jes2(procs: list[Procedure]) -> list[bool]:
    """For each IPL procedure in start order, whether JES2 runs it: JES2 itself and what
    starts before it are started by the master subsystem (no JES2 job number, not on
    its queue); the rest (COMMNDxx) are JES2 started tasks. A machine without a JES2
    procedure keeps them all under JES2."""
    names = [p.name for p in procs]
    first = names.index(JES2_PROC) + 1 if JES2_PROC in names else 0
    return [i >= first for i in range(len(procs))]


def starts_under_master(ipl_procs: list[Procedure], proc: Procedure) -> bool:
    """Whether a START of ``proc`` (without SUB=MSTR) runs under the master subsystem, as
    at IPL: JES2 itself (the primary subsystem cannot start under itself; DOC, SETSSI:
    a started task named as a subsystem starts under the master subsystem) and what the
    IPL starts before it. Its restart then looks like its start at IPL."""
    if proc.name == JES2_PROC:
        return True
    return any(p.name == proc.name and not jes
               for p, jes in zip(ipl_procs, under_jes2(ipl_procs), strict=True))


@attrs.define(eq=False)
class AddressSpace:
    """One address space: its pages in real storage (``resident``) and in auxiliary
    storage (``aux``: location -> pages, a local page data set's name or SCM)."""

    asid: int
    jobname: str
    proc: Procedure
    started: dt.datetime
    job_id: int = 0  # JES2 number (STCnnnnn / JOBnnnnn)
    resident: int = 0
    aux: dict[str, int] = attrs.field(factory=dict)
    vio: dict[str, int] = attrs.field(factory=dict)  # VIO pages, always on local data sets
    state: State = State.ACTIVE
    working_set_announced: bool = True  # no announcement due until its window opens
    paging_in: bool = False  # bringing its working set back (its busy window opened)
    page_in_began: dt.datetime | None = None
    parent: int | None = None  # the ASID of the address space that started it (servants)

    @property
    def kind(self) -> Kind:
        return self.proc.kind

    @property
    def system(self) -> bool:
        return self.proc.kind is Kind.SYSTEM

    @property
    def aux_pages(self) -> int:
        return sum(self.aux.values())

    @property
    def vio_pages(self) -> int:
        return sum(self.vio.values())

    @property
    def slots(self) -> int:
        """Auxiliary slots it owns (page data sets and SCM, VIO included): IRA206I's SLOTS."""
        return self.aux_pages + self.vio_pages

    @property
    def pages(self) -> int:
        """Its virtual pages in use, wherever they are (VIO apart)."""
        return self.resident + self.aux_pages

    def busy_at(self, moment: dt.datetime) -> bool:
        busy = self.proc.busy
        return busy is None or busy.contains(moment)

    def growing(self) -> bool:
        proc = self.proc
        return self.state is State.ACTIVE and proc.growth > 0 and self.pages < proc.ceiling

    @property
    def job_label(self) -> str:
        """The JES2 job id, as $HASP messages and D A,jobname print it."""
        prefix = "JOB" if self.kind is Kind.JOB else "STC"
        return f"{prefix}{self.job_id:05d}"
