"""Hostile clients against the REST console: a real uvicorn server on loopback, in a thread,
with small limits so each one is reached quickly. Every answer is z/OSMF's JSON, never a
500, and nothing a client does holds memory, sockets or other users' time."""

from __future__ import annotations

import base64
import contextlib
import json
import socket
import threading
import time
from collections.abc import Iterator

import anyio
import attrs
import httpx
import pytest

from tests.conftest import make_session
from zconsole.console.session import Session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.errors import ApiError
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.serve import bind, url_of
from zconsole.frontends.rest.users import Users

LIMITS = Limits(max_body=4096, header_timeout=1.0, body_timeout=1.0, keep_alive=1, max_connections=12,
                max_header_bytes=4096)
USERS = Users({"IBMUSER": "sys1", "TRAINEE": "pw2"})
PUBLIC = "https://zosmf.classroom.test:10443"


def basic(user: str = "ibmuser", password: str = "sys1") -> str:
    return "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()


GOOD = {"Authorization": basic(), "X-CSRF-ZOSMF-HEADER": "", "Content-Type": "application/json"}
ISSUE = "/zosmf/restconsoles/consoles/defcn"


@attrs.define
class Server:
    url: str
    host: str
    port: int
    classroom: Classroom

    def raw(self) -> socket.socket:
        sock = socket.create_connection((self.host, self.port), timeout=10)
        return sock


def run_server(classroom: Classroom, parser: str | None = None,
               forwarded_allow_ips: str = "") -> Iterator[Server]:
    import uvicorn

    from zconsole.frontends.rest.transport import uvicorn_options

    sock = bind("127.0.0.1", 0)
    app = build_app(classroom, USERS, public_url=PUBLIC)
    config = uvicorn.Config(app, log_level="critical", access_log=False,
                            **uvicorn_options(classroom.limits, parser, forwarded_allow_ips))
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    host, port = sock.getsockname()[:2]
    try:
        yield Server(url_of(sock), host, port, classroom)
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def parsers() -> list[object]:
    """Both of uvicorn's HTTP parsers zconsole serve may use (httptools where installed)."""
    try:
        import httptools  # noqa: F401
    except ImportError:
        return ["h11", pytest.param("httptools", marks=pytest.mark.skip(reason="httptools not installed"))]
    return ["h11", "httptools"]


@pytest.fixture(scope="module", params=parsers())
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    yield from run_server(Classroom(lambda user: make_session(), LIMITS), request.param)


