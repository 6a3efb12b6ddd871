"""Benchmark: `zconsole --system zvm -c "..."` one-shot runs as a ratio to the `import lark, attrs` floor.

The same method as bench_oneshot.py (z/OS): the whole process counts (Python's start, the
imports a CP command needs, the built-in zvm-workshop machine, the reply); the commands
take turns with the floor run after run, and each ratio is the median of the ratios of
neighbouring runs, so a busy machine slows both sides alike. The target is 1.0x or less.
Run alone: `python bench/bench_zvm_oneshot.py [--quick]`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

ZCONSOLE = os.path.join(os.path.dirname(sys.executable), "zconsole")
FLOOR = [sys.executable, "-c", "import lark, attrs"]
COMMANDS = ["QUERY STORAGE", "q alloc page", "ind load", "q names"]
# As bench_core: the children may write byte code, as an installed package has it.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _timed(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one run of ``argv``."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, env=CHILD_ENV)
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def run(quick: bool = False) -> list[tuple[str, str]]:
    """One row per command: its ratio to the floor, wall and CPU (medians)."""
    runs = 5 if quick else 11
    commands = {line: [ZCONSOLE, "--system", "zvm", "-c", line] for line in COMMANDS}
    for argv in [FLOOR, *commands.values()]:  # warm: tables, byte code, pages
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=False, env=CHILD_ENV)
    floor_wall: list[float] = []
    wall_ratio: dict[str, list[float]] = {line: [] for line in commands}
    cpu_ratio: dict[str, list[float]] = {line: [] for line in commands}
    walls: dict[str, list[float]] = {line: [] for line in commands}
    for _ in range(runs):
        for line, argv in commands.items():
            base_wall, base_cpu = _timed(FLOOR)
            wall, cpu = _timed(argv)
            floor_wall.append(base_wall)
            walls[line].append(wall)
            wall_ratio[line].append(wall / base_wall)
            cpu_ratio[line].append(cpu / base_cpu)
    floor_ms = statistics.median(floor_wall) * 1000
    rows = [('`python -c "import lark, attrs"` (the floor)', f"{floor_ms:.0f} ms wall")]
    for line in commands:
        rows.append((
            f'`zconsole --system zvm -c "{line}"` / floor',
            f"**{statistics.median(wall_ratio[line]):.2f}x** wall "
            f"({statistics.median(walls[line]) * 1000:.0f} ms), "
            f"{statistics.median(cpu_ratio[line]):.2f}x CPU",
        ))
    return rows


if __name__ == "__main__":
    for metric, value in run(quick="--quick" in sys.argv):
        print(f"{metric}: {value}")
