"""zconsole check's rich report: the first differing column of each differing line, a summary table."""

from __future__ import annotations

import io
from pathlib import Path

from tests.conftest import ROOT
from zconsole.cli import main
from zconsole.frontends.checker import check_files
from zconsole.frontends.golden_diff import LineDifference, differences

SEED = ROOT / "fixtures" / "transcripts" / "asm" / "d-asm-seed.txt"


def test_differences_pair_replaced_lines_and_find_the_first_differing_column() -> None:
    assert differences("a\nIEE200I  X\nc\n", "a\nIEE200I X\nc\n") == [
        LineDifference(2, "IEE200I  X", "IEE200I X", 9)]
    assert differences("a\nb\n", "a\nb\nc\n") == [LineDifference(3, None, "c", 1)]
    assert differences("a\nb\nc\n", "a\nc\n") == [LineDifference(2, "b", None, 1)]
    assert differences("same\n", "same\n") == []


def transcripts(tmp_path: Path) -> Path:
    (tmp_path / "machines").mkdir()
    (tmp_path / "machines" / "seed-1717.toml").write_text(
        (ROOT / "fixtures" / "machines" / "seed-1717.toml").read_text())
    folder = tmp_path / "t"
    folder.mkdir()
    good = SEED.read_text().replace("../../machines/", "../machines/")
    (folder / "ok.txt").write_text(good)
    (folder / "story.txt").write_text(good.replace("SCM       11%", "SCM       12%")
                                      .replace("TYPE     FULL STAT", "TYPE     FULL  STAT"))
    return folder


def test_the_rich_report_marks_each_first_differing_column(tmp_path: Path) -> None:
    folder = transcripts(tmp_path)
    out = io.StringIO()
    assert check_files([folder], update=False, out=out, rich=True) == 1
    story, ok = folder / "story.txt", folder / "ok.txt"
    lines = out.getvalue().splitlines()
    assert lines[0] == f"{story}: 2 lines differ"
    assert lines[1:9] == [
        "line 7, column 15",
        "- TYPE     FULL ·STAT   DEV  DATASET NAME",  # the golden's extra blank, made visible
        "+ TYPE     FULL STAT   DEV  DATASET NAME",
        "                ^",
        "line 13, column 12",
        "- SCM       12%   OK   N/A   N/A",
        "+ SCM       11%   OK   N/A   N/A",
        "             ^",
    ]
    assert lines[9] == "zconsole check"
    body = [line for line in lines if line.startswith("│")]
    assert [cell.strip() for cell in body[0].split("│")[1:-1]] == [str(ok), "passed", "", ""]
    assert [cell.strip() for cell in body[1].split("│")[1:-1]] == [str(story), "FAILED", "2",
                                                                  "line 7, column 15"]
    assert lines[-1] == "1 passed, 1 failed"


def test_check_rich_from_the_command_line_and_unified_diffs_without_it(
        tmp_path: Path, capsys: object) -> None:
    folder = transcripts(tmp_path)
    assert main(["check", "--rich", str(folder)]) == 1
    rich = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "line 13, column 12\n" in rich and "┃ transcript" in rich
    assert main(["check", str(folder)]) == 1  # not a terminal: the unified diff, as before
    plain = capsys.readouterr().out  # type: ignore[attr-defined]
    assert "-SCM       12%   OK   N/A   N/A\n+SCM       11%   OK   N/A   N/A\n" in plain
    assert "column" not in plain
