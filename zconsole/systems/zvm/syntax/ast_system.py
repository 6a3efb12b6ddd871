"""Frozen command values of the system and the user's own machine: QUERY STORAGE, VIRTUAL STORAGE,
DEFINE STORAGE, PROCESSORS, CPLEVEL, TIME, CPLOAD, USERID, EMSG (one per cp.lark alias).

Each family in a module of its own, imported when a line of it is parsed: a one-shot
command builds only its family's classes.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class QueryStorage:
    pass


@attrs.frozen
class QueryVirtualStorage:
    pass


@attrs.frozen
class DefineStorage:
    mb: int


@attrs.frozen
class QueryProcessors:
    pass


@attrs.frozen
class QueryCplevel:
    pass


@attrs.frozen
class QueryTime:
    pass


@attrs.frozen
class QueryCpload:
    pass


@attrs.frozen
class QueryUserid:
    pass


@attrs.frozen
class QueryEmsg:
    pass


@attrs.frozen
class SetEmsg:
    mode: str


@attrs.frozen
class QueryCpuid:
    pass


@attrs.frozen
class QueryFiles:
    pass

