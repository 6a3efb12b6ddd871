"""The frozen command value of HELP (a module of its own: a one-shot CP command builds only
its own family's classes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Help:
    """HELP [topic]: CMS's HELP in line mode; ``topic`` as typed, upper-cased, blanks single."""

    topic: str = ""
