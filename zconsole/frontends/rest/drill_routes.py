"""The classroom: drills over REST (start, command, progress) and the instructor's view (JSON, HTML).

Routes, under the server's base path:
  GET  /zconsole/drills                 the drills (name, title)
  POST /zconsole/drills/{name}          start that drill on a machine of the user's own
  PUT  /zconsole/drill                  {"cmd": "..."}: a line for the user's drill (.HINT too)
  GET  /zconsole/drill                  the user's drill progress
  GET  /zconsole/classroom              every user's drill progress (the --instructor user only)
  GET  /zconsole/classroom.html         the same as a plain server-rendered page
Authentication and the CSRF rule are the z/OSMF routes' own (app.py). Drill work takes the
user's turn as a console command does (turns.py): the user's seat, a lane and the command
deadline. Starting a drill builds a machine and plays its prelude, work that grows like a
big display's: it runs in the heavy lane, so a class starting drills at once queues there
and leaves the light lane to everyone else; a drill line runs in the lane its command
would (limits.HEAVY_COMMANDS).
"""

from __future__ import annotations

import html
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from zconsole.frontends.rest import errors, turns
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import HEAVY_COMMANDS, parse_json, read_body

MAX_LINE = 126  # as a console command


@attrs.define(eq=False)
class DrillRoom:
    """The drills of one server: who the instructor is, where extra drills come from, and
    each user's drill in progress (one a user; starting another replaces it)."""

    instructor: str | None = None
    folder: Path | None = None
    runs: dict[str, Any] = attrs.Factory(dict)  # user -> DrillSession
    guard: threading.Lock = attrs.Factory(threading.Lock)
    # serve --state FOLDER: each user's drill is saved in its drills/ folder after every
    # drill command and restored from it, so it outlives its machine and a restart
    saved: Path | None = None

    def saved_path(self, user: str) -> Path | None:
        """Where the user's drill is saved (None without --state)."""
        from urllib.parse import quote

        return None if self.saved is None else self.saved / "drills" / f"{quote(user, safe='@#$')}.json"

    def save(self, user: str, session: Any) -> None:
        """Save the user's drill (a worker thread, the user's lock held)."""
        path = self.saved_path(user)
        if path is not None:
            from zconsole.drills.saved import save

            path.parent.mkdir(mode=0o700, exist_ok=True)
            save(path, session, progress(user, session))

    def restore(self, user: str) -> Any:
        """The user's saved drill, back in the room; None if there is none (or it is damaged)."""
        path = self.saved_path(user)
        if path is None:
            return None
        from zconsole.drills.saved import restore
        from zconsole.drills.spec import DrillFileError

        try:
            session = restore(path, self.folder)
        except DrillFileError:
            return None
        if session is not None:
            with self.guard:
                self.runs[user] = session
        return session

    def saved_progress(self) -> dict[str, dict[str, Any]]:
        """Every saved drill's progress by user (the instructor's rows of users not held)."""
        if self.saved is None or not (self.saved / "drills").is_dir():
            return {}
        from urllib.parse import unquote

        from zconsole.drills.saved import progress_of

        found = {}
        for path in sorted((self.saved / "drills").glob("*-progress.json")):
            drill = path.with_name(path.name.removesuffix("-progress.json") + ".json")
            row = progress_of(drill)
            if row is not None:
                found[unquote(drill.stem)] = row
        return found

    def release(self, user: str) -> None:
        """Let the user's drill go (the classroom released the user's machine)."""
        with self.guard:
            self.runs.pop(user, None)

    def start(self, user: str, name: str) -> Any:
        """Start drill ``name`` for ``user`` (a worker thread, under the user's lock): its
        DrillSession, with the prelude run; DrillFileError if there is no such drill among
        the built-in ones and ``folder``'s (a drill name reaches no other file)."""
        from zconsole.drills.frontend import start as start_drill
        from zconsole.drills.library import listed_drill
        from zconsole.drills.spec import DrillFileError

        drill = listed_drill(name, self.folder)  # a name, never a path
        if drill is None:  # the same answer whatever files the server's folder holds
            raise DrillFileError(f"No drill named {name[:40]!r}: the drill list names them")
        session = start_drill(drill)
        with self.guard:
            self.runs[user] = session
        return session


_ROOMS: weakref.WeakKeyDictionary[Classroom, DrillRoom] = weakref.WeakKeyDictionary()


