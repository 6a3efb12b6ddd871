"""The quick reader of ``-c`` command lines agrees with argparse wherever it answers."""

from __future__ import annotations

import pytest

from zconsole.arguments import build_parser, quick_args

SAME = [
    ["-c", "D ASM"],
    ["-c", "D ASM", "--command", "D M=SCM", "--command=CF SCM(16G),ON"],
    ["--machine", "large", "-c", "D M=DEV"],
    ["--machine=large", "--clock", "17.57.30", "--next-id", "232", "-c", "D ASM"],
    ["--next-id=7", "--state", "s.json", "--parmlib", "p", "--ipl", "01", "-c", "D ASM", "-c", "x"],
    ["-c", "D ASM", "--clock=10.00.00"],
    ["--machine", "a", "--machine", "b", "-c", "D ASM"],
    ["-c", ""],
    ["--display-area", "-c", "D ASM"],
    ["--clock", "10.00.00", "--date=2026-11-23", "-c", "D ASM"],
    ["--speed", "60", "--clock=10.00.00", "-c", "D ASM"],
]
ARGPARSE = [
    [], ["--help"], ["--version", "-c", "D ASM"], ["run", "f"], ["check", "t"], ["serve"],
    ["-c"], ["-c", "-x"], ["--next-id", "x", "-c", "D ASM"], ["--mach", "large", "-c", "D ASM"],
    ["--plain", "-c", "D ASM"], ["--machine"], ["--clock", "-c", "D ASM"], ["--", "-c", "D ASM"],
    ["-cD ASM"], ["--machine", "large"], ["--speed", "fast", "-c", "D ASM"],
]


@pytest.mark.parametrize("argv", SAME, ids=" ".join)
def test_quick_reading_is_argparse_reading(argv: list[str]) -> None:
    quick = quick_args(argv)
    assert quick is not None
    full = build_parser().parse_args(argv)
    assert vars(quick) == vars(full)


@pytest.mark.parametrize("argv", ARGPARSE, ids=" ".join)
def test_anything_else_goes_to_argparse(argv: list[str]) -> None:
    assert quick_args(argv) is None


# Runs zconsole as the program would be run, reporting whether the garbage collector was on
# when the one-shot run ended (os._exit is how it ends).
AS_PROGRAM = """
import gc, os, sys
from zconsole import cli
real_exit = os._exit
def report(status):
    sys.stderr.write(f"gc={gc.isenabled()} status={status}\\n")
    sys.stderr.flush()
    real_exit(status)
os._exit = report
sys.argv = ["zconsole", *sys.argv[1:]]
raise SystemExit(cli.main())
"""


def test_a_one_shot_program_run_skips_garbage_collection_an_in_process_call_does_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import gc
    import subprocess
    import sys

    from zconsole.cli import main

    done = subprocess.run([sys.executable, "-c", AS_PROGRAM, "-c", "D ASM"], capture_output=True, text=True)
    assert done.stderr == "gc=False status=0\n" and done.stdout.startswith("IEE200I ")
    assert main(["-c", "D ASM"]) == 0 and gc.isenabled()  # a caller's process keeps its collector
    assert capsys.readouterr().out.startswith("IEE200I ")
