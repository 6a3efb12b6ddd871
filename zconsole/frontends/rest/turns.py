"""A user's turn on their machine: the user's seat taken, the work run in a lane under the
command deadline; a command past it is answered 503 and runs on, holding the seat (so
the machine takes no other command meanwhile) until it ends."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.consoles import Classroom, Seat, Stuck
from zconsole.frontends.rest.lanes import Lanes, Overdue

T = TypeVar("T")

_finishing: set[asyncio.Task[None]] = set()  # the tasks that free a seat when its command ends


async def turn(classroom: Classroom, lanes: Lanes, user: str, func: Callable[[], T], *, doing: str,
               heavy: bool = False, at_once: Callable[[], bool] | None = None) -> T:
    """``func()`` for ``user``, under the user's seat: on the event loop when ``at_once()``
    says so once the seat is held (a cheap command), else in a lane (heavy or light) with
    ``Limits.command_deadline``, taking turns with the other users there (lanes.py).
    ``doing`` names the work for the 503 and the instructor."""
    seat: Seat | None = classroom.lock(user)
    assert seat is not None
    await seat.__aenter__()
    try:
        if at_once is not None and at_once():
            return func()
        return await lanes.run(func, heavy=heavy, deadline=classroom.limits.command_deadline, owner=user)
    except Overdue as late:
        classroom.stuck[user] = Stuck(doing, classroom.now())
        task = asyncio.ensure_future(_free_when_done(classroom, user, seat, late.future))
        _finishing.add(task)
        task.add_done_callback(_finishing.discard)
        seat = None  # the task frees it
        raise errors.command_overdue(doing, classroom.limits.command_deadline) from None
    finally:
        if seat is not None:
            await seat.__aexit__(None, None, None)


async def _free_when_done(classroom: Classroom, user: str, seat: Seat, work: asyncio.Future[Any]) -> None:
    try:
        await asyncio.wait([work])
        if not work.cancelled():
            work.exception()  # its result or error was the 503's business: nobody waits for it
    finally:
        classroom.stuck.pop(user, None)
        await seat.__aexit__(None, None, None)
