"""The cyclic garbage collector paced for a server, so a big display never stops the others.

Measured (``D M=DEV(0000-FFFF)`` on ``--machine large``): the display makes over a million
tracked objects that live while it renders; CPython's automatic full collections walked
them again and again, each stopping every thread (the event loop included) for 120-400
ms. So ``zconsole serve`` turns automatic full collections off (young ones still run: their
walk is bounded by the thresholds) and runs them itself: every ``Limits.gc_every`` seconds,
when no big display is rendering (or at the latest after ``gc_defer`` seconds), it
collects and then freezes what survived, so the next collection walks only objects made
since. Every ``gc_full_every`` seconds it unfreezes first, so cycles among old objects (a
released machine's) are reclaimed too: that one collection walks the whole heap.
"""

from __future__ import annotations

import gc
import sys
import time

import anyio

from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits

NO_AUTOMATIC_FULL = 1_000_000_000  # gc threshold 2: full collections only when we run them


def start(limits: Limits, lanes: Lanes) -> None:
    """At server start: what was imported and built so far is not collected again; the
    interpreter switches threads more often than its default 5 ms, and more often still
    while a big display renders (lanes.py), so a light request waits less for it."""
    sys.setswitchinterval(limits.switch_interval)
    lanes.switching = (limits.switch_interval, limits.heavy_switch_interval)
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, NO_AUTOMATIC_FULL)


async def pace(limits: Limits, lanes: Lanes) -> None:
    """Run for ever on the event loop: the paced collections."""
    last_full = last = time.monotonic()
    while True:
        await anyio.sleep(limits.gc_every)
        now = time.monotonic()
        if lanes.busy_heavy and now - last < limits.gc_defer:
            continue  # a big display is rendering: its objects are alive, walking them is waste
        if now - last_full >= limits.gc_full_every:
            gc.unfreeze()
            last_full = now
        gc.collect()
        gc.freeze()
        last = time.monotonic()
