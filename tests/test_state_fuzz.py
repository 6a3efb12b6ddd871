"""A damaged state file is one line naming file, key and reason, never a traceback.

Every key of every section of a saved state of each system (z/OS: the machine, drains,
PAGEDEL, the wait state, the living machine, SMF, a pending CF CHP, the clock; z/VM: the
machine with its guests and events, the clock) is mutated in turn: wrong types, missing,
huge numbers, negative ones, nested junk, unknown keys. Each mutated file either loads
into a machine that then answers commands like any other, or is refused with
StateFileError naming the file and the key. A sample goes through the real command line:
one line on stderr, exit 2, the file untouched.
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
from zconsole.console.session import Session
from zconsole.console.state_errors import StateFileError
from zconsole.session_options import ConsoleOptions, make_session
from zconsole.systems import registry

# (system, machine) -> commands that leave every section of its state filled in. z/OS:
# I/O work, intermittent errors, a path off, an SVC dump waiting for its reply (io-lab);
# address spaces and a CF CHP waiting for its last-path dialogue (default); an SCM drain
# (scm-busy); a PAGEDEL under way (paging-lab). z/VM: guests logged on, one being forced
# off (a pending event), storage defined and reserved.
STATES = {
    ("zos", "io-lab.toml"): ["S DB2PROD", ".IFCC LINK(61),RATE=5", ".WAIT 1M", "V PATH(7900,61),OFFLINE",
                             "V 7901,OFFLINE", "DUMP COMM=(X)", "CF CHP(4C),OFFLINE", "$DA", ".WAIT 10S"],
    ("zos", "default"): ["S CICS1", "S WAS1", ".WAIT 5S", "CF CHP(20),OFFLINE,FORCE"],
    ("zos", "scm-busy.toml"): ["CF SCM(16G),OFFLINE"],
    ("zos", "paging-lab.toml"): ["PD DRAIN,PAGE=SYS1.LAB3.LOCAL1"],
    ("zvm", "zvm-workshop"): ["XAUTOLOG TCPIP", "XAUTOLOG GCS", "FORCE GCS", "DEF STOR 4G",
                              "SET RESERVED TCPIP 10M"],
    # VSE: a job run and its output queued, the priorities changed, SDL= raised
    ("vse", "vse-workshop"): [".IPL SDL=1400", "PRTY F4,BELOW,F9", "P F6"],
}
IO_LAB, DEFAULT = ("zos", "io-lab.toml"), ("zos", "default")
# What a loaded machine is asked afterwards: each reads a different room.
AFTER = {
    "zos": ["D ASM", "D M=SCM(DETAIL)", "D M=DEV(7900)", "D M=CHP", "D U", "D A,L", "D R,L", "$DA",
            "$D SPOOL", "D SMF", ".RMF CHAN,DEVICE,PAGESP", ".WAIT 1H", "D ASM"],
    "zvm": ["Q STOR", "Q NAMES", "Q ALLOC ALL", "IND PAGING ALL", "Q FRAMES", ".WAIT 3600", "Q USERS"],
    "vse": ["D RDR", "D A", "D Q", "D WRUN,FULL=YES", "PRTY", "MAP", "GETVIS SVA,DETAIL", ".WAIT 86400",
            "SIR"],
}
JUNK: list[Any] = ["x", [1, 2, 3], {"junk": [1, {"a": None}]}, None, True, 1.5, -1, 10**30, -(10**30), ""]
UNKNOWN = "zz_unknown"


def _state(name: tuple[str, str]) -> dict[str, Any]:
    system, machine = name
    session, _ = make_session(ConsoleOptions(system=system, machine=machine, clock="10.00.00"), MACHINES)
    for line in STATES[name]:
        session.submit(line)
    ctx = session.context
    if system == "vse":
        from zconsole.systems.vse.state import state_data as vse_state_data

        saved = vse_state_data(ctx.machine, ctx.clock, ctx.ids)
    elif system == "zvm":
        from zconsole.systems.zvm.state import state_data as zvm_state_data

        saved = zvm_state_data(ctx.machine, ctx.clock, ctx.ids)
    else:
        from zconsole.systems.zos.model.state.state_file import state_data

        saved = state_data(ctx.machine, ctx.clock, ctx.ids)
    data: dict[str, Any] = json.loads(json.dumps(saved))
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


# The sections each state's mutations walk: z/OS's machine section reads alike in every
# state, so the richest one's is walked; the others add the sections only they fill.
WALKED = {IO_LAB: None, DEFAULT: {"living", "smf", "chp_config", "clock", "next_id", "wait_state"},
          ("zos", "scm-busy.toml"): {"drains"}, ("zos", "paging-lab.toml"): {"pagedel"},
          ("zvm", "zvm-workshop"): None, ("vse", "vse-workshop"): None}
MUTATIONS = [(name, path, junk) for name, data in GOOD.items() for path in _paths(data)
             if path and (WALKED[name] is None or path[0] in WALKED[name])
             for junk in [*JUNK, "<missing>", "<unknown key>"]]


def _mutated(name: tuple[str, str], path: tuple[Any, ...], junk: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(GOOD[name]))
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    last = path[-1]
    if junk == "<missing>":
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


def check(name: tuple[str, str], path: tuple[Any, ...], junk: Any) -> None:
    """Refused with the file and a key in one line, or loaded into a machine that works."""
    file = Path("/saved/s.json")
    text = json.dumps(_mutated(name, path, junk))
    system = registry.system_named(name[0])
    try:
        machine, clock, ids = system.state_from_text(file, text)
    except StateFileError as exc:
        message = str(exc)
        key = message.removeprefix(f"{file}: [").partition("]")[0]
        assert key.split(".")[0].split("[")[0] in GOOD[name], message  # a key of the file
        assert key.split("[")[0].split(".")[0] == path[0] or key.startswith(("machine", "living")), message
        assert "\n" not in message and len(message) < 400, message
        return
    session = Session(machine, clock, ids, system=system)
    internal = system.render_all([system.internal_error(RuntimeError("x"))])[0].split()[0]
    for line in AFTER[name[0]]:
        lines = system.render_all(session.submit(line).messages)
        assert not any(x.startswith(internal) for x in lines), (_dotted(path), junk, line, lines)


def test_every_system_s_state_files_are_fuzzed() -> None:
    """A system added to the registry needs states of its own in STATES."""
    assert set(registry.names()) <= {system for system, _ in STATES}


def test_the_states_fill_every_section() -> None:
    for section in ("machine", "drains", "pagedel", "living", "smf", "chp_config", "clock"):
        assert any(GOOD[name][section] for name in GOOD if name[0] == "zos"), section
    devices = [d for d in GOOD[IO_LAB]["machine"].get("device", []) if d.get("offline_paths")]
    assert devices, "no device with a path off"


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(MUTATIONS))
def test_a_mutated_state_is_refused_in_one_line_or_works(mutation: tuple[Any, ...]) -> None:
    check(*mutation)


@pytest.mark.slow
def test_every_mutation_of_every_key() -> None:
    for mutation in MUTATIONS:
        check(*mutation)


def test_offline_paths_of_numbers_is_one_line(tmp_path: Path) -> None:
    """The damage that once gave a 43-line AttributeError traceback."""
    data = json.loads(json.dumps(GOOD[IO_LAB]))
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
    data = json.loads(json.dumps(GOOD[IO_LAB]))
    data[section] = [1, 2, 3] if not isinstance(data[section], list) else {"junk": 1}
    state = tmp_path / "s.json"
    state.write_text(json.dumps(data))
    _refused_by_the_cli(state, f"[{section}]")


def test_an_unknown_top_level_key_is_refused_in_one_line(tmp_path: Path) -> None:
    """Refused, not dropped on the next save (nor carried across it unread)."""
    data = json.loads(json.dumps(GOOD[DEFAULT]))
    data["timers"] = {"due": 5}
    state = tmp_path / "s.json"
    state.write_text(json.dumps(data))
    _refused_by_the_cli(state, "[timers] is not a known key")


def test_every_section_written_is_a_known_key() -> None:
    from zconsole.systems.zos.model.state.state_file import SECTIONS

    assert set(GOOD[DEFAULT]) == SECTIONS


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


@pytest.mark.parametrize(("system", "command"), [("zvm", "QUERY TIME"), ("vse", "PRTY")])
def test_a_line_consoles_unknown_top_level_key_is_refused_in_one_line(
        tmp_path: Path, system: str, command: str) -> None:
    """z/VM's and VSE's state files too: a key save never writes is refused, not dropped."""
    state = tmp_path / "s.json"
    first = subprocess.run([sys.executable, "-m", "zconsole", "--system", system, "--state", state.name,
                            "-c", command], capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert first.returncode == 0, first
    data = json.loads(state.read_text())
    assert set(data) == {"format", "system", "machine", "clock", "next_id"}
    data["timers"] = {"due": 5}
    state.write_text(json.dumps(data))
    content = state.read_bytes()
    done = subprocess.run([sys.executable, "-m", "zconsole", "--system", system, "--state", state.name,
                           "-c", command], capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert (done.returncode, done.stdout) == (2, ""), done
    assert done.stderr == f"zconsole: {state}: [timers] is not a known key\n"
    assert state.read_bytes() == content
