"""PAGEADD and PAGEDEL: local page data sets put into use, drained, deleted or replaced.

The model decides and changes; the handlers in zconsole/commands turn its answers into
IEE782I/IEE783I and IEE201I-IEE204I. A PAGEDEL DELETE or REPLACE moves the in-use slots
to other local data sets over simulated time (never to SCM, DOC); DRAIN only stops new
pages going to the data set and completes when its slots have been freed by their owners.
Progress is computed in closed form from the start time, so a day with nothing happening
costs nothing, and ``settle(machine, now)`` may be driven by any clock or event engine.
"""

from __future__ import annotations

import datetime as dt
import enum
import math
import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Protocol

import attrs

from zconsole.systems.zos.model.core.units import percent
from zconsole.systems.zos.model.pagedel_notices import Iee202i
from zconsole.systems.zos.model.paging.datasets import DSNAME_PATTERN, PageDataSet, PageStatus, PageType
from zconsole.systems.zos.model.paging.progress import Pagedel, PagedelAction, PagedelEntry

if TYPE_CHECKING:
    from zconsole.systems.zos.model.living.engine import Living
    from zconsole.systems.zos.model.paging.datasets import PageSpace
    from zconsole.systems.zos.model.paging.scm import Scm


class Whole(Protocol):
    """What PAGEADD and PAGEDEL need of the whole machine (model.machine.Machine is one;
    a Protocol, so that the machine may call ``settle`` without an import circle)."""

    scm: Scm | None
    page_datasets: list[PageDataSet]
    page_spaces: dict[str, PageSpace]
    pagtotl: int
    pagedel: Pagedel | None

    @property
    def scm_paging(self) -> bool: ...

    @property
    def is_living(self) -> bool: ...

    def find_page_dataset(self, dsname: str) -> PageDataSet | None: ...

    def living(self, now: dt.datetime) -> Living: ...

# INFERRED (spec 11.2 MIGRATE_RATE = DASD_RATE): slots a PAGEDEL moves per second.
MIGRATE_SLOTS_PER_SECOND = 2_504
# INFERRED (spec 11.5): PAGEDEL is refused when auxiliary storage would be this full
# or more once the data sets' free slots are gone (the "fixed percentage" of the DOC).
PAGEDEL_REFUSE_PERCENT = 70
MAX_DSNAME = 44  # DOC: a page data set name is at most 44 characters


# --- PAGEADD ----------------------------------------------------------------------------
class AddRefusal(enum.Enum):
    """Why PAGEADD did not add a data set (IEE782I's reasons)."""

    NOT_PAGE_DATA_SET = "NOT A PAGE DATA SET"
    IN_USE = "ALREADY IN USE"
    PAGTOTL = "NOT ADDED, PAGTOTL LIMIT REACHED"


@attrs.frozen
class AddResult:
    dsname: str
    refusal: AddRefusal | None  # None: added


def pageadd(machine: Whole, names: Sequence[str], nonvio: bool) -> list[AddResult]:
    """Put defined page spaces into use as locals, in command order (DOC)."""
    results = []
    for name in names:
        space = machine.page_spaces.get(name)
        if space is None:
            results.append(AddResult(name, AddRefusal.NOT_PAGE_DATA_SET))
        elif machine.find_page_dataset(name) is not None:
            results.append(AddResult(name, AddRefusal.IN_USE))
        elif len(machine.page_datasets) >= machine.pagtotl:
            results.append(AddResult(name, AddRefusal.PAGTOTL))
        else:
            machine.page_datasets.append(space.in_use(PageType.LOCAL_NV if nonvio else PageType.LOCAL))
            results.append(AddResult(name, None))
    return results


# --- PAGEDEL ----------------------------------------------------------------------------
class NameRefusal(enum.Enum):
    """IEE201I's reasons (DOC), and two for REPLACE's new data set (INFERRED)."""

    TWICE = "SPECIFIED MORE THAN ONCE IN PAGEDEL COMMAND"
    NOT_LOCAL = "IS NOT IN USE AS A LOCAL PAGE DATA SET"
    LENGTH = "(TRUNCATED) HAS AN INVALID LENGTH"
    NOT_DEFINED = "IS NOT A PAGE DATA SET"
    IN_USE = "IS ALREADY IN USE"


class Rejection(enum.Enum):
    """IEE204I's reasons: the command as a whole is rejected."""

    IN_PROGRESS = "PAGEDEL COMMAND IS IN PROGRESS"
    INSUFFICIENT = "INSUFFICIENT AUXILIARY STORAGE"
    # INFERRED: REPLACE's new data sets would put more page data sets in use than
    # PAGTOTL allows; worded as PAGEADD's IEE782I reason, which no source shows either.
    PAGTOTL = "PAGTOTL LIMIT REACHED"


