"""Benchmark: the z/VM storage lab's cost does not grow with storage, and `zconsole reproduce
--seed 003` against the `import lark, attrs` floor.

An hour of simulated time on Table 6's overcommitted VIRSTOR machine at 1 TB (8 CPUs, 352
guests, 48 paging volumes) against the same at 256 GB (2 CPUs, 88 guests): guests and
frames are counted in cohorts, so the two should cost alike (the issue's bound: at most
2x). The two run in turn, timed in process CPU time, and the ratio is the median of
neighbouring pairs. Then the whole of seed 003's reproduction as a process, in turn with
the floor (bound: under 20x). Run alone: `python bench/bench_zvm_storage.py [--quick]`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from zconsole.reproduce.seed003_labs import table6_config
from zconsole.systems.zvm.storage.lab import Lab

ZCONSOLE = os.path.join(os.path.dirname(sys.executable), "zconsole")
FLOOR = [sys.executable, "-c", "import lark, attrs"]
REPRODUCE = [ZCONSOLE, "reproduce", "--seed", "003"]
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def hour(units: int) -> float:
    """CPU seconds of a simulated hour of Table 6's machine of ``units`` x 256 GB, primed."""
    lab = Lab.build(table6_config(units))
    lab.prime()
    start = time.process_time()
    lab.advance(3600)
    return time.process_time() - start


def _timed(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, check=True, env=CHILD_ENV)
    return time.perf_counter() - start


def run(quick: bool = False) -> list[tuple[str, str]]:
    rounds = 3 if quick else 7
    small, large, ratios = [], [], []
    for _ in range(rounds):
        a, b = hour(1), hour(4)
        small.append(a)
        large.append(b)
        ratios.append(b / a)
    for argv in (FLOOR, REPRODUCE):  # warm: byte code, pages
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True, env=CHILD_ENV)
    floor, whole, times = [], [], []
    for _ in range(rounds):
        base = _timed(FLOOR)
        took = _timed(REPRODUCE)
        floor.append(base)
        whole.append(took)
        times.append(took / base)
    return [
        (
            "z/VM storage lab: a simulated hour of Table 6 at 1 TB / at 256 GB",
            f"**{statistics.median(ratios):.2f}x** ({statistics.median(large) * 1000:.0f} ms / "
            f"{statistics.median(small) * 1000:.0f} ms CPU)",
        ),
        (
            "`zconsole reproduce --seed 003` / the `import lark, attrs` floor",
            f"**{statistics.median(times):.1f}x** wall ({statistics.median(whole) * 1000:.0f} ms / "
            f"{statistics.median(floor) * 1000:.0f} ms)",
        ),
    ]


if __name__ == "__main__":
    for metric, value in run(quick="--quick" in sys.argv):
        print(f"{metric}: {value}")
