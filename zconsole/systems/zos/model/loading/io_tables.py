"""The I/O tables of a machine file ([[chpid]], [[control_unit]], [[device]]) and the data written back.

Devices are declared on their control unit as ranges (``devices = ["7800-787F"]``);
``[[device]]`` tables only record what differs from the default (status, varied-off paths).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.io.channels import (
    VOLUME_USES,
    Chpid,
    ControlUnit,
    CuPath,
    Device,
    DeviceRange,
    DeviceStatus,
    IoConfig,
    merged_runs,
)

if TYPE_CHECKING:
    from zconsole.console.table import Table
    from zconsole.systems.zos.model.io.link_events import PlannedLink


def parse_hex(table: Table, name: str, value: str, width: int) -> int:
    text = value.upper()
    if not 1 <= len(text) <= width or any(c not in "0123456789ABCDEF" for c in text):
        raise table.fail(name, f"{value!r} is not {width} hex digits")
    return int(text, 16)


def parse_device(table: Table, name: str, value: str) -> tuple[int, int]:
    """``7800`` or ``17800`` (subchannel set 1) -> (ssid, number)."""
    text = value.upper().lstrip("/")
    if len(text) == 5:
        ssid = parse_hex(table, name, text[0], 1)
        if ssid > 3:
            raise table.fail(name, f"subchannel set {ssid} must be 0-3")
        return ssid, parse_hex(table, name, text[1:], 4)
    return 0, parse_hex(table, name, text, 4)


def _channel_fields(t: Table) -> dict[str, Any]:
    """The living channel's facts (io-living.md §5.1): FICON feature, RMF link speed, FEC."""
    feature = t.get("feature", str, None)
    names = {"8S": "FEX8S", "16S": "FEX16S", "16S+": "FEX16SP", "16SA": "FEX16SA"}
    if feature is not None:
        text = feature.upper().replace(" ", "").removeprefix("FICONEXPRESS").removeprefix("FEX")
        if text not in names and f"FEX{text}" not in names.values():
            raise t.fail("feature", f"{feature!r} is not one of FEx8S, FEx16S, FEx16S+, FEx16SA")
        feature = names.get(text, f"FEX{text}")
    link = t.get("link_speed", str, None)
    gbps = None
    if link is not None:
        digits = link.upper().removesuffix("G")
        if not digits.isdigit() or int(digits) not in (2, 4, 8, 16):
            raise t.fail("link_speed", f"{link!r} is not one of 2G, 4G, 8G, 16G")
        gbps = int(digits)
    since = t.get("ifcc_since", str, None)  # a saved state's running intermittent errors
    from zconsole.systems.zos.model.io.link_events import MAX_ERROR_RATE

    if not 0 <= t.get("ifcc_rate", int, 0) <= MAX_ERROR_RATE:
        raise t.fail("ifcc_rate", f"must be 0-{MAX_ERROR_RATE} errors a minute")
    return {"feature": feature, "link_gbps": gbps, "fec": t.get("fec", bool, False),
            "degraded": t.get("degraded", bool, False), "ifcc_per_min": t.get("ifcc_rate", int, 0),
            "ifcc_since": _moment(t, since) if since is not None else None,
            "ifcc_timeout": t.get("ifcc_timeout", bool, False)}  # IOS051I


def _moment(t: Table, text: str) -> Any:
    import datetime as dt

    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        raise t.fail("ifcc_since", f"{text!r} is not a date and time") from None


def load_io(root: Table) -> IoConfig:
    """The [[chpid]], [[control_unit]] and [[device]] tables, in that order (each refers to
    the ones before it); every mistake names its key."""
    chpids = _load_chpids(root)
    units: dict[str, ControlUnit] = {}
    ranges: list[DeviceRange] = []
    for t in root.tables("control_unit"):
        cu = _load_control_unit(t, chpids, units)
        units[cu.number] = cu
        devtype = t.get("device_type", str, "3390")
        for spec in t.get("devices", list, []):
            ranges.append(_device_range(t, spec, devtype, cu.number, ranges))
        t.finish()
    io = IoConfig(chpids, units, ranges)
    for t in root.tables("device"):
        _load_device(t, io)
    _load_ios(root, io)
    io.planned = [_load_io_event(t, chpids) for t in root.tables("io_event")]
    return io


