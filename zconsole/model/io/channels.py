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

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    import datetime as dt

    from zconsole.model.io.planned import PlannedLink

# CHPID type codes: code -> (description in D M=CHP, RMF acronym). DOC/MEM: the codes and
# descriptions z/OS shows; only the ones a machine here uses are listed in a display.
CHPID_TYPES = {
    "00": ("UNKNOWN", "UNDEF"),
    "11": ("OSA DIRECT EXPRESS", "OSD"),
    "1A": ("FICON POINT TO POINT", "FC"),
    "1B": ("FICON SWITCHED", "FC_S"),
    "1D": ("FICON INCOMPLETE", "FC?"),
    "24": ("INTERNAL QUEUED DIRECT COMM", "IQD"),
    "25": ("FIBRE CHANNEL PROTOCOL", "FCP"),
}
VOLUME_USES = ("PRIVATE", "PUBLIC", "STORAGE")  # D U VOLSTATE: PRIV, PUB, STRG
SECURITY_CAPABILITIES = ("Encryption", "Authentication", "None")
PATH_SECURITY = ("Encr", "Auth", "None")
_HEX_DIGITS = frozenset("0123456789ABCDEF")
# The FICON features and link speeds the load model knows (io/rates.py; kept here as
# words so the one-shot path never imports the rates).
FEATURES = ("FEX8S", "FEX16S", "FEX16SP", "FEX16SA")
LINK_GBPS = (2, 4, 8, 16)


def _check_hex(name: str, value: str, width: int) -> None:
    if len(value) != width or not _HEX_DIGITS.issuperset(value):
        raise ValueError(f"{name} {value!r} must be {width} hex digits")


def _check_hex_or_none(name: str, value: str | None, width: int) -> None:
    """Like _check_hex, but None (not reported) is allowed."""
    if value is not None:
        _check_hex(name, value, width)


def _check_link(name: str, value: str) -> None:
    if len(value) not in (2, 4) or not _HEX_DIGITS.issuperset(value):
        raise ValueError(f"{name} {value!r} must be 2 or 4 hex digits")