def open_room(classroom: Classroom, room: DrillRoom) -> None:
    """Give a classroom its drills (``zconsole serve`` does, before build_app). A user's
    drill goes when the classroom lets the user's machine go (idle, or its place wanted),
    so the drills held are bounded as the machines are (one a user, ``Limits.machines``)."""
    _ROOMS[classroom] = room
    classroom.released.append(room.release)


def room_of(classroom: Classroom) -> DrillRoom | None:
    """The classroom's drills, if it has any (the 3270 console starts them too)."""
    return _ROOMS.get(classroom)


def progress(user: str, session: Any) -> dict[str, Any]:
    """A user's drill as the instructor and the user read it: the debrief so far."""
    run = session.run
    data: dict[str, Any] = run.debrief().as_json()
    data["ended"] = run.ended  # None while the drill runs
    data["user"] = user
    data["time"] = f"{session.context.clock.now():%H.%M.%S}"
    return data


def drill_routes(classroom: Classroom, authorize: Callable[[Request], str], base: str,
                 lanes: Lanes) -> list[Route]:
    """The routes above, or none when the server has no drills (no DrillRoom opened)."""
    room = _ROOMS.get(classroom)
    if room is None:
        return []
    handlers = _Handlers(room, classroom, authorize, lanes)
    return [
        Route(f"{base}/zconsole/drills", handlers.listing, methods=["GET"]),
        Route(f"{base}/zconsole/drills/{{name}}", handlers.start, methods=["POST"]),
        Route(f"{base}/zconsole/drill", handlers.command, methods=["PUT"]),
        Route(f"{base}/zconsole/drill", handlers.mine, methods=["GET"]),
        Route(f"{base}/zconsole/classroom", handlers.class_json, methods=["GET"]),
        Route(f"{base}/zconsole/classroom.html", handlers.class_html, methods=["GET"]),
    ]


class _Handlers:
    """The classroom's request handlers; drills run on worker threads under the user's lock."""

    def __init__(self, room: DrillRoom, classroom: Classroom, authorize: Callable[[Request], str],
                 lanes: Lanes) -> None:
        self.room, self.classroom, self.authorize, self.lanes = room, classroom, authorize, lanes

    def instructor(self, request: Request) -> str:
        user = self.authorize(request)
        if self.room.instructor is None or user != self.room.instructor:
            raise errors.ApiError(403, 1, 403, "Only the instructor reads the classroom")
        return user

    async def listing(self, request: Request) -> Response:
        self.authorize(request)
        from zconsole.drills.library import drill_files
        from zconsole.drills.spec import DrillFileError, load_drill

        found = []
        for path in drill_files(self.room.folder):
            try:
                found.append({"name": path.stem, "title": load_drill(path).title})
            except DrillFileError:
                continue
        return JSONResponse({"drills": found})

    def begin(self, user: str, name: str) -> dict[str, Any]:
        """Start the drill for the user (a worker thread)."""
        from zconsole.drills.frontend import briefing_lines
        from zconsole.drills.spec import DrillFileError

        try:
            session = self.room.start(user, name)
        except DrillFileError as exc:
            raise errors.ApiError(404, 1, 404, str(exc)) from None
        opening = session.run.opening()
        self.room.save(user, session)
        return {"briefing": briefing_lines(session.run.drill), "lines": session.system.render_all(opening),
                "progress": progress(user, session)}

    async def start(self, request: Request) -> Response:
        user = self.authorize(request)
        name = request.path_params["name"]
        return JSONResponse(await turns.turn(self.classroom, self.lanes, user, lambda: self.begin(user, name),
                                             doing=f"drill {name[:40]}", heavy=True))

    async def command(self, request: Request) -> Response:
        user = self.authorize(request)
        limits = self.classroom.limits
        body: Any = parse_json(await read_body(request, limits), limits)
        line = body.get("cmd") if isinstance(body, dict) else None
        if not isinstance(line, str) or not line.strip():
            raise errors.missing_command()
        if len(line) > MAX_LINE:
            raise errors.command_too_long(MAX_LINE)

        def run() -> dict[str, Any]:
            # Looked up once the seat is held: taking it may release an idle machine, and
            # the drill with it, so a command never runs on a drill already let go; a drill
            # let go (or from before a restart) comes back from its saved progress.
            session = self.room.runs.get(user) or self.room.restore(user)
            if session is None:
                raise errors.ApiError(409, 1, 409, "No drill started: POST /zconsole/drills/{name} first")
            outcome = session.submit(line)
            self.room.save(user, session)
            return {"lines": session.system.render_all(outcome.messages), "progress": progress(user, session)}

        heavy = HEAVY_COMMANDS.match(line) is not None
        return JSONResponse(await turns.turn(self.classroom, self.lanes, user, run, doing=line, heavy=heavy))

    async def mine(self, request: Request) -> Response:
        user = self.authorize(request)
        session = self.room.runs.get(user)
        if session is not None:
            return JSONResponse(progress(user, session))
        from zconsole.drills.saved import progress_of

        path = self.room.saved_path(user)
        saved = None if path is None else await run_in_threadpool(progress_of, path)
        if saved is None:
            raise errors.ApiError(404, 1, 404, "No drill started")
        return JSONResponse(saved)

    def everyone(self) -> list[dict[str, Any]]:
        with self.room.guard:
            runs = dict(self.room.runs)
        rows = self.room.saved_progress()  # users whose machines were let go, or before a restart
        rows.update({user: progress(user, session) for user, session in runs.items()})
        return [rows[user] for user in sorted(rows)]

    def stuck(self) -> list[dict[str, Any]]:
        """The users whose command runs past its deadline (turns.py), longest first."""
        now = self.classroom.now()
        return [{"user": user, "doing": found.doing, "seconds": int(now - found.since)}
                for user, found in sorted(self.classroom.stuck.items(), key=lambda item: item[1].since)]

    async def class_json(self, request: Request) -> Response:
        self.instructor(request)
        users = await run_in_threadpool(self.everyone)  # saved progress is read from files
        return JSONResponse({"instructor": self.room.instructor, "users": users, "stuck": self.stuck()})

    async def class_html(self, request: Request) -> Response:
        self.instructor(request)
        return HTMLResponse(page(await run_in_threadpool(self.everyone), self.stuck()))


