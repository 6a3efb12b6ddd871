"""ZvmConsole: the CP console facade - a line in, the lines CP writes out, and a return code.

A user in CMS (MAINT by default) sees the command echoed as typed, the response, and
CMS's `Ready; T=0.01/0.01 hh:mm:ss` or `Ready(nnnnn); ...` after an error (REAL); a user
whose directory entry IPLs nothing (OPERATOR) is in CP READ: every line starts with
`hh:mm:ss ` and no Ready follows (REAL q-userid-q-cpload.txt). Lines that arrive by
themselves (a logon, a forced logoff) follow the Ready line, as in the captures.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zvm.commands.context import Context, hhmmss
from zconsole.systems.zvm.messages.render import render_all, return_code
from zconsole.systems.zvm.messages.said import Said, arrived, said

if TYPE_CHECKING:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.zvm.model.machine import ZvmMachine

# INFERRED: the CPU times CMS shows; a simulator has none to measure, and the captures
# all show the idle figure.
READY_TIMES = "T=0.01/0.01"
LOG_LINES = 10_000  # the console's log is bounded whatever a client sends


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
        if userid not in machine.guests:
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

        return tuple(arrived(key, **fields) for key, fields in settle(self.machine, self.context.now()))

    def tick(self) -> list[str]:
        """Lines that arrived since the last command (the shell calls it between commands)."""
        lines = self._stamped(render_all(self.settle(), self.context.emsg))
        self.log.extend(lines)
        return lines

    def submit(self, text: str) -> Reply:
        """Run one line as typed. Never raises for anything the user typed."""
        from zconsole.systems.zvm.commands.registry import dispatch
        from zconsole.systems.zvm.syntax.parse import CpSyntaxError, parse

        ctx = self.context
        before = self.settle()
        line = text.strip().upper()
        if not line:
            lines = self._stamped([""]) if self.cp_read else []
            return self._reply(text, before, lines, (), 0, False, False)
        echo = [text.rstrip()]
        words = line.split()
        try:
            command = parse(line)
        except CpSyntaxError as exc:
            error = said(exc.key, **exc.fields)
            return self._finish(text, before, echo, (error,), return_code(error), True, False)
        from zconsole.systems.zvm.syntax.ast_console import Wait

        if isinstance(command, Wait):
            ctx.clock.advance(command.seconds)
            after = self.settle()
            # .WAIT is zconsole's, not CP's: the screen shows only what arrived meanwhile.
            lines = self._stamped(render_all(after, ctx.emsg))
            return self._reply(text, before, lines, (), 0, False, bool(after), after)
        try:
            result = dispatch(command, ctx, words)
        except Exception as exc:  # a bug must never reach the user as a traceback
            error = said("HCP003E", module="ZCN", option=f"{type(exc).__name__} {exc}")
            return self._finish(text, before, echo, (error,), 999, True, False)
        rc = return_code(result.messages[0]) if result.refused and result.messages else 0
        return self._finish(text, before, echo, result.messages, rc, result.refused, result.changed)

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
        lines = self._stamped(echo + response)
        if not self.cp_read:
            ready = "Ready;" if rc == 0 else f"Ready({rc:05d});"
            lines.append(f"{ready} {READY_TIMES} {hhmmss(ctx.now())}")
        after = self.settle()
        lines += self._stamped(render_all(after, ctx.emsg))
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
        first = self._stamped(render_all(before, self.context.emsg))
        whole = (*first, *lines)
        self.log.extend(whole)
        return Reply(text, whole, response, rc, refused, changed or bool(before), (*before, *messages))

    def _stamped(self, lines: list[str]) -> list[str]:
        if not self.cp_read:
            return lines
        stamp = hhmmss(self.context.now())
        return [f"{stamp} {line}".rstrip() for line in lines]
