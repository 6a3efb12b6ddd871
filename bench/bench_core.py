"""Benchmark: in-process throughput of a mixed workload, and one-shot start-up.

`zconsole -c "D ASM"` is timed against `python3 -c "import lark, attrs"` in the same run
(the floor its own dependencies set). Run alone: `python bench/bench_core.py`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from zconsole.messages import render_all
from zconsole.model.clock import ConsoleClock
from zconsole.model.machine import Machine
from zconsole.session import Session

WORKLOAD = (
    "D ASM", "D ASM,SCM", "D M=SCM", "D M=SCM(DETAIL)", "CF SCM(16G),ONLINE", "CF SCM(16G),OFFLINE",
    "D M=DEV(7800)", "D M=CHP(42),PATHINFO", "V PATH(7800,42),OFFLINE", "V PATH(7800,42),ONLINE",
    "XYZ", "D ASM,FOO", "CF SCM(17G),ON", "D M=CU(7800)",
)
ZCONSOLE = os.path.join(os.path.dirname(sys.executable), "zconsole")


def throughput(seconds: float) -> float:
    session = Session(Machine.default(), ConsoleClock())
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for command in WORKLOAD:
            render_all(session.submit(command).messages)
        count += len(WORKLOAD)
    return count / (time.perf_counter() - start)


def wall(argv: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run(quick: bool = False) -> list[tuple[str, str]]:
    runs = 7 if quick else 25
    wall([ZCONSOLE, "-c", "D ASM"], 2)  # warm the parse-table cache and the page cache
    floor = wall([sys.executable, "-c", "import lark, attrs"], runs)
    one_shot = wall([ZCONSOLE, "-c", "D ASM"], runs)
    rate = throughput(1.0 if quick else 5.0)
    return [
        ("in-process mixed workload (14 commands, 1 in 4 refused)", f"{rate:,.0f} commands/s"),
        ('`python3 -c "import lark, attrs"` (the floor)', f"{floor * 1000:.1f} ms"),
        ('`zconsole -c "D ASM"`', f"{one_shot * 1000:.1f} ms ({one_shot / floor:.2f}x the floor)"),
    ]


if __name__ == "__main__":
    for metric, value in run():
        print(f"{metric}: {value}")
