"""Benchmark: the living machine's cost follows events, not time.

`.WAIT 24H` on the default machine with the seed's whole workload running (four WAS
instances, CICS, DB2, the night batch, a large-page job) against `D ASM` in the same
process (the floor: one command's round trip), the seed's morning scenario from disk,
the seed's 18 GB SVC dump from disk, and P41's sixteen minutes of churn that give the
seed's RMF report; a week of P41 churning (its servers paging all day) shows the cost
still follows events. Run alone: `python bench/bench_living.py`.
"""

from __future__ import annotations

import datetime as dt
import statistics
import time
from pathlib import Path

from zconsole.console.clock import ConsoleClock
from zconsole.console.session import Session
from zconsole.frontends.script import script_lines
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.machine import Machine

ROOT = Path(__file__).resolve().parent.parent
WORKLOAD = ("S DB2A", "S CICS1", "S WAS1", "S WAS2", "S WAS3", "S WAS4", "S NIGHTJOB", "S LPJOB")


def session(machine: Machine | None = None) -> Session:
    return Session(machine or default_machine(), ConsoleClock(frozen=dt.datetime(2012, 10, 9, 21, 0)))


def timed(run: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def day() -> None:
    s = session()
    for command in WORKLOAD:
        s.submit(command)
    render_all(s.submit(".WAIT 24H").messages)


def floor() -> None:
    s = session()
    for _ in range(100):
        render_all(s.submit("D ASM").messages)


def morning_from_disk() -> None:
    s = session(load_machine(ROOT / "fixtures" / "machines" / "seed-dasd.toml"))
    for command in script_lines((ROOT / "fixtures" / "scenarios" / "morning-transition.zc").read_text()):
        render_all(s.submit(command).messages)


def dump_from_disk() -> None:
    s = session(load_machine(ROOT / "fixtures" / "machines" / "seed-dasd.toml"))
    for command in script_lines((ROOT / "fixtures" / "scenarios" / "svc-dump.zc").read_text()):
        render_all(s.submit(command).messages)


def p41_report() -> None:
    s = session(load_machine(ROOT / "fixtures" / "machines" / "seed-p41.toml"))
    for command in script_lines((ROOT / "fixtures" / "scenarios" / "rmf-p41.zc").read_text()):
        render_all(s.submit(command).messages)
    render_all(s.submit(".RMF PAGESP").messages)


def p41_week() -> None:
    s = session(load_machine(ROOT / "fixtures" / "machines" / "seed-p41.toml"))
    for command in ("S DB2A", "S WAS1", "S WAS2", "S WAS3", "S CICS1", "S SORTBIG"):
        s.submit(command)
    render_all(s.submit(".WAIT 168H").messages)


def run(quick: bool = False) -> list[tuple[str, str]]:
    repeat = 3 if quick else 7
    d_asm = timed(floor, repeat) / 100
    wait = timed(day, repeat)
    morning = timed(morning_from_disk, repeat)
    dump = timed(dump_from_disk, repeat)
    report = timed(p41_report, repeat)
    week = timed(p41_week, repeat)
    return [
        ("in process: `D ASM` round trip (the floor)", f"{d_asm * 1e3:.3f} ms"),
        ("`.WAIT 24H`, default machine, seed workload running (incl. 8 STARTs)",
         f"{wait * 1e3:.1f} ms ({wait / d_asm:.0f}x `D ASM`)"),
        ("the seed's morning from disk (fixtures/scenarios, 18 commands)", f"{morning * 1e3:.0f} ms"),
        ("the seed's 18 GB SVC dump from disk (svc-dump.zc: the night, then the dump)",
         f"{dump * 1e3:.0f} ms"),
        ("P41's sixteen minutes and the seed's RMF report (rmf-p41.zc)", f"{report * 1e3:.0f} ms"),
        ("`.WAIT 168H` on P41, servers churning in their busy hours",
         f"{week * 1e3:.1f} ms ({week / d_asm:.0f}x `D ASM`)"),
    ]


if __name__ == "__main__":
    for metric, value in run():
        print(f"{metric}: {value}")
