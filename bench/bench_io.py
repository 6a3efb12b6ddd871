"""Benchmark: the 65,280-device machine in process - building it, its memory at rest, and
the displays and changes over it.

Run alone with `python bench/bench_io.py`; `run()` returns (metric, value) rows.
"""

from __future__ import annotations

import gc
import statistics
import time
import tracemalloc

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.system import BUILTIN_MACHINES


def _timed(func: object, repeat: int) -> tuple[float, int]:
    """Median seconds over ``repeat`` calls and peak traced memory of one call."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    func()  # type: ignore[operator]
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return statistics.median(times), peak


def _at_rest() -> int:
    """Bytes the large machine's I/O configuration holds once built (traced allocations)."""
    gc.collect()
    tracemalloc.start()
    machine = BUILTIN_MACHINES["large"]()
    io = machine.io
    gc.collect()
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del io, machine
    return held


def run(quick: bool = False) -> list[tuple[str, str]]:
    repeat = 2 if quick else 5
    build_s, build_peak = _timed(lambda: BUILTIN_MACHINES["large"]().io, repeat)
    rows = [("65,280-device machine: build", f"{build_s * 1000:.1f} ms, peak {build_peak / 2**20:.1f} MiB"),
            ("65,280-device machine: memory at rest", f"{_at_rest() / 2**20:.2f} MiB")]
    session = Session(BUILTIN_MACHINES["large"](), ConsoleClock())
    for command in ("D M=DEV", "D M=CHP", "D M=CHP(42)", "D M=DEV(7800)", "D U", "D U,,,FE00,16", "D M",
                    "CF CHP(41),OFFLINE", "CF CHP(41),ONLINE", "V PATH(7800,42),OFFLINE", "D M=CU(7800)"):
        seconds, peak = _timed(lambda c=command: render_all(session.submit(c).messages), repeat)
        lines = len(render_all(session.submit(command).messages))
        rows.append((f"65,280 devices: `{command}` ({lines} lines)",
                     f"{seconds * 1000:.1f} ms, peak {peak / 2**20:.1f} MiB"))
    return rows


if __name__ == "__main__":
    for metric, value in run():
        print(f"{metric}: {value}")