def read_reply(sock: socket.socket) -> tuple[int, dict[str, object], bytes]:
    """Status, JSON body and raw bytes of one HTTP reply on a raw socket (server closes or
    sends Content-Length)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), None)
    while length is not None and len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/") else 0
    return status, (json.loads(body) if body else {}), data


def closed_by_server(sock: socket.socket) -> bool:
    """True when the server closes (or resets) the connection before the socket's timeout;
    False when the timeout passes with the connection still open, or data arrives."""
    try:
        return sock.recv(1024) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False  # the server kept the connection: the very thing these tests look for


def zosmf_error(body: dict[str, object]) -> bool:
    return set(body) == {"return-code", "reason-code", "reason"} or set(body) == {"errorID", "errorMsg"}


# --- slow and idle clients, too many connections -----------------------------------------

def test_a_half_sent_request_head_is_closed(server: Server) -> None:
    sock = server.raw()
    sock.sendall(b"PUT /zosmf/restconsoles/consoles/defcn HTTP/1.1\r\nHost: x\r\n")
    sock.settimeout(LIMITS.header_timeout * 10)
    assert closed_by_server(sock)


def test_dribbling_a_head_byte_by_byte_does_not_keep_the_connection(server: Server) -> None:
    sock = server.raw()
    sock.settimeout(0.2)
    head = b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 200
    start = time.monotonic()
    closed = False
    for byte in head:  # one byte every 0.1 s: the keep-alive timer alone would be reset each time
        try:
            sock.sendall(bytes([byte]))
        except (BrokenPipeError, ConnectionResetError):
            closed = True
            break
        time.sleep(0.1)
        if time.monotonic() - start > LIMITS.header_timeout * 10:
            break
    if not closed:
        sock.settimeout(LIMITS.header_timeout * 10)  # from now on, the server has had its time
        closed = closed_by_server(sock)
    assert closed


@pytest.mark.parametrize("pieces", [1, 8])
def test_a_head_past_its_bound_is_400_in_json(server: Server, pieces: int) -> None:
    sock = server.raw()
    big = b"a" * (LIMITS.max_header_bytes + 10)
    head = b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nX-Big: " + big + b"\r\n\r\n"
    step = len(head) // pieces + 1
    try:
        for start in range(0, len(head), step):
            sock.sendall(head[start:start + step])
            time.sleep(0.02)
    except (BrokenPipeError, ConnectionResetError):
        pass
    status, body, _ = read_reply(sock)
    assert status == 400
    assert body["reason"] == "Invalid HTTP request (malformed, or a head larger than 4096 bytes)"


def test_a_head_just_within_its_bound_is_served(server: Server) -> None:
    sock = server.raw()
    start = b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nAuthorization: " + basic().encode() + b"\r\nX-Pad: "
    head = start + b"a" * (LIMITS.max_header_bytes - len(start) - 200) + b"\r\n\r\n"
    sock.sendall(head)
    status, _, _ = read_reply(sock)
    assert status == 200


def test_the_login_cookie_header_is_spelled_as_zosmf_spells_it(server: Server) -> None:
    # IBM's Ansible collection looks up "Set-Cookie" with that case (httptools lowers it)
    sock = server.raw()
    sock.sendall(b"POST /zosmf/services/authenticate HTTP/1.1\r\nHost: x\r\nX-CSRF-ZOSMF-HEADER: \r\n"
                 b"Content-Length: 0\r\nAuthorization: " + basic().encode() + b"\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head = data.partition(b"\r\n\r\n")[0]
    assert head.count(b"\r\nSet-Cookie: ") == 2 and b"set-cookie" not in head


def test_an_idle_keep_alive_connection_is_closed(server: Server) -> None:
    sock = server.raw()
    sock.sendall(b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nAuthorization: " + basic().encode() + b"\r\n\r\n")
    status, body, _ = read_reply(sock)
    assert status == 200 and body["zosmf_hostname"] == "zosmf.classroom.test"
    sock.settimeout(LIMITS.keep_alive * 10)
    assert closed_by_server(sock)


def test_a_connection_in_steady_use_outlives_its_deadlines_then_closes_when_idle(server: Server) -> None:
    # The head deadline and the keep-alive run from the last reply (one timer a connection
    # that looks at a time stamp): requests for three times as long as either are served.
    sock = server.raw()
    request = (f"PUT {ISSUE} HTTP/1.1\r\nHost: x\r\nAuthorization: {basic()}\r\nX-CSRF-ZOSMF-HEADER: 1\r\n"
               'Content-Length: 14\r\n\r\n{"cmd":"D T"}\n').encode()
    start = time.monotonic()
    answered = 0
    while time.monotonic() - start < 3 * max(LIMITS.header_timeout, LIMITS.keep_alive):
        sock.sendall(request)
        status, body, _ = read_reply(sock)
        assert status == 200 and "IEE136I" in str(body["cmd-response"])
        answered += 1
        time.sleep(LIMITS.keep_alive / 4)
    assert answered >= 10
    sock.settimeout(LIMITS.keep_alive * 10)
    assert closed_by_server(sock)


def test_a_slow_body_gets_408(server: Server) -> None:
    sock = server.raw()
    head = (f"PUT {ISSUE} HTTP/1.1\r\nHost: x\r\nAuthorization: {basic()}\r\nX-CSRF-ZOSMF-HEADER: 1\r\n"
            "Content-Length: 100\r\n\r\n{")
    sock.sendall(head.encode())
    status, body, _ = read_reply(sock)
    assert (status, body["reason-code"]) == (408, 12)


def test_connections_past_the_cap_get_503_json_at_once(server: Server) -> None:
    held = [server.raw() for _ in range(LIMITS.max_connections)]
    try:
        time.sleep(0.2)  # let the server accept them all
        extra = server.raw()
        status, body, _ = read_reply(extra)
        assert status == 503 and body["return-code"] == 8
        assert "connections open" in str(body["reason"])
    finally:
        for sock in held:
            sock.close()
        settle_connections(server)


def settle_connections(server: Server) -> None:
    """Wait (bounded) until the server has noticed closed connections and takes new ones,
    so the next test does not meet the cap this one filled."""
    for _ in range(100):
        sock = server.raw()
        try:
            sock.sendall(b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nAuthorization: " + basic().encode()
                         + b"\r\nConnection: close\r\n\r\n")
            status, _, _ = read_reply(sock)
        finally:
            sock.close()
        if status != 503:
            return
        time.sleep(0.05)


# --- bodies, heads and JSON ---------------------------------------------------------------

def test_a_huge_chunked_body_is_refused_while_streaming(server: Server) -> None:
    sock = server.raw()
    head = (f"PUT {ISSUE} HTTP/1.1\r\nHost: x\r\nAuthorization: {basic()}\r\nX-CSRF-ZOSMF-HEADER: 1\r\n"
            "Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n")
    sock.sendall(head.encode())
    chunk = b"1000\r\n" + b" " * 4096 + b"\r\n"
    sent = 0
    sock.settimeout(0.05)
    reply = b""
    while sent < 400 * 1024 * 1024:
        try:
            sock.sendall(chunk)
            sent += 4096
        except (BrokenPipeError, ConnectionResetError):
            break
        try:
            reply += sock.recv(65536)
            break
        except TimeoutError:
            continue
    sock.settimeout(5)
    while b"}" not in reply:
        more = sock.recv(65536)
        if not more:
            break
        reply += more
    assert reply.startswith(b"HTTP/1.1 413 ")
    assert sent < 4 * 1024 * 1024  # refused long before the 400 MB a client might send
    assert json.loads(reply.partition(b"\r\n\r\n")[2])["reason"] == "Request body is larger than 4096 bytes"


def test_a_declared_huge_body_is_refused_unread(server: Server) -> None:
    sock = server.raw()
    sock.sendall((f"PUT {ISSUE} HTTP/1.1\r\nHost: x\r\nAuthorization: {basic()}\r\nX-CSRF-ZOSMF-HEADER: 1\r\n"
                  "Content-Length: 419430400\r\n\r\n").encode())
    status, body, _ = read_reply(sock)
    assert (status, body["reason-code"]) == (413, 12)


def test_deep_json_is_400_not_500(server: Server) -> None:
    reply = httpx.put(server.url + ISSUE, content=b"[" * 4000, headers=GOOD)
    assert reply.status_code == 400
    assert reply.json()["reason"] == "Request body is nested deeper than 8 levels"


HUGE_HEAD = b"GET /zosmf/info HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 300_000 + b"\r\n\r\n"


@pytest.mark.parametrize("garbage", [b"GARBAGE\r\n\r\n", b"GET / HTTP/1.1\r\nBad Header\r\n\r\n", HUGE_HEAD])
def test_malformed_http_gets_json(server: Server, garbage: bytes) -> None:
    sock = server.raw()
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        sock.sendall(garbage)  # may be refused before it is all sent: the answer is still there
    status, body, _ = read_reply(sock)
    assert status == 400 and zosmf_error(body) and body["return-code"] == 1


# --- CSRF, Host, credentials --------------------------------------------------------------

@pytest.mark.parametrize(("method", "path"), [("PUT", ISSUE), ("POST", ISSUE), ("DELETE", ISSUE),
                                              ("POST", "/zosmf/info"), ("PATCH", "/anything")])
def test_every_state_changing_request_needs_the_csrf_header(server: Server, method: str, path: str) -> None:
    reply = httpx.request(method, server.url + path, json={"cmd": "D ASM"},
                          headers={"Authorization": basic()})
    assert reply.status_code == 403
    assert reply.json() == {
        "errorID": "IZUG846W",
        "errorMsg": "IZUG846W: An HTTP request for a z/OSMF REST service was received from a remote site. "
                    'The request was rejected, however, because the remote site "" is not permitted to '
                    'z/OSMF server "IZUSVR" on target system "SYS1" .'}


def test_reads_do_not_need_the_csrf_header(server: Server) -> None:
    assert httpx.get(server.url + "/zosmf/info", headers={"Authorization": basic()}).status_code == 200


def test_the_host_header_is_not_reflected(server: Server) -> None:
    reply = httpx.put(server.url + ISSUE, json={"cmd": "D ASM"}, headers={**GOOD, "Host": "evil.example"})
    url = reply.json()["cmd-response-url"]
    assert url.startswith(f"{PUBLIC}/zosmf/restconsoles/consoles/defcn/solmsgs/C")


@pytest.mark.parametrize("header", [b"Basic !!!", b"Basic \xc3\x84\xc3\x96",
                                    b"Basic " + base64.b64encode(b"\xff:x"),
                                    b"Basic " + base64.b64encode(b"nocolon"), b"Bearer abc", b"Basic"])
def test_malformed_credentials_are_401(server: Server, header: bytes) -> None:
    reply = httpx.get(server.url + "/zosmf/info", headers={"Authorization": header})
    assert reply.status_code == 401 and reply.headers["WWW-Authenticate"] == 'Basic realm="zosmf"'


@pytest.mark.parametrize("name", ["ſYS1", "CONSÖLE", "C\u0130", "ＡＢ"])
def test_non_ascii_console_names_are_refused(server: Server, name: str) -> None:
    reply = httpx.put(f"{server.url}/zosmf/restconsoles/consoles/{name}", json={"cmd": "D ASM"}, headers=GOOD)
    assert (reply.status_code, reply.json()["reason-code"]) == (400, 14)


# --- commands off the event loop, in order per user ---------------------------------------

class Gate:
    """Sessions whose commands wait at a gate, to see what runs while one is held."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.entered = threading.Event()
        self.ran: list[str] = []

    def session(self, user: str) -> Session:
        session = make_session()
        submit = session.submit

        def gated(text: str) -> object:
            self.ran.append(f"{user}:{text}")
            if user == "IBMUSER" and text == "D ASM":
                self.entered.set()
                assert self.open.wait(20)
            return submit(text)

        session.submit = gated  # type: ignore[method-assign]
        return session


