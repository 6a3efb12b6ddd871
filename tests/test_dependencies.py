"""What ends has consequences (model/living/dependencies.py): TSO users are logged off when
VTAM or TSO ends and stay off, also across a saved state; JES2's prefix goes with JES2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.session import Session
from zconsole.console.state_errors import StateFileError
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.system import MACHINES


def adcd() -> Session:
    return make_session(MACHINES["adcd"]())


@pytest.mark.parametrize("ending", ["Z NET", "HALT NET,QUICK", "P TSO", "FORCE TSO,ARM"])
def test_tso_users_are_logged_off_when_vtam_or_tso_ends(ending: str) -> None:
    session = adcd()
    assert lines(session, "D TS,L")[-1] == "IBMUSER IN"
    assert not session.submit(ending).refused
    shown = lines(session, "D TS,L")
    assert shown[-1].split()[2] == "00000"  # TS USERS
    assert "IBMUSER IN" not in lines(session, "D A,L")


def test_vtam_active_counts_nothing_while_vtam_is_down_and_no_one_comes_back() -> None:
    session = adcd()
    assert lines(session, "D A,L")[2].split()[5] == "00001/00040"
    session.submit("Z NET")
    assert lines(session, "D A,L")[2].split()[5] == "00000/00040"
    session.submit("S VTAM")
    counts = lines(session, "D TS,L")[2].split()
    assert counts[2] == "00000" and counts[5] == "00001/00040"


def test_a_saved_state_keeps_them_logged_off(tmp_path: Path) -> None:
    session = adcd()
    session.submit("Z NET")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    again = Session(*load_state(path))
    assert lines(again, "D TS,L")[2].split()[2] == "00000"
    data = json.loads(path.read_text())
    data["living"]["tso_users"] = [7]
    path.write_text(json.dumps(data))
    with pytest.raises(StateFileError, match="tso_users"):
        load_state(path)


def test_the_default_machine_has_no_users_to_lose() -> None:
    session = make_session()
    session.submit("Z NET")
    assert lines(session, "D TS,L")[2].split()[2] == "00000"
