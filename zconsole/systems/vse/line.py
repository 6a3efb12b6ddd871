"""One console line run: the echo, the answer, `1I40I  READY`; and time passing.

An AR command ends with `AR 0015 1I40I  READY` (REAL); a POWER command is passed on
(`1C39I COMMAND PASSED TO VSE/POWER`, REAL) and POWER's lines follow, without READY (REAL).
A line that starts with a number answers that reply id (`0 DELETE`, `171 SHUT`: REAL, the
captures' operator notes); no READY follows it (INFERRED).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.vse.messages.render import echo, written
from zconsole.systems.vse.messages.said import Written, arrived, said

if TYPE_CHECKING:
    from zconsole.systems.vse.commands.context import Context, Result

_REPLY = re.compile(r"([0-9]{1,4})(?: +(.{0,100}))?")


@attrs.frozen
class LineResult:
    """What a line did (the System Protocol's Reply)."""

    messages: tuple[Written, ...] = ()
    refused: bool = False
    changed: bool = False
    ended: bool = False


def run(text: str, ctx: Context) -> LineResult:
    line = text.strip().upper()
    first = echo(text)
    if not line:
        return LineResult()
    from zconsole.systems.vse.syntax import commands as c
    from zconsole.systems.vse.syntax.parse import VseSyntaxError, parse

    answer = _REPLY.fullmatch(line)
    if answer:
        from zconsole.systems.vse.commands.replies import reply

        result = reply(c.Reply(int(answer.group(1)), (answer.group(2) or "").strip()), ctx)
        out = [first, *(written(m, ctx.machine) for m in result.messages)]
        return LineResult(tuple(out), result.refused, result.changed)
    try:
        command = parse(line)
    except VseSyntaxError as exc:
        from zconsole.systems.vse.commands.context import Result

        return _answer(first, Result((said(exc.key, **exc.fields),), refused=True), False, ctx)
    if isinstance(command, c.Wait):
        ctx.clock.advance(command.seconds)
        return LineResult()
    if isinstance(command, c.Help):  # zconsole's own: no READY, no LTA phase
        from zconsole.systems.vse.messages.explained import explanation

        if not command.word:
            from zconsole.systems.vse.syntax.grammar import VERBS, keywords

            words = " ".join("/".join(keywords()[verb]) for verb in VERBS) + " .IPL .WAIT"
            message = said("ZCN100I", words=words)
        elif explanation(command.word) is None:
            message = said("ZCN101I", word=command.word)
        else:
            message = said("ZCN102I", msgid=command.word)
        return LineResult((first, written(message, ctx.machine)), refused=message.key == "ZCN101I")
    power = isinstance(command, c.POWER_COMMANDS)
    result = _dispatch(command, ctx)
    if not power and not result.refused and not isinstance(command, c.Ipl):
        # the attention routine fetched its LTA phase (a refused line counts none: it changes nothing)
        from zconsole.systems.vse.model.lta import fetches
        from zconsole.systems.vse.syntax.grammar import verb_of

        ctx.machine.lta_fetches += fetches(ctx.machine.release, verb_of(line.split()[0]))
    return _answer(first, result, power, ctx)


def _dispatch(command: object, ctx: Context) -> Result:
    from zconsole.systems.vse.commands import ar, power, replies
    from zconsole.systems.vse.syntax import commands as c

    handlers = {
        c.Prty: ar.prty,
        c.Map: ar.storage_map,
        c.Getvis: ar.getvis,
        c.Sir: ar.sir,
        c.QueryTd: ar.query_td,
        c.Log: ar.log,
        c.Ipl: ar.ipl,
        c.Msg: replies.msg,
        c.Listio: ar.listio,
        c.Alloc: ar.alloc,
        c.Replid: replies.replid,
        c.Pause: replies.pause,
        c.Display: power.display,
        c.Release: power.release,
        c.Delete: power.delete,
        c.Alter: power.alter,
        c.Start: power.start,
        c.Stop: power.stop,
    }
    result: Result = handlers[type(command)](command, ctx)  # type: ignore[operator]
    return result


def _answer(first: Written, result: Result, power: bool, ctx: Context) -> LineResult:
    machine = ctx.machine
    out = [first]
    if power:
        out.append(written(said("1C39I"), machine))
    out.extend(written(m, machine) for m in result.messages)
    if not power:
        out.append(written(said("1I40I"), machine))
    out.extend(written(m, machine) for m in result.after)
    return LineResult(tuple(out), result.refused, result.changed)


def settle(ctx: Context, now: dt.datetime) -> tuple[Written, ...]:
    """Run the machine's jobs up to ``now``: what POWER said on the way."""
    from zconsole.systems.vse.model.living import settle as living_settle

    machine = ctx.machine
    since = machine.settled or now
    if now < since:
        return ()
    events = living_settle(machine, now, since)
    machine.settled = now
    return tuple(written(arrived(key, at, **fields), machine) for at, key, fields in events)
