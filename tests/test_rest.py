"""The z/OSMF REST console, in-process (Starlette's TestClient)."""

from __future__ import annotations

import base64
import subprocess
import sys

import pytest
from starlette.testclient import TestClient

from tests.conftest import make_session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.framing import frame, unframe
from zconsole.frontends.rest.users import Users

CSRF = {"X-CSRF-ZOSMF-HEADER": "true"}


def auth(user: str = "ibmuser", password: str = "sys1") -> dict[str, str]:
    token = base64.b64encode(f"{user}:{password}".encode()).decode()
    return {"Authorization": f"Basic {token}", **CSRF}


PUBLIC = "http://zconsole.test:8443"


def classroom() -> Classroom:
    return Classroom(lambda user: make_session())


@pytest.fixture
def client() -> TestClient:
    users = Users({"IBMUSER": "sys1", "TRAINEE": "pw2"})
    return TestClient(build_app(classroom(), users, public_url=PUBLIC))


def issue(client: TestClient, cmd: str, console: str = "defcn", **extra: object) -> dict[str, object]:
    reply = client.put(f"/zosmf/restconsoles/consoles/{console}", json={"cmd": cmd, **extra}, headers=auth())
    assert reply.status_code == 200, reply.text
    body: dict[str, object] = reply.json()
    return body


def shell_lines(*commands: str) -> list[list[str]]:
    """What `zconsole -c` prints for the same commands on the same machine and clock."""
    out = subprocess.run([sys.executable, "-m", "zconsole", "--clock", "12.00.00",
                          *[a for c in commands for a in ("-c", c)]], capture_output=True, text=True)
    return [out.stdout.splitlines()]


def test_sync_issue_returns_the_shell_lines_framed(client: TestClient) -> None:
    body = issue(client, "D M=SCM(DETAIL)")
    assert body["cmd-response-key"] == "C0000001"
    assert body["cmd-response-uri"] == "/zosmf/restconsoles/consoles/defcn/solmsgs/C0000001"
    # built on the server's configured address, not on the client's Host header
    assert body["cmd-response-url"] == f"{PUBLIC}/zosmf/restconsoles/consoles/defcn/solmsgs/C0000001"
    assert "sol-key-detected" not in body
    response = str(body["cmd-response"])
    assert response.startswith(" IEE174I 12.00.00 DISPLAY M 001\r STORAGE-CLASS MEMORY STATUS - INCREMENT")
    assert unframe(response) == shell_lines("D M=SCM(DETAIL)")[0]


def test_framing_round_trips() -> None:
    lines = ["IEE174I 12.00.00 DISPLAY M 001", "     0G     55%  ONLINE", ""]
    assert frame(lines) == " IEE174I 12.00.00 DISPLAY M 001\r      0G     55%  ONLINE\r "
    assert unframe(frame(lines)) == lines


def test_async_then_collect_drains(client: TestClient) -> None:
    body = issue(client, "D ASM,SCM", console="TRAIN01", **{"async": "Y"})
    assert "cmd-response" not in body
    url = f"/zosmf/restconsoles/consoles/TRAIN01/solmsgs/{body['cmd-response-key']}"
    first = client.get(url, headers=auth()).json()
    assert unframe(first["cmd-response"])[2] == "IN-USE       14%    16,777,216       2,306,867         0"
    assert client.get(url, headers=auth()).json() == {"cmd-response": ""}
    assert client.get("/zosmf/restconsoles/consoles/TRAIN01/solmsgs/C9999999", headers=auth()).json() == {
        "cmd-response": ""}


def test_sol_key_only_on_put(client: TestClient) -> None:
    assert issue(client, "D ASM", **{"sol-key": "plpa"})["sol-key-detected"] is True
    assert issue(client, "D ASM", **{"sol-key": "NOWHERE"})["sol-key-detected"] is False


def test_users_have_their_own_machines(client: TestClient) -> None:
    issue(client, "CF SCM(16G),ONLINE")
    trainee = client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D M=SCM"},
                         headers=auth("trainee", "pw2")).json()
    assert "0G-64G" in unframe(trainee["cmd-response"])  # the CONFIG was ibmuser's
    assert "0G-80G" in unframe(str(issue(client, "D M=SCM")["cmd-response"]))


def test_consoles_of_one_user_share_the_machine(client: TestClient) -> None:
    issue(client, "V 7803,OFFLINE", console="CONS1")
    lines = unframe(str(issue(client, "D M=DEV(7803)", console="CONS2")["cmd-response"]))
    assert lines[1] == "DEVICE 07803  STATUS=OFFLINE"


