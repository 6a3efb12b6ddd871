"""D A[,L] / D A,jobname (IEE114I, IEE115I) and D R,L (IEE112I), from the living machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.active import ActivityEntry, Counts, Iee112i, Iee114i, Iee115i, PendingRow
from zconsole.systems.zos.model.living.engine import Living
from zconsole.systems.zos.model.living.workload import AddressSpace, Kind, State
from zconsole.systems.zos.model.system.facts import Activity
from zconsole.systems.zos.syntax.ast_live import DisplayActive, DisplayRequests

if TYPE_CHECKING:
    from zconsole.console.message import Message


def _entry(a: AddressSpace) -> ActivityEntry:
    if a.state is State.SWAPPED_OUT:
        swap = c.SWAP_OUT
    elif a.proc.swap is not None:
        swap = a.proc.swap  # what the machine file states (a wait the model does not run)
    else:
        swap = c.SWAP_IN if a.proc.swappable else c.SWAP_NONSWAPPABLE
    flags = a.proc.flags or (c.FLAG_JOB if a.kind is Kind.JOB else c.FLAG_STC)
    return ActivityEntry(a.jobname, a.proc.stepname or a.proc.name, a.proc.procstep, swap, flags)


def _counts(living: Living, activity: Activity) -> Counts:
    from zconsole.systems.zos.model.living import dependencies

    spaces = list(living.spaces.values())
    return Counts(
        jobs=sum(1 for a in spaces if a.kind is Kind.JOB),
        ms=sum(1 for a in spaces if a.kind is Kind.STC),
        ts=len(dependencies.tso_users(activity.tso_users, living)),
        sysas=sum(1 for a in spaces if a.kind is Kind.SYSTEM),
        # JES2's initiators with an address space, beside those the machine
        # file counts without modelling them ([activity] initiators).
        inits=activity.initiators + sum(1 for i in getattr(living.jes2, "inits", ())
                                        if i.asid is not None and i.status != "DRAINED"),
        active=dependencies.vtam_active(activity.vtam_active, living),
        max=activity.vtam_max,
        oas=activity.oas,
    )


@handles(DisplayActive)
def display_active(cmd: DisplayActive, ctx: Context) -> Result:
    now = ctx.clock.now()
    living = ctx.machine.living(now)
    date = f"{now.year}.{now.timetuple().tm_yday:03d}"
    listed = [a for a in living.spaces.values() if not a.system]
    if cmd.jobname is None:
        from zconsole.systems.zos.model.living import dependencies

        activity = ctx.machine.facts.activity
        entries = tuple(_entry(a) for a in listed)
        users = tuple((u, c.SWAP_IN) for u in dependencies.tso_users(activity.tso_users, living))
        return Result((Iee114i(ctx.stamp(), date, _counts(living, activity), entries, users),))
    found = [a for a in listed if a.jobname == cmd.jobname]
    counts = _counts(living, ctx.machine.facts.activity)
    if not found:
        return Result((Iee115i(ctx.stamp(), date, counts, cmd.jobname, None),))
    return Result((detail_of_spaces(found, ctx, date, counts),))


def detail_of_spaces(spaces: list[AddressSpace], ctx: Context, date: str, counts: Counts) -> Message:
    """IEE115I for each address space (every space of a name, masks, ALL)."""
    stamp = ctx.stamp()
    now = ctx.clock.now()
    details = []
    for a in spaces:
        elapsed = (now - a.started).total_seconds()
        details.append(Iee115i(stamp, date, counts, a.jobname, _entry(a), a.asid,
                               min(elapsed, 999.999), a.job_label, a.proc.user,
                               "BATCH" if a.kind is Kind.JOB else "STARTED", a.proc.data_spaces))
    if len(details) == 1:
        return details[0]
    from zconsole.systems.zos.messages.everyday import Iee115iMany

    return Iee115iMany(tuple(details))


# D J / D TS / D A,mask (commands/everyday_jobs.py) list and count as D A does.
entry_of = _entry
counts_of = _counts


# D R,kind: which rows each selection lists (by the row's type letter; DOC d3r.htm).
# L and A list every request; M (mount requests) and I have none in this machine.
_TYPE_ORDER = "RIEC"
_SELECTED = {"L": "RCEI", "A": "RCEI", "R": "R", "I": "I", "CE": "C", "E": "E", "M": ""}


@handles(DisplayRequests)
def display_requests(cmd: DisplayRequests, ctx: Context) -> Result:
    try:
        ctx.area_at(cmd.at)
    except LookupError:
        from zconsole.systems.zos.messages.errors import CommandError

        return Result((CommandError("IEE535I", "DISPLAY"),), refused=True)
    living = ctx.machine.living(ctx.clock.now())
    width = living.replies.width
    rows = []
    for req in living.replies.requests:
        if req.reply_id is not None:
            rid, kind, action = f"{req.reply_id:0{width}d}", "R", True
        else:
            rid, kind, action = str(req.key), "C" if req.msgid.startswith("IRA20") else "E", True
            if immediate(req.msgid):
                kind = "I"
        if kind in _SELECTED[cmd.kind]:
            rows.append(PendingRow(rid, kind, req.time.strftime("%H.%M.%S"), req.jobname, action,
                                   f"{req.msgid} {req.text}"))
    # REAL (ADCD: three IEE362A as ids 6, 5, 4 top down; everyday-displays B8's E 3
    # above C 2; the sysplex sample's WTORs 289 above 170): newest first within a type,
    # the types in the order I, E, C; the WTORs before them (INFERRED: RM counts first).
    rows.reverse()
    rows.sort(key=lambda row: _TYPE_ORDER.index(row.kind))
    wtors = living.replies.wtors()
    actions = living.replies.actions()
    crit = sum(1 for r in actions if r.msgid.startswith("IRA20"))
    im = sum(1 for r in actions if immediate(r.msgid))
    return Result((Iee112i(ctx.stamp(cmd.at), len(wtors), im, crit, len(actions) - crit - im,
                           tuple(rows), cmd.form, ctx.machine.system_name),))


# Action messages D R,L lists as immediate (type I, counted in IM): REAL-px, lab 12 lists
# $HASP050 as type I (everyday-commands 2.8).
IMMEDIATE_ACTION = frozenset({"$HASP050"})
# an action message whose id ends in A is an immediate action (DOC, message format:
# type code A "immediate action"; D R lists them as I, counted in IM): IEE362A, IOS002A.
# That each such id carries descriptor code 2 is INFERRED (IEE362A's page not found).
IMMEDIATE_SUFFIX = "A"


def immediate(msgid: str) -> bool:
    """Whether D R lists the action message ``msgid`` as an immediate action (type I)."""
    return msgid in IMMEDIATE_ACTION or msgid.endswith(IMMEDIATE_SUFFIX)
