"""What a handler gets (the machine, the clock) and gives back (a Result)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.console.ids import DisplayIds
from zconsole.systems.vse.messages.said import Said, said

if TYPE_CHECKING:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.vse.model.machine import VseMachine


@attrs.define(eq=False)
class Context:
    """The console: the machine, its clock (and the display numbers every system's context
    has; VSE's console uses none)."""

    machine: VseMachine
    clock: ConsoleClock
    ids: DisplayIds = attrs.Factory(DisplayIds)
    display_area: bool = False

    def now(self) -> dt.datetime:
        return self.clock.now()


@attrs.frozen
class Result:
    """What a command did: its messages; ``refused`` (nothing changed); ``changed``;
    ``after``: what a partition's program says once the attention routine is READY."""

    messages: tuple[Said, ...] = ()
    refused: bool = False
    changed: bool = False
    after: tuple[Said, ...] = ()


def ok(*messages: Said, changed: bool = False, after: tuple[Said, ...] = ()) -> Result:
    return Result(messages, refused=False, changed=changed, after=after)


def refuse(key: str, **fields: object) -> Result:
    """A refusal: one message, the machine untouched."""
    return Result((said(key, **fields),), refused=True)
