"""Two ``zconsole serve`` processes behind a real HAProxy, run from examples/haproxy-classroom.cfg.

The example's own file and its own ``zconsole serve`` command lines are what runs here,
with free loopback ports in place of 8443-8445, so the documentation cannot drift from
what is tested. HAProxy comes from Debian's registry via tests/lb/install-haproxy.sh (CI
runs it); without it, or with one older than 2.6, the test is skipped with the reason.
"""

from __future__ import annotations

import base64
import contextlib
import http.client
import json
import os
import re
import shlex
import shutil
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
import trustme

from tests.conftest import ROOT
from zconsole.frontends.rest import errors

EXAMPLE = ROOT / "examples" / "haproxy-classroom.cfg"
EXAMPLE_PORTS = (8443, 8444, 8445)  # the balancer, then one per server, as the example has them
CANDIDATES = [f"STUDENT{n}" for n in range(1, 17)]  # enough names that both servers get some
STARTED = "CICS1    CICS1    CICS"  # CICS1's row in D A,L


def haproxy_path() -> str | None:
    # .ci/run sets ZCONSOLE_HAPROXY to what install-haproxy.sh printed
    path = os.environ.get("ZCONSOLE_HAPROXY") or shutil.which("haproxy")
    return path if path and os.access(path, os.X_OK) else None


def haproxy_missing() -> str | None:
    """Why the test cannot run, or None."""
    path = haproxy_path()
    if path is None:
        return "HAProxy not installed (run tests/lb/install-haproxy.sh)"
    banner = subprocess.run([path, "-v"], capture_output=True, text=True, timeout=30).stdout
    found = re.search(r"version (\d+)\.(\d+)", banner)
    if found is None or (int(found.group(1)), int(found.group(2))) < (2, 6):
        return f"HAProxy 2.6 or later needed (balance hash), found: {banner.splitlines()[:1]}"
    return None


MISSING = haproxy_missing()
pytestmark = [pytest.mark.slow, pytest.mark.skipif(MISSING is not None, reason=str(MISSING))]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rendered(ports: tuple[int, int, int]) -> str:
    """The example, its ports replaced by ``ports`` (each of the example's must be there)."""
    text = EXAMPLE.read_text(encoding="utf-8")
    for old, new in zip(EXAMPLE_PORTS, ports, strict=True):
        assert re.search(rf"\b{old}\b", text), f"{EXAMPLE.name} no longer uses port {old}"
        text = re.sub(rf"\b{old}\b", str(new), text)
    # HAProxy runs in a folder of its own here: the errorfile by its full path
    assert " examples/haproxy-503.http" in text
    return text.replace(" examples/haproxy-503.http", f" {ROOT / 'examples' / 'haproxy-503.http'}")


def serve_commands(text: str) -> list[list[str]]:
    """The ``zconsole serve ... &`` lines of the example's opening comment, as arguments."""
    found = re.findall(r"^#\s+zconsole (serve .*) &$", text, flags=re.M)
    assert len(found) == 2, f"{EXAMPLE.name}: expected two zconsole serve lines, found {found}"
    return [[sys.executable, "-m", "zconsole", *shlex.split(line)] for line in found]


