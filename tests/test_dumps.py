"""SVC dumps: the reply syntax, the seed's calibration, resumption; the RMF report's layout."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, MACHINES, lines, make_session
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.frontends.script import script_lines
from zconsole.systems.zos.messages import render, render_all
from zconsole.systems.zos.messages.rmf import PageSpaceReport, interval, millions, slots
from zconsole.systems.zos.model.living import dumps as d
from zconsole.systems.zos.model.living.rmf import ReportRow
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state

SCENARIO = FIXTURES / "scenarios" / "svc-dump.zc"


def evening(machine: Machine) -> Session:
    return Session(machine, ConsoleClock(frozen=dt.datetime(2012, 10, 9, 21, 0, 0)), DisplayIds(100))


# --- the reply to IEE094D ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("U", d.DumpOptions(default=True)),
        ("ASID=3E,CONT", d.DumpOptions(asids=(0x3E,), more=True)),
        ("JOBNAME=JES2,CONT", d.DumpOptions(jobnames=("JES2",), more=True)),
        ("JOBNAME=(A,B*),SDATA=(CSA,LPA,LSQA,NUC,RGN,SQA,SUM,TRT)",
         d.DumpOptions(jobnames=("A", "B*"),
                       sdata=("CSA", "LPA", "LSQA", "NUC", "RGN", "SQA", "SUM", "TRT"))),
        ("ASID=(1,2F),TSONAME=IBMUSER,SDATA,END", d.DumpOptions((1, 0x2F), (), ("IBMUSER",), ("DEFAULT",))),
    ],
)
def test_documented_replies_parse(text: str, expected: d.DumpOptions) -> None:
    assert d.parse_reply(text) == expected


@pytest.mark.parametrize("text", ["", "END", "ASID=", "ASID=0", "ASID=12345", "ASID=(1,ZZ)",
                                  "SDATA=(FOO)", "JOBNAME=(A", "JOBNAME=((A))", "STOR=(0,1)", "U,END",
                                  "JOBNAME=TOOLONGNAME"])
def test_wrong_replies_are_refused(text: str) -> None:
    with pytest.raises(d.ReplyError):
        d.parse_reply(text)


def test_wildcards_match_job_names() -> None:
    assert d.name_matches("WAS*", "WAS3S") and d.name_matches("WAS?", "WAS3")
    assert not d.name_matches("WAS?", "WAS3S")


def test_a_wrong_reply_asks_again_and_changes_nothing() -> None:
    session = make_session()
    assert lines(session, "DUMP COMM=(T)") == ["*00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"]
    assert lines(session, "R 00,SDATA=(NOPE)") == [
        "IEE600I REPLY TO 00 IS;SDATA=(NOPE)", "IEE535I DUMP     INVALID PARAMETER",
        "*01 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"]
    assert session.machine.living(session.context.clock.now()).dumps.active is None


def test_a_title_longer_than_100_characters_is_refused() -> None:
    session = make_session()
    assert lines(session, "DUMP COMM=(" + "X" * 101 + ")") == ["IEE308I DUMP     TERM LENGTH ERROR"]
    first = lines(session, "DUMP COMM=(" + "X" * 100 + ")")[0]
    assert first.endswith("IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND")


# --- the seed's 18 GB dump (paging.md §10) ------------------------------------------------
def run_dump(machine: Machine) -> d.Capture:
    session = evening(machine)
    for command in script_lines(SCENARIO.read_text()):
        session.submit(command)
    last = session.machine.living(session.context.clock.now()).dumps.last
    assert last is not None
    return last


@pytest.mark.parametrize(
    ("machine", "elapsed", "nondisp"),
    [(MACHINES / "seed-dasd.toml", 189.0, 58.89), (None, 143.0, 13.74)],
    ids=["disk", "flash"],
)
def test_the_seed_dump_within_ten_percent(machine: Path | None, elapsed: float, nondisp: float) -> None:
    capture = run_dump(load_machine(machine) if machine else default_machine())
    assert capture.written is not None and capture.captured is not None
    took = (capture.written - capture.begun).total_seconds()
    longest = max((s.end - s.start).total_seconds() for s in capture.spaces if s.end and s.start)
    assert abs(took - elapsed) / elapsed < 0.10
    assert abs(longest - nondisp) / nondisp < 0.10
    size_gb = capture.pages / 262_144
    aux_share = sum(s.aux for s in capture.spaces) / capture.pages
    assert 16.2 < size_gb < 19.8 and 0.45 < aux_share < 0.58  # seed: 18 GB, 50-53 % from aux


def test_dumped_address_spaces_do_not_page_in_during_capture() -> None:
    """The regions' window opens while a disk capture runs: the dumped ones wait."""
    session = evening(load_machine(MACHINES / "seed-dasd.toml"))
    commands = script_lines(SCENARIO.read_text())
    for command in commands[: commands.index(".WAIT 4M")]:
        session.submit(command)
    living = session.machine.living(session.context.clock.now())
    db2 = living.by_name("DB2A")[0]
    before = db2.resident
    session.submit(".WAIT 30S")
    assert living.dumps.nondispatchable(db2.asid) and db2.resident == before


