"""The channel subsystem's parts: a channel path (CHPID), a control unit and its paths,
a device and a range of devices, and the path states the I/O displays show.

Kept apart from channels.py (which indexes them for the whole partition) so that each
module stays one concern; channels.py names them again for its importers.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    import datetime as dt

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
    # The intermittent errors are interface timeouts (IOS051I, a drill's .TIMEOUT LINK),
    # not interface control checks (IOS050I).
    ifcc_timeout: bool = False

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
