"""A message read back from a saved hardcopy log: its lines as they were written."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class LoggedMessage:
    """A message of an earlier run (--state): only its rendered lines survive. Every
    system's ``render_all`` gives these lines as they are."""

    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    lines: tuple[str, ...]

    @property
    def msgid(self) -> str:
        return self.lines[0].split(" ", 1)[0].lstrip("*") if self.lines else ""
