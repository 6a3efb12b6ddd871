"""The logon screen: user, password (not displayed) and, if wanted, a drill; Enter to log
on, PF3 to leave.

zconsole's own panel (INFERRED: a classroom logon, in the spirit of a VTAM USS screen);
users and passwords are the REST server's (users.py). After the logon the user's own
machine is opened, the one their REST console and drills use.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import attrs

from zconsole.frontends.rest.limits import LoginThrottle
from zconsole.frontends.rest.users import Users
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.screen import Field, Panel, row_fields
from zconsole.frontends.tn3270.server import Screen

USER_ROW, PASSWORD_ROW, DRILL_ROW, LABEL_WIDTH, INPUT_WIDTH = 5, 6, 7, 14, 32
TRIES = 3  # wrong passwords on one connection before it is closed


class LogonRefused(Exception):
    """The user may not have a console now (one line: why, shown on the logon screen)."""


Opener = Callable[[str, Terminal, str], Awaitable[Screen]]  # user, terminal, drill name or ""


def labelled(row: int, cols: int, label: str, name: str, hidden: bool = False) -> list[Field]:
    """A label, an input field and the rest of the line, protected."""
    start = LABEL_WIDTH + 1
    rest = start + INPUT_WIDTH + 1
    return [Field(row, 0, LABEL_WIDTH, label),
            Field(row, start, INPUT_WIDTH, "", protected=False, hidden=hidden, name=name,
                  colour=None if hidden else "turquoise"),
            Field(row, rest, cols - 1 - rest, "")]


@attrs.define(eq=False)
class LogonScreen:
    """Who is at the terminal."""

    users: Users
    opener: Opener
    terminal: Terminal
    system: str
    throttle: LoginThrottle | None = None
    address: str = ""
    message: str = ""
    failures: int = 0

    def panel(self) -> Panel:
        rows, cols = self.terminal.rows, self.terminal.cols
        lines = {1: ("ZCONSOLE 3270 CONSOLE", "white"),
                 3: (f"SYSTEM {self.system}   TERMINAL {self.terminal.type} {rows}X{cols}", "green"),
                 9: ("ENTER: LOG ON (WITH A DRILL NAME: THAT DRILL)   PF3: DISCONNECT", "blue"),
                 rows - 1: (self.message, "red")}
        fields: list[Field] = []
        for row in range(rows):
            if row == USER_ROW:
                fields += labelled(row, cols, " USERID   ===>", "user")
            elif row == PASSWORD_ROW:
                fields += labelled(row, cols, " PASSWORD ===>", "password", hidden=True)
            elif row == DRILL_ROW:
                fields += labelled(row, cols, " DRILL    ===>", "drill")
            else:
                text, colour = lines.get(row, ("", "green"))
                fields.append(row_fields(row, cols, f" {text}" if text else "", colour=colour,
                                         intensified=colour in ("white", "red")))
        return Panel(rows, cols, tuple(fields), (USER_ROW, LABEL_WIDTH + 2), alarm=bool(self.message))

    async def attention(self, given: ds.Input) -> Screen | None:
        if given.aid == "PF3":
            return None
        if given.aid != "ENTER":
            self.message = ""
            return self
        typed = self.panel().read(given)
        user, password = typed.get("user", "").strip(), typed.get("password", "").strip()
        if not user:
            self.message = "ENTER YOUR USERID"
            return self
        wait = self.throttle.refused(user.upper()[:64], self.address) if self.throttle else 0
        if wait:  # too many wrong passwords lately, for this user or from this address
            self.message = f"TOO MANY FAILED LOGONS - TRY AGAIN IN {wait} SECONDS"  # INFERRED
            return self
        found = self.users.verify(user, password)
        if found is None:
            if self.throttle is not None:
                self.throttle.failed(user.upper()[:64], self.address)
            self.failures += 1
            if self.failures >= TRIES:
                return None
            self.message = "USERID OR PASSWORD NOT VALID"
            return self
        try:
            return await self.opener(found, self.terminal, typed.get("drill", "").strip())
        except LogonRefused as exc:
            self.message = str(exc)[: self.terminal.cols - 2]
            return self

    async def refresh(self) -> Screen:
        return self
