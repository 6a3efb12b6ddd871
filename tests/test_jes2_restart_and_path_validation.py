"""JES2 restarted under the master subsystem, VARY PATH ONLINE's path validation, and
IOS002A kept outstanding while a boxed device has no path."""

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

RESTARTED = [
    "IEF695I START JES2     WITH JOBNAME JES2     IS ASSIGNED TO USER START1",
    " , GROUP SYS1",
    "IEF403I JES2 - STARTED - TIME=12.00.00",
]


def zconsole(*args: str, cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)
    assert done.returncode in (0, 1) and not done.stderr, done.stderr  # 1: a command was refused
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
    lines(session, "FORCE TCPIP,ARM")  # TCP/IP is not cancelable (the PPT's NC)
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


# --- 2. VARY PATH ONLINE validates the path ----------------------------------------------
def lab_failed() -> Session:
    session = session_on(MACHINES / "io-lab.toml", dt.time(10, 0, 0))
    lines(session, "S DB2PROD")
    lines(session, ".FAIL LINK(61)")
    return session


def path_online_row(session: Session, dev: str) -> str:
    return next(x for x in lines(session, f"D M=DEV({dev})") if x.startswith("PATH ONLINE"))


def chan_rate(session: Session, chp: str) -> str:
    return next(x.split()[-3] for x in lines(session, ".RMF CHAN") if x.startswith(chp + " "))


@pytest.mark.parametrize("spelling", [
    "V PATH(7900,61),ONLINE", "VARY PATH(7900,61),ONLINE", "V PATH(7900,61),ON", "v path(7900,61),online",
])
def test_vary_path_online_over_a_failed_link_is_refused_and_changes_nothing(spelling: str) -> None:
    session = lab_failed()
    before = snapshot(session.machine)
    outcome = session.submit(spelling)
    assert outcome.refused and not outcome.changed
    assert lines(session, spelling) == ["IEE376I PATH(7900,61) NOT VARIED, PATH NOT OPERATIONAL"]
    assert snapshot(session.machine) == before
    assert path_online_row(session, "7900") == "PATH ONLINE           Y    N    Y    Y"


def test_after_the_repair_the_refused_path_carries_nothing_until_varied_online() -> None:
    session = lab_failed()
    lines(session, "V PATH(7900,61),ONLINE")
    lines(session, ".REPAIR LINK(61)")
    lines(session, ".RMF CHAN")  # a new interval from here
    lines(session, ".WAIT 1M")
    assert chan_rate(session, "61") == "0.0"
    assert lines(session, "V PATH(7900,61),ONLINE") == [
        "IOS452I 7900,61, OPERATIONAL PATH ADDED TO PATH GROUP", "IEE302I PATH(7900,61) ONLINE"]
    assert path_online_row(session, "7900") == "PATH ONLINE           Y    Y    Y    Y"
    lines(session, ".WAIT 1M")
    assert chan_rate(session, "61") == "1015.6"  # 7900's share: one device of CU 7900's 64


