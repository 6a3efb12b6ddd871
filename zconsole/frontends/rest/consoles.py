"""Per-user machines and named consoles, with the solicited replies waiting for collection.

Each user has a machine of their own (a classroom must not see each other's CONFIGs); a
console name is a Session on that machine, sharing its clock and display numbering, with
its own queue of replies by key. Memory is bounded in bytes: everything kept for a user
(the console log, async replies, detections) is measured (kept.py) and held within
``Limits.user_bytes``, the oldest log entry or reply dropped first; replies nobody
collects also expire after ``response_age`` seconds or past ``responses_per_console``;
a collect of a dropped key is told so. Machines are held, least recently used first,
up to ``Limits.machines`` and for ``machine_idle`` seconds unused; a released machine
was saved after its last change (with --state) and comes back from its file.

The machine methods are not async: the application runs them on worker threads, one
command at a time per user (``Classroom.lock``), so a big display never stalls the
server's event loop and one user's commands stay in order. The bookkeeping of who holds
a machine (``lock``) runs on the event loop only.
"""

from __future__ import annotations

import asyncio
import collections
import itertools
import re
import time
from collections.abc import Callable

import attrs

from zconsole.console.session import Session
from zconsole.frontends.rest import errors, kept
from zconsole.frontends.rest.kept import Kept
from zconsole.frontends.rest.limits import Limits

NAME = re.compile(r"[A-Z@#$][A-Z0-9@#$]{1,7}")  # IBM: 2-8 characters, first not a digit
DEFAULT_NAME = "DEFCN"


class WorkspaceError(Exception):
    """A user's machine cannot be had (its saved state is damaged): one line, why."""


@attrs.frozen
class Reply:
    """An async reply waiting for its collect: the log's own Kept messages (kept once)."""

    messages: tuple[Kept, ...]
    born: float
    size: int
    seq: int  # the log sequence number of its response: ages compare with the log's


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
    pending_bytes: int = 0  # the async replies' size, all consoles

    def console(self, name: str, limits: Limits) -> Console:
        found = self.consoles.get(name)
        if found is None:
            if len(self.consoles) >= limits.consoles_per_user:
                raise errors.too_many_consoles(limits.consoles_per_user)
            session = self.first
            if self.consoles:
                ctx = self.first.context
                first = self.first
                session = Session(ctx.machine, ctx.clock, ctx.ids, None, first.on_change, first.system)
                # One Context for all of a user's consoles: a failed save puts the machine
                # back there, and every console must see it.
                session.context = ctx
                session.log = self.first.log  # one hardcopy log per machine, as a system has
            else:
                # A server keeps a user's machine for weeks: its log (which the user's
                # consoles share, and the file beside --state mirrors) is kept as text
                # whose memory is counted, within the user's byte budget.
                log = session.log
                log.compact, log.cost = kept.compactor(session.system), kept.cost
                log.max_bytes = limits.user_bytes
                log.bound(limits.log_entries_per_console)
            found = self.consoles[name] = Console(session)
        return found


@attrs.frozen
class Stuck:
    """A user's command past its deadline, still running: what it is, and since when."""

    doing: str
    since: float


@attrs.define(eq=False)
class Seat:
    """A user's place in the classroom: the lock their requests take turns on, how many
    requests hold or wait for it, and when it was last taken (machines are released
    least recently used first, and never while a request holds or waits for them).

    An asyncio lock: taking a free one costs nothing, where anyio's always yields to the
    event loop once (a fifth of a ``D ASM`` request's own time)."""

    lock: asyncio.Lock = attrs.Factory(asyncio.Lock)
    used: float = 0.0
    inside: int = 0

    async def __aenter__(self) -> None:
        self.inside += 1
        try:
            await self.lock.acquire()
        except BaseException:
            self.inside -= 1
            raise

    async def __aexit__(self, *exc: object) -> None:
        self.lock.release()
        self.inside -= 1


