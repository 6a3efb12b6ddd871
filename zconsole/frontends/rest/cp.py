"""The CP console over REST: `PUT /zconsole/zvm/cp` with `{"cmd": ...}` -> `{"lines": [...], "rc": n}`.

z/VM has no z/OSMF; what automation uses is `vmcp` (a CP command in, its response lines
and return code out), so that is the shape. Each user (HTTP Basic, checked against
--users like the z/OS consoles; anyone on loopback when none are configured) gets a
console of its own on a machine of its own, made on first use. A body is read up to
MAX_BODY bytes and a command is at most CP's 240 characters; consoles are at most
MAX_CONSOLES: memory is bounded whatever a client sends. The app knows nothing of z/VM:
it is handed ``make_console(user)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from zconsole.frontends.rest.users import Users

MAX_BODY = 4096
MAX_COMMAND = 240  # DOC: the longest CP command line (DIAGNOSE X'08', cpcmd's limit)
MAX_CONSOLES = 256
PATH = "/zconsole/zvm/cp"


class CpReply(Protocol):
    response: tuple[str, ...]
    rc: int


class CpConsole(Protocol):
    def submit(self, text: str) -> Any: ...


def _error(status: int, reason: str) -> JSONResponse:
    return JSONResponse({"reason": reason}, status_code=status)


def cp_app(make_console: Callable[[str], CpConsole], users: Users, base: str = "") -> Starlette:
    """The app serving PATH (under ``base``)."""
    consoles: dict[str, CpConsole] = {}

    async def put_cp(request: Request) -> Response:
        user = users.check(request.headers.get("authorization"))
        if user is None:
            return Response(status_code=401, headers={"WWW-Authenticate": 'Basic realm="zconsole"'})
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                return _error(413, f"the body is longer than {MAX_BODY} bytes")
        try:
            data = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            return _error(400, "the body is not JSON")
        command = data.get("cmd") if isinstance(data, dict) else None
        if not isinstance(command, str):
            return _error(400, 'the body must be {"cmd": "a CP command"}')
        if len(command) > MAX_COMMAND or "\n" in command or "\r" in command:
            return _error(400, f"a CP command is one line of at most {MAX_COMMAND} characters")
        console = consoles.get(user)
        if console is None:
            if len(consoles) >= MAX_CONSOLES:
                return _error(503, f"{MAX_CONSOLES} consoles are in use")
            console = consoles[user] = make_console(user)
        reply = console.submit(command)
        return JSONResponse({"lines": list(reply.response), "rc": reply.rc})

    return Starlette(routes=[Route(base + PATH, put_cp, methods=["PUT"])])
