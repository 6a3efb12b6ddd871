"""The screen: messages as the rows a 3270 shows them, for one console.

On a CP READ console every row starts with the time it was written (REAL); an intensified
message starts one column in, the attribute byte's blank; a row longer than 80 columns
goes on in the next one (REAL, the IPL screens). What is written is fixed when it is
written (EMSG, the time), as on a real console.
"""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from zconsole.systems.zvm.messages.catalog import CATALOG
from zconsole.systems.zvm.messages.render import render, return_code
from zconsole.systems.zvm.messages.said import ARRIVED, ECHO, END, RESPONSE, Said, Written, said


class Context(Protocol):
    """What the screen needs of a console: its mode, its user's EMSG, its time."""

    @property
    def cp_read(self) -> bool: ...
    @property
    def emsg(self) -> str: ...
    def now(self) -> dt.datetime: ...


SCREEN_WIDTH = 80  # REAL: a 3270 model 2's rows


def hhmmss(moment: dt.datetime) -> str:
    return f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"


def wrapped(row: str) -> list[str]:
    if len(row) <= SCREEN_WIDTH:
        return [row]
    return [row[i : i + SCREEN_WIDTH] for i in range(0, len(row), SCREEN_WIDTH)]


def written(message: Said, ctx: Context, role: str = RESPONSE) -> Written:
    """``message`` as this console's screen shows it."""
    highlight = " " if CATALOG[message.key].highlight else ""
    stamp = hhmmss(message.at or ctx.now()) + " " if ctx.cp_read else ""
    rows: list[str] = []
    for line in render(message, ctx.emsg):
        rows.extend(wrapped(f"{highlight}{stamp}{line}".rstrip()))
    return Written(message, tuple(rows), ARRIVED if message.unsolicited else role, return_code(message))


def echo(text: str, ctx: Context) -> Written:
    """The line as typed, as CP echoes it (stamped on a CP READ console; an empty line
    there is its time alone; CMS echoes nothing for an empty line)."""
    line = text.rstrip()
    if not line.strip():
        rows = [hhmmss(ctx.now())] if ctx.cp_read else []
        return Written(said("ECHO", text=""), tuple(rows), ECHO)
    return written(said("ECHO", text=line), ctx, ECHO)


def ready(rc: int, ctx: Context) -> Written:
    """CMS's end line: `Ready;` or `Ready(nnnnn);` with the return code (REAL)."""
    mark = "Ready;" if rc == 0 else f"Ready({rc:05d});"
    message = said("READY", ready=mark, time=hhmmss(ctx.now()))
    return Written(message, tuple(render(message)), END, rc)