@attrs.frozen
class NameProblem:
    dsname: str  # as IEE201I shows it (truncated to 44 for LENGTH)
    refusal: NameRefusal


@attrs.frozen
class PagedelCheck:
    """Why a PAGEDEL is refused: name problems (IEE201I), else a rejection (IEE204I)."""

    problems: tuple[NameProblem, ...] = ()
    rejection: Rejection | None = None


def _valid_length(name: str) -> bool:
    return len(name) <= MAX_DSNAME and re.fullmatch(DSNAME_PATTERN, name) is not None


def pairs(action: PagedelAction, names: Sequence[str]) -> list[tuple[str, str | None]]:
    """The (data set, replacement) pairs a PAGEDEL names: REPLACE takes old,new pairs."""
    if action is PagedelAction.REPLACE:
        return [(names[i], names[i + 1]) for i in range(0, len(names) - 1, 2)]
    return [(name, None) for name in names]


def check(  # noqa: C901 - each refusal in the order the DOC gives them
    machine: Whole, action: PagedelAction, names: Sequence[str],
) -> PagedelCheck:
    """Every IEE201I check on every name (DOC: checking continues with the next name),
    then the command-wide rules: one PAGEDEL at a time, never the last local, never
    below the fixed share of auxiliary storage."""
    problems: list[NameProblem] = []
    seen: set[str] = set()
    for old, new in pairs(action, names):
        for name, is_new in ((old, False), (new, True)):
            if name is None:
                continue
            if name in seen:
                problems.append(NameProblem(name, NameRefusal.TWICE))
                continue  # DOC: no further checks on a repeated name
            seen.add(name)
            if not _valid_length(name):
                problems.append(NameProblem(name[:MAX_DSNAME], NameRefusal.LENGTH))
            pds = machine.find_page_dataset(name)
            if is_new:
                if name not in machine.page_spaces:
                    problems.append(NameProblem(name, NameRefusal.NOT_DEFINED))
                elif pds is not None:
                    problems.append(NameProblem(name, NameRefusal.IN_USE))
            elif (pds is None or not pds.is_local) and _valid_length(name):
                problems.append(NameProblem(name, NameRefusal.NOT_LOCAL))
    if problems:
        return PagedelCheck(tuple(problems))
    if machine.pagedel is not None:
        return PagedelCheck(rejection=Rejection.IN_PROGRESS)
    # REPLACE's new data sets are in use beside the old ones until the slots have moved,
    # so they count against PAGTOTL as PAGEADD's do: refused whole, nothing added.
    replacements = sum(1 for _, new in pairs(action, names) if new is not None)
    if len(machine.page_datasets) + replacements > machine.pagtotl:
        return PagedelCheck(rejection=Rejection.PAGTOTL)
    leaving = {old for old, _ in pairs(action, names)}
    staying = [
        p for p in _locals(machine.page_datasets) if p.dsname not in leaving and p.status is PageStatus.OK
    ]
    if action is not PagedelAction.REPLACE and not staying:
        return PagedelCheck(rejection=Rejection.INSUFFICIENT)  # never the last local (DOC)
    added = [machine.page_spaces[new].slots for _, new in pairs(action, names) if new is not None]
    if aux_percent(machine, leaving, sum(added)) >= PAGEDEL_REFUSE_PERCENT:
        return PagedelCheck(rejection=Rejection.INSUFFICIENT)
    return PagedelCheck()


def _locals(datasets: Sequence[PageDataSet]) -> list[PageDataSet]:
    return [p for p in datasets if p.is_local]


def aux_percent(machine: Whole, leaving: Collection[str] = (), added_slots: int = 0) -> int:
    """Auxiliary storage in use, % (spec 11.3 step 5): used over capacity of the locals
    and SCM online for paging. OK locals count in full, draining ones (and ``leaving``)
    by their used slots, BAD ones not at all; PLPA and COMMON are not counted."""
    used = capacity = 0
    for pds in _locals(machine.page_datasets):
        if pds.status is PageStatus.BAD:
            continue
        used += pds.used
        capacity += pds.used if (pds.status is PageStatus.DRAIN or pds.dsname in leaving) else pds.slots
    if machine.scm is not None and machine.scm_paging:
        used += machine.scm.used_blocks
        capacity += machine.scm.size_blocks
    capacity += added_slots
    return percent(used, capacity) if capacity else 100


