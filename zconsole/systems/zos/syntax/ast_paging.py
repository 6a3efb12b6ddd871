"""Frozen command values of PAGEADD and PAGEDEL (loaded only when such a command comes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class PageAdd:
    """PA [PAGE=]dsname[,...] or PA NONVIO=dsname[,...]: names in command order."""

    names: tuple[str, ...]
    nonvio: bool = False


@attrs.frozen
class PageDel:
    """PD DELETE|REPLACE|DRAIN,PAGE=(dsname[,...]); REPLACE names old,new pairs."""

    action: str
    names: tuple[str, ...]
