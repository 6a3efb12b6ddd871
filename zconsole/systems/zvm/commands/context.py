"""What a handler gets (the machine, who issues it, the clock) and gives back (a Result)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.console.ids import DisplayIds
from zconsole.systems.zvm.messages.said import Said, said

if TYPE_CHECKING:
    from zconsole.console.clock import ConsoleClock
    from zconsole.systems.zvm.model.machine import ZvmMachine


@attrs.define(eq=False)
class Context:
    """One console's view: the machine, the user logged on at it, its clock (and the
    display numbers and display-area flag every system's context has; CP uses neither)."""

    machine: ZvmMachine
    userid: str
    clock: ConsoleClock
    ids: DisplayIds = attrs.Factory(DisplayIds)
    display_area: bool = False

    @property
    def classes(self) -> str:
        entry = self.machine.directory.get(self.userid)
        return entry.classes if entry is not None else ""

    @property
    def cp_read(self) -> bool:
        """A console whose user IPLs nothing stays in CP READ (the OPERATOR console)."""
        entry = self.machine.directory.get(self.userid)
        return entry is None or not entry.ipl

    @property
    def emsg(self) -> str:
        """SET EMSG of the user at this console (ON while it is not logged on)."""
        guest = self.machine.guests.get(self.userid)
        return guest.emsg if guest is not None else "ON"

    @emsg.setter
    def emsg(self, mode: str) -> None:
        guest = self.machine.guests.get(self.userid)
        if guest is not None:
            guest.emsg = mode

    def now(self) -> dt.datetime:
        return self.clock.now()


@attrs.frozen
class Result:
    """What a command did: its messages; ``refused`` (nothing changed); ``changed``."""

    messages: tuple[Said, ...] = ()
    refused: bool = False
    changed: bool = False


def ok(*messages: Said, changed: bool = False) -> Result:
    return Result(messages, refused=False, changed=changed)


def refuse(key: str, **fields: object) -> Result:
    """A refusal: one error message, the machine untouched."""
    return Result((said(key, **fields),), refused=True)


def hhmmss(moment: dt.datetime) -> str:
    return f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"
