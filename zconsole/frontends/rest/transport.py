"""uvicorn's HTTP protocol with the REST console's transport limits: a deadline for each
request head, a hard cap on open connections answered in JSON, JSON for the errors the
parser itself answers (a malformed or oversized head), and -- with httptools, which has
no setting for it -- a bound on the head's size.

uvicorn's httptools protocol (its C parser, installed with ``zconsole[fast]``) is used
where it is installed, its h11 protocol (pure Python) otherwise. Both keep the same
limits (tests/test_hostile.py runs against both).

What of uvicorn this leans on beyond its public settings: its protocol classes
(``H11Protocol``, ``HttpToolsProtocol``) as bases, their ``on_response_complete`` and
``send_400_response`` methods, ``cycle.response_complete``, and (httptools) the parser
callbacks ``on_message_begin``/``on_headers_complete`` with ``url`` and ``headers``.
Each override does its own part and calls uvicorn's own; nothing of uvicorn is copied.
pyproject.toml pins uvicorn below its next minor version, and .ci/run runs
tests/test_rest_transport.py and tests/test_hostile.py against the newest uvicorn.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from typing import Any

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.limits import Limits


def uvicorn_options(limits: Limits, parser: str | None = None,
                    forwarded_allow_ips: str = "") -> dict[str, Any]:
    """uvicorn.Config keyword arguments for the transport limits (transport.py); ``parser``
    h11 or httptools (default: httptools where installed). ``forwarded_allow_ips``: the
    proxies (addresses, comma-separated, or ``*``) whose ``X-Forwarded-For`` and
    ``X-Forwarded-Proto`` are believed; none by default, where uvicorn would believe any
    client on loopback (and its FORWARDED_ALLOW_IPS environment variable)."""
    proxies = [part.strip() for part in forwarded_allow_ips.split(",") if part.strip()]
    return {
        "http": guarded_protocol(limits, parser),
        "timeout_keep_alive": limits.keep_alive,
        "h11_max_incomplete_event_size": limits.max_header_bytes,
        # uvicorn's own cap answers in plain text; ours (one above it) answers first, in JSON
        "limit_concurrency": limits.max_connections + 1,
        "timeout_graceful_shutdown": 5,
        "proxy_headers": bool(proxies),
        "forwarded_allow_ips": proxies,
    }


class CasedHeads:
    """A transport that writes ``Set-Cookie`` as z/OSMF (Liberty) spells it where uvicorn's
    httptools protocol wrote ``set-cookie``: IBM's Ansible collection looks the header up
    in a plain dict of the response headers, where case matters (its login fails else).

    It also sends a response's head with the first piece of its body, in one write: uvicorn
    writes them apart (at http.response.start and http.response.body), and each write is a
    send(2) -- for a small reply, a sixth of the server's time (bench/bench_rest.py). A held
    head goes out with the next write, at close, or when the response completes without a
    body (``flush``, from Guards.on_response_complete); an interim ``100 Continue`` is
    never held (the client waits for it before sending the body). uvicorn is handed this
    transport in ``connection_made``, as asyncio hands it the socket's."""

    def __init__(self, transport: asyncio.Transport) -> None:
        self._transport = transport
        self._head = b""

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if bytes(data[:5]) == b"HTTP/":
            if b"\r\nset-cookie:" in data:
                data = bytes(data).replace(b"\r\nset-cookie:", b"\r\nSet-Cookie:")
            if data[9:10] != b"1":  # not an interim 1xx: held for the body
                self.flush()
                self._head = bytes(data)
                return
        if self._head:
            data, self._head = self._head + data, b""
        self._transport.write(data)

    def flush(self) -> None:
        if self._head:
            head, self._head = self._head, b""
            self._transport.write(head)

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def abort(self) -> None:
        self._head = b""
        self._transport.abort()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


# The subject CN of each open TLS connection's verified client certificate, by the
# client's (address, port): what the application sees of the connection in scope["client"].
CLIENT_CERTS: dict[tuple[str, int], str] = {}


def client_cert_name(client: tuple[str, int] | None) -> str | None:
    return CLIENT_CERTS.get(tuple(client[:2])) if client else None  # type: ignore[arg-type]


def _raw_response(status: int, phrase: str, error: errors.ApiError) -> bytes:
    body = json.dumps(error.body()).encode()
    head = (f"HTTP/1.1 {status} {phrase}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n")
    return head.encode() + body


def parser_in_use() -> str:
    try:
        import httptools  # noqa: F401
    except ImportError:
        return "h11"
    return "httptools"


