"""I/O load: what workloads do, what a plan of their I/O says, and what it depends on.

The plan (solver.py) is a pure function of the I/O configuration and the workloads running (io-living.md §2,
§5.3): each workload's rate spreads evenly over its devices that have a usable path, and
each device's over its usable paths; per channel the processor, bus and link utilisations
follow (rates.py), and from them each device's PEND, CONN and DISC. A workload keeps at
most ``threads`` I/Os in flight, so its delivered rate X solves X x RESP(X) = threads when
the rate it wants would need more (Little's law): a saturated channel lowers the rate
instead of queueing without end. Devices are visited as runs (``Devices.runs``), so a
control unit of 256 unchanged devices costs one group. What of the configuration's state
a plan depends on is ``PlanInputs``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from zconsole.model.io import rates as r

if TYPE_CHECKING:
    from collections.abc import Set as AbstractSet

    from zconsole.model.io.channels import Chpid, DeviceStatus, IoConfig

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


@attrs.frozen
class IoWork:
    """What I/O a procedure does while it runs (machine-file keys io_*, io-living.md §2.1)."""

    rate: float  # I/Os a second it wants
    devices: tuple[tuple[int, int, int], ...]  # (subchannel set, first, last)
    blocks: int = 1  # 4K blocks an I/O
    read: float = 75.0  # percent reads
    zhpf: float = 100.0  # percent eligible for zHPF
    threads: float = 32.0  # I/Os it keeps in flight at most
    miss: float = 0.0  # percent cache misses

    def __attrs_post_init__(self) -> None:
        if self.rate < 0 or self.blocks < 1 or self.threads <= 0:
            raise ValueError("io_rate must not be negative, io_blocks and io_threads must be positive")
        for name in ("read", "zhpf", "miss"):
            if not 0 <= getattr(self, name) <= 100:
                raise ValueError(f"io_{name} must be a percentage 0-100")

    @property
    def device_text(self) -> str:
        return ",".join(f"{s or ''}{a:04X}" + (f"-{s or ''}{b:04X}" if b != a else "")
                        for s, a, b in self.devices)


@attrs.frozen
class Group:
    """Devices of one workload on one control unit with the same usable paths."""

    asid: int
    cu: str
    runs: tuple[tuple[int, int, int], ...]  # (ssid, first, last)
    count: int
    paths: tuple[int, ...]  # usable CHPIDs


@attrs.frozen
class GroupLoad:
    """What each device of a group sees: I/Os a second and the response's parts (us)."""

    group: Group
    rate: float  # per device
    pend: float
    conn: float
    disc: float


@attrs.frozen
class ChanLoad:
    """One channel's load in a segment."""

    zhpf_rate: float
    ficon_rate: float
    busy: float  # processor utilisation, 0-1
    read_mb: float  # MB a second
    write_mb: float
    zhpf_active: float  # I/Os in the channel at once (Little's law)
    ficon_active: float


@attrs.frozen
class IoPlan:
    """One segment's I/O: per channel, per device group, and each workload's rate."""

    chans: dict[int, ChanLoad]
    groups: tuple[GroupLoad, ...]
    delivered: dict[int, float]
    chpids: frozenset[int]  # every CHPID the workloads' control units have a path through


EMPTY = IoPlan({}, (), {}, frozenset())


def usable(io: IoConfig, chpid: int, offline: AbstractSet[int] = frozenset()) -> bool:
    """A path is usable when its CHPID is configured online, its link works, and neither
    the operator nor IOS varied it off for the device."""
    chp = io.chpids[chpid]
    return chp.online and chp.operational and chpid not in offline


def link_mb(chp: Chpid) -> float:
    """The link's payload MB a second each way (halved while degraded)."""
    return speed_mb(chp.link_speed, chp.degraded)


def speed_mb(gbps: int, degraded: bool) -> float:
    """A link of ``gbps``'s payload MB a second each way (halved while degraded)."""
    mb = r.LINK_MB[gbps]
    return mb * r.DEGRADED_FACTOR if degraded else mb


@attrs.frozen
class PlanInputs:
    """Everything a plan depends on that changes while the machine runs; the rest (control
    units, their paths and functions, CHPID features and link speeds) is the configuration's
    and fixed. A plan is a pure function of these: equal inputs give an equal plan, whether
    it is worked out at once or later (living/io_flow.py works it out when it is read)."""

    zhpf: bool  # IECIOSxx / SETIOS ZHPF
    works: tuple[tuple[int, IoWork], ...]  # (ASID, what it does), ASID order
    # (CHPID, configured online, link operational, link degraded) of every CHPID the
    # workloads' control units have a path through, in CHPID order
    chpids: tuple[tuple[int, bool, bool, bool], ...]
    # the changed devices (Devices.changed), in key order: (key, status, offline paths)
    devices: tuple[tuple[tuple[int, int], DeviceStatus, frozenset[int]], ...]


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
    the configuration's state as ``inputs`` says (default: as it stands now)."""
    if not works:
        return EMPTY
    from zconsole.model.io import solver  # the closed-loop solver: only when a plan is made

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
        found = io.work_chpids[work.devices] = sum(groups_all(io, work), ())
    return found
