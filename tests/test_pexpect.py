"""The real zconsole executable in a pseudo-terminal, as an operator or a pexpect script sees it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

HERE = Path(__file__).resolve().parent
PROMPT = "SYS1>"  # prompt_toolkit draws the blank after it as a cursor movement


def spawn(tmp_path: Path, *args: str) -> pexpect.spawn:
    env = dict(os.environ, NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    return pexpect.spawn(sys.executable, ["-m", "zconsole", *args], env=env, encoding="utf-8",
                         dimensions=(24, 80), timeout=30)


def test_interactive_console(tmp_path: Path) -> None:
    console = spawn(tmp_path, "--clock", "17.57.26", "--next-id", "230")
    console.expect_exact("ZCN000I ZCONSOLE READY")
    console.expect_exact(PROMPT)
    console.send("d asm,scm\r")
    console.expect_exact("IEE207I 17.57.26 DISPLAY ASM 230")
    console.expect_exact("IN-USE       14%    16,777,216       2,306,867         0")
    console.expect_exact(PROMPT)
    console.send("D M=SC")
    console.expect_exact("D M=SC")
    console.send("\t")  # TAB completes SCM: prompt_toolkit draws the one missing letter
    console.expect_exact("M")
    console.send("\r")
    # Had TAB not completed, "D M=SC" would be refused (IEE3xxI) instead of displayed.
    console.expect(["IEE174I 17.57.26 DISPLAY M 231", r"IEE3\d\dI"])
    assert console.after == "IEE174I 17.57.26 DISPLAY M 231", console.after
    console.expect_exact("SCM INCREMENT SIZE IS 16G")
    console.send(".QUIT\r")
    console.expect_exact("ZCN004I CONSOLE SESSION ENDED")
    console.expect(pexpect.EOF)
    console.close()
    assert console.exitstatus == 0


def test_history_survives_a_restart(tmp_path: Path) -> None:
    first = spawn(tmp_path)
    first.expect_exact(PROMPT)
    first.send("D M=SCM(DETAIL)\r")
    first.expect_exact("SCM INCREMENT SIZE IS 16G")
    first.expect_exact(PROMPT)
    first.sendcontrol("d")
    first.expect(pexpect.EOF)
    second = spawn(tmp_path, "--next-id", "500")
    second.expect_exact(PROMPT)
    second.send("\x1b[A")  # Up: the last command of the previous session (history loads
    second.expect_exact("D M=SCM(DETAIL)")  # in the background: wait until it is shown)
    second.send("\r")
    second.expect_exact("DISPLAY M 500")
    second.expect_exact("STORAGE-CLASS MEMORY STATUS - INCREMENT DETAIL")
    second.expect_exact(PROMPT)
    second.sendcontrol("d")
    second.expect(pexpect.EOF)


def test_line_mode_prompt(tmp_path: Path) -> None:
    console = spawn(tmp_path, "--plain", "--prompt", "ZC> ", "--clock", "08.00.00")
    console.expect_exact("ZC> ")
    console.sendline("XYZ")
    console.expect_exact("ZC> ")
    assert console.before.splitlines()[1:] == ["IEE305I XYZ      COMMAND INVALID"]
    console.sendeof()
    console.expect(pexpect.EOF)


def test_readme_pexpect_example_runs() -> None:
    done = subprocess.run([sys.executable, str(HERE / "pexpect_example.py")], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout) == (0, "ok\n"), done.stderr


@pytest.mark.parametrize("stdin", ["D ASM,SCM\n", "D ASM,SCM\n.QUIT\nD ASM\n"])
def test_pipes_get_plain_text_without_prompt(stdin: str) -> None:
    done = subprocess.run([sys.executable, "-m", "zconsole", "--clock", "12.00.00"], input=stdin,
                          capture_output=True, text=True, timeout=60)
    head = ["IEE207I 12.00.00 DISPLAY ASM 001", "STATUS      FULL     SIZE             USED         IN-ERROR",
            "IN-USE       14%    16,777,216       2,306,867         0"]
    tail = ["ZCN004I CONSOLE SESSION ENDED"] if ".QUIT" in stdin else []
    assert done.stdout.splitlines() == head + tail