def guarded_protocol(limits: Limits, parser: str | None = None) -> type[asyncio.Protocol]:
    """The protocol class for ``parser`` (default: httptools where installed, else h11)."""
    kind = parser or parser_in_use()
    base: type
    if kind == "httptools":
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        base = HttpToolsProtocol
    else:
        from uvicorn.protocols.http.h11_impl import H11Protocol

        base = H11Protocol
    busy = _raw_response(503, "Service Unavailable", errors.ApiError(
        503, 8, 17, f"The server has {limits.max_connections} connections open; try again"))
    bad_head = _raw_response(400, "Bad Request", errors.head_too_large(limits.max_header_bytes))
    settings = {"guard_limits": limits, "guard_parser": kind, "guard_busy": busy, "guard_bad_head": bad_head,
                "guard_open": set()}
    return type(f"Guarded{base.__name__}", (Guards, base), settings)


_Protocol: Any = object  # uvicorn's protocol class comes after Guards in the class's bases


class Guards(_Protocol):  # type: ignore[misc]
    """The guards, put before uvicorn's protocol class by ``guarded_protocol``, which sets
    the class attributes below. Each method does its own part and calls uvicorn's own
    (module docstring: what of uvicorn it leans on).

    The head deadline -- a connection's next request head within ``header_timeout`` of the
    connection or of the last reply -- is one timer a connection that looks at a time
    stamp when it goes off and goes again for what is left (re-arming a timer on every
    reply would cost as much as a small command's own work). An idle connection is closed
    by uvicorn's own keep-alive timer (``timeout_keep_alive``); a client dribbling a head
    byte by byte resets that one, not this."""

    # prefixed: uvicorn's protocols have attributes of their own (httptools' ``parser``)
    guard_limits: Limits
    guard_parser: str
    guard_busy: bytes
    guard_bad_head: bytes
    guard_open: set[object]  # this server's open connections (the cap counts them)
    _guard_loop: asyncio.AbstractEventLoop
    _watch: asyncio.TimerHandle | None = None
    _cased: CasedHeads | None = None
    _socket: asyncio.Transport  # the connection's own transport (uvicorn's may be _cased)
    _peer: tuple[str, int] | None = None
    _since = 0.0  # loop time of the connection or of the last reply: the head's deadline runs from it
    _raw = 0  # bytes received while the head is still incomplete (httptools)
    _in_head = True

    def connection_made(self, transport: asyncio.Transport) -> None:
        self._socket = transport
        if self.guard_parser == "httptools":  # it writes header names in lower case
            self._cased = CasedHeads(transport)
            super().connection_made(self._cased)
        else:
            super().connection_made(transport)
        self._guard_loop = asyncio.get_running_loop()
        self.guard_open.add(self)
        if len(self.guard_open) > self.guard_limits.max_connections:
            transport.write(self.guard_busy)
            transport.close()
            return
        self._since = self._guard_loop.time()
        self._watch = self._guard_loop.call_at(self._since + self.guard_limits.header_timeout, self._check)
        peercert = transport.get_extra_info("peercert")
        if peercert:  # verified against --tls-client-ca by the TLS layer
            from zconsole.frontends.rest.tls import subject_name

            name = subject_name(peercert)
            client = transport.get_extra_info("peername")
            if name is not None and client:
                self._peer = (client[0], client[1])
                CLIENT_CERTS[self._peer] = name

    def _check(self) -> None:
        """The connection's timer went off: close it if its head is late, else go again."""
        if self._socket.is_closing():
            return
        now, limits = self._guard_loop.time(), self.guard_limits
        if self.cycle is not None and not self.cycle.response_complete:
            # A request whose head is in is the application's (it has a body deadline).
            due = now + limits.header_timeout
        else:  # a connection still sending its head, or idle
            due = self._since + limits.header_timeout
            if now >= due:
                self._socket.close()
                return
        self._watch = self._guard_loop.call_at(due, self._check)

    def on_response_complete(self) -> None:
        if self._cased is not None:
            self._cased.flush()  # a head without a body (HEAD, 204, 304)
        self._since = self._guard_loop.time()
        super().on_response_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self.guard_open.discard(self)
        if self._watch is not None:
            self._watch.cancel()
        if self._peer is not None:
            CLIENT_CERTS.pop(self._peer, None)
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        # uvicorn's answer to a head its parser refuses is plain text: ours is z/OSMF's JSON
        if self._watch is not None:
            self._watch.cancel()
        self._socket.write(self.guard_bad_head)
        self._socket.close()

    # --- the head's size, for httptools (h11 bounds it itself) ---------------------------
    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.guard_parser == "httptools" and self._in_head and not self._socket.is_closing():
            self._raw += len(data)  # a head still incomplete after this chunk
            if self._raw > self.guard_limits.max_header_bytes:
                self.send_400_response("")

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._raw, self._in_head = 0, True

    def on_headers_complete(self) -> None:
        # A head that came whole in one read is measured here, once (one that did not is
        # bounded by data_received as its pieces come): the same 400 as a parser error.
        self._in_head = False
        headers = self.headers
        size = len(self.url) + sum(map(len, itertools.chain.from_iterable(headers))) + 4 * len(headers)
        if size > self.guard_limits.max_header_bytes:
            import httptools

            raise httptools.HttpParserError("head too large")
        super().on_headers_complete()
