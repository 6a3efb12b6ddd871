"""ZvmConsole: the CP console facade - a line in, the lines CP writes out, and a return code.

A user in CMS (MAINT by default) sees the command echoed as typed, the response, and
CMS's `Ready; T=0.01/0.01 hh:mm:ss` or `Ready(nnnnn); ...` after an error (REAL); a user
whose directory entry IPLs nothing (OPERATOR) is in CP READ: every line starts with
`hh:mm:ss ` (the time it was written) and no Ready follows (REAL q-userid-q-cpload.txt).
Lines that arrive by themselves (a logon, a forced logoff) follow the Ready line, as in
the captures. The screen is a 3270's: an intensified line starts one column in, and a
line longer than 80 columns goes on in the next row (REAL, the IPL screens).
"""

from __future__ import annotations

import datetime as dt
from collections import deque
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zvm.commands.context import Context, hhmmss
from zconsole.systems.zvm.messages.catalog import CATALOG
from zconsole.systems.zvm.messages.render import render, render_all, return_code
from zconsole.systems.zvm.messages.said import Said, arrived, said

if TYPE_CHECKING:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.zvm.model.machine import ZvmMachine

# INFERRED: the CPU times CMS shows; a simulator has none to measure, and the captures
# all show the idle figure.
READY_TIMES = "T=0.01/0.01"
LOG_LINES = 10_000  # the console's log is bounded whatever a client sends
SCREEN_WIDTH = 80  # REAL: a 3270 model 2's rows; a longer line goes on in the next row


@attrs.frozen
class Reply:
    """What one line produced: ``lines`` as the screen shows them (echo, response, end
    line, unsolicited); ``response`` the response alone (what vmcp returns); ``rc``."""

    text: str
    lines: tuple[str, ...]
    response: tuple[str, ...]
    rc: int = 0
    refused: bool = False
    changed: bool = False
    messages: tuple[Said, ...] = ()


