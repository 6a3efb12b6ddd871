"""SVC dumps (paging.md §8, §11.7): the operator's DUMP dialogue, the capture that reads
the dumped address spaces' auxiliary pages back, the write, and the SYS1.DUMPnn data sets.

The state here is plain data that the living machine carries (and --state saves); the
time-dependent part - reading pages at the devices' rates while the address spaces are
non-dispatchable - runs inside ``Living.advance`` like every other flow. The notices
(frozen values) are rendered by zconsole/systems/zos/messages/dumps.py.
"""

from __future__ import annotations

import datetime as dt
import re

import attrs

from zconsole.systems.zos.model.living import rates

# The notices (IEE094D, IEA794I ...) are in dump_notices.py: the living machine holds
# Dumps from its IPL, and a command that takes no dump builds none of them (docs/architecture.md).


# --- the reply to IEE094D (paging.md §8.2) -----------------------------------------------

# MEM (paging.md §8.2): the SDATA options the DUMP command accepts.
SDATA_OPTIONS = frozenset(
    ["ALLNUC", "COUPLE", "CSA", "GRSQ", "LPA", "LSQA", "NUC", "PSA", "RGN", "SERVERS",
     "SQA", "SUM", "SWA", "TRT", "WLM", "XESDATA"])
_NAME = re.compile(r"[A-Z#@$*?][A-Z0-9#@$*?]{0,7}")
_HEX = re.compile(r"[0-9A-F]{1,4}")


class ReplyError(ValueError):
    """The reply to IEE094D breaks the documented syntax (IEE535I, then a new IEE094D)."""


@attrs.frozen
class DumpOptions:
    """What one reply to IEE094D asked for; ``more`` when it ended with CONT."""

    asids: tuple[int, ...] = ()
    jobnames: tuple[str, ...] = ()
    tsonames: tuple[str, ...] = ()
    sdata: tuple[str, ...] = ()
    default: bool = False  # R nn,U: the master address space only (MEM)
    more: bool = False


def _split(text: str) -> list[str]:
    """Split at commas outside parentheses; unbalanced parentheses are an error."""
    items, depth, word = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise ReplyError("unbalanced parenthesis")
        if ch == "," and depth == 0:
            items.append(word)
            word = ""
        else:
            word += ch
    if depth:
        raise ReplyError("unbalanced parenthesis")
    items.append(word)
    return items


def _values(value: str) -> list[str]:
    """``n`` or ``(n[,n]...)``."""
    if value.startswith("(") and value.endswith(")"):
        inner = value[1:-1]
        if "(" in inner or ")" in inner:
            raise ReplyError("nested parentheses")
        parts = inner.split(",")
    else:
        parts = [value]
    if not parts or any(not p for p in parts):
        raise ReplyError("empty value")
    return parts


def parse_reply(text: str) -> DumpOptions:  # noqa: C901 - one branch per IEE094D operand, in the DOC's order
    """A reply to IEE094D: ``U`` alone, or keywords separated by commas, ``CONT`` or
    ``END`` last (DOC, MVS System Commands "Specifying dump options")."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == "'":
        text = text[1:-1].upper()
    if text == "U":
        return DumpOptions(default=True)
    if not text:
        raise ReplyError("no operands")
    items = _split(text)
    more = False
    if items[-1] in ("CONT", "END"):
        more = items.pop() == "CONT"
    if not items:
        raise ReplyError("no operands")
    asids: list[int] = []
    jobnames: list[str] = []
    tsonames: list[str] = []
    sdata: list[str] = []
    for item in items:
        key, eq, value = item.partition("=")
        if key == "SDATA" and not eq:
            sdata += ["DEFAULT"]
            continue
        if not eq or not value:
            raise ReplyError(f"{item!r} is not keyword=value")
        if key == "ASID":
            for v in _values(value):
                if not _HEX.fullmatch(v) or int(v, 16) == 0:
                    raise ReplyError(f"ASID {v} is not 1-FFFF")
                asids.append(int(v, 16))
        elif key in ("JOBNAME", "TSONAME"):
            for v in _values(value):
                if not _NAME.fullmatch(v):
                    raise ReplyError(f"{v} is not a name")
                (jobnames if key == "JOBNAME" else tsonames).append(v)
        elif key == "SDATA":
            for v in _values(value):
                if v not in SDATA_OPTIONS:
                    raise ReplyError(f"SDATA option {v} unknown")
                sdata.append(v)
        else:
            raise ReplyError(f"keyword {key} not supported")
    return DumpOptions(tuple(asids), tuple(jobnames), tuple(tsonames), tuple(sdata), more=more)


def name_matches(pattern: str, name: str) -> bool:
    """A JOBNAME/TSONAME pattern: ``*`` any characters, ``?`` one (DOC: wildcards allowed)."""
    rx = "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern)
    return re.fullmatch(rx, name) is not None


# --- the dump's state ----------------------------------------------------------------------


@attrs.define(eq=False)
class Request:
    """A DUMP command's dialogue so far: the title and what earlier CONT replies asked."""

    title: str
    reply_id: int
    asids: list[int] = attrs.Factory(list)
    jobnames: list[str] = attrs.Factory(list)
    tsonames: list[str] = attrs.Factory(list)
    sdata: list[str] = attrs.Factory(list)
    default: bool = False


