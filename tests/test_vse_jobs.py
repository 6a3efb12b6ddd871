"""VSE replies, job control and dynamic partitions: reply ids handed out as the model says,
a reply to an id nobody waits for refused and changing nothing, SET SDL by release and
partition, dynamic partitions refused past each edge (class, NPARTS, 255 tasks), a
--state stop in the middle of a pause or with dynamic partitions resuming into one run's
bytes."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.conftest import ROOT
from zconsole.cli import main
from zconsole.console.clock import ConsoleClock
from zconsole.systems.vse.commands.context import Context
from zconsole.systems.vse.line import run
from zconsole.systems.vse.model.machine_file import builtin, load_machine, machine_to_data
from zconsole.systems.vse.model.replies import FIRST_SHARED, JOB_CONTROL, PROGRAM, Reply, new_number

NEWPROD = ROOT / "fixtures" / "machines" / "vse" / "newprod.toml"
DYNAMIC = ROOT / "fixtures" / "machines" / "vse" / "dynamic.toml"


def _ctx(release: str = "2.7") -> Context:
    machine = builtin("vse-workshop")
    machine.release = release
    return Context(machine, ConsoleClock(frozen=dt.datetime(2019, 1, 11, 10, 0)))


def _lines(text: str, ctx: Context) -> list[str]:
    return [line for m in run(text, ctx).messages for line in m.lines]


def test_a_partition_takes_its_own_number_then_the_shared_counter() -> None:
    replies: list[Reply] = []
    number, counter = new_number(replies, "F2", FIRST_SHARED)
    assert (number, counter) == (2, FIRST_SHARED)
    replies.append(Reply(2, "F2", PROGRAM))
    number, counter = new_number(replies, "F2", FIRST_SHARED)
    assert (number, counter) == (FIRST_SHARED, FIRST_SHARED + 1)
    replies.append(Reply(9999, "F3", JOB_CONTROL))
    assert new_number(replies, "F2", 9999) == (FIRST_SHARED, FIRST_SHARED + 1)  # wraps past 9999
    assert new_number([], "BG", 50) == (0, 50)  # BG-0000: answered `0 text`


def test_msg_twice_shows_the_one_prompt_and_it_goes_when_the_program_ends() -> None:
    ctx = _ctx()
    assert _lines("MSG F2", ctx)[-1] == "F2-0002"
    assert _lines("MSG F2", ctx)[-1] == "F2-0002"  # asked again: the same prompt
    assert _lines("REPLID", ctx)[1] == "AR 0015 REPLID F2-0002"
    _lines("MSG F2,DATA=CEMT P SHUT", ctx)
    ctx.clock.advance(1)
    from zconsole.systems.vse.line import settle

    assert any("1Q34I  F2 WAITING FOR WORK" in line for m in settle(ctx, ctx.now()) for line in m.lines)
    assert ctx.machine.replies == []


def test_a_reply_nobody_waits_for_changes_nothing() -> None:
    ctx = _ctx()
    before = machine_to_data(ctx.machine)
    result = run("0 DELETE", ctx)
    assert result.refused
    assert [line for m in result.messages for line in m.lines] == [
        "0 DELETE",
        "AR 0015 1I85I  NO REPLY OUTSTANDING WITH ID 0000",
    ]
    assert machine_to_data(ctx.machine) == before


@pytest.mark.parametrize(
    ("release", "part", "loaded"),
    [("2.5", "BG", True), ("2.5", "F4", False), ("2.6", "F4", True), ("2.7", "FB", True)],
)
def test_set_sdl_from_bg_only_on_2_5(release: str, part: str, loaded: bool) -> None:
    ctx = _ctx(release)
    number = "0" if part == "BG" else str(int(part[1], 16))
    _lines(f"PAUSE {part}", ctx)
    said = _lines(f"{number} SET SDL", ctx)
    said += _lines(f"{number} LIST=$SVAPROD", ctx)
    assert ("$SVAPROD" in ctx.machine.sva_loaded) == loaded
    if not loaded:
        assert f"{part} {int(number):04d} 1S48I  SET SDL ONLY IN BG ON VSE/ESA 2.5" in said


def test_sdl_entries_and_getvis_sva_move_together() -> None:
    """Loading a list takes its SDL entries and its KB below the line; GETVIS SVA's used
    area moves by exactly the list's kb24."""
    ctx = _ctx()

    def used24() -> int:
        line = next(x for x in _lines("GETVIS SVA", ctx) if "USED AREA:" in x)
        return int(line.split()[4].rstrip("K"))

    before = used24()
    for line in ("PAUSE BG", "0 SET SDL", "0 LIST=$SVAPROD", "0 /*", "0"):
        _lines(line, ctx)
    assert ctx.machine.sdl_used() == ctx.machine.sva_lists["$SVAPROD"].phases
    assert used24() - before == ctx.machine.sva_lists["$SVAPROD"].kb24
    assert ctx.machine.replies == []


