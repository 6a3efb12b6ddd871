"""The z/OSMF services beyond issue and collect: token login, detections and the hardcopy log.

Kept apart from app.py (which only registers the routes) so each piece can be read alone:
  POST   /zosmf/services/authenticate                    Basic in, LtpaToken2 + jwtToken cookies out
  DELETE /zosmf/services/authenticate                    log out (the cookies end)
  GET    /zosmf/restconsoles/consoles/{name}/detections/{key}   waiting / detected / expired
  GET    /zosmf/restconsoles/v1/log                      the hardcopy log (log.py)
and the detection part of an issue (``unsol-key``), armed after the command ran.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import attrs
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from zconsole.console.hardcopy import HARDCOPY_ENTRIES, Hardcopy
from zconsole.console.session import Session
from zconsole.frontends.rest import errors, kept, log, turns
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.detect import (
    Detection,
    Detections,
    Keyword,
    seconds,
    yes,
)
from zconsole.frontends.rest.framing import frame
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.tokens import COOKIES, Tokens

POLL_SECONDS = 0.2  # how often a waiting sync detection lets the machine run and looks again


@attrs.frozen
class Plan:
    """What an issue's body asks to detect: the keyword, sync or not, and for how long."""

    keyword: Keyword
    sync: bool
    wait: int


def plan(body: dict[str, Any], limits: Limits) -> Plan | None:
    """The detection an issue body arms, if any (refusals raise ApiError before the command runs)."""
    keyword = Keyword.build(body.get("unsol-key"), yes(body.get("unsolKeyReg")), "unsol-key")
    if keyword is None:
        return None
    if yes(body.get("unsol-detect-sync")):
        return Plan(keyword, True, seconds(body, "unsol-detect-timeout", limits.detect_wait))
    return Plan(keyword, False, seconds(body, "detect-time", limits.detect_wait))


