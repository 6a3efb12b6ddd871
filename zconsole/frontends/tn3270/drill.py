"""``zconsole drill NAME --tn3270 PORT``: one drill served on a 3270 port of the loopback
address. Each connection plays the drill on a machine of its own, without a logon (the
drill command's console is its user's, as in the shell): the briefing a screen at a time,
the console of the drill's system on its machine (z/OS's MCS console, z/VM's CP screen,
VSE's console), the debrief when the drill ends, then the console
again until the emulator disconnects. The drill's clock runs from the prelude's end (at
``--speed``, else the drill file's pace), so a time limit runs out while nobody types.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import sys
from typing import TYPE_CHECKING

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.consoles import Classroom, WorkspaceError
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.tn3270.line_screen import LineScreen
from zconsole.frontends.tn3270.mcs import McsScreen
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.server import Screen, Tn3270Server, TnLimits
from zconsole.systems.registry import system_named

if TYPE_CHECKING:
    from zconsole.console.session import Session
    from zconsole.drills.run import DrillSession
    from zconsole.drills.spec import Drill

HOST = "127.0.0.1"  # a drill is one trainee's: served on loopback only


def no_machine(user: str) -> Session:
    """A drill screen works on its drill's machine and never asks the classroom for one."""
    raise WorkspaceError("a drill's console has no machine besides the drill's")


def drill_server(drill: Drill, speed: float | None, limits: TnLimits | None = None,
                 code_page: str = "cp037") -> Tn3270Server:
    """The server: each connection's first screen is the drill's briefing."""
    from zconsole.drills.frontend import run_clock, start

    classroom = Classroom(no_machine, Limits())
    lanes = Lanes(classroom.limits.heavy_lane, classroom.limits.light_lane)
    numbers = itertools.count(1)

    def starter(name: str) -> DrillSession:
        session = start(drill)
        run_clock(session, speed)
        return session

    kind = system_named(drill.system).screen  # the drill's system's console

    async def first(terminal: Terminal, address: str) -> Screen:
        user = f"DRILL{next(numbers):03d}"  # a seat of its own: one machine a connection
        screen: McsScreen | LineScreen
        if kind == "mcs":
            screen = McsScreen(user, classroom, lanes, terminal, starter=starter)
        else:
            screen = LineScreen(user, classroom, lanes, terminal, kind, starter=starter)
        try:
            return await screen.open_drill(drill.path.stem)
        except errors.ApiError as exc:  # too many at once: the connection ends, said why
            raise ConnectionError(exc.reason) from None

    return Tn3270Server(first, limits or TnLimits(), code_page)


def drill_tn3270_main(name: str, folder: str | None, speed: float | None, port: int) -> int:
    """The drill named (or a drill file) checked, its prelude played once, then served;
    2 with a message (as `zconsole drill`'s) when it cannot be."""
    from pathlib import Path

    from zconsole.drills.frontend import start
    from zconsole.drills.library import find_drill
    from zconsole.drills.spec import DrillFileError
    from zconsole.session_options import MAX_SPEED

    where = Path(folder) if folder else None
    if where is not None and not where.is_dir():
        return _fail(f"--folder {folder}: not a folder")
    if speed is not None and not 0 < speed <= MAX_SPEED:
        return _fail(f"--speed: {speed:g} is not a pace above 0 and at most {MAX_SPEED}")
    try:
        drill = find_drill(name, where)
        start(drill)  # a drill whose machine or prelude fails says so before anyone connects
    except DrillFileError as exc:
        return _fail(str(exc))
    return serve_drill(drill, port, speed)


def _fail(text: str) -> int:
    sys.stderr.write(f"zconsole: {text}\n")
    return 2


def serve_drill(drill: Drill, port: int, speed: float | None) -> int:
    """Serve ``drill`` on ``port`` until interrupted; 1 with a message when the port cannot be had."""
    from zconsole.frontends.rest.serve import bind, url_of

    try:
        sock = bind(HOST, port)
    except OSError as exc:
        sys.stderr.write(f"zconsole: {HOST}:{port}: cannot listen: {exc.strerror or exc}\n")
        return 1
    sys.stderr.write(f"zconsole: serving drill {drill.path.stem} on {url_of(sock, 'tn3270')}\n")
    sys.stderr.flush()
    server = drill_server(drill, speed)

    async def run() -> None:
        started = await server.start(sock)
        await started.serve_forever()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())
    return 0

