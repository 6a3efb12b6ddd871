"""``zconsole check``: a command that raised (its answer is ZCN999E) fails the transcript,
named by file, line and command, and ``--update-goldens`` -- the one switch that rewrites
goldens -- never writes it."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

import zconsole.systems.zos.commands
from zconsole.frontends.checker import check_files

ROOT = Path(__file__).resolve().parent.parent
STORY = "# a story\n> D ASM\nan old answer\n\n> D T\nan old time\n"


@pytest.fixture
def crashing_d_t(monkeypatch: pytest.MonkeyPatch) -> None:
    """D T's handler raises (as a bug would); every other command runs."""
    real = zconsole.systems.zos.commands.dispatch

    def dispatch(command: Any, context: Any) -> Any:
        if "time" in type(command).__name__.lower():
            raise KeyError("a bug")
        return real(command, context)

    monkeypatch.setattr(zconsole.systems.zos.commands, "dispatch", dispatch)


@pytest.mark.parametrize("rich", [False, True])
@pytest.mark.parametrize("update", [False, True])
@pytest.mark.usefixtures("crashing_d_t")
def test_a_command_that_raised_fails_and_is_never_written(tmp_path: Path, update: bool, rich: bool) -> None:
    golden = tmp_path / "story.txt"
    golden.write_text(STORY)
    out = io.StringIO()
    assert check_files([golden], update, out, rich) == 1
    assert golden.read_text() == STORY  # not written, even with --update-goldens
    said = " ".join(out.getvalue().split())
    assert f"zconsole: {golden}:5: 'D T' raised an internal error (ZCN999E): a crash is never a golden" \
        in said
    assert said.endswith("0 passed, 1 failed")


@pytest.mark.usefixtures("crashing_d_t")
def test_a_golden_that_already_holds_the_crash_fails_too(tmp_path: Path) -> None:
    from zconsole.frontends.checker import session_for
    from zconsole.frontends.transcript import read_transcript, replay

    golden = tmp_path / "story.txt"
    golden.write_text("# a story\n> D T\n")
    crashed = replay(read_transcript(golden)[0], session_for)
    assert "\nZCN999E INTERNAL ERROR KeyError" in crashed
    golden.write_text(crashed)  # as if written by hand: the replay matches it byte for byte
    out = io.StringIO()
    assert check_files([golden], False, out) == 1
    assert out.getvalue().startswith(f"zconsole: {golden}:2: 'D T' raised an internal error (ZCN999E)")


def test_goldens_have_one_switch() -> None:
    for folder in ("zconsole", "tests", "bench"):
        for path in (ROOT / folder).rglob("*.py"):
            assert "ZCONSOLE_UPDATE_" + "GOLDENS" not in path.read_text(), path