@attrs.define(eq=False)
class SpaceCapture:
    """One dumped address space: what it had, and when its local storage was captured."""

    asid: int
    frames: int
    aux: int  # pages requiring input I/O
    left: dict[str, int] = attrs.Factory(dict)  # location -> pages still to read
    start: dt.datetime | None = None
    end: dt.datetime | None = None


@attrs.define(eq=False)
class Capture:
    """One SVC dump from DUMP command to its data set."""

    dumpid: int
    title: str
    jobname: str  # who asked (*MASTER* for the operator's DUMP command)
    asids: tuple[int, ...]
    begun: dt.datetime
    sys_nd: float  # seconds the system stays non-dispatchable first
    spaces: list[SpaceCapture] = attrs.Factory(list)
    phase: str = "capture"  # capture -> write -> (done) | held (IEA793A)
    captured: dt.datetime | None = None
    dsname: str = ""
    automatic: bool = False
    written: dt.datetime | None = None
    reply_id: int | None = None  # IEA793A while held
    partial: bool = False  # a name matched nothing, or a dumped address space ended
    csa: bool = False  # SDATA=CSA: common storage too
    common: dict[str, int] = attrs.Factory(dict)  # CSA pages still to read, by page data set
    # What the dialogue asked for, kept for those who judge the dump (drills): the job
    # names of the address spaces found, and SDATA as replied.
    names: tuple[str, ...] = ()
    sdata: tuple[str, ...] = ()

    @property
    def reads_from(self) -> dt.datetime:
        return self.begun + dt.timedelta(microseconds=round(self.sys_nd * 1e6))

    def reading(self, now: dt.datetime) -> bool:
        return self.phase == "capture" and now >= self.reads_from

    def holds(self, asid: int) -> bool:
        """The address space is non-dispatchable for this dump now."""
        if self.phase != "capture":
            return False
        return any(s.asid == asid and s.end is None for s in self.spaces)

    @property
    def pages(self) -> int:
        return sum(s.frames + s.aux for s in self.spaces)

    @property
    def size_mb(self) -> float:
        """What the dump holds: its address spaces' pages and the SDATA areas (the write
        carries it, and D D,S counts it while it waits in virtual storage)."""
        return self.pages / 256 + rates.DUMP_SDATA_MB

    def write_seconds(self) -> float:
        return self.size_mb / rates.DUMP_WRITE_MB_PER_SECOND


@attrs.define(eq=False)
class DumpDataSet:
    """SYS1.DUMPnn: empty, or holding one dump with its title."""

    number: int
    dumpid: int | None = None
    title: str = ""
    taken: dt.datetime | None = None

    @property
    def dsname(self) -> str:
        return f"SYS1.DUMP{self.number:02d}"


@attrs.define(eq=False)
class Dumps:
    """Every dump the system knows: the open dialogues, the one being taken, those
    waiting their turn, the SYS1.DUMPnn data sets and the statistics of the last dump."""

    last_id: int = 0
    requests: list[Request] = attrs.Factory(list)
    active: Capture | None = None
    queue: list[Capture] = attrs.Factory(list)
    datasets: list[DumpDataSet] = attrs.Factory(
        lambda: [DumpDataSet(n) for n in range(rates.DUMP_DATASETS)])
    automatic: bool = False  # DD ALLOC=ACTIVE (INACTIVE after IPL, DOC)
    sequence: int = 0  # S&SEQ. of automatically allocated names
    last: Capture | None = None  # the last dump written (.DUMPSTATS)

    def next_id(self) -> int:
        """DUMPID 001, 002, ... per IPL, wrapping after 999 (INFERRED)."""
        self.last_id = self.last_id % 999 + 1
        return self.last_id

    def request(self, reply_id: int) -> Request | None:
        return next((q for q in self.requests if q.reply_id == reply_id), None)

    def free_dataset(self) -> DumpDataSet | None:
        return next((d for d in self.datasets if d.dumpid is None), None)

    def held(self) -> Capture | None:
        for c in [self.active, *self.queue]:
            if c is not None and c.phase == "held":
                return c
        return None

    def in_storage(self) -> list[Capture]:
        """Dumps captured and not yet written (being written, or held for a data set):
        IEE852I's CAPTURED DUMPS and SPACE USED (DOC: "how many dumps are captured in
        virtual storage and how much storage they occupy"); a full SYS1.DUMPnn is not."""
        return [c for c in [self.active, *self.queue] if c is not None and c.phase in ("write", "held")]

    def nondispatchable(self, asid: int) -> bool:
        return self.active is not None and self.active.holds(asid)


# automatic allocation's names from the machine's pattern (DUMPDS NAME=)
def resolve_dump_name(pattern: str, system: str, sequence: int, when: dt.datetime) -> str:
    """A dump data set name from its pattern (DOC: DUMPDS NAME= symbols); the period after
    a symbol ends it, so ``SYS1.&SYSNAME..DMP&SEQ`` gives SYS1.ADCD.DMP00000."""
    values = {"SYSNAME": system, "SEQ": f"{sequence:05d}", "YYMMDD": f"{when:%y%m%d}",
              "HHMMSS": f"{when:%H%M%S}", "DATE": f"{when:%Y%j}", "TIME": f"{when:%H%M%S}"}

    def one(match: re.Match[str]) -> str:
        return values.get(match.group(1), match.group(0))

    return _SYMBOL.sub(one, pattern)


_SYMBOL = re.compile(r"&([A-Z]+)\.?")
