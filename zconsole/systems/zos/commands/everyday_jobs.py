"""D J / D TS / D A,ALL / D A,mask (IEE114I, IEE115I) and MODIFY (F jobname,text)."""

from __future__ import annotations

import re

from zconsole.systems.zos.commands.display_active import counts_of, detail_of_spaces, entry_of
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.active import Iee114i, Iee115i
from zconsole.systems.zos.messages.everyday import ModifyAnswer, ModifyRejected
from zconsole.systems.zos.messages.jobs import Iee341i
from zconsole.systems.zos.model.living.workload import AddressSpace, Kind
from zconsole.systems.zos.syntax.ast_everyday import DisplayJobs, Modify


def matcher(pattern: str) -> re.Pattern[str]:
    """A job name mask: * any characters (none too), ? exactly one (DOC: D A,jobname*)."""
    return re.compile("".join(".*" if ch == "*" else "." if ch == "?" else re.escape(ch) for ch in pattern))


@handles(DisplayJobs)
def display_jobs(cmd: DisplayJobs, ctx: Context) -> Result:
    now = ctx.clock.now()
    living = ctx.machine.living(now)
    activity = ctx.machine.facts.activity
    date = f"{now.year}.{now.timetuple().tm_yday:03d}"
    counts = counts_of(living, activity)
    pattern = None if cmd.pattern in (None, "ALL") else matcher(cmd.pattern)
    from zconsole.systems.zos.model.living import dependencies

    logged_on = dependencies.tso_users(activity.tso_users, living)
    users = [u for u in logged_on if pattern is None or pattern.fullmatch(u)]
    if cmd.kind == "TS":
        # TSO users are counted and named, not modelled as address spaces: their list
        # lines stand for the detail form too (INFERRED).
        if cmd.pattern is not None and not users:
            return Result((Iee115i(ctx.stamp(), date, counts, cmd.pattern, None),))
        return Result((Iee114i(ctx.stamp(), date, counts, (), tuple((u, c.SWAP_IN) for u in users)),))
    spaces: list[AddressSpace] = [a for a in living.spaces.values() if not a.system]
    if cmd.kind == "JOBS":
        spaces = [a for a in spaces if a.kind is Kind.JOB]  # DOC: D J is the batch jobs
    if cmd.pattern is None:
        return Result((Iee114i(ctx.stamp(), date, counts, tuple(entry_of(a) for a in spaces)),))
    chosen = [a for a in spaces if pattern is None or pattern.fullmatch(a.jobname)]
    if not chosen:
        return Result((Iee115i(ctx.stamp(), date, counts, cmd.pattern, None),))
    return Result((detail_of_spaces(chosen, ctx, date, counts),))


@handles(Modify)
def modify(cmd: Modify, ctx: Context) -> Result:
    machine = ctx.machine
    # Before anything runs, what runs is what starts with the system: a MODIFY (accepted
    # or not) never boots the living machine, so a refusal leaves it as it was.
    if machine.is_living:
        spaces = machine.living(ctx.clock.now()).spaces.values()
        proc = next((a.proc for a in spaces if a.jobname == cmd.jobname), None)
    else:
        proc = next((p for p in machine.ipl_procedures() if p.name == cmd.jobname), None)
    if proc is None:
        return Result((Iee341i(cmd.jobname),), refused=True)
    answers = dict(proc.modify)
    if not answers:
        # MEM: a program that takes no MODIFY leaves the command pending (IEE342I).
        return Result((ModifyRejected(cmd.verb),), refused=True)
    verb = re.split(r"[ ,=]", cmd.text, maxsplit=1)[0]
    return Result((ModifyAnswer(answers.get(verb, answers.get("*", ()))),))
