"""The issue service has one way in, the Starlette route behind CsrfGuard: a request under a
root_path (as a proxy mounts it) is answered exactly as one without."""

from __future__ import annotations

import asyncio
import base64
import json
from typing import Any

import pytest

from tests.conftest import make_session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.users import Users

PATH = "/zosmf/restconsoles/consoles/DEFCN"


def basic(user: str, password: str) -> bytes:
    return b"Basic " + base64.b64encode(f"{user}:{password}".encode())


async def call(app: Any, root_path: str, body: bytes, authorization: bytes) -> tuple[int, list[Any], bytes]:
    """One PUT through the ASGI application: status, header list, body."""
    sent: list[dict[str, Any]] = []
    incoming = [{"type": "http.request", "body": body, "more_body": False}]

    async def receive() -> dict[str, Any]:
        if incoming:
            return incoming.pop()
        await asyncio.sleep(3600)
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "PUT",
        "scheme": "http", "path": root_path + PATH, "raw_path": (root_path + PATH).encode(),
        "root_path": root_path, "query_string": b"", "client": ("127.0.0.1", 5000),
        "server": ("127.0.0.1", 8443),
        "headers": [(b"authorization", authorization), (b"x-csrf-zosmf-header", b""),
                    (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
    }
    await app(scope, receive, send)
    start = sent[0]
    assert start["type"] == "http.response.start"
    return start["status"], start["headers"], b"".join(m.get("body", b"") for m in sent[1:])


def both(body: dict[str, Any] | bytes, authorization: bytes = basic("ibmuser", "sys1")) -> list[Any]:
    """The answer without and with a root_path, to one request each, on one app."""
    app = build_app(Classroom(lambda user: make_session()), Users({"IBMUSER": "sys1"}),
                    public_url="http://zconsole.test:8443")
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    return [asyncio.run(call(app, root, raw, authorization)) for root in ("", "/r")]


def test_an_issue_answers_alike_with_and_without_a_root_path() -> None:
    (status, headers, body), (status2, headers2, body2) = both({"cmd": "D ASM"})
    assert status == status2 == 200
    assert headers == headers2
    assert headers[1] == (b"content-type", b"application/json")
    assert headers[0] == (b"content-length", str(len(body)).encode())
    first, second = json.loads(body), json.loads(body2)
    assert (first["cmd-response-key"], second["cmd-response-key"]) == ("C0000001", "C0000002")
    # the second command has the next key and the next display number, and nothing else new
    assert body2 == body.replace(b"C0000001", b"C0000002").replace(b"ASM 001", b"ASM 002")
    assert first["cmd-response"].startswith(" IEE200I 12.00.00 DISPLAY ASM 001\r TYPE ")


@pytest.mark.parametrize(("body", "status"), [({"cmd": ""}, 400), (b"{not json", 400),
                                               ({"cmd": "D ASM", "system": "SYS9"}, 400)])
def test_a_refused_issue_answers_alike_with_and_without_a_root_path(
        body: dict[str, Any] | bytes, status: int) -> None:
    plain, rooted = both(body)
    assert plain == rooted
    assert plain[0] == status
    assert set(json.loads(plain[2])) == {"return-code", "reason-code", "reason"}


def test_a_wrong_password_answers_alike_with_and_without_a_root_path() -> None:
    plain, rooted = both({"cmd": "D ASM"}, basic("ibmuser", "wrong"))
    assert plain == rooted
    assert plain[0] == 401
    assert (b"www-authenticate", b'Basic realm="zosmf"') in plain[1]