class ZvmConsole:
    """One user's console on a z/VM machine."""

    def __init__(self, machine: ZvmMachine, clock: ConsoleClock, userid: str = "MAINT") -> None:
        if userid not in machine.directory:
            raise ValueError(f"{userid} is not in the CP directory of {machine.system_name}")
        if userid not in machine.guests and not machine.ipl.phase:
            from zconsole.systems.zvm.model.directory import Guest

            entry = machine.directory[userid]
            machine.guests[userid] = Guest(userid, "0020", clock.now(), entry.storage_mb)
        self.context = Context(machine, userid, clock)
        self.log: deque[str] = deque(maxlen=LOG_LINES)

    @property
    def machine(self) -> ZvmMachine:
        return self.context.machine

    @property
    def cp_read(self) -> bool:
        """A console whose user IPLs nothing stays in CP READ (the OPERATOR console)."""
        return not self.machine.directory[self.context.userid].ipl

    def status(self) -> tuple[str, str]:
        """The 3270 status area's fields: the state and the system name (REAL)."""
        return ("CP READ" if self.cp_read else "RUNNING", self.machine.system_name)

    def complete(self, before: str) -> tuple[str, list[str]]:
        """TAB completion: the partial word and what the CP grammar accepts there."""
        from zconsole.systems.zvm.syntax.complete import next_words

        return next_words(before, self.machine)

    def settle(self) -> tuple[Said, ...]:
        """Run the machine's events up to the console's time: what arrived by itself."""
        from zconsole.systems.zvm.model.living import settle

        return tuple(
            arrived(key, at, **fields) for at, key, fields in settle(self.machine, self.context.now())
        )

    def tick(self) -> list[str]:
        """Lines that arrived since the last command (the shell calls it between commands)."""
        lines = self.screen(self.settle())
        self.log.extend(lines)
        return lines

    def submit(self, text: str) -> Reply:
        """Run one line as typed. Never raises for anything the user typed: a fault of
        zconsole itself is answered with ZCN999E, not a traceback."""
        try:
            return self._submit(text)
        except Exception as exc:
            error = said("ZCN999E", kind=type(exc).__name__, text=str(exc))
            lines = self._echo(text) + render(error)
            self.log.extend(lines)
            return Reply(text, tuple(lines), tuple(render(error)), 999, True, False, (error,))

    def _submit(self, text: str) -> Reply:
        from zconsole.systems.zvm.commands.registry import dispatch
        from zconsole.systems.zvm.syntax.parse import CpSyntaxError, parse

        ctx = self.context
        before = self.settle()
        line = text.strip().upper()
        if not line:
            lines = [self._stamp(ctx.now())] if self.cp_read else []
            return self._reply(text, before, lines, (), 0, False, False)
        echo = self._echo(text)
        words = line.split()
        if self.machine.ipl.phase and words[0] != ".WAIT":
            return self._ipl_reply(text, before, line)
        try:
            command = parse(line)
        except CpSyntaxError as exc:
            error = said(exc.key, **exc.fields)
            return self._finish(text, before, echo, (error,), return_code(error), True, False)
        from zconsole.systems.zvm.syntax.ast_console import Ipl, Wait

        if isinstance(command, Wait):
            ctx.clock.advance(command.seconds)
            after = self.settle()
            # .WAIT is zconsole's, not CP's: the screen shows only what arrived meanwhile.
            return self._reply(text, before, self.screen(after), (), 0, False, bool(after), after)
        if isinstance(command, Ipl):
            return self._ipl(text, before, echo)
        result = dispatch(command, ctx, words)
        rc = return_code(result.messages[0]) if result.refused and result.messages else 0
        return self._finish(text, before, echo, result.messages, rc, result.refused, result.changed)

    # --- the IPL dialogue (the system operator's console) ---------------------------
    def _ipl(self, text: str, before: tuple[Said, ...], echo: list[str]) -> Reply:
        from zconsole.systems.zvm.model.ipl import begin

        if not self.cp_read:
            refusal = said("IPL_NOT_HERE", operator=self.machine.facts.operator)
            return self._finish(text, before, echo, (refusal,), return_code(refusal), True, False)
        begin(self.machine, self.context.now())
        after = self.settle()
        return self._reply(text, before, echo + self.screen(after), (), 0, False, True, after)

    def _ipl_reply(self, text: str, before: tuple[Said, ...], line: str) -> Reply:
        from zconsole.systems.zvm.model.ipl import reply

        now = self.context.now()
        answer = tuple(arrived(key, now, **fields) for key, fields in reply(self.machine, line, now))
        after = self.settle()
        lines = self._echo(text) + self.screen(answer + after)
        return self._reply(text, before, lines, (), 0, False, True, answer + after)

    # --- the screen -------------------------------------------------------------------
    def screen(self, messages: tuple[Said, ...] | list[Said]) -> list[str]:
        """The rows ``messages`` take on the screen: time-stamped in CP READ, intensified
        ones one column in, long lines going on in the next row."""
        rows: list[str] = []
        now = self.context.now()
        for message in messages:
            highlight = " " if CATALOG[message.key].highlight else ""
            stamp = self._stamp(message.at or now) + " " if self.cp_read else ""
            for line in render(message, self.context.emsg):
                rows.extend(_wrapped(f"{highlight}{stamp}{line}".rstrip()))
        return rows

    def _stamp(self, moment: dt.datetime) -> str:
        return hhmmss(moment)

    def _echo(self, text: str) -> list[str]:
        line = text.rstrip()
        return _wrapped(f"{self._stamp(self.context.now())} {line}" if self.cp_read else line)

    def _finish(
        self,
        text: str,
        before: tuple[Said, ...],
        echo: list[str],
        messages: tuple[Said, ...],
        rc: int,
        refused: bool,
        changed: bool,
    ) -> Reply:
        ctx = self.context
        response = render_all(messages, ctx.emsg)
        lines = echo + self.screen(messages)
        if not self.cp_read:
            ready = "Ready;" if rc == 0 else f"Ready({rc:05d});"
            lines.append(f"{ready} {READY_TIMES} {hhmmss(ctx.now())}")
        after = self.settle()
        lines += self.screen(after)
        return self._reply(
            text, before, lines, tuple(response), rc, refused, changed or bool(after), (*messages, *after)
        )

    def _reply(
        self,
        text: str,
        before: tuple[Said, ...],
        lines: list[str],
        response: tuple[str, ...],
        rc: int,
        refused: bool,
        changed: bool,
        messages: tuple[Said, ...] = (),
    ) -> Reply:
        whole = (*self.screen(before), *lines)
        self.log.extend(whole)
        return Reply(text, whole, response, rc, refused, changed or bool(before), (*before, *messages))


def _wrapped(row: str) -> list[str]:
    if len(row) <= SCREEN_WIDTH:
        return [row]
    return [row[i : i + SCREEN_WIDTH] for i in range(0, len(row), SCREEN_WIDTH)]
