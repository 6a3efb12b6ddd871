"""The interactive shell on a real pseudo-terminal, read through a VT100 screen (pyte):
Ctrl-C, paste, history, width, completion, live messages, habits, help, the log."""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pexpect
import pyte
import pytest

from zconsole.systems.zos.commands.help import PAGES

PROMPT = "SYS1>"  # prompt_toolkit draws the blank after it as a cursor movement
PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"


class Terminal:
    """A console child process and the screen a terminal of its size would show."""

    def __init__(self, tmp_path: Path, *args: str, columns: int = 80, rows: int = 24,
                 colour: bool = False, env: dict[str, str] | None = None) -> None:
        full = dict(os.environ, TERM="xterm",
                    XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
        full.pop("NO_COLOR", None)
        full.pop("PROMPT_TOOLKIT_NO_CPR", None)  # the screen answers where the cursor is
        if not colour:
            full["NO_COLOR"] = "1"
        full.update(env or {})
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)
        self.text: list[str] = []
        self.child = pexpect.spawn(sys.executable, ["-m", "zconsole", *args], env=full, encoding="utf-8",
                                   dimensions=(rows, columns), timeout=30)
        self.child.logfile_read = self  # type: ignore[assignment]
        # as a terminal does: answer prompt_toolkit's cursor position requests
        self.screen.write_process_input = self.child.send  # type: ignore[method-assign]

    # pexpect writes everything it reads here
    def write(self, data: str) -> None:
        self.text.append(data)
        self.stream.feed(data)

    def flush(self) -> None:
        pass

    def expect(self, text: str, timeout: float = 30) -> str:
        """Wait for ``text``; what came before it."""
        self.child.expect_exact(text, timeout=timeout)
        return str(self.child.before)

    def send(self, text: str) -> None:
        self.child.send(text)

    def command(self, text: str) -> list[str]:
        """Type ``text`` and Enter; the lines of the reply (the shell switches bracketed
        paste off when it takes a line and on again at the next prompt)."""
        self.send(text + "\r")
        self.expect("\x1b[?2004l")
        return self.expect("\x1b[?2004h").split("\r\n")[:-1]

    def wait_for_screen(self, text: str, timeout: float = 30) -> list[str]:
        """Read until ``text`` is on the screen (prompt_toolkit redraws only what
        changed, so the stream need not hold it whole); the screen's rows."""
        return self.wait_until(lambda rows: text in "\n".join(rows), timeout)

    def wait_until(self, ready: Callable[[list[str]], bool], timeout: float = 30) -> list[str]:
        """Read until the screen's rows are ``ready``; the rows."""
        deadline = time.monotonic() + timeout
        while not ready(self.rows()):
            if time.monotonic() > deadline:
                raise AssertionError("the screen never got ready:\n" + "\n".join(self.rows()))
            with contextlib.suppress(pexpect.TIMEOUT):
                self.child.read_nonblocking(4096, timeout=0.2)
        return self.rows()

    def rows(self) -> list[str]:
        return [row.rstrip() for row in self.screen.display]

    def leave(self) -> int:
        # Throw away whatever is on the line, then leave. Not Ctrl-D: typed while a reply
        # is still being written, the terminal's line discipline would swallow it.
        self.child.sendcontrol("c")
        self.send(".QUIT\r")
        self.child.expect(pexpect.EOF)
        self.child.close()
        return int(self.child.exitstatus or 0)

    def everything(self) -> str:
        return "".join(self.text)


def test_ctrl_c_stops_a_long_display_and_the_machine_is_kept(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "17.57.26", "--next-id", "230")
    term.expect(PROMPT)
    term.send("CF SCM(16G),ON\r")
    term.expect("IEE712I CONFIG   PROCESSING COMPLETE")
    term.expect(PROMPT)
    term.send("D M=DEV(0-FFFF)\r")  # 72,000 lines: pexpect stops reading, so the console waits
    term.expect("IEE174I 17.57.26 DISPLAY M 230")
    term.child.sendintr()
    term.expect("ZCN200I DISPLAY INTERRUPTED - REST OF OUTPUT DISCARDED, COMMAND WAS COMPLETED")
    term.expect(PROMPT)
    assert term.child.isalive()
    # the CONFIG made before is still in force, and the display numbering goes on
    assert term.command("D M=SCM")[:5] == ["IEE174I 17.57.26 DISPLAY M 231", "STORAGE-CLASS MEMORY STATUS",
                                           "80G DEFINED", "ONLINE", "0G-80G"]
    assert term.leave() == 0


