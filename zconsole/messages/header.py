"""The first line shared by multi-line displays: ``MSGID hh.mm.ss TITLE idr``."""

from __future__ import annotations

from zconsole.messages.catalog import IDR_FORMAT
from zconsole.values import frozen


@frozen
class Stamp:
    """When a display was written and the display number it took."""

    time: str  # hh.mm.ss
    idr: int

    def first_line(self, msgid: str, title: str) -> str:
        return f"{msgid} {self.time} {title} {IDR_FORMAT.format(self.idr)}"
