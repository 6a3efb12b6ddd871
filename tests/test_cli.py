"""The zconsole command as scripts use it: output, exit status, files, no tracebacks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import MACHINES, PARMLIB, TRANSCRIPTS

D_ASM_1200 = """\
IEE200I 12.00.00 DISPLAY ASM 944
TYPE     FULL STAT   DEV  DATASET NAME
PLPA     100% FULL  02E6  SYS1.PLPA.PAGCOM
COMMON    61%   OK  02E6  SYS1.COMMON.PAGCOM
LOCAL      0%   OK  098E  SYS1.LOCAL.PAGEP2
LOCAL      0%   OK  0987  SYS1.LOCAL.PAGEP3
LOCAL      0%   OK  098F  SYS1.LOCAL.PAGEP4
SCM       14%   OK   N/A   N/A
PAGEDEL COMMAND IS NOT ACTIVE
"""


def zconsole(*args: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "zconsole", *args],
        input=stdin, capture_output=True, text=True, cwd=cwd, env=os.environ.copy(), timeout=60,
    )


def test_one_command() -> None:
    done = zconsole("--clock", "12.00.00", "--next-id", "944", "-c", "D ASM")
    assert (done.returncode, done.stdout, done.stderr) == (0, D_ASM_1200, "")


def test_default_detail_then_online() -> None:
    done = zconsole("--clock", "17.57.30", "--next-id", "232", "-c", "D M=SCM(DETAIL)",
                    "-c", "CF SCM(16G),ONLINE", "-c", "D M=SCM(DETAIL)")
    out = done.stdout.splitlines()
    assert out[:11] == [
        "IEE174I 17.57.30 DISPLAY M 232",
        "STORAGE-CLASS MEMORY STATUS - INCREMENT DETAIL",
        "80G DEFINED",
        "ADDRESS  IN USE  STATUS",
        "     0G     55%  ONLINE",
        "    16G      0%  ONLINE",
        "    32G      0%  ONLINE",
        "    48G      0%  ONLINE",
        "ONLINE: 64G  OFFLINE-AVAILABLE: 16G  PENDING OFFLINE: 0G",
        "14% IN USE",
        "SCM INCREMENT SIZE IS 16G",
    ]
    assert "ONLINE: 80G  OFFLINE-AVAILABLE: 0G  PENDING OFFLINE: 0G" in out
    assert out[-2:] == ["11% IN USE", "SCM INCREMENT SIZE IS 16G"]


def test_refused_command_exits_1() -> None:
    done = zconsole("-c", "$D JOB00132,CC")  # JES2's own answer: no such job
    assert done.returncode == 1
    assert done.stdout.splitlines() == ["$HASP003 RC=(52),D",
                                        "$HASP003 RC=(52),D JOB00132  - NO SELECTABLE ENTRIES FOUND",
                                        "$HASP003           MATCHING SPECIFICATION"]


def test_bad_machine_file_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[scm]\ndefined = 80\n")
    done = zconsole("--machine", str(bad), "-c", "D ASM")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"zconsole: {bad}:2: [scm.defined] must be a string, not an integer\n"


def test_missing_machine_file_exits_2(tmp_path: Path) -> None:
    done = zconsole("--machine", "nosuch.toml", "-c", "D ASM", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("zconsole: ") and "Traceback" not in done.stderr


def test_bad_parmlib_at_ipl_exits_2() -> None:
    done = zconsole("--parmlib", str(PARMLIB), "--ipl", "BD", "-c", "D ASM")
    assert done.returncode == 2
    assert done.stderr == (
        "zconsole: ZCN010E IPL NOT DONE - IEASYSBD LINE 2: PAGESCM=17X IS NOT VALID: USE ALL, NONE, "
        "0, 1-6 DIGITS WITH M OR G, OR 1-2 DIGITS WITH T\n"
    )


def test_ipl_option_writes_iar_message_first() -> None:
    done = zconsole("--parmlib", str(PARMLIB), "--ipl", "01", "-c", "D ASM,SCM", "--clock", "01.02.03")
    assert done.stdout.splitlines() == [
        "ZCN003I IPL OF SYS1 WITH IEASYS01",
        "IAR032I USE OF STORAGE-CLASS MEMORY FOR PAGING IS NOT ENABLED - PAGESCM=NONE",
        "IEE207I 01.02.03 DISPLAY ASM 001",
        "SCM IS NOT USED FOR PAGING",
    ]


def test_run_file_echoes_like_a_transcript(tmp_path: Path) -> None:
    script = tmp_path / "cmds.txt"
    script.write_text("# a comment\n\nCF SCM(16G),ONLINE\nd asm,scm\n")
    done = zconsole("--clock", "18.00.00", "run", str(script))
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "> CF SCM(16G),ONLINE",
        "IEE195I SCM LOCATIONS 64G TO 80G ONLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
        "> d asm,scm",
        "IEE207I 18.00.00 DISPLAY ASM 001",
        "STATUS      FULL     SIZE             USED         IN-ERROR",
        "IN-USE       11%    20,971,520       2,306,867         0",
    ]


def test_run_from_stdin_without_echo() -> None:
    done = zconsole("run", "--no-echo", "-", stdin="CF SCM(16G),ON\n")
    assert done.stdout == "IEE195I SCM LOCATIONS 64G TO 80G ONLINE\nIEE712I CONFIG   PROCESSING COMPLETE\n"


def test_console_reads_stdin_when_not_a_terminal() -> None:
    done = zconsole("--clock", "12.00.00", "--next-id", "944", stdin="D ASM\n\nXYZ\n")
    assert done.stdout == D_ASM_1200 + "IEE305I XYZ      COMMAND INVALID\n"


def test_check_passes_and_fails(tmp_path: Path) -> None:
    good = (TRANSCRIPTS / "asm" / "d-asm-seed.txt").read_text()
    (tmp_path / "machines").mkdir()
    (tmp_path / "machines" / "seed-1717.toml").write_text((MACHINES / "seed-1717.toml").read_text())
    (tmp_path / "t").mkdir()
    golden = tmp_path / "t" / "story.txt"
    golden.write_text(good.replace("../../machines/", "../machines/"))
    done = zconsole("check", str(golden))
    assert (done.returncode, done.stdout) == (0, "1 passed, 0 failed\n")

    golden.write_text(golden.read_text().replace("SCM       11%", "SCM       12%"))
    done = zconsole("check", str(golden))
    assert done.returncode == 1
    assert "-SCM       12%   OK   N/A   N/A\n+SCM       11%   OK   N/A   N/A\n" in done.stdout
    assert done.stdout.endswith("0 passed, 1 failed\n")

    done = zconsole("check", "--update-goldens", str(golden))
    assert done.returncode == 0
    assert golden.read_text() == good.replace("../../machines/", "../machines/")


def test_check_reports_a_bad_transcript(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("# flags: --machine nowhere.toml\n> D ASM\n")
    done = zconsole("check", str(bad))
    assert done.returncode == 1 and "no such machine file" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


# --- exit status and errors, exactly as zconsole(1) says ----------------------------------

def test_a_bad_option_is_one_line_on_stderr() -> None:
    done = zconsole("--bogus", "-c", "D ASM")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "zconsole: unrecognized arguments: --bogus (zconsole --help shows the options)\n"
    done = zconsole("--next-id", "many")
    assert done.stderr == ("zconsole: argument --next-id: invalid int value: 'many' "
                           "(zconsole --help shows the options)\n")


def test_quit_ends_c_and_run() -> None:
    done = zconsole("--clock", "12.00.00", "-c", "D ASM,SCM", "-c", ".QUIT", "-c", "XYZ")
    assert done.returncode == 0  # XYZ was never submitted, so nothing was refused
    assert done.stdout.splitlines()[-1] == "ZCN004I CONSOLE SESSION ENDED"
    done = zconsole("run", "-", stdin="D ASM,SCM\n.QUIT\nXYZ\n")
    assert done.returncode == 0
    assert done.stdout.splitlines()[-2:] == ["> .QUIT", "ZCN004I CONSOLE SESSION ENDED"]


def test_line_mode_exits_1_when_a_command_was_refused() -> None:
    assert zconsole(stdin="D ASM\nXYZ\nD ASM\n").returncode == 1
    assert zconsole(stdin="D ASM\n").returncode == 0
    assert zconsole(stdin="XYZ\n.QUIT\n").returncode == 1


def test_check_refuses_console_options_it_would_ignore(tmp_path: Path) -> None:
    golden = tmp_path / "t.txt"
    golden.write_text("> XYZ\nIEE305I XYZ      COMMAND INVALID\n")
    for args in (("--clock", "10.00.00", "check", str(golden)), ("check", "--machine", "large", str(golden))):
        done = zconsole(*args)
        assert (done.returncode, done.stdout) == (2, "")
        assert done.stderr.startswith("zconsole: check does not take --") and done.stderr.count("\n") == 1


def test_check_of_a_missing_file_or_an_empty_folder_is_exit_2(tmp_path: Path) -> None:
    done = zconsole("check", str(tmp_path / "nosuch.txt"))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"zconsole: {tmp_path / 'nosuch.txt'}: no such file or folder\n"
    done = zconsole("check", str(tmp_path))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"zconsole: {tmp_path}: no transcripts (*.txt) in this folder\n"


def test_serve_port_out_of_range_is_one_line() -> None:
    done = zconsole("serve", "--port", "99999")
    assert done.returncode == 2
    assert done.stderr == ("zconsole: argument --port: '99999' is not a port number (0-65535) "
                           "(zconsole --help shows the options)\n")


def test_serve_state_must_be_a_folder(tmp_path: Path) -> None:
    (tmp_path / "s.json").write_text("{}")
    done = zconsole("serve", "--state", "s.json", "--port", "0", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr == ("zconsole: s.json: serve --state takes a folder (one state file per user), "
                           "not a file\n")


def test_man_pages_are_shown_from_the_package() -> None:
    done = zconsole("--man")
    assert done.returncode == 0
    assert done.stdout.startswith("NAME\n       zconsole - a z/OS-like operator console")
    assert zconsole("--man", "machine").stdout.startswith("NAME\n       zconsole-machine")
    done = zconsole("--man", "nosuch")
    assert done.returncode == 2
    assert done.stderr.startswith("zconsole: --man nosuch: no such page (pages: zconsole, ")
