"""One CP console line run: the echo, the response, CMS's Ready line; and time passing.

The System (system.py) calls these for the session facade; the facade settles the
machine before and after a line, so lines that arrive by themselves come after the
Ready line, as in the captures.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zvm.messages.render import return_code
from zconsole.systems.zvm.messages.said import Said, Written, arrived, said
from zconsole.systems.zvm.messages.screen import echo, ready, written

if TYPE_CHECKING:
    from zconsole.systems.zvm.commands.context import Context


@attrs.frozen
class LineResult:
    """What a line did (the System Protocol's Reply): the screen's messages; ``refused``
    (nothing changed), ``changed``; ``ended`` is never set (CP has no .QUIT)."""

    messages: tuple[Written, ...] = ()
    refused: bool = False
    changed: bool = False
    ended: bool = False


def run(text: str, ctx: Context) -> LineResult:
    """Run one line as typed (CP compares without case; the echo keeps the case)."""
    line = text.strip().upper()
    first = echo(text, ctx)
    if not line:
        return LineResult((first,) if first.lines else ())
    words = line.split()
    if ctx.machine.ipl.phase and words[0] != ".WAIT":
        return _ipl_reply(first, line, ctx)
    from zconsole.systems.zvm.syntax.parse import CpSyntaxError, parse

    try:
        command = parse(line)
    except CpSyntaxError as exc:
        error = said(exc.key, **exc.fields)
        return _answer(first, (error,), return_code(error), True, False, ctx)
    from zconsole.systems.zvm.syntax.ast_console import Ipl, Wait

    if isinstance(command, Wait):
        # .WAIT is zconsole's, not CP's: the screen shows only what arrives meanwhile
        # (the facade settles the machine after the line).
        ctx.clock.advance(command.seconds)
        return LineResult()
    if isinstance(command, Ipl):
        return _ipl(first, ctx)
    from zconsole.systems.zvm.commands.registry import dispatch

    result = dispatch(command, ctx, words)
    rc = return_code(result.messages[0]) if result.refused and result.messages else 0
    return _answer(first, result.messages, rc, result.refused, result.changed, ctx)


def _answer(
    first: Written, messages: tuple[Said, ...], rc: int, refused: bool, changed: bool, ctx: Context
) -> LineResult:
    out = [first, *(written(m, ctx) for m in messages)]
    if not ctx.cp_read:
        out.append(ready(rc, ctx))
    return LineResult(tuple(out), refused, changed)


def _ipl(first: Written, ctx: Context) -> LineResult:
    from zconsole.systems.zvm.model.ipl import begin

    if not ctx.cp_read:
        refusal = said("IPL_NOT_HERE", operator=ctx.machine.facts.operator)
        return _answer(first, (refusal,), return_code(refusal), True, False, ctx)
    begin(ctx.machine, ctx.now())
    return LineResult((first,), changed=True)


def _ipl_reply(first: Written, line: str, ctx: Context) -> LineResult:
    from zconsole.systems.zvm.model.ipl import reply

    now = ctx.now()
    answer = [written(arrived(key, now, **fields), ctx) for key, fields in reply(ctx.machine, line, now)]
    return LineResult((first, *answer), changed=True)


def settle(ctx: Context, now: dt.datetime) -> tuple[Written, ...]:
    """Run the machine's events up to ``now``: what arrived by itself, as the screen shows it."""
    from zconsole.systems.zvm.model.living import settle as living_settle

    return tuple(
        written(arrived(key, at, **fields), ctx) for at, key, fields in living_settle(ctx.machine, now)
    )
