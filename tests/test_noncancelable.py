"""The system's own started tasks run programs IBM's program properties table marks NC:
CANCEL is answered IEE838I and changes nothing; FORCE name,ARM ends them; STOP ends those
that code a STOP routine (LLA, VLF, RACF, TSO, TCP/IP), not JES2 or VTAM."""

from __future__ import annotations

import pytest

from tests.conftest import make_session
from zconsole.systems.zos.messages import render_all


@pytest.mark.parametrize("name", ["JES2", "VTAM", "LLA", "VLF", "RACF", "TSO", "TCPIP"])
def test_cancel_of_a_non_cancelable_system_task_is_iee838i_and_changes_nothing(name: str) -> None:
    session = make_session()
    outcome = session.submit(f"C {name}")
    assert outcome.refused and not outcome.changed
    assert render_all(outcome.messages) == [f"IEE838I {name:<8} NON-CANCELABLE - ISSUE FORCE ARM"]
    assert any(f" {name} " in f" {line} " for line in render_all(session.submit("D A,L").messages))


@pytest.mark.parametrize("name", ["LLA", "VLF", "RACF", "TSO", "TCPIP"])
def test_stop_ends_the_tasks_that_take_it(name: str) -> None:
    session = make_session()
    said = render_all(session.submit(f"P {name}").messages)
    assert said[0].startswith(f"IEF404I {name} - ENDED")


@pytest.mark.parametrize("name", ["JES2", "VTAM"])
def test_stop_of_jes2_or_vtam_is_rejected(name: str) -> None:
    outcome = make_session().submit(f"P {name}")
    assert outcome.refused and render_all(outcome.messages) == ["IEE342I P        REJECTED-TASK BUSY"]


def test_force_arm_ends_a_non_cancelable_task() -> None:
    session = make_session()
    said = render_all(session.submit("FORCE TCPIP,ARM").messages)
    assert said[0] == "IEE301I TCPIP    FORCE ARM COMMAND ACCEPTED"
    assert "$HASP395 TCPIP    ENDED - ABEND=SA22" in said
