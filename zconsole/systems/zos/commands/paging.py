"""PAGEADD (IEE782I, IEE783I) and PAGEDEL (IEE201I, IEE203I, IEE204I; IEE202I on completion)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.paging import Iee201i, Iee203i, Iee204i, Iee782i, Iee783i
from zconsole.systems.zos.model import pagedel as model
from zconsole.systems.zos.model.paging.progress import PagedelAction
from zconsole.systems.zos.syntax.ast_paging import PageAdd, PageDel

if TYPE_CHECKING:
    from zconsole.console.message import Message


@handles(PageAdd)
def page_add(cmd: PageAdd, ctx: Context) -> Result:
    results = model.pageadd(ctx.machine, cmd.names, cmd.nonvio)
    messages: tuple[Message, ...] = tuple(
        Iee783i(r.dsname) if r.refusal is None else Iee782i(r.dsname, r.refusal.value) for r in results
    )
    added = any(r.refusal is None for r in results)
    if added and ctx.machine.is_living:
        messages += tuple(ctx.machine.living(ctx.clock.now()).reconsider(ctx.machine))
    # Refused only when nothing was added: a partly done PAGEADD changed the machine.
    return Result(messages, refused=not added, changed=added)


@handles(PageDel)
def page_del(cmd: PageDel, ctx: Context) -> Result:
    action = PagedelAction(cmd.action)
    verdict = model.check(ctx.machine, action, cmd.names)
    if verdict.problems:
        return Result(tuple(Iee201i(p.dsname, p.refusal.value) for p in verdict.problems), refused=True)
    if verdict.rejection is not None:
        return Result((Iee204i(verdict.rejection.value),), refused=True)
    now = ctx.clock.now()
    run = model.start(ctx.machine, action, cmd.names, now)
    # The accept message is an action message: it stays outstanding (D R,L) until the
    # PAGEDEL completes, when model.pagedel deletes it (DOC: "remains on the console
    # screen until the PAGEDEL command completes").
    replies = ctx.machine.living(now).replies
    for entry in run.entries:
        text = c.IEE203I_TEXT.format(dsname=entry.dsname, action=action.value)
        replies.issue_action("IEE203I", text, now, model.accept_tag(entry.dsname))
    return Result(tuple(Iee203i(e.dsname, action.value) for e in run.entries), changed=True)