def start(machine: Whole, action: PagedelAction, names: Sequence[str], now: dt.datetime) -> Pagedel:
    """Accept a checked PAGEDEL: its data sets stop taking pages (status DRAIN); REPLACE's
    new data sets come into use next to the ones they replace."""
    entries = []
    for old, new in pairs(action, names):
        pds = machine.find_page_dataset(old)
        assert pds is not None
        pds.status = PageStatus.DRAIN
        if new is not None:
            at = machine.page_datasets.index(pds) + 1
            machine.page_datasets.insert(at, machine.page_spaces[new].in_use(pds.type))
        entries.append(PagedelEntry(old, new))
    machine.pagedel = Pagedel(action, entries, now)
    return machine.pagedel


def accept_tag(dsname: str) -> str:
    """The handle of a data set's outstanding accept message (IEE203I), to delete it."""
    return f"PAGEDEL {dsname}"


def settle(machine: Whole, now: dt.datetime) -> list[Iee202i]:
    """Move the slots due by ``now`` and complete the data sets that are empty (IEE202I for
    each); Machine.settle calls it while a PAGEDEL runs, the one door time passes through."""
    run = machine.pagedel
    if run is None:
        return []
    budget = 0
    if run.action is not PagedelAction.DRAIN:
        elapsed = max(0.0, (now - run.started_at).total_seconds())
        budget = max(0, math.floor(elapsed * MIGRATE_SLOTS_PER_SECOND) - run.moved)
    done: list[Iee202i] = []
    for entry in run.entries:
        if entry.done:
            continue
        source = machine.find_page_dataset(entry.dsname)
        assert source is not None
        if budget and source.used:
            moved = _migrate(machine, source, entry.replacement, min(budget, source.used), now)
            budget -= moved
            run.moved += moved
        if source.used == 0:
            entry.done = True
            machine.page_datasets.remove(source)
            if machine.is_living:
                machine.living(now).replies.delete(accept_tag(entry.dsname))
            done.append(Iee202i(entry.dsname, run.action.value))
    if all(e.done for e in run.entries):
        machine.pagedel = None
    return done


def _migrate(machine: Whole, source: PageDataSet, first: str | None, count: int, now: dt.datetime) -> int:
    """Move up to ``count`` slots off ``source``: to ``first`` (REPLACE's new data set)
    while it has room, then each slot to the OK local with the most free slots (ties:
    list order), as ASM places pages (spec 11.4). Returns how many moved."""
    moves: list[tuple[PageDataSet, int]] = []
    if first is not None:
        target = machine.find_page_dataset(first)
        assert target is not None
        moves.append((target, min(count, target.available)))
    targets = [
        p for p in _locals(machine.page_datasets)
        if p is not source and p.status is PageStatus.OK and p.available and p.dsname != first
    ]
    rest = count - sum(n for _, n in moves)
    moves += zip(targets, level_fill([p.available for p in targets], rest), strict=True)
    moves = [(target, n) for target, n in moves if n]
    for target, n in moves:
        target.used += n
    moved = sum(n for _, n in moves)
    source.used -= moved
    if machine.is_living:
        _move_owners(machine, source.dsname, [(t.dsname, n) for t, n in moves], now)
    return moved


def _move_owners(machine: Whole, source: str, moves: list[tuple[str, int]], now: dt.datetime) -> None:
    """Address spaces own the slots they hold by data set name: what moved is theirs
    first (ASID order, paged pages then VIO), then slots no address space owns (the
    machine file's photograph), so each page stays counted in exactly one place."""
    holdings = [
        where for space in sorted(machine.living(now).spaces.values(), key=lambda a: a.asid)
        for where in (space.aux, space.vio) if where.get(source, 0) > 0
    ]
    targets = iter(moves)
    target, left = next(targets, ("", 0))
    for where in holdings:
        while where.get(source, 0) > 0 and left > 0:
            n = min(where[source], left)
            where[source] -= n
            where[target] = where.get(target, 0) + n
            left -= n
            if left == 0:
                target, left = next(targets, ("", 0))
        if where.get(source) == 0:
            del where[source]
        if left == 0:
            break


def level_fill(free: Sequence[int], count: int) -> list[int]:
    """How many of ``count`` slots each target takes when every slot goes to the target
    with the most free slots (ties: the earlier one): the fullest-free are levelled down."""
    count = min(count, sum(free))
    if count <= 0:
        return [0] * len(free)
    # The level L every target above it is brought down to: the largest L with
    # sum(max(0, f - L)) >= count; then the surplus goes back to the latest ties.
    lo, hi = 0, max(free)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if sum(max(0, f - mid) for f in free) >= count:
            lo = mid
        else:
            hi = mid - 1
    takes = [max(0, f - lo) for f in free]
    surplus = sum(takes) - count
    # Slots are taken one at a time from the target with most free; at level L the
    # earlier targets are served first, so the last ones at that level give back.
    for i in reversed(range(len(free))):
        if surplus == 0:
            break
        if takes[i] and free[i] - takes[i] == lo:
            takes[i] -= 1
            surplus -= 1
    return takes
