"""Per-user machines and named consoles, with the solicited replies waiting for collection.

Each user has a machine of their own (a classroom must not see each other's CONFIGs); a
console name is a Session on that machine, sharing its clock and display numbering, with
its own queue of replies by key. Memory is bounded: replies nobody collects expire after
``Limits.response_age`` seconds, and past ``responses_per_console`` (or the per-user byte
budget) the oldest are dropped; a collect of a dropped key is told so.

Nothing here is async: the application runs these methods on worker threads, one
command at a time per user (``Workspace.lock``), so a big display never stalls the
server's event loop and one user's commands stay in order.
"""

from __future__ import annotations

import collections
import itertools
import re
import time
from collections.abc import Callable

import anyio
import attrs

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.limits import Limits
from zconsole.hardcopy import Hardcopy
from zconsole.messages import render_all
from zconsole.session import Session

NAME = re.compile(r"[A-Z@#$][A-Z0-9@#$]{1,7}")  # IBM: 2-8 characters, first not a digit
DEFAULT_NAME = "DEFCN"


class WorkspaceError(Exception):
    """A user's machine cannot be had (its saved state is damaged): one line, why."""


@attrs.frozen
class Reply:
    """An async reply waiting for its collect."""

    lines: tuple[str, ...]
    born: float
    size: int


@attrs.define(eq=False)
class Console:
    """One named console: replies not yet collected, oldest first, and recently dropped keys."""

    session: Session
    pending: collections.OrderedDict[str, Reply] = attrs.Factory(collections.OrderedDict)
    expired: collections.OrderedDict[str, None] = attrs.Factory(collections.OrderedDict)


@attrs.define(eq=False)
class Workspace:
    """One user's machine and consoles."""

    first: Session
    consoles: dict[str, Console] = attrs.Factory(dict)

    def console(self, name: str, limits: Limits) -> Console:
        found = self.consoles.get(name)
        if found is None:
            if len(self.consoles) >= limits.consoles_per_user:
                raise errors.too_many_consoles(limits.consoles_per_user)
            session = self.first
            if self.consoles:
                ctx = self.first.context
                session = Session(ctx.machine, ctx.clock, ctx.ids, ctx.parmlib, self.first.on_change)
                # One Context for all of a user's consoles: a failed save puts the machine
                # back there, and every console must see it.
                session.context = ctx
            # A server keeps a user's consoles for weeks: each one's log is kept short.
            session.log = Hardcopy(limits.log_entries_per_console)
            found = self.consoles[name] = Console(session)
        return found

    def sessions(self) -> list[Session]:
        return [self.first, *(c.session for c in self.consoles.values() if c.session is not self.first)]


@attrs.define(eq=False)
class Classroom:
    """All users' workspaces; ``make_session(user)`` builds (or restores) a user's machine
    and may raise WorkspaceError."""

    make_session: Callable[[str], Session]
    limits: Limits = attrs.Factory(Limits)
    now: Callable[[], float] = time.monotonic
    workspaces: dict[str, Workspace] = attrs.Factory(dict)
    keys: itertools.count[int] = attrs.Factory(lambda: itertools.count(1))
    locks: dict[str, anyio.Lock] = attrs.Factory(dict)

    def lock(self, user: str) -> anyio.Lock:
        """The user's lock (event-loop side): every call below for ``user`` holds it, so one
        command runs at a time on a machine, in the order the requests came."""
        found = self.locks.get(user)
        if found is None:
            if len(self.locks) >= self.limits.max_users:  # bounded, like the workspaces
                raise errors.too_many_users(self.limits.max_users)
            found = self.locks[user] = anyio.Lock()
        return found

    def workspace(self, user: str) -> Workspace:
        """The user's workspace (built on first use: call from a worker thread)."""
        found = self.workspaces.get(user)
        if found is None:
            if len(self.workspaces) >= self.limits.max_users:
                raise errors.too_many_users(self.limits.max_users)
            try:
                found = self.workspaces[user] = Workspace(self.make_session(user))
            except WorkspaceError as exc:
                raise errors.state_damaged(str(exc)) from None
        return found

    def issue(self, user: str, console_name: str, command: str) -> tuple[str, list[str]]:
        """Run ``command`` on the user's console; returns the response key and the lines."""
        console = self.workspace(user).console(console_name, self.limits)
        lines = render_all(console.session.submit(command).messages)
        key = f"C{next(self.keys):07d}"
        return key, lines

    def park(self, user: str, console_name: str, key: str, lines: list[str]) -> None:
        """Keep lines for a later GET solmsgs (async issue), within the limits."""
        workspace = self.workspace(user)
        console = workspace.console(console_name, self.limits)
        console.pending[key] = Reply(tuple(lines), self.now(), sum(len(line) + 1 for line in lines))
        self._expire(workspace)

    def collect(self, user: str, console_name: str, key: str) -> list[str]:
        """New lines for ``key`` since the last collect, then nothing (drain semantics);
        raises ApiError for a key that expired or was dropped."""
        workspace = self.workspaces.get(user)
        console = workspace.consoles.get(console_name) if workspace else None
        if workspace is None or console is None:
            return []
        self._expire(workspace)
        reply = console.pending.pop(key, None)
        if reply is not None:
            return list(reply.lines)
        if key in console.expired:
            raise errors.response_expired(key, int(self.limits.response_age),
                                          self.limits.responses_per_console)
        return []

    def _expire(self, workspace: Workspace) -> None:
        limits, cutoff = self.limits, self.now() - self.limits.response_age
        for console in workspace.consoles.values():
            while console.pending:
                key, reply = next(iter(console.pending.items()))
                if reply.born > cutoff and len(console.pending) <= limits.responses_per_console:
                    break
                self._drop(console, key)
        # the user's byte budget: drop the oldest replies of any console
        held = sorted(((r.born, k, c) for c in workspace.consoles.values() for k, r in c.pending.items()),
                      key=lambda item: (item[0], item[1]))  # keys count up: ties go by age too
        total = sum(c.pending[k].size for _, k, c in held)
        for _, key, console in held:
            if total <= limits.response_bytes_per_user:
                break
            total -= console.pending[key].size
            self._drop(console, key)

    def _drop(self, console: Console, key: str) -> None:
        del console.pending[key]
        console.expired[key] = None
        while len(console.expired) > self.limits.expired_keys_remembered:
            console.expired.popitem(last=False)


def console_name(name: str, user: str) -> str | None:
    """The console a URL names: ``defcn`` is the user's own (first 6 characters + CN).
    ASCII only: ``str.upper`` would fold some letters (the long s) into ASCII ones."""
    if not name.isascii():
        return None
    upper = name.upper()
    if upper == DEFAULT_NAME:
        return user[:6] + "CN"
    return upper if NAME.fullmatch(upper) else None
