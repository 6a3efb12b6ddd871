"""JES2: the `$` commands' spellings and refusals, batch jobs in initiators,
the spool filling and emptying, and JES2 across a --state stop and resume."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES, TRANSCRIPTS, lines, make_session
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.jes2.hooks import jes2_of
from zconsole.systems.zos.model.jes2.queue import EXECUTING, STATUSES
from zconsole.systems.zos.model.living.workload import Kind
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.syntax import ast_jes2 as a
from zconsole.systems.zos.syntax.jes2_parse import parse_jes2

DRILL = TRANSCRIPTS / "jes2" / "spool-drill.txt"


# Every documented spelling parses to the same command (JES2 takes the operand with or
# without a blank after the verb, and its keywords' short forms).
@pytest.mark.parametrize(("spellings", "expected"), [
    (["$DA", "$D A"], a.Jes2DisplayActive(("JOB",))),
    (["$DA,STC", "$D A,STC"], a.Jes2DisplayActive(("STC",))),
    (["$DA,ALL", "$D A,ALL"], a.Jes2DisplayActive(("JOB", "STC", "TSU"))),
    (["$D JOBQ", "$DJOBQ", "$DJQ", "$D JQ"], a.Jes2DisplayJobq(None)),
    (["$DJ123", "$D J123", "$DJOB123", "$D JOB00123"], None),
    (["$D I", "$DI", "$D INIT", "$DINIT"], a.Jes2DisplayInits(a.InitRange())),
    (["$DI1-3", "$D I1-3", "$D INIT(1-3)", "$DI(1-3)"], a.Jes2DisplayInits(a.InitRange(1, 3))),
    (["$SI2", "$S I2", "$S INIT2", "$SI(2)"], a.Jes2StartInits(a.InitRange(2, 2))),
    (["$SI(K)", "$S I(K)", "$S INIT(K)", "$SINIT(K)"], a.Jes2StartInits(a.InitRange(label="K"))),
    (["$DI(K)", "$D INIT(K)"], a.Jes2DisplayInits(a.InitRange(label="K"))),
    (["$PI", "$P I", "$P INIT"], a.Jes2DrainInits(a.InitRange())),
    (["$TI1,C=AB", "$T I1,CLASS=AB", "$T INIT(1),C=AB"], a.Jes2SetInits(a.InitRange(1, 1), "AB")),
    (["$D SPOOL", "$DSPOOL", "$DSPL", "$D SPL"], a.Jes2DisplaySpool(False)),
    (["$D SPOOL,ALL", "$D SPL,ALL"], a.Jes2DisplaySpool(True)),
    (["$DSPL,LONG", "$D SPOOL,LONG"], a.Jes2DisplaySpool(True, None, True)),
    (["$S SPL(SPL2),FORMAT", "$SSPOOL(SPL2),FORMAT"], a.Jes2StartSpool("SPL2", True)),
    (["$DJQ,SPL=(V=SPL1),STATUS", "$D JOBQ,SPOOL=(VOLUME=SPL1),STATUS"],
     a.Jes2DisplayJobq(None, "SPL1", True)),
    (["$D SPOOLDEF", "$DSPOOLDEF"], a.Jes2DisplayDef("SPOOLDEF")),
    (["$D JOBDEF", "$DJOBDEF"], a.Jes2DisplayDef("JOBDEF")),
    (["$D OUTDEF", "$DOUTDEF"], a.Jes2DisplayDef("OUTDEF")),
    (["$T JOBDEF,JNUMWARN=90", "$TJOBDEF,JNUMWARN=90"], a.Jes2SetJobdef((("JNUMWARN", 90),))),
])
def test_every_spelling_parses(spellings: list[str], expected: object) -> None:
    parsed = [parse_jes2(s) for s in spellings]
    if expected is not None:
        assert parsed == [expected] * len(parsed)
    else:  # a job named several ways: the same selection, whatever else the spelling keeps
        assert all(isinstance(p, a.Jes2DisplayJobs) for p in parsed)
        assert {(p.sel.type, p.sel.low, p.sel.high) for p in parsed} == {("JOB", 123, 123)}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("text", "kind", "low"), [
    ("$DJ5", "JOB", 5), ("$DS5", "STC", 5), ("$DSTC5", "STC", 5), ("$DT5", "TSU", 5), ("$DTSU5", "TSU", 5),
])
def test_job_types_of_a_job_id(text: str, kind: str, low: int) -> None:
    parsed = parse_jes2(text)
    assert isinstance(parsed, a.Jes2DisplayJobs) and (parsed.sel.type, parsed.sel.low) == (kind, low)


def test_purge_cancel_and_output_forms() -> None:
    assert parse_jes2("$PJ12") == parse_jes2("$P J12")
    assert parse_jes2("$PO J12") == parse_jes2("$POJ12")
    job12 = parse_jes2("$PO JOB12")
    assert isinstance(job12, a.Jes2PurgeOutput) and (job12.sel.type, job12.sel.low, job12.sel.text) == (
        "JOB", 12, "JOB12")
    assert isinstance(parse_jes2("$PO TSU1-9999"), a.Jes2PurgeOutput)
    cancel = parse_jes2("$CJ12,PURGE")
    assert isinstance(cancel, a.Jes2CancelJobs) and cancel.purge and parse_jes2("$CJ12,P") == cancel


@pytest.mark.parametrize(("line", "answer"), [
    ("$Q", ["$HASP003 RC=(01),Q", "$HASP003 RC=(01),Q - INVALID COMMAND"]),
    ("$DX", ["$HASP003 RC=(03),D", "$HASP003 RC=(03),D X  - INVALID OPERAND"]),
    ("$D JOBQ,", ["$HASP003 RC=(03),D", "$HASP003 RC=(03),D JOBQ,  - INVALID OPERAND"]),
    ("$DJ5-3", ["$HASP003 RC=(03),D", "$HASP003 RC=(03),D J5-3  - INVALID OPERAND"]),
    ("$T JOBDEF,JNUMWARN=101",
     ["$HASP003 RC=(03),T", "$HASP003 RC=(03),T JOBDEF,JNUMWARN=101  - INVALID OPERAND"]),
    ("$DJ77", ["$HASP003 RC=(52),D", "$HASP003 RC=(52),D J77  - NO SELECTABLE ENTRIES FOUND",
               "$HASP003           MATCHING SPECIFICATION"]),
])
def test_a_malformed_or_empty_command_gets_jes2s_answer(line: str, answer: list[str]) -> None:
    session = make_session()
    assert lines(session, line) == answer


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="$DSPTCAJOBQINTLV0123456789,=-() ", min_size=1, max_size=30))
def test_no_dollar_line_raises(tail: str) -> None:
    """Any `$` line gets an answer, never a traceback."""
    session = make_session()
    out = lines(session, ("$" + tail).strip().upper())
    assert out and all(line.strip() for line in out)


def _drill_commands() -> list[str]:
    return [line[2:] for line in DRILL.read_text().splitlines() if line.startswith("> ")]


def _session() -> Session:
    return Session(default_machine(), ConsoleClock(frozen=dt.datetime(2012, 10, 9, 8, 0, 0)), DisplayIds(700))


@pytest.mark.parametrize("cut", [2, 5, 9, 11, 16, 20])
def test_the_drill_is_identical_after_a_state_stop_and_resume(tmp_path: Path, cut: int) -> None:
    commands = _drill_commands()
    whole = _session()
    expected = [render_all(whole.submit(c).messages) for c in commands]
    first = _session()
    got = [render_all(first.submit(c).messages) for c in commands[:cut]]
    path = tmp_path / "state.json"
    save_state(path, first.machine, first.context.clock, first.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids)
    got += [render_all(resumed.submit(c).messages) for c in commands[cut:]]
    assert got == expected


def test_c_jes2_is_refused_and_jes2_goes_on() -> None:
    session = make_session()
    assert lines(session, "C JES2") == ["IEE838I JES2     NON-CANCELABLE - ISSUE FORCE ARM"]
    assert lines(session, "C PCAUTH") == ["IEE838I PCAUTH   NON-CANCELABLE - ISSUE FORCE ARM"]
    assert any("JES2" in line for line in lines(session, "D A,L"))
    assert lines(session, "S NIGHTJOB")[1].startswith("$HASP373 NIGHTJOB STARTED - INIT 1")


def test_a_batch_job_is_not_a_started_task() -> None:
    """Issue 21 item 17: JES2 reads it in (INTRDR), no IEF695I; it runs in the initiator."""
    session = make_session()
    out = lines(session, "S NIGHTJOB")
    assert out == ["$HASP100 NIGHTJOB ON INTRDR",
                   "$HASP373 NIGHTJOB STARTED - INIT 1    - CLASS A        - SYS SYS1",
                   "IEF403I NIGHTJOB - STARTED - TIME=12.00.00"]
    living = session.machine.living(session.context.clock.now())
    jes2 = jes2_of(living, session.machine)
    init = jes2.inits[0]
    space = living.spaces[init.asid or 0]
    assert space.jobname == "NIGHTJOB" and space.kind is Kind.JOB and jes2.jobs[space.job_id].init == "1"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "S PAYROLL", "S PAYROLL", "S NIGHTJOB", "S BATCHHOG", "S CICS1", "P CICS1", "C NIGHTJOB", "P NIGHTJOB",
    "$S I9", "$P I9", "$P I1", "$S I", "$T I2,C=B", "$PO J8", "$PO J9", "$PJ10", "$CJ8", "$CJ9,PURGE",
    ".WAIT 5M", ".WAIT 20M", ".WAIT 2H", "$T JOBDEF,JOBWARN=1", "$T JOBDEF,JOBWARN=80",
]), max_size=14))
def test_model_invariants(commands: list[str]) -> None:
    """Every job in exactly one queue state; track groups used = the sum over the jobs;
    D A, $DA and $D I agree on what runs where; $HASP050 is outstanding exactly while a
    resource is at its warning level."""
    session = make_session()
    for command in commands:
        session.submit(command)
        now = session.context.clock.now()
        living = session.machine.living(now)
        jes2 = jes2_of(living, session.machine)
        assert all(j.status in STATUSES for j in jes2.jobs.values())
        assert jes2.tg_used(now) == sum(j.tgs_at(now) for j in jes2.jobs.values())
        assert sum(jes2.tg_used(now, v.volser) for v in jes2.volumes) == jes2.tg_used(now)
        assert all(jes2.tg_used(now, v.volser) <= v.tgnum for v in jes2.volumes)  # full takes no more
        batch = {a.job_id: a for a in living.spaces.values() if a.kind is Kind.JOB}
        executing = {j.number: j for j in jes2.jobs.values() if j.status == EXECUTING and j.type == "JOB"}
        assert set(batch) == set(executing)
        for number, job in executing.items():
            init = jes2.initiator(job.init or "")
            assert init is not None and init.job == number and init.asid == job.asid == batch[number].asid
        assert {i.job for i in jes2.inits if i.job is not None} == set(executing)
        da = lines(session, "$DA")
        assert (da == ["$HASP612 NO ACTIVE JOBS"]) == (not executing)
        outstanding = {r.tag for r in living.replies.actions() if r.msgid == "$HASP050"}
        assert outstanding == {f"$HASP050 {r}" for r in jes2.short}


def test_adcd_jes2_counts_come_from_its_queue() -> None:
    session = make_session(load_machine(MACHINES / "adcd.toml"))
    living = session.machine.living(session.context.clock.now())
    jes2 = jes2_of(living, session.machine)
    assert len(jes2.jobs) == 850 and jes2.joes_used() == 956
    assert jes2.tg_used(session.context.clock.now()) == 1954


def test_completion_offers_jes2s_words_and_names() -> None:
    from zconsole.systems.zos.completion.jes2_names import jes2_next_words

    session = make_session()
    lines(session, "S PAYROLL")
    assert jes2_next_words(session, "$") == ("$", ["$A", "$C", "$D", "$H", "$P", "$S", "$T"])
    assert jes2_next_words(session, "$D SP") == ("SP", ["SPL", "SPOOL", "SPOOLDEF"])
    assert jes2_next_words(session, "$DJ") == ("J", ["J7", "JES2", "JOBDEF", "JOBQ", "JQ"])  # JES2: $D JES2
    assert jes2_next_words(session, "$S INIT(")[1] == [str(n) for n in range(1, 10)]
    assert jes2_next_words(session, "$T I1,C=") == ("", ["A", "B"])
    assert jes2_next_words(session, "$D SPOOL(") == ("", ["SPOOL1"])
    assert "PAYROLL" in jes2_next_words(session, "$D JOBQ,JOBNAME=")[1]


def test_ira221d_cannot_cancel_jes2() -> None:
    """Issue 21 item 6: a reply naming JES2's line of IRA220I gets IRA222I, JES2 goes on."""
    session = make_session()
    now = session.context.clock.now()
    living = session.machine.living(now)
    jes2_space = living.by_name("JES2")[0]
    living.candidates, living.shown = (jes2_space.asid,), 1
    said = living.answer_dialogue(session.machine, "1", session.context.ids.take)
    assert render_all(said) == [f"IRA222I JES2     ASID {jes2_space.asid:04X} IS NON-CANCELABLE"]
    assert living.by_name("JES2") == [jes2_space]


