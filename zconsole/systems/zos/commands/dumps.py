"""DUMP, the replies to IEE094D and IEA793A, DUMPDS (DD), D D and .DUMPSTATS (paging.md §8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.dumps import (
    DumpdsDisplay,
    DumpdsResponse,
    DumpdsRow,
    DumpStats,
    SpaceStats,
)
from zconsole.systems.zos.messages.errors import CommandError
from zconsole.systems.zos.model.living import dump_flow
from zconsole.systems.zos.model.living import dumps as d
from zconsole.systems.zos.model.living import rates as r
from zconsole.systems.zos.syntax import ast_dump as a

if TYPE_CHECKING:
    from zconsole.console.message import Message


@handles(a.DumpCommand)
def dump_command(cmd: a.DumpCommand, ctx: Context) -> Result:
    living = ctx.machine.living(ctx.clock.now())
    return Result(tuple(dump_flow.prompt(living, None, cmd.title)), changed=True)


def answer(ctx: Context, kind: str, reply_id: int | None, text: str) -> list[Message]:
    """A reply to IEE094D (the dump's operands) or to IEA793A (D deletes the dump)."""
    machine = ctx.machine
    living = machine.living(ctx.clock.now())
    if kind == "IEA793A":
        return dump_flow.answer_793a(living, machine, text)
    request = living.dumps.request(reply_id) if reply_id is not None else None
    if request is None:
        return []
    living.dumps.requests.remove(request)
    try:
        options = d.parse_reply(text)
        if options.default and (request.asids or request.jobnames or request.tsonames or request.sdata):
            raise d.ReplyError("U must be the first reply, alone")  # DOC: U first and alone
    except d.ReplyError:
        # INFERRED (paging.md §8.2): the error, then the system asks again.
        return [CommandError("IEE535I", "DUMP"), *dump_flow.prompt(living, request)]
    request.asids += options.asids
    request.jobnames += options.jobnames
    request.tsonames += options.tsonames
    request.sdata += options.sdata
    request.default = request.default or options.default
    if options.more:
        return dump_flow.prompt(living, request)
    return dump_flow.start(living, machine, request)


@handles(a.DisplayDumpds)
def display_dumpds(cmd: a.DisplayDumpds, ctx: Context) -> Result:
    living = ctx.machine.living(ctx.clock.now())
    dumps = living.dumps
    rows = []
    for ds in dumps.datasets:
        if ds.dumpid is None:
            rows.append(DumpdsRow(ds.dsname, None))
        else:
            rows.append(DumpdsRow(ds.dsname, ds.title, ds.taken))
    full = sum(1 for ds in dumps.datasets if ds.dumpid is not None)
    waiting = dumps.in_storage()
    used = round(sum(w.size_mb for w in waiting))
    # SPACE FREE and the automatic-allocation lines from the machine's setup
    from zconsole.systems.zos.commands.dumpds_setup import allocation

    space, auto = allocation(ctx.machine, dumps.sequence, ctx.clock.now())
    free = max(0, space - used)
    return Result((DumpdsDisplay(ctx.stamp(), cmd.titles, len(dumps.datasets) - full, full, len(waiting),
                                 used, free, dumps.automatic, tuple(rows), auto),))


@handles(a.DumpdsClear)
def dumpds_clear(cmd: a.DumpdsClear, ctx: Context) -> Result:
    machine = ctx.machine
    living = machine.living(ctx.clock.now())
    held = living.dumps.held()
    cleared = dump_flow.clear(living, machine, cmd.numbers)
    changed = bool(cleared) or held is not None
    return Result((DumpdsResponse(tuple(cleared)),), changed=changed)


@handles(a.DumpdsAlloc)
def dumpds_alloc(cmd: a.DumpdsAlloc, ctx: Context) -> Result:
    living = ctx.machine.living(ctx.clock.now())
    living.dumps.automatic = cmd.active
    return Result((DumpdsResponse(alloc=cmd.active),), changed=True)


@handles(a.DumpStats)
def dump_stats(cmd: a.DumpStats, ctx: Context) -> Result:
    living = ctx.machine.living(ctx.clock.now())
    last = living.dumps.last
    if last is None or last.captured is None:
        return Result((DumpStats(),))
    nd_set = last.begun + r.SYS_SET_ND
    spaces = []
    for s in last.spaces:
        if s.start is None or s.end is None:
            continue
        counters = (0, s.aux, round(s.frames * r.DUMP_COPIED_PER_FRAME), s.frames,
                    round(s.aux * r.DUMP_SLOTS_REASSIGNED_PER_PAGE))
        spaces.append(SpaceStats(s.asid, s.start, s.end, counters))
    return Result((DumpStats(last.dumpid, last.begun, last.captured, last.begun, nd_set, tuple(spaces)),))