def _load_io_event(t: Table, chpids: dict[int, Chpid]) -> PlannedLink:
    """[[io_event]]: at = "hh.mm.ss", chpid, kind = FAIL|DEGRADE|REPAIR (or LINK_FAIL ...)."""
    import datetime as dt

    # only a machine that plans events
    from zconsole.systems.zos.model.io.link_events import MAX_ERROR_RATE, PlannedLink

    at_text = t.get("at", str)
    try:
        at = dt.datetime.strptime(at_text, "%H.%M.%S").time()
    except ValueError:
        raise t.fail("at", f"{at_text!r} is not a time of day hh.mm.ss") from None
    chp = parse_hex(t, "chpid", t.get("chpid", str), 2)
    if chp not in chpids:
        raise t.fail("chpid", f"CHPID {chp:02X} is not defined in a [[chpid]] table")
    kind = t.get("kind", str).upper().removeprefix("LINK_")
    rate = t.get("rate", int, 0)
    if not 0 <= rate <= MAX_ERROR_RATE:
        raise t.fail("rate", f"must be 0-{MAX_ERROR_RATE} errors a minute")
    try:
        event = PlannedLink(at, chp, kind, rate)
    except ValueError as exc:
        raise t.fail("kind", str(exc)) from None
    t.finish()
    return event


def _load_ios(root: Table, io: IoConfig) -> None:
    """[ios]: IECIOSxx ZHPF= (DOC default NO), and a saved state's paths IOS took off."""
    ios = root.table("ios")
    if ios is None:
        return
    io.zhpf = ios.get("zhpf", bool, False)
    # RECOVERY PATH_SCOPE=, PATH_THRESHOLD=, PATH_INTERVAL= (DOC values and defaults)
    io.path_scope = ios.get("path_scope", str, "DEVICE").upper()
    if io.path_scope not in ("DEVICE", "CU"):
        raise ios.fail("path_scope", f"{io.path_scope!r} is not DEVICE or CU")
    io.path_threshold = ios.get("path_threshold", int, 10)
    if not 1 <= io.path_threshold <= 100:
        raise ios.fail("path_threshold", "must be 1-100 errors a minute")
    io.path_interval = ios.get("path_interval", int, 10)
    if not 1 <= io.path_interval <= 10:
        raise ios.fail("path_interval", "must be 1-10 minutes")
    for entry in ios.strings("removed", []):
        chp_text, _, dev_text = str(entry).partition(":")
        io.ios_removed.setdefault(parse_hex(ios, "removed", chp_text, 2), set()).add(
            parse_device(ios, "removed", dev_text))
    ios.finish()


def _load_chpids(root: Table) -> dict[int, Chpid]:
    chpids: dict[int, Chpid] = {}
    for t in root.tables("chpid"):
        chp = parse_hex(t, "id", t.get("id", str), 2)
        if chp in chpids:
            raise t.fail("id", f"CHPID {chp:02X} is defined twice")
        try:
            chpids[chp] = Chpid(
                chp,
                t.get("type", str, "1B").upper(),
                online=t.get("online", bool, True),
                operational=t.get("operational", bool, True),
                managed=t.get("managed", bool, False),
                speed=t.get("speed", str, "16G"),
                capable_speed=t.get("capable_speed", str, "16G"),
                security=t.get("security", str, "None"),
                pchid=t.get("pchid", str, None),
                switch=t.get("switch", str, None),
                descriptor=t.get("descriptor", bool, True),
                **_channel_fields(t),
            )
        except ValueError as exc:
            raise t.fail(None, str(exc)) from None
        t.finish()
    return chpids


