"""--state FILE: round trips, errors, and a process killed at random never loses an
acknowledged change nor leaves a file that does not load."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES, lines, make_session
from tests.strategies import JES2_VALID, VALID
from zconsole.systems.zos.model.io.channels import DeviceStatus
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.testing import snapshot


@pytest.mark.parametrize("path", sorted(MACHINES.glob("*.toml")), ids=lambda p: p.name)
def test_every_machine_file_round_trips(tmp_path: Path, path: Path) -> None:
    session = make_session(load_machine(path))
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    machine, _, _ = load_state(tmp_path / "s.json")
    assert snapshot(machine) == snapshot(session.machine)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(VALID + JES2_VALID), max_size=15))
# Found by Hypothesis: the event heap's layout differs after a restore (saved sorted).
@example(commands=["S CICS1", "S CICS1", "S WAS1", ".WAIT 40H"])
def test_random_states_round_trip(tmp_path_factory: pytest.TempPathFactory, commands: list[str]) -> None:
    session = make_session()
    for command in commands:
        session.submit(command)
    path = tmp_path_factory.mktemp("state") / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    machine, clock, ids = load_state(path)
    assert snapshot(machine) == snapshot(session.machine)  # drains in progress included
    assert (clock.now(), ids.next_id) == (session.context.clock.now(), session.context.ids.next_id)


def zconsole(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=60)


def test_state_resumes_across_runs(tmp_path: Path) -> None:
    zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "V 7803,OFFLINE", "-c", "CF SCM(16G),ON",
             cwd=tmp_path)
    done = zconsole("--state", "s.json", "-c", "D M=DEV(7803)", "-c", "D M=SCM", cwd=tmp_path)
    out = done.stdout.splitlines()
    assert out[0] == "IEE174I 10.00.00 DISPLAY M 001"
    assert out[1] == "DEVICE 07803  STATUS=OFFLINE"
    assert "0G-80G" in out


def good_state() -> dict[str, object]:
    from zconsole.systems.zos.model.state.state_file import state_data

    session = make_session()
    return state_data(session.machine, session.context.clock, session.context.ids)


GOOD = good_state()


def damaged(**changes: object) -> str:
    data = json.loads(json.dumps(GOOD))
    for key, value in changes.items():
        if "__" in key:
            outer, inner = key.split("__")
            data[outer][inner] = value
        elif value is None:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", ":1: not a zconsole state file: Expecting property name enclosed in double quotes: "
                      "line 1 column 2 (char 1)"),
        ('{"format": "other"}', ": [format] not a zconsole state file (expected zconsole-state/1)"),
        (damaged(machine={"system": {"name": "bad name"}}), ": [machine.system.name] "),
        (damaged(machine=None), ": [machine] is missing"),
        (damaged(next_id=5000), ": [next_id] must be 1 to 999, not 5000"),
        (damaged(next_id=2.5), ": [next_id] must be an integer, not a number 2.5"),
        (damaged(next_id=True), ": [next_id] must be an integer, not a boolean True"),
        (damaged(next_id=None), ": [next_id] is missing"),
        (damaged(clock__offset_seconds=1e300), ": [clock.offset_seconds] must be -3.16224e+09 to "
                                               "3.16224e+09, not 1e+300"),
        (damaged(clock__offset_seconds="5"), ": [clock.offset_seconds] must be a number, not a string"),
        (damaged(clock__frozen="noon"), ": [clock.frozen] must be a date and time as YYYY-MM-DDThh:mm:ss, "
                                        "not 'noon'"),
        (damaged(clock=[]), ": [clock] must be a table, not a list"),
        (damaged(living=[]), ": [living] must be a table, not a list"),
        (damaged(living={"spaces": []}), ": [living.now] is missing"),
        (damaged(drains={}), ": [drains] must be a list, not a table"),
        (damaged(drains=[{"increments": ["99G"], "moves": [], "done_at": "2026-01-01T00:00:00"}]),
         ": [drains[0].increments[0]] no SCM increment at 99G"),
        (damaged(drains=[{"increments": ["0G"], "moves": [["16G", -4]], "done_at": "2026-01-01T00:00:00"}]),
         ": [drains[0].moves[0][1]] must be 0 to 1099511627776, not -4"),
        (damaged(pagedel={"action": "PURGE", "entries": [], "started_at": "2026-01-01T00:00:00", "moved": 0}),
         ": [pagedel.action] must be DELETE, REPLACE or DRAIN"),
        (damaged(pagedel={"action": "DELETE", "entries": [{"dsname": "NOT.USED", "replacement": None,
                                                          "done": False}],
                          "started_at": "2026-01-01T00:00:00", "moved": 0}),
         ": [pagedel.entries[0]] PAGEDEL of NOT.USED, which is not in use"),
        (damaged(wait_state={"code": 3, "reason": "01"}),
         ": [wait_state.code] must be a string, not an integer"),
        ("[" * 100_000, ": not a zconsole state file: maximum recursion depth exceeded while decoding a JSON "
                        "array from a unicode string"),
    ],
)
def test_bad_state_file_is_one_line_exit_2_and_never_rewritten(tmp_path: Path, content: str,
                                                                reason: str) -> None:
    state = tmp_path / "s.json"
    state.write_text(content)
    done = zconsole("--state", "s.json", "-c", "D ASM", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"zconsole: {state}{reason}"), done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert state.read_text() == content  # a damaged file is left as it was, for a person to look at


def test_save_keeps_the_file_mode(tmp_path: Path) -> None:
    state = tmp_path / "s.json"
    zconsole("--state", "s.json", "-c", "D ASM", cwd=tmp_path)
    state.chmod(0o640)
    done = zconsole("--state", "s.json", "-c", "V 7803,OFFLINE", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (state.stat().st_mode & 0o777, '"OFFLINE"' in state.read_text()) == (0o640, True)


def test_a_failed_save_undoes_the_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from zconsole.session_options import ConsoleOptions
    from zconsole.session_options import make_session as setup_session
    from zconsole.systems.zos.model.state import state_file as state_module
    from zconsole.systems.zos.model.state.state_file import StateSaveError

    session, _ = setup_session(ConsoleOptions(state=str(tmp_path / "s.json"), clock="12.00.00"), tmp_path)
    session.submit("CF SCM(16G),ONLINE")
    before, saved = snapshot(session.machine), (tmp_path / "s.json").read_text()

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(state_module, "write_atomic", disk_full)
    with pytest.raises(StateSaveError, match="cannot save the state, so the command was undone: "
                                             "No space left on device"):
        session.submit("V 7803,OFFLINE")
    assert snapshot(session.machine) == before
    assert (tmp_path / "s.json").read_text() == saved
    monkeypatch.undo()
    assert lines(session, "D M=DEV(7803)")[1] == "DEVICE 07803  STATUS=ONLINE"


def test_a_failed_save_is_one_line_and_exit_2(tmp_path: Path) -> None:
    folder = tmp_path / "st"
    folder.mkdir()
    (folder / "s.json").mkdir()  # where the file should be is a folder: a save cannot replace it
    done = zconsole("--state", "st/s.json", "-c", "D ASM", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"zconsole: {folder / 's.json'}: ") and done.stderr.count("\n") == 1


KILLS = 200
DEVICES = [f"{0x7802 + i:04X}" for i in range(126)]  # 7800, 7801: the IPL and IODF volumes


@pytest.mark.slow
def test_killed_at_random_never_loses_an_acknowledged_change(tmp_path: Path) -> None:
    """Each trial varies the next devices offline, reading each reply (= acknowledged),
    then SIGKILLs the process at a random moment, mid-command or between commands."""
    rng = random.Random(20261122)
    state = tmp_path / "s.json"
    acknowledged: list[str] = []
    env = dict(os.environ)
    for trial in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, "-m", "zconsole", "--state", str(state), "--plain", "--prompt", "ZC>\n"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, env=env,
        )
        assert proc.stdin is not None and proc.stdout is not None
        assert proc.stdout.readline() == "ZC>\n"
        for _ in range(rng.randint(0, 3)):
            device = DEVICES[len(acknowledged) % len(DEVICES)]
            state_word = "OFFLINE" if (len(acknowledged) // len(DEVICES)) % 2 == 0 else "ONLINE"
            proc.stdin.write(f"V {device},{state_word}\n")
            proc.stdin.flush()
            replies = []  # IOS452I for each path, then IEE302I; or IEF281I
            while (reply := proc.stdout.readline()) != "ZC>\n":
                replies.append(reply)
            assert replies and replies[-1].startswith(("IEF281I", "IEE302I")), replies
            acknowledged.append(device)
        # One more command, a real change too, killed somewhere in its processing (or not even read yet).
        rounds, done = divmod(len(acknowledged), len(DEVICES))
        going_offline = rounds % 2 == 0
        pending = DEVICES[done]
        proc.stdin.write(f"V {pending},{'OFFLINE' if going_offline else 'ONLINE'}\n")
        proc.stdin.flush()
        time.sleep(rng.random() * 0.004)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        data = json.loads(state.read_text())  # always whole: it parses
        machine, _, _ = load_state(state)
        offline = {d.short for d in machine.io.devices.values()
                   if d.status is DeviceStatus.OFFLINE and d.short in DEVICES}
        expected = set(DEVICES[:done]) if going_offline else set(DEVICES[done:])
        with_pending = expected | {pending} if going_offline else expected - {pending}
        # Exactly the acknowledged changes, and the unacknowledged one either whole or not at all.
        assert offline in (expected, with_pending), (trial, sorted(offline ^ expected))
        assert data["format"] == "zconsole-state/1"
