"""The z/OSMF REST console API on Starlette: issue a command, collect replies, /zosmf/info.

Endpoints (under an optional base path), as zosmf-console-api.md describes them:
  PUT /zosmf/restconsoles/consoles/{name}                 issue (sync, or async with "async":"Y")
  GET /zosmf/restconsoles/consoles/{name}/solmsgs/{key}   collect: new lines, then ""
  GET /zosmf/info                                         server information
and the services of services.py: token login, detections and the hardcopy log.
Every error is a JSON body in z/OSMF's shape (errors.py); the limits are limits.py's.
Commands run on worker threads, one at a time per user, never on the event loop.
"""

from __future__ import annotations

from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from zconsole import __version__
from zconsole.frontends.rest import errors, services
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.detect import Keyword, yes
from zconsole.frontends.rest.framing import frame
from zconsole.frontends.rest.limits import Limits, LoginThrottle, parse_json, read_body
from zconsole.frontends.rest.users import Users, claimed_user
from zconsole.model.state.state_file import StateSaveError

MAX_COMMAND = 126  # z/OSMF and MCS consoles: a command is at most 126 characters
CSRF = "X-CSRF-ZOSMF-HEADER"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})  # z/OSMF's CSRF rule spares only these
SERVER_NAME = "IZUSVR"  # the z/OSMF server name IZUG846W names (the usual started task)
ZOS_VERSION, ZOSMF_VERSION = "04.27.00", "27"  # answered by /zosmf/info: z/OS 2.5-like


class CsrfGuard:
    """z/OSMF's cross-site rule, before routing: a request that may change something
    (any method but GET, HEAD, OPTIONS) must carry X-CSRF-ZOSMF-HEADER, with any value."""

    def __init__(self, app: ASGIApp, system: str) -> None:
        self.app, self.system = app, system

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (scope["type"] == "http" and scope["method"] not in SAFE_METHODS
                and not any(name == CSRF.lower().encode() for name, _ in scope["headers"])):
            await errors.CsrfError(SERVER_NAME, self.system).response()(scope, receive, send)
            return
        await self.app(scope, receive, send)


