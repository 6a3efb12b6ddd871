"""Session: the one facade every front end uses - text in, an Outcome of messages out."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.console.clock import ConsoleClock
from zconsole.console.hardcopy import Hardcopy
from zconsole.console.ids import DisplayIds

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

    from zconsole.console.message import Message
    from zconsole.console.system import Context, System


@attrs.frozen
class Outcome:
    """What one submitted line produced.

    ``messages`` are frozen message values (the system's ``render_all`` gives their lines);
    ``refused`` is True when the line was rejected or the request refused, in which case
    the machine is unchanged; ``changed`` is True when the machine's state changed.
    """

    text: str
    messages: tuple[Message, ...]
    refused: bool = False
    changed: bool = False
    ended: bool = False  # .QUIT: the front end should close this console


class Session:
    """A console attached to one machine of one system, with its own clock and display
    numbering. ``system`` defaults to z/OS (the registry's default)."""

    def __init__(
        self,
        machine: Any,
        clock: ConsoleClock | None = None,
        ids: DisplayIds | None = None,
        parmlib: Path | None = None,
        on_change: Callable[[Session], None] | None = None,
        system: System | None = None,
        user: str | None = None,
    ) -> None:
        if system is None:
            from zconsole.systems.registry import DEFAULT, system_named

            system = system_named(DEFAULT)
        self.system = system
        # ``user``: who is logged on at the console, where a console is a user's (--user;
        # z/VM); ValueError from the system if it cannot seat that user.
        self.context: Context = system.context(machine, clock or ConsoleClock(), ids or DisplayIds(), parmlib,
                                               user=user)
        # Called after every command that changed the machine (--state saves it there).
        self.on_change = on_change
        # Everything this console wrote, in order: the shell, --log and the REST log read it.
        self.log = Hardcopy()

    @property
    def machine(self) -> Any:
        return self.context.machine

    def submit(self, text: str) -> Outcome:
        """Run one console line. Never raises for anything the user typed.

        Unsolicited messages that came due before or because of the command (a drain
        finishing, say) are part of the outcome, in the order they were written.
        """
        now = self.context.clock.now()
        self.log.write(now, "command", (), text)
        outcome = self._submit(text)
        if outcome.messages:
            self.log.write(self.context.clock.now(), "response", outcome.messages)
        return outcome

    def tick(self) -> tuple[Message, ...]:
        """Let the machine run up to the console clock's time; return the unsolicited
        messages that came due (also written to the log). Front ends with a running
        clock call this between commands, so messages arrive without a keystroke."""
        messages = self._settle()
        if messages:
            self.log.write(self.context.clock.now(), "unsolicited", messages)
            if self.on_change is not None:
                self.on_change(self)
        return messages

    def _submit(self, text: str) -> Outcome:
        on_change = self.on_change  # (set when the session is made: no command sets it)
        marks = self._marks() if on_change is not None else ()  # only a saving session compares
        before = self._settle()
        try:
            result = self.system.run(text, self.context)
        except Exception as exc:  # a bug must never reach the operator as a traceback
            return Outcome(text, (*before, self.system.internal_error(exc)), refused=True)
        after = self._settle()  # e.g. .CLOCK +10 lets a page move finish now
        outcome = Outcome(
            text,
            (*before, *result.messages, *after),
            refused=result.refused,
            changed=result.changed or bool(before) or bool(after),
            ended=result.ended,
        )
        if on_change is not None and (outcome.changed or self._marks() != marks):
            on_change(self)  # before the reply is shown: an acknowledged change is saved
        return outcome

    def _marks(self) -> tuple[object, ...]:
        """Console state outside the machine that a saved state also keeps."""
        clock = self.context.clock
        return (self.context.ids.next_id, clock.frozen, clock.offset)

    def _settle(self) -> tuple[Message, ...]:
        """Run the machine up to the console's time; what it said on the way."""
        return self.system.settle(self.context, self.context.clock.now())