def test_vary_path_refusal_survives_stop_and_resume(tmp_path: Path) -> None:
    lab_file = str(MACHINES / "io-lab.toml")
    run = ["--machine", lab_file, "--clock", "10.00.00", "-c", "S DB2PROD", "-c", ".FAIL LINK(61)"]
    after = ["-c", "V PATH(7900,61),ONLINE", "-c", ".REPAIR LINK(61)", "-c", "V PATH(7900,61),ONLINE",
             "-c", "D M=DEV(7900)"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert "IEE376I PATH(7900,61) NOT VARIED, PATH NOT OPERATIONAL" in resumed


# --- 3. D R,L: immediate action messages (IEE362A), IOS002A kept while boxed ---------------
@pytest.mark.parametrize("spelling", ["D R,L", "DISPLAY R,L", "D R,I", "d r,list"])
def test_iee362a_is_listed_as_an_immediate_action(spelling: str) -> None:
    session = make_session()
    lines(session, "I SMF")  # MAN1 switched out: it waits to be dumped
    out = lines(session, spelling)
    assert out[1] == "RM=0    IM=1     CEM=0     EM=0     RU=0    IR=0    AMRF"
    assert out[3] == "         1 I 12.00.00          *IEE362A SMF ENTER DUMP FOR SYS1.MAN1"
    assert [x for x in lines(session, "D R,E") if "IEE362A" in x] == []


def ios002a_rows(session: Session) -> list[str]:
    return [x for x in lines(session, "D R,L") if "IOS002A" in x]


# message 2: the path's *IOS450E (an eventual action, EM=1) is kept before it
KEPT = ["         2 I 10.01.00          *IOS002A 0581,NO PATHS AVAILABLE"]
# After CF CHP's IEE100E, IEE131D and IEE507D, IOS002A keeps the number it was given (4).
KEPT_AFTER_DIALOGUE = ["         4 I 10.01.00          *IOS002A 0581,NO PATHS AVAILABLE"]


def tape_boxed() -> Session:
    session = session_on(MACHINES / "io-lab.toml", dt.time(10, 0, 0))
    for command in ("S TAPEJOB", ".WAIT 1M", ".FAIL LINK(20)"):
        lines(session, command)
    return session


def test_ios002a_stays_outstanding_while_the_device_has_no_path() -> None:
    session = tape_boxed()
    assert ios002a_rows(session) == KEPT
    assert lines(session, "D R,L")[1] == "RM=0    IM=1     CEM=0     EM=1     RU=0    IR=0    AMRF"
    lines(session, "V 0581,ONLINE")  # refused: no path (IEE025I)
    lines(session, ".REPAIR LINK(20)")  # the path IOS took off stays off
    assert ios002a_rows(session) == KEPT


@pytest.mark.parametrize("back", [
    ["V PATH(0581,20),ONLINE"], ["VARY PATH(0581,20),ON"], ["CF CHP(20),OFFLINE", "CF CHP(20),ONLINE"],
    ["CONFIG CHP(20),OFF", "CONFIG CHP(20),ON"],
])
def test_ios002a_is_deleted_when_a_path_returns(back: list[str]) -> None:
    session = tape_boxed()
    lines(session, ".REPAIR LINK(20)")
    for command in back:
        lines(session, command)
    assert ios002a_rows(session) == []
    assert lines(session, "V 0581,ONLINE") == ["IEE302I 0581     ONLINE"]


def test_ios002a_of_cf_chp_force_yes_is_kept_and_deleted() -> None:
    session = session_on(MACHINES / "io-lab.toml", dt.time(10, 0, 0))
    for command in ("S TAPEJOB", ".WAIT 1M", "CF CHP(20),OFFLINE,FORCE", "R 00,CONTINUE", "R 01,YES"):
        lines(session, command)
    assert ios002a_rows(session) == KEPT_AFTER_DIALOGUE  # no link failed: no *IOS450E before it
    lines(session, "CF CHP(20),ONLINE")
    assert ios002a_rows(session) == []


def test_ios002a_of_a_planned_link_failure_is_kept(tmp_path: Path) -> None:
    """The living machine's own link failure ([[io_event]]) keeps IOS002A as .FAIL LINK does."""
    machine = tmp_path / "lab.toml"
    machine.write_text((MACHINES / "io-lab.toml").read_text()
                       + '\n[[io_event]]\nat = "10.01.00"\nchpid = "20"\nkind = "LINK_FAIL"\n')
    session = session_on(machine, dt.time(10, 0, 0))
    lines(session, "S TAPEJOB")
    said = lines(session, ".WAIT 2M")
    assert "*IOS002A 0581,NO PATHS AVAILABLE" in said
    assert ios002a_rows(session) == KEPT
    lines(session, "CF CHP(20),OFFLINE")
    lines(session, "CF CHP(20),ONLINE")  # the link still fails: the path is not validated
    assert ios002a_rows(session) == KEPT


def test_the_kept_text_is_the_catalogs() -> None:
    from zconsole.systems.zos.messages import catalog as c
    from zconsole.systems.zos.model.living import io_actions

    assert io_actions.TEXT == c.IOS002A_TEXT


def test_ios002a_survives_stop_and_resume(tmp_path: Path) -> None:
    lab_file = str(MACHINES / "io-lab.toml")
    run = ["--machine", lab_file, "--clock", "10.00.00", "-c", "S TAPEJOB", "-c", ".WAIT 1M",
           "-c", ".FAIL LINK(20)"]
    after = ["-c", "D R,L", "-c", ".REPAIR LINK(20)", "-c", "V PATH(0581,20),ONLINE", "-c", "D R,L"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert "         2 I 10.01.00          *IOS002A 0581,NO PATHS AVAILABLE" in resumed