@pytest.mark.parametrize(
    ("headers", "status"),
    [(CSRF, 401), ({"Authorization": "Basic !!!", **CSRF}, 401), (auth("ibmuser", "wrong"), 401),
     (auth("nobody", "sys1"), 401), ({"Authorization": "Basic ÄÖÜ=".encode("latin-1"), **CSRF}, 401)],
)
def test_bad_credentials(client: TestClient, headers: dict[str, str], status: int) -> None:
    for method, url in (("PUT", "/zosmf/restconsoles/consoles/defcn"), ("GET", "/zosmf/info"),
                        ("GET", "/zosmf/restconsoles/consoles/defcn/solmsgs/C1")):
        reply = client.request(method, url, json={"cmd": "D ASM"}, headers=headers)
        assert reply.status_code == status
        assert reply.headers["WWW-Authenticate"] == 'Basic realm="zosmf"'
        assert reply.json() == {"return-code": 1, "reason-code": 401,
                                "reason": "Authentication failed: user or password not valid"}
        assert "sys1" not in reply.text


@pytest.mark.parametrize(
    ("url", "body", "headers", "status", "reason_code"),
    [
        ("/zosmf/restconsoles/consoles/defcn", b"{not json", auth(), 400, 12),
        ("/zosmf/restconsoles/consoles/defcn", b"[1, 2]", auth(), 400, 12),
        ("/zosmf/restconsoles/consoles/defcn", b'{"async": "Y"}', auth(), 400, 13),
        ("/zosmf/restconsoles/consoles/defcn", b'{"cmd": "' + b"D" * 127 + b'"}', auth(), 400, 17),
        ("/zosmf/restconsoles/consoles/defcn", b'{"cmd": "D ASM", "system": "SYS9"}', auth(), 400, 5),
        ("/zosmf/restconsoles/consoles/1BAD", b'{"cmd": "D ASM"}', auth(), 400, 14),
        ("/zosmf/restconsoles/consoles/TOOLONGNAME", b'{"cmd": "D ASM"}', auth(), 400, 14),
        ("/zosmf/restconsoles/nothing", b"{}", auth(), 400, 3),
    ],
)
def test_bad_requests(client: TestClient, url: str, body: bytes, headers: dict[str, str], status: int,
                      reason_code: int) -> None:
    reply = client.put(url, content=body, headers={"Content-Type": "application/json", **headers})
    assert (reply.status_code, reply.json()["reason-code"]) == (status, reason_code)


def test_console_errors_are_replies_not_http_errors(client: TestClient) -> None:
    reply = issue(client, "*I J=132")["cmd-response"]  # a JES3 command on a JES2 system
    assert unframe(str(reply)) == ["IEE305I *I       COMMAND INVALID"]
    reply = issue(client, "$D JOB00132,CC")["cmd-response"]  # JES2's own refusal
    assert unframe(str(reply))[:2] == ["$HASP003 RC=(52),D",
                                       "$HASP003 RC=(52),D JOB00132  - NO SELECTABLE ENTRIES FOUND"]


def test_info(client: TestClient) -> None:
    info = client.get("/zosmf/info", headers=auth()).json()
    assert info["zosmf_version"] == "27" and info["api_version"] == "1"


def test_base_path() -> None:
    app = build_app(classroom(), Users(), base_path="/ibmzosmf/api/v1")
    client = TestClient(app)
    reply = client.put("/ibmzosmf/api/v1/zosmf/restconsoles/consoles/defcn", json={"cmd": "D ASM"},
                       headers=auth("anyone", "x"))
    uri = "/ibmzosmf/api/v1/zosmf/restconsoles/consoles/defcn/solmsgs/C0000001"
    assert reply.json()["cmd-response-uri"] == uri


def test_serve_refuses_a_public_address_without_users(tmp_path: object) -> None:
    done = subprocess.run([sys.executable, "-m", "zconsole", "serve", "--host", "0.0.0.0"],
                          capture_output=True, text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})
    assert done.returncode == 2
    assert "is not a loopback address: configure users first" in done.stderr


def test_serve_reports_a_busy_port_in_one_line() -> None:
    import socket

    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "zconsole", "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == f"zconsole: 127.0.0.1:{port}: cannot listen: Address already in use\n"


def serve_and_read_address(*args: str) -> tuple[subprocess.Popen[str], str]:
    """Start `zconsole serve` and read the address it says it is serving on."""
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", *args], stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, text=True)
    assert proc.stderr is not None
    line = proc.stderr.readline()
    return proc, line


@pytest.mark.parametrize(("host", "shown"), [("127.0.0.1", "127.0.0.1"), ("::1", "[::1]")])
def test_serve_port_0_prints_the_real_port_and_answers_there(host: str, shown: str) -> None:
    import socket
    import urllib.error
    import urllib.request

    if host == "::1" and not socket.has_ipv6:
        pytest.skip("no IPv6 on this machine")
    proc, line = serve_and_read_address("--host", host, "--port", "0")
    try:
        prefix = f"zconsole: serving the z/OSMF console API on http://{shown}:"
        assert line.startswith(prefix), line
        port = int(line[len(prefix):].strip())
        assert port > 0
        with pytest.raises(urllib.error.HTTPError) as refused:  # anonymous loopback mode: 200 needs no auth
            urllib.request.urlopen(f"http://{shown}:{port}/zosmf/nothing", timeout=20)
        assert refused.value.code == 400 and b'"reason-code":3' in refused.value.read()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
