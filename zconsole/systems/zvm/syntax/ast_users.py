"""Frozen command values of users and load: QUERY NAMES, USERS, userid, XAUTOLOG, FORCE, INDICATE
(one per cp.lark alias).

Each family in a module of its own, imported when a line of it is parsed: a one-shot
command builds only its family's classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryNames:
    pass


@attrs.frozen
class QueryUsers:
    pass


@attrs.frozen
class QueryUser:
    userid: str


@attrs.frozen
class Xautolog:
    userid: str


@attrs.frozen
class Force:
    userid: str
    immed: bool = False


@attrs.frozen
class IndicateLoad:
    pass


@attrs.frozen
class IndicateUser:
    userid: str = ""  # "": the user issuing it


@attrs.frozen
class IndicatePaging:
    which: str = ""  # "", WAIT, ALL


@attrs.frozen
class IndicateIo:
    pass