def test_a_busy_user_does_not_hold_up_another() -> None:
    gate = Gate()
    results: dict[str, int] = {}
    for srv in run_server(Classroom(gate.session, LIMITS)):
        url = srv.url

        def put(user: str, password: str, cmd: str, url: str = url) -> None:
            auth = {**GOOD, "Authorization": basic(user, password)}
            results[f"{user}:{cmd}"] = httpx.put(url + ISSUE, json={"cmd": cmd}, headers=auth,
                                                 timeout=30).status_code

        slow = threading.Thread(target=put, args=("ibmuser", "sys1", "D ASM"))
        slow.start()
        assert gate.entered.wait(20)  # ibmuser's command is running, and stays running
        after = threading.Thread(target=put, args=("ibmuser", "sys1", "D ASM,SCM"))
        after.start()
        put("trainee", "pw2", "D M=SCM")  # answered while ibmuser's first command is held
        assert results == {"trainee:D M=SCM": 200}
        assert "IBMUSER:D ASM,SCM" not in gate.ran  # ibmuser's next command waits its turn
        gate.open.set()
        slow.join(20)
        after.join(20)
        assert results["ibmuser:D ASM"] == results["ibmuser:D ASM,SCM"] == 200
        assert gate.ran == ["IBMUSER:D ASM", "TRAINEE:D M=SCM", "IBMUSER:D ASM,SCM"]