@attrs.define(eq=False)
class Services:
    """Token logins, detections and console names of log entries, for one server."""

    classroom: Classroom
    system: str
    base: str = ""
    tokens: Tokens = attrs.Factory(Tokens)
    detections: Detections = attrs.Factory(Detections)
    monotonic: Callable[[], float] = time.monotonic
    sleep: Callable[[float], Any] = anyio.sleep
    # which console issued each logged command, per user (bounded as the log is)
    issuers: dict[str, OrderedDict[int, str]] = attrs.Factory(dict)
    lanes: Lanes = attrs.field(default=None)  # the classroom's limits size its heavy lane

    def __attrs_post_init__(self) -> None:
        if self.lanes is None:
            self.lanes = Lanes(self.classroom.limits.heavy_lane, self.classroom.limits.light_lane)
        # what detections keep counts in each user's budget; a released machine takes
        # its user's detections and console names along
        self.classroom.held_elsewhere = self.detections.held
        self.classroom.released.append(self.forget)

    def forget(self, user: str) -> None:
        self.detections.forget(user)
        self.issuers.pop(user, None)

    # --- token login --------------------------------------------------------------------

    def login(self, request: Request, user: str) -> Response:
        found = self.tokens.login(user)
        if found is None:
            raise errors.too_many_logins(self.tokens.max_logins)
        response = Response(status_code=200)
        secure = request.url.scheme == "https"
        for name, value in (("LtpaToken2", found.ltpa), ("jwtToken", found.jwt)):
            response.set_cookie(name, value, path="/", secure=secure, httponly=True, samesite="strict")
        # Spelled "Set-Cookie" as z/OSMF (Liberty) spells it: the IBM Ansible collection looks
        # the header up in a plain dict of the response headers, where case matters.
        response.raw_headers[:] = [(b"Set-Cookie" if name == b"set-cookie" else name, value)
                                   for name, value in response.raw_headers]
        return response

    def logout(self, request: Request) -> Response:
        login = self.tokens.find(request.cookies)
        if login is None:
            raise errors.token_not_valid()
        self.tokens.logout(login)
        response = Response(status_code=204)
        for name in COOKIES:
            response.delete_cookie(name, path="/")
        return response

    def session(self, user: str, console: str) -> Session:
        """A user's console session (call under the user's lock, on a worker thread)."""
        return self.classroom.workspace(user).console(console, self.classroom.limits).session

    # --- detections ---------------------------------------------------------------------

    def note_issue(self, user: str, console: str, seq: int, console_log: Hardcopy | None = None) -> None:
        """Remember which console issued the command logged as ``seq`` (``console_log``:
        that console's, when the caller has it at hand)."""
        mine = self.issuers.get(user)
        if mine is None:  # (not setdefault: it would build a dict on every call)
            mine = self.issuers[user] = OrderedDict()
        mine[seq] = console
        if console_log is None:
            console_log = self.session(user, console).log
        oldest = console_log.oldest_seq() or seq
        while mine and (next(iter(mine)) < oldest or len(mine) > HARDCOPY_ENTRIES):
            mine.popitem(last=False)

    async def detect(self, user: str, console: str, url_name: str, wanted: Plan, first: int,
                     result: dict[str, Any], public: str,
                     gone: Callable[[], Awaitable[bool]] | None = None) -> None:
        """Arm the detection from log entry ``first`` (the command's) on; sync waits (until
        found, its time is up, or the client is ``gone``), async hands back its key."""
        detection = self.detections.arm(user, console, wanted.keyword, self.session(user, console).log,
                                        first - 1, self.monotonic() + wanted.wait)
        if not wanted.sync:
            uri = f"{self.base}/zosmf/restconsoles/consoles/{url_name}/detections/{detection.key}"
            result.update({"detection-key": detection.key, "detection-url": public + uri,
                           "detection-uri": uri})
            return
        while await self.look(user, console, detection) == "waiting":
            if gone is not None and await gone():
                return  # nobody to answer: the wait ends with its client
            await self.sleep(POLL_SECONDS)
        detected = detection.status == "detected"
        result.update({"status": "detected" if detected else "timeout", "msg": detection.msg})

    async def look(self, user: str, console: str, detection: Detection) -> str:
        """Let the user's machine run to the console's time, then check the detection
        (under the user's lock, on a worker thread, as every command runs)."""

        def run() -> str:
            self.session(user, console).tick()
            self.classroom.trim(user, self.classroom.workspace(user))
            return detection.check(self.monotonic(), frame)

        return await turns.turn(self.classroom, self.lanes, user, run, doing=f"detection {detection.key}")

    async def detection_reply(self, user: str, console: str, key: str) -> Response:
        detection = self.detections.find(user, console, key)
        if detection is None:
            raise errors.unknown_detection(key)
        status = await self.look(user, console, detection)
        return JSONResponse({"status": status, "msg": detection.msg})

    # --- the hardcopy log ---------------------------------------------------------------

    async def log_reply(self, request: Request, user: str) -> Response:
        params = dict(request.query_params)

        def run() -> bytes:
            workspace = self.classroom.workspace(user)
            session = workspace.first
            session.tick()  # messages due by now are in the log before it is read
            self.classroom.trim(user, workspace)
            now = session.context.clock.now()
            start, end, source, sys_name = log.query(params, now, self.system)
            entries = list(session.log) if sys_name == self.system else []
            backward = params.get("direction", "backward").strip().lower() == "backward"
            issuers = dict(self.issuers.get(user, OrderedDict()))
            found = log.reply(entries, issuers, start, end, source, self.system, backward, now,
                              console_name("defcn", user) or "", self.classroom.limits.log_reply_bytes)
            return kept.body_bytes(found, None, {})  # the JSON is built here, not on the event loop

        return Response(await turns.turn(self.classroom, self.lanes, user, run, doing="the log"),
                        media_type="application/json")