def _load_control_unit(t: Table, chpids: dict[int, Chpid], units: dict[str, ControlUnit]) -> ControlUnit:
    number = f"{parse_hex(t, 'number', t.get('number', str), 4):04X}"
    if number in units:
        raise t.fail("number", f"control unit {number} is defined twice")
    paths = [_load_path(p, chpids) for p in t.tables("path")]
    try:
        return ControlUnit(
            number=number, paths=paths,
            node_descriptor=t.get("node_descriptor", str, None),
            token_ned=t.get("token_ned", str),
            logical_address=t.get("logical_address", str, "00").upper(),
            wwnn=t.get("wwnn", str, None),
            hyperpav_aliases=t.get("hyperpav_aliases", int, 0),
            zhyperlinks=t.get("zhyperlinks", int, 0),
            functions=tuple(t.strings("functions", [])),
            max_managed=t.get("max_managed", int, 0),
            number_known=t.get("number_known", bool, True),
            dcm=t.get("dcm", bool, True),
            device_ned=t.get("device_ned", str, None),
        )
    except ValueError as exc:
        raise t.fail(None, str(exc)) from None


def _load_path(p: Table, chpids: dict[int, Chpid]) -> CuPath:
    chp = parse_hex(p, "chpid", p.get("chpid", str), 2)
    if chp not in chpids:
        raise p.fail("chpid", f"CHPID {chp:02X} is not defined in a [[chpid]] table")
    try:
        entry, intf = p.get("entry_link", str, None), p.get("interface_id", str, None)
        path = CuPath(chp, entry.upper() if entry else None, p.get("dest_link", str).upper(),
                      intf.upper() if intf else None, p.get("security", str, "None"))
    except ValueError as exc:
        raise p.fail(None, str(exc)) from None
    p.finish()
    return path


def _device_range(t: Table, spec: object, devtype: str, number: str,
                  ranges: list[DeviceRange]) -> DeviceRange:
    """One "low-high" of a control unit's devices list, overlapping none defined before."""
    if not isinstance(spec, str):
        raise t.fail("devices", "must list ranges such as \"7800-787F\"")
    first_text, _, last_text = spec.partition("-")
    ssid, first = parse_device(t, "devices", first_text)
    last_ssid, last = parse_device(t, "devices", last_text or first_text)
    if last_ssid != ssid or last < first:
        raise t.fail("devices", f"{spec!r} is not a range low-high in one subchannel set")
    for other in ranges:
        if other.ssid == ssid and other.first <= last and first <= other.last:
            twice = max(first, other.first)
            raise t.fail("devices", f"device {ssid}{twice:04X} is defined twice")
    return DeviceRange(ssid, first, last, devtype, number)


def _load_device(t: Table, io: IoConfig) -> None:
    """A [[device]] table: how one device of a control unit's range differs from the rest."""
    key = parse_device(t, "number", t.get("number", str))
    device = io.devices.get(key)
    if device is None:
        raise t.fail("number", f"device {key[0]}{key[1]:04X} is on no control unit's devices list")
    status = t.get("status", str, "ONLINE").upper()
    try:
        device.status = DeviceStatus(status)
    except ValueError:
        raise t.fail("status", f"{status!r} is not one of ONLINE, OFFLINE, BOXED") from None
    offline = {parse_hex(t, "offline_paths", c, 2) for c in t.strings("offline_paths", [])}
    if not offline <= {p.chpid for p in device.cu.paths}:
        raise t.fail("offline_paths", "names a CHPID the device has no path through")
    device.offline_paths = offline
    device.operational = t.get("operational", bool, True)
    if not device.operational and device.status is not DeviceStatus.OFFLINE:
        raise t.fail("operational", "a device that does not answer must be OFFLINE")
    volume = t.get("volume", str, None)
    if volume is not None and not (1 <= len(volume) <= 6 and volume.isalnum()):
        raise t.fail("volume", f"{volume!r} is not a volume serial (1-6 letters and digits)")
    device.volume = volume.upper() if volume else None
    device.use = t.get("use", str, "PRIVATE").upper()
    if device.use not in VOLUME_USES:
        raise t.fail("use", f"{device.use!r} is not one of {', '.join(VOLUME_USES)}")
    device.allocated = t.get("allocated", bool, False)
    device.reserved = t.get("reserved", bool, False)
    # A device offline at IPL has no path group yet (its first VARY ONLINE is plain).
    device.path_group = t.get("path_group", bool, device.status is DeviceStatus.ONLINE)
    t.finish()


def _ranges(ranges: list[DeviceRange]) -> list[str]:
    """Key-ordered ranges as machine-file text, touching ranges merged."""
    return [f"{s}{first:04X}-{s}{last:04X}" for s, first, last in merged_runs(ranges)]


