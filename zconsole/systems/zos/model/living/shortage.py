"""Auxiliary storage shortage: its levels (IRA205I, IRA200E, IRA201E, IRA202I; SCM's IRA250I
and IRA252I), SRM's actions (IRA203E, IRA210E, IRA206I) and the critical-shortage dialogue
(IRA220I, IRA221D, IRA222I).

The engine (engine.py) calls ``check`` after everything that moves pages; the notices are
imported in the branch that says one (a D A,L builds none of them).
"""

from __future__ import annotations

import datetime as dt
import enum
from typing import TYPE_CHECKING

from zconsole.systems.zos.model.living import dump_flow, rates
from zconsole.systems.zos.model.living.events import EventKind
from zconsole.systems.zos.model.living.workload import State
from zconsole.systems.zos.model.paging import placement

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Protocol

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.host import Engine, Host
    from zconsole.systems.zos.model.living.workload import AddressSpace

    class Shortage(Engine, Protocol):
        """The engine as the shortage sees it: a dump's view, the levels, the dialogue's
        candidates, and ending an address space (a reply to IRA221D)."""

        level: Level
        scm_level: int
        ended_by_e: bool
        candidates: tuple[int, ...]
        shown: int
        wait_state: str | None

        def user_spaces(self) -> list[AddressSpace]: ...

        def end(self, machine: Host, space: AddressSpace, now: dt.datetime,
                abend: str | None = None, take_id: Callable[[], int] | None = None) -> list[Message]: ...


class Level(enum.IntEnum):
    """Auxiliary storage shortage level (paging.md §3.1)."""

    NONE = 0
    WARN = 1
    SHORT = 2
    CRITICAL = 3


def percent(machine: Host) -> float:
    """Auxiliary storage in use, in percent of its slots (the levels' measure)."""
    cap = placement.capacity(machine)
    return 100 * placement.used(machine) / cap if cap else 0.0


def check(living: Shortage, machine: Host) -> list[Message]:  # noqa: C901 - the levels, top to bottom
    """Working sets back, a dump's progress, then the shortage levels (and SCM's) crossed
    since the last look, each with what it says."""
    said: list[Message] = []
    assert living.now is not None
    for a in living.spaces.values():
        if a.paging_in and (a.resident >= a.proc.working_set or not a.aux_pages):
            a.paging_in = False
            a.working_set_announced = True
            began = a.page_in_began or living.now
            from zconsole.systems.zos.model.living import notices
            said.append(notices.WorkingSetBack(a.jobname, a.asid, a.resident,
                                               (living.now - began).total_seconds()))
    if living.wait_state is not None:
        return said
    said += dump_flow.progress(living, machine)
    pct = percent(machine)
    if living.level < Level.WARN and rates.WARN_PERCENT <= pct < rates.SHORT_PERCENT:
        living.level = Level.WARN
        from zconsole.systems.zos.model.living import notices
        said.append(notices.Ira205i(int(pct)))
    if living.level < Level.SHORT and pct >= rates.SHORT_PERCENT:
        living.level = Level.SHORT
        from zconsole.systems.zos.model.living import notices
        said.append(notices.Ira200e())
        living.replies.issue_action("IRA200E", "AUXILIARY STORAGE SHORTAGE", living.now, "IRA200E")
        said += _top_users(living, machine)
        said += srm(living, machine)
    if living.level < Level.CRITICAL and pct >= rates.CRITICAL_PERCENT:
        living.level = Level.CRITICAL
        from zconsole.systems.zos.model.living import notices
        said.append(notices.Ira201e())
        living.replies.issue_action("IRA201E", "CRITICAL AUXILIARY STORAGE SHORTAGE", living.now, "IRA201E")
        if not living.ended_by_e:
            living.shown = 0
            said += dialogue(living, machine)
    if living.level == Level.CRITICAL and pct < rates.CRITICAL_PERCENT:
        living.level = Level.SHORT
        living.replies.delete("IRA201E")
        living.replies.delete("IRA221D")
    if living.level >= Level.SHORT and pct < rates.RELIEF_PERCENT:
        from zconsole.systems.zos.model.living import notices
        said.append(notices.Ira202i())
        living.replies.delete("IRA200E")
        living.replies.delete("IRA201E")
        living.replies.delete("IRA221D")
        for a in sorted(living.spaces.values(), key=lambda s: s.asid):
            if a.state is State.NONDISP:
                said.append(notices.Ira211i(a.jobname, a.asid))
            a.state = State.ACTIVE
        living.ended_by_e = False
        living.level = Level.WARN if pct >= rates.WARN_PERCENT else Level.NONE
    if living.level == Level.WARN and pct < rates.WARN_PERCENT:
        living.level = Level.NONE
    said += _scm_levels(living, machine)
    return said


