"""Several `zconsole serve` processes behind a real HAProxy (examples/haproxy.cfg), each
with its own --state folder: a user's machine and log follow them across requests and a
restart of the processes. HAProxy comes from tests/haproxy/install-haproxy.sh (CI runs it);
without it the test is skipped with the reason shown."""

from __future__ import annotations

import base64
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.test_zowe import free_port, wait_until_serving

ROOT = Path(__file__).resolve().parent.parent
HAPROXY = os.environ.get("ZCONSOLE_HAPROXY") or shutil.which("haproxy") or (
    "/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None)
USERS = [f"user{i}" for i in range(8)]

pytestmark = pytest.mark.skipif(HAPROXY is None,
                                reason="HAProxy not installed (run tests/haproxy/install-haproxy.sh)")


def auth(user: str) -> dict[str, str]:
    token = base64.b64encode(f"{user}:pw-{user}".encode()).decode()
    return {"Authorization": f"Basic {token}", "X-CSRF-ZOSMF-HEADER": ""}


class Classroom:
    """Two servers and the load balancer in front of them."""

    def __init__(self, tmp_path: Path) -> None:
        self.ports = [free_port(), free_port()]
        self.front = free_port()
        self.folders = [tmp_path / "state1", tmp_path / "state2"]
        self.servers: list[subprocess.Popen[bytes]] = []
        config = (ROOT / "examples" / "haproxy.cfg").read_text()
        config = (config.replace("127.0.0.1:8443", f"127.0.0.1:{self.front}")
                  .replace("127.0.0.1:8444", f"127.0.0.1:{self.ports[0]}")
                  .replace("127.0.0.1:8445", f"127.0.0.1:{self.ports[1]}"))
        (tmp_path / "haproxy.cfg").write_text(config)
        self.start_servers()
        assert HAPROXY is not None
        self.proxy = subprocess.Popen([HAPROXY, "-db", "-f", str(tmp_path / "haproxy.cfg")],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_until_serving(f"http://127.0.0.1:{self.front}/zosmf/info")
        self.url = f"http://127.0.0.1:{self.front}"

    def start_servers(self) -> None:
        env = dict(os.environ, ZCONSOLE_USERS=",".join(f"{u}:pw-{u}" for u in USERS))
        self.servers = [subprocess.Popen(
            [sys.executable, "-m", "zconsole", "serve", "--port", str(port), "--state", str(folder),
             "--clock", "10.00.00", "--public-url", f"http://127.0.0.1:{self.front}"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for port, folder in zip(self.ports, self.folders, strict=True)]
        for port in self.ports:
            wait_until_serving(f"http://127.0.0.1:{port}/zosmf/info")

    def stop_servers(self) -> None:
        for server in self.servers:
            server.send_signal(signal.SIGINT)
        for server in self.servers:
            server.wait(timeout=20)

    def close(self) -> None:
        self.stop_servers()
        self.proxy.terminate()
        self.proxy.wait(timeout=10)

    def homes(self, user: str) -> list[int]:
        """Which servers' folders hold the user's state file."""
        return [i for i, folder in enumerate(self.folders) if (folder / f"{user.upper()}.json").exists()]


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    found = Classroom(tmp_path)
    yield found
    found.close()


def put(client: httpx.Client, user: str, cmd: str) -> list[str]:
    reply = client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd}, headers=auth(user))
    assert reply.status_code == 200, reply.text
    return [line[1:] for line in reply.json()["cmd-response"].split("\r")]


def test_a_users_machine_and_log_follow_them_across_requests_and_a_restart(classroom: Classroom) -> None:
    with httpx.Client(base_url=classroom.url, timeout=60) as client:
        for _ in range(3):
            for user in USERS:
                put(client, user, "D ASM")
        homes = {user: classroom.homes(user) for user in USERS}
        # every user's machine lives in exactly one server, and both servers have users
        assert all(len(found) == 1 for found in homes.values()), homes
        assert {found[0] for found in homes.values()} == {0, 1}
        before = put(client, "user0", "CF SCM(0G-16G),OFFLINE")
        assert before[0].startswith("IEE195I SCM LOCATIONS 0G TO 16G")
        shown = put(client, "user0", "D M=SCM")
    classroom.stop_servers()
    classroom.start_servers()
    with httpx.Client(base_url=classroom.url, timeout=60) as client:
        again = put(client, "user0", "D M=SCM")
        assert again[1:] == shown[1:]  # the machine came back where the user is sent
        log = client.get("/zosmf/restconsoles/v1/log", headers=auth("user0"), params={"timeRange": "999h"})
        commands = [item["message"] for item in log.json()["items"] if item["subType"] == "COMMAND"]
        assert commands[-3:] == ["CF SCM(0G-16G),OFFLINE", "D M=SCM", "D M=SCM"]
        # a token login stays with the server that issued it
        login = client.post("/zosmf/services/authenticate", headers=auth("user5"))
        assert login.status_code == 200
        cookies = {"LtpaToken2": login.cookies["LtpaToken2"]}
    with httpx.Client(base_url=classroom.url, timeout=60, cookies=cookies) as token_only:
        # without the stick table HAProxy would spread these over both servers, and the
        # one that did not issue the token would answer 401
        assert [token_only.get("/zosmf/info").status_code for _ in range(4)] == [200] * 4
    assert {user: classroom.homes(user) for user in USERS} == homes