def test_a_job_paused_waits_and_its_partition_takes_no_new_job() -> None:
    machine = load_machine(NEWPROD)
    ctx = Context(machine, ConsoleClock(frozen=dt.datetime(2019, 1, 11, 10, 30)))
    from zconsole.systems.vse.line import settle

    settle(ctx, dt.datetime(2019, 1, 11, 10, 0))
    settle(ctx, ctx.now())  # 30 minutes on: NEWPROD (10 minutes) still waits at its PAUSE
    job = next(j for j in machine.power.queues["RDR"] if j.name == "NEWPROD")
    assert job.partition == "F4" and job.started is None
    assert [r.number for r in machine.replies] == [4]


def _run(
    argv: list[str], lines: list[str], capsys: pytest.CaptureFixture[str], machine: Path = NEWPROD
) -> str:
    day = [] if "--resume" in argv else ["--clock", "10:00:00", "--date", "2019-01-11"]
    argv = [a for a in argv if a != "--resume"]
    main(["--system", "vse", "--machine", str(machine), *day, *argv, *[a for x in lines for a in ("-c", x)]])
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("nparts", "y_tasks", "reason"),
    [
        (14, 1, "NPARTS=14 REACHED"),  # 12 static + 2 dynamic: C1, C2; no Y
        (21, 32, "255 TASKS REACHED"),  # 43 + 2 + 6 x 32 = 237; a seventh Y: 269
        (40, 1, "CLASS C HAS ITS 2 PARTITIONS"),
    ],
)
def test_dynamic_partitions_refused_past_each_edge(nparts: int, y_tasks: int, reason: str) -> None:
    from zconsole.systems.vse.line import settle

    machine = load_machine(DYNAMIC)
    machine.nparts = nparts
    machine.dyn_classes["Y"].tasks = y_tasks
    ctx = Context(machine, ConsoleClock(frozen=dt.datetime(2019, 1, 11, 10, 0)))
    lines = [line for m in settle(ctx, ctx.now()) for line in m.lines]
    assert len(machine.partitions) <= nparts and machine.tasks() <= 255
    assert any(line.endswith(f"WAITS FOR A DYNAMIC PARTITION: {reason}") for line in lines), lines
    again = [line for m in settle(ctx, ctx.now()) for line in m.lines]
    assert not any("1Q52I" in line for line in again)  # said once


def test_a_dynamic_class_the_file_does_not_have_is_refused(tmp_path: Path) -> None:
    from zconsole.systems.vse.model.machine_file import VseMachineFileError

    path = tmp_path / "m.toml"
    path.write_text(
        DYNAMIC.read_text().replace(
            "[partitions.BG]", "[partitions.Z1]\nalloc_kb = 1024\nsize_kb = 512\n[partitions.BG]"
        )
    )
    with pytest.raises(VseMachineFileError) as caught:
        load_machine(path)
    assert "partitions.Z1: not a static partition" in str(caught.value)


def test_state_resume_with_dynamic_partitions_gives_one_runs_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = [".WAIT 60", "D DYNC"]
    second = [".WAIT 300", "D DYNC", "D A", ".WAIT 900", "MAP"]
    whole = _run([], first + second, capsys, DYNAMIC)
    state = tmp_path / "vse.state"
    one = _run(["--state", str(state)], first, capsys, DYNAMIC)
    two = _run(["--resume", "--state", str(state)], second, capsys, DYNAMIC)
    assert one + two == whole
    assert "1Q36I  C1 DEALLOCATED" in two


def test_state_resume_in_the_middle_of_a_pause_gives_one_runs_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = [".WAIT 60", "MSG F2", "REPLID"]
    second = ["4 SET SDL", "4", ".WAIT 600", "REPLID", "2 CEMT P SHUT", ".IPL SDL=700", "R RDR,NEWPROD", "4"]
    whole = _run([], first + second, capsys)
    state = tmp_path / "vse.state"
    one = _run(["--state", str(state)], first, capsys)
    two = _run(["--resume", "--state", str(state)], second, capsys)
    assert one + two == whole
    assert "F4-0004 1I00A" in whole and "1S45I  $SVAPROD LOADED" in whole


def test_msg_answers_in_the_vendor_manuals_order() -> None:
    """The vendor manual's MSG Fx (DOC: `AR 0015 1I40I READY`, then `Fx-nnnn` run into the
    next `AR 0015`): READY, then the program's prompt with its reply id; blanks aside."""
    from tests.conftest import SHARED

    capture = SHARED / "spec" / "vse-captures" / "msg-fx-1i40i-virtel-doc.txt"
    if not capture.exists():
        pytest.skip("../shared/spec is not beside this checkout")
    doc = [line.split() for line in capture.read_text(encoding="utf-8").splitlines()[1:]]
    assert doc == [["AR", "0015", "1I40I", "READY"], ["Fx-nnnnAR", "0015"]]
    lines = _lines("MSG F2", _ctx())[1:]
    assert [line.split() for line in lines] == [["AR", "0015", "1I40I", "READY"], ["F2-0002"]]
