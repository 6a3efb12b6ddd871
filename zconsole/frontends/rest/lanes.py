"""Where the server's blocking work runs: worker threads in two lanes, off the event loop.

The light lane runs small commands and the info, log and detection services; the heavy
lane runs the big displays (limits.HEAVY_COMMANDS) and builds their streamed bodies, as
many at once as there are cores, so a crowd of them queues in its own lane instead of
taking every worker from light users. Plain executors: handing a call to one costs
about a third of what anyio's thread runner does (measured in bench/bench_rest.py), and
a server makes that hand-off on every request.

While a heavy call runs, the interpreter switches threads more often (``switching``, set
by pacing.start): the event loop gives the interpreter up for every system call it makes
(a poll, a read, a send) and each time waits a whole switch interval to get it back from
the worker rendering, several times a light request.

A call may have a deadline (a user's command: ``Limits.command_deadline``): past it the
caller hears ``Overdue`` and answers its user, and the call, which no thread can stop,
runs on outside the lane's count, on a thread kept spare for it. So a machine that is
slow anyway (a command that never ends) costs its user an answer, never the other users
their lane.
"""

from __future__ import annotations

import asyncio
import functools
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

LIGHT_WORKERS = 40  # as many as Starlette's own thread pool has
# Threads kept beyond each lane's size for calls past their deadline (``Overdue``): a
# thread cannot be stopped, so an overdue call keeps its thread and gives its place in
# the lane to the next call; past this many overdue at once, they keep their places.
OVERDUE_SPARE = 64

_executors: dict[tuple[str, int], ThreadPoolExecutor] = {}


def _executor(name: str, workers: int) -> ThreadPoolExecutor:
    # one per lane and size in a process: applications built again (tests) share them
    found = _executors.get((name, workers))
    if found is None:
        found = ThreadPoolExecutor(workers + OVERDUE_SPARE, thread_name_prefix=f"zconsole-{name}")
        _executors[(name, workers)] = found
    return found


class Overdue(Exception):  # a state its caller answers (503), not a failure of the lane
    """A call ran past its deadline; ``future`` ends when it does (its thread runs on)."""

    def __init__(self, future: asyncio.Future[Any]) -> None:
        super().__init__("overdue")
        self.future = future


class _Lane:
    """One lane: its threads, and at most ``size`` calls running that are not overdue."""

    def __init__(self, name: str, size: int) -> None:
        self.executor = _executor(name, size)
        self.slots = asyncio.Semaphore(size)
        self.overdue = 0


class Lanes:
    """The two lanes; ``busy_heavy`` counts heavy calls running or queued; ``switching``
    is the interpreter's switch interval with no heavy call and with one (None: left
    alone, as in tests)."""

    def __init__(self, heavy: int, light: int = LIGHT_WORKERS) -> None:
        self._light = _Lane("light", light)
        self._heavy = _Lane("heavy", heavy)
        # per owner (a user): the gate their heavy calls pass one at a time, and how many
        # hold or wait for it (the gate goes when none does)
        self._owners: dict[str, tuple[asyncio.Lock, list[int]]] = {}
        self.busy_heavy = 0
        self.switching: tuple[float, float] | None = None

    @property
    def overdue(self) -> int:
        """Calls past their deadline still running, both lanes."""
        return self._light.overdue + self._heavy.overdue

    async def run(self, func: Callable[..., T], *args: object, heavy: bool = False,
                  deadline: float | None = None, owner: str | None = None) -> T:
        """``func(*args)`` on a worker of the lane; past ``deadline`` seconds, Overdue (the
        call runs on, out of the lane's count, and its result is the Overdue's future).
        Heavy calls of one ``owner`` run one at a time: a user holds one place of the heavy
        lane at most (a user's streams are built outside their seat), the rest queue."""
        if not heavy:
            return await self._call(self._light, func, args, deadline)
        if owner is not None:
            return await self._owned(owner, func, args, deadline)
        self.busy_heavy += 1
        if self.busy_heavy == 1 and self.switching is not None:
            sys.setswitchinterval(self.switching[1])
        try:
            return await self._call(self._heavy, func, args, deadline)
        finally:
            self.busy_heavy -= 1
            if self.busy_heavy == 0 and self.switching is not None:
                sys.setswitchinterval(self.switching[0])

    async def _owned(self, owner: str, func: Callable[..., T], args: tuple[object, ...],
                     deadline: float | None) -> T:
        gate, holders = self._owners.setdefault(owner, (asyncio.Lock(), [0]))
        holders[0] += 1
        try:
            async with gate:
                return await self.run(func, *args, heavy=True, deadline=deadline)
        finally:
            holders[0] -= 1
            if holders[0] == 0:
                del self._owners[owner]

    async def _call(self, lane: _Lane, func: Callable[..., T], args: tuple[object, ...],
                    deadline: float | None) -> T:
        loop = asyncio.get_running_loop()
        await lane.slots.acquire()
        future = loop.run_in_executor(lane.executor, functools.partial(func, *args))
        if deadline is None:
            try:
                return await future
            finally:
                lane.slots.release()
        try:
            result = await asyncio.wait_for(asyncio.shield(future), deadline)
        except TimeoutError:
            if lane.overdue >= OVERDUE_SPARE:  # no spare thread left: it keeps its place
                await asyncio.wait([future])
                lane.slots.release()
                return future.result()
            lane.overdue += 1
            lane.slots.release()
            future.add_done_callback(lambda _: self._over(lane))
            raise Overdue(future) from None
        except BaseException:
            lane.slots.release()
            raise
        lane.slots.release()
        return result

    @staticmethod
    def _over(lane: _Lane) -> None:
        lane.overdue -= 1