_FEATURE_TEXT = {"FEX8S": "FEx8S", "FEX16S": "FEx16S", "FEX16SP": "FEx16S+", "FEX16SA": "FEx16SA"}


def io_to_data(io: IoConfig) -> dict[str, Any]:
    """The I/O part of a machine file, as data that load_io reads back to the same state."""
    data: dict[str, Any] = {}
    if io.chpids:
        data["chpid"] = [
            {k: v for k, v in {
                "id": c.name, "type": c.type_code, "online": c.online, "operational": c.operational,
                "managed": c.managed, "speed": c.speed, "capable_speed": c.capable_speed,
                "security": c.security, "pchid": c.pchid, "switch": c.switch,
                "descriptor": None if c.descriptor else False,
                "feature": _FEATURE_TEXT.get(c.feature or ""),
                "link_speed": f"{c.link_gbps}G" if c.link_gbps else None,
                "fec": c.fec or None, "degraded": c.degraded or None,
                "ifcc_rate": c.ifcc_per_min or None,
                "ifcc_since": f"{c.ifcc_since:%Y-%m-%dT%H:%M:%S.%f}" if c.ifcc_since else None,
                "ifcc_timeout": c.ifcc_timeout or None,
            }.items() if v is not None}
            for c in sorted(io.chpids.values(), key=lambda c: c.id)
        ]
    if io.control_units:
        units = []
        for cu in sorted(io.control_units.values(), key=lambda c: c.number):
            mine = io.devices.ranges_of(cu.number)
            entry: dict[str, Any] = {
                "number": cu.number, "node_descriptor": cu.node_descriptor, "token_ned": cu.token_ned,
                "logical_address": cu.logical_address, "hyperpav_aliases": cu.hyperpav_aliases,
                "zhyperlinks": cu.zhyperlinks, "functions": list(cu.functions),
                "device_type": mine[0].devtype if mine else "3390",
                "devices": _ranges(mine),
                "path": [{k: v for k, v in {
                    "chpid": f"{p.chpid:02X}", "entry_link": p.entry_link, "dest_link": p.dest_link,
                    "interface_id": p.interface_id, "security": p.security}.items() if v is not None}
                    for p in cu.paths],
                "max_managed": cu.max_managed, "number_known": cu.number_known, "dcm": cu.dcm,
            }
            if cu.node_descriptor is None:
                del entry["node_descriptor"]
            if cu.device_ned is not None:
                entry["device_ned"] = cu.device_ned
            if cu.wwnn:
                entry["wwnn"] = cu.wwnn
            units.append(entry)
        data["control_unit"] = units
    data.update(_living_io_data(io))
    changed = io.devices.changed()  # only what differs from the ranges: no walk over every device
    if changed:
        data["device"] = [_device_data(d) for d in changed]
    return data


def _living_io_data(io: IoConfig) -> dict[str, Any]:
    """The living channels' part: planned events, [ios] (ZHPF, RECOVERY, IOS-removed paths)."""
    data: dict[str, Any] = {}
    if io.planned:
        data["io_event"] = [{"at": f"{e.at:%H.%M.%S}", "chpid": f"{e.chpid:02X}", "kind": e.kind,
                             **({"rate": e.rate} if e.rate else {})} for e in io.planned]
    ios: dict[str, Any] = {}
    if io.zhpf:
        ios["zhpf"] = True
    if (io.path_scope, io.path_threshold, io.path_interval) != ("DEVICE", 10, 10):
        ios.update(path_scope=io.path_scope, path_threshold=io.path_threshold, path_interval=io.path_interval)
    if any(io.ios_removed.values()):
        ios["removed"] = [f"{chp:02X}:{s}{n:04X}" for chp, keys in sorted(io.ios_removed.items())
                          for s, n in sorted(keys)]
    if ios:
        data["ios"] = ios
    return data


def _device_data(d: Device) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "number": d.name, "status": d.status.value,
        "offline_paths": [f"{c:02X}" for c in sorted(d.offline_paths)],
        "operational": d.operational, "use": d.use, "allocated": d.allocated, "reserved": d.reserved,
        "path_group": d.path_group,
    }
    if d.volume is not None:
        entry["volume"] = d.volume
    return entry
