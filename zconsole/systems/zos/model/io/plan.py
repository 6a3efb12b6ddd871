"""The I/O plan's values: what a workload does (IoWork), what a plan says (IoPlan and its
parts), and all of the machine's state a plan depends on (PlanInputs); load.py makes
them from the configuration, solver.py the plan from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.io import rates as r

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import DeviceStatus


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