def test_a_system_without_jes2_answers_iee305i() -> None:
    session = make_session(load_machine(MACHINES / "seed-1717.toml"))
    assert lines(session, "$DA") == ["IEE305I $DA      COMMAND INVALID"]
    assert lines(session, "$Q") == ["IEE305I $Q       COMMAND INVALID"]
    assert lines(session, "D A,L")[2].split()[4] == "00000"  # no initiators


def test_a_dollar_line_is_highlighted_as_jes2_reads_it() -> None:
    from prompt_toolkit.document import Document

    from zconsole.shell.lexer import CommandLexer

    lexer = CommandLexer(make_session())
    styled = lexer.lex_document(Document("$D JOBQ,JOBNAME=X"))(0)
    assert styled == [("class:verb", "$D"), ("", " "), ("class:keyword", "JOBQ"), ("", ","),
                      ("class:keyword", "JOBNAME"), ("", "="), ("", "X")]
    assert lexer.lex_document(Document("$DSPL,LONG"))(0)[:2] == [("class:verb", "$D"),
                                                                         ("class:keyword", "SPL")]


def test_an_ipl_cold_starts_jes2() -> None:
    """INFERRED (zconsole-jes2(7)): .IPL brings JES2 back as the machine file states it."""
    session = make_session()
    lines(session, "S PAYROLL")
    lines(session, "$S I9")
    assert lines(session, "$DA")[0] == "$HASP890 JOB(PAYROLL)"
    lines(session, ".IPL")
    assert lines(session, "$DA") == ["$HASP612 NO ACTIVE JOBS"]
    assert lines(session, "$D I9") == ["$HASP892 INIT(9)   STATUS=DRAINED,CLASS=B,NAME=9"]


