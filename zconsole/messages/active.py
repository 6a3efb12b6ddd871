"""IEE114I / IEE115I (D A) and IEE112I (D R): what runs, and what waits for the operator."""

from __future__ import annotations

import attrs

from zconsole.messages import catalog as c
from zconsole.messages.header import Stamp
from zconsole.messages.render import renders


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
    stamp: Stamp
    date: str  # yyyy.ddd
    counts: Counts
    entries: tuple[ActivityEntry, ...]
    users: tuple[tuple[str, str], ...] = ()  # TSO users and their swap status


@attrs.frozen
class Iee115i:
    """D A,jobname: one address space in detail (or NOT FOUND when ``detail`` is None)."""

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
    stamp: Stamp
    rm: int
    im: int
    cem: int
    em: int
    rows: tuple[PendingRow, ...]


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
    details = [d.format(et=msg.elapsed, wuid=msg.wuid, user=msg.user, wkl=msg.workload)
               for d in c.IEE115I_LINES]
    return lines + [indent + d for d in details]


@renders(Iee112i)
def render_iee112i(msg: Iee112i) -> list[str]:
    lines = [msg.stamp.first_line("IEE112I", c.IEE112I_TITLE),
             c.IEE112I_COUNTS.format(rm=msg.rm, im=msg.im, cem=msg.cem, em=msg.em, ru=0, ir=0)]
    if not msg.rows:
        return [*lines, c.IEE112I_NONE]
    lines.append(c.IEE112I_HEAD)
    width = c.IEE112I_TEXT_WIDTH
    for row in msg.rows:
        # REAL-px: the text area is cut every `width` columns, even inside a word.
        text = ("*" if row.action else " ") + row.text
        chunks = [text[i : i + width] for i in range(0, len(text), width)]
        lead = c.IEE112I_ROW.format(rid=row.rid, kind=row.kind, time=row.time, job=row.job)
        lines.append(f"{lead:<{c.IEE112I_TEXT_COLUMN}}{chunks[0]}")
        lines += [" " * c.IEE112I_TEXT_COLUMN + chunk.lstrip() for chunk in chunks[1:]]
    return lines