# --- nothing a client sends is a 500 ------------------------------------------------------

@pytest.mark.parametrize("body", [b"", b"null", b"\xff\xfe", b'{"cmd": 5}', b'{"cmd": ["D ASM"]}',
                                  b'{"cmd": "D ASM", "async": {"x": 1}}', b'{"cmd": "D ASM", "system": []}',
                                  b'{"cmd": "D ASM", "sol-key": 7}', b'{"cmd": "\\u0000\\ud800"}',
                                  b'{"cmd": "D ASM"' + b"}" * 5, b"1e999999", b'"' + b"x" * 4000 + b'"'])
def test_odd_bodies_get_a_json_answer_never_500(server: Server, body: bytes) -> None:
    reply = httpx.put(server.url + ISSUE, content=body, headers=GOOD)
    assert reply.status_code in (200, 400), reply.text
    assert reply.headers["content-type"] == "application/json"
    if reply.status_code == 400:
        assert zosmf_error(reply.json())


# --- failed logins ------------------------------------------------------------------------

class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def client_with(limits: Limits = LIMITS, clock: FakeTime | None = None) -> tuple[object, Classroom]:
    from starlette.testclient import TestClient

    from zconsole.frontends.rest.limits import LoginThrottle

    clock = clock or FakeTime()
    classroom = Classroom(lambda user: make_session(), limits, now=clock)
    app = build_app(classroom, USERS, public_url=PUBLIC, throttle=LoginThrottle(limits, now=clock))
    return TestClient(app), classroom


