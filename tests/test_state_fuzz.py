"""A damaged state file is one line naming file, key and reason, never a traceback.

Every key of every section of a saved state (the machine, drains, PAGEDEL, the wait
state, the living machine, SMF, a pending CF CHP, the clock) is mutated in turn: wrong
types, missing, huge numbers, negative ones, nested junk, unknown keys. Each mutated file
either loads into a machine that then answers commands like any other, or is refused
with StateFileError naming the file and the key. A sample goes through the real command
line: one line on stderr, exit 2, the file untouched.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES
from zconsole.session_options import ConsoleOptions, make_session
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.model.state.state_file import StateFileError, state_data, state_from_text

# Commands that leave every section of a state filled in: I/O work, intermittent errors,
# a path off, an SVC dump waiting for its reply (io-lab); address spaces and a CF CHP
# waiting for its last-path dialogue (default); an SCM drain (scm-busy); a PAGEDEL under
# way (paging-lab).
STATES = {
    "io-lab.toml": ["S DB2PROD", ".IFCC LINK(61),RATE=5", ".WAIT 1M", "V PATH(7900,61),OFFLINE",
                    "V 7901,OFFLINE", "DUMP COMM=(X)", "CF CHP(4C),OFFLINE", "$DA", ".WAIT 10S"],
    "default": ["S CICS1", "S WAS1", ".WAIT 5S", "CF CHP(20),OFFLINE,FORCE"],
    "scm-busy.toml": ["CF SCM(16G),OFFLINE"],
    "paging-lab.toml": ["PD DRAIN,PAGE=SYS1.LAB3.LOCAL1"],
}
# What a loaded machine is asked afterwards: each reads a different room.
AFTER = ["D ASM", "D M=SCM(DETAIL)", "D M=DEV(7900)", "D M=CHP", "D U", "D A,L", "D R,L", "$DA", "$D SPOOL",
         "D SMF", ".RMF CHAN,DEVICE,PAGESP", ".WAIT 1H", "D ASM"]
JUNK: list[Any] = ["x", [1, 2, 3], {"junk": [1, {"a": None}]}, None, True, 1.5, -1, 10**30, -(10**30), ""]
UNKNOWN = "zz_unknown"


def _state(machine: str) -> dict[str, Any]:
    session, _ = make_session(ConsoleOptions(machine=machine, clock="10.00.00"), MACHINES)
    for line in STATES[machine]:
        session.submit(line)
    data: dict[str, Any] = json.loads(json.dumps(state_data(session.machine, session.context.clock,
                                                             session.context.ids)))
    return data


GOOD = {name: _state(name) for name in STATES}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every key path (lists: their first element and their last)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for index in sorted({0, len(value) - 1} & set(range(len(value)))):
            yield from _paths(value[index], (*path, index))


# The sections each state's mutations walk: the machine section reads alike in every
# state, so the richest one's is walked; the others add the sections only they fill.
WALKED = {"io-lab.toml": None, "default": {"living", "smf", "chp_config", "clock", "next_id", "wait_state"},
          "scm-busy.toml": {"drains"}, "paging-lab.toml": {"pagedel"}}
MUTATIONS = [(name, path, junk) for name, data in GOOD.items() for path in _paths(data)
             if path and (WALKED[name] is None or path[0] in WALKED[name])
             for junk in [*JUNK, "<missing>", "<unknown key>"]]


def _mutated(name: str, path: tuple[Any, ...], junk: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(GOOD[name]))
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    last = path[-1]
    if junk == "<missing>":
        if isinstance(holder, dict):
            del holder[last]
        else:
            del holder[last]
    elif junk == "<unknown key>":
        target = holder[last]
        holder[last] = {**target, UNKNOWN: [1]} if isinstance(target, dict) else {UNKNOWN: target}
    else:
        holder[last] = junk
    return data


def _dotted(path: tuple[Any, ...]) -> str:
    text = ""
    for step in path:
        text += f"[{step}]" if isinstance(step, int) else (f".{step}" if text else str(step))
    return text


def check(name: str, path: tuple[Any, ...], junk: Any) -> None:
    """Refused with the file and a key in one line, or loaded into a machine that works."""
    file = Path("/saved/s.json")
    text = json.dumps(_mutated(name, path, junk))
    try:
        machine, clock, ids = state_from_text(file, text)
    except StateFileError as exc:
        message = str(exc)
        key = message.removeprefix(f"{file}: [").partition("]")[0]
        assert key.split(".")[0].split("[")[0] in GOOD[name], message  # a key of the file
        assert key.split("[")[0].split(".")[0] == path[0] or key.startswith(("machine", "living")), message
        assert "\n" not in message and len(message) < 400, message
        return
    from zconsole.console.session import Session

    session = Session(machine, clock, ids)
    for line in AFTER:
        lines = render_all(session.submit(line).messages)
        assert not any(x.startswith("ZCN999E") for x in lines), (_dotted(path), junk, line, lines)


# The systems whose state files this test damages (z/OS's machines above). A system added
# to the registry needs its own states here: the test below fails until it has them.
FUZZED_SYSTEMS = {"zos", "vse"}  # vse: tests/test_vse_state_fuzz.py


def test_every_system_s_state_files_are_fuzzed() -> None:
    from zconsole.systems import registry

    assert set(registry.names()) <= FUZZED_SYSTEMS


def test_the_states_fill_every_section() -> None:
    for section in ("machine", "drains", "pagedel", "living", "smf", "chp_config", "clock"):
        assert any(GOOD[name][section] for name in GOOD), section
    devices = [d for d in GOOD["io-lab.toml"]["machine"].get("device", []) if d.get("offline_paths")]
    assert devices, "no device with a path off"


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(MUTATIONS))
def test_a_mutated_state_is_refused_in_one_line_or_works(mutation: tuple[str, tuple[Any, ...], Any]) -> None:
    check(*mutation)


@pytest.mark.slow
def test_every_mutation_of_every_key() -> None:
    for mutation in MUTATIONS:
        check(*mutation)


def test_offline_paths_of_numbers_is_one_line(tmp_path: Path) -> None:
    """The damage that once gave a 43-line AttributeError traceback."""
    data = json.loads(json.dumps(GOOD["io-lab.toml"]))
    device = next(d for d in data["machine"]["device"] if d.get("offline_paths"))
    device["offline_paths"] = [1, 2, 3]
    state = tmp_path / "s.json"
    state.write_text(json.dumps(data))
    _refused_by_the_cli(state, "[machine.device")


def _refused_by_the_cli(state: Path, key: str) -> None:
    content = state.read_bytes()
    done = subprocess.run([sys.executable, "-m", "zconsole", "--state", state.name, "-c", "D ASM"],
                          capture_output=True, text=True, cwd=state.parent, timeout=60)
    assert (done.returncode, done.stdout) == (2, ""), done
    assert done.stderr.startswith(f"zconsole: {state}: {key}"), done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert state.read_bytes() == content


@pytest.mark.parametrize("section", ["machine", "living", "smf", "clock", "drains"])
def test_a_sample_through_the_command_line(tmp_path: Path, section: str) -> None:
    data = json.loads(json.dumps(GOOD["io-lab.toml"]))
    data[section] = [1, 2, 3] if not isinstance(data[section], list) else {"junk": 1}
    state = tmp_path / "s.json"
    state.write_text(json.dumps(data))
    _refused_by_the_cli(state, f"[{section}]")


def test_an_unknown_top_level_key_is_refused_in_one_line(tmp_path: Path) -> None:
    """Refused, not dropped on the next save (nor carried across it unread)."""
    data = json.loads(json.dumps(GOOD["default"]))
    data["timers"] = {"due": 5}
    state = tmp_path / "s.json"
    state.write_text(json.dumps(data))
    _refused_by_the_cli(state, "[timers] is not a known key")


def test_every_section_written_is_a_known_key() -> None:
    from zconsole.systems.zos.model.state.state_file import SECTIONS

    assert set(GOOD["default"]) == SECTIONS


def test_temporary_files_a_killed_save_left_are_removed_at_start(tmp_path: Path) -> None:
    import os

    state = tmp_path / "s.json"
    subprocess.run([sys.executable, "-m", "zconsole", "--state", "s.json", "--clock", "10.00.00", "-c",
                    "D T"], capture_output=True, text=True, cwd=tmp_path, timeout=60, check=True)
    old = [".s.json.k3x_9a0q.tmp", ".s.json.log.ab12cd34.tmp"]  # ours, from a killed run
    kept = [".s.json.2b.tmp", "s.json.abcdefgh.tmp", ".other.json.abcdefgh.tmp", ".s.json.abcdefgh.tmpx"]
    fresh = ".s.json.zzzzzzzz.tmp"  # another process's save under way
    for name in [*old, *kept, fresh]:
        (tmp_path / name).write_text("{half a state")
    for name in [*old, *kept]:
        os.utime(tmp_path / name, (0, 0))
    done = subprocess.run([sys.executable, "-m", "zconsole", "--state", state.name, "-c", "D T"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    left = {p.name for p in tmp_path.iterdir()}
    assert not left & set(old)
    assert set(kept) | {fresh} <= left
