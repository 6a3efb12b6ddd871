"""Corrections an operator would hit (branch mend-2): JES2 restarted under the master
subsystem, VARY PATH ONLINE's path validation, IOS002A kept outstanding."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import lines, make_session

RESTARTED = [
    "IEF695I START JES2     WITH JOBNAME JES2     IS ASSIGNED TO USER",
    "START1  , GROUP SYS1",
    "IEF403I JES2 - STARTED - TIME=12.00.00",
]


def zconsole(*args: str, cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


# --- 1. JES2 restarts under the master subsystem, as at IPL ------------------------------
@pytest.mark.parametrize("spelling", ["S JES2", "START JES2", "s jes2", "S JES2,SUB=MSTR", "START JES2.JES2"])
def test_jes2_restarts_under_the_master_subsystem(spelling: str) -> None:
    session = make_session()
    at_ipl = [x for x in lines(session, "D A,JES2") if "WUID=" in x]
    assert at_ipl == ["                                     WUID=STC00000 USERID=START1"]
    lines(session, "FORCE JES2,ARM")
    assert lines(session, spelling) == RESTARTED  # no $HASP100 ON STCINRDR, no $HASP373
    assert [x for x in lines(session, "D A,JES2") if "WUID=" in x] == at_ipl
    living = session.machine.living(session.context.clock.now())
    jes2 = [a for a in living.spaces.values() if a.jobname == "JES2"]
    assert [a.job_id for a in jes2] == [0]  # not on JES2's own queue
    assert living.jes2 is not None and all(j.name != "JES2" for j in living.jes2.jobs.values())


def test_a_started_task_after_jes2_still_runs_under_jes2() -> None:
    session = make_session()
    lines(session, "C TCPIP")
    said = lines(session, "S TCPIP")
    assert said[0] == "$HASP100 TCPIP    ON STCINRDR"
    assert "$HASP373 TCPIP    STARTED" in said


def test_jes2_restart_survives_stop_and_resume(tmp_path: Path) -> None:
    """--state: stopped after FORCE JES2,ARM and resumed gives the same bytes."""
    run = ["--clock", "08.00.00", "-c", "S NIGHTJOB", "-c", "FORCE JES2,ARM"]
    after = ["-c", "S JES2", "-c", "$DA", "-c", "D A,JES2"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert "$HASP100 JES2     ON STCINRDR" not in resumed
