"""A PAGEDEL in progress: its data sets and the slots moved so far."""

from __future__ import annotations

import datetime as dt
import enum

import attrs


class PagedelAction(enum.Enum):
    DELETE = "DELETE"
    REPLACE = "REPLACE"
    DRAIN = "DRAIN"


@attrs.define(eq=False)
class PagedelEntry:
    """One data set of a PAGEDEL; ``replacement`` is REPLACE's new data set."""

    dsname: str
    replacement: str | None = None
    done: bool = False


@attrs.define(eq=False)
class Pagedel:
    """The PAGEDEL in progress: its data sets in command order, and slots moved so far."""

    action: PagedelAction
    entries: list[PagedelEntry]
    started_at: dt.datetime
    moved: int = 0
