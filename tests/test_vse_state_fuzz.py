"""A damaged VSE state file is one line naming file and reason, never a traceback: every
key of a saved VSE state (mid-job: DTVJOB7 running in F5) is mutated in turn - wrong
types, missing, huge and negative numbers, nested junk, unknown keys. Each mutated file
is refused with StateFileError in one line naming the file, or loads into a machine that
answers the console's commands without an internal error."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.state_errors import StateFileError
from zconsole.systems.vse.commands.context import Context
from zconsole.systems.vse.line import run, settle
from zconsole.systems.vse.model.machine_file import builtin
from zconsole.systems.vse.state import save_state, state_from_text

JUNK: list[Any] = ["x", [1, 2, 3], {"junk": [1, {"a": None}]}, None, True, 1.5, -1, 10**30, -(10**30), ""]
AFTER = [
    "D RDR",
    "D A",
    "D Q",
    "D WRUN,FULL=YES",
    "PRTY",
    "MAP",
    "GETVIS SVA,DETAIL",
    "GETVIS F2",
    "SIR",
    "REPLID",
    "LISTIO F4",
    "D DYNC",
    "2 CEMT P SHUT",
    "4 LIST=$SVAPROD",
    "4",
    ".WAIT 3600",
]


def _good(tmp: Path) -> dict[str, Any]:
    machine = builtin("vse-workshop")
    clock = ConsoleClock(frozen=dt.datetime(2019, 1, 11, 22, 31))
    ctx = Context(machine, clock)
    settle(ctx, dt.datetime(2019, 1, 11, 22, 29))
    settle(ctx, clock.now())
    for line in ("MSG F2", "PAUSE F4", "4 ASSGN SYS005,UA", "4 SET SDL", "4 LIST=$SVAPROD", "PAUSE F5"):
        run(line, ctx)  # outstanding replies, a load list in the SVA, job control in SET SDL
    data: dict[str, Any] = json.loads(save_state(tmp / "s.json", machine, clock, DisplayIds()))
    return data


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index in sorted({0, len(value) - 1} & set(range(len(value)))):
            yield from _paths(value[index], (*path, index))


def _mutated(data: dict[str, Any], path: tuple[Any, ...], junk: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(data))
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    if junk == "<missing>":
        del holder[path[-1]]
    elif junk == "<unknown key>":
        target = holder[path[-1]]
        holder[path[-1]] = (
            {**target, "zz_unknown": [1]} if isinstance(target, dict) else {"zz_unknown": target}
        )
    else:
        holder[path[-1]] = junk
    return data


def test_every_key_of_a_vse_state_mutated(tmp_path: Path) -> None:
    good = _good(tmp_path)
    assert any(job["running"] == "F5" for job in good["machine"]["jobs"])  # saved mid-job
    file = Path("/saved/s.json")
    loaded = 0
    for path in _paths(good):
        if not path:
            continue
        for junk in [*JUNK, "<missing>", "<unknown key>"]:
            text = json.dumps(_mutated(good, path, junk))
            try:
                machine, clock, ids = state_from_text(file, text)
            except StateFileError as exc:
                message = str(exc)
                assert message.startswith(f"{file}: ") and "\n" not in message and len(message) < 400, message
                continue
            loaded += 1
            ctx = Context(machine, clock, ids)
            for line in AFTER:
                lines = [row for m in run(line, ctx).messages for row in m.lines]
                lines += [row for m in settle(ctx, clock.now()) for row in m.lines]
                assert not any("ZCN999E" in row for row in lines), (path, junk, line, lines)
    assert loaded > 0


def test_a_damaged_state_on_the_command_line_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from zconsole.cli import main

    state = tmp_path / "s.json"
    state.write_text('{"format": "zconsole-vse-state/1", "machine": {"sdl": -5}}')
    assert main(["--system", "vse", "--state", str(state), "-c", "PRTY"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(state) in err
