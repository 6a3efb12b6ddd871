"""The z/OSMF REST console API on Starlette: issue a command, collect replies, /zosmf/info.

Endpoints (under an optional base path), as zosmf-console-api.md describes them:
  PUT /zosmf/restconsoles/consoles/{name}                 issue (sync, or async with "async":"Y")
  GET /zosmf/restconsoles/consoles/{name}/solmsgs/{key}   collect: the reply once, then ""
  GET /zosmf/info                                         server information
  GET /zosmf/resttopology/systems                         the sysplex: this one system (topology.py)
and the services of services.py: token login, detections and the hardcopy log.
Every error is a JSON body in z/OSMF's shape (errors.py); the limits are limits.py's.

The event loop does I/O only. A command runs on a worker thread, one at a time per user,
and its JSON body is built there too (kept.py), sent as a stream when it is big. Big
displays (limits.HEAVY_COMMANDS) run in a lane of their own, as many at once as there
are cores, so a classroom of them cannot take every worker from the light commands.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import AsyncIterator, Iterator
from typing import Any

import anyio
import attrs
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from zconsole import __version__
from zconsole.console.state_errors import StateSaveError
from zconsole.frontends.rest import errors, kept, services, topology, turns
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.detect import Keyword, yes
from zconsole.frontends.rest.gate import Gate
from zconsole.frontends.rest.kept import Kept
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import (
    CHEAP_COMMANDS,
    CHECKED_BODIES,
    CHECKED_BODY_BYTES,
    HEAVY_COMMANDS,
    Limits,
    LoginThrottle,
    parse_json,
    read_asgi_body,
)
from zconsole.frontends.rest.users import Users

MAX_COMMAND = 126  # z/OSMF and MCS consoles: a command is at most 126 characters
CSRF = "X-CSRF-ZOSMF-HEADER"
CSRF_NAME = CSRF.lower().encode()
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})  # z/OSMF's CSRF rule spares only these
JSON_TYPE = (b"content-type", b"application/json")  # as Starlette's JSONResponse writes it
SERVER_NAME = "IZUSVR"  # the z/OSMF server name IZUG846W names (the usual started task)
ZOS_VERSION, ZOSMF_VERSION = "04.27.00", "27"  # answered by /zosmf/info: z/OS 2.5-like

Body = bytes | Iterator[bytes]
# what Commands.run gives: log number, head, shown messages, tail, body when ready
Ran = tuple[int, dict[str, Any], "tuple[Kept, ...] | None", dict[str, Any], "Body | None"]


class CsrfGuard:
    """Before routing: the head's size (a parser may take a whole head that came in one
    read past its bound), then z/OSMF's cross-site rule: a request that may change
    something (any method but GET, HEAD, OPTIONS) must carry X-CSRF-ZOSMF-HEADER, with
    any value. Starlette middleware, so every request passes it."""

    def __init__(self, app: ASGIApp, system: str, max_head: int) -> None:
        self.app, self.system, self.max_head = app, system, max_head

    def refusal(self, scope: Scope) -> Response | None:
        headers = scope["headers"]
        size = len(scope.get("raw_path") or b"") + sum(map(len, itertools.chain.from_iterable(headers))) \
            + 4 * len(headers)
        if size > self.max_head:
            return errors.head_too_large(self.max_head).response()
        if scope["method"] not in SAFE_METHODS and not any(name == CSRF_NAME for name, _ in headers):
            return errors.CsrfError(SERVER_NAME, self.system).response()
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            refused = self.refusal(scope)
            if refused is not None:
                await refused(scope, receive, send)
                return
        await self.app(scope, receive, send)


class ConsoleApp(Starlette):
    """The Starlette application, and in front of it the one way in for an issue (``PUT``
    on a console: nearly every request a classroom makes), on public ASGI only: CsrfGuard's
    checks, then ``Commands.issue_asgi``, past Starlette's middleware and router (the
    router has no route for it), with the same answer for a crash as Starlette's
    ServerErrorMiddleware gives (the ``crashed`` handler's 500, the exception raised on to
    the server). Every other request goes through Starlette: CsrfGuard, then the router."""

    guard: CsrfGuard
    commands: Commands

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "PUT":
            path, root = scope["path"], scope.get("root_path", "")
            if root and path.startswith(root):  # as Starlette's router matches under a root_path
                path = path[len(root):]
            found = self.commands.issue_path.fullmatch(path)
            if found is not None:
                scope["app"] = self
                scope["path_params"] = {"name": found.group(1)}
                refused = self.guard.refusal(scope)
                if refused is not None:
                    await refused(scope, receive, send)
                    return
                await self.commands.issue_asgi(scope, receive, send)
                return
        await super().__call__(scope, receive, send)


@attrs.frozen
class Issue:
    """An issue request, checked before anything runs (a refusal changes nothing)."""

    command: str
    is_async: bool
    sol_key: Keyword | None
    wanted: services.Plan | None
    # the command's lane, found once (an accepted body is remembered: Commands.checked)
    heavy: bool = attrs.field(init=False, default=attrs.Factory(
        lambda self: HEAVY_COMMANDS.match(self.command) is not None, takes_self=True))
    cheap: bool = attrs.field(init=False, default=attrs.Factory(
        lambda self: CHEAP_COMMANDS.match(self.command) is not None, takes_self=True))


def checked_issue(body: Any, system: str, limits: Limits) -> Issue:
    if not isinstance(body, dict):
        raise errors.bad_content("Request body must be a JSON object")
    command = body.get("cmd")
    if not isinstance(command, str) or not command.strip():
        raise errors.missing_command()
    if len(command) > MAX_COMMAND:
        raise errors.command_too_long(MAX_COMMAND)
    if len(body) == 1:  # "cmd" alone (as most clients send it): nothing else to check
        return Issue(command, False, None, None)
    target = body.get("system")
    if target is not None and str(target).upper() != system:
        raise errors.foreign_system(str(target)[:8], system)
    return Issue(command, str(body.get("async", "N")).upper() == "Y",
                 Keyword.build(body.get("sol-key"), yes(body.get("solKeyReg")), "sol-key"),
                 services.plan(body, limits))


def lines_of(messages: tuple[Kept, ...]) -> Iterator[str]:
    return (line for message in messages for piece in message.pieces for line in piece.split("\n"))


@attrs.define(eq=False)
class Commands:
    """Issue and collect: where a command runs (worker, lane, user's lock) and how its
    reply leaves (one piece, or a stream built a piece at a time in the heavy lane)."""

    classroom: Classroom
    gate: Gate
    more: services.Services
    system: str
    base: str
    public: str
    lanes: Lanes
    # the issue service's path, matched as a Starlette route would ({name}: no "/")
    issue_path: re.Pattern[str] = attrs.field(init=False)
    # request bodies already checked and accepted -> their Issue (what checked_issue gives
    # depends on nothing else: the system and limits are the server's); small ones only,
    # CHECKED_BODIES at most, oldest forgotten first
    _checked: dict[bytes, Issue] = attrs.field(init=False, factory=dict)

    def __attrs_post_init__(self) -> None:
        self.issue_path = re.compile(re.escape(f"{self.base}/zosmf/restconsoles/consoles/") + "([^/]+)")

    @property
    def limits(self) -> Limits:
        return self.classroom.limits

    def named_console(self, request: Request, user: str) -> str:
        name = console_name(request.path_params["name"], user)
        if name is None:
            raise errors.bad_console_name(request.path_params["name"])
        return name

    def body(self, head: dict[str, Any], messages: tuple[Kept, ...] | None, tail: dict[str, Any]) -> Body:
        """The reply's JSON (call on a worker): bytes, or for a big one a lazy stream."""
        if messages is not None and kept.chars(messages) > self.limits.stream_above:
            return kept.body(head, messages, tail)
        return kept.body_bytes(head, messages, tail)

    def respond(self, body: Body, user: str) -> Response:
        if isinstance(body, bytes):
            return Response(body, media_type="application/json")
        return StreamingResponse(self.stream(body, user), media_type="application/json")

    async def stream(self, pieces: Iterator[bytes], user: str) -> AsyncIterator[bytes]:
        while True:  # each piece is built on a worker of the heavy lane (one a user), sent from here
            piece = await self.lanes.run(next, pieces, None, heavy=True, owner=user)
            if piece is None:
                return
            yield piece

    def inline(self, user: str, name: str, asked: Issue) -> bool:
        """Whether the command may run on the event loop: one known to be cheap
        (limits.CHEAP_COMMANDS, tens of µs), on a console that exists, on a machine that
        saves nothing to disk (no --state) -- handing it to a worker would cost it ten times
        its own time."""
        if asked.wanted is not None or not asked.cheap:
            return False
        workspace = self.classroom.workspaces.get(user)
        return (workspace is not None and name in workspace.consoles
                and workspace.first.on_change is None)

    async def issue_asgi(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The issue service (ConsoleApp sends every issue here): the answer, an ApiError's
        JSON, or for a crash the 500 ServerErrorMiddleware would give."""
        try:
            user, body = await self.issued(scope, receive)
        except errors.ApiError as exc:
            await exc.response()(scope, receive, send)
            return
        except Exception as exc:  # nothing was sent: as ServerErrorMiddleware answers
            await errors.internal(type(exc).__name__).response()(scope, receive, send)
            raise
        if not isinstance(body, bytes):
            await self.respond(body, user)(scope, receive, send)
            return
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-length", b"%d" % len(body)), JSON_TYPE]})
        await send({"type": "http.response.body", "body": body})

    async def issued(self, scope: Scope, receive: Receive) -> tuple[str, Body]:
        user = self.gate.user_of(scope)
        url_name = scope["path_params"]["name"]
        name = console_name(url_name, user)
        if name is None:
            raise errors.bad_console_name(url_name)
        asked = self.checked(await read_asgi_body(scope, receive, self.limits))
        classroom, more = self.classroom, self.more

        def run() -> Ran:
            return self.run(user, name, url_name, asked)

        if not classroom.lock(user).lock.locked() and self.inline(user, name, asked):
            # Nobody holds the user's lock (every command on a worker runs under it) and
            # nothing here awaits: the command runs alone, without taking the lock. It may
            # pass requests still waiting for the lock: requests in flight together have
            # no order a client can see, and it delays none of them (it never holds the
            # lock). Waiting for them would send it to a worker whenever one had held the
            # lock lately: a closed-loop client's next requests keep joining the queue,
            # which then never empties (bench/bench_rest.py: most of a run's requests).
            first, head, shown, tail, body = run()
        else:
            first, head, shown, tail, body = await turns.turn(
                classroom, self.lanes, user, run, doing=asked.command, heavy=asked.heavy,
                at_once=lambda: self.inline(user, name, asked))
        if asked.wanted is not None:
            await more.detect(user, name, url_name, asked.wanted, first, tail, self.public,
                              Request(scope, receive).is_disconnected)
            body = await self.lanes.run(self.body, head, shown, tail)
        assert body is not None
        return user, body

    def checked(self, raw: bytes) -> Issue:
        """The issue a request body asks for (ApiError when it may not be done). A class
        sends the same few bodies again and again: an accepted one is not parsed again."""
        found = self._checked.get(raw)
        if found is None:
            found = checked_issue(parse_json(raw, self.limits), self.system, self.limits)
            if len(raw) <= CHECKED_BODY_BYTES:
                if len(self._checked) >= CHECKED_BODIES:
                    del self._checked[next(iter(self._checked))]
                self._checked[raw] = found
        return found

    def run(self, user: str, name: str, url_name: str, asked: Issue) -> Ran:
        """The command, on a worker or inline: its log entry's number, the body's parts,
        and (without a detection to wait for) the body itself."""
        classroom, more = self.classroom, self.more
        log = more.session(user, name).log
        first = log.next_seq  # the command's own log entry
        more.note_issue(user, name, first, log)
        try:
            key, messages, seq = classroom.issue(user, name, asked.command)
        except StateSaveError as exc:  # the change was undone
            raise errors.state_not_saved(f"{exc.path.name}: {exc.reason}") from None
        if asked.is_async:
            classroom.park(user, name, key, messages, seq)
        uri = f"{self.base}/zosmf/restconsoles/consoles/{url_name}/solmsgs/{key}"
        head = {"cmd-response-key": key, "cmd-response-url": self.public + uri, "cmd-response-uri": uri}
        tail: dict[str, Any] = {}
        if asked.sol_key is not None:
            tail["sol-key-detected"] = asked.sol_key.search(lines_of(messages)) is not None
        shown = None if asked.is_async else messages
        if shown is not None and not tail and asked.wanted is None \
                and kept.chars(shown) <= self.limits.stream_above:  # (self.body's, cheaper)
            return first, head, shown, tail, kept.reply_bytes(key, head["cmd-response-url"], uri, shown)
        # without a detection to wait for, the body is ready now
        return first, head, shown, tail, None if asked.wanted else self.body(head, shown, tail)

    async def collect(self, request: Request) -> Response:
        user = self.gate.user(request)
        name = self.named_console(request, user)

        def run() -> Body:
            # Never "sol-key-detected" here: the Zowe CLI would then poll for ever.
            return self.body({}, self.classroom.collect(user, name, request.path_params["key"]), {})

        return self.respond(await turns.turn(self.classroom, self.lanes, user, run,
                                             doing=f"collect {request.path_params['key'][:16]}"), user)


def build_app(classroom: Classroom, users: Users, base_path: str = "", system: str = "SYS1", *,
              public_url: str = "http://127.0.0.1:8443", throttle: LoginThrottle | None = None,
              extra: services.Services | None = None, paced: bool = False,
              cert_users: dict[str, str] | None = None) -> Starlette:
    """The ASGI application; ``classroom`` holds every user's machine. ``public_url`` is the
    server's own address as clients reach it (``cmd-response-url`` is built on it, never on
    the client's Host header). ``paced``: the process is the server's own, and its garbage
    collector is paced (pacing.py). ``cert_users``: client certificate CN -> user."""
    base = "/" + base_path.strip("/") if base_path.strip("/") else ""
    public = public_url.rstrip("/")
    more = extra or services.Services(classroom, system, base)
    gate = Gate(users, throttle or LoginThrottle(classroom.limits), more.tokens, cert_users=cert_users or {})
    commands = Commands(classroom, gate, more, system, base, public, more.lanes)

    async def info(request: Request) -> Response:
        gate.user(request)
        return JSONResponse(server_info(public))

    async def authenticate(request: Request) -> Response:
        if request.method == "DELETE":
            return more.logout(request)
        return more.login(request, gate.basic(request))

    async def detection(request: Request) -> Response:
        user = gate.user(request)
        return await more.detection_reply(user, commands.named_console(request, user),
                                          request.path_params["key"])

    async def hardcopy(request: Request) -> Response:
        return await more.log_reply(request, gate.user(request))

    async def systems(request: Request) -> Response:
        gate.user(request)
        return JSONResponse(topology.systems(system, ZOS_VERSION, public))

    consoles = f"{base}/zosmf/restconsoles/consoles/{{name}}"
    routes = [
        Route(f"{consoles}/solmsgs/{{key}}", commands.collect, methods=["GET"]),
        Route(f"{base}/zosmf/info", info, methods=["GET"]),
        Route(f"{base}/zosmf/services/authenticate", authenticate, methods=["POST", "DELETE"]),
        Route(f"{consoles}/detections/{{key}}", detection, methods=["GET"]),
        Route(f"{base}/zosmf/restconsoles/v1/log", hardcopy, methods=["GET"]),
        Route(f"{base}/zosmf/resttopology/systems", systems, methods=["GET"]),
    ]
    from zconsole.frontends.rest.drill_routes import drill_routes  # drills: the classroom

    routes += drill_routes(classroom, gate.user, base, more.lanes)
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if not paced:
            yield
            return
        from zconsole.frontends.rest import pacing

        pacing.start(classroom.limits, commands.lanes)
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(pacing.pace, classroom.limits, commands.lanes)
            yield
            tasks.cancel_scope.cancel()

    app = ConsoleApp(
        routes=routes,
        middleware=[Middleware(CsrfGuard, system=system, max_head=classroom.limits.max_header_bytes)],
        exception_handlers={errors.ApiError: api_error, HTTPException: http_error, Exception: crashed},
        lifespan=lifespan,
    )
    app.guard = CsrfGuard(app.router, system, classroom.limits.max_header_bytes)
    app.commands = commands
    return app


def server_info(public: str) -> dict[str, Any]:
    return {
        "zosmf_saf_realm": "SAFRealm",
        "zosmf_port": str(classroom_port(public)),
        "zosmf_full_version": f"{ZOSMF_VERSION}.0",
        "plugins": [],
        "api_version": "1",
        "zos_version": ZOS_VERSION,
        "zosmf_version": ZOSMF_VERSION,
        "zosmf_hostname": public_host(public),
        "zconsole_version": __version__,
    }


async def api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, errors.ApiError)
    return exc.response()


async def http_error(request: Request, exc: Exception) -> Response:
    if isinstance(exc, HTTPException) and exc.status_code not in (404, 405):
        return errors.ApiError(exc.status_code, 1, 12, str(exc.detail)).response()
    return errors.no_match(request.method, request.url.path).response()


async def crashed(request: Request, exc: Exception) -> Response:
    return errors.internal(type(exc).__name__).response()


def public_host(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).hostname or "localhost"


def classroom_port(url: str) -> int | str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return parts.port or (443 if parts.scheme == "https" else 80)
