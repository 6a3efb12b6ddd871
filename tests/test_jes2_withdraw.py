"""$D JES2 lists what keeps JES2 from stopping; $P JES2,TERM and $P JES2,ABEND end
JES2 whatever runs under it; ABEND's $HASP098 is a WTOR answered with EXIT or PURGE, kept
by a saved state; other operands change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.session import Session
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.testing import snapshot


@pytest.mark.parametrize("line", ["$P JES2,TERM", "$PJES2,TERM", "$pjes2,term"])
def test_term_ends_jes2_while_work_runs(line: str) -> None:
    session = make_session()
    assert lines(session, "$P JES2") == ["$HASP607 JES2 NOT DORMANT -- MEMBER DRAINING"]
    assert lines(session, line)[:2] == ["$HASP085 JES2 TERMINATION COMPLETE",
                                        "IEF404I JES2 - ENDED - TIME=12.00.00"]
    assert lines(session, "$DA") == ["IEE305I $DA      COMMAND INVALID"]
    assert any(" TSO " in row for row in lines(session, "D A,L"))  # what ran under JES2 runs on


@pytest.mark.parametrize("answer", ["EXIT", "PURGE", "'EXIT'"])
def test_abend_asks_and_a_saved_state_keeps_the_question(tmp_path: Path, answer: str) -> None:
    session = make_session()
    assert lines(session, "$PJES2,ABEND") == ["$HASP095 JES2 CATASTROPHIC ERROR.  CODE = $PJ2",
                                              "*00 $HASP098 ENTER TERMINATION OPTION"]
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    again = Session(*load_state(tmp_path / "s.json"))
    assert lines(again, "R 00,NO") == ["IEE600I REPLY TO 00 IS;NO", "*01 $HASP098 ENTER TERMINATION OPTION"]
    assert lines(again, f"R 01,{answer}")[1] == "$HASP085 JES2 TERMINATION COMPLETE"
    assert lines(again, "D R,L")[-1] == "NO MESSAGES OUTSTANDING"


@pytest.mark.parametrize("line", ["$P JES2,QUICK", "$P JES2,ABEND,FORCE", "$P JES2,X"])
def test_other_operands_are_refused_and_change_nothing(line: str) -> None:
    session = make_session()
    session.submit("D T")
    before = snapshot(session.machine)
    outcome = session.submit(line)
    assert outcome.refused and outcome.messages[0].msgid == "$HASP003"
    assert snapshot(session.machine) == before


@pytest.mark.parametrize("line", ["$D JES2", "$DJES2", "$djes2"])
def test_d_jes2_lists_what_keeps_jes2_from_stopping(line: str) -> None:
    session = make_session()
    shown = lines(session, line)
    assert shown[:4] == ["$HASP608 $DJES2", "$HASP608 ACTIVE ADDRESS SPACES",
                         "$HASP608 ASID     JOBNAME  JOBID", "$HASP608 -------- -------- --------"]
    assert "$HASP608 0012     TSO      STC00005" in shown
    for command in ("P TSO", "P TCPIP", "P LLA", "P VLF", "P RACF", "Z NET"):
        session.submit(command)
    assert lines(session, line) == ["$HASP608 $DJES2", "$HASP608 NO ACTIVITY TO PREVENT JES2 TERMINATION"]
    assert lines(session, "$P JES2")[0] == "$HASP085 JES2 TERMINATION COMPLETE"
