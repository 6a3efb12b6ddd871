"""A drill started for a 3270 screen's user, whichever screen (z/OS's MCS console, the CP
or VSE line screen): by the screen's own starter (``zconsole drill NAME --tn3270``), else
in the classroom's drill room, as REST starts one; a drill the server does not have, or a
server without drills, is REST's 404 in the API error shape."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.frontends.rest import errors

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.drills.run import DrillSession
    from zconsole.frontends.rest.consoles import Classroom


def start_drill(starter: Callable[[str], DrillSession] | None, classroom: Classroom, user: str,
                name: str) -> DrillSession:
    """Drill ``name`` started for ``user``; errors.ApiError (404) when it cannot be."""
    from zconsole.drills.spec import DrillFileError
    from zconsole.frontends.rest.drill_routes import room_of

    room = room_of(classroom)
    try:
        if starter is not None:
            return starter(name)
        if room is not None:
            started: DrillSession = room.start(user, name)
            return started
    except DrillFileError:
        raise errors.ApiError(404, 1, 404, f"No drill {name[:20]}") from None
    raise errors.ApiError(404, 1, 404, "No drills on this server")
