"""The living machine: the seed's scenario and its calibration, placement, time, resumption."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES, MACHINES, TRANSCRIPTS, lines, make_session
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.frontends.script import script_lines
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.living.workload import Busy
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.paging.placement import SCM
from zconsole.systems.zos.model.state.state_file import load_state, save_state

SCENARIO = FIXTURES / "scenarios" / "morning-transition.zc"
GB = 262_144  # 4K pages


def evening_session(machine: Machine | None = None) -> Session:
    clock = ConsoleClock(frozen=dt.datetime(2012, 10, 9, 21, 0, 0))
    return Session(machine or default_machine(), clock, DisplayIds(100))


def golden_commands(name: str) -> list[str]:
    text = (TRANSCRIPTS / "living" / name).read_text()
    return [line[2:] for line in text.splitlines() if line.startswith("> ")]


@pytest.mark.parametrize("golden", ["morning-flash.txt", "morning-dasd.txt"])
def test_the_morning_goldens_run_the_scenario_file(golden: str) -> None:
    assert golden_commands(golden) == script_lines(SCENARIO.read_text())


def working_sets_back(golden: str) -> dict[str, float]:
    text = (TRANSCRIPTS / "living" / golden).read_text()
    found = re.findall(r"ZCN020I (\S+)\s+ASID (\w+) WORKING SET IN REAL STORAGE AFTER ([\d.]+) SECONDS", text)
    return {f"{job}/{asid}": float(sec) for job, asid, sec in found}


@pytest.mark.parametrize(
    ("golden", "seed_seconds"), [("morning-flash.txt", 10.0), ("morning-dasd.txt", 44.0)]
)
def test_full_speed_within_ten_percent_of_the_seed(golden: str, seed_seconds: float) -> None:
    back = working_sets_back(golden)
    assert len(back) == 18  # 4 control regions, 12 servants, CICS1, DB2A
    assert abs(max(back.values()) - seed_seconds) <= 0.1 * seed_seconds


@pytest.mark.parametrize("machine", [default_machine, lambda: load_machine(MACHINES / "seed-dasd.toml")])
def test_the_night_pushes_about_21_gb_out(machine: object) -> None:
    session = evening_session(machine())  # type: ignore[operator]
    for command in ["S DB2A", "S CICS1", "S WAS1", "S WAS2", "S WAS3", "S WAS4", ".WAIT 1M", "S NIGHTJOB",
                    ".WAIT 8H"]:
        session.submit(command)
    living = session.machine.living(session.context.clock.now())
    oltp = [a for a in living.spaces.values() if a.jobname.startswith(("WAS", "CICS", "DB2"))]
    pushed = sum(a.aux_pages for a in oltp) / GB
    assert abs(pushed - 21) <= 2.1, pushed


def test_placement_follows_the_seed_table() -> None:
    session = make_session()
    session.submit("S LPJOB")
    living = session.machine.living(session.context.clock.now())
    job = living.by_name("LPJOB")[0]
    assert job.vio and SCM not in job.vio  # VIO: local page data sets only
    session.submit("S BATCHHOG")
    session.submit(".WAIT 12M")  # real storage fills; the oldest pages go out
    assert job.aux and set(job.aux) == {SCM}  # Flash has room: everything else goes there
    hog = living.by_name("BATCHHOG")[0]
    assert set(hog.aux) == {SCM}


def test_without_pagescm_everything_goes_to_disk() -> None:
    session = make_session()
    session.submit(".IPL 01")
    for command in ["S LPJOB", "S BATCHHOG", ".WAIT 12M"]:
        session.submit(command)
    living = session.machine.living(session.context.clock.now())
    for space in living.spaces.values():
        assert SCM not in space.aux
    assert session.machine.scm is not None and session.machine.scm.used_blocks == 0


def test_busy_windows() -> None:
    window = Busy.parse("07.00-19.00")
    assert window.contains(dt.datetime(2012, 10, 9, 7, 0))
    assert not window.contains(dt.datetime(2012, 10, 9, 19, 0))
    assert window.next_edge(dt.datetime(2012, 10, 9, 21, 0)) == dt.datetime(2012, 10, 10, 7, 0)
    night = Busy.parse("22.00-06.00")
    assert night.contains(dt.datetime(2012, 10, 9, 23, 0)) and night.contains(dt.datetime(2012, 10, 9, 5, 0))
    with pytest.raises(ValueError):
        Busy.parse("7-19")


def test_a_quiet_day_costs_nothing_and_changes_nothing() -> None:
    session = make_session()
    before = lines(session, "D ASM")[1:]
    out = lines(session, ".WAIT 24H")
    assert out == ["ZCN022I TIME IS NOW 12.00.00"]
    assert lines(session, "D ASM")[1:] == before


def test_a_resumed_state_continues_exactly(tmp_path: Path) -> None:
    commands = script_lines(SCENARIO.read_text())
    cut = commands.index("P NIGHTJOB")
    whole = evening_session()
    expected = [render_all(whole.submit(c).messages) for c in commands]
    first = evening_session()
    got = [render_all(first.submit(c).messages) for c in commands[:cut]]
    path = tmp_path / "state.json"
    save_state(path, first.machine, first.context.clock, first.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids)
    got += [render_all(resumed.submit(c).messages) for c in commands[cut:]]
    assert got == expected


LIVING = ["S CICS1", "S WAS1", "S BATCHHOG", "S NIGHTJOB", "S LPJOB", "S RUNAWAY", "P CICS1", "C BATCHHOG",
          "C RUNAWAY", "P NIGHTJOB", ".WAIT 30S", ".WAIT 10M", ".WAIT 2H", "R 00,M", "R 01,1", "R 00,E",
          "D R,L", "D A,L", "D ASM", ".IPL 01", ".IPL 00", "CF SCM(16G),OFF", "CF SCM(16G),ON"]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(LIVING), max_size=12))
def test_the_same_inputs_give_the_same_bytes(commands: list[str]) -> None:
    runs = []
    for _ in range(2):
        session = make_session()
        runs.append([render_all(session.submit(c).messages) for c in commands])
    assert runs[0] == runs[1]


def test_pages_read_back_while_their_increment_drains_leave_the_move_too() -> None:
    session = make_session()
    for command in ["S DB2A", "S CICS1", "S WAS1", "S WAS2", "S WAS3", "S WAS4", "S NIGHTJOB"]:
        session.submit(command)
    session.submit(".WAIT 30M")  # ~21 GB of idle regions' pages now on SCM, from 0G up
    scm = session.machine.scm
    assert scm is not None
    living = session.machine.living(session.context.clock.now())
    owned = sum(a.aux.get(SCM, 0) for a in living.spaces.values())
    baseline = scm.used_blocks - owned
    session.submit("CF SCM(0G-16G),OFFLINE")  # pending: its pages must move first
    assert scm.migrations
    for job in ("WAS1", "WAS2", "WAS3", "WAS4", "CICS1", "DB2A", "NIGHTJOB"):
        session.submit(f"P {job}")  # frees more than the online increments hold: some in flight
    session.submit(".WAIT 1M")
    owned = sum(a.aux.get(SCM, 0) for a in living.spaces.values())
    assert not scm.migrations
    assert scm.used_blocks == baseline + owned
    assert all(inc.incoming_blocks == 0 for inc in scm.increments)


def test_a_fast_clock_runs_the_machine_faster() -> None:
    wall = [dt.datetime(2012, 10, 9, 21, 0, 0)]
    clock = ConsoleClock(source=lambda: wall[0], speed=600)  # ten simulated minutes a second
    session = Session(default_machine(), clock, DisplayIds(1))
    session.submit("S BATCHHOG")
    wall[0] += dt.timedelta(seconds=2)  # 20 simulated minutes: BATCHHOG outgrows real storage
    said = render_all(session.tick())
    assert said[0] == "IRA205I 50% AUXILIARY STORAGE ALLOCATED"
    assert clock.now() == dt.datetime(2012, 10, 9, 21, 20, 0)


def test_speed_must_be_a_pace() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "zconsole", "--speed", "0", "-c", "D ASM"],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr == "zconsole: --speed: 0 is not a pace above 0 and at most 86400\n"


def test_a_damaged_living_section_is_named_not_asserted(tmp_path: Path) -> None:
    import json

    from zconsole.systems.zos.model.state.state_file import StateFileError

    session = make_session()
    session.submit("S CICS1")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    data = json.loads(path.read_text())
    data["living"]["spaces"][0]["started"] = None
    path.write_text(json.dumps(data))
    key = r"\[living\.spaces\[0\]\.started\]"
    with pytest.raises(StateFileError, match=key + " started must be a time, not null"):
        load_state(path)