# C0 and C1 controls and DEL, shown as \xNN: raw, a browser drops or mangles them, and a
# user's text could hide what it says
_CONTROLS = {code: f"\\x{code:02x}" for code in (*range(0x20), *range(0x7F, 0xA0))}


def e(text: object) -> str:
    """Text for the page: HTML-escaped, control characters visible as \\xNN."""
    return html.escape(str(text).translate(_CONTROLS))


def page(users: list[dict[str, Any]], stuck: list[dict[str, Any]] | None = None) -> str:
    """The instructor's page: one row a user, plain HTML, no script, no build step; above
    it, the users whose command runs past its deadline."""
    rows = []
    for u in users:
        met = sum(1 for o in u["objectives"] if o["met"])
        objectives = "<br>".join(f"{'&#10003;' if o['met'] else '&#10007;'} {e(o['text'])}"
                                 for o in u["objectives"])
        mistakes = "<br>".join(f"-{m['penalty']} {e(m['text'])}" for m in u["mistakes"]) or "none"
        rows.append(
            f"<tr><td>{e(u['user'])}</td><td>{e(u['drill'])}</td><td>{e(u['ended'] or 'running')}</td>"
            f"<td>{met} of {len(u['objectives'])}<br>{objectives}</td><td>{mistakes}</td>"
            f"<td>{u['commands']}</td><td>{u['hints']}</td><td>{e(u['time'])}</td>"
            f"<td class=score>{u['score']}</td></tr>")
    body = "\n".join(rows) or "<tr><td colspan=9>No drill started yet</td></tr>"
    held = "".join(f"<li>{e(s['user'])}: <code>{e(s['doing'])}</code> still running after {s['seconds']} "
                   "seconds (the user's machine takes no command until it ends)</li>" for s in stuck or ())
    stuck_list = f"<h2>Stuck</h2><ul id=stuck>{held}</ul>\n" if held else ""
    return f"""<!doctype html>
<html lang=en><head><meta charset=utf-8><title>zconsole classroom</title>
<style>body{{font-family:monospace}} table{{border-collapse:collapse}}
td,th{{border:1px solid #888;padding:4px;vertical-align:top}}</style>
</head><body><h1>zconsole classroom</h1>
{stuck_list}<table id=progress><thead><tr><th>user</th><th>drill</th><th>state</th><th>objectives met</th>
<th>mistakes</th><th>commands</th><th>hints</th><th>console time</th><th>score</th></tr></thead>
<tbody>
{body}
</tbody></table></body></html>
"""
