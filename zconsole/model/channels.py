"""The channel subsystem: channel paths (CHPIDs), control units, devices and their paths."""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from typing import Any

import attrs

Validator = Callable[[Any, "attrs.Attribute[str]", str], None]

_HEX = re.compile(r"[0-9A-F]+")

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


def _hex(width: int) -> Validator:
    def check(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
        if len(value) != width or not _HEX.fullmatch(value):
            raise ValueError(f"{attribute.name} {value!r} must be {width} hex digits")

    return check


def _hex_or_none(width: int) -> Validator:
    """Like _hex, but None (not reported) is allowed."""
    check_hex = _hex(width)

    def check(instance: object, attribute: attrs.Attribute[str], value: str | None) -> None:
        if value is not None:
            check_hex(instance, attribute, value)

    return check


def _link(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
    if len(value) not in (2, 4) or not _HEX.fullmatch(value):
        raise ValueError(f"{attribute.name} {value!r} must be 2 or 4 hex digits")


def _one_of(choices: tuple[str, ...]) -> Validator:
    def check(instance: object, attribute: attrs.Attribute[str], value: str) -> None:
        if value not in choices:
            raise ValueError(f"{attribute.name} {value!r} must be one of {', '.join(choices)}")

    return check


@attrs.define(eq=False)
class Chpid:
    """A channel path: its type, state (CF CHP) and link."""

    id: int = attrs.field()
    type_code: str = attrs.field(default="1B")
    online: bool = True  # configured online to this partition (CF CHP)
    operational: bool = True  # the link works (hardware)
    managed: bool = False  # DCM-managed
    speed: str = "16G"  # operating link speed
    capable_speed: str = "16G"
    security: str = attrs.field(default="None", validator=_one_of(SECURITY_CAPABILITIES))
    pchid: str | None = None
    switch: str | None = None  # switch device number
    # Whether the channel subsystem reports a channel-path descriptor (TYPE=, DESC=).
    # Hercules does not (everyday-displays A1): D M=CHP(xx) then prints no CHPID line.
    descriptor: bool = True

    @id.validator
    def _check_id(self, attribute: object, value: int) -> None:
        if not 0 <= value <= 0xFF:
            raise ValueError(f"CHPID {value} must be 00-FF")

    @type_code.validator
    def _check_type(self, attribute: object, value: str) -> None:
        if value not in CHPID_TYPES:
            raise ValueError(f"CHPID type {value!r} must be one of {', '.join(CHPID_TYPES)}")

    @property
    def name(self) -> str:
        return f"{self.id:02X}"

    @property
    def description(self) -> str:
        return CHPID_TYPES[self.type_code][0]


@attrs.define(eq=False)
class CuPath:
    """One path from a control unit to a channel path, with the link it uses."""

    chpid: int
    entry_link: str | None = attrs.field(validator=_hex_or_none(4))  # None: a direct path
    dest_link: str = attrs.field(validator=_link)  # 2 hex digits on a direct link (A2), else 4
    interface_id: str | None = attrs.field(validator=_hex_or_none(4))  # None: not reported
    security: str = attrs.field(default="None", validator=_one_of(PATH_SECURITY))


@attrs.define(eq=False)
class ControlUnit:
    """A control unit: its paths and the identity it reports (node descriptors)."""

    number: str = attrs.field(validator=_hex(4))
    paths: list[CuPath]
    node_descriptor: str | None  # CU ND, tttttt.mmm.nnn.pp.ssssssssssss.uuuu; None: not available
    token_ned: str
    logical_address: str = attrs.field(default="00", validator=_hex(2))
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
    offline_paths: set[int] = attrs.Factory(set)  # CHPIDs varied offline for this device
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


@attrs.frozen
class PathState:
    """What the displays show for one device path."""

    path: CuPath
    online: bool  # PATH ONLINE: varied online and its CHPID configured online
    physically_online: bool  # CHP PHYSICALLY ONLINE
    operational: bool  # PATH OPERATIONAL
    managed: bool


@attrs.define(eq=False)
class IoConfig:
    """All CHPIDs, control units and devices of the partition, indexed for the displays."""

    chpids: dict[int, Chpid] = attrs.Factory(dict)
    control_units: dict[str, ControlUnit] = attrs.Factory(dict)
    devices: dict[tuple[int, int], Device] = attrs.Factory(dict)

    def __attrs_post_init__(self) -> None:
        for cu in self.control_units.values():
            for path in cu.paths:
                if path.chpid not in self.chpids:
                    raise ValueError(f"control unit {cu.number} uses CHPID {path.chpid:02X}, not defined")
        for device in self.devices.values():
            if self.control_units.get(device.cu.number) is not device.cu:
                raise ValueError(f"device {device.name} is on control unit {device.cu.number}, not defined")

    def device(self, ssid: int, number: int) -> Device | None:
        return self.devices.get((ssid, number))

    @property
    def multiple_ssids(self) -> bool:
        return any(ssid for ssid, _ in self.devices)

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

    def devices_on(self, chpid: int) -> list[Device]:
        """Devices with a path through ``chpid``, in device-number order."""
        units = {cu.number for cu in self.control_units.values() if any(p.chpid == chpid for p in cu.paths)}
        return sorted((d for d in self.devices.values() if d.cu.number in units), key=lambda d: d.key)

    def control_units_on(self, chpid: int) -> list[tuple[ControlUnit, CuPath]]:
        return [
            (cu, path)
            for cu in sorted(self.control_units.values(), key=lambda c: c.number)
            for path in cu.paths
            if path.chpid == chpid
        ]