# C901 (complexity) allowed: its closures are the routes; the REST app's rewrite splits it.
def build_app(classroom: Classroom, users: Users, base_path: str = "", system: str = "SYS1", *,  # noqa: C901
              public_url: str = "http://127.0.0.1:8443", throttle: LoginThrottle | None = None,
              extra: services.Services | None = None) -> Starlette:
    """The ASGI application; ``classroom`` holds every user's machine. ``public_url`` is the
    server's own address as clients reach it (``cmd-response-url`` is built on it, never on
    the client's Host header)."""
    base = "/" + base_path.strip("/") if base_path.strip("/") else ""
    limits: Limits = classroom.limits
    guard = throttle or LoginThrottle(limits)
    public = public_url.rstrip("/")
    more = extra or services.Services(classroom, system, base)

    def authorize(request: Request) -> str:
        """The user a valid token cookie or Basic credentials name."""
        token_user = more.token_user(request)
        return token_user if token_user is not None else basic(request)

    def basic(request: Request) -> str:
        header = request.headers.get("authorization")
        name = claimed_user(header)
        address = request.client.host if request.client else "-"
        wait = guard.refused(name, address)
        if wait:
            raise errors.too_many_failures(wait)
        user = users.check(header)
        if user is None:
            guard.failed(name, address)
            raise errors.not_authorized()
        return user

    def named_console(request: Request, user: str) -> str:
        name = console_name(request.path_params["name"], user)
        if name is None:
            raise errors.bad_console_name(request.path_params["name"])
        return name

    async def issue(request: Request) -> Response:
        user = authorize(request)
        name = named_console(request, user)
        body: Any = parse_json(await read_body(request, limits), limits)
        if not isinstance(body, dict):
            raise errors.bad_content("Request body must be a JSON object")
        command = body.get("cmd")
        if not isinstance(command, str) or not command.strip():
            raise errors.missing_command()
        if len(command) > MAX_COMMAND:
            raise errors.command_too_long(MAX_COMMAND)
        target = body.get("system")
        if target is not None and str(target).upper() != system:
            raise errors.foreign_system(str(target)[:8], system)
        is_async = str(body.get("async", "N")).upper() == "Y"
        sol_key = Keyword.build(body.get("sol-key"), yes(body.get("solKeyReg")), "sol-key")
        wanted = services.plan(body)

        def run() -> tuple[str, list[str], int]:
            first = more.session(user, name).log.next_seq  # the command's own log entry
            more.note_issue(user, name, first)
            try:
                key, lines = classroom.issue(user, name, command)
            except StateSaveError as exc:  # the change was undone
                raise errors.state_not_saved(f"{exc.path.name}: {exc.reason}") from None
            if is_async:
                classroom.park(user, name, key, lines)
            return key, lines, first

        async with classroom.lock(user):
            key, lines, first = await run_in_threadpool(run)
        uri = f"{base}/zosmf/restconsoles/consoles/{request.path_params['name']}/solmsgs/{key}"
        result: dict[str, Any] = {"cmd-response-key": key, "cmd-response-url": public + uri,
                                  "cmd-response-uri": uri}
        if not is_async:
            result["cmd-response"] = frame(lines)
        if sol_key is not None:
            result["sol-key-detected"] = sol_key.search(lines) is not None
        if wanted is not None:
            await more.detect(user, name, request.path_params["name"], wanted, first, result, public)
        return JSONResponse(result)

    async def collect(request: Request) -> Response:
        user = authorize(request)
        name = named_console(request, user)
        async with classroom.lock(user):
            lines = classroom.collect(user, name, request.path_params["key"])
        # Never "sol-key-detected" here: the Zowe CLI would then poll for ever.
        return JSONResponse({"cmd-response": frame(lines)})

    async def info(request: Request) -> Response:
        authorize(request)
        return JSONResponse({
            "zosmf_saf_realm": "SAFRealm",
            "zosmf_port": str(classroom_port(public)),
            "zosmf_full_version": f"{ZOSMF_VERSION}.0",
            "plugins": [],
            "api_version": "1",
            "zos_version": ZOS_VERSION,
            "zosmf_version": ZOSMF_VERSION,
            "zosmf_hostname": public_host(public),
            "zconsole_version": __version__,
        })

    async def authenticate(request: Request) -> Response:
        if request.method == "DELETE":
            return more.logout(request)
        return more.login(request, basic(request))

    async def detection(request: Request) -> Response:
        user = authorize(request)
        return await more.detection_reply(user, named_console(request, user), request.path_params["key"])

    async def hardcopy(request: Request) -> Response:
        return await more.log_reply(request, authorize(request))

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, errors.ApiError)
        return exc.response()

    async def http_error(request: Request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException) and exc.status_code not in (404, 405):
            return errors.ApiError(exc.status_code, 1, 12, str(exc.detail)).response()
        return errors.no_match(request.method, request.url.path).response()

    async def crashed(request: Request, exc: Exception) -> Response:
        return errors.internal(type(exc).__name__).response()

    routes = [
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}", issue, methods=["PUT"]),
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}/solmsgs/{{key}}", collect, methods=["GET"]),
        Route(f"{base}/zosmf/info", info, methods=["GET"]),
        Route(f"{base}/zosmf/services/authenticate", authenticate, methods=["POST", "DELETE"]),
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}/detections/{{key}}", detection, methods=["GET"]),
        Route(f"{base}/zosmf/restconsoles/v1/log", hardcopy, methods=["GET"]),
    ]
    from zconsole.frontends.rest.drill_routes import drill_routes  # drills (issue 24): the classroom

    routes += drill_routes(classroom, authorize, base)
    return Starlette(
        routes=routes,
        middleware=[Middleware(CsrfGuard, system=system)],
        exception_handlers={errors.ApiError: api_error, HTTPException: http_error, Exception: crashed},
    )


def public_host(url: str) -> str:
    from urllib.parse import urlsplit

    return urlsplit(url).hostname or "localhost"


def classroom_port(url: str) -> int | str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return parts.port or (443 if parts.scheme == "https" else 80)
