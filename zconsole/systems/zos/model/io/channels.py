"""The channel subsystem: channel paths (CHPIDs), control units, devices and their paths.

Devices are described by ranges (``DeviceRange``: devices first-last of one subchannel
set, all on one control unit) and a ``Device`` object exists only for a device a command
has looked up by number: the 65,280-device machine costs a few hundred range and control
unit descriptions, and what is stored beyond them is what commands changed. Control units
may be given as builders, made on first use. Which control units a CHPID reaches, and
which device ranges a control unit has, are indexes, so CF CHP and D M=CHP(xx) visit the
devices concerned and never scan the machine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

# The parts, named here too: importers of channels.py find every name they always have.
from zconsole.systems.zos.model.io.parts import (
    CHPID_TYPES,
    FEATURES,
    LINK_GBPS,
    PATH_SECURITY,
    SECURITY_CAPABILITIES,
    VOLUME_USES,
    Chpid,
    ControlUnit,
    CuPath,
    Device,
    DeviceRange,
    DeviceStatus,
    PathState,
    merged_runs,
)

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.chp_dialogue import PendingConfig
    from zconsole.systems.zos.model.io.link_events import PlannedLink

__all__ = [
    "CHPID_TYPES", "FEATURES", "LINK_GBPS", "PATH_SECURITY", "SECURITY_CAPABILITIES", "VOLUME_USES",
    "Chpid", "Chpids", "ControlUnit", "ControlUnitSource", "ControlUnits", "CuPath", "Device",
    "DeviceRange", "DeviceStatus", "Devices", "IoConfig", "PathState", "merged_runs",
]


ControlUnitSource = ControlUnit | Callable[[], ControlUnit]


class Chpids(Mapping[int, Chpid]):
    """CHPIDs by number, each made by ``make`` when first looked up: a described machine's
    (the large one's 256, of which a CF CHP needs eight)."""

    def __init__(self, numbers: Iterable[int], make: Callable[[int], Chpid]) -> None:
        self._numbers = sorted(numbers)
        self._defined = frozenset(self._numbers)
        self._make = make
        self._made: dict[int, Chpid] = {}

    def __getitem__(self, number: int) -> Chpid:
        chp = self._made.get(number)
        if chp is None:
            if number not in self._defined:
                raise KeyError(number)
            chp = self._made[number] = self._make(number)
            if chp.id != number:
                raise ValueError(f"CHPID {number:02X} was made as {chp.name}")
        return chp

    def __iter__(self) -> Iterator[int]:
        return iter(self._numbers)

    def __len__(self) -> int:
        return len(self._numbers)

    def __contains__(self, number: object) -> bool:
        return number in self._defined


class ControlUnits(Mapping[str, ControlUnit]):
    """Control units by number; one given as a builder is built when first asked for.

    A described machine (the large one) gives only each unit's CHPIDs and one ``build``
    for all of them: ``build(number)`` makes a unit when it is first asked for.
    ``chpids_of`` tells which CHPIDs a unit has paths through without building it.
    """

    def __init__(self, units: Mapping[str, ControlUnitSource] | None = None,
                 chpids: Mapping[str, tuple[int, ...]] | None = None,
                 build: Callable[[str], ControlUnit] | None = None) -> None:
        self._units: dict[str, ControlUnitSource] = dict(units or {})
        self._chpids: dict[str, tuple[int, ...]] = dict(chpids or {})
        self._build = build
        for number, unit in self._units.items():
            if isinstance(unit, ControlUnit):
                self._chpids[number] = tuple(p.chpid for p in unit.paths)
            elif number not in self._chpids:
                raise ValueError(f"control unit {number} is given as a builder without its CHPIDs")
        if build is None and len(self._chpids) > len(self._units):
            number = next(n for n in self._chpids if n not in self._units)
            raise ValueError(f"control unit {number} has CHPIDs but neither a unit nor a builder")

    def __getitem__(self, number: str) -> ControlUnit:
        unit = self._units.get(number)
        if isinstance(unit, ControlUnit):
            return unit
        if unit is not None:
            built = unit()
        elif self._build is not None and number in self._chpids:
            built = self._build(number)
        else:
            raise KeyError(number)
        if tuple(p.chpid for p in built.paths) != self._chpids[number]:
            raise ValueError(f"control unit {number} was described with other CHPIDs than it has")
        self._units[number] = built
        return built

    def __iter__(self) -> Iterator[str]:
        return iter(self._chpids)

    def __len__(self) -> int:
        return len(self._chpids)

    def __contains__(self, number: object) -> bool:
        return number in self._chpids

    def chpids_of(self, number: str) -> tuple[int, ...]:
        return self._chpids[number]

    def all_chpids(self) -> set[int]:
        """Every CHPID some unit has a path through."""
        return set().union(*self._chpids.values())


class Devices(Mapping[tuple[int, int], Device]):
    """Devices by (subchannel set, number), described by ranges.

    Looking a device up (``devices[key]``, ``get``) makes its ``Device`` once and keeps it,
    so changes to it last; iterating over values gives the kept ones and, for the rest,
    fresh objects nobody keeps (read them, don't change them). Displays over many devices
    use ``runs()`` instead and never make a Device per device.
    """

    def __init__(self, ranges: list[DeviceRange], units: ControlUnits) -> None:
        self._ranges = sorted(ranges, key=lambda r: (r.ssid, r.first))
        # (subchannel set, number >> 8) -> the ranges with devices in that block of 256,
        # made when a device is first looked up (the bisect module costs more to import).
        self._blocks: dict[tuple[int, int], list[DeviceRange]] | None = None
        self._units = units
        self._made: dict[tuple[int, int], Device] = {}
        self._by_cu: dict[str, list[DeviceRange]] = {}
        for before, after in zip(self._ranges, self._ranges[1:], strict=False):
            if before.ssid == after.ssid and after.first <= before.last:
                raise ValueError(f"device {after.ssid}{after.first:04X} is defined twice")
        for r in self._ranges:
            if r.cu not in units:
                raise ValueError(f"device {r.ssid}{r.first:04X} is on control unit {r.cu}, not defined")
            self._by_cu.setdefault(r.cu, []).append(r)
        self._count = sum(r.last - r.first + 1 for r in self._ranges)

    def range_of(self, key: tuple[int, int]) -> DeviceRange | None:
        blocks = self._blocks
        if blocks is None:
            blocks = self._blocks = {}
            for r in self._ranges:
                for block in range(r.first >> 8, (r.last >> 8) + 1):
                    blocks.setdefault((r.ssid, block), []).append(r)
        ssid, number = key
        for r in blocks.get((ssid, number >> 8), ()):
            if r.first <= number <= r.last:
                return r
        return None

    def __getitem__(self, key: tuple[int, int]) -> Device:
        device = self._made.get(key)
        if device is None:
            r = self.range_of(key)
            if r is None:
                raise KeyError(key)
            device = self._made[key] = Device(key[0], key[1], r.devtype, self._units[r.cu])
        return device

    def __contains__(self, key: object) -> bool:
        return isinstance(key, tuple) and len(key) == 2 and self.range_of(key) is not None

    def __iter__(self) -> Iterator[tuple[int, int]]:
        for r in self._ranges:
            for number in range(r.first, r.last + 1):
                yield (r.ssid, number)

    def __len__(self) -> int:
        return self._count

    def values(self) -> Iterator[Device]:  # type: ignore[override]
        """Every device in key order (a fresh object for one not looked up before)."""
        for r in self._ranges:
            cu = self._units[r.cu]
            for number in range(r.first, r.last + 1):
                made = self._made.get((r.ssid, number))
                yield made if made is not None else Device(r.ssid, number, r.devtype, cu)

    def items(self) -> Iterator[tuple[tuple[int, int], Device]]:  # type: ignore[override]
        for device in self.values():
            yield device.key, device

    @property
    def ranges(self) -> list[DeviceRange]:
        return list(self._ranges)

    def overlapping(self, ssid: int, first: int, last: int) -> list[DeviceRange]:
        """The ranges with a device in ``first``-``last`` of subchannel set ``ssid``, in key order."""
        return [r for r in self._ranges if r.ssid == ssid and r.first <= last and first <= r.last]

    def ranges_of(self, cu: str) -> list[DeviceRange]:
        """The ranges of control unit ``cu``, in key order."""
        return list(self._by_cu.get(cu, ()))

    def changed(self) -> list[Device]:
        """Devices that differ from their range's description, in key order."""
        return sorted((d for d in self._made.values() if d.changed), key=lambda d: d.key)

    def runs(self, ranges: list[DeviceRange] | None = None) -> Iterator[tuple[DeviceRange, Device | None]]:
        """The devices of ``ranges`` (default: all) in key order, as runs: (a sub-range of
        unchanged devices, None) or (a one-device range, the changed device)."""
        changed: dict[tuple[int, int], Device] = {k: d for k, d in self._made.items() if d.changed}
        keys = sorted(changed)
        low = 0  # ranges and keys both go up: the keys before a range are in no later range
        for r in self._ranges if ranges is None else sorted(ranges, key=lambda r: (r.ssid, r.first)):
            while low < len(keys) and keys[low] < (r.ssid, r.first):
                low += 1
            high = low
            while high < len(keys) and keys[high] <= (r.ssid, r.last):
                high += 1
            marks = [n for _, n in keys[low:high]]
            low = high
            start = r.first
            for n in marks:
                if n > start:
                    yield DeviceRange(r.ssid, start, n - 1, r.devtype, r.cu), None
                yield DeviceRange(r.ssid, n, n, r.devtype, r.cu), changed[(r.ssid, n)]
                start = n + 1
            if start <= r.last:
                yield DeviceRange(r.ssid, start, r.last, r.devtype, r.cu), None

    @property
    def multiple_ssids(self) -> bool:
        return any(r.ssid for r in self._ranges)


class IoConfig:
    """All CHPIDs, control units and devices of the partition, indexed for the displays."""

    def __init__(
        self,
        chpids: Mapping[int, Chpid] | None = None,
        control_units: ControlUnits | Mapping[str, ControlUnit] | None = None,
        devices: list[DeviceRange] | None = None,
    ) -> None:
        self.chpids: Mapping[int, Chpid] = chpids if chpids is not None else {}
        units = control_units if isinstance(control_units, ControlUnits) else ControlUnits(control_units)
        self.control_units: ControlUnits = units
        self.devices = Devices(devices or [], units)
        self._numbers = sorted(units)
        if not units.all_chpids().issubset(self.chpids):
            number, chp = next((n, chp) for n in self._numbers for chp in units.chpids_of(n)
                               if chp not in self.chpids)
            raise ValueError(f"control unit {number} uses CHPID {chp:02X}, not defined")
        # CHPID -> numbers of the control units with a path through it (the CF CHP index),
        # filled in for a CHPID when first asked about.
        self._units_on: dict[int, list[str]] = {}
        # IECIOSxx ZHPF= / SETIOS ZHPF: zHPF in use (DOC default NO).
        self.zhpf = False
        # IECIOSxx RECOVERY PATH_SCOPE=, PATH_THRESHOLD=, PATH_INTERVAL= (DOC defaults).
        self.path_scope = "DEVICE"
        self.path_threshold = 10  # errors a minute
        self.path_interval = 10  # minutes
        # Paths IOS took offline (a failed link, IOS450E): CHPID -> devices. CF CHP(xx),ONLINE
        # gives them back; the operator's own VARY PATH OFFLINE it leaves alone.
        self.ios_removed: dict[int, set[tuple[int, int]]] = {}
        # The machine file's [[io_event]]: planned link failures and repairs (io/paths.py
        # PlannedLink), scheduled by the living machine at IPL.
        self.planned: list[PlannedLink] = []
        # io/load.py chpids_of: a workload (IoWork) -> the CHPIDs its control units have
        # paths through; a fact of the configuration, kept once worked out (not saved).
        self.work_chpids: dict[object, tuple[int, ...]] = {}
        # A CF CHP(list),OFFLINE,FORCE waiting for its dialogue (io/reconfig.py): nothing
        # has changed yet; saved with the state (its own section).
        self.reconfig: PendingConfig | None = None

    def device(self, ssid: int, number: int) -> Device | None:
        return self.devices.get((ssid, number))

    def restore_ios_paths(self, chpid: int) -> None:
        """CF CHP(xx),ONLINE: the paths IOS removed from devices through ``chpid`` return."""
        for key in sorted(self.ios_removed.pop(chpid, ())):
            self.devices[key].offline_paths.discard(chpid)

    @property
    def multiple_ssids(self) -> bool:
        return self.devices.multiple_ssids

    def path_states(self, device: Device) -> list[PathState]:
        states = []
        for path in device.cu.paths:
            chp = self.chpids[path.chpid]
            states.append(
                PathState(
                    path=path,
                    online=chp.online and path.chpid not in device.offline_paths,
                    physically_online=chp.online,
                    operational=chp.online and chp.operational,
                    managed=chp.managed,
                )
            )
        return states

    def online_path_count(self, device: Device) -> int:
        """Paths that are online and operational: the number D M=DEV shows for the device."""
        count = 0
        for path in device.cu.paths:
            chp = self.chpids[path.chpid]
            if chp.online and chp.operational and path.chpid not in device.offline_paths:
                count += 1
        return count

    def _on(self, chpid: int) -> list[str]:
        found = self._units_on.get(chpid)
        if found is None:
            chpids_of = self.control_units.chpids_of
            found = self._units_on[chpid] = [n for n in self._numbers if chpid in chpids_of(n)]
        return found

    def units_on(self, chpid: int) -> list[str]:
        """Numbers of the control units with a path through ``chpid``, in order."""
        return list(self._on(chpid))

    def ranges_on(self, chpids: set[int]) -> list[DeviceRange]:
        """The device ranges of every control unit with a path through one of ``chpids``."""
        units = sorted({n for chp in chpids for n in self._on(chp)})
        return [r for n in units for r in self.devices.ranges_of(n)]

    def control_units_on(self, chpid: int) -> list[tuple[ControlUnit, CuPath]]:
        return [
            (cu, path)
            for cu in (self.control_units[n] for n in self._on(chpid))
            for path in cu.paths
            if path.chpid == chpid
        ]
