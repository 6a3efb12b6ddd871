"""The real Zowe CLI against `zconsole serve` (on loopback).

The CLI comes from the npm registry via tests/zowe/install-zowe.sh (CI runs it); these
tests find it through $ZCONSOLE_ZOWE or that script's cache folder, and are skipped with
the reason when it is not installed.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from zconsole.console.clock import FROZEN_DATE
from zconsole.frontends.rest.framing import frame, unframe


def zowe_path() -> str | None:
    # .ci/run sets ZCONSOLE_ZOWE to what install-zowe.sh printed; else its default folder.
    candidates = [os.environ.get("ZCONSOLE_ZOWE", "")]
    cache = os.environ.get("ZCONSOLE_ZOWE_HOME") or os.path.expanduser("~/.cache/zconsole-ci/zowe")
    candidates.append(os.path.join(cache, "node_modules", ".bin", "zowe"))
    return next((c for c in candidates if c and os.access(c, os.X_OK)), None)


ZOWE = zowe_path()
pytestmark = pytest.mark.skipif(
    ZOWE is None, reason="Zowe CLI not installed (run tests/zowe/install-zowe.sh)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_serving(url: str, context: ssl.SSLContext | None = None) -> None:
    """Poll ``url`` until the server answers (401 without credentials), at most 30 s."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1, context=context)
        except urllib.error.HTTPError:
            return  # 401: it is up
        except OSError:
            time.sleep(0.1)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    port = free_port()
    env = dict(os.environ, ZCONSOLE_USERS="ibmuser:sys1")
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", str(port),
                             "--clock", "17.57.30", "--next-id", "232"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_until_serving(f"http://127.0.0.1:{port}/zosmf/info")
    yield port
    proc.terminate()
    proc.wait(timeout=10)


def zowe(port: int, tmp_path: Path, *args: str, password: str = "sys1") -> subprocess.CompletedProcess[str]:
    assert ZOWE is not None
    env = dict(os.environ, ZOWE_CLI_HOME=str(tmp_path / "zowe-home"), FORCE_COLOR="0")
    return subprocess.run(
        [ZOWE, *args, "--host", "127.0.0.1", "--port", str(port), "--user", "ibmuser", "--password", password,
         "--protocol", "http", "--reject-unauthorized", "false"],
        capture_output=True, text=True, env=env, timeout=120,
    )


def shell(*commands: str) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", "--clock", "17.57.30", "--next-id", "232",
                           *[a for c in commands for a in ("-c", c)]], capture_output=True, text=True)
    return done.stdout.splitlines()


def test_issue_command_prints_the_shell_lines(server: int, tmp_path: Path) -> None:
    done = zowe(server, tmp_path, "zos-console", "issue", "command", "D M=SCM(DETAIL)", "--rfj")
    assert done.returncode == 0, done.stderr
    raw = json.loads(done.stdout)["data"]["zosmfResponse"][0]["cmd-response"]
    assert raw == frame(shell("D M=SCM(DETAIL)"))


def test_key_only_then_collect(server: int, tmp_path: Path) -> None:
    done = zowe(server, tmp_path, "zos-console", "issue", "command", "D ASM,SCM", "--key-only")
    assert done.returncode == 0, done.stderr
    key = done.stdout.strip()
    assert key.startswith("C") and key[1:].isdigit()
    collected = zowe(server, tmp_path, "zos-console", "collect", "sync-responses", key)
    assert collected.returncode == 0, collected.stderr
    # Zowe prints each line as it came, less the framing blank (CR -> LF, blank lines added)
    got = [line[1:] for line in collected.stdout.splitlines() if line.strip()]
    want = shell("D ASM,SCM")
    assert got[0].startswith("IEE207I 17.57.30 DISPLAY ASM ")  # the display number moves on
    assert got[1:] == want[1:] and len(want) == 3


def test_bad_password(server: int, tmp_path: Path) -> None:
    done = zowe(server, tmp_path, "zos-console", "issue", "command", "D ASM", password="wrong")
    assert done.returncode == 1
    said = done.stdout + done.stderr
    assert "Received HTTP(S) error 401 = Unauthorized." in said
    assert "reason:      Authentication failed: user or password not valid" in said


def test_check_status(server: int, tmp_path: Path) -> None:
    done = zowe(server, tmp_path, "zosmf", "check", "status", "--rfj")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["data"] == {
        "zosmf_saf_realm": "SAFRealm", "zosmf_port": str(server), "zosmf_full_version": "27.0",
        "plugins": [], "api_version": "1", "zos_version": "04.27.00", "zosmf_version": "27",
        "zosmf_hostname": "127.0.0.1", "zconsole_version": "0.1.0"}



def test_zos_logs_list_logs_shows_commands_and_their_answers(server: int, tmp_path: Path) -> None:
    answers = []
    for command in ("D ASM", "D M=SCM"):
        done = zowe(server, tmp_path, "zos-console", "issue", "command", command, "--rfj")
        assert done.returncode == 0, done.stderr
        answers.append(unframe(json.loads(done.stdout)["data"]["zosmfResponse"][0]["cmd-response"]))
    done = zowe(server, tmp_path, "zos-logs", "list", "logs")
    assert done.returncode == 0, done.stderr
    # the console's frozen clock (17.57.30 local on its frozen date) as the CLI prints it:
    # UTC, ISO 8601
    when = dt.datetime.combine(FROZEN_DATE, dt.time(17, 57, 30)).astimezone(dt.UTC)
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    expected = [f"{iso}  D ASM", f"{iso}  " + "\n".join(answers[0]),
                f"{iso}  D M=SCM", f"{iso}  " + "\n".join(answers[1])]
    assert done.stdout.endswith("\n".join(expected) + "\n")
    assert " messages from OPERLOG, starts from " in done.stdout.splitlines()[0]
    data = json.loads(zowe(server, tmp_path, "zos-logs", "list", "logs", "--rfj").stdout)["data"]
    assert data["source"] == "OPERLOG" and data["totalitems"] == len(data["items"])
    assert data["items"][-1]["message"] == "\n".join(answers[1])  # the SDK turns \r into \n


def test_zosmf_list_systems_shows_this_one_system(server: int, tmp_path: Path) -> None:
    done = zowe(server, tmp_path, "zosmf", "list", "systems", "--rfj")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)["data"]
    assert data["numRows"] == 1
    assert [(item["systemName"], item["jesType"]) for item in data["items"]] == [("SYS1", "JES2")]
