"""JES2 operations a trainee meets: START JES2 while JES2 runs, $H J / $A J, and JES2
commands stacked with `;`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.systems.zos.testing import snapshot

REFUSED_JES2 = [
    "ZCN050W JES2 IS ALREADY ACTIVE - A SECOND JES2 IS NOT STARTED",
    "IEE328I START    COMMAND ABORTED",
]


@pytest.mark.parametrize("spelling", [
    "S JES2", "START JES2", "s jes2", "S JES2,SUB=MSTR", "S JES2.JES2B", "START JES2.X,SUB=JES2",
])
@pytest.mark.parametrize("alive", [False, True])
def test_start_jes2_while_jes2_runs_is_refused_and_changes_nothing(spelling: str, alive: bool) -> None:
    session = make_session()
    if alive:
        lines(session, "D A,L")  # the machine has come to life
    before = snapshot(session.machine)
    outcome = session.submit(spelling)
    assert outcome.refused and not outcome.changed
    assert lines(session, spelling) == REFUSED_JES2
    assert snapshot(session.machine) == before
    assert session.machine.is_living is alive


def test_start_jes2_after_jes2_ended_starts_it() -> None:
    session = make_session()
    lines(session, "FORCE JES2,ARM")
    said = lines(session, "S JES2")
    assert "IEF403I JES2 - STARTED - TIME=12.00.00" in said
    assert lines(session, "S JES2") == REFUSED_JES2
    spaces = session.machine.living(session.context.clock.now()).spaces.values()
    assert [a.jobname for a in spaces].count("JES2") == 1


# --- $H J / $A J and commands stacked with `;` -------------------------------------------
def payroll_waiting() -> object:
    session = make_session()
    lines(session, "S PAYROLL")  # JOB00007, class B: no initiator serves B until $S I9
    return session


def job_lines(hold: str, status: str = "AWAITING EXECUTION") -> list[str]:
    return ["$HASP890 JOB(PAYROLL)",
            f"$HASP890 JOB(PAYROLL)   STATUS=({status}),CLASS=B,",
            f"$HASP890                PRIORITY=9,SYSAFF=(ANY),HOLD=({hold})"]


@pytest.mark.parametrize("spelling", ["$HJ7", "$H J7", "$HJOB7", "$H JOB00007", "$hj7", "$HJ7-7", "$HJ1-9"])
def test_hold_every_spelling(spelling: str) -> None:
    session = payroll_waiting()
    outcome = session.submit(spelling)
    assert outcome.changed and not outcome.refused
    assert lines(session, spelling) == job_lines("JOB")  # held already: the same answer
    assert lines(session, "$S I9")[-1].startswith("$HASP892 INIT(9)")  # nothing selects it
    assert lines(session, "$DJ7") == job_lines("JOB")


@pytest.mark.parametrize("spelling", ["$AJ7", "$A J7", "$AJOB7", "$a j00007", "$AJ1-9"])
def test_release_every_spelling_and_the_job_is_selected(spelling: str) -> None:
    session = payroll_waiting()
    lines(session, "$HJ7")
    lines(session, "$S I9")
    said = lines(session, spelling)
    assert said[:3] == job_lines("NONE")
    assert said[3] == "$HASP373 PAYROLL  STARTED - INIT 9    - CLASS B        - SYS SYS1"
    assert lines(session, "$DJ7") == job_lines("NONE", "EXECUTING/SYS1")


@pytest.mark.parametrize(("line", "answer"), [
    ("$HJ99", ["$HASP003 RC=(52),H", "$HASP003 RC=(52),H J99  - NO SELECTABLE ENTRIES FOUND",
               "$HASP003           MATCHING SPECIFICATION"]),
    ("$AJ99", ["$HASP003 RC=(52),A", "$HASP003 RC=(52),A J99  - NO SELECTABLE ENTRIES FOUND",
               "$HASP003           MATCHING SPECIFICATION"]),
    ("$H", ["$HASP003 RC=(03),H", "$HASP003 RC=(03),H - INVALID OPERAND"]),
    ("$HJ", ["$HASP003 RC=(03),H", "$HASP003 RC=(03),H J  - INVALID OPERAND"]),
    ("$AJ7-3", ["$HASP003 RC=(03),A", "$HASP003 RC=(03),A J7-3  - INVALID OPERAND"]),
    ("$HX7", ["$HASP003 RC=(03),H", "$HASP003 RC=(03),H X7  - INVALID OPERAND"]),
])
@pytest.mark.parametrize("alive", [False, True])
def test_malformed_or_unmatched_hold_release_changes_nothing(
        line: str, answer: list[str], alive: bool) -> None:
    session = payroll_waiting() if alive else make_session()
    before = snapshot(session.machine)
    outcome = session.submit(line)
    assert outcome.refused and not outcome.changed
    assert snapshot(session.machine) == before
    assert lines(session, line) == answer


def test_a_hold_survives_stop_and_resume(tmp_path: Path) -> None:
    """--state: stopped after $HJ7 and resumed gives the same bytes as running through."""
    run = ["--clock", "08.00.00", "-c", "S PAYROLL", "-c", "$HJ7"]
    after = ["-c", "$S I9", "-c", ".WAIT 5M", "-c", "$DJ7", "-c", "$AJ7", "-c", "$DA"]
    through = zconsole(*run, *after, cwd=tmp_path)
    zconsole("--state", "s.json", *run, cwd=tmp_path)
    resumed = zconsole("--state", "s.json", *after, cwd=tmp_path)
    assert resumed == through[-len(resumed):]
    assert "$HASP890                PRIORITY=9,SYSAFF=(ANY),HOLD=(JOB)" in resumed


def zconsole(*args: str, cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_stacked_commands_answer_as_each_alone() -> None:
    alone = payroll_waiting()
    expected = lines(alone, "$DJ7") + lines(alone, "$DA") + lines(alone, "$D I1")
    for spelling in ("$DJ7;DA;D I1", "$DJ7; DA ;D I1", "$dj7;da;d i1", "$DJ7;DA;D I1;"):
        session = payroll_waiting()
        outcome = session.submit(spelling)
        assert not outcome.refused and not outcome.changed
        assert lines(session, spelling) == expected


def test_a_stack_changes_what_its_commands_change() -> None:
    session = payroll_waiting()
    said = lines(session, "$HJ7;S I9;AJ7")
    assert said[:3] == job_lines("JOB")
    assert said[-2:] == ["$HASP373 PAYROLL  STARTED - INIT 9    - CLASS B        - SYS SYS1",
                         "IEF403I PAYROLL - STARTED - TIME=12.00.00"]
    assert lines(session, "$DA") == job_lines("NONE", "EXECUTING/SYS1")


def test_a_second_dollar_is_not_jes2s_and_a_refused_stack_changes_nothing() -> None:
    """DOC: only the first command of a stack carries the `$`."""
    session = payroll_waiting()
    assert lines(session, "$DJ7;$DA") == [*job_lines("NONE"), "$HASP003 RC=(01),$",
                                          "$HASP003 RC=(01),$ DA  - INVALID COMMAND"]
    before = snapshot(session.machine)
    outcome = session.submit("$HJ99;$HJ7;X")
    assert outcome.refused and not outcome.changed
    assert snapshot(session.machine) == before
