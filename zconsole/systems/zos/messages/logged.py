"""A message read back from a saved hardcopy log: its lines as they were written."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.messages.render import renders


@attrs.frozen
class LoggedMessage:
    """A message of an earlier run (--state): only its rendered lines survive."""

    lines: tuple[str, ...]


@renders(LoggedMessage)
def _render_logged(message: LoggedMessage) -> list[str]:
    return list(message.lines)
