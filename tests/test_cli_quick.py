"""The quick reader of ``-c`` command lines agrees with argparse wherever it answers."""

from __future__ import annotations

import pytest

from zconsole.cli import build_parser, quick_args

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
]
ARGPARSE = [
    [], ["--help"], ["--version", "-c", "D ASM"], ["run", "f"], ["check", "t"], ["serve"],
    ["-c"], ["-c", "-x"], ["--next-id", "x", "-c", "D ASM"], ["--mach", "large", "-c", "D ASM"],
    ["--plain", "-c", "D ASM"], ["--machine"], ["--clock", "-c", "D ASM"], ["--", "-c", "D ASM"],
    ["-cD ASM"], ["--machine", "large"],
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
