"""Runs every bench/bench_*.py and prints one markdown table (machine and date first).

`python bench/run_all.py [--quick]`
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import os
import platform
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {dt.date.today().isoformat()}"


def main() -> int:
    quick = "--quick" in sys.argv
    print(f"Machine: {machine()}\n")
    print("| benchmark | result |\n|---|---|")
    for path in sorted(HERE.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for metric, value in module.run(quick=quick):
            print(f"| {metric} | {value} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
