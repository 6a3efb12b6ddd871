"""REPLY to an id no WTOR holds is told apart from a malformed reply, and changes nothing."""

from __future__ import annotations

from tests.conftest import lines, make_session
from zconsole.systems.zos.testing import snapshot


def test_a_reply_to_an_id_not_outstanding_says_so() -> None:
    session = make_session()
    before = snapshot(session.machine)
    assert lines(session, "R 05,E") == ["IEE704I REPLY ID 05 IS NOT OUTSTANDING"]
    assert lines(session, "R 5,E") == ["IEE704I REPLY ID 05 IS NOT OUTSTANDING"]  # in the ids' width
    assert lines(session, "5,E") == ["IEE704I REPLY ID 05 IS NOT OUTSTANDING"]  # the short form
    assert snapshot(session.machine) == before


def test_a_malformed_reply_keeps_the_operand_error() -> None:
    session = make_session()
    assert lines(session, "R X5,E") == ["IEE535I R        INVALID PARAMETER"]
    assert lines(session, "R") == ["IEE310I R        KEYWORD MISSING"]


def test_an_answered_wtor_is_not_outstanding_any_more() -> None:
    session = make_session()
    assert lines(session, "DUMP COMM=(TEST)") == ["*00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"]
    assert lines(session, "R 00,U")[0] == "IEE600I REPLY TO 00 IS;U"
    assert lines(session, "R 00,U") == ["IEE704I REPLY ID 00 IS NOT OUTSTANDING"]
