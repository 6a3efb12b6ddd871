"""Where the server's blocking work runs: worker threads in two lanes, off the event loop.

The light lane runs small commands and the info, log and detection services; the heavy
lane runs the big displays (limits.HEAVY_COMMANDS) and builds their streamed bodies, as
many at once as there are cores, so a crowd of them queues in its own lane instead of
taking every worker from light users. Plain executors: handing a call to one costs
about a third of what anyio's thread runner does (measured in bench/bench_rest.py), and
a server makes that hand-off on every request.

The work is Python: however many threads run it, one holds the interpreter at a time,
and each thread that wants it keeps the event loop (which needs it after every system
call) waiting longer. So a lane runs as many calls at once as there are cores
(Limits.light_lane: 40 users each sending HELP D kept a light user's D T waiting 102 ms
at p99 with 40 at once, 14-23 ms with 2-4; bench/bench_crowd.py), and the calls waiting
take turns by user (``_Lane``: fair
queueing by the CPU time each user's calls used), so a user of small commands is not
queued behind users of big ones; such a call may take one place more than the lane's
size (``AHEAD``) rather than wait for a big one to end.

While a heavy call runs, or light calls wait for a place, the interpreter switches
threads more often (``switching``, set by pacing.start): the event loop gives the
interpreter up for every system call it makes (a poll, a read, a send) and each time
waits a whole switch interval to get it back from a busy worker, several times a light
request.

A call may have a deadline (a user's command: ``Limits.command_deadline``): past it the
caller hears ``Overdue`` and answers its user, and the call, which no thread can stop,
runs on. In the light lane it runs on outside the lane's count, on a thread kept spare
for it, so a machine that is slow anyway (a command that never ends) costs its user an
answer, never the other users their lane. In the heavy lane it keeps its place: a big
display past its deadline is still rendering, with its CPU and memory, and the lane's
size is what bounds them.
"""

from __future__ import annotations

import asyncio
import functools
import heapq
import itertools
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

LIGHT_WORKERS = 2  # (Limits.light_lane: as many as cores)
# Threads kept beyond the light lane's size for calls past their deadline (``Overdue``): a
# thread cannot be stopped, so an overdue call keeps its thread and gives its place in
# the lane to the next call; past this many overdue at once, they keep their places (as
# the heavy lane's always do).
OVERDUE_SPARE = 64
# Places of the light lane beyond its size, for a call of a user of small commands (their
# last call used at most SMALL CPU seconds: D T takes 0.1-0.5 ms, HELP D 10 ms), first in
# the queue, when every place is taken: it waits for no big call to end.
AHEAD = 1
SMALL = 0.002
# Owners (users) whose virtual finishing time a lane remembers past the lane's own clock:
# past this many, those no later than the clock are forgotten (they start at the clock).
REMEMBERED = 256

_executors: dict[tuple[str, int], ThreadPoolExecutor] = {}


def _executor(name: str, threads: int) -> ThreadPoolExecutor:
    # one per lane and size in a process: applications built again (tests) share them
    found = _executors.get((name, threads))
    if found is None:
        found = ThreadPoolExecutor(threads, thread_name_prefix=f"zconsole-{name}")
        _executors[(name, threads)] = found
    return found


class Overdue(Exception):  # a state its caller answers (503), not a failure of the lane
    """A call ran past its deadline; ``future`` ends when it does (its thread runs on)."""

    def __init__(self, future: asyncio.Future[Any]) -> None:
        super().__init__("overdue")
        self.future = future


class _Lane:
    """One lane: its threads, and at most ``size`` calls running that are not overdue
    (at most ``spare`` overdue beside them). Waiting calls get their place in the order
    of start-time fair queueing by owner: a call's tag is the lane's virtual clock, or
    its owner's last call's tag plus the CPU seconds that call used if later (its
    thread's CPU time: the time it held its place counts the others' work too); the
    smallest tag goes first. A user whose calls take long queues behind one whose calls
    are short, whatever the order they came in; users alike take turns. A small call
    (``SMALL``) first in the queue may take one of ``ahead`` places more."""

    def __init__(self, name: str, size: int, spare: int, ahead: int = 0) -> None:
        self.executor = _executor(name, size + ahead + spare)
        self.size, self.spare, self.ahead = size, spare, ahead
        self.running = 0
        self.overdue = 0
        self.clock = 0.0
        # per owner: the virtual time its last call ended, and that call's CPU seconds
        self.owners: dict[str, tuple[float, float]] = {}
        self.waiting: list[tuple[float, int, asyncio.Future[None]]] = []
        self.arrivals = itertools.count()

    async def enter(self, owner: str | None) -> float:
        """Wait for a place; the call's tag."""
        known = self.owners.get(owner) if owner is not None else None
        tag = self.clock if known is None else max(self.clock, known[0])
        small = known is None or known[1] <= SMALL
        first = not self.waiting or tag <= self.waiting[0][0]
        if (self.running < self.size and not self.waiting) or (
                small and first and self.running < self.size + self.ahead):
            self.running += 1
            self.clock = max(self.clock, tag)
            return tag
        place: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (tag, next(self.arrivals), place))
        try:
            await place
        except BaseException:
            if place.done() and not place.cancelled():  # given a place just as it was cancelled
                self.running -= 1
                self._next()
            raise
        return tag

    def leave(self, owner: str | None, tag: float, cost: float) -> None:
        """A call gives its place up, having used ``cost`` CPU seconds."""
        if owner is not None:
            owners = self.owners
            known = owners.get(owner)
            owners[owner] = (max(known[0] if known else 0.0, tag + cost), cost)
            if len(owners) > REMEMBERED:
                for name in [name for name, (end, _) in owners.items() if end <= self.clock]:
                    del owners[name]
        self.running -= 1
        self._next()

    def charge(self, owner: str | None, cost: float) -> None:
        """An overdue call, out of the lane's count, ended having used ``cost`` CPU seconds."""
        known = self.owners.get(owner) if owner is not None else None
        if owner is not None and known is not None:
            self.owners[owner] = (known[0] + cost, cost)

    def _next(self) -> None:
        while self.waiting and self.running < self.size:
            tag, _, place = heapq.heappop(self.waiting)
            if place.done():  # its caller went away while waiting
                continue
            self.running += 1
            self.clock = max(self.clock, tag)
            place.set_result(None)


