"""The CP console in the interactive shell: TAB completion from the CP grammar and the
machine, the 3270 status area's state in the toolbar, a real terminal."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pexpect
import pytest

from tests.zvm_helpers import zvm_session
from zconsole.shell.toolbar import toolbar_text


def test_tab_completes_from_the_grammar_and_the_machine() -> None:
    session = zvm_session()
    system = session.system
    assert system.completions(session, "q al") == ("AL", ["ALLOC"], {})
    assert system.completions(session, "ind ")[1] == ["I/O", "LOAD", "PAGING", "USER"]
    assert system.completions(session, "force linux")[1] == ["LINUX1", "LINUX2", "LINUX3"]
    assert system.completions(session, "attach 0300 system m01p")[1] == ["M01P01", "M01P02"]
    assert "0300" in system.completions(session, "detach ")[1]


def test_the_toolbar_shows_the_3270_status_area() -> None:
    assert toolbar_text(zvm_session(at=dt.time(15, 9, 40)), "") == (
        " ZVMWSXX  |  15.09.40  |  RUNNING  |  LAST -  |  HELP  TAB  CTRL-D"
    )
    assert "CP READ" in toolbar_text(zvm_session("OPERATOR"), "")


def test_the_command_word_is_styled_as_a_verb() -> None:
    system = zvm_session().system
    assert system.line_styles("  xautolo linux2") == [("", "  "), ("verb", "xautolo"), ("", " linux2")]
    assert system.line_styles("hello there") == [("", "hello there")]


@pytest.mark.slow
def test_the_cp_shell_in_a_real_terminal(tmp_path: Path) -> None:
    from tests.test_shell_pty import Terminal

    term = Terminal(tmp_path, "--system", "zvm", "--clock", "15:09:40", "--date", "2013-08-31")
    rows = term.wait_for_screen("RUNNING")
    assert "ZVMWSXX" in rows[-1]
    term.send("q al\t")  # TAB completes from the grammar
    term.wait_for_screen("q ALLOC")
    term.send(" page\r")
    rows = term.wait_for_screen("USABLE")
    assert "M01P01 0206          1       3337 600660     25     34   1%" in rows
    term.send("force linux2\r")
    term.wait_for_screen("HCPSIG2114I User LINUX2 termination may be delayed for up to 600 seconds")
    term.send("x")  # the prompt is back and takes keys: then Ctrl-D on an empty line leaves
    term.wait_for_screen("> x")
    term.send("\x7f")
    term.child.sendcontrol("d")
    term.child.expect(pexpect.EOF)