def _check_one_of(name: str, value: str, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValueError(f"{name} {value!r} must be one of {', '.join(choices)}")


@attrs.define(eq=False)
class Chpid:
    """A channel path: its type, state (CF CHP) and link."""

    id: int
    type_code: str = "1B"
    online: bool = True  # configured online to this partition (CF CHP)
    operational: bool = True  # the link works (hardware)
    managed: bool = False  # DCM-managed
    speed: str = "16G"  # operating link speed
    capable_speed: str = "16G"
    security: str = "None"
    pchid: str | None = None
    switch: str | None = None  # switch device number
    # Whether the channel subsystem reports a channel-path descriptor (TYPE=, DESC=).
    # Hercules does not (everyday-displays A1): D M=CHP(xx) then prints no CHPID line.
    descriptor: bool = True
    # --- the living channel (io-living.md §5.1) ---
    # FICON feature (io/rates.py FEATURES) and the channel's own link speed in Gbps, as
    # RMF shows them (G, SPEED); ``speed`` stays PATHINFO's destination-port speed.
    feature: str | None = None
    link_gbps: int | None = None  # None: from ``speed`` (at most 16)
    fec: bool = False  # forward error correction (16G: another G code)
    degraded: bool = False  # the link runs at reduced payload (IOS580E)
    # Intermittent interface control checks a minute (a drill's .IFCC LINK; 0: none), and
    # since when (for IECIOSxx RECOVERY PATH_INTERVAL).
    ifcc_per_min: int = 0
    ifcc_since: dt.datetime | None = None

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.id <= 0xFF:
            raise ValueError(f"CHPID {self.id} must be 00-FF")
        if self.type_code not in CHPID_TYPES:
            raise ValueError(f"CHPID type {self.type_code!r} must be one of {', '.join(CHPID_TYPES)}")
        _check_one_of("security", self.security, SECURITY_CAPABILITIES)
        if self.feature is not None:
            _check_one_of("feature", self.feature, FEATURES)
        if self.link_gbps is not None:
            _check_one_of("link speed", f"{self.link_gbps}G", tuple(f"{g}G" for g in LINK_GBPS))

    @property
    def name(self) -> str:
        return f"{self.id:02X}"

    @property
    def link_speed(self) -> int:
        """The channel's own link speed in Gbps (RMF SPEED)."""
        if self.link_gbps is not None:
            return self.link_gbps
        digits = self.speed.rstrip("G")
        gbps = int(digits) if digits.isdigit() else 16
        return max((g for g in LINK_GBPS if g <= gbps), default=LINK_GBPS[0])

    @property
    def description(self) -> str:
        return CHPID_TYPES[self.type_code][0]


@attrs.define(eq=False)
class CuPath:
    """One path from a control unit to a channel path, with the link it uses."""

    chpid: int
    entry_link: str | None  # None: a direct path
    dest_link: str  # 2 hex digits on a direct link (A2), else 4
    interface_id: str | None  # None: not reported
    security: str = "None"

    def __attrs_post_init__(self) -> None:
        _check_hex_or_none("entry_link", self.entry_link, 4)
        _check_link("dest_link", self.dest_link)
        _check_hex_or_none("interface_id", self.interface_id, 4)
        _check_one_of("security", self.security, PATH_SECURITY)


@attrs.define(eq=False)
class ControlUnit:
    """A control unit: its paths and the identity it reports (node descriptors)."""

    number: str
    paths: list[CuPath]
    node_descriptor: str | None  # CU ND, tttttt.mmm.nnn.pp.ssssssssssss.uuuu; None: not available
    token_ned: str
    logical_address: str = "00"
    wwnn: str | None = None
    hyperpav_aliases: int = 0
    zhyperlinks: int = 0
    functions: tuple[str, ...] = ()
    max_managed: int = 0
    # What the channel subsystem reports about this control unit; an emulator reports
    # less (everyday-displays A2): no CU number (D M=DEV shows ....), no dynamic channel
    # path management data (no MANAGED rows).
    number_known: bool = True
    dcm: bool = True
    # SCP DEVICE NED as a template: {device} is the device number, {unit} the unit
    # address (4 hex digits each). None: the token NED tagged with the unit address.
    device_ned: str | None = None

    def __attrs_post_init__(self) -> None:
        _check_hex("number", self.number, 4)
        _check_hex("logical_address", self.logical_address, 2)
        if not 1 <= len(self.paths) <= 8:
            raise ValueError(f"control unit {self.number} must have 1-8 paths")
        chpids = [p.chpid for p in self.paths]
        if len(set(chpids)) != len(chpids):
            raise ValueError(f"control unit {self.number} names a CHPID twice")


class DeviceStatus(enum.Enum):
    ONLINE = "ONLINE"
    OFFLINE = "OFFLINE"
    BOXED = "BOXED"


@attrs.define(eq=False)
class Device:
    """A device: subchannel set and number, its control unit, status and varied-off paths."""

    ssid: int
    number: int
    devtype: str
    cu: ControlUnit
    status: DeviceStatus = DeviceStatus.ONLINE
    offline_paths: set[int] = attrs.field(factory=set)  # CHPIDs varied offline for this device
    operational: bool = True  # the device answers (False: not attached, not ready)
    volume: str | None = None  # the VOLSER mounted, for D U
    use: str = "PRIVATE"  # the volume's use attribute: PRIVATE, PUBLIC or STORAGE
    allocated: bool = False  # D U status A
    reserved: bool = False  # D U status -R
    # The device has had a path group since IPL: varying it online again re-adds its
    # paths to the group (IOS452I). Devices online at IPL have one.
    path_group: bool = True

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.ssid <= 3 or not 0 <= self.number <= 0xFFFF:
            raise ValueError(f"device {self.ssid}{self.number:04X} is out of range")

    @property
    def name(self) -> str:
        """Five hex digits: subchannel set and number (spec section 7)."""
        return f"{self.ssid}{self.number:04X}"

    @property
    def short(self) -> str:
        return f"{self.number:04X}"

    @property
    def key(self) -> tuple[int, int]:
        return (self.ssid, self.number)

    @property
    def ned(self) -> str:
        """SCP DEVICE NED: the control unit's template, else its token NED with this
        device's unit address as tag (INFERRED)."""
        if self.cu.device_ned is not None:
            return self.cu.device_ned.format(device=self.short, unit=f"{self.number & 0xFF:04X}")
        return f"{self.cu.token_ned.rsplit('.', 1)[0]}.{self.number & 0xFF:04X}"

    @property
    def is_dasd(self) -> bool:
        return self.devtype.startswith("33")

    @property
    def is_tape(self) -> bool:
        return self.devtype.startswith(("34", "35", "36"))

    @property
    def changed(self) -> bool:
        """Whether it differs from a device as its range describes it (online with all its
        paths, answering, no volume, PRIVATE, not allocated or reserved, path group as
        its status gives); only changed devices are kept and saved."""
        online = self.status is DeviceStatus.ONLINE
        return (
            not online or bool(self.offline_paths) or not self.operational or self.volume is not None
            or self.use != "PRIVATE" or self.allocated or self.reserved or self.path_group != online
        )


@attrs.frozen
class DeviceRange:
    """Devices ``first``-``last`` of subchannel set ``ssid``, of one type, on control unit ``cu``."""

    ssid: int
    first: int
    last: int
    devtype: str
    cu: str

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.ssid <= 3 or not 0 <= self.first <= self.last <= 0xFFFF:
            raise ValueError(f"devices {self.ssid}{self.first:04X}-{self.last:04X} are out of range")

    @property
    def size(self) -> int:
        return self.last - self.first + 1


def merged_runs(ranges: Iterable[DeviceRange]) -> list[tuple[int, int, int]]:
    """(ssid, first, last) of ranges in order, each run of touching ranges as one: how a
    machine file writes them back and how D M=CU lists a control unit's devices."""
    out: list[list[int]] = []
    for r in ranges:
        if out and out[-1][0] == r.ssid and out[-1][2] + 1 == r.first:
            out[-1][2] = r.last
        else:
            out.append([r.ssid, r.first, r.last])
    return [(s, first, last) for s, first, last in out]


@attrs.frozen
class PathState:
    """What the displays show for one device path."""

    path: CuPath
    online: bool  # PATH ONLINE: varied online and its CHPID configured online
    physically_online: bool  # CHP PHYSICALLY ONLINE
    operational: bool  # PATH OPERATIONAL
    managed: bool


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
