"""The default machine's I/O configuration, and the 65,280-device scale machine.

SEED (spec section 7): device 7800 with its eight paths, link addresses, interface ids,
connection security and node descriptors. SEED (FICON whitepaper RMF report): CHPIDs
42, 4C, 61, 6D, 94, 95, A3, FICON switched, at their link speeds. The page data set
volumes (02E6, 098E, 0987, 098F) sit on control units of their own. Everything else
(more DASD, a tape unit, OSA ports) is INFERRED to make the grids look like a system.
"""

from __future__ import annotations

from zconsole.systems.zos.model.io.channels import (
    Chpid,
    Chpids,
    ControlUnit,
    ControlUnits,
    CuPath,
    DeviceRange,
    IoConfig,
)

KMX41 = "002107.{}.IBM.75.00000000KMX41.{}"

# SEED section 7: CHP, ENTRY LINK, DEST LINK, INTERFACE ID, CONNECTION SECURITY
_CU7800_PATHS = (
    (0x42, "5472", "662C", "0000", "Encr"),
    (0x9E, "6677", "66CF", "0032", "Encr"),
    (0x60, "530D", "666F", "0100", "Auth"),
    (0x53, "66B3", "66B4", "0132", "Encr"),
    (0x54, "66EB", "66DA", "0200", "Encr"),
    (0x55, "6604", "664A", "0232", "Encr"),
    (0x56, "6664", "66B2", "0300", "Encr"),
    (0x57, "66C4", "66D5", "0332", "Encr"),
)
# SEED 002 p.36 (RMF channel report): CHPID -> FICON feature and the channel's own link
# speed (G, SPEED); 42's 32G above is PATHINFO's destination port (io-living.md §6.1).
_FEATURES = {0x42: ("FEX16SA", 16), 0x4C: ("FEX16SA", 8), 0x61: ("FEX16SP", 16), 0x6D: ("FEX16SP", 8),
             0x94: ("FEX16S", 16), 0x95: ("FEX16S", 8), 0xA3: ("FEX8S", 8)}
# SEED (RMF channel report and section 8): CHPID -> (operating, capable) speed.
_SPEEDS = {0x42: ("32G", "32G"), 0x4C: ("8G", "16G"), 0x61: ("16G", "16G"), 0x6D: ("8G", "16G"),
           0x94: ("16G", "16G"), 0x95: ("8G", "16G"), 0xA3: ("8G", "8G")}


def _cu(
    number: str, chpids: tuple[int, ...], serial: str, security: str = "None",
    model: tuple[str, str] = ("002107.996", "002107.900"), functions: tuple[str, ...] = ("MIDAW", "ZHPF"),
) -> ControlUnit:
    """A control unit on ``chpids`` (DS8000-like by default) with generated link addresses (INFERRED)."""
    paths = [
        CuPath(chp, f"54{chp:02X}", f"66{(chp * 7) & 0xFF:02X}", f"{i:02X}00", security)
        for i, chp in enumerate(chpids)
    ]
    return ControlUnit(
        number=number, paths=paths,
        node_descriptor=f"{model[0]}.IBM.75.0000000{serial}.{number[:2]}00",
        token_ned=f"{model[1]}.IBM.75.0000000{serial}.0000",
        functions=functions,
    )


def _devices(cu: ControlUnit, first: int, count: int, devtype: str, ssid: int = 0) -> DeviceRange:
    return DeviceRange(ssid, first, first + count - 1, devtype, cu.number)


def default_io() -> IoConfig:
    """A fresh copy of the default machine's I/O configuration (about 400 devices)."""
    chpids: dict[int, Chpid] = {}
    for chp in (0x42, 0x9E, 0x60, 0x53, 0x54, 0x55, 0x56, 0x57, 0x4C, 0x61, 0x6D, 0x94, 0x95, 0xA3):
        speed, capable = _SPEEDS.get(chp, ("16G", "16G"))
        security = "Encryption" if chp in (0x42, 0x9E, 0x53, 0x54, 0x55, 0x56, 0x57) else "None"
        if chp == 0x60:
            security = "Authentication"
        feature, gbps = _FEATURES.get(chp, (None, None))
        chpids[chp] = Chpid(chp, "1B", speed=speed, capable_speed=capable, security=security,
                            pchid=f"01{chp:02X}", switch="0100", feature=feature, link_gbps=gbps)
    chpids[0x20] = Chpid(0x20, "1A", speed="8G", capable_speed="8G", pchid="0120")
    for chp in (0xE0, 0xE1):
        chpids[chp] = Chpid(chp, "11", speed="10G", capable_speed="10G", pchid=f"01{chp:02X}")

    cu7800 = ControlUnit(
        number="7800",
        paths=[CuPath(chp, entry, dest, intf, sec) for chp, entry, dest, intf, sec in _CU7800_PATHS],
        node_descriptor=KMX41.format("996", "0000"),
        token_ned=KMX41.format("900", "0000"),
        wwnn="5005076309FFD439",
        hyperpav_aliases=48,
        zhyperlinks=16,
        functions=("MIDAW",),
    )
    units = [
        cu7800,
        _cu("7900", (0x4C, 0x61, 0x6D, 0x94), "KMX42"),
        _cu("02C0", (0x95, 0xA3), "PAG01"),
        _cu("0980", (0x95, 0xA3), "PAG02"),
        _cu("0580", (0x20,), "TAPE1", model=("003590.B1A", "003590.B1A"), functions=()),
    ]
    devices = [
        _devices(units[0], 0x7800, 128, "3390"),
        _devices(units[1], 0x7900, 128, "3390"),
        _devices(units[2], 0x02C0, 64, "3390"),
        _devices(units[3], 0x0980, 64, "3390"),
        _devices(units[4], 0x0580, 16, "3590"),
    ]
    return IoConfig(chpids, {cu.number: cu for cu in units}, devices)


LARGE_CONTROL_UNITS = 255  # x 256 devices = 65,280 devices (0000-FEFF)


def large_io() -> IoConfig:
    """The scale machine: 65,280 devices on 255 control units over all 256 CHPIDs.

    Described, not built: one range of 256 devices per control unit, and each control
    unit made when a command first needs it, so `--machine large -c "D ASM"` costs
    next to nothing and `CF CHP(xx)` builds the eight units it touches.
    """
    chpids = Chpids(range(256), _large_chpid)
    numbers = [f"{i:02X}00" for i in range(LARGE_CONTROL_UNITS)]
    paths = {number: _large_chpids(i) for i, number in enumerate(numbers)}
    ranges = [DeviceRange(0, i << 8, (i << 8) | 0xFF, "3390", number) for i, number in enumerate(numbers)]
    return IoConfig(chpids, ControlUnits(chpids=paths, build=_large_cu), ranges)


def _large_chpid(number: int) -> Chpid:
    return Chpid(number, "1B", pchid=f"{0x100 + number:04X}")


def _large_chpids(i: int) -> tuple[int, ...]:
    """Control unit ``i`` of the large machine has paths through 8 consecutive CHPIDs."""
    return tuple(range(i * 8 % 256, i * 8 % 256 + 8))  # 8 divides 256: no wrap


def _large_cu(number: str) -> ControlUnit:
    i = int(number[:2], 16)
    return _cu(number, _large_chpids(i), f"L{i:04X}")