def test_a_three_line_paste_runs_each_line_in_order(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00", "--next-id", "40")
    term.expect(PROMPT)
    term.send(PASTE_START + "D ASM,SCM\rCF SCM(16G),ON\rD M=SCM\r" + PASTE_END)
    term.expect("IEE207I 09.00.00 DISPLAY ASM 040")
    term.expect("IEE195I SCM LOCATIONS 64G TO 80G ONLINE")
    term.expect("IEE174I 09.00.00 DISPLAY M 041")
    term.expect("0G-80G")
    term.expect(PROMPT)
    rows = term.rows()
    # each pasted line is echoed after the prompt, as if typed, before its reply
    echoes = [row for row in rows if row.startswith(PROMPT + " ")]
    assert echoes[-3:] == ["SYS1> D ASM,SCM", "SYS1> CF SCM(16G),ON", "SYS1> D M=SCM"]
    assert rows.index("SYS1> CF SCM(16G),ON") < rows.index("IEE195I SCM LOCATIONS 64G TO 80G ONLINE")
    term.send("\x1b[A")  # the pasted lines are in the history
    term.expect("D M=SCM")
    term.send("\x1b[A")
    term.expect("CF SCM(16G),ON")
    assert term.leave() == 0


def test_a_paste_without_a_last_line_end_leaves_that_line_to_edit(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00")
    term.expect(PROMPT)
    term.send(PASTE_START + "CF SCM(16G),ON\rD ASM,SC" + PASTE_END)
    term.expect("IEE712I")
    term.expect(PROMPT)
    term.send("M\r")
    term.expect("IEE207I 09.00.00 DISPLAY ASM 001")
    assert term.leave() == 0


def test_an_unreadable_history_is_one_warning_and_then_ignored(tmp_path: Path) -> None:
    (tmp_path / "state" / "zconsole" / "history").mkdir(parents=True)  # a folder: unreadable even as root
    term = Terminal(tmp_path, "--clock", "09.00.00")
    # the path does not fit beside the text: the line wraps at the blank
    term.expect("ZCN202W HISTORY FILE NOT USED (IS A DIRECTORY):\r\n" + str(tmp_path))
    term.expect(PROMPT)
    assert term.command("D ASM,SCM")[0] == "IEE207I 09.00.00 DISPLAY ASM 001"
    assert term.command("D M=SCM")[0] == "IEE174I 09.00.00 DISPLAY M 002"
    term.expect("CTRL-D")
    term.send("\x1b[A")  # Up recalls D M=SCM from this session's history
    term.expect("D M=SCM")
    assert term.command("")[0] == "IEE174I 09.00.00 DISPLAY M 003"
    assert term.leave() == 0
    output = term.everything()
    assert output.count("ZCN202W") == 1
    assert "Traceback" not in output


def test_banner_help_and_toolbar_fit_80_columns(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00", "--paging", "off")
    term.expect(PROMPT)
    rows = term.rows()
    assert rows[0] == "ZCN000I ZCONSOLE READY - HELP OR ?, HELP MSGID, TAB COMPLETES, CTRL-D LEAVES"
    assert rows[1].startswith(PROMPT)  # the banner took one row: it did not wrap
    term.expect("CTRL-D")  # the toolbar is drawn after the prompt
    rows = term.rows()
    assert rows[-1] == " SYS1  |  09.00.00  |  SCM 64G/80G ONLINE  |  LAST -  |  HELP  TAB  CTRL-D"
    lines = term.command("HELP")
    assert lines[0] == "ZCN100I COMMANDS - HELP CMD: ITS MANUAL PAGE; HELP MSGID: A MESSAGE EXPLAINED"
    assert len(lines) > 8 and all(len(line) < 80 for line in lines)
    lines = term.command("HELP D M")
    assert lines[0] == "ZCN100I HELP FOR D M"
    assert max(len(line) for line in lines) == 78  # filled to the width, not past it
    assert term.leave() == 0


@pytest.mark.parametrize("columns", [50, 60, 120])
def test_the_toolbar_fits_narrow_and_wide_terminals(tmp_path: Path, columns: int) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00", "--paging", "off", columns=columns)
    term.expect(PROMPT)
    term.command("D ASM,SCM")
    term.expect("ONLINE")  # the toolbar is drawn after the prompt
    bar = term.rows()[-1]
    expected = {50: " SYS1  |  09.00.00  |  SCM 64G/80G ONLINE",
                60: " SYS1  |  09.00.00  |  SCM 64G/80G ONLINE  |  LAST IEE207I",
                120: " SYS1  |  09.00.00  |  SCM 64G/80G ONLINE  |  LAST IEE207I  |  HELP  TAB  CTRL-D"}
    assert bar == expected[columns]
    lines = term.command("HELP D ASM")  # help is filled to the terminal's width
    described = lines[lines.index("DESCRIPTION") + 1: lines.index("INFERRED CHOICES")]
    assert columns - 12 <= max(len(line) for line in described) <= columns - 2
    assert term.leave() == 0


def completion_menu(term: Terminal) -> list[str]:
    """The words of the completion menu under the prompt row."""
    rows = term.rows()
    prompt_row = max(i for i, row in enumerate(rows) if row.startswith(PROMPT))
    return [word for row in rows[prompt_row + 1:-1] for word in row.split()]


def test_completion_offers_the_control_units_for_m_cu(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00")
    term.expect(PROMPT)
    term.send("D M=CU(\t")
    term.expect("7900")
    assert completion_menu(term) == ["02C0", "0580", "0980", "7800", "7900"]
    term.send("\t\r")  # TAB highlights the first; Enter takes it without submitting
    term.expect("02C0")
    term.send(")\r")
    term.expect("CONTROL UNIT 02C0")
    assert term.leave() == 0


def test_completion_offers_only_the_devices_own_paths_for_vary_path(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00")
    term.expect(PROMPT)
    term.send("V PATH(7800,\t")
    term.expect("9E")
    assert completion_menu(term) == ["42", "53", "54", "55", "56", "57", "60", "9E"]
    assert term.leave() == 0


def test_completion_in_the_middle_of_a_word_replaces_the_word(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00")
    term.expect(PROMPT)
    term.send("D M=SM(DETAIL)" + "\x1b[D" * 9 + "\t")  # cursor after the S of SM
    term.wait_for_screen("STORAGE")  # the menu: SCM, STOR, STORAGE
    term.send("\t\r")  # highlight SCM, Enter takes it (and does not run the line)
    term.wait_for_screen("SYS1> D M=SCM(DETAIL)")
    assert term.command("")[1] == "STORAGE-CLASS MEMORY STATUS - INCREMENT DETAIL"
    assert term.leave() == 0


def test_a_message_arrives_while_a_line_is_half_typed(tmp_path: Path) -> None:
    term = Terminal(tmp_path)  # a running clock: the increment drains in about 9 seconds
    term.expect(PROMPT)
    term.send("CF SCM(0G-16G),OFF\r")
    term.expect(PROMPT)
    term.send("D AS")
    term.expect("IEE195I SCM LOCATIONS 0G TO 16G OFFLINE", timeout=60)
    term.expect("IEE712I CONFIG   PROCESSING COMPLETE")
    term.expect("D AS")  # the prompt is drawn again below the message, the line as it was
    rows = term.rows()
    assert rows.index("IEE195I SCM LOCATIONS 0G TO 16G OFFLINE") < rows.index("SYS1> D AS")
    term.send("M,SCM\r")
    term.expect("IN-USE")
    assert term.leave() == 0


def test_the_living_machine_speaks_above_a_half_typed_line(tmp_path: Path) -> None:
    """Issue 10: with a fast clock a runaway job fills real storage and the shortage
    warning arrives by itself, above the prompt, the half-typed line intact."""
    term = Terminal(tmp_path, "--speed", "600")  # ten simulated minutes a second
    term.expect(PROMPT)
    term.send("S BATCHHOG\r")
    term.expect(PROMPT)
    term.send("D A")
    term.expect("IRA205I", timeout=60)
    term.expect("D A")  # the prompt drawn again below the message, the line as it was
    rows = term.wait_for_screen("SYS1> D A")
    assert any(r.startswith("IRA205I") for r in rows)
    ira = next(i for i, r in enumerate(rows) if r.startswith("IRA205I"))
    assert ira < rows.index("SYS1> D A")
    term.send(",L\r")
    term.expect("BATCHHOG STEP1    HOG")
    assert term.leave() == 0


@pytest.mark.parametrize("word", ["exit", "quit", "QUIT", ".QUIT"])
def test_exit_and_quit_leave(tmp_path: Path, word: str) -> None:
    term = Terminal(tmp_path)
    term.expect(PROMPT)
    term.send(word + "\r")
    term.expect("ZCN004I CONSOLE SESSION ENDED")
    term.child.expect(pexpect.EOF)
    term.child.close()
    assert term.child.exitstatus == 0


def test_question_mark_is_help(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--paging", "off")
    term.expect(PROMPT)
    term.send("?\r")
    term.expect("ZCN100I COMMANDS - HELP CMD: ITS MANUAL PAGE; HELP MSGID: A MESSAGE EXPLAINED")
    term.expect(PROMPT)
    term.send("? V\r")
    term.expect("ZCN100I HELP FOR V")
    assert term.leave() == 0


def d_topic(names: tuple[str, ...]) -> str:
    """The first topic of a manual page that is a D command, or ''."""
    return next((t for t in names if t.startswith("D ")), "")


def test_help_display_shows_every_display_page(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--paging", "off")
    term.expect(PROMPT)
    lines = term.command("HELP DISPLAY")
    heads = [line for line in lines if line.startswith("ZCN100I")]
    assert heads[:2] == ["ZCN100I HELP FOR D ASM", "ZCN100I HELP FOR D M"]
    assert heads == [f"ZCN100I HELP FOR {d_topic(names)}" for _, names in PAGES if d_topic(names)]
    assert term.leave() == 0


@pytest.mark.skipif(shutil.which("less") is None, reason="less is not installed")
def test_long_help_goes_through_the_pager(tmp_path: Path) -> None:
    term = Terminal(tmp_path, env={"PAGER": "less", "LESS": ""})
    term.expect(PROMPT)
    term.send("HELP D\r")
    term.expect("ZCN100I HELP FOR D ASM")
    rows = term.wait_until(lambda rows: rows[-1] == ":")  # less waits after the first screen
    assert rows[0] == "ZCN100I HELP FOR D ASM"
    term.send("q")
    term.expect(PROMPT)
    term.send("D ASM,SCM\r")
    term.expect("IN-USE")
    assert term.leave() == 0


def test_ctrl_c_in_a_history_search_ends_the_search(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00")
    term.expect(PROMPT)
    term.send("D M=SCM(DETAIL)\r")
    term.expect(PROMPT)
    term.send("\x12SCM(")  # Ctrl-R
    term.expect("D M=SCM(DETAIL)")
    term.child.sendcontrol("c")
    term.send("D ASM,SCM\r")
    term.expect("IEE207I 09.00.00 DISPLAY ASM 002")
    assert term.child.isalive()
    assert term.leave() == 0


def test_plain_mode_on_a_terminal_edits_lines(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--plain", "--prompt", "ZC> ", "--clock", "09.00.00")
    term.expect("ZC> ")
    term.send("D AM,SCM" + "\x1b[D" * 5 + "S\r")  # Left five times, then the missing S
    term.expect("IEE207I 09.00.00 DISPLAY ASM 001")
    term.expect("ZC> ")
    term.send("\x1b[A\r")  # Up recalls it
    term.expect("IEE207I 09.00.00 DISPLAY ASM 002")
    term.expect("ZC> ")
    term.send("exit\r")
    term.expect("ZCN004I CONSOLE SESSION ENDED")
    term.child.expect(pexpect.EOF)


def test_the_session_log_is_a_hardcopy_with_times(tmp_path: Path) -> None:
    log = tmp_path / "session.log"
    term = Terminal(tmp_path, "--clock", "09.00.00", "--log", str(log))
    term.expect(PROMPT)
    term.command("CF SCM(16G),ON")
    term.command("XYZ")
    assert term.leave() == 0
    lines = log.read_text().splitlines()
    dt.date.fromisoformat(lines[0][:10])  # the console's date, then its time
    assert {line[:11] for line in lines} == {lines[0][:11]}
    assert [line[11:] for line in lines] == [
        "09.00.00 SYS1     C          CF SCM(16G),ON",
        "09.00.00 SYS1     R          IEE195I SCM LOCATIONS 64G TO 80G ONLINE",
        "09.00.00 SYS1     R          IEE712I CONFIG   PROCESSING COMPLETE",
        "09.00.00 SYS1     C          XYZ",
        "09.00.00 SYS1     R          IEE305I XYZ      COMMAND INVALID",
        "09.00.00 SYS1     C          .QUIT",
        "09.00.00 SYS1     R          ZCN004I CONSOLE SESSION ENDED",
    ]
