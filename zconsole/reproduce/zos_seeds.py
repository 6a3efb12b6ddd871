"""Seeds 000-002 (Flash Express, the SVC dump, FICON Express16SA) reproduced on the z/OS model.

What the calibration tests compare (tests/test_living.py, test_dumps.py, test_io_living.py),
computed at run time from the model through a console session, beside the seed's figures.
The z/OS model is imported inside the experiments only, so ``zconsole reproduce --seed 003``
never loads it.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import typing

from zconsole.reproduce.records import Experiment, Row

if typing.TYPE_CHECKING:
    from zconsole.console.session import Session

GB_PAGES = 262_144


def _file(folder: str, name: str) -> str:
    from zconsole.resources import data_dir

    return os.path.join(data_dir(folder), name)


def _session(machine_file: str | None, when: dt.datetime) -> Session:
    from pathlib import Path

    from zconsole.console.clock import ConsoleClock
    from zconsole.console.ids import DisplayIds
    from zconsole.console.session import Session
    from zconsole.systems.zos.model.loading.builtin import default_machine
    from zconsole.systems.zos.model.loading.machine_file import load_machine

    machine = load_machine(Path(_file("machines", machine_file))) if machine_file else default_machine()
    return Session(machine, ConsoleClock(frozen=when), DisplayIds(100))


def _run(session: Session, scenario: str) -> list[str]:
    from zconsole.frontends.script import script_lines
    from zconsole.systems.zos.messages import render_all

    with open(_file("scenarios", scenario), encoding="utf-8") as f:
        commands = script_lines(f.read())
    out: list[str] = []
    for command in commands:
        out += render_all(session.submit(command).messages)
    return out


EVENING = dt.datetime(2012, 10, 9, 21, 0, 0)
BACK = re.compile(r"ZCN020I \S+\s+ASID \w+ WORKING SET IN REAL STORAGE AFTER ([\d.]+) SECONDS")


def _morning() -> list[Row]:
    """Seed 001: the OLTP regions' working sets back in real storage after the night batch."""
    rows = []
    for name, machine, seconds in (("Flash", None, 10.0), ("disk", "seed-dasd.toml", 44.0)):
        out = _run(_session(machine, EVENING), "morning-transition.zc")
        back = [float(s) for s in BACK.findall("\n".join(out))]
        rows.append(
            Row("001", "morning", f"working sets back, {name} (s)", seconds, max(back) if back else 0.0)
        )
    return rows


def _night() -> list[Row]:
    """Seeds 000/001: the night batch pushes about 21 GB of the OLTP regions' pages out."""
    session = _session(None, EVENING)
    for command in (
        "S DB2A",
        "S CICS1",
        "S WAS1",
        "S WAS2",
        "S WAS3",
        "S WAS4",
        ".WAIT 1M",
        "S NIGHTJOB",
        ".WAIT 8H",
    ):
        session.submit(command)
    living = session.machine.living(session.context.clock.now())
    oltp = [a for a in living.spaces.values() if a.jobname.startswith(("WAS", "CICS", "DB2"))]
    return [
        Row(
            "000",
            "night",
            "OLTP pages pushed out overnight (GB)",
            21.0,
            sum(a.aux_pages for a in oltp) / GB_PAGES,
        )
    ]


def _dump() -> list[Row]:
    """Seed 000: the 18 GB SVC dump, from disk and from Flash."""
    rows = []
    for name, machine, elapsed, nondisp in (
        ("disk", "seed-dasd.toml", 189.0, 58.89),
        ("Flash", None, 143.0, 13.74),
    ):
        session = _session(machine, EVENING)
        _run(session, "svc-dump.zc")
        last = session.machine.living(session.context.clock.now()).dumps.last
        if last is None or last.written is None:
            took, longest, size = 0.0, 0.0, 0.0
        else:
            took = (last.written - last.begun).total_seconds()
            longest = max((s.end - s.start).total_seconds() for s in last.spaces if s.end and s.start)
            size = last.pages / GB_PAGES
        rows += [
            Row("000", "dump", f"elapsed, {name} (s)", elapsed, took),
            Row("000", "dump", f"longest non-dispatchable, {name} (s)", nondisp, longest),
            Row("000", "dump", f"dump size, {name} (GB)", 18.0, size),
        ]
    return rows


