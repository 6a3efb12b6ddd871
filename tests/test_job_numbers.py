"""Job numbers an operator can see and use: JOBnnnnn in the --log hardcopy's job-id column
(with -c and run too), and a job named in apostrophes wherever JES2 takes a job."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import make_session
from zconsole.cli import main
from zconsole.systems.zos.messages import render_all


def test_two_payroll_jobs_have_their_numbers_in_the_hardcopy_log(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "hardcopy.log"
    assert main(["-c", "S PAYROLL", "-c", "S PAYROLL", "-c", "S DB2A", "--clock", "10.00.00",
                 "--log", str(log)]) == 0
    capsys.readouterr()
    lines = [line[11:] for line in log.read_text().splitlines()]
    assert "10.00.00 SYS1     R JOB00007 $HASP100 PAYROLL  ON INTRDR" in lines
    assert "10.00.00 SYS1     R JOB00008 $HASP100 PAYROLL  ON INTRDR" in lines
    assert "10.00.00 SYS1     C          S PAYROLL" in lines  # a command is about no job
    started = [line for line in lines if "$HASP373 DB2A" in line or "IEF403I DB2A" in line]
    assert started and all(" STC00009 " in line for line in started)


def test_run_honours_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script, log = tmp_path / "s.zc", tmp_path / "run.log"
    script.write_text("S PAYROLL\n$DJ'PAYROLL'\n")
    assert main(["run", str(script), "--clock", "10.00.00", "--log", str(log)]) == 0
    capsys.readouterr()
    lines = [line[20:] for line in log.read_text().splitlines()]
    assert lines == [
        "SYS1     C          S PAYROLL",
        "SYS1     R JOB00007 $HASP100 PAYROLL  ON INTRDR",
        "SYS1     C          $DJ'PAYROLL'",
        "SYS1     R JOB00007 $HASP890 JOB(PAYROLL)",
        "SYS1     R JOB00007 $HASP890 JOB(PAYROLL)   STATUS=(AWAITING EXECUTION),CLASS=B,",
        "SYS1     R JOB00007 $HASP890                PRIORITY=9,SYSAFF=(ANY),HOLD=(NONE)",
    ]


def test_a_log_that_cannot_be_written_is_said_once_and_the_commands_still_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["-c", "D T", "--clock", "10.00.00", "--log", str(tmp_path / "no" / "such.log")]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("IEE136I LOCAL: TIME=10.00.00")
    assert err.startswith("ZCN203W ") and err.count("\n") == 1


@pytest.mark.parametrize("line", ["$DJ'PAYROLL'", "$D 'PAYROLL'", "$D J'PAYROLL'", "$DJOB'PAYROLL'",
                                  "$dj'payroll'"])
def test_jes2_takes_a_job_name_in_apostrophes(line: str) -> None:
    session = make_session()
    for command in ("S PAYROLL", "S PAYROLL"):
        assert not session.submit(command).refused
    shown = render_all(session.submit(line).messages)
    assert shown.count("$HASP890 JOB(PAYROLL)") == 2


def test_a_quoted_name_selects_by_type_and_name_in_every_job_command() -> None:
    session = make_session()
    session.submit("S PAYROLL")
    assert render_all(session.submit("$DS'PAYROLL'").messages)[0].startswith("$HASP003 RC=(52)")
    assert not session.submit("$HJ'PAYROLL'").refused
    assert "HOLD=(JOB)" in "\n".join(render_all(session.submit("$D 'PAYROLL'").messages))
    assert not session.submit("$AJ'PAYROLL'").refused
    assert not session.submit("$CJ'PAYROLL',PURGE").refused
    assert render_all(session.submit("$D 'PAYROLL'").messages)[0].startswith("$HASP003 RC=(52)")
    assert render_all(session.submit("$D 'NOT A NAME'").messages)[0].startswith("$HASP003 RC=(03)")
