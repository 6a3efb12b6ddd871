"""transport.py's write path: a response's head leaves with its body in one write."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import httpx
import pytest

from zconsole.frontends.rest.transport import CasedHeads


class Recorder:
    """The socket transport's side: what was written, in which writes."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.writes.append(bytes(data))

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


def wrapped() -> tuple[CasedHeads, Recorder]:
    raw = Recorder()
    return CasedHeads(cast(asyncio.Transport, raw)), raw


HEAD = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n"


def test_a_head_and_its_body_are_one_write() -> None:
    transport, raw = wrapped()
    transport.write(HEAD)
    assert raw.writes == []
    transport.write(b"{}")
    assert raw.writes == [HEAD + b"{}"]
    transport.write(HEAD)  # the next response on the connection: held again
    transport.write(b"[]")
    assert raw.writes == [HEAD + b"{}", HEAD + b"[]"]


def test_a_head_without_a_body_goes_at_close_or_flush() -> None:
    transport, raw = wrapped()
    transport.write(HEAD)
    transport.flush()
    assert raw.writes == [HEAD]
    transport.write(HEAD)
    transport.close()
    assert raw.writes == [HEAD, HEAD] and raw.closed


def test_an_interim_100_continue_is_never_held() -> None:
    transport, raw = wrapped()
    transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
    assert raw.writes == [b"HTTP/1.1 100 Continue\r\n\r\n"]


def test_set_cookie_is_spelled_as_zosmf_spells_it_in_a_held_head() -> None:
    transport, raw = wrapped()
    transport.write(b"HTTP/1.1 200 OK\r\nset-cookie: LtpaToken2=x\r\ncontent-length: 0\r\n\r\n")
    transport.write(b"")
    assert raw.writes == [b"HTTP/1.1 200 OK\r\nSet-Cookie: LtpaToken2=x\r\ncontent-length: 0\r\n\r\n"]


def test_other_calls_reach_the_socket_transport() -> None:
    transport, raw = wrapped()
    assert cast(Any, transport).is_closing() is False
    transport.close()
    assert cast(Any, transport).is_closing() is True and raw.closed


# --- one way in, on uvicorn's own code -----------------------------------------------------

def test_a_request_has_one_way_in_the_asgi_app() -> None:
    import importlib.util

    from starlette.routing import Route

    from tests.conftest import make_session
    from zconsole.frontends.rest.app import build_app
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.users import Users

    assert importlib.util.find_spec("zconsole.frontends.rest.at_once") is None  # none in the protocol
    app = build_app(Classroom(lambda user: make_session()), Users())
    # an issue is ConsoleApp's alone (public ASGI): the router has no second way to it
    assert not [r for r in app.routes if isinstance(r, Route) and r.path.endswith("/consoles/{name}")]


@pytest.mark.parametrize("parser", ["h11", "httptools"])
def test_uvicorns_own_reply_bookkeeping_runs_for_every_reply(
        parser: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Guards does its part and calls uvicorn's on_response_complete (no copy of it):
    # uvicorn's keep-alive timer, pipelining and request count stay uvicorn's.
    from uvicorn.protocols.http.h11_impl import H11Protocol
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    from tests.conftest import make_session
    from tests.test_hostile import LIMITS, basic, run_server
    from zconsole.frontends.rest.consoles import Classroom

    base = HttpToolsProtocol if parser == "httptools" else H11Protocol
    calls: list[object] = []
    original = base.on_response_complete

    def counted(self: Any) -> None:
        calls.append(self)
        original(self)

    monkeypatch.setattr(base, "on_response_complete", counted)
    for server in run_server(Classroom(lambda user: make_session(), LIMITS), parser):
        with httpx.Client(base_url=server.url) as client:
            for _ in range(3):
                assert client.get("/zosmf/info", headers={"Authorization": basic()}).status_code == 200
    assert len(calls) == 3


def test_uvicorn_is_pinned_below_its_next_minor_and_ci_tests_the_newest() -> None:
    import re
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    deps = tomllib.loads((root / "pyproject.toml").read_text())["project"]["dependencies"]
    pin = next(d for d in deps if d.startswith("uvicorn"))
    # below a minor version (uvicorn is 0.x: a minor may change what transport.py uses)
    assert re.fullmatch(r"uvicorn>=[0-9.]+,<\d+\.\d+", pin), pin
    ci = (root / ".ci" / "run").read_text()
    newest = ci[ci.index("--upgrade uvicorn"):]
    assert "tests/test_rest_transport.py tests/test_hostile.py" in newest