def test_failed_logins_are_throttled_per_user_alike_for_known_and_unknown_users() -> None:
    clock = FakeTime()
    client, _ = client_with(clock=clock)
    answers = {}
    for user in ("ibmuser", "nosuchuser"):
        replies = [client.get("/zosmf/info", headers={"Authorization": basic(user, "wrong")})  # type: ignore[attr-defined]
                   for _ in range(LIMITS.failures_per_user + 1)]
        answers[user] = [(r.status_code, r.text) for r in replies]
    assert answers["ibmuser"] == answers["nosuchuser"]  # nothing tells a real user from a made-up one
    assert [s for s, _ in answers["ibmuser"]] == [401] * LIMITS.failures_per_user + [429]
    # locked out even with the right password, until the window has passed
    right = client.get("/zosmf/info", headers={"Authorization": basic()})  # type: ignore[attr-defined]
    assert (right.status_code, right.headers["Retry-After"]) == (429, "61")
    assert right.json()["reason"] == ("Too many failed logins from this user or address: "
                                      "try again in 61 seconds")
    assert client.get("/zosmf/info", headers={"Authorization": basic("trainee", "pw2")}).status_code == 200  # type: ignore[attr-defined]
    clock.now += LIMITS.failure_window + 1
    assert client.get("/zosmf/info", headers={"Authorization": basic()}).status_code == 200  # type: ignore[attr-defined]


def test_failed_logins_are_throttled_per_address() -> None:
    client, _ = client_with()
    for i in range(LIMITS.failures_per_address):
        reply = client.get("/zosmf/info", headers={"Authorization": basic(f"user{i}", "x")})  # type: ignore[attr-defined]
        assert reply.status_code == 401
    assert client.get("/zosmf/info", headers={"Authorization": basic("trainee", "pw2")}).status_code == 429  # type: ignore[attr-defined]


def test_200_wrong_passwords_from_one_address_do_not_lock_the_user_out_elsewhere() -> None:
    from starlette.testclient import TestClient

    from zconsole.frontends.rest.limits import LoginThrottle

    clock = FakeTime()
    classroom = Classroom(lambda user: make_session(), LIMITS, now=clock)
    app = build_app(classroom, USERS, public_url=PUBLIC, throttle=LoginThrottle(LIMITS, now=clock))
    at_home = TestClient(app, client=("192.0.2.7", 50001))
    login = at_home.post("/zosmf/services/authenticate",
                         headers={"Authorization": basic(), "X-CSRF-ZOSMF-HEADER": ""})
    assert login.status_code == 200
    cookies = {name: login.cookies[name] for name in ("LtpaToken2", "jwtToken")}
    attacker = TestClient(app, client=("198.51.100.9", 50002))
    answers = [attacker.get("/zosmf/info", headers={"Authorization": basic("ibmuser", f"guess{i}")})
               .status_code for i in range(200)]
    assert answers[:LIMITS.failures_per_user] == [401] * LIMITS.failures_per_user
    assert set(answers[LIMITS.failures_per_user:]) == {429}
    # the attacker's own address is locked, even with the right password ...
    assert attacker.get("/zosmf/info", headers={"Authorization": basic()}).status_code == 429
    # ... the user from another address is not, nor another user from there
    assert at_home.get("/zosmf/info", headers={"Authorization": basic()}).status_code == 200
    elsewhere = TestClient(app, client=("203.0.113.4", 50003))
    assert elsewhere.get("/zosmf/info", headers={"Authorization": basic()}).status_code == 200
    assert elsewhere.get("/zosmf/info", headers={"Authorization": basic("trainee", "pw2")}).status_code == 200
    # and the cookie of a login made before keeps working, from anywhere
    for client in (at_home, attacker):
        client.cookies.clear()
        for name, value in cookies.items():
            client.cookies.set(name, value)
        assert client.get("/zosmf/info").status_code == 200


def test_a_names_failures_from_one_address_do_not_lock_it_at_another() -> None:
    from zconsole.frontends.rest.limits import LoginThrottle

    throttle = LoginThrottle(LIMITS, now=FakeTime())
    for _ in range(LIMITS.failures_per_user):
        throttle.failed("ALICE", "10.0.0.1")
    assert throttle.refused("ALICE", "10.0.0.1") > 0
    assert throttle.refused("ALICE", "10.0.0.2") == 0
    assert throttle.refused("BOB", "10.0.0.1") == 0  # the address is below its own limit


