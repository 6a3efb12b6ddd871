"""`zconsole drill NAME --tn3270 PORT` through the real s3270 emulator: no logon, the
briefing a screen at a time, the drill's MCS console, the debrief when time runs out."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tn3270_client import Emulator, need_s3270

pytestmark = pytest.mark.slow


def test_zconsole_drill_tn3270() -> None:
    need_s3270()
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "drill", "aux-shortage", "--tn3270", "0"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        found = re.fullmatch(r"zconsole: serving drill aux-shortage on tn3270://127\.0\.0\.1:(\d+)\n", line)
        assert found, line
        term = Emulator(f"127.0.0.1:{found.group(1)}", "3279-2-E")
        try:
            screen = term.screen()
            title = "Auxiliary storage shortage: relieve it without cancelling"
            assert screen[0] == f"  DRILL aux-shortage: {title}"
            pages = 0
            while screen[23] == "  ENTER: CONTINUE" and pages < 10:  # the briefing, a screen at a time
                term.enter()
                screen = term.screen()
                pages += 1
            assert screen[0].endswith("*IRA200E AUXILIARY STORAGE SHORTAGE")  # the drill's console
            assert screen[20].startswith(" IEE612I CN=")
            term.enter(".WAIT 11M")
            screen = term.screen()
            assert screen[0] == "  DEBRIEF aux-shortage: Auxiliary storage shortage: relieve it without"
            assert "  ENDED: TIME RAN OUT" in screen
        finally:
            term.close()
        # a second connection plays a drill of its own, from its briefing
        other = Emulator(f"127.0.0.1:{found.group(1)}", "3278-4")
        try:
            assert other.screen()[0].startswith("  DRILL aux-shortage:")
        finally:
            other.close()
    finally:
        proc.terminate()
        proc.wait(10)


def test_a_drill_that_does_not_exist_is_refused_before_serving() -> None:
    done = subprocess.run([sys.executable, "-m", "zconsole", "drill", "nosuch", "--tn3270", "0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "nosuch" in done.stderr and "serving" not in done.stderr


def test_a_zvm_drill_file_on_the_cp_screen(tmp_path: Path) -> None:
    from tests.test_drill_systems import ZVM_DRILL

    need_s3270()
    drill = tmp_path / "zvm-up.toml"
    drill.write_text(ZVM_DRILL)
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "drill", str(drill), "--tn3270", "0"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        found = re.fullmatch(r"zconsole: serving drill zvm-up on tn3270://127\.0\.0\.1:(\d+)\n",
                             proc.stderr.readline())
        assert found
        term = Emulator(f"127.0.0.1:{found.group(1)}", "3278-4")
        try:
            assert term.screen()[0] == "  DRILL zvm-up: Bring LINUX1 up"
            term.enter()  # the briefing's one page
            screen = term.screen()
            assert screen[0].startswith("ZCN300I DRILL ZVM-UP BEGINS - TIME RUNS OUT AT 10.10.00")
            assert screen[42] == " " * 60 + "RUNNING   ZVMWSXX"
            term.enter("xautolog linux1")
            assert term.screen()[0] == "  DEBRIEF zvm-up: Bring LINUX1 up"
            term.enter()
            screen = term.screen()  # the CP screen again, on the drill's machine
            assert screen[1:3] == ["xautolog linux1", "Command accepted"]
            assert "ZCN307I DRILL ENDED - OBJECTIVES MET" in screen
        finally:
            term.close()
    finally:
        proc.terminate()
        proc.wait(10)
