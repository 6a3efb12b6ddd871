"""z/VM's drill conditions: clauses on the CP machine's state (the grammar of conditions
is console/conditions.py's; zconsole-drill(5) lists the clauses). The storage lab's
drills add theirs here: each is judged on the field the console's own display reads
(SET RESERVED's table, INDICATE USER's RES, the CP-owned PAGE volumes and their extents
that QUERY ALLOC PAGE shows), never on message text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.console.conditions import Clause, Vocabulary, Watch, are, listed, names, percent, whole

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.machine import ZvmMachine

MAX_PAGES = 2**40  # a user's pages: more than any machine has


def _logged_on(watch: Watch, userid: str) -> bool:
    return userid in watch.machine.guests


def _user_pages(raw: Any) -> tuple[str, int]:
    """{ user = "CM200005", pages = 102400 }"""
    if not isinstance(raw, dict) or set(raw) != {"user", "pages"}:
        raise ValueError('must be a table { user = "USERID", pages = N }')
    users = names(raw["user"])
    if len(users) != 1:
        raise ValueError("user: must be one userid")
    return users[0], whole(1, MAX_PAGES)(raw["pages"])


def _reserved(watch: Watch, value: tuple[str, int]) -> bool:
    userid, pages = value
    return int(watch.machine.tuning.reserved.get(userid, 0)) >= pages


def _resident(watch: Watch, value: tuple[str, int]) -> bool:
    userid, pages = value
    return _logged_on(watch, userid) and watch.machine.figures.guest_pages(userid).res >= pages


def _paging_volids(machine: ZvmMachine) -> set[str]:
    from zconsole.systems.zvm.model.lab_time import paging_volumes

    return {volume.volid for volume in paging_volumes(machine)}


def _page_space_below(watch: Watch, limit: int) -> bool:
    """The PAGE extents of the CP-owned volumes attached to the system: QUERY ALLOC PAGE's
    SUMMARY %USED (the same rounding) under ``limit``."""
    from zconsole.systems.zvm.model.lab_time import paging_volumes
    from zconsole.systems.zvm.model.units import percent_in_use

    extents = [e for volume in paging_volumes(watch.machine) for e in volume.of_kind("PAGE")]
    total = sum(e.pages for e in extents)
    return total > 0 and percent_in_use(sum(e.used for e in extents), total) < limit


CLAUSES: dict[str, Clause] = {
    # users of the CP directory logged on (XAUTOLOG, LOGON) or gone (FORCE, LOGOFF)
    "logged_on": Clause(names, lambda w, v: all(_logged_on(w, u) for u in v),
                        lambda v: f"{listed(v)} {are(v)} logged on", lambda v: v),
    "logged_off": Clause(names, lambda w, v: not any(_logged_on(w, u) for u in v),
                         lambda v: f"{listed(v)} {are(v)} logged off", lambda v: v),
    # SET RESERVED's table (QUERY RESERVED, INDICATE USER's RESVD=)
    "reserved_at_least": Clause(_user_pages, _reserved,
                                lambda v: f"{v[0]} has at least {v[1]} pages reserved",
                                lambda v: (v[0], str(v[1]))),
    # the guest's frames as INDICATE USER's RES= counts them (the storage lab's, or the file's)
    "resident_at_least": Clause(_user_pages, _resident,
                                lambda v: f"{v[0]} has at least {v[1]} pages resident",
                                lambda v: (v[0], str(v[1]))),
    # CP-owned volumes with a PAGE extent attached to the system (QUERY ALLOC PAGE's rows)
    "paging_volume": Clause(names, lambda w, v: set(v) <= _paging_volids(w.machine),
                            lambda v: f"{listed(v)} {are(v)} {are(v, 'a paging volume', 'paging volumes')}"
                                      " of the system",
                            lambda v: v),
    # QUERY ALLOC PAGE's SUMMARY: pages in use of the system's PAGE extents
    "page_space_below": Clause(percent, _page_space_below,
                               lambda v: f"paging space is less than {v}% in use", lambda v: (str(v),)),
}

VOCABULARY = Vocabulary(CLAUSES)