def test_a_resumed_state_finishes_the_dump_exactly(tmp_path: Path) -> None:
    commands = script_lines(SCENARIO.read_text())
    cut = commands.index(".WAIT 4M")
    extra = [".WAIT 20S", ".WAIT 4M", ".DUMPSTATS", "D D,T", ".RMF PAGESP"]
    whole = evening(load_machine(MACHINES / "seed-dasd.toml"))
    expected = [render_all(whole.submit(c).messages) for c in commands[:cut] + extra]
    first = evening(load_machine(MACHINES / "seed-dasd.toml"))
    got = [render_all(first.submit(c).messages) for c in commands[:cut] + extra[:1]]
    path = tmp_path / "state.json"
    save_state(path, first.machine, first.context.clock, first.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids)
    got += [render_all(resumed.submit(c).messages) for c in extra[1:]]
    assert got == expected


# --- the RMF report (paging.md §9) ----------------------------------------------------------
def test_the_report_layout_reproduces_the_seed_from_its_numbers() -> None:
    """Fed the seed's counters, the renderer writes the seed's report byte for byte."""
    rows = (
        ReportRow("PLPA", "41PAG0", "5473", "33903", 98999, 14655, 14655, 14655, 0, 0.0, 0.0, 0, 0, False,
                  "SYS1.P41.PLPA"),
        ReportRow("COMMON", "41PAG0", "5473", "33903", 89999, 61, 61, 61, 0, 0.0, 0.0, 2, 32, False,
                  "SYS1.P41.COMMON"),
        ReportRow("LOCAL", "41PAG0", "5473", "33903", 410399, 0, 0, 0, 0, 0.0, 0.0, 0, 0, True,
                  "SYS1.P41.LOCAL"),
        ReportRow("SCM", "N/A", "N/A", "N/A", 33_554_432, 6_030_500, 6_108_999, 6_061_000, 0, 4.24, 0.0,
                  721_516, 17_194_000, False, "N/A"),
    )
    report = PageSpaceReport("P41", (1, 13), dt.datetime(2012, 10, 9, 14, 30, 28), 359.585, 0.050, 7190, rows)
    expected = (FIXTURES / "rmf" / "seed-page-data-set-activity.txt").read_text().splitlines()
    assert render(report) == expected


def test_report_numbers() -> None:
    assert [slots(999_999), slots(1_000_000), slots(33_554_432)] == ["999999", "1000K", "33554K"]
    assert [millions(721_516), millions(17_199_999)] == ["721516", "17.19M"]
    assert [interval(359.585), interval(3600.0)] == ["05.59.585", "60.00.000"]


def test_rmf_samples_over_simulated_time() -> None:
    """Samples = floor(interval / cycle) - 1; a quiet SCM is never busy; a new interval
    starts with each report."""
    session = make_session()
    lines(session, "S CICS1")
    lines(session, ".WAIT 6M")
    report = lines(session, ".RMF PAGESP")
    assert report[0] == "ZCN033I RMF POSTPROCESSOR REPORT PAGESP"
    report = report[1:]
    assert report[1].endswith("INTERVAL 06.00.000") and report[3].startswith("NUMBER OF SAMPLES =     359 ")
    again = lines(session, ".RMF PAGESP")
    again = again[1:]
    assert again[1].endswith("INTERVAL 00.00.000") and again[3].startswith("NUMBER OF SAMPLES =       0 ")


def golden_report() -> list[str]:
    """The golden's last report: the seed's six minutes (the first ends the warm-up)."""
    text = (FIXTURES / "transcripts" / "rmf" / "rmf-seed-p41.txt").read_text().splitlines()
    last = len(text) - 1 - text[::-1].index("ZCN033I RMF POSTPROCESSOR REPORT PAGESP")
    return text[last + 1:]


def test_the_p41_golden_is_the_seed_s_report() -> None:
    """The model's report of P41's six minutes is the seed's, every line of it: the
    SCM churn, the dump's CSA read from the COMMON data set, the header and the rows."""
    seed = (FIXTURES / "rmf" / "seed-page-data-set-activity.txt").read_text().splitlines()
    assert golden_report() == seed


def test_zconsole_report_prints_the_golden_report() -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "zconsole", "--clock", "14.20.00",
         "--machine", str(MACHINES / "seed-p41.toml"), "report", str(FIXTURES / "scenarios" / "rmf-p41.zc")],
        capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines() == golden_report()


def test_fractional_waits_move_the_clock_in_milliseconds() -> None:
    session = make_session()
    assert lines(session, ".WAIT 1.5S") == ["ZCN022I TIME IS NOW 12.00.01"]
    assert lines(session, ".WAIT 0.5") == ["ZCN022I TIME IS NOW 12.00.02"]
    assert lines(session, ".WAIT 0.0001")[0].startswith("IEE535I")
