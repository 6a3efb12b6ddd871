"""D C,K (IEE162I): the CONTROL command's operand forms this console takes, held to the
grammar - each listed form parses as a K command, and every K operand has its line."""

from __future__ import annotations

import re

import pytest

from tests.conftest import lines, make_session
from zconsole.systems.zos.messages.catalog import IEE162I_FUNCTIONS
from zconsole.systems.zos.syntax import parse
from zconsole.systems.zos.syntax.ast_everyday import ControlE, ControlS, DisplayControlSummary
from zconsole.systems.zos.syntax.grammar import grammar_text

# One command each listed form stands for, as an operator types it.
EXAMPLES = {
    "K E,SEG": "K E,SEG",
    "K E,nn[,nn]": "K E,5,10",
    "K E,D": "K E,D",
    "K E,F": "K E,F",
    "K E,N": "K E,N",
    "K S": "K S",
    "K S,REF": "K S,REF",
    "K S,CON=Y|N": "K S,CON=N",
    "K S,SEG=nn": "K S,SEG=10",
    "K S,DEL=Y|N|R|RD|W": "K S,DEL=W",
    "K S,RNUM=nn": "K S,RNUM=5",
    "K S,RTME=nnn": "K S,RTME=30",
    "K S,MFORM=(T,S,J,M,X)": "K S,MFORM=(T,S,J,X)",
    "K E|S,...,L=name": "K S,REF,L=L700",
}


def test_every_listed_form_is_a_command_this_console_takes() -> None:
    assert [form for form, _ in IEE162I_FUNCTIONS] == list(EXAMPLES)
    for example in EXAMPLES.values():
        assert isinstance(parse(example).command, ControlS | ControlE), example


def test_every_control_operand_of_the_grammar_has_a_line() -> None:
    text = grammar_text()
    ks = set(re.findall(r'\| ?"([A-Z]+)"(?: "=")?[^\n]*-> ks_', text))
    ks |= set(re.findall(r'\?ks_operand: "([A-Z]+)"', text))
    ke = re.search(r"^KE_WHAT: (.*)$", text, re.MULTILINE)
    assert ke is not None
    words = {w.strip('" ') for w in ke.group(1).split("|")}
    assert ks == {"REF", "CON", "SEG", "DEL", "RNUM", "RTME", "MFORM", "L"}
    forms = " ".join(form for form, _ in IEE162I_FUNCTIONS)
    for word in ks - {"L"}:
        assert f"K S,{word}" in forms, word
    for word in words:
        assert f"K E,{word}" in forms, word
    assert "L=name" in forms


@pytest.mark.parametrize("spelling", ["D C,K", "DISPLAY C,K", "D CONSOLES,K", "DISPLAY CONSOLES,K"])
def test_every_spelling_shows_the_summary(spelling: str) -> None:
    assert parse(spelling).command == DisplayControlSummary()
    shown = lines(make_session(), spelling)
    assert shown[0] == "IEE162I 12.00.00 CONTROL COMMAND FUNCTIONS 001"
    assert shown[1] == " K E,SEG               ERASE THE MESSAGE DELETION SEGMENT"
    assert len(shown) == 1 + len(IEE162I_FUNCTIONS)


def test_l_naming_no_area_of_this_console_is_refused_and_takes_no_number() -> None:
    session = make_session()
    outcome = session.submit("D C,K,L=NOSUCH-A")
    assert outcome.refused
    assert lines(session, "D C,K")[0].endswith(" 001")


@pytest.mark.parametrize("bad", ["D C,K,X", "D C,K,L", "D C,K,CN=L700", "D C,L,K"])
def test_other_operands_are_refused(bad: str) -> None:
    assert lines(make_session(), bad)[0].startswith(("IEE535I", "IEE305I"))