def test_the_throttle_table_is_bounded() -> None:
    from zconsole.frontends.rest.limits import LoginThrottle

    throttle = LoginThrottle(LIMITS, now=FakeTime(), max_keys=100)
    for i in range(10_000):
        throttle.failed(f"USER{i}", f"10.0.{i // 256}.{i % 256}")
    assert len(throttle._failures) == 100


# --- replies nobody collects --------------------------------------------------------------

def put_async(client: object, console: str = "TRAIN01", cmd: str = "D ASM") -> str:
    reply = client.put(f"/zosmf/restconsoles/consoles/{console}", json={"cmd": cmd, "async": "Y"},  # type: ignore[attr-defined]
                       headers=GOOD)
    assert reply.status_code == 200, reply.text
    return str(reply.json()["cmd-response-key"])


def collect(client: object, key: str, console: str = "TRAIN01") -> object:
    return client.get(f"/zosmf/restconsoles/consoles/{console}/solmsgs/{key}", headers=GOOD)  # type: ignore[attr-defined]


def test_async_replies_expire_after_their_age() -> None:
    clock = FakeTime()
    client, classroom = client_with(clock=clock)
    kept, old = put_async(client), put_async(client)
    assert collect(client, kept).json()["cmd-response"].startswith(" IEE200I")  # type: ignore[attr-defined]
    clock.now += LIMITS.response_age + 1
    reply = collect(client, old)
    assert reply.status_code == 410  # type: ignore[attr-defined]
    assert reply.json() == {"return-code": 8, "reason-code": 14, "reason": (  # type: ignore[attr-defined]
        f"Response {old} has expired: replies not collected within 600 seconds, or older than the 64 "
        "newest of a console, are dropped")}
    assert collect(client, kept).json() == {"cmd-response": ""}  # type: ignore[attr-defined]
    assert collect(client, "C9999999").json() == {"cmd-response": ""}  # type: ignore[attr-defined]
    assert classroom.workspaces["IBMUSER"].consoles["TRAIN01"].pending == {}


def test_async_replies_are_capped_per_console_oldest_dropped() -> None:
    client, classroom = client_with(attrs.evolve(LIMITS, responses_per_console=3))
    keys = [put_async(client) for _ in range(5)]
    assert list(classroom.workspaces["IBMUSER"].consoles["TRAIN01"].pending) == keys[2:]
    assert collect(client, keys[0]).status_code == 410  # type: ignore[attr-defined]
    assert collect(client, keys[4]).status_code == 200  # type: ignore[attr-defined]


def test_async_replies_and_the_log_share_the_users_byte_budget() -> None:
    client, classroom = client_with(attrs.evolve(LIMITS, user_bytes=12_000))
    keys = [put_async(client, console=f"CON{i}", cmd="D M=SCM(DETAIL)") for i in range(6)]
    workspace = classroom.workspaces["IBMUSER"]
    held = {k for c in workspace.consoles.values() for k in c.pending}
    sizes = sum(r.size for c in workspace.consoles.values() for r in c.pending.values())
    assert sizes == workspace.pending_bytes
    assert classroom.held("IBMUSER", workspace) <= 12_000
    assert keys[-1] in held and keys[0] not in held
    assert collect(client, keys[0], "CON0").status_code == 410  # type: ignore[attr-defined]
    # the log kept its newest entries only: the last command and its reply
    assert [e.text for e in workspace.first.log if e.kind == "command"][-1] == "D M=SCM(DETAIL)"
    assert workspace.first.log.oldest_seq() > 1


def test_a_console_log_is_bounded() -> None:
    client, classroom = client_with(attrs.evolve(LIMITS, log_entries_per_console=6))
    for _ in range(10):
        put_async(client, "CON1")
        put_async(client, "CON2")
    consoles = classroom.workspaces["IBMUSER"].consoles
    assert [len(consoles[name].session.log) for name in ("CON1", "CON2")] == [6, 6]
    assert consoles["CON1"].session.log is consoles["CON2"].session.log


def test_consoles_per_user_are_capped() -> None:
    client, _ = client_with(attrs.evolve(LIMITS, consoles_per_user=2))
    put_async(client, "CON1")
    put_async(client, "CON2")
    reply = client.put("/zosmf/restconsoles/consoles/CON3", json={"cmd": "D ASM"}, headers=GOOD)  # type: ignore[attr-defined]
    assert (reply.status_code, reply.json()["reason"]) == (429, "A user may have at most 2 consoles")


