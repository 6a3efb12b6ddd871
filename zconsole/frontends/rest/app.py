"""The z/OSMF REST console API on Starlette: issue a command, collect replies, /zosmf/info.

Endpoints (under an optional base path), as zosmf-console-api.md describes them:
  PUT /zosmf/restconsoles/consoles/{name}                 issue (sync, or async with "async":"Y")
  GET /zosmf/restconsoles/consoles/{name}/solmsgs/{key}   collect: new lines, then ""
  GET /zosmf/info                                         server information
and the services of services.py: token login, detections and the hardcopy log.
Errors are {"return-code", "reason-code", "reason"}; 401 carries WWW-Authenticate.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from zconsole import __version__
from zconsole.frontends.rest import errors, services
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.detect import Keyword, yes
from zconsole.frontends.rest.framing import frame
from zconsole.frontends.rest.users import Users

MAX_COMMAND = 126  # z/OSMF and MCS consoles: a command is at most 126 characters
MAX_BODY = 64 * 1024
CSRF = "X-CSRF-ZOSMF-HEADER"
REALM = 'Basic realm="zosmf"'
ZOS_VERSION, ZOSMF_VERSION = "04.27.00", "27"  # answered by /zosmf/info: z/OS 2.5-like


def error(status: int, rc: int, reason_code: int, reason: str, **headers: str) -> JSONResponse:
    body = {"return-code": rc, "reason-code": reason_code, "reason": reason}
    return JSONResponse(body, status_code=status, headers=headers or None)


def build_app(classroom: Classroom, users: Users, base_path: str = "", system: str = "SYS1",
              extra: services.Services | None = None) -> Starlette:
    """The ASGI application; ``classroom`` holds every user's machine."""
    base = "/" + base_path.strip("/") if base_path.strip("/") else ""
    more = extra or services.Services(classroom, system, base)

    def authorize(request: Request) -> str | Response:
        token_user = more.token_user(request)
        if token_user is not None:
            return token_user
        user = users.check(request.headers.get("authorization"))
        if user is None:
            return error(401, 1, 401, "Authentication failed: user or password not valid",
                         **{"WWW-Authenticate": REALM})
        return user

    async def issue(request: Request) -> Response:
        user = authorize(request)
        if isinstance(user, Response):
            return user
        if CSRF.lower() not in request.headers:
            return error(403, 1, 403, f"The {CSRF} header is required (any value)")
        name = console_name(request.path_params["name"], user)
        if name is None:
            return error(400, 1, 14, f"Console name {request.path_params['name']!r} is not valid: 2-8 "
                         "characters, the first not a digit, or defcn")
        raw = await request.body()
        if len(raw) > MAX_BODY:
            return error(400, 1, 12, "Request body too large")
        try:
            body: Any = json.loads(raw or b"null")
        except (ValueError, UnicodeDecodeError):
            return error(400, 1, 12, "Request body is not valid JSON")
        if not isinstance(body, dict):
            return error(400, 1, 12, "Request body must be a JSON object")
        command = body.get("cmd")
        if not isinstance(command, str) or not command.strip():
            return error(400, 1, 13, "Property cmd is missing or empty")
        if len(command) > MAX_COMMAND:
            return error(400, 1, 17, f"Command is longer than {MAX_COMMAND} characters")
        target = body.get("system")
        if target is not None and str(target).upper() != system:
            return error(400, 1, 5, f"System {str(target)[:8]} is not this system ({system})")
        sol_key = Keyword.build(body.get("sol-key"), yes(body.get("solKeyReg")), "sol-key")
        wanted = services.plan(body)
        first = classroom.workspace(user).console(name).session.log.next_seq
        more.note_issue(user, name, first)
        key, lines = classroom.issue(user, name, command)
        uri = f"{base}/zosmf/restconsoles/consoles/{request.path_params['name']}/solmsgs/{key}"
        result: dict[str, Any] = {
            "cmd-response-key": key,
            "cmd-response-url": f"{request.url.scheme}://{request.url.netloc}{uri}",
            "cmd-response-uri": uri,
        }
        if str(body.get("async", "N")).upper() == "Y":
            classroom.park(user, name, key, lines)
        else:
            result["cmd-response"] = frame(lines)
        if sol_key is not None:
            result["sol-key-detected"] = sol_key.search(lines) is not None
        if wanted is not None:
            public = f"{request.url.scheme}://{request.url.netloc}"
            await more.detect(user, name, request.path_params["name"], wanted, first, result, public)
        return JSONResponse(result)

    async def collect(request: Request) -> Response:
        user = authorize(request)
        if isinstance(user, Response):
            return user
        name = console_name(request.path_params["name"], user)
        if name is None:
            return error(400, 1, 14, f"Console name {request.path_params['name']!r} is not valid")
        # Never "sol-key-detected" here: the Zowe CLI would then poll for ever.
        lines = classroom.collect(user, name, request.path_params["key"])
        return JSONResponse({"cmd-response": frame(lines)})

    async def info(request: Request) -> Response:
        user = authorize(request)
        if isinstance(user, Response):
            return user
        return JSONResponse({
            "zosmf_saf_realm": "SAFRealm",
            "zosmf_port": str(request.url.port or ""),
            "zosmf_full_version": f"{ZOSMF_VERSION}.0",
            "plugins": [],
            "api_version": "1",
            "zos_version": ZOS_VERSION,
            "zosmf_version": ZOSMF_VERSION,
            "zosmf_hostname": request.url.hostname or "localhost",
            "zconsole_version": __version__,
        })

    async def authenticate(request: Request) -> Response:
        if request.method == "DELETE":
            return more.logout(request)
        user = users.check(request.headers.get("authorization"))
        if user is None:
            return error(401, 1, 401, "Authentication failed: user or password not valid",
                         **{"WWW-Authenticate": REALM})
        return more.login(request, user)

    async def detection(request: Request) -> Response:
        user = authorize(request)
        if isinstance(user, Response):
            return user
        name = console_name(request.path_params["name"], user)
        if name is None:
            return error(400, 1, 14, f"Console name {request.path_params['name']!r} is not valid")
        return more.detection_reply(user, name, request.path_params["key"])

    async def hardcopy(request: Request) -> Response:
        user = authorize(request)
        if isinstance(user, Response):
            return user
        return more.log_reply(request, user)

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, errors.ApiError)
        return exc.response()

    async def no_match(request: Request, exc: Exception) -> Response:
        return error(400, 1, 3, f"No match for method {request.method} and pathInfo='{request.url.path}'")

    routes = [
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}", issue, methods=["PUT"]),
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}/solmsgs/{{key}}", collect, methods=["GET"]),
        Route(f"{base}/zosmf/info", info, methods=["GET"]),
        Route(f"{base}/zosmf/services/authenticate", authenticate, methods=["POST", "DELETE"]),
        Route(f"{base}/zosmf/restconsoles/consoles/{{name}}/detections/{{key}}", detection, methods=["GET"]),
        Route(f"{base}/zosmf/restconsoles/v1/log", hardcopy, methods=["GET"]),
    ]
    return Starlette(routes=routes, exception_handlers={404: no_match, 405: no_match,
                                                        errors.ApiError: api_error})
