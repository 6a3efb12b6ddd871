"""JES2 withdrawn from the system: its end ($HASP085), $P JES2,ABEND's $HASP095 and
the termination question $HASP098 (a WTOR) and its answer. Apart from jes2.py so that
REPLY (jobs.py) reaches the answer without importing the `$` commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.messages import catalog as c

if TYPE_CHECKING:
    from zconsole.console.message import Message
    from zconsole.systems.zos.commands.registry import Context


def end_jes2(ctx: Context) -> tuple[Message, ...]:
    """JES2 ends ($HASP085 and its address space's end); what runs under it runs on
    (INFERRED for TERM and ABEND: their address spaces are MVS's, not JES2's)."""
    from zconsole.systems.zos.messages.jes2 import Hasp085
    from zconsole.systems.zos.model.living.workload import JES2_PROC

    now = ctx.clock.now()
    living = ctx.machine.living(now)
    said: list[Message] = [Hasp085()]
    jes2 = [s for s in living.spaces.values() if s.proc.name == JES2_PROC]
    for space in sorted(jes2, key=lambda s: s.asid):
        said += living.end(ctx.machine, space, now)
    return tuple(said)


def abend_jes2(ctx: Context) -> tuple[Message, ...]:
    """$P JES2,ABEND: $HASP095 with $PJ2, then JES2 asks how to end ($HASP098, a WTOR)."""
    from zconsole.systems.zos.messages.jes2 import Hasp095, Hasp098

    replies = ctx.machine.living(ctx.clock.now()).replies
    wtor = replies.issue_wtor("$HASP098", "$HASP098", c.HASP098_TEXT, ctx.clock.now(), "JES2")
    assert wtor.reply_id is not None
    return (Hasp095(c.HASP095_CODE), Hasp098(wtor.reply_id, replies.width))


def answer_termination(ctx: Context, text: str) -> tuple[Message, ...]:
    """The reply to $HASP098: EXIT or PURGE ends JES2; anything else asks again (INFERRED)."""
    if text.strip("'") in c.HASP098_ENDS:
        return end_jes2(ctx)
    return abend_jes2(ctx)[1:]