def wait_for(what: str, ready: Any, proc: subprocess.Popen[bytes], log: Path, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert proc.poll() is None, f"{what} exited: {log.read_text(errors='replace')}"
        assert time.monotonic() < deadline, f"{what} not ready: {log.read_text(errors='replace')}"
        time.sleep(0.05)


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    except OSError:
        return False
    return True


@attrs.define(eq=False)
class Classroom:
    """The balancer and its two servers, each server started again by its own command."""

    folder: Path
    front: int
    commands: list[list[str]]
    env: dict[str, str]
    servers: dict[int, subprocess.Popen[bytes]] = attrs.Factory(dict)
    processes: list[subprocess.Popen[bytes]] = attrs.Factory(list)  # every one started

    def start(self, n: int) -> Path:
        """Start server ``n`` (0 or 1); the log file it writes to."""
        log = self.folder / f"server{n + 1}.{len(self.processes)}.log"
        with open(log, "wb") as out:
            self.servers[n] = subprocess.Popen(self.commands[n], cwd=self.folder, env=self.env,
                                               stdout=subprocess.DEVNULL, stderr=out)
        self.processes.append(self.servers[n])
        return log

    def wait_serving(self, n: int, log: Path) -> None:
        # written once the socket listens (cli._serve binds before uvicorn starts)
        wait_for(f"server {n + 1}", lambda: "serving the z/OSMF console API" in log.read_text(),
                 self.servers[n], log)

    def stop(self, n: int) -> None:
        self.servers[n].terminate()
        self.servers[n].wait(timeout=20)

    def state(self, n: int) -> Path:
        return self.folder / "classroom" / str(n + 1)


@contextlib.contextmanager
def running(folder: Path, tls_pem: Path | None = None) -> Iterator[Classroom]:
    """The example running in ``folder``; with ``tls_pem`` (certificate and key in one
    file), HAProxy answers https on its ``bind`` line, as zconsole(1) suggests."""
    assert MISSING is None
    haproxy = haproxy_path()
    assert haproxy is not None
    ports = (free_port(), free_port(), free_port())
    text = rendered(ports)
    if tls_pem is not None:
        bind = f"bind 127.0.0.1:{ports[0]}\n"
        assert bind in text
        text = text.replace(bind, f"bind 127.0.0.1:{ports[0]} ssl crt {tls_pem}\n")
        text = text.replace(f"--public-url http://127.0.0.1:{ports[0]}", f"--public-url https://127.0.0.1:{ports[0]}")
    config = folder / "haproxy-classroom.cfg"
    config.write_text(text, encoding="utf-8")
    checked = subprocess.run([haproxy, "-c", "-f", str(config)], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    env = dict(os.environ, ZCONSOLE_USERS=",".join(f"{name}:{password(name)}" for name in CANDIDATES))
    room = Classroom(folder, ports[0], serve_commands(text), env)
    try:
        logs = [room.start(0), room.start(1)]
        for n, log in enumerate(logs):
            room.wait_serving(n, log)
        balancer_log = folder / "haproxy.log"
        with open(balancer_log, "wb") as out:
            balancer = subprocess.Popen([haproxy, "-db", "-f", str(config)], cwd=folder,
                                        stdout=out, stderr=subprocess.STDOUT)
        room.processes.append(balancer)
        wait_for("haproxy", lambda: listening(ports[0]), balancer, balancer_log)
        yield room
    finally:
        for proc in room.processes:
            if proc.poll() is None:
                proc.terminate()
        for proc in room.processes:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def password(user: str) -> str:
    return f"pw-{user.lower()}"


@attrs.frozen
class Answer:
    status: int
    body: Any
    cookies: dict[str, str]
    header_names: list[str]  # as written, case and all


@attrs.frozen
class Client:
    """Requests to the balancer, over https when given the CA's context."""

    port: int
    tls: ssl.SSLContext | None = None

    @property
    def url(self) -> str:
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}"

    def call(self, method: str, path: str, *, user: str | None = None, cookie: str | None = None,
             body: dict[str, str] | None = None) -> Answer:
        headers = {"X-CSRF-ZOSMF-HEADER": "", "Content-Type": "application/json"}
        if user is not None:
            pair = f"{user}:{password(user)}".encode()
            headers["Authorization"] = "Basic " + base64.b64encode(pair).decode()
        if cookie is not None:
            headers["Cookie"] = cookie
        connection = (http.client.HTTPSConnection("127.0.0.1", self.port, timeout=60, context=self.tls)
                      if self.tls else http.client.HTTPConnection("127.0.0.1", self.port, timeout=60))
        try:
            data = json.dumps(body) if body is not None else None
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read().decode("utf-8", errors="replace")
            set_cookies = response.headers.get_all("set-cookie") or []
            cookies = dict(value.split(";", 1)[0].split("=", 1) for value in set_cookies)
            try:
                parsed: Any = json.loads(raw)
            except ValueError:
                parsed = raw
            return Answer(response.status, parsed, cookies, [name for name, _ in response.getheaders()])
        finally:
            connection.close()

    def issue(self, command: str, *, user: str | None = None, cookie: str | None = None) -> Answer:
        return self.call("PUT", "/zosmf/restconsoles/consoles/defcn", body={"cmd": command},
                         user=user, cookie=cookie)

    def displayed(self, *, user: str | None = None, cookie: str | None = None) -> str:
        """The user's D A,L, which must be answered."""
        answer = self.issue("D A,L", user=user, cookie=cookie)
        assert answer.status == 200, answer
        return str(answer.body["cmd-response"])

    def logged(self, user: str) -> list[str]:
        answer = self.call("GET", "/zosmf/restconsoles/v1/log", user=user)
        assert answer.status == 200, answer
        return [item["message"] for item in answer.body["items"]]

    def login(self, user: str) -> dict[str, str]:
        """Both cookies of a new login."""
        answer = self.call("POST", "/zosmf/services/authenticate", user=user)
        assert answer.status == 200 and set(answer.cookies) >= {"LtpaToken2", "jwtToken"}, answer
        # IBM's Ansible collection finds the cookies only under this spelling
        assert "Set-Cookie" in answer.header_names, answer
        return answer.cookies


def home(room: Classroom, user: str) -> int:
    """Which server's --state folder holds the user's machine (exactly one may)."""
    found = [n for n in (0, 1) if (room.state(n) / f"{user}.json").exists()]
    assert len(found) == 1, f"{user}'s state file is in folders {found}"
    return found[0]


def spread(room: Classroom, client: Client) -> tuple[str, str]:
    """A user on server 1 and one on server 2, each machine in one server's folder."""
    homes: dict[int, str] = {}
    for user in CANDIDATES:
        answer = client.issue("D ASM", user=user)
        assert answer.status == 200, answer
        # --public-url: the balancer's address, not the server's
        assert answer.body["cmd-response-url"].startswith(f"{client.url}/zosmf/")
        homes.setdefault(home(room, user), user)
        if len(homes) == 2:
            return homes[0], homes[1]
    raise AssertionError(f"every user went to server {list(homes)}")


def test_a_users_machine_and_log_follow_them_across_requests_and_a_restart(tmp_path: Path) -> None:
    with running(tmp_path) as room:
        follow_across_a_restart(room, Client(room.front))


def follow_across_a_restart(room: Classroom, client: Client) -> None:
    alice, bob = spread(room, client)

    # Basic credentials: every request of alice's reaches the machine her START changed.
    started = client.issue("S CICS1", user=alice)
    assert started.status == 200 and "$HASP373 CICS1    STARTED" in started.body["cmd-response"]
    for _ in range(4):
        assert STARTED in client.displayed(user=alice)
        assert STARTED not in client.displayed(user=bob)
    # After a login, either cookie alone reaches the same machine (a cookie sent to the
    # other server would be unknown there: 401).
    cookies = client.login(alice)
    for _ in range(3):
        for name in ("LtpaToken2", "jwtToken"):
            assert STARTED in client.displayed(cookie=f"{name}={cookies[name]}")
    log = client.logged(alice)
    assert "S CICS1" in log and "$HASP373 CICS1    STARTED" in log
    assert "S CICS1" not in client.logged(bob)
    assert home(room, alice) == 0 and home(room, bob) == 1

    # Alice's server is down: she waits, then gets 503, never a second machine elsewhere;
    # bob, on the other server, is served as before.
    room.stop(0)
    down = client.issue("D A,L", user=alice)
    assert (down.status, down.body) == (503, errors.server_down().body())  # z/OSMF's shape, not HTML
    assert STARTED not in client.displayed(user=bob)
    assert home(room, alice) == 0

    # Restarted on its folder: alice's machine and log are back, through the balancer.
    room.wait_serving(0, room.start(0))
    assert STARTED in client.displayed(user=alice)
    log = client.logged(alice)
    assert "S CICS1" in log and "$HASP373 CICS1    STARTED" in log
    # every D A,L she sent reached this one machine (before, through both cookies, after);
    # the one refused while it was down, none
    assert log.count("D A,L") == 4 + 3 * 2 + 1
    again = client.login(alice)
    for name in ("LtpaToken2", "jwtToken"):
        assert STARTED in client.displayed(cookie=f"{name}={again[name]}")
    assert home(room, alice) == 0 and home(room, bob) == 1


def test_https_ends_in_the_balancer(tmp_path: Path) -> None:
    """zconsole(1)'s https: TLS in HAProxy (certificate and key in one file), the servers on
    loopback http, --public-url https; Basic and both cookies still keep a user on one."""
    ca = trustme.CA()
    pem = tmp_path / "zconsole.pem"
    ca.issue_cert("127.0.0.1").private_key_and_cert_chain_pem.write_to_path(str(pem))
    context = ssl.create_default_context()
    ca.configure_trust(context)
    with running(tmp_path, pem) as room:
        client = Client(room.front, context)
        alice, bob = spread(room, client)
        assert client.issue("S CICS1", user=alice).status == 200
        cookies = client.login(alice)
        for _ in range(3):
            for name in ("LtpaToken2", "jwtToken"):
                assert STARTED in client.displayed(cookie=f"{name}={cookies[name]}")
            assert STARTED not in client.displayed(user=bob)
        assert home(room, alice) == 0 and home(room, bob) == 1


def test_the_readme_and_the_man_page_name_the_example() -> None:
    assert "`examples/haproxy-classroom.cfg`" in (ROOT / "README.md").read_text(encoding="utf-8")
    man = (ROOT / "man" / "zconsole.1").read_text(encoding="utf-8")
    assert "examples/haproxy\\-classroom.cfg" in man
    assert "bind :8443 ssl crt /etc/haproxy/zconsole.pem" in man  # what the https test does
