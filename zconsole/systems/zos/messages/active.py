"""IEE114I / IEE115I (D A) and IEE112I (D R): what runs, and what waits for the operator."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class ActivityEntry:
    jobname: str
    stepname: str
    procstep: str
    swap: str
    flags: str


@attrs.frozen
class Counts:
    jobs: int
    ms: int
    ts: int
    sysas: int
    inits: int
    active: int = 0
    max: int = 0
    oas: int = 0


@attrs.frozen
class Iee114i:
    msgid: ClassVar[str] = "IEE114I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    date: str  # yyyy.ddd
    counts: Counts
    entries: tuple[ActivityEntry, ...]
    users: tuple[tuple[str, str], ...] = ()  # TSO users and their swap status


@attrs.frozen
class Iee115i:
    """D A,jobname: one address space in detail (or NOT FOUND when ``detail`` is None)."""

    msgid: ClassVar[str] = "IEE115I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    date: str
    counts: Counts
    jobname: str
    entry: ActivityEntry | None
    asid: int = 0
    elapsed: float = 0.0
    wuid: str = ""
    user: str = ""
    workload: str = ""
    data_spaces: tuple[str, ...] = ()  # the names of the data spaces it owns, in order


@attrs.frozen
class PendingRow:
    rid: str  # reply id, or the message key of an action message
    kind: str  # R reply, C critical eventual action, E eventual action, I immediate action
    time: str
    job: str
    action: bool
    text: str


@attrs.frozen
class Iee112i:
    msgid: ClassVar[str] = "IEE112I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rm: int
    im: int
    cem: int
    em: int
    rows: tuple[PendingRow, ...]
    form: str = "TIME"  # the columns before the text: TIME, S (system, job id), JN (job name)
    system: str = ""


def _title(msgid: str, stamp: Stamp, date: str) -> str:
    return stamp.first_line(msgid, c.IEE114I_TITLE.format(date=date))


def _counts(counts: Counts) -> list[str]:
    return [c.ACTIVITY_HEAD, c.ACTIVITY_COUNTS.format(
        jobs=counts.jobs, ms=counts.ms, ts=counts.ts, sysas=counts.sysas, inits=counts.inits,
        active=counts.active, max=counts.max, oas=counts.oas)]


def _entry(e: ActivityEntry) -> str:
    return c.ACTIVITY_ENTRY.format(job=e.jobname, step=e.stepname, procstep=e.procstep,
                                   swap=e.swap, flags=e.flags)


@renders(Iee114i)
def render_iee114i(msg: Iee114i) -> list[str]:
    lines = [_title("IEE114I", msg.stamp, msg.date), *_counts(msg.counts)]
    per = c.ACTIVITY_PER_LINE
    for i in range(0, len(msg.entries), per):
        lines.append("".join(_entry(e) for e in msg.entries[i : i + per]))
    # REAL-px: a TSO user on a line of its own, `IBMUSER IN`; the spacing of several
    # users on one line is not known (INFERRED: one user a line).
    lines += [c.ACTIVITY_TSO_USER.format(user=u, swap=swap) for u, swap in msg.users]
    return lines


@renders(Iee115i)
def render_iee115i(msg: Iee115i) -> list[str]:
    lines = [_title("IEE115I", msg.stamp, msg.date), *_counts(msg.counts)]
    if msg.entry is None:
        return [*lines, c.IEE115I_NOT_FOUND.format(job=msg.jobname)]
    indent = " " * c.IEE115I_DETAIL_INDENT
    first = _entry(msg.entry)
    lines.append(f"{first:<{c.IEE115I_DETAIL_INDENT}}" + c.IEE115I_FIRST.format(asid=msg.asid))
    aste = c.ASTE_ORIGIN + msg.asid * c.ASTE_SIZE
    details = [d.format(et=msg.elapsed, wuid=msg.wuid, user=msg.user, wkl=msg.workload, aste=aste)
               for d in c.IEE115I_LINES]
    details += [c.IEE115I_DATA_SPACE.format(name=name, aste=data_space_aste(msg.asid, i))
                for i, name in enumerate(msg.data_spaces)]
    return lines + [indent + d for d in details]


def data_space_aste(asid: int, index: int) -> int:
    """The ASTE address of an address space's ``index``-th data space (INFERRED layout)."""
    return c.DSP_ASTE_ORIGIN + asid * c.DSP_ASTE_PER_ASID + index * c.ASTE_SIZE


def wrap_request(text: str, width: int) -> list[str]:
    """A request's text cut into the lines of D R's text area, ``width`` columns wide.

    REAL-px (eleven real breaks fit the rule; test_adcd_captures checks
    the ADCD capture's three): when a blank lies at most
    IEE112I_BREAK_REACH columns before the area's edge (or just past it) the line breaks
    at that blank; otherwise it is cut at the edge, inside a word."""
    lines = []
    while len(text) > width:
        cut = text.rfind(" ", width - 1 - c.IEE112I_BREAK_REACH, width + 1)
        if cut > 0:
            lines.append(text[:cut])
            text = text[cut + 1 :].lstrip()
        else:
            lines.append(text[:width])
            text = text[width:].lstrip()
    return [*lines, text]


def _lead(row: PendingRow, form: str, system: str) -> str:
    if form in ("JN", "SYSNAME"):
        return f"{row.rid:>10} {row.kind} {row.job if form == 'JN' else system:<8} "
    middle = system if form == "S" else row.time
    return f"{row.rid:>10} {row.kind} {middle:<8} {row.job:<8} "


@renders(Iee112i)
def render_iee112i(msg: Iee112i) -> list[str]:
    lines = [msg.stamp.first_line("IEE112I", c.IEE112I_TITLE),
             c.IEE112I_COUNTS.format(rm=msg.rm, im=msg.im, cem=msg.cem, em=msg.em, ru=0, ir=0)]
    if not msg.rows:
        return [*lines, c.IEE112I_NONE]
    lines.append(c.IEE112I_HEADS[msg.form])
    for row in msg.rows:
        lead = _lead(row, msg.form, msg.system)
        # The `*` flag, then (a WTOR, type R) its reply id, then the message (REAL,
        # ibm_zos_core's parser of D R,A,S: `742 R MV28     JOB57578 &742 ARC0055A ...`).
        text = ("*" if row.action else " ") + (f"{row.rid} " if row.kind == "R" else "") + row.text
        chunks = wrap_request(text, c.IEE112I_TEXT_END + 1 - len(lead))
        lines.append(lead + chunks[0])
        lines += [" " * len(lead) + chunk for chunk in chunks[1:]]
    return lines
