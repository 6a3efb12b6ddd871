"""The first line shared by multi-line displays: ``MSGID hh.mm.ss TITLE idr``."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.messages.catalog import IDR_FORMAT


@attrs.frozen
class Stamp:
    """When a display was written and the display number it took."""

    time: str  # hh.mm.ss
    idr: int | None  # None: written to an MCS display area, which shows no number

    def first_line(self, msgid: str, title: str) -> str:
        if self.idr is None:
            return f"{msgid} {self.time} {title}"
        return f"{msgid} {self.time} {title} {IDR_FORMAT.format(self.idr)}"