def _timed(used: list[float], func: Callable[..., T], *args: object) -> T:
    began = time.thread_time()
    try:
        return func(*args)
    finally:
        used[0] = time.thread_time() - began


class Lanes:
    """The two lanes; ``busy_heavy`` counts heavy calls running or queued; ``switching``
    is the interpreter's switch interval with no heavy call and with one (None: left
    alone, as in tests)."""

    def __init__(self, heavy: int, light: int = LIGHT_WORKERS) -> None:
        self._light = _Lane("light", light, OVERDUE_SPARE, AHEAD)
        # no spare place in the heavy lane: an overdue big display (still rendering, with
        # its CPU and memory) keeps its place, so no more than ``heavy`` ever run at once
        self._heavy = _Lane("heavy", heavy, 0)
        # per owner (a user): the gate their heavy calls pass one at a time, and how many
        # hold or wait for it (the gate goes when none does)
        self._owners: dict[str, tuple[asyncio.Lock, list[int]]] = {}
        self.busy_heavy = 0
        self.busy_light = 0  # light calls running or waiting
        self.switching: tuple[float, float] | None = None
        self._short = False

    @property
    def overdue(self) -> int:
        """Calls past their deadline still running, both lanes."""
        return self._light.overdue + self._heavy.overdue

    async def run(self, func: Callable[..., T], *args: object, heavy: bool = False,
                  deadline: float | None = None, owner: str | None = None) -> T:
        """``func(*args)`` on a worker of the lane; past ``deadline`` seconds, Overdue (the
        call runs on, out of the lane's count, and its result is the Overdue's future).
        ``owner`` (a user) takes turns with the other owners in the lane (``_Lane``).
        Heavy calls of one ``owner`` run one at a time: a user holds one place of the heavy
        lane at most (a user's streams are built outside their seat), the rest queue."""
        if not heavy:
            self.busy_light += 1
            if self.busy_light > self._light.size:
                self._switch()
            try:
                return await self._call(self._light, func, args, deadline, owner)
            finally:
                self.busy_light -= 1
                if self._short:
                    self._switch()
        if owner is not None:
            return await self._owned(owner, func, args, deadline)
        return await self._heavy_call(func, args, deadline, None)

    async def _heavy_call(self, func: Callable[..., T], args: tuple[object, ...], deadline: float | None,
                          owner: str | None) -> T:
        self.busy_heavy += 1
        self._switch()
        try:
            return await self._call(self._heavy, func, args, deadline, owner)
        finally:
            self.busy_heavy -= 1
            self._switch()

    def _switch(self) -> None:
        """The short switch interval while a heavy call runs or waits, or while light calls
        wait for a place (workers busy enough to keep the event loop waiting), else the
        usual one."""
        if self.switching is None:
            return
        short = self.busy_heavy > 0 or self.busy_light > self._light.size
        if short != self._short:
            self._short = short
            sys.setswitchinterval(self.switching[1] if short else self.switching[0])

    async def _owned(self, owner: str, func: Callable[..., T], args: tuple[object, ...],
                     deadline: float | None) -> T:
        gate, holders = self._owners.setdefault(owner, (asyncio.Lock(), [0]))
        holders[0] += 1
        try:
            async with gate:
                return await self._heavy_call(func, args, deadline, owner)
        finally:
            holders[0] -= 1
            if holders[0] == 0:
                del self._owners[owner]

    async def _call(self, lane: _Lane, func: Callable[..., T], args: tuple[object, ...],
                    deadline: float | None, owner: str | None) -> T:
        loop = asyncio.get_running_loop()
        tag = await lane.enter(owner)
        used = [0.0]  # the call's CPU seconds (its thread's), once it ends: its owner's cost
        future = loop.run_in_executor(lane.executor, functools.partial(_timed, used, func, *args))
        if deadline is None:
            try:
                return await future
            finally:
                lane.leave(owner, tag, used[0])
        try:
            result = await asyncio.wait_for(asyncio.shield(future), deadline)
        except TimeoutError:
            if lane.overdue < lane.spare:  # out of the lane's count, on a spare thread
                lane.overdue += 1
                lane.leave(owner, tag, 0.0)  # (its CPU time is charged when it ends)
                future.add_done_callback(lambda _: self._over(lane, owner, used[0]))
            else:  # no spare place: it keeps its own until it ends
                future.add_done_callback(lambda _: lane.leave(owner, tag, used[0]))
            raise Overdue(future) from None
        except BaseException:
            lane.leave(owner, tag, used[0])
            raise
        lane.leave(owner, tag, used[0])
        return result

    @staticmethod
    def _over(lane: _Lane, owner: str | None, cost: float) -> None:
        lane.overdue -= 1
        lane.charge(owner, cost)
