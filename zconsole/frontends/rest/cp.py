"""The CP console over REST: `PUT /zconsole/zvm/cp` with `{"cmd": ...}` -> `{"lines": [...], "rc": n}`.

z/VM has no z/OSMF; what automation uses is `vmcp` (a CP command in, its response lines
and return code out), so that is the shape. Each user (HTTP Basic, checked against
--users like the z/OS consoles; anyone on loopback when none are configured) gets a
console of its own on a machine of its own, made on first use. A body is read up to
MAX_BODY bytes and a command is at most CP's 240 characters; consoles are at most
MAX_CONSOLES: memory is bounded whatever a client sends. The app knows nothing of z/VM:
it is handed ``make_session(user)``, a Session of the system, whose messages say which
part of the exchange they are (``role``: the echo, a response, the end line, a line that
arrived by itself) and their return code (``rc``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from zconsole.frontends.rest.users import Users

if TYPE_CHECKING:
    from zconsole.console.message import Messages
    from zconsole.console.session import Session
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.lanes import Lanes

MAX_BODY = 4096
MAX_COMMAND = 240  # DOC: the longest CP command line (DIAGNOSE X'08', cpcmd's limit)
MAX_CONSOLES = 256
PATH = "/zconsole/zvm/cp"


def vmcp_reply(session: Session, messages: Messages) -> dict[str, Any]:
    """What vmcp returns for a line: the response lines (no echo, no Ready line, no line
    that arrived by itself) and the return code (the Ready line's, else an error's)."""
    lines: list[str] = []
    rc = end = 0
    for message in messages:
        role = getattr(message, "role", "response")
        if role == "response":
            lines.extend(session.system.render_all((message,)))
            rc = max(rc, getattr(message, "rc", 0))
        elif role == "end":
            end = getattr(message, "rc", 0)
    return {"lines": lines, "rc": end or rc}


def _error(status: int, reason: str) -> JSONResponse:
    return JSONResponse({"reason": reason}, status_code=status)


def cp_app(
    make_session: Callable[[str], Session],
    users: Users,
    base: str = "",
    path: str = PATH,
    reply: Callable[[Session, Any], dict[str, Any]] | None = None,
    max_command: int = MAX_COMMAND,
    classroom: Classroom | None = None,
    lanes: Lanes | None = None,
) -> Starlette:
    """The app serving ``path`` (under ``base``): z/VM's CP console by default; another
    line console (VSE's, frontends/rest/vse.py) gives its path, its ``reply`` of an
    outcome and its longest line. With a ``classroom`` (the 3270 console's too), a user's
    console is their machine's there, and a command takes its turn as the z/OS console's
    do (rest/turns.py: the user's seat, a lane of ``lanes``, the command deadline, 503)."""
    answer = reply or (lambda session, outcome: vmcp_reply(session, outcome.messages))
    consoles: dict[str, Session] = {}

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
        if len(command) > max_command or "\n" in command or "\r" in command:
            return _error(400, f"a command is one line of at most {max_command} characters")
        if classroom is not None:
            return await _turn(classroom, lanes, user, command, answer)
        console = consoles.get(user)
        if console is None:
            if len(consoles) >= MAX_CONSOLES:
                return _error(503, f"{MAX_CONSOLES} consoles are in use")
            console = consoles[user] = make_session(user)
        outcome = console.submit(command)
        return JSONResponse(answer(console, outcome))

    return Starlette(routes=[Route(base + path, put_cp, methods=["PUT"])])


async def _turn(classroom: Classroom, lanes: Lanes | None, user: str, command: str,
                answer: Callable[[Session, Any], dict[str, Any]]) -> Response:
    from zconsole.frontends.rest import errors, turns
    from zconsole.frontends.rest.lanes import Lanes

    def run() -> dict[str, Any]:
        session = classroom.workspace(user).first
        return answer(session, session.submit(command))

    try:
        found = await turns.turn(classroom, lanes or Lanes(classroom.limits.heavy_lane), user, run,
                                 doing=command)
    except errors.ApiError as exc:  # past the deadline, too many users, a damaged state file
        return _error(exc.status, exc.reason)
    return JSONResponse(found)