# SEED 002 Fig 12: CHPID -> (UTIL TOTAL, BUS, READ MB/s, WRITE MB/s, ZHPF RATE)
FIG12 = {
    "42": (2.64, 26.86, 429.93, 429.65, 6558.1),
    "4C": (2.51, 26.86, 429.90, 429.70, 6558.2),
    "61": (5.11, 53.73, 859.59, 859.61, 13117),
    "6D": (4.87, 50.77, 819.57, 805.12, 12395),
    "94": (19.18, 68.77, 859.61, 859.61, 13117),
    "95": (17.02, 64.50, 819.77, 792.70, 12302),
    "A3": (10.94, 53.72, 429.48, 430.12, 6558.2),
}
FIG12_COLUMNS = (("UTIL TOTAL", 6), ("BUS", 7), ("READ", 9), ("WRITE", 11), ("ZHPF RATE", 15))


def _chan(session: Session) -> dict[str, list[str]]:
    from zconsole.systems.zos.messages import render_all

    out = render_all(session.submit(".RMF CHAN").messages)
    start = next(i for i, line in enumerate(out) if line.startswith("ID TYPE")) + 1
    return {line.split()[0]: line.split() for line in out[start:] if line.split()}


def _fig12() -> list[Row]:
    """Seed 002 Fig 12: the RMF CHANNEL PATH ACTIVITY report of the seven FIO jobs."""
    session = _session("io-seed.toml", dt.datetime(2019, 8, 15, 9, 39, 44))
    _run(session, "io-seed.zc")
    rows = _chan(session)
    found = []
    for chp, figures in FIG12.items():
        words = rows.get(chp)
        for (name, col), pub in zip(FIG12_COLUMNS, figures, strict=True):
            found.append(Row("002", "fig12", f"CHP {chp} {name}", pub, float(words[col]) if words else 0.0))
    return found


def _scenarios() -> list[Row]:
    """Seed 002's scenarios on the I/O lab: a third path, 16S to 16SA, Endpoint Security."""
    lab = dt.datetime(2019, 8, 15, 10, 0, 0)
    session = _session("io-lab.toml", lab)
    for command in ("S SORTIO", ".WAIT 10M"):
        session.submit(command)
    before = _chan(session)
    for command in ("CF CHP(9F),ONLINE", ".WAIT 10M"):
        session.submit(command)
    after = _chan(session)
    rows = [
        Row("002", "scenarios", "S2 CHP 95 rate before", 9_155, float(before["95"][15])),
        Row("002", "scenarios", "S2 CHP 95 BUS % before", 48.0, float(before["95"][7])),
        Row("002", "scenarios", "S2 CHP 9F rate with a third path", 6_104, float(after["9F"][15])),
    ]
    session = _session("io-lab.toml", lab)
    for command in ("S OLTP2", ".WAIT 10M"):
        session.submit(command)
    s16 = _chan(session)
    for command in ("CF CHP(46),ONLINE", "CF CHP(96),OFFLINE", ".WAIT 10M"):
        session.submit(command)
    s16sa = _chan(session)
    rows += [
        Row("002", "scenarios", "S4 16S rate", 96_400, float(s16["96"][15])),
        Row("002", "scenarios", "S4 16SA rate", 120_000, float(s16sa["46"][15])),
        Row("002", "scenarios", "S4 16SA UTIL %", 38.7, float(s16sa["46"][6])),
    ]
    session = _session("io-lab.toml", lab)
    for command in ("S ESEC", "S ESECT", ".WAIT 10M"):
        session.submit(command)
    sec = _chan(session)
    rows += [
        Row("002", "scenarios", "S5 encrypted zHPF rate", 304_000, float(sec["42"][15])),
        Row("002", "scenarios", "S5 plain zHPF rate", 310_000, float(sec["43"][15])),
    ]
    return rows


EXPERIMENTS = (
    Experiment("000", "dump", "The 18 GB SVC dump from disk and from Flash (seed 000)", _dump),
    Experiment("000", "night", "The night batch's push to auxiliary storage (seeds 000/001)", _night),
    Experiment("001", "morning", "The morning transition: working sets back (seed 001)", _morning),
    Experiment("002", "fig12", "Fig 12. RMF CHANNEL PATH ACTIVITY, seven FICON features", _fig12),
    Experiment("002", "scenarios", "The channel scenarios S2, S4, S5 on the I/O lab", _scenarios),
)
