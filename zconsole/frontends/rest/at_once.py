"""The issue service answered at once, from the HTTP protocol (transport.Guards), for the
request a classroom sends most: known credentials, a cheap command run inline.

uvicorn hands every request to the application as an ASGI cycle: a scope, a task, an
event, receive and send calls, a middleware layer -- for a ``PUT D ASM`` more work than
the command (bench/bench_rest.py). A request that can be answered without waiting is
answered here instead, with the bytes the ASGI way sends: the same checks (Gate, the
throttle, console_name, parse_json, checked_issue, Commands.inline) and the same
Commands.run. Any other request -- and any refusal before the command runs -- is left
untouched (``None``) and goes the ASGI way, which answers it; tests/test_rest_at_once.py
sends the same requests both ways and compares the bytes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Protocol

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.limits import Limits

Answer = tuple[int, list[tuple[bytes, bytes]], bytes]  # status, headers, body
JSON_TYPE = (b"content-type", b"application/json")  # as Starlette's JSONResponse writes it


class IssueService(Protocol):
    """What of app.Commands the short way uses (this module imports neither app.py nor
    gate.py: both lead back here, through transport.py)."""

    gate: Any  # gate.Gate
    classroom: Classroom

    def checked(self, raw: bytes) -> Any: ...
    def inline(self, user: str, name: str, asked: Any) -> bool: ...
    def run(self, user: str, name: str, url_name: str, asked: Any) -> tuple[Any, ...]: ...


def json_headers(body: bytes) -> list[tuple[bytes, bytes]]:
    """A JSON body's headers, as Starlette's JSONResponse writes them."""
    return [(b"content-length", b"%d" % len(body)), JSON_TYPE]


def answer_now(commands: IssueService, url_name: str, authorization: str, address: str,
               raw: bytes) -> Answer | None:
    """The answer to ``PUT .../consoles/{url_name}`` with this Authorization header (the
    only one; no cookie), from ``address``, with body ``raw``; None: the ASGI way's."""
    gate = commands.gate
    try:  # a refusal (or a bug) here changes nothing: the ASGI way then answers
        seen = gate.known.get(authorization)  # credentials checked and right before
        if seen is None or gate.throttle.refused(seen[1], address):
            return None
        user = seen[0]
        name = console_name(url_name, user)
        if name is None:
            return None
        asked = commands.checked(raw)
        # Nobody holds the user's lock (every command on a worker runs under it), and
        # nothing here awaits: the command runs alone. Unlike the ASGI way's inline run
        # (Seat.inside == 0) it may pass requests still waiting for the lock: requests in
        # flight together have no order a client can see, and it delays none of them (it
        # never holds the lock). Waiting for them would hand this request to the ASGI way
        # whenever a worker had held the lock lately: a closed-loop client's next
        # requests keep joining the queue, which then never empties (measured: most of
        # a bench run's requests).
        if commands.classroom.lock(user).lock.locked() or not commands.inline(user, name, asked):
            return None
    except Exception:
        return None
    # From here on the command runs: whatever happens, the answer is given here.
    try:
        body = commands.run(user, name, url_name, asked)[4]
    except errors.ApiError as exc:
        return rendered(exc)
    except Exception as exc:  # as ServerErrorMiddleware answers, and the server logs
        logging.getLogger("uvicorn.error").error("Exception in ASGI application", exc_info=exc)
        return rendered(errors.internal(type(exc).__name__))
    assert body is not None  # inline: no detection to wait for
    if not isinstance(body, bytes):  # a stream: never for a cheap command (a few hundred bytes)
        body = b"".join(body)
    return 200, json_headers(body), body


def rendered(error: errors.ApiError) -> Answer:
    response = error.response()
    return response.status_code, response.raw_headers, bytes(response.body)


# --- the protocol's side: put between transport.Guards and uvicorn's httptools protocol --

_Protocol: Any = object  # uvicorn's HttpToolsProtocol comes after AtOnce in the class's bases
# headers that send a request the ASGI way: what ProxyHeadersMiddleware or Gate would read
# (a forwarded address, a token cookie), or what uvicorn answers itself (Expect), or a body
# without a length
ASGI_WAY = frozenset({b"cookie", b"x-forwarded-for", b"x-forwarded-proto", b"expect", b"transfer-encoding"})
CSRF_NAME = b"x-csrf-zosmf-header"


# uvicorn's default headers (date, server) as a head writes them, for the list uvicorn
# holds now (it makes a new one on each of its ticks, a tenth of a second apart)
_written: tuple[object, bytes] = (None, b"")