# --- the parse cache ----------------------------------------------------------------------

def test_the_parse_cache_keeps_plain_values_and_is_bounded() -> None:
    import importlib

    parse_module = importlib.import_module("zconsole.systems.zos.syntax.parse")

    session = make_session()
    session.submit("XYZZY NOT A COMMAND")
    cached = parse_module._parse_cached("XYZZY NOT A COMMAND")
    assert cached == ("IEE305I", "XYZZY")  # a plain pair: no exception, so no traceback kept
    assert parse_module._parse_cached.cache_info().maxsize == parse_module.PARSE_CACHE_SIZE == 4096


# --- serve --state DIR: one saved machine per user ----------------------------------------

def state_client(folder: object) -> tuple[object, Classroom]:
    from pathlib import Path

    from starlette.testclient import TestClient

    from zconsole.frontends.rest.serve import prepare_state_folder, user_sessions
    from zconsole.session_options import ConsoleOptions

    assert isinstance(folder, Path)
    prepare_state_folder(folder)
    classroom = Classroom(user_sessions(ConsoleOptions(clock="12.00.00"), folder, str(folder)), LIMITS)
    return TestClient(build_app(classroom, USERS, public_url=PUBLIC)), classroom


def run_as(client: object, user: str, password: str, cmd: str, console: str = "defcn") -> tuple[int, object]:
    reply = client.put(f"/zosmf/restconsoles/consoles/{console}", json={"cmd": cmd},  # type: ignore[attr-defined]
                       headers={**GOOD, "Authorization": basic(user, password)})
    return reply.status_code, reply.json()


def device_line(client: object, user: str, password: str) -> str:
    from zconsole.frontends.rest.framing import unframe

    status, body = run_as(client, user, password, "D M=DEV(7803)")
    assert status == 200, body
    return unframe(body["cmd-response"])[1]  # type: ignore[index]


def test_each_user_has_a_saved_machine_of_their_own(tmp_path: object) -> None:
    import os
    from pathlib import Path

    folder = Path(str(tmp_path)) / "machines"
    client, _ = state_client(folder)
    assert run_as(client, "ibmuser", "sys1", "V 7803,OFFLINE")[0] == 200
    assert device_line(client, "trainee", "pw2") == "DEVICE 07803  STATUS=ONLINE"
    # each machine's state, and beside it its hardcopy log (zconsole/console/hardcopy_file.py)
    assert sorted(os.listdir(folder)) == ["IBMUSER.json", "IBMUSER.json.log", "TRAINEE.json",
                                          "TRAINEE.json.log"]
    assert folder.stat().st_mode & 0o777 == 0o700
    assert {(folder / f).stat().st_mode & 0o777 for f in os.listdir(folder)} == {0o600}

    restarted, _ = state_client(folder)  # a new server on the same folder
    assert device_line(restarted, "ibmuser", "sys1") == "DEVICE 07803  STATUS=OFFLINE"
    assert device_line(restarted, "trainee", "pw2") == "DEVICE 07803  STATUS=ONLINE"


def test_a_damaged_file_affects_only_its_user(tmp_path: object) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path)) / "machines"
    client, _ = state_client(folder)
    run_as(client, "ibmuser", "sys1", "V 7803,OFFLINE")
    run_as(client, "trainee", "pw2", "D ASM")
    damaged = (folder / "TRAINEE.json").read_text().replace('"next_id":2', '"next_id":2.5')
    (folder / "TRAINEE.json").write_text(damaged)

    restarted, _ = state_client(folder)
    status, body = run_as(restarted, "trainee", "pw2", "D ASM")
    assert (status, body) == (503, {"return-code": 8, "reason-code": 19, "reason":
                                    "Your saved machine cannot be loaded: TRAINEE.json: [next_id] must be an "
                                    "integer, not a number 2.5"})
    assert (folder / "TRAINEE.json").read_text() == damaged  # left for a person to look at
    assert device_line(restarted, "ibmuser", "sys1") == "DEVICE 07803  STATUS=OFFLINE"


