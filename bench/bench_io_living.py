"""Benchmark: the I/O load model's cost follows events, not time (issue 22).

`.WAIT 24H` on the seed's channel machine (fixtures/machines/io-seed.toml) with its seven
FICON jobs running, against the same machine whose jobs do no I/O (the io_* keys
stripped), and a day on the lab machine with a link failing and paths moving. Run alone:
`python bench/bench_io_living.py`.
"""

from __future__ import annotations

import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

from zconsole.model.core.clock import ConsoleClock
from zconsole.model.loading.machine_file import load_machine
from zconsole.session import Session

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "fixtures" / "machines" / "io-seed.toml"
LAB = ROOT / "fixtures" / "machines" / "io-lab.toml"
JOBS = ("FIO42", "FIO4C", "FIO61", "FIO6D", "FIO94", "FIO95", "FIOA3")


def session(path: Path) -> Session:
    return Session(load_machine(path), ConsoleClock(frozen=dt.datetime(2019, 8, 15, 9, 0)))


def day(path: Path, commands: tuple[str, ...], wait: str = ".WAIT 24H") -> float:
    s = session(path)
    for command in commands:
        s.submit(command)
    start = time.perf_counter()
    s.submit(wait)
    return time.perf_counter() - start


def median(run: object, repeat: int = 5) -> float:
    return statistics.median(run() for _ in range(repeat))  # type: ignore[operator]


def large_day() -> float:
    """The 65,280-device machine: one job on a control unit's 256 devices, a link failing
    at noon (io-living.md §5.6: a simulated day in under a second)."""
    from zconsole.model.io.load import IoWork
    from zconsole.model.living.workload import Kind, Procedure
    from zconsole.session_options import _large

    machine = _large()
    machine.procedures["BIGIO"] = Procedure("BIGIO", kind=Kind.JOB, frames=1024,
                                            io=IoWork(200_000.0, ((0, 0x4100, 0x41FF),)))
    s = Session(machine, ConsoleClock(frozen=dt.datetime(2019, 8, 15, 0, 0)))
    start = time.perf_counter()
    for command in ("S BIGIO", ".WAIT 12H", ".FAIL LINK(0A)", ".WAIT 12H", ".RMF CHAN,DEVICE"):
        s.submit(command)
    return time.perf_counter() - start


def main() -> None:
    start_jobs = tuple(f"S {j}" for j in JOBS)
    text = "\n".join(line for line in SEED.read_text().splitlines() if not line.startswith("io_"))
    with tempfile.TemporaryDirectory() as tmp:
        quiet = Path(tmp) / "io-seed-no-io.toml"
        quiet.write_text(text)
        # 25 runs each: one run is a fraction of a millisecond on a shared, noisy box.
        without = median(lambda: day(quiet, start_jobs), 25)
    with_io = median(lambda: day(SEED, start_jobs), 25)
    week = median(lambda: day(SEED, start_jobs, ".WAIT 168H"))
    drill = median(lambda: day(LAB, ("S DB2PROD", "S SORTIO", ".WAIT 1H", ".FAIL LINK(61)", ".WAIT 1H",
                                     "CF CHP(94),OFFLINE", "CF CHP(9F),ONLINE")))
    print(f".WAIT 24H, seven jobs without I/O:  {without * 1000:8.2f} ms")
    print(f".WAIT 24H, seven jobs doing I/O:    {with_io * 1000:8.2f} ms  ({with_io / without:.2f}x)")
    print(f".WAIT 168H, seven jobs doing I/O:   {week * 1000:8.2f} ms")
    print(f"large machine, a day with a failed link and both reports: {median(large_day, 3) * 1000:8.2f} ms")
    print(f".WAIT 24H after a failed link:      {drill * 1000:8.2f} ms")


if __name__ == "__main__":
    main()
