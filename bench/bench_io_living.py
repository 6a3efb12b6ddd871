"""Benchmark: the I/O load model's cost follows events, not time.

`.WAIT 24H` on the seed's channel machine (fixtures/machines/io-seed.toml) with its seven
FICON jobs running, against the same machine whose jobs do no I/O (the io_* keys
stripped): the two are run in turn, one of each per round, and timed in process CPU time,
so a neighbour's load on a shared box weighs on both alike and the ratio is the figure
(at most 2x). The same pair again with `.RMF CHAN,DEVICE` after the day shows
what reading the day's counters costs. Then a week, a day on the 65,280-device machine,
and a day on the lab machine with a link failing and paths moving. Run alone:
`python bench/bench_io_living.py`.
"""

from __future__ import annotations

import datetime as dt
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.systems.zos.model.loading.machine_file import load_machine

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "fixtures" / "machines" / "io-seed.toml"
LAB = ROOT / "fixtures" / "machines" / "io-lab.toml"
JOBS = ("FIO42", "FIO4C", "FIO61", "FIO6D", "FIO94", "FIO95", "FIOA3")
START_JOBS = tuple(f"S {j}" for j in JOBS)
ROUNDS = 41  # one run is a fraction of a millisecond: many, and the median


def session(path: Path) -> Session:
    return Session(load_machine(path), ConsoleClock(frozen=dt.datetime(2019, 8, 15, 9, 0)))


def day(path: Path, commands: tuple[str, ...], timed: tuple[str, ...] = (".WAIT 24H",)) -> float:
    """CPU seconds the ``timed`` commands take after ``commands`` on a fresh session."""
    s = session(path)
    for command in commands:
        s.submit(command)
    start = time.process_time()
    for command in timed:
        s.submit(command)
    return time.process_time() - start


def median(run: Callable[[], float], repeat: int = 5) -> float:
    return statistics.median(run() for _ in range(repeat))


def side_by_side(quiet: Path, timed: tuple[str, ...]) -> tuple[float, float]:
    """Median CPU seconds without and with I/O, the two run in turn."""
    without, with_io = [], []
    for _ in range(ROUNDS):
        without.append(day(quiet, START_JOBS, timed))
        with_io.append(day(SEED, START_JOBS, timed))
    return statistics.median(without), statistics.median(with_io)


def large_day() -> float:
    """The 65,280-device machine: one job on a control unit's 256 devices, a link failing
    at noon (io-living.md §5.6: a simulated day in under a second)."""
    from zconsole.session_options import _large
    from zconsole.systems.zos.model.io.load import IoWork
    from zconsole.systems.zos.model.living.workload import Kind, Procedure

    machine = _large()
    machine.procedures["BIGIO"] = Procedure("BIGIO", kind=Kind.JOB, frames=1024,
                                            io=IoWork(200_000.0, ((0, 0x4100, 0x41FF),)))
    s = Session(machine, ConsoleClock(frozen=dt.datetime(2019, 8, 15, 0, 0)))
    start = time.process_time()
    for command in ("S BIGIO", ".WAIT 12H", ".FAIL LINK(0A)", ".WAIT 12H", ".RMF CHAN,DEVICE"):
        s.submit(command)
    return time.process_time() - start


def main() -> None:
    text = "\n".join(line for line in SEED.read_text().splitlines() if not line.startswith("io_"))
    with tempfile.TemporaryDirectory() as tmp:
        quiet = Path(tmp) / "io-seed-no-io.toml"
        quiet.write_text(text)
        for _ in range(3):  # warm: imports and first-time tables out of the figures
            day(quiet, START_JOBS)
            day(SEED, START_JOBS, (".WAIT 24H", ".RMF CHAN,DEVICE"))
        without, with_io = side_by_side(quiet, (".WAIT 24H",))
        r_without, r_with = side_by_side(quiet, (".WAIT 24H", ".RMF CHAN,DEVICE"))
    week = median(lambda: day(SEED, START_JOBS, (".WAIT 168H",)))
    drill = median(lambda: day(LAB, ("S DB2PROD", "S SORTIO", ".WAIT 1H", ".FAIL LINK(61)", ".WAIT 1H",
                                     "CF CHP(94),OFFLINE", "CF CHP(9F),ONLINE")))
    print("CPU time, median of", ROUNDS, "runs each, with and without I/O run in turn:")
    print(f".WAIT 24H, seven jobs without I/O:  {without * 1000:8.3f} ms")
    print(f".WAIT 24H, seven jobs doing I/O:    {with_io * 1000:8.3f} ms")
    print(f"  ratio with/without I/O (goal: at most 2x): {with_io / without:.2f}x")
    print(f".WAIT 24H + .RMF CHAN,DEVICE, no I/O:  {r_without * 1000:8.3f} ms")
    print(f".WAIT 24H + .RMF CHAN,DEVICE, I/O:     {r_with * 1000:8.3f} ms  ({r_with / r_without:.2f}x)")
    print(f".WAIT 168H, seven jobs doing I/O:   {week * 1000:8.3f} ms")
    large_day()  # its first run in a process also builds what the large machine builds once
    print(f"large machine, a day with a failed link and both reports: {median(large_day, 9) * 1000:8.2f} ms")
    print(f".WAIT 24H after a failed link:      {drill * 1000:8.3f} ms")


if __name__ == "__main__":
    main()
