"""I/O load: which workload's I/Os go down which path, worked out from the configuration.

A plan (solver.py) is a pure function of the I/O configuration and the workloads running
(io-living.md §2, §5.3): each workload's rate spreads evenly over its devices that have a
usable path, and each device's over its usable paths; per channel the processor, bus and
link utilisations follow (rates.py), and from them each device's PEND, CONN and DISC; a
workload keeps at most ``threads`` I/Os in flight, so a saturated channel lowers the rate
instead of queueing without end. Here: the machine file's device ranges, what of the
configuration's state a plan depends on (``inputs_of``), and ``plan``. The values are
plan.py's, named here too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from zconsole.systems.zos.model.io.plan import EMPTY as EMPTY
from zconsole.systems.zos.model.io.plan import ChanLoad as ChanLoad
from zconsole.systems.zos.model.io.plan import Group as Group
from zconsole.systems.zos.model.io.plan import GroupLoad as GroupLoad
from zconsole.systems.zos.model.io.plan import IoPlan as IoPlan
from zconsole.systems.zos.model.io.plan import IoWork as IoWork
from zconsole.systems.zos.model.io.plan import PlanInputs as PlanInputs
from zconsole.systems.zos.model.io.plan import speed_mb

if TYPE_CHECKING:
    from collections.abc import Set as AbstractSet

    from zconsole.systems.zos.model.io.channels import Chpid, IoConfig

_RANGE = re.compile(r"([0-9A-F]{1,5})(?:-([0-9A-F]{1,5}))?")


def _device(text: str) -> tuple[int, int]:
    """``7900`` or ``17900`` (subchannel set 1)."""
    if len(text) == 5:
        if text[0] not in "0123":
            raise ValueError(f"subchannel set {text[0]} must be 0-3")
        return int(text[0]), int(text[1:], 16)
    return 0, int(text, 16)


def parse_devices(text: str) -> tuple[tuple[int, int, int], ...]:
    """``"7900-793F"`` or ``"7900-790F,7A00"`` -> ((ssid, first, last), ...)."""
    out = []
    for part in text.upper().replace(" ", "").split(","):
        match = _RANGE.fullmatch(part)
        if match is None:
            raise ValueError(f"{part!r} is not a device or a range such as 7900-793F")
        ssid, low = _device(match.group(1))
        ssid_b, high = _device(match.group(2) or match.group(1))
        if ssid_b != ssid or high < low:
            raise ValueError(f"{part!r} is not a range low-high in one subchannel set")
        out.append((ssid, low, high))
    return tuple(out)


def usable(io: IoConfig, chpid: int, offline: AbstractSet[int] = frozenset()) -> bool:
    """A path is usable when its CHPID is configured online, its link works, and neither
    the operator nor IOS varied it off for the device."""
    chp = io.chpids[chpid]
    return chp.online and chp.operational and chpid not in offline


def link_mb(chp: Chpid) -> float:
    """The link's payload MB a second each way (halved while degraded)."""
    return speed_mb(chp.link_speed, chp.degraded)


def inputs_of(io: IoConfig, works: list[tuple[int, IoWork]],
              reached: tuple[int, ...] | None = None) -> PlanInputs:
    """What a plan for ``works`` depends on, as the configuration stands now; ``reached``:
    the CHPIDs the workloads' control units have a path through (``reached_by``), when
    already known."""
    chpids = io.chpids
    states = []
    for c in reached_by(io, works) if reached is None else reached:
        chp = chpids[c]
        states.append((c, chp.online, chp.operational, chp.degraded))
    devices = tuple((d.key, d.status, frozenset(d.offline_paths)) for d in io.devices.changed())
    return PlanInputs(io.zhpf, tuple(works), tuple(states), devices)


def reached_by(io: IoConfig, works: list[tuple[int, IoWork]]) -> tuple[int, ...]:
    """Every CHPID the workloads' control units have a path through, in CHPID order."""
    known = io.work_chpids
    found: set[int] = set()
    for _, work in works:
        chpids = known.get(work.devices)
        found.update(chpids_of(io, work) if chpids is None else chpids)
    return tuple(sorted(found))


def plan(io: IoConfig, works: list[tuple[int, IoWork]], inputs: PlanInputs | None = None) -> IoPlan:
    """The segment's I/O for workloads ``works`` ((asid, what it does), ASID order), with
    the configuration's state as ``inputs`` (made from ``works``) says (default: as it
    stands now)."""
    if not works:
        return EMPTY
    from zconsole.systems.zos.model.io import solver  # the closed-loop solver: only when a plan is made

    return solver.plan(io, inputs if inputs is not None else inputs_of(io, works))


def groups_all(io: IoConfig, work: IoWork) -> list[tuple[int, ...]]:
    """Every CHPID list of the control units the workload's devices are on (usable or not)."""
    units: set[str] = set()
    for ssid, first, last in work.devices:
        for x in io.devices.overlapping(ssid, first, last):
            units.add(x.cu)
    chpids_of_unit = io.control_units.chpids_of
    return [chpids_of_unit(u) for u in sorted(units)]


def chpids_of(io: IoConfig, work: IoWork) -> tuple[int, ...]:
    """Every CHPID the workload's control units have a path through (usable or not; by
    control unit, in path order): a fact of the configuration, not of its state, so worked
    out once for the workload's devices (``io.work_chpids``, keyed by ``work.devices``:
    the devices alone decide it, and a tuple of ranges hashes faster than a workload)."""
    found = io.work_chpids.get(work.devices)
    if found is None:
        found = io.work_chpids[work.devices] = _one_range(io, work) or sum(groups_all(io, work), ())
    return found


def _one_range(io: IoConfig, work: IoWork) -> tuple[int, ...] | None:
    """``chpids_of`` of a workload whose devices are one run inside one device range (the
    usual case, one control unit), found from the range of its first device; else None."""
    if len(work.devices) != 1:
        return None
    ssid, first, last = work.devices[0]
    x = io.devices.range_of((ssid, first))
    return io.control_units.chpids_of(x.cu) if x is not None and last <= x.last else None
