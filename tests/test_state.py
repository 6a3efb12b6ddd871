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
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import MACHINES, make_session
from tests.strategies import VALID
from zconsole.model.channels import DeviceStatus
from zconsole.model.machine import Machine
from zconsole.model.snapshot import snapshot
from zconsole.model.state import load_state, save_state


@pytest.mark.parametrize("path", sorted(MACHINES.glob("*.toml")), ids=lambda p: p.name)
def test_every_machine_file_round_trips(tmp_path: Path, path: Path) -> None:
    session = make_session(Machine.from_toml(path))
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    machine, _, _ = load_state(tmp_path / "s.json")
    assert snapshot(machine) == snapshot(session.machine)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(VALID), max_size=15))
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
    zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "V 7801,OFFLINE", "-c", "CF SCM(16G),ON",
             cwd=tmp_path)
    done = zconsole("--state", "s.json", "-c", "D M=DEV(7801)", "-c", "D M=SCM", cwd=tmp_path)
    out = done.stdout.splitlines()
    assert out[0] == "IEE174I 10.00.00 DISPLAY M 001"
    assert out[1] == "DEVICE 07801  STATUS=OFFLINE"
    assert "0G-80G" in out


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "not a zconsole state file: Expecting property name"),
        ('{"format": "other"}', "[format] not a zconsole state file"),
        ('{"format": "zconsole-state/1", "machine": {"system": {"name": "bad name"}}, "drains": [], '
         '"next_id": 1, "clock": {"frozen": null, "offset_seconds": 0}}', "[machine.system.name]"),
        ('{"format": "zconsole-state/1", "machine": {}, "drains": [], "next_id": 5000, '
         '"clock": {"frozen": null, "offset_seconds": 0}}', "damaged state: ValueError: display number"),
        ('{"format": "zconsole-state/1", "machine": {}}', "damaged state: KeyError"),
    ],
)
def test_bad_state_file_is_one_line_and_exit_2(tmp_path: Path, content: str, reason: str) -> None:
    (tmp_path / "s.json").write_text(content)
    done = zconsole("--state", "s.json", "-c", "D ASM", cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"zconsole: {tmp_path / 's.json'}")
    assert reason in done.stderr and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


KILLS = 200
DEVICES = [f"{0x7800 + i:04X}" for i in range(128)]


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
        # One more command, killed somewhere in its processing (or not even read yet).
        proc.stdin.write(f"V {DEVICES[len(acknowledged) % len(DEVICES)]},OFFLINE\n")
        proc.stdin.flush()
        time.sleep(rng.random() * 0.004)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        data = json.loads(state.read_text())  # always whole: it parses
        machine, _, _ = load_state(state)
        offline = {d.short for d in machine.io.devices.values() if d.status is DeviceStatus.OFFLINE}
        rounds, done = divmod(len(acknowledged), len(DEVICES))
        expected = set(DEVICES[:done]) if rounds % 2 == 0 else set(DEVICES[done:])
        # Every acknowledged change is there; at most the one unacknowledged command more.
        assert expected <= offline | set(DEVICES[done:done + 1]), (trial, sorted(expected - offline))
        assert offline - expected <= set(DEVICES[done:done + 1]), trial
        assert data["format"] == "zconsole-state/1"