def test_jes2_and_what_starts_before_it_are_not_on_its_queue() -> None:
    """JES2 is started by the master subsystem: it is not a started task of its own queue
    (nor is what the IPL starts before it); D A still lists it, with no JES2 number."""
    session = make_session(load_machine(MACHINES / "adcd.toml"))
    queue = "\n".join(lines(session, "$D JOBQ,JOBNAME=JES2") + lines(session, "$DA,STC"))
    assert "JOB(JES2)" not in queue and "JOB(LLA)" not in queue
    assert "JOB(VLF)" in "\n".join(lines(session, "$DA,STC"))
    assert any(line.startswith(" LLA ") for line in lines(session, "D A,L"))
    assert "WUID=STC00000" in "\n".join(lines(session, "D A,JES2"))


def test_cancel_of_a_job_not_started_answers_with_it_on_output() -> None:
    """$C J of a job awaiting execution: the answer already shows it awaiting hardcopy,
    as $DJ does after, with CC=(CANCELED) (zconsole-jes2(7))."""
    session = make_session()
    lines(session, "$P I")
    lines(session, "S PAYROLL")
    answer = lines(session, "$C J7")
    assert answer == ["$HASP890 JOB(PAYROLL)",
                      "$HASP890 JOB(PAYROLL)   STATUS=(AWAITING HARDCOPY),CLASS=B,",
                      "$HASP890                PRIORITY=9,SYSAFF=(ANY),HOLD=(NONE)"]
    assert lines(session, "$DJ7") == answer
    assert lines(session, "$DJ7,CC") == ["$HASP890 JOB(PAYROLL)   CC=(CANCELED)"]


def test_mvs_stop_of_jes2_is_rejected_and_changes_nothing() -> None:
    """P JES2 (MVS STOP): JES2 has no STOP routine ($P JES2 stops it), so IEE342I, and
    JES2 goes on (before, it ended and `$` commands still answered)."""
    session = make_session()
    assert lines(session, "P JES2") == ["IEE342I P        REJECTED-TASK BUSY"]
    assert not session.machine.is_living
    assert lines(session, "STOP VTAM") == ["IEE342I STOP     REJECTED-TASK BUSY"]
    assert any(line.startswith(" JES2 ") for line in lines(session, "D A,L"))
    assert lines(session, "P JES2") == ["IEE342I P        REJECTED-TASK BUSY"]
    assert any(line.startswith(" JES2 ") for line in lines(session, "D A,L"))