@attrs.define(eq=False)
class Classroom:
    """All users' workspaces; ``make_session(user)`` builds (or restores) a user's machine
    and may raise WorkspaceError. ``held_elsewhere(user)`` is what other stores keep for
    the user (detections), counted in their budget; ``released`` hears of every machine
    let go."""

    make_session: Callable[[str], Session]
    limits: Limits = attrs.Factory(Limits)
    now: Callable[[], float] = time.monotonic
    workspaces: dict[str, Workspace] = attrs.Factory(dict)
    keys: itertools.count[int] = attrs.Factory(lambda: itertools.count(1))
    seats: collections.OrderedDict[str, Seat] = attrs.Factory(collections.OrderedDict)
    held_elsewhere: Callable[[str], int] = lambda user: 0
    released: list[Callable[[str], None]] = attrs.Factory(list)
    # users whose command ran past its deadline and runs on (turns.py): their seat is held
    stuck: dict[str, Stuck] = attrs.Factory(dict)

    def lock(self, user: str) -> Seat:
        """The user's lock (event-loop side): every call below for ``user`` holds it, so one
        command runs at a time on a machine, in the order the requests came. Machines idle
        too long, or the least recently used idle one when all places are taken, are let go.
        A user whose command runs past its deadline is answered 503 at once until it ends."""
        now = self.now()
        if self.stuck:
            found = self.stuck.get(user)
            if found is not None:
                raise errors.machine_stuck(found.doing, now - found.since)
        self._release(now, user)
        seat = self.seats.get(user)
        if seat is None:
            if len(self.seats) >= self.limits.machines:
                raise errors.too_many_users(self.limits.machines)
            seat = self.seats[user] = Seat()
        seat.used = now
        self.seats.move_to_end(user)
        return seat

    def _release(self, now: float, coming: str) -> None:
        seats = self.seats
        full = coming not in seats and len(seats) >= self.limits.machines
        if not full and seats and now - next(iter(seats.values())).used < self.limits.machine_idle:
            return  # the least recently used is not idle: none is (the loop below would stop at once)
        for user, seat in list(seats.items()):  # least recently used first
            idle = now - seat.used >= self.limits.machine_idle
            if not (idle or full):
                break
            if seat.inside:
                continue  # in use: a request holds it or waits for it
            del self.seats[user]
            self.workspaces.pop(user, None)
            for hear in self.released:
                hear(user)
            full = False

    def workspace(self, user: str) -> Workspace:
        """The user's workspace (built on first use: call from a worker thread)."""
        found = self.workspaces.get(user)
        if found is None:
            try:
                found = self.workspaces[user] = Workspace(self.make_session(user))
            except WorkspaceError as exc:
                raise errors.state_damaged(str(exc)) from None
        return found

    def issue(self, user: str, console_name: str, command: str) -> tuple[str, tuple[Kept, ...], int]:
        """Run ``command`` on the user's console; returns the response key, the reply's
        messages (as the log keeps them) and the log sequence number of the response."""
        workspace = self.workspace(user)
        session = workspace.console(console_name, self.limits).session
        before = session.log.next_seq
        outcome = session.submit(command)
        # the log keeps the reply as text: the message values go, a slice at a time
        parts = kept.loosen(outcome.messages)
        del outcome
        kept.free(parts)
        last = session.log.last
        found: tuple[Kept, ...] = ()
        seq = before
        if last is not None and last.seq > before and last.kind == "response":
            found, seq = tuple(m for m in last.messages if isinstance(m, Kept)), last.seq
        key = f"C{next(self.keys):07d}"
        self.trim(user, workspace)
        return key, found, seq

    def park(self, user: str, console_name: str, key: str, messages: tuple[Kept, ...], seq: int) -> None:
        """Keep a reply for a later GET solmsgs (async issue), within the limits."""
        workspace = self.workspace(user)
        console = workspace.console(console_name, self.limits)
        reply = Reply(messages, self.now(), kept.size_of(messages) + kept.ENTRY_OVERHEAD, seq)
        console.pending[key] = reply
        workspace.pending_bytes += reply.size
        self._expire(workspace)
        self.trim(user, workspace)

    def collect(self, user: str, console_name: str, key: str) -> tuple[Kept, ...]:
        """The reply for ``key`` the first time, then nothing (drain semantics); raises
        ApiError for a key that expired or was dropped."""
        workspace = self.workspaces.get(user)
        console = workspace.consoles.get(console_name) if workspace else None
        if workspace is None or console is None:
            return ()
        self._expire(workspace)
        reply = console.pending.pop(key, None)
        if reply is not None:
            workspace.pending_bytes -= reply.size
            return reply.messages
        if key in console.expired:
            raise errors.response_expired(key, int(self.limits.response_age),
                                          self.limits.responses_per_console)
        return ()

    def held(self, user: str, workspace: Workspace) -> int:
        """Bytes kept for ``user``: the log, the async replies and what others hold."""
        return workspace.first.log.bytes + workspace.pending_bytes + self.held_elsewhere(user)

    def trim(self, user: str, workspace: Workspace) -> None:
        """Within the user's byte budget: drop the oldest log entry or async reply first."""
        log = workspace.first.log
        while self.held(user, workspace) > self.limits.user_bytes:
            oldest_log = log.oldest_seq()
            waiting = [(next(iter(c.pending.values())).seq, c)
                       for c in workspace.consoles.values() if c.pending]
            oldest_reply = min(waiting, key=lambda item: item[0]) if waiting else None
            if oldest_reply is not None and (oldest_log is None or oldest_reply[0] <= oldest_log):
                self._drop(workspace, oldest_reply[1], next(iter(oldest_reply[1].pending)))
            elif oldest_log is not None:
                log.drop_oldest()
            else:
                break  # only what others hold is left; they bound it themselves

    def _expire(self, workspace: Workspace) -> None:
        limits, cutoff = self.limits, self.now() - self.limits.response_age
        for console in workspace.consoles.values():
            while console.pending:
                key, reply = next(iter(console.pending.items()))
                if reply.born > cutoff and len(console.pending) <= limits.responses_per_console:
                    break
                self._drop(workspace, console, key)

    def _drop(self, workspace: Workspace, console: Console, key: str) -> None:
        workspace.pending_bytes -= console.pending.pop(key).size
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
