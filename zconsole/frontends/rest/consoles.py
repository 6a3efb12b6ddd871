"""Per-user machines and named consoles, with the solicited replies waiting for collection.

Each user has a machine of their own (a classroom must not see each other's CONFIGs); a
console name is a Session on that machine, sharing its clock and display numbering, with
its own queue of replies by key.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import attrs

from zconsole.messages import render_all
from zconsole.session import Session

NAME = re.compile(r"[A-Z@#$][A-Z0-9@#$]{1,7}")  # IBM: 2-8 characters, first not a digit
DEFAULT_NAME = "DEFCN"


@attrs.define(eq=False)
class Console:
    """One named console: replies not yet collected, by response key."""

    session: Session
    pending: dict[str, list[str]] = attrs.Factory(dict)


@attrs.define(eq=False)
class Workspace:
    """One user's machine and consoles."""

    first: Session
    consoles: dict[str, Console] = attrs.Factory(dict)

    def console(self, name: str) -> Console:
        found = self.consoles.get(name)
        if found is None:
            ctx = self.first.context
            session = Session(ctx.machine, ctx.clock, ctx.ids, ctx.parmlib) if self.consoles else self.first
            session.log = self.first.log  # one hardcopy log per machine, as a system has
            found = self.consoles[name] = Console(session)
        return found


@attrs.define(eq=False)
class Classroom:
    """All users' workspaces; ``make_session`` builds a fresh machine for a new user."""

    make_session: Callable[[], Session]
    workspaces: dict[str, Workspace] = attrs.Factory(dict)
    keys: itertools.count[int] = attrs.Factory(lambda: itertools.count(1))

    def workspace(self, user: str) -> Workspace:
        found = self.workspaces.get(user)
        if found is None:
            found = self.workspaces[user] = Workspace(self.make_session())
        return found

    def issue(self, user: str, console_name: str, command: str) -> tuple[str, list[str]]:
        """Run ``command`` on the user's console; returns the response key and the lines."""
        console = self.workspace(user).console(console_name)
        lines = render_all(console.session.submit(command).messages)
        key = f"C{next(self.keys):07d}"
        return key, lines

    def park(self, user: str, console_name: str, key: str, lines: list[str]) -> None:
        """Keep lines for a later GET solmsgs (async issue)."""
        self.workspace(user).console(console_name).pending[key] = lines

    def collect(self, user: str, console_name: str, key: str) -> list[str]:
        """New lines for ``key`` since the last collect, then nothing (drain semantics)."""
        workspace = self.workspaces.get(user)
        console = workspace.consoles.get(console_name) if workspace else None
        if console is None:
            return []
        return console.pending.pop(key, [])


def console_name(name: str, user: str) -> str | None:
    """The console a URL names: ``defcn`` is the user's own (first 6 characters + CN)."""
    upper = name.upper()
    if upper == DEFAULT_NAME:
        return user[:6] + "CN"
    return upper if NAME.fullmatch(upper) else None