def _defaults(headers: list[tuple[bytes, bytes]]) -> bytes:
    global _written
    if _written[0] is not headers:
        _written = (headers, b"".join(name.lower() + b": " + value + b"\r\n" for name, value in headers))
    return _written[1]


class AtOnce(_Protocol):  # type: ignore[misc]
    """Takes an issue whose head and body came in one read, if the application answers
    it at once (ConsoleApp.answer_now); otherwise hands the request on to uvicorn as if
    it had never looked (``_replay``: the head, then the body, to uvicorn's callbacks).

    A request through a proxy (X-Forwarded-For: HAProxy's, say) always goes the ASGI way:
    its client address is ProxyHeadersMiddleware's to decide. uvicorn's access log (off
    in ``zconsole serve``) would not list requests answered here."""

    guard_limits: Limits
    # set by transport.guarded_protocol (httptools is imported only when it is the parser)
    guard_parse_url: Callable[[bytes], Any]
    guard_status_line: dict[int, bytes]
    _answerer: Callable[[str, str, str, bytes], Answer | None] | None = None
    _pending: list[bytes] | None = None  # the body of the request being taken
    _taken: tuple[str, str] = ("", "")  # its path and Authorization header

    def connection_made(self, transport: asyncio.Transport) -> None:
        super().connection_made(transport)
        from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

        app = self.app  # uvicorn's proxy headers layer changes nothing without ASGI_WAY's headers
        app = app.app if isinstance(app, ProxyHeadersMiddleware) else app
        self._answerer = getattr(app, "answer_now", None)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._pending is not None:  # a head without all its body: the ASGI way
            body, self._pending = b"".join(self._pending), None
            self._replay(body, complete=False)

    def on_headers_complete(self) -> None:
        if not self._take():
            super().on_headers_complete()

    def on_body(self, body: bytes) -> None:
        if self._pending is None:
            super().on_body(body)
        else:
            self._pending.append(body)

    def on_message_complete(self) -> None:
        if self._pending is None:
            super().on_message_complete()
            return
        body, self._pending = b"".join(self._pending), None
        answer = self._answerer(*self._taken, self.client[0] if self.client else "-", body)  # type: ignore[misc]
        if answer is None:
            self._replay(body, complete=True)
            return
        status, headers, content = answer
        out = [self.guard_status_line[status], _defaults(self.server_state.default_headers)]
        for name, value in headers:
            out += (name.lower(), b": ", value, b"\r\n")
        out += (b"\r\n", content)
        self.transport.write(b"".join(out))  # as uvicorn's RequestResponseCycle.send writes it
        self.on_response_complete()  # (Guards: the held head goes, the deadlines start again)

    def _replay(self, body: bytes, complete: bool) -> None:
        super().on_headers_complete()
        if body:
            super().on_body(body)
        if complete:
            super().on_message_complete()

    def _take(self) -> bool:
        """Whether this request (its head just parsed) may be answered at once: an
        HTTP/1.1 keep-alive PUT, nothing before it unanswered, CsrfGuard's checks passed,
        Basic credentials, a body of a declared length within the limit."""
        parser, limits = self.parser, self.guard_limits
        if (self._answerer is None or self.root_path or parser.get_method() != b"PUT"
                or parser.get_http_version() != "1.1" or not parser.should_keep_alive()
                or (self.cycle is not None and not self.cycle.response_complete) or self.pipeline
                or len(self.tasks) >= (self.limit_concurrency or len(self.tasks) + 1)):
            return False
        authorization = length = None
        csrf = False
        # (the head's size was bounded by transport.Guards, which comes first: its URL,
        # query and all, bounds the path CsrfGuard counts)
        for name, value in self.headers:
            if name in ASGI_WAY:
                return False
            if name == b"authorization" and authorization is None:
                authorization = value
            elif name == CSRF_NAME:
                csrf = True
            elif name == b"content-length" and length is None:
                length = value
        url = self.url  # origin-form without query or fragment: the path itself
        plain = url[:1] == b"/" and b"?" not in url and b"#" not in url
        path = url if plain else self.guard_parse_url(url).path
        if (authorization is None or not csrf or length is None or not length.isdigit()
                or int(length) > limits.max_body or b"%" in path or not path.isascii()):
            return False
        self._taken = (path.decode("ascii"), authorization.decode("latin-1"))
        self._pending = []
        return True
