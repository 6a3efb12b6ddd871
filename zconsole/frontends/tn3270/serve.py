"""The 3270 console wired to the classroom: a logon screen, then the user's own machine.

The same Classroom as the REST server's when both run (one machine and one lock per
user, so an instructor's REST calls and the trainee's 3270 screen meet on one machine).
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import LoginThrottle
from zconsole.frontends.rest.users import Users
from zconsole.frontends.tn3270.logon import LogonRefused, LogonScreen
from zconsole.frontends.tn3270.mcs import McsScreen
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.server import Screen, Tn3270Server, TnLimits


def build_server(classroom: Classroom, users: Users, system: str, limits: TnLimits | None = None,
                 code_page: str = "cp037", *, screen: str = "mcs", lanes: Lanes | None = None,
                 clock: Callable[[], float] = time.monotonic) -> Tn3270Server:
    """The 3270 server of a classroom: each connection starts at the logon screen, then
    the console ``screen`` of the classroom's system is (its System's ``screen``: ``mcs``,
    ``cp`` or ``line``). ``lanes``: the REST server's, when both serve one classroom;
    ``clock``: the screens' time in seconds (the MCS roll, CP's MORE...), a fake in tests."""
    lanes = lanes or Lanes(classroom.limits.heavy_lane, classroom.limits.light_lane)

    async def opener(user: str, terminal: Terminal, drill: str) -> Screen:
        try:
            if screen != "mcs":
                from zconsole.frontends.tn3270.line_screen import LineScreen

                line = LineScreen(user, classroom, lanes, terminal, screen, clock)
                return await (line.open_drill(drill) if drill else line.open())
            mcs = McsScreen(user, classroom, lanes, terminal, clock=clock)
            if drill:
                return await mcs.open_drill(drill)
            return await mcs.open()
        except errors.ApiError as exc:  # too many users, a damaged state file
            raise LogonRefused(exc.reason.upper()) from None

    throttle = LoginThrottle(classroom.limits)  # failed logons per user and address, as REST's

    async def first(terminal: Terminal, address: str) -> Screen:
        return LogonScreen(users, opener, terminal, system, throttle, address)

    return Tn3270Server(first, limits or TnLimits(), code_page)


def bind(host: str, port: int) -> socket.socket:
    """The listening socket (as the REST server binds its own)."""
    from zconsole.frontends.rest.serve import bind as bind_rest

    return bind_rest(host, port)
