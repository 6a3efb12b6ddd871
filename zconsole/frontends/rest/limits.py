"""The REST console's limits, each with a clear answer (all numbers in one place, documented
in zconsole(1)): request size and depth, slow and idle clients, connections, failed logins,
and how long replies nobody collects are kept.

Transport limits are uvicorn's own settings (transport.uvicorn_options); what they do not cover
(a deadline for the request head, a hard connection cap answered with JSON, the head size
with httptools) is a small subclass of uvicorn's HTTP protocol (transport.py).
"""

from __future__ import annotations

import asyncio
import collections
import json
import os
import re
import time
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from zconsole.frontends.rest import errors

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.types import Receive, Scope


# Commands whose reply grows with the machine's I/O configuration (D M=..., D U,...: up to
# a million lines on --machine large): they run in the heavy lane, Limits.heavy_lane at once.
HEAVY_COMMANDS = re.compile(r"\s*(D|DISPLAY)\s+(M|MATRIX|U|UNITS)\b", re.IGNORECASE)
# Commands known to be cheap (tens of µs, measured in bench/bench_rest.py): on a machine
# without --state they run on the event loop rather than paying a worker hand-off.
CHEAP_COMMANDS = re.compile(r"\s*(D|DISPLAY)\s+(ASM|T|TIME|IPLINFO)\s*$", re.IGNORECASE)
# Issue bodies already accepted, remembered so a class's same few bodies are not parsed
# again (app.Commands.checked): at most this many, each at most this long (~200 KB).
CHECKED_BODIES, CHECKED_BODY_BYTES = 256, 512


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
    # Everything kept for one user -- the console log (which the file beside --state
    # mirrors, within the same bound), async replies and detections -- in bytes of memory
    # actually used (kept.py measures it); past it the oldest log entry or reply goes first.
    user_bytes: int = 8 * 1024 * 1024
    expired_keys_remembered: int = 1024  # per console, to answer "expired" rather than ""
    consoles_per_user: int = 32
    log_entries_per_console: int = 2000  # entries of a user's log (the byte budget bounds it too)
    log_reply_bytes: int = 4 * 1024 * 1024  # characters of one GET .../log reply; the rest is paged
    machines: int = 1000  # users' machines held at once; past it the least recently used idle one goes
    machine_idle: float = 1800.0  # seconds a machine is held unused (saved with --state), then released
    heavy_lane: int = attrs.field(factory=lambda: os.cpu_count() or 1)  # big displays run at once
    # other commands and services run at once, the users waiting taking turns (lanes.py):
    # as many as cores, as the work is Python holding the interpreter (bench/bench_crowd.py)
    light_lane: int = attrs.field(factory=lambda: max(2, os.cpu_count() or 1))
    # seconds a user's command (or drill line, log read, detection look) may run before its
    # user is answered 503: it runs on, out of its lane, and the user's machine takes no
    # other command until it ends (the instructor's page names the user)
    command_deadline: float = 60.0
    stream_above: int = 256 * 1024  # characters of a reply sent as a stream rather than one piece
    # seconds a detection (unsol-detect-timeout, detect-time) is watched at most: IBM
    # documents no maximum, so a longer time is taken and shortened to this
    detect_wait: int = 3600
    gc_every: float = 60.0  # seconds between the server's own garbage collections (pacing.py)
    gc_defer: float = 600.0  # ... put off while a big display renders, but at most this long
    gc_full_every: float = 3600.0  # seconds between collections that walk the whole heap
    switch_interval: float = 0.001  # seconds a thread runs before another may take the interpreter
    # ... while a big display renders: the event loop waits this long for the interpreter
    # after each of its system calls (bench/bench_classroom.py: a light user's p50 beside
    # D M=DEV(0000-FFFF) 2.1-2.2 ms at 1 ms, 1.3-1.7 ms at 0.2 ms; the display no slower)
    heavy_switch_interval: float = 0.0002
    failures_per_user: int = 5  # failed logins per user name from one address within the window, then 429
    failures_per_address: int = 20  # failed logins per client address within the window
    failure_window: float = 60.0  # seconds


async def read_body(request: Request, limits: Limits) -> bytes:
    """The request body, refused with 413 as soon as it passes ``max_body`` (a declared
    Content-Length past it is refused without reading), and with 408 if it is too slow."""
    return await read_asgi_body(request.scope, request.receive, limits)


