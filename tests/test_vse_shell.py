"""The VSE console in the interactive shell: the toolbar's status fields, TAB completion
of a comma-separated operand, a real terminal."""

from __future__ import annotations

from pathlib import Path

import pexpect
import pytest

from zconsole.session_options import ConsoleOptions, make_session
from zconsole.shell.toolbar import toolbar_text


def _session() -> object:
    return make_session(ConsoleOptions(system="vse", clock="10.00.00", date="2019-01-11"), ".")[0]


def test_the_toolbar_shows_the_release_and_what_runs() -> None:
    assert toolbar_text(_session(), "") == (
        " SYSA | 10.00.00 | VSE/ESA 2.7 | RUNNING 3 | LAST - | HELP  TAB  CTRL-D"
    )


@pytest.mark.slow
def test_the_vse_shell_in_a_real_terminal(tmp_path: Path) -> None:
    from tests.test_shell_pty import Terminal

    term = Terminal(tmp_path, "--system", "vse", "--clock", "10:00:00", "--date", "2019-01-11")
    term.wait_for_screen("VSE/ESA 2.7")
    term.send("D RDR,FRE\t")  # TAB completes a word after a comma
    term.wait_for_screen("D RDR,FREE")
    term.send("R\r")
    term.wait_for_screen("F1 0001 1R46I  TCPIP00  44023 3 * 7       11   PART=F7 FROM=(SYSA)")
    term.send("x")
    term.wait_for_screen("> x")
    term.send("\x7f")
    term.child.sendcontrol("d")
    term.child.expect(pexpect.EOF)
