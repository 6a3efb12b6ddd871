"""--state with a running clock: a resumed machine goes on from its own
simulated time at the speed asked for; an option that would move time backwards is
refused with one line and changes nothing."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import make_session
from zconsole.console.clock import ConsoleClock
from zconsole.session_options import ConsoleOptions, resumed_clock
from zconsole.session_options import make_session as setup_session
from zconsole.systems.zos.model.state.state_file import save_state, state_from_text

WALL = dt.datetime(2026, 11, 25, 15, 0, 0)


class FakeWall:
    """The computer's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = WALL

    def __call__(self) -> dt.datetime:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


def saved_and_loaded(tmp_path: Path, clock: ConsoleClock) -> ConsoleClock:
    session = make_session()
    path = tmp_path / "s.json"
    text = save_state(path, session.machine, clock, session.context.ids)
    _, loaded, _ = state_from_text(path, text)
    return loaded


def test_a_sped_up_clock_resumes_from_its_own_time_at_the_speed_asked_for(tmp_path: Path) -> None:
    wall = FakeWall()
    clock = ConsoleClock(source=wall, speed=60)
    clock.now()
    wall.sleep(10)
    saved_at = clock.now()
    assert saved_at == WALL + dt.timedelta(minutes=10)  # ten real seconds at 60x
    loaded = resumed_clock(saved_and_loaded(tmp_path, clock), 60)
    wall.sleep(3600)  # the console is closed for an hour of the computer's time
    loaded.source = wall
    assert loaded.now() == saved_at  # not the computer's time, not an hour later
    wall.sleep(10)
    assert loaded.now() == saved_at + dt.timedelta(minutes=10)  # --speed applies again


def test_a_sped_up_clock_resumed_without_speed_goes_on_at_the_computers_pace(tmp_path: Path) -> None:
    wall = FakeWall()
    clock = ConsoleClock(source=wall, speed=600)
    clock.now()
    wall.sleep(60)
    saved_at = clock.now()  # ten simulated hours later
    loaded = saved_and_loaded(tmp_path, clock)
    loaded.source = wall
    assert loaded.now() == saved_at  # never back to the computer's time of day
    wall.sleep(5)
    assert loaded.now() == saved_at + dt.timedelta(seconds=5)


def test_at_the_computers_pace_a_resumed_console_keeps_the_computers_time(tmp_path: Path) -> None:
    wall = FakeWall()
    clock = ConsoleClock(source=wall, offset=dt.timedelta(minutes=-30))  # a .CLOCK set 30 min back
    saved_at = clock.now()
    wall.sleep(120)
    loaded = saved_and_loaded(tmp_path, clock)
    loaded.source = wall
    assert loaded.now() == saved_at + dt.timedelta(seconds=120)  # the offset kept, time went on


def test_a_frozen_state_given_speed_runs_from_its_frozen_time() -> None:
    wall = FakeWall()
    frozen = ConsoleClock.fixed(dt.time(10, 0, 0))
    running = resumed_clock(frozen, 60)
    running.source = wall
    assert running.frozen is None
    assert running.now() == dt.datetime(2012, 10, 9, 10, 0, 0)
    wall.sleep(1)
    assert running.now() == dt.datetime(2012, 10, 9, 10, 1, 0)


def zconsole(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=60)


def test_a_clock_before_the_saved_machines_time_is_refused_with_one_line(tmp_path: Path) -> None:
    done = zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "S CICS1", "-c", ".WAIT 30M",
                    cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    state = tmp_path / "s.json"
    before = state.read_text()
    done = zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "D A,CICS1", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"zconsole: --clock: 2012-10-09 10.00.00 is before the saved machine's time "
                           f"2012-10-09 10.30.00 in {state}: time does not go backwards (give a later "
                           "--clock, or --date)\n")
    assert state.read_text() == before  # nothing lost, nothing changed


def test_a_later_clock_given_again_is_taken_and_the_job_has_run_since(tmp_path: Path) -> None:
    zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "S CICS1", "-c", ".WAIT 30M", cwd=tmp_path)
    done = zconsole("--state", "s.json", "--clock", "10.45.00", "-c", "D A,CICS1", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "ET=000.000S" not in done.stdout, done.stdout  # it has run 45 minutes
    assert json.loads((tmp_path / "s.json").read_text())["clock"]["frozen"] == "2012-10-09T10:45:00"


def test_setup_resumes_a_frozen_state_running_at_the_speed_asked_for(tmp_path: Path) -> None:
    zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "S CICS1", cwd=tmp_path)
    session, _ = setup_session(ConsoleOptions(state=str(tmp_path / "s.json"), speed=60), tmp_path)
    clock = session.context.clock
    assert clock.frozen is None and clock.speed == 60
    assert clock.now() >= dt.datetime(2012, 10, 9, 10, 0, 0)
    assert clock.now() < dt.datetime(2012, 10, 9, 11, 0, 0)  # from its own time, not the computer's
