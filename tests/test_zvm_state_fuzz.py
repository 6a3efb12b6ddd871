"""A damaged z/VM state file is one line naming file, key and reason, never a traceback.

Every key of a saved CP console state (the machine: system, storage, volumes and extents,
devices, users and guests, pending events, the IPL dialogue, the storage settings; the
clock; the display number) is mutated in turn: wrong types, missing, huge numbers,
negative ones, nested junk, unknown keys. Each mutated text either loads into a machine
that then answers commands, or is refused with StateFileError naming the file and a key.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.zvm_helpers import ZVM, zvm_session
from zconsole.console.session import Session
from zconsole.console.state_errors import StateFileError
from zconsole.systems.zvm.state import state_data, state_from_text

# A state with every section filled: a FORCE pending, a CP-owned slot defined, storage
# settings changed, EMSG set.
SETUP = [
    "force linux2",
    "define cpowned slot 254 m01p02",
    "set reserved linux1 10m",
    "set agelist size 3%",
    "set srm ldubuf 90% 80% 70%",
    "set emsg text",
]
AFTER = ["q names", "q alloc page", "q cpowned", "ind user", "q frames", "q reserved", ".wait 700", "q users"]
JUNK: list[Any] = ["x", [1, 2, 3], {"junk": [1, {"a": None}]}, None, True, 1.5, -1, 10**30, -(10**30), ""]


def _good() -> dict[str, Any]:
    session = zvm_session()
    for line in SETUP:
        session.submit(line)
    ctx = session.context
    data: dict[str, Any] = json.loads(json.dumps(state_data(ctx.machine, ctx.clock, ctx.ids)))
    return data


GOOD = _good()


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every key path (lists: their first element and their last)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index in sorted({0, len(value) - 1} & set(range(len(value)))):
            yield from _paths(value[index], (*path, index))


PATHS = [path for path in _paths(GOOD) if path]


def _mutated(path: tuple[Any, ...], junk: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(GOOD))
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


def check(path: tuple[Any, ...], junk: Any, after: list[str]) -> None:
    file = Path("/saved/zvm.json")
    try:
        machine, clock, ids = state_from_text(file, json.dumps(_mutated(path, junk)))
    except StateFileError as exc:
        message = str(exc)
        assert message.startswith(f"{file}: [") and "]" in message, message
        assert "\n" not in message and len(message) < 400, message
        return
    try:
        session = Session(machine, clock, ids, system=ZVM)
    except ValueError as exc:  # the console's user is gone from the directory: one line
        assert "\n" not in str(exc)
        return
    for line in after:
        lines = ZVM.render_all(session.submit(line).messages)
        assert not any(x.startswith("ZCN999E") for x in lines), (path, junk, line, lines)


def test_the_state_fills_every_section() -> None:
    assert set(GOOD) == {"format", "system", "machine", "clock", "next_id"}
    machine = GOOD["machine"]
    assert machine["event"] and machine["slot"] == [] and machine["tuning"]["reserved"]
    assert any(u.get("emsg") == "TEXT" for u in machine["user"])


@pytest.mark.parametrize("junk", [*JUNK, "<missing>", "<unknown key>"], ids=repr)
def test_every_key_mutated_is_refused_in_one_line_or_works(junk: Any) -> None:
    for path in PATHS:
        check(path, junk, AFTER[:2])


@pytest.mark.slow
def test_every_mutation_then_every_command() -> None:
    for path in PATHS:
        for junk in [*JUNK, "<missing>", "<unknown key>"]:
            check(path, junk, AFTER)
