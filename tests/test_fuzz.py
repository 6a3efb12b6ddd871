"""Anything typed gets a well-formed console reply, and a refused line changes nothing."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import make_session
from tests.strategies import any_line, mutated
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.testing import snapshot

# A message id (IEE305I, IEFC612I, $HASP100), an action message's asterisk glued to it
# (*IRA200E), or a WTOR's asterisk and reply id (*00 IRA221D).
MSGID = re.compile(r"^(\*\d{2,4} |\*)?(\$HASP\d{3}|[A-Z]{3,4}\d{3,4}[IADEW])( |$)")  # CNZ4100I: 4 digits
# Issue 25: commands z/OS carries out without a message (K S, K E, SEND to TSO users, a
# MODIFY verb the program ignores), and lines that are no message: SEND's text as written,
# K S,REF's CONTROL command form, a program's own answer to MODIFY.
SILENT = re.compile(r"^\s*(K|CONTROL|SE|SEND|F|MODIFY) ", re.IGNORECASE)
TEXT_AS_WRITTEN = SILENT


def check_reply(line: str) -> None:
    """The contract the fuzzers hold every line to, on a fresh machine each time (a shared
    one would make a failure depend on every line before it, and unreproducible)."""
    session = make_session()
    before = snapshot(session.machine)
    outcome = session.submit(line)
    lines = render_all(outcome.messages)
    assert lines or (SILENT.match(line) and not outcome.refused), f"no reply to {line!r}"
    assert not lines or MSGID.match(lines[0]) or TEXT_AS_WRITTEN.match(line), f"{line!r} -> {lines[0]!r}"
    assert not any(x.startswith("ZCN999E") for x in lines), f"{line!r} crashed: {lines}"
    for text in lines:
        assert (text.isascii() and text.isprintable()) or text == "", f"{line!r} -> {text!r}"
    if outcome.refused:
        assert snapshot(session.machine) == before, f"refused {line!r} changed the machine"


@settings(max_examples=400, deadline=None)
@given(any_line)
def test_every_line_gets_a_well_formed_reply(line: str) -> None:
    if line.strip():
        check_reply(line)


@settings(max_examples=300, deadline=None)
@given(mutated())
def test_broken_commands(line: str) -> None:
    if line.strip():
        check_reply(line)


@settings(max_examples=50, deadline=None)
@given(st.lists(mutated(), min_size=1, max_size=20))
def test_sequences_never_crash(lines: list[str]) -> None:
    session = make_session()
    for line in lines:
        if line.strip():
            replies = render_all(session.submit(line).messages)
            assert replies or SILENT.match(line)
            assert not any(r.startswith("ZCN999E") for r in replies)
