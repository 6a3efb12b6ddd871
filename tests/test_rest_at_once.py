"""An issue answered at once by the protocol (at_once.py) gets the very bytes the ASGI way
sends: two real servers (uvicorn with httptools), one with the short way turned off, are
sent the same requests -- answered at once or not, refused or not -- and answer alike."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from tests.conftest import make_session
from tests.test_hostile import LIMITS, PUBLIC, USERS, basic
from zconsole.frontends.rest.app import ConsoleApp, build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.serve import bind

pytest.importorskip("httptools")

ISSUE = "/zosmf/restconsoles/consoles/defcn"


def put(body: bytes | dict[str, object], path: str = ISSUE, auth: str | None = None,
        extra: str = "X-CSRF-ZOSMF-HEADER: 1\r\n") -> bytes:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return (f"PUT {path} HTTP/1.1\r\nHost: x\r\nAuthorization: {auth or basic()}\r\n{extra}"
            f"Content-Type: application/json\r\nContent-Length: {len(raw)}\r\n\r\n").encode() + raw


GOOD = put({"cmd": "D ASM"})
# (what is sent, in how many sends, how many replies come back)
REQUESTS: list[tuple[bytes, int, int]] = [
    (GOOD, 1, 1),  # credentials not yet known, console not yet made: the ASGI way
    (GOOD, 1, 1),
    (put({"cmd": "d t"}), 1, 1),
    (put({"cmd": "D IPLINFO"}), 1, 1),
    (put({"cmd": "D ASM", "async": "Y"}), 1, 1),
    (put({"cmd": "D ASM", "sol-key": "IEE200I"}), 1, 1),
    (put({"cmd": "D ASM", "sol-key": "NOSUCH", "system": "sys1"}), 1, 1),
    (put({"cmd": "D ASM", "system": "SYS9"}), 1, 1),
    (put({"cmd": ""}), 1, 1),
    (put(b"{not json"), 1, 1),
    (put(b"[1, 2]"), 1, 1),
    (put(b'{"cmd": "D ASM", "x": ' + b"[" * 20 + b"]" * 20 + b"}"), 1, 1),
    (put({"cmd": "D " + "A" * 200}), 1, 1),
    (put({"cmd": "D ASM"}, auth=basic("ibmuser", "wrong")), 1, 1),
    (put({"cmd": "D ASM"}, auth=basic("trainee", "pw2")), 1, 1),
    (put({"cmd": "D ASM"}, auth=basic("trainee", "pw2")), 1, 1),
    (put({"cmd": "D ASM"}, path="/zosmf/restconsoles/consoles/1BAD"), 1, 1),
    (put({"cmd": "D ASM"}, path="/zosmf/restconsoles/consoles/CON2"), 1, 1),
    (put({"cmd": "D ASM"}, path="/zosmf/restconsoles/consoles/CON2"), 1, 1),
    (put({"cmd": "D ASM"}, path="/zosmf/restconsoles/consoles/def%63n"), 1, 1),
    (put({"cmd": "D ASM"}, path=ISSUE + "?x=1"), 1, 1),
    (put({"cmd": "D ASM"}, extra=""), 1, 1),  # no CSRF header
    (put({"cmd": "D ASM"}, extra="X-CSRF-ZOSMF-HEADER: 1\r\nCookie: jwtToken=stale\r\n"), 1, 1),
    (put({"cmd": "D ASM"}, extra="X-CSRF-ZOSMF-HEADER: 1\r\nX-Forwarded-For: 10.1.2.3\r\n"), 1, 1),
    (put({"cmd": "D ASM"}, extra="X-CSRF-ZOSMF-HEADER: 1\r\nX-Pad: " + "a" * 3500 + "\r\n"), 1, 1),
    (put({"cmd": "D M=CPU"}), 1, 1),  # not a cheap command: on a worker
    (put({"cmd": "D ASM"}), 2, 1),  # the body after the head, in a second send
    (GOOD + put({"cmd": "D T"}), 1, 2),  # pipelined
    (GOOD.replace(b"HTTP/1.1", b"HTTP/1.0"), 1, 1),  # not keep-alive: the server closes
    (GOOD.replace(b"Content-Length: 16", b"Content-Length: 99999"), 1, 1),  # last: refused unread
]


def run(at_once: bool) -> Iterator[tuple[str, int, list[int]]]:
    import uvicorn

    from zconsole.frontends.rest.transport import uvicorn_options

    sock = bind("127.0.0.1", 0)
    app = build_app(Classroom(lambda user: make_session(), LIMITS), USERS, public_url=PUBLIC)
    assert isinstance(app, ConsoleApp)
    app.at_once = at_once
    answered = [0]
    asked = app.answer_now

    def counted(*args: object) -> object:
        found = asked(*args)  # type: ignore[arg-type]
        answered[0] += found is not None
        return found

    app.answer_now = counted  # type: ignore[method-assign]
    config = uvicorn.Config(app, log_level="warning", access_log=False,
                            **uvicorn_options(LIMITS, "httptools"))
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield sock.getsockname()[0], sock.getsockname()[1], answered
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def replies(sock: socket.socket, count: int) -> bytes:
    """``count`` whole replies (each with a Content-Length), as sent."""
    data = b""
    end = 0
    for _ in range(count):
        while b"\r\n\r\n" not in data[end:]:
            chunk = sock.recv(65536)
            assert chunk, data
            data += chunk
        head = data[end:data.index(b"\r\n\r\n", end)]
        length = int(re.search(rb"content-length: (\d+)", head, re.IGNORECASE).group(1))  # type: ignore[union-attr]
        end += len(head) + 4 + length
        while len(data) < end:
            chunk = sock.recv(65536)
            assert chunk, data
            data += chunk
    assert len(data) == end, data  # nothing more was sent
    return data


def exchange(at_once: bool) -> tuple[list[bytes], list[int]]:
    """Every request's replies, the Date header blanked; which were answered at once."""
    got = []
    taken = []
    for host, port, answered in run(at_once):
        sock = socket.create_connection((host, port), timeout=10)
        for index, (request, sends, count) in enumerate(REQUESTS):
            before = answered[0]
            if sends == 2:
                head, _, body = request.partition(b"\r\n\r\n")
                sock.sendall(head + b"\r\n\r\n")
                time.sleep(0.05)
                sock.sendall(body)
            else:
                sock.sendall(request)
            try:
                got.append(re.sub(rb"\r\ndate: [^\r]*", b"\r\ndate: -", replies(sock, count)))
            except (AssertionError, OSError) as exc:
                raise AssertionError(f"request {index}, at once {at_once}: {exc!r}") from None
            if answered[0] > before:
                taken.append(index)
            if b"HTTP/1.0" in request:
                assert sock.recv(10) == b""  # closed, as uvicorn closes a 1.0 connection
                sock.close()
                sock = socket.create_connection((host, port), timeout=10)
        sock.close()
        return got, taken
    raise AssertionError("no server")


def test_an_issue_answered_at_once_is_byte_for_byte_the_asgi_answer() -> None:
    fast, taken = exchange(at_once=True)
    slow, none = exchange(at_once=False)
    assert none == []
    assert taken == [1, 2, 3, 4, 5, 6, 15, 18, 20, 24, 27]
    for request, one, other in zip(REQUESTS, fast, slow, strict=True):
        assert one == other, request[0][:80]
    statuses = [int(reply.split(b" ", 2)[1]) for reply in fast]
    assert statuses.count(200) >= 15 and {400, 401, 413} <= set(statuses)
    assert b'"cmd-response":" IEE200I 12.00.00 DISPLAY ASM 002' in fast[1]