def _scm_levels(living: Shortage, machine: Host) -> list[Message]:
    used, size = placement.scm_used_and_size(machine)
    if not size:
        return []
    pct = 100 * used / size
    reached = max((lv for lv in rates.SCM_LEVELS if pct >= lv), default=0)
    if reached > living.scm_level:
        living.scm_level = reached
        from zconsole.systems.zos.model.living import notices
        return [notices.Ira250i(int(pct))]
    if reached < living.scm_level:
        below = living.scm_level
        living.scm_level = reached
        from zconsole.systems.zos.model.living import notices
        return [notices.Ira252i(below)]
    return []


def _growth_rate(a: AddressSpace) -> int:
    """Frames+slots gained a second (IRA203E/IRA206I's RATE)."""
    return round(a.proc.growth / 60) if a.growing() else 0


def _top_users(living: Shortage, machine: Host) -> list[Message]:
    in_use = max(placement.used(machine), 1)
    ranked = sorted(living.user_spaces(), key=lambda a: (-_growth_rate(a), -a.slots, a.asid))
    from zconsole.systems.zos.model.living import notices
    return [notices.Ira206i(a.jobname, a.asid, a.resident, a.slots, 100 * a.slots / in_use)
            for a in ranked[: rates.TOP_USERS] if a.slots or _growth_rate(a)]


def srm(living: Shortage, machine: Host) -> list[Message]:
    """SRM stops the active address space gaining storage fastest, and looks again later."""
    if living.level < Level.SHORT or living.now is None:
        return []
    growers = [a for a in living.user_spaces() if a.state is State.ACTIVE and _growth_rate(a) > 0
               and not (rates.SRM_SPARES_SUBSYSTEMS and not a.proc.swappable and not a.proc.cancelable)]
    if not growers:
        return []
    worst = min(growers, key=lambda a: (-_growth_rate(a), a.asid))
    rate, total = _growth_rate(worst), worst.resident + worst.slots
    if worst.proc.swappable:
        worst.state = State.SWAPPED_OUT
        from zconsole.systems.zos.model.living import notices
        said: list[Message] = [notices.Ira203e(worst.jobname, worst.asid, total, rate)]
    else:
        worst.state = State.NONDISP
        from zconsole.systems.zos.model.living import notices
        said = [notices.Ira210e(worst.jobname, worst.asid, total, rate)]
    if len(growers) > 1:
        living.schedule(living.now + dt.timedelta(seconds=rates.SRM_SECONDS), EventKind.SRM)
    return said


# --- the critical-shortage dialogue (IRA220I, IRA221D, IRA222I) ------------------------
def dialogue(living: Shortage, machine: Host) -> list[Message]:
    """IRA220I with the next five candidates, and the IRA221D WTOR asking what to do."""
    assert living.now is not None
    if living.shown == 0:
        ranked = sorted(living.spaces.values(), key=lambda a: (-a.slots, a.asid))
        living.candidates = tuple(a.asid for a in ranked[: rates.CANDIDATES])
    start = living.shown if living.shown < len(living.candidates) else 0
    rows = []
    for i in range(start, min(start + rates.PER_DISPLAY, len(living.candidates))):
        a = living.spaces.get(living.candidates[i])
        if a is None:
            continue
        flag = "S" if a.system else ("N" if not a.proc.cancelable else "")
        from zconsole.systems.zos.model.living import notices
        rows.append(notices.CandidateRow(i + 1, a.jobname, a.asid, flag, a.resident, a.slots))
    living.shown = start + rates.PER_DISPLAY
    request = living.replies.issue_wtor(
        "IRA221D", "IRA221D", "REPLY M for MORE, E TO END, ## TO CANCEL A USER", living.now)
    assert request.reply_id is not None
    from zconsole.systems.zos.model.living import notices
    return [notices.Ira220i(tuple(rows)), notices.Ira221d(request.reply_id, living.replies.width)]


def answer_dialogue(living: Shortage, machine: Host, text: str, take_id: Callable[[], int]) -> list[Message]:
    """A reply to IRA221D: M (more), E (end), or a line number to cancel that user."""
    assert living.now is not None
    said: list[Message] = []
    if text == "E":
        living.ended_by_e = True
        return said
    if text != "M":
        if text.isdigit() and 1 <= int(text) <= len(living.candidates):
            a = living.spaces.get(living.candidates[int(text) - 1])
            if a is None:
                from zconsole.systems.zos.model.living import notices
                said.append(notices.Ira222i("NO LONGER ACTIVE"))
            elif a.system or not a.proc.cancelable:
                from zconsole.systems.zos.model.living import notices
                said.append(notices.Ira222i("IS NON-CANCELABLE", a.jobname, a.asid))
            else:
                said += living.end(machine, a, living.now, "S222", take_id)
        else:
            from zconsole.systems.zos.model.living import notices
            said.append(notices.Ira222i("WRONG REPLY"))
    # Another WTOR (a dump's IEE094D) outstanding does not end the dialogue: only an
    # IRA221D still open does.
    if living.level == Level.CRITICAL and not any(w.kind == "IRA221D" for w in living.replies.wtors()):
        if text != "M":
            living.shown = 0
        said += dialogue(living, machine)
    return said
