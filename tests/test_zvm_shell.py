"""The interactive CP console: lines typed and their replies, TAB completion from the CP
grammar and the machine, the 3270 status area in the toolbar."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput

from tests.zvm_helpers import zvm_session
from zconsole.shell.cp_shell import SessionConsole, run_cp_shell, shown, toolbar_text


def console(user: str = "MAINT") -> SessionConsole:
    return SessionConsole(zvm_session(user, dt.time(15, 9, 40)))


@pytest.fixture
def pipe() -> Iterator[PipeInput]:
    with create_pipe_input() as pipe_input, create_app_session(input=pipe_input, output=DummyOutput()):
        yield pipe_input


def test_typed_lines_are_answered_and_ctrl_d_leaves(
    pipe: PipeInput, capsys: pytest.CaptureFixture[str]
) -> None:
    kept: list[str] = []
    pipe.send_text("q stor\rforce linux2\r.wait 28\r\x04")
    assert run_cp_shell(console(), kept.extend, input=pipe, output=DummyOutput()) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "STORAGE = 2G CONFIGURED = 2G INC = 1M STANDBY = 0  RESERVED = 0",
        "Ready; T=0.01/0.01 15:09:40",
        "HCPSIG2114I User LINUX2 termination may be delayed for up to 600 seconds",
        "Ready; T=0.01/0.01 15:09:40",
        "USER DSC   LOGOFF AS  LINUX2   USERS = 31    FORCED BY MAINT",
    ]
    assert kept[0] == "q stor"  # the log keeps the echo the screen shows


def test_cms_echo_is_left_to_the_terminal_and_cp_read_keeps_its_stamp() -> None:
    assert shown("q stor", ["q stor", "STORAGE = 2G", "Ready;"]) == ["STORAGE = 2G", "Ready;"]
    assert shown("Q USERID", ["15:09:40 Q USERID", "15:09:40 OPERATOR AT ZVMWSXX"])[0] == "15:09:40 Q USERID"


def test_tab_completes_from_the_grammar_and_the_machine() -> None:
    c = console()
    assert c.complete("q al") == ("AL", ["ALLOC"])
    assert c.complete("ind ") == ("", ["I/O", "LOAD", "PAGING", "USER"])
    assert c.complete("force linux") == ("LINUX", ["LINUX1", "LINUX2", "LINUX3"])
    assert c.complete("attach 0300 system m01p")[1] == ["M01P01", "M01P02"]
    assert "0300" in c.complete("detach ")[1]


def test_the_toolbar_is_the_3270_status_area() -> None:
    assert toolbar_text(console(), 80).endswith("RUNNING   ZVMWSXX")
    assert toolbar_text(console("OPERATOR"), 80).endswith("CP READ   ZVMWSXX")
    assert len(toolbar_text(console(), 80)) == 79
    assert toolbar_text(console(), 12) == "RUNNING   Z"  # narrower than the area: cut at the edge


@pytest.mark.slow
def test_the_cp_shell_in_a_real_terminal(tmp_path: Path) -> None:
    from tests.test_shell_pty import Terminal

    term = Terminal(tmp_path, "--system", "zvm", "--clock", "15:09:40", "--date", "2013-08-31")
    rows = term.wait_for_screen("RUNNING   ZVMWSXX")
    assert rows[-1].endswith("RUNNING   ZVMWSXX")  # the 3270 status area, bottom right
    term.send("q al\t")  # TAB completes from the grammar
    term.wait_for_screen("q ALLOC")
    term.send(" page\r")
    rows = term.wait_for_screen("USABLE")
    assert "M01P01 0206          1       3337 600660     25     34   1%" in rows
    term.send("force linux2\r")
    term.wait_for_screen("HCPSIG2114I User LINUX2 termination may be delayed for up to 600 seconds")
    term.send("x")  # the prompt is back and takes keys: then Ctrl-D on an empty line leaves
    term.wait_for_screen("\nx")
    term.send("\x7f")
    term.child.sendcontrol("d")
    term.child.expect(pexpect.EOF)
