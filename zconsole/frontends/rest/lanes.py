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
"""

from __future__ import annotations

import asyncio
import functools
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

LIGHT_WORKERS = 40  # as many as Starlette's own thread pool has

_executors: dict[tuple[str, int], ThreadPoolExecutor] = {}


def _executor(name: str, workers: int) -> ThreadPoolExecutor:
    # one per lane and size in a process: applications built again (tests) share them
    found = _executors.get((name, workers))
    if found is None:
        found = ThreadPoolExecutor(workers, thread_name_prefix=f"zconsole-{name}")
        _executors[(name, workers)] = found
    return found


class Lanes:
    """The two lanes; ``busy_heavy`` counts heavy calls running or queued; ``switching``
    is the interpreter's switch interval with no heavy call and with one (None: left
    alone, as in tests)."""

    def __init__(self, heavy: int) -> None:
        self.light = _executor("light", LIGHT_WORKERS)
        self.heavy = _executor("heavy", heavy)
        self.busy_heavy = 0
        self.switching: tuple[float, float] | None = None

    async def run(self, func: Callable[..., T], *args: object, heavy: bool = False) -> T:
        loop = asyncio.get_running_loop()
        if not heavy:
            return await loop.run_in_executor(self.light, functools.partial(func, *args))
        self.busy_heavy += 1
        if self.busy_heavy == 1 and self.switching is not None:
            sys.setswitchinterval(self.switching[1])
        try:
            return await loop.run_in_executor(self.heavy, functools.partial(func, *args))
        finally:
            self.busy_heavy -= 1
            if self.busy_heavy == 0 and self.switching is not None:
                sys.setswitchinterval(self.switching[0])
