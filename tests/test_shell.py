"""The interactive shell in-process: prompt_toolkit with pipe input and dummy output."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.history import FileHistory, InMemoryHistory
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput

from tests.conftest import make_session
from zconsole.shell.app import build_prompt, history_file
from zconsole.shell.colour import BOLD_GREEN, BOLD_RED, BOLD_YELLOW, GREEN, RESET, style_line
from zconsole.shell.toolbar import toolbar_text
from zconsole.systems.zos.messages import render_all


@pytest.fixture
def pipe() -> Iterator[PipeInput]:
    with create_pipe_input() as pipe_input, create_app_session(input=pipe_input, output=DummyOutput()):
        yield pipe_input


def prompt_once(pipe: PipeInput, keys: str, history: object = None) -> str:
    session = make_session()
    prompt = build_prompt(session, history or InMemoryHistory(), {"last": ""},
                          input=pipe, output=DummyOutput())
    pipe.send_text(keys)
    return prompt.prompt()


def test_line_is_returned_as_typed(pipe: PipeInput) -> None:
    assert prompt_once(pipe, "d asm,scm\r") == "d asm,scm"


def test_ctrl_c_throws_the_line_away(pipe: PipeInput) -> None:
    assert prompt_once(pipe, "CF SCM(16G)\x03D ASM\r") == "D ASM"


def test_ctrl_d_leaves_only_from_an_empty_line(pipe: PipeInput) -> None:
    assert prompt_once(pipe, "D ASMX\x1b[D\x04\r") == "D ASM"  # deletes the X under the cursor
    with pytest.raises(EOFError):
        prompt_once(pipe, "\x04")


def test_up_recalls_history_from_the_file(pipe: PipeInput, tmp_path: Path) -> None:
    history = FileHistory(str(tmp_path / "history"))
    assert prompt_once(pipe, "D M=SCM(DETAIL)\r", history) == "D M=SCM(DETAIL)"
    again = FileHistory(str(tmp_path / "history"))  # as a new shell would open it
    assert prompt_once(pipe, "\x1b[A\r", again) == "D M=SCM(DETAIL)"


def test_history_lives_in_xdg_state_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    assert history_file() == str(tmp_path / "zconsole" / "history")


def test_toolbar_shows_system_time_scm_and_last_message() -> None:
    session = make_session()
    assert toolbar_text(session, "IEE174I", 120) == (
        " SYS1  |  12.00.00  |  SCM 64G/80G ONLINE  |  LAST IEE174I  |  HELP  TAB  CTRL-D")
    session.submit("CF SCM(16G),ONLINE")
    assert "SCM 80G/80G ONLINE" in toolbar_text(session, "")


@pytest.mark.parametrize("width", [40, 50, 60, 70, 80, 90, 132])
def test_toolbar_fits_the_terminal(width: int) -> None:
    session = make_session()
    session.machine.system_name = "LONGNAME"
    text = toolbar_text(session, "IEE174I", width)
    assert len(text) < width
    assert text.startswith(" LONGNAME")  # the parts that do not fit are dropped, not cut
    assert "12.00.00" in text or width < 20


def test_colours_follow_the_message_type() -> None:
    line = "IEE174I 12.00.00 DISPLAY M 001"
    assert style_line(line) == f"{BOLD_GREEN}IEE174I{RESET}{GREEN} 12.00.00 DISPLAY M 001{RESET}"
    assert style_line("ZCN010E IPL NOT DONE") == f"{BOLD_YELLOW}ZCN010E IPL NOT DONE{RESET}"
    assert style_line("*02 IRA221D REPLY") == f"{BOLD_RED}*02 IRA221D REPLY{RESET}"
    assert style_line("*IRA200E AUX SHORTAGE") == f"{BOLD_YELLOW}*IRA200E AUX SHORTAGE{RESET}"
    assert style_line("CHP   42") == f"{GREEN}CHP   42{RESET}"
    assert style_line("IEE305I XYZ      COMMAND INVALID", refused=True) == (
        f"{BOLD_RED}IEE305I XYZ      COMMAND INVALID{RESET}")


def test_history_keeps_no_blank_or_control_lines(tmp_path: Path) -> None:
    from zconsole.shell.history import ConsoleHistory

    warnings: list[str] = []
    path = tmp_path / "history"
    history = ConsoleHistory(str(path), warnings.append)
    for line in ("D ASM", "   ", "D\x1b[A", "CF SCM(16G),ON", "\x00"):
        history.append_string(line)
    kept = ConsoleHistory(str(path), warnings.append).load_history_strings()
    assert list(kept) == ["CF SCM(16G),ON", "D ASM"]
    path.write_bytes(b"\n# junk\n+D M=SCM\n\n# 2\n+\x1b[B\n\xff\xfe+broken\n")  # damaged by hand
    assert list(ConsoleHistory(str(path), warnings.append).load_history_strings()) == ["D M=SCM"]
    assert warnings == []


def test_an_unusable_history_file_is_one_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from zconsole.shell.history import open_history

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    (tmp_path / "zconsole" / "history").mkdir(parents=True)
    warnings: list[tuple[str, str]] = []
    history = open_history(lambda why, path: warnings.append((why, path)))
    history.append_string("D ASM")
    assert list(history.get_strings()) == ["D ASM"]  # kept in memory for this session
    assert warnings == [("IS A DIRECTORY", str(tmp_path / "zconsole" / "history"))]


@pytest.mark.parametrize(("typed", "command"), [
    ("exit", ".QUIT"), (" QUIT ", ".QUIT"), ("?", "HELP"), ("? d m", "HELP d m"), ("D ASM", "D ASM"),
    ("exits", "exits"),
])
def test_habits_of_shells(typed: str, command: str) -> None:
    from zconsole.frontends.habits import console_line

    assert console_line(typed) == command


def test_pieces_are_the_rendered_lines() -> None:
    from zconsole.systems.zos.messages import render_all
    from zconsole.systems.zos.messages.render import render_pieces

    session = make_session()
    outcome = session.submit("D M=DEV(0-FFF)")
    pieces = list(render_pieces(outcome.messages))
    assert len(pieces) > 3  # a long device list comes a piece at a time
    assert [line for piece in pieces for line in piece] == render_all(outcome.messages)


def test_paste_splits_lines_whatever_the_line_ends() -> None:
    from zconsole.shell.keys import split_paste

    assert split_paste("D ASM\r\nD M=SCM\rCF SCM(16G),ON\n") == ["D ASM", "D M=SCM", "CF SCM(16G),ON", ""]


def test_the_session_log_format() -> None:
    import datetime as dt

    from zconsole.console.hardcopy import LogEntry
    from zconsole.frontends.logfile import log_lines
    from zconsole.systems.zos.messages.errors import CommandError

    when = dt.datetime(2026, 11, 23, 17, 57, 30)
    assert log_lines(LogEntry(1, when, "command", "xyz", ()), "SYS1", render_all) == [
        "2026-11-23 17.57.30 SYS1     C          xyz"]
    entry = LogEntry(2, when, "unsolicited", "", (CommandError("IEE305I", "XYZ"),))
    assert log_lines(entry, "SYS1", render_all) == [
        "2026-11-23 17.57.30 SYS1     U          IEE305I XYZ      COMMAND INVALID"]


LONG = "IEE783I PAGEADD COMMAND- SYS1.LOCAL.PAGEP4 PAGE DATA SET NOW AVAILABLE FOR SYSTEM USE"


def test_long_lines_wrap_at_a_blank_within_the_screen() -> None:
    # as an MCS console wraps, never mid-word (it cut SYSTE / M USE)
    from zconsole.shell.wrap import wrap_line

    assert wrap_line(LONG, 80) == [LONG[:74], "SYSTEM USE"]
    assert wrap_line(LONG, 85) == [LONG]
    assert wrap_line(LONG, 30) == ["IEE783I PAGEADD COMMAND-", "SYS1.LOCAL.PAGEP4 PAGE DATA",
                                   "SET NOW AVAILABLE FOR SYSTEM", "USE"]
    assert wrap_line("X" * 25, 10) == ["X" * 10, "X" * 10, "X" * 5]  # a word longer than the screen


def test_only_the_shell_writer_wraps_and_a_wrapped_action_keeps_its_colour() -> None:
    from zconsole.shell.colour import to_text

    assert to_text([LONG], colour=False) == LONG + "\n"  # -c, scripts, transcripts: whole
    assert to_text([LONG], colour=False, width=80) == f"{LONG[:74]}\nSYSTEM USE\n"
    action = "*IEE203I PAGEDEL COMMAND - DATA SET NAME SYS1.LAB3.LOCAL1 DELETE IN PROGRESS NOW AT 9"
    assert to_text([action], width=80).splitlines()[1] == f"{BOLD_RED}AT 9{RESET}"  # as line 1
    assert to_text([LONG], width=80).splitlines()[1] == f"{GREEN}SYSTEM USE{RESET}"


def test_toolbar_counts_what_waits_for_the_operator_and_names_the_newest() -> None:
    # like a console's held-message indicator; nothing when none waits
    session = make_session()
    assert "WTOR" not in toolbar_text(session, "", 120)
    assert not session.machine.is_living  # the toolbar never boots the living machine
    session.submit("PD DELETE,PAGE=SYS1.LOCAL.PAGEP2")
    assert "  |  0 WTOR 1 ACT *IEE203I  |  " in toolbar_text(session, "", 120)
    session.submit("DUMP COMM=(X)")
    assert toolbar_text(session, "IEE094D", 80) == (
        " SYS1 | 12.00.00 | 1 WTOR 1 ACT *00 IEE094D | SCM 64G/80G ONLINE | LAST IEE094D")
    session.submit("R 00,END")  # no operands: IEE094D is asked again, as *01
    assert "  |  1 WTOR 1 ACT *01 IEE094D  |  " in toolbar_text(session, "", 120)


def test_last_names_the_last_message_written() -> None:
    from zconsole.shell.app import LAST_ID

    firsts = ["$HASP100 CICS1    ON STCINRDR", "IEF695I START CICS1", "$HASP373 CICS1    STARTED",
              "IEF403I CICS1 - STARTED - TIME=12.00.00"]
    ids = [m.group(1) for m in map(LAST_ID.match, firsts) if m]
    assert ids == ["$HASP100", "IEF695I", "$HASP373", "IEF403I"]
    assert LAST_ID.match("*00 IRA221D REPLY M")
    assert LAST_ID.match("START1  , GROUP SYS1") is None
    assert LAST_ID.match(" , GROUP SYS1") is None