def test_a_failed_save_while_serving_undoes_the_command(tmp_path: object,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import errno
    from pathlib import Path

    from zconsole.systems.zos.model.state import state_file as state_module

    folder = Path(str(tmp_path)) / "machines"
    client, _ = state_client(folder)
    run_as(client, "ibmuser", "sys1", "D ASM", console="CONS1")

    def read_only(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(state_module, "write_atomic", read_only)
    status, body = run_as(client, "ibmuser", "sys1", "V 7803,OFFLINE", console="CONS2")
    assert (status, body) == (503, {"return-code": 8, "reason-code": 18, "reason": (
        "The command was not done: its result could not be saved (IBMUSER.json: cannot save the state, "
        "so the command was undone: Read-only file system)")})
    monkeypatch.undo()
    assert device_line(client, "ibmuser", "sys1") == "DEVICE 07803  STATUS=ONLINE"  # every console sees it
    status, body = run_as(client, "ibmuser", "sys1", "D M=DEV(7803)", console="CONS1")
    assert "DEVICE 07803  STATUS=ONLINE" in str(body)


def test_the_manual_states_the_limits_in_force() -> None:
    from tests.conftest import ROOT
    from zconsole.console.roff import to_text

    text = " ".join(" ".join(to_text((ROOT / "man" / "zconsole.1").read_text())).split())
    limits = Limits()
    for phrase in (f"{limits.max_body // 1024} KiB (413",
                   f"within {limits.body_timeout:g} seconds of the head",
                   f"nested at most {limits.max_json_depth} deep",
                   f"{limits.max_header_bytes // 1024} KiB (400)",
                   f"within {limits.header_timeout:g} seconds of connecting",
                   f"closed after {limits.keep_alive} seconds", f"{limits.max_connections} at once",
                   f"{limits.failures_per_user} per user name and {limits.failures_per_address} per client "
                   f"address within {limits.failure_window:g} seconds",
                   f"waits {limits.response_age:g} seconds",
                   f"at most its {limits.responses_per_console} newest",
                   f"at most {limits.user_bytes // 2**20} MiB of memory actually used",
                   f"at most {limits.log_reply_bytes // 2**20} MiB of message text",
                   f"{limits.consoles_per_user} console names per user, sharing one log of at most "
                   f"{limits.log_entries_per_console} entries; {limits.machines} users' machines held",
                   f"unused for {limits.machine_idle:g} seconds is released"):
        assert phrase in text, phrase


def test_machines_held_are_capped_least_recently_used_released_first() -> None:
    from starlette.testclient import TestClient

    limits = attrs.evolve(LIMITS, machines=3)
    classroom = Classroom(lambda user: make_session(), limits)
    client = TestClient(build_app(classroom, Users(), public_url=PUBLIC))

    def put(user: str) -> int:
        auth = {**GOOD, "Authorization": basic(user, "x")}
        return int(client.put(ISSUE, json={"cmd": "D ASM"}, headers=auth).status_code)

    assert [put(f"anyone{i}") for i in range(3)] == [200, 200, 200]
    assert put("anyone0") == 200  # used again: now anyone1 is the least recently used
    assert put("anyone9") == 200  # the 4th user is served; anyone1's machine is let go
    assert sorted(classroom.workspaces) == ["ANYONE0", "ANYONE2", "ANYONE9"]
    assert list(classroom.seats) == ["ANYONE2", "ANYONE0", "ANYONE9"]


def test_all_machines_in_use_is_503() -> None:
    classroom = Classroom(lambda user: make_session(), attrs.evolve(LIMITS, machines=2))

    async def main() -> None:
        async with classroom.lock("A"), classroom.lock("B"):
            with pytest.raises(ApiError) as refused:
                classroom.lock("C")
            assert (refused.value.status, refused.value.reason) == (
                503, "The server already holds 2 users' machines, all in use; try again")
        classroom.lock("C")  # once one is free, it makes room
        assert list(classroom.seats) == ["B", "C"]

    anyio.run(main)


def test_idle_machines_are_released() -> None:
    clock = FakeTime()
    client, classroom = client_with(clock=clock)
    put_async(client)
    assert "IBMUSER" in classroom.workspaces
    clock.now += LIMITS.machine_idle + 1
    reply = client.put(ISSUE, json={"cmd": "D ASM"},  # type: ignore[attr-defined]
                       headers={**GOOD, "Authorization": basic("trainee", "pw2")})
    assert reply.status_code == 200
    assert sorted(classroom.workspaces) == ["TRAINEE"]
