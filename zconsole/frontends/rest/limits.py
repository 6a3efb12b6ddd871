"""The REST console's limits, each with a clear answer (all numbers in one place, documented
in zconsole(1)): request size and depth, slow and idle clients, connections, failed logins,
and how long replies nobody collects are kept.

Transport limits are uvicorn's and h11's own settings (``uvicorn_options``); what they do
not cover (a deadline for the request head, a hard connection cap answered with JSON) is
a small subclass of uvicorn's h11 protocol (``guarded_protocol``).
"""

from __future__ import annotations

import collections
import json
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import anyio
import attrs

from zconsole.frontends.rest import errors

if TYPE_CHECKING:
    import asyncio

    from starlette.requests import Request


@attrs.frozen
class Limits:
    """Every limit of ``zconsole serve``; tests build smaller ones."""

    max_body: int = 64 * 1024  # bytes of a request body (413 past it, before reading on)
    max_json_depth: int = 8  # nesting of the JSON body (the API needs 1)
    max_header_bytes: int = 16 * 1024  # request line + headers (h11; 400 past it)
    header_timeout: float = 10.0  # seconds for a request's head, from connect or the last reply
    body_timeout: float = 10.0  # seconds to receive the body once the head is in (408)
    keep_alive: int = 5  # seconds an idle keep-alive connection is kept (uvicorn)
    max_connections: int = 512  # open connections; more get 503 at once (fits the fd limit)
    response_age: float = 600.0  # seconds an async reply waits to be collected
    responses_per_console: int = 64  # async replies kept per console, oldest dropped first
    response_bytes_per_user: int = 32 * 1024 * 1024  # async replies kept per user, oldest dropped
    expired_keys_remembered: int = 1024  # per console, to answer "expired" rather than ""
    consoles_per_user: int = 32
    log_entries_per_console: int = 256  # a console's hardcopy log (commands, replies) kept in memory
    max_users: int = 1000  # machines held at once (matters only without a users file)
    failures_per_user: int = 5  # failed logins per user name within the window, then 429
    failures_per_address: int = 20  # failed logins per client address within the window
    failure_window: float = 60.0  # seconds


async def read_body(request: Request, limits: Limits) -> bytes:
    """The request body, refused with 413 as soon as it passes ``max_body`` (a declared
    Content-Length past it is refused without reading), and with 408 if it is too slow."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limits.max_body:
        raise errors.body_too_large(limits.max_body)
    chunks: list[bytes] = []
    size = 0
    try:
        with anyio.fail_after(limits.body_timeout):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limits.max_body:
                    raise errors.body_too_large(limits.max_body)
                chunks.append(chunk)
    except TimeoutError:
        raise errors.body_too_slow(limits.body_timeout) from None
    return b"".join(chunks)


def parse_json(raw: bytes, limits: Limits) -> Any:
    """The JSON body, or a 400: nesting is counted before parsing, so a body nested
    100,000 deep is refused without recursing into it."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise errors.bad_content("Request body is not UTF-8") from None
    if json_depth(text, limits.max_json_depth) > limits.max_json_depth:
        raise errors.bad_content(f"Request body is nested deeper than {limits.max_json_depth} levels")
    try:
        return json.loads(text or "null")
    except (ValueError, RecursionError):
        raise errors.bad_content("Request body is not valid JSON") from None


def json_depth(text: str, limit: int) -> int:
    """The deepest nesting of [ and { outside strings, counted until it passes ``limit``
    (a malformed text gives some number; json.loads then refuses it). Cheap for the bodies
    clients send: a text with no more brackets than ``limit`` is not scanned at all."""
    if text.count("[") + text.count("{") <= limit:
        return 0
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > limit:
                break
        elif char in "]}":
            depth -= 1
    return deepest


class LoginThrottle:
    """Failed logins per user name and per client address within a sliding window.

    Past either limit, every attempt from that user or address is answered 429 (even with
    the right password) until old failures leave the window. A name is counted whether or
    not such a user exists, so the answers never tell users apart. Bounded: at most
    ``max_keys`` names and addresses are tracked, the least recent dropped first.
    """

    def __init__(self, limits: Limits, now: Callable[[], float] = time.monotonic,
                 max_keys: int = 10_000) -> None:
        self.limits, self.now, self.max_keys = limits, now, max_keys
        self._failures: collections.OrderedDict[str, collections.deque[float]] = collections.OrderedDict()

    def _recent(self, key: str) -> collections.deque[float]:
        found = self._failures.get(key)
        if found is None:
            return collections.deque()
        cutoff = self.now() - self.limits.failure_window
        while found and found[0] <= cutoff:
            found.popleft()
        return found

    def refused(self, user: str | None, address: str) -> int:
        """Seconds to wait if this user or address is over its limit, else 0."""
        waits = []
        for key, limit in ((f"u:{user}", self.limits.failures_per_user),
                           (f"a:{address}", self.limits.failures_per_address)):
            if user is None and key.startswith("u:"):
                continue
            recent = self._recent(key)
            if len(recent) >= limit:
                waits.append(recent[-limit] + self.limits.failure_window - self.now())
        return max(1, int(max(waits)) + 1) if waits else 0

    def failed(self, user: str | None, address: str) -> None:
        for key in (f"u:{user}" if user is not None else None, f"a:{address}"):
            if key is None:
                continue
            recent = self._recent(key)
            recent.append(self.now())
            self._failures[key] = recent
            self._failures.move_to_end(key)
        while len(self._failures) > self.max_keys:
            self._failures.popitem(last=False)


def uvicorn_options(limits: Limits) -> dict[str, Any]:
    """uvicorn.Config keyword arguments for the transport limits."""
    return {
        "http": guarded_protocol(limits),
        "timeout_keep_alive": limits.keep_alive,
        "h11_max_incomplete_event_size": limits.max_header_bytes,
        # uvicorn's own cap answers in plain text; ours (one above it) answers first, in JSON
        "limit_concurrency": limits.max_connections + 1,
        "timeout_graceful_shutdown": 5,
    }


def _raw_response(status: int, phrase: str, error: errors.ApiError) -> bytes:
    body = json.dumps(error.body()).encode()
    head = (f"HTTP/1.1 {status} {phrase}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n")
    return head.encode() + body


# C901 (complexity) allowed: one subclass, its guards in uvicorn's order.
def guarded_protocol(limits: Limits) -> type[asyncio.Protocol]:  # noqa: C901
    """uvicorn's h11 protocol with a deadline for each request head, a hard cap on open
    connections, and JSON for the errors h11 itself answers (a malformed or oversized head)."""
    from uvicorn.protocols.http.h11_impl import H11Protocol

    busy = _raw_response(503, "Service Unavailable", errors.ApiError(
        503, 8, 17, f"The server has {limits.max_connections} connections open; try again"))

    class GuardedH11Protocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if len(self.connections) > limits.max_connections:
                transport.write(busy)
                transport.close()
                return
            self._arm()

        def _arm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
            self._deadline = self.loop.call_later(limits.header_timeout, self._head_too_slow)

        def _head_too_slow(self) -> None:
            # A request whose head is in is the application's (it has a body deadline);
            # a connection still dribbling its head, or idle, is closed.
            idle = self.cycle is None or self.cycle.response_complete
            if idle and not self.transport.is_closing():
                self.transport.close()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
            self.transport.write(_raw_response(400, "Bad Request", errors.ApiError(
                400, 1, 12, f"Invalid HTTP request (malformed, or a head larger than "
                f"{limits.max_header_bytes} bytes)")))
            self.transport.close()

    return GuardedH11Protocol