async def read_asgi_body(scope: Scope, receive: Receive, limits: Limits) -> bytes:
    """``read_body`` from the ASGI scope and receive (no Request built)."""
    declared = ""
    for name, value in scope["headers"]:
        if name == b"content-length":
            declared = value.decode("latin-1")
            break
    if declared.isdigit() and int(declared) > limits.max_body:
        raise errors.body_too_large(limits.max_body)
    # Read straight from the ASGI receive, under a deadline of our own: Request.stream's
    # async generator and asyncio.timeout cost more than the rest of this, and even a
    # timer a request (call_later, then cancel) cost 5 µs of a 45 µs issue: the event
    # loop's heap keeps every cancelled timer for its 10 seconds (bench/README.md).
    task = asyncio.current_task()
    assert task is not None
    watch = _watch(limits.body_timeout)
    watch.reading[task] = watch.loop.time() + limits.body_timeout
    if watch.timer is None:
        watch.start()
    chunks: list[bytes] = []
    size = 0
    try:
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                from starlette.requests import ClientDisconnect

                raise ClientDisconnect()
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limits.max_body:
                raise errors.body_too_large(limits.max_body)
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
    except asyncio.CancelledError:
        if task in watch.late and task.uncancel() == 0:  # the deadline's, not one from outside
            raise errors.body_too_slow(limits.body_timeout) from None
        raise
    finally:
        watch.reading.pop(task, None)
        watch.late.discard(task)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


# Sweeps a watch makes within a body's timeout: a body late by its timeout is refused
# within a tenth of it more (10-11 s for the default 10).
SWEEPS = 10


class _BodyWatch:
    """The bodies being read on one event loop under one timeout: the tasks reading and
    their deadlines, swept every ``timeout / SWEEPS`` seconds while any is being read
    (one timer for all, where a timer each cost every request)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, timeout: float) -> None:
        self.loop, self.step = loop, timeout / SWEEPS
        self.reading: dict[asyncio.Task[Any], float] = {}
        self.late: set[asyncio.Task[Any]] = set()  # cancelled by the sweep
        self.timer: asyncio.TimerHandle | None = None

    def start(self) -> None:
        self.timer = self.loop.call_later(self.step, self.sweep)

    def sweep(self) -> None:
        self.timer = None
        now = self.loop.time()
        for task, deadline in list(self.reading.items()):
            if deadline <= now:
                del self.reading[task]
                self.late.add(task)
                task.cancel()
        if self.reading:
            self.start()


_watches: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[float, _BodyWatch]] = \
    weakref.WeakKeyDictionary()


def _watch(timeout: float) -> _BodyWatch:
    loop = asyncio.get_running_loop()
    mine = _watches.get(loop)
    if mine is None:
        mine = _watches[loop] = {}
    found = mine.get(timeout)
    if found is None:
        found = mine[timeout] = _BodyWatch(loop, timeout)
    return found


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
    """Failed logins per (user name, client address) and per client address, within a
    sliding window.

    Past either limit, attempts for that name from that address, or from that address at
    all, are answered 429 (even with the right password) until old failures leave the
    window. Never per name alone: whoever sends wrong passwords for a name locks out only
    their own address, so the user (or the instructor) still logs in from another, and a
    cookie from an earlier login keeps working. A name is counted whether or not such a
    user exists, so the answers never tell users apart. Bounded: at most ``max_keys``
    (name, address) pairs and addresses are tracked, the least recent dropped first.
    """

    def __init__(self, limits: Limits, now: Callable[[], float] = time.monotonic,
                 max_keys: int = 10_000) -> None:
        self.limits, self.now, self.max_keys = limits, now, max_keys
        self._failures: collections.OrderedDict[str, collections.deque[float]] = collections.OrderedDict()

    @staticmethod
    def _keys(user: str | None, address: str) -> list[str]:
        # the name's key holds the address too ("\0" never occurs in either)
        return ([f"u:{user}\0{address}"] if user is not None else []) + [f"a:{address}"]

    def _recent(self, key: str) -> collections.deque[float]:
        found = self._failures.get(key)
        if found is None:
            return collections.deque()
        cutoff = self.now() - self.limits.failure_window
        while found and found[0] <= cutoff:
            found.popleft()
        return found

    def refused(self, user: str | None, address: str) -> int:
        """Seconds to wait if this user from this address, or this address, is over its
        limit, else 0."""
        if not self._failures:  # nobody failed lately: asked on every request, so cheap
            return 0
        waits = []
        for key in self._keys(user, address):
            limit = self.limits.failures_per_user if key[0] == "u" else self.limits.failures_per_address
            recent = self._recent(key)
            if len(recent) >= limit:
                waits.append(recent[-limit] + self.limits.failure_window - self.now())
        return max(1, int(max(waits)) + 1) if waits else 0

    def failed(self, user: str | None, address: str) -> None:
        for key in self._keys(user, address):
            recent = self._recent(key)
            recent.append(self.now())
            self._failures[key] = recent
            self._failures.move_to_end(key)
        while len(self._failures) > self.max_keys:
            self._failures.popitem(last=False)
