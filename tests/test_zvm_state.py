"""--state for the CP console: stopped mid-FORCE and resumed, the bytes are one run's."""

from __future__ import annotations

from pathlib import Path

import pytest

from zconsole.cli import main
from zconsole.systems.zvm.model.loading.builtin import machine_for
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.write import machine_to_data

FIRST = ["force linux2", "define storage 512m", "set reserved linux1 10m", "define cpowned slot 200 newvol"]
THEN = [
    ".wait 20",
    "q linux2",
    ".wait 8",
    "q users",
    "q v stor",
    "q reserved",
    "q alloc page",
    "xautolog linux2",
]


def run(argv: list[str], commands: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    day = ["--date", "2013-08-31"] if "--clock" in argv else []
    assert main(["--system", "zvm", *day, *argv, *[a for c in commands for a in ("-c", c)]]) in (0, 1)
    return capsys.readouterr().out


def test_stop_and_resume_mid_force_gives_one_runs_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = tmp_path / "zvm.json"
    one = run(["--clock", "15:09:40"], FIRST + THEN, capsys)
    two = run(["--clock", "15:09:40", "--state", str(state)], FIRST, capsys)
    assert "HCPSIG2114I" in two and "LOGOFF" not in two  # stopped with the FORCE pending
    two += run(["--state", str(state)], THEN, capsys)
    assert two == one
    assert "USER DSC   LOGOFF AS  LINUX2   USERS = 31    FORCED BY MAINT" in one


def test_machine_data_round_trips() -> None:
    machine = machine_for("zvm-workshop")
    data = machine_to_data(machine)
    assert machine_to_data(machine_from_data(data, "saved")) == data


def test_a_damaged_state_is_refused_with_its_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = tmp_path / "zvm.json"
    state.write_text(
        '{"format": "zconsole-zvm-state/1", "machine": {"system": {"processors": 0}}, "clock": {}}'
    )
    assert main(["--system", "zvm", "--state", str(state), "-c", "q stor"]) == 2
    assert f"{state}: [machine.system.processors] must be 1-64, not 0" in capsys.readouterr().err
