"""Leftovers a trainee would hit, mended (branch mend): START JES2 while JES2 runs."""

from __future__ import annotations

import pytest

from tests.conftest import lines, make_session
from zconsole.testing import snapshot

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
