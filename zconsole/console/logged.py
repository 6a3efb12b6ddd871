"""A message read back from a saved hardcopy log: its lines as they were written."""

from __future__ import annotations

import attrs


@attrs.frozen
class LoggedMessage:
    """A message of an earlier run (--state): only its rendered lines survive. Every
    system's ``render_all`` gives these lines as they are."""

    lines: tuple[str, ...]
