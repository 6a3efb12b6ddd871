"""The first line shared by multi-line displays: ``MSGID hh.mm.ss TITLE idr``, and the
frame controls a console adds to it when the display goes to one of its display areas."""

from __future__ import annotations

import attrs

from zconsole.console.frames import frames, titled
from zconsole.systems.zos.messages.catalog import IDR_FORMAT


@attrs.frozen
class DisplayArea:
    """An MCS console's display area a display is written to: its size in lines (a frame)
    and the system the console names (``SYS=``)."""

    lines: int
    system: str


@attrs.frozen
class Stamp:
    """When a display was written and the display number it took."""

    time: str  # hh.mm.ss
    idr: int | None  # None: written to an MCS display area, which shows no number
    area: DisplayArea | None = None  # the display area named (L=a), whose frame line it gets

    def first_line(self, msgid: str, title: str) -> str:
        if self.idr is None:
            return f"{msgid} {self.time} {title}"
        return f"{msgid} {self.time} {title} {IDR_FORMAT.format(self.idr)}"


def framed(lines: list[str], area: DisplayArea) -> list[str]:
    """A display's lines as its display area shows them: the title line carries the frame
    controls (console/frames.py: one blank after a longer title, INFERRED): the frame
    number when the display needs more frames than this one, else LAST. Every line of the
    display follows (a line console keeps them all; K D,F pages a real area)."""
    if not lines:
        return lines
    return [titled(lines[0], 1, frames(len(lines), area.lines), area.system), *lines[1:]]
