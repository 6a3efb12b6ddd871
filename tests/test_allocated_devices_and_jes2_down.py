"""Devices running jobs hold: a boxed device's A-BOX/F-BOX in D U, IOS452I when VARY PATH
gives a DASD a path back; and commands while JES2 is down."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines, make_session
from tests.test_io_living import session_on
from zconsole.console.session import Session
from zconsole.systems.zos.testing import snapshot

LAB = str(MACHINES / "io-lab.toml")


def zconsole(*args: str, cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)
    assert done.returncode in (0, 1) and not done.stderr, done.stderr  # 1: a command was refused
    return done.stdout.splitlines()


def unit(session: Session, command: str, dev: str) -> str | None:
    """The STATUS of ``dev`` in a D U answer (None: not listed)."""
    row = next((x for x in lines(session, command) if x.startswith(dev + " ")), None)
    return None if row is None else row.split()[2]


def lab() -> Session:
    session = session_on(MACHINES / "io-lab.toml", dt.time(10, 0, 0))
    lines(session, "S TAPEJOB")
    lines(session, ".WAIT 1M")
    return session


# --- 1. A boxed device: A-BOX while a job holds it, F-BOX once offline --------------------
def test_a_device_a_running_job_does_io_to_is_allocated() -> None:
    session = lab()
    assert unit(session, "D U,,,0580,2", "0581") == "A"
    assert unit(session, "D U,,,0580,2", "0580") == "O"
    assert unit(session, "D U,,ALLOC,0580,2", "0581") == "A"


SPELLINGS = ["D U,,,0580,2", "DISPLAY U,,,0580,2", "d u,,,0580,2", "D U,TAPE,,0580,2"]


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_a_failed_last_path_boxes_an_allocated_device_a_box_then_f_box(spelling: str) -> None:
    session = lab()
    lines(session, ".FAIL LINK(20)")
    assert unit(session, spelling, "0581") == "A-BOX"
    assert unit(session, "D U,,ONLINE,0580,2", "0581") == "A-BOX"  # pending offline
    assert unit(session, "D U,,ALLOC,0580,2", "0581") == "A-BOX"
    assert "0581 3590" not in lines(session, "D U,,OFFLINE,0580,1")
    lines(session, "C TAPEJOB")
    assert unit(session, spelling, "0581") == "F-BOX"
    assert lines(session, "D U,,OFFLINE,0580,1")[-1] == "0581 3590"
    assert lines(session, "D U,,ALLOC,0580,2") == ["IEE455I UNIT STATUS NO DEVICES WITH REQUESTED ATTRIBUTES"]
    status = next(x for x in lines(session, "D M=DEV(0581)") if x.startswith("DEVICE"))
    assert status == "DEVICE 0581   STATUS=BOXED"


def test_cf_chp_force_yes_boxes_the_job_s_device_a_box_and_idle_ones_f_box() -> None:
    session = lab()
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    lines(session, "R 00,CONTINUE")
    said = lines(session, "R 01,YES")
    assert "IEF524I 0581 PENDING OFFLINE" in said
    out = lines(session, "D U,,,0580,3")
    assert [x.split()[2] for x in out[2:]] == ["F-BOX", "A-BOX", "F-BOX"]


def test_cf_chp_uncond_is_refused_for_a_device_a_running_job_holds() -> None:
    """UNCOND may not take a last path from an allocated device (D U's A, one rule)."""
    session = lab()
    said = lines(session, "CF CHP(20),OFFLINE,UNCOND")
    assert said[0] == "IEE524I CHP(20) NOT RECONFIGURED - LAST PATH TO DEVICE 0581"
    assert unit(session, "D U,,,0580,2", "0581") == "A"


def test_a_box_survives_stop_and_resume(tmp_path: Path) -> None:
    run = ["--machine", LAB, "--clock", "10.00.00",
           "-c", "S TAPEJOB", "-c", ".WAIT 1M", "-c", ".FAIL LINK(20)"]
    after = ["-c", "D U,,,0580,2", "-c", "C TAPEJOB", "-c", "D U,,,0580,2"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert "0581 3590 A-BOX                        /REMOV     0" in resumed
    assert "0581 3590 F-BOX                        /REMOV     0" in resumed


# --- 2. VARY PATH ONLINE: the path joins an online DASD's path group (IOS452I) -------------
ADDED = "IOS452I 7801,42, OPERATIONAL PATH ADDED TO PATH GROUP"


@pytest.mark.parametrize("spelling", ["V PATH(7801,42),ONLINE", "VARY PATH(7801,42),ONLINE",
                                      "v path(7801,42),online", "V PATH(7801,42),ONLINE "])
def test_vary_path_online_gives_a_dasd_its_path_back_with_ios452i_first(spelling: str) -> None:
    session = make_session()
    lines(session, "V PATH(7801,42),OFFLINE")
    assert lines(session, spelling) == [ADDED, "IEE302I PATH(7801,42) ONLINE"]
    assert lines(session, spelling) == ["IEE302I PATH(7801,42) ONLINE"]  # online already: nothing added


def test_no_ios452i_for_an_offline_dasd_or_a_tape() -> None:
    session = make_session()
    lines(session, "V PATH(7802,42),OFFLINE")
    assert lines(session, "V 7802,OFFLINE") == ["IEF281I 7802 NOW OFFLINE"]
    assert lines(session, "V PATH(7802,42),ONLINE") == ["IEE302I PATH(7802,42) ONLINE"]
    # the device's own VARY ONLINE then re-adds every online path, as before
    said = lines(session, "V 7802,ONLINE")
    assert "IOS452I 7802,42, OPERATIONAL PATH ADDED TO PATH GROUP" in said
    assert said[-1] == "IEE302I 7802     ONLINE"
    tape = session_on(MACHINES / "io-lab.toml", dt.time(10, 0, 0))
    lines(tape, "V PATH(0580,20),OFFLINE,UNCOND")
    assert lines(tape, "V PATH(0580,20),ONLINE") == ["IEE302I PATH(0580,20) ONLINE"]


def test_a_refused_vary_path_online_writes_no_ios452i_and_changes_nothing() -> None:
    session = make_session()
    lines(session, "V PATH(7801,42),OFFLINE")
    before = snapshot(session.machine)
    assert lines(session, "V PATH(7801,43),ONLINE")[0].startswith("IEE376I")
    assert lines(session, "V PATH(7801,42),ONLIN")[0].startswith("IEE3")
    assert snapshot(session.machine) == before


def test_ios452i_after_stop_and_resume(tmp_path: Path) -> None:
    run = ["--clock", "04.00.00", "-c", "V PATH(7801,42),OFFLINE"]
    after = ["-c", "V PATH(7801,42),ONLINE", "-c", "D M=DEV(7801)"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert resumed[0] == ADDED


# --- 3. While JES2 is down: `$` lines are MVS's unknown verbs, START under JES2 refused -----
NOT_STARTED = ["ZCN051W JES2 IS NOT ACTIVE - {} IS NOT STARTED (S JES2, OR SUB=MSTR)",
               "IEE328I START    COMMAND ABORTED"]


def jes2_forced() -> Session:
    session = make_session()
    lines(session, "FORCE JES2,ARM")
    return session


@pytest.mark.parametrize(("line", "verb"), [("$DA", "$DA"), ("$da", "$DA"), ("$D A", "$D"), ("$D I", "$D"),
                                            ("$DJ7;DA", "$DJ7;DA"), ("$PJES2", "$PJES2"), ("$XYZ", "$XYZ")])
def test_a_dollar_line_while_jes2_is_down_is_an_unknown_verb(line: str, verb: str) -> None:
    session = jes2_forced()
    before = snapshot(session.machine)
    assert lines(session, line) == [f"IEE305I {verb:<8} COMMAND INVALID"]
    assert snapshot(session.machine) == before


def test_jes2_answers_again_once_restarted() -> None:
    session = jes2_forced()
    lines(session, "S JES2")
    assert lines(session, "$DA") == ["$HASP612 NO ACTIVE JOBS"]


@pytest.mark.parametrize("spelling", ["S TCPIP", "START TCPIP", "s tcpip", "S TCPIP,SUB=JES2", "S TCPIP.T2"])
def test_start_of_a_task_jes2_reads_in_is_refused_while_jes2_is_down(spelling: str) -> None:
    session = jes2_forced()
    before = snapshot(session.machine)
    assert lines(session, spelling) == [NOT_STARTED[0].format("TCPIP"), NOT_STARTED[1]]
    assert snapshot(session.machine) == before


def test_a_batch_job_is_refused_and_sub_mstr_still_starts_while_jes2_is_down() -> None:
    session = jes2_forced()
    assert lines(session, "S NIGHTJOB") == [NOT_STARTED[0].format("NIGHTJOB"), NOT_STARTED[1]]
    said = lines(session, "S TCPIP,SUB=MSTR")
    assert said[-1] == "IEF403I TCPIP - STARTED - TIME=12.00.00" and not any("$HASP" in x for x in said)
    lines(session, "S JES2")
    assert lines(session, "S NIGHTJOB")[0] == "$HASP100 NIGHTJOB ON INTRDR"


def test_jes2_down_survives_stop_and_resume(tmp_path: Path) -> None:
    run = ["--clock", "08.00.00", "-c", "FORCE JES2,ARM"]
    after = ["-c", "$DA", "-c", "S TCPIP", "-c", "S JES2", "-c", "$DA"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert resumed[:3] == ["IEE305I $DA      COMMAND INVALID", NOT_STARTED[0].format("TCPIP"), NOT_STARTED[1]]
    assert resumed[-1] == "$HASP612 NO ACTIVE JOBS"
