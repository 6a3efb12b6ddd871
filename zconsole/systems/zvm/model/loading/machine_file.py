"""Reads a z/VM machine file (man zconsole-zvm-machine(5)) into a ZvmMachine."""

from __future__ import annotations

import datetime as dt
import tomllib
from pathlib import Path
from typing import Any

from zconsole.systems.zvm.model import ipl, ipl_state
from zconsole.systems.zvm.model.dasd import EXTENT_KINDS, Extent, Volume
from zconsole.systems.zvm.model.devices import FREE, SYSTEM, USER, Device
from zconsole.systems.zvm.model.directory import DirEntry, Guest
from zconsole.systems.zvm.model.events import LOGOFF, LOGON
from zconsole.systems.zvm.model.figures import GuestPages, StaticFigures
from zconsole.systems.zvm.model.loading.lab_file import load_lab
from zconsole.systems.zvm.model.loading.reader import Node, ZvmMachineFileError
from zconsole.systems.zvm.model.machine import RELEASES, Facts, RealStorage, ZvmMachine
from zconsole.systems.zvm.model.units import amount_text, parse_amount

# The longest a guest may take to shut down, or a signal be waited for: a day (INFERRED:
# CP's SET SIGNAL SHUTDOWN TIME takes seconds; a bound keeps time arithmetic in range).
MAX_SECONDS = 86_400


def load_machine(path: Path) -> ZvmMachine:
    """The machine of TOML file ``path``; ZvmMachineFileError naming file, key and reason."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ZvmMachineFileError(path, "", f"cannot read: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ZvmMachineFileError(path, "", f"not TOML: {exc}") from None
    return machine_from_data(data, path)


def _amount(node: Node, name: str, default: str) -> int:
    text = node.get(name, str, default)
    if text == "0":
        return 0
    try:
        return parse_amount(text)
    except ValueError as exc:
        raise node.fail(name, str(exc)) from None


def _rdev(node: Node, name: str, text: str | None = None) -> int:
    text = node.get(name, str, required=True) if text is None else text
    try:
        value = int(text, 16)
    except ValueError:
        raise node.fail(name, f"{text!r} is not a device number (1-4 hex digits)") from None
    if not 1 <= len(text) <= 4:
        raise node.fail(name, f"{text!r} is not a device number (1-4 hex digits)")
    return value


def _time(node: Node, name: str, default: dt.datetime) -> dt.datetime:
    value = node.get(name, dt.datetime, default)
    assert isinstance(value, dt.datetime)
    return value.replace(tzinfo=None)


def _built(node: Node, name: str, make: Any) -> Any:
    try:
        return make()
    except ValueError as exc:
        raise node.fail(name, str(exc)) from None


def machine_from_data(data: dict[str, Any], path: Path | str) -> ZvmMachine:
    """A machine from machine-file data (a file's TOML, or a saved state's machine)."""
    root = Node(path, "", data)
    sysn = root.table("system")
    facts, processors = _facts(sysn)
    sysn.done()
    machine = ZvmMachine(facts=facts, storage=_storage(root.table("storage")), processors=processors)
    figures = StaticFigures()
    machine.figures = figures
    for vn in root.tables("volume"):
        _volume(machine, vn)
    for dn in root.tables("device"):
        _devices(machine, dn)
    for un in root.tables("user"):
        _user(machine, figures, un)
    for sn in root.tables("slot"):
        _slot(machine, sn)
    if "nss" in data:  # saved systems: read only where a machine has them
        from zconsole.systems.zvm.model.loading.nss_file import load_nss

        machine.nss = load_nss(root)
    load_lab(machine, root, _time)
    _order(machine, root)
    _console_and_ipl(machine, root)
    for en in root.tables("event"):
        _event(machine, en)
    _tuning(machine, root.table("tuning"))
    fn = root.table("figures")
    figures.avgproc, figures.paging = fn.get("avgproc", int, 0), fn.get("paging", int, 0)
    fn.done()
    root.done()
    return machine


def _facts(sysn: Node) -> tuple[Facts, int]:
    release = sysn.get("release", str, "6.3")
    if release not in RELEASES:
        raise sysn.fail("release", f"must be one of {', '.join(RELEASES)}, not {release!r}")
    facts = _built(
        sysn,
        "",
        lambda: Facts(
            system_name=sysn.get("name", str, "ZVMWSXX"),
            release=release,
            service_level=sysn.get("service_level", str, "1301"),
            generated=_time(sysn, "generated", Facts().generated),
            ipl=_time(sysn, "ipl", Facts().ipl),
            zone=sysn.get("zone", str, "EDT"),
            iso_dates=sysn.get("iso_dates", bool, False),
            cpload_volume=sysn.get("cpload_volume", str, "M01RES"),
            cpload_cylinder=sysn.get("cpload_cylinder", int, 39),
            parm_volume=sysn.get("parm_volume", str, "VMCOM1"),
            parm_first=sysn.get("parm_first", int, 1),
            parm_last=sysn.get("parm_last", int, 120),
            ipl_volume=sysn.get("ipl_volume", str, "M01RES"),
            signal_timeout=sysn.get("signal_timeout", int, 600),
            cpuid=sysn.get("cpuid", str, "FF0818E885618000"),
            cold_spool_files=sysn.get("cold_spool_files", int, 1),
            dump_unit=sysn.get("dump_unit", str, "0205"),
            dump_pages=sysn.get("dump_pages", int, 19863),
            operator=sysn.get("operator", str, "OPERATOR"),
            operator_terminal=sysn.get("operator_terminal", str, "0009"),
            operator_rdr=sysn.get("operator_rdr", int, 2),
            operator_prt=sysn.get("operator_prt", int, 1),
            operator_pun=sysn.get("operator_pun", int, 0),
            accounting_user=sysn.get("accounting_user", str, "DISKACNT"),
        ),
    )
    if not 0 <= facts.signal_timeout <= MAX_SECONDS:
        raise sysn.fail("signal_timeout", f"must be 0-{MAX_SECONDS} seconds, not {facts.signal_timeout}")
    processors: int = sysn.get("processors", int, 5)
    if not 1 <= processors <= 64:
        raise sysn.fail("processors", f"must be 1-64, not {processors}")
    return facts, processors


def _storage(stn: Node) -> RealStorage:
    storage = RealStorage(
        real_mb=_amount(stn, "real", "2G"),
        increment_mb=_amount(stn, "increment", "1M"),
        standby_mb=_amount(stn, "standby", "0"),
        reserved_mb=_amount(stn, "reserved", "0"),
        xstore_mb=_amount(stn, "xstore", "0"),
    )
    if storage.real_mb == 0:
        raise stn.fail("real", "must be more than 0")
    stn.done()
    return storage


def _slot(machine: ZvmMachine, sn: Node) -> None:
    """A CP-owned slot whose volume is on no device (a saved state's)."""
    slot, volid = sn.get("slot", int, required=True), sn.get("volid", str, required=True)
    if slot in machine.cpowned.slots:
        raise sn.fail("slot", f"slot {slot} is given twice")
    _built(sn, "slot", lambda: machine.cpowned.define(slot, volid))
    sn.done()


def _console_and_ipl(machine: ZvmMachine, root: Node) -> None:
    """A saved state's console user and where an IPL dialogue stands."""
    given = root.get("console_user", str, None)
    if given is not None:  # the user must be one of the state's directory
        if given not in machine.directory:
            raise root.fail("console_user", f"{given!r} is not a user of the directory")
        machine.console_user = given
    phase = root.get("ipl_phase", str, "")
    if phase not in ("", ipl_state.LOADING, ipl_state.START, ipl_state.QUESTION, ipl_state.SPOOLING):
        raise root.fail("ipl_phase", f"is not a phase of the IPL dialogue: {phase!r}")
    options = root.get("ipl_options", list, [])
    if not all(isinstance(o, str) and o in ipl.OPTIONS for o in options):
        raise root.fail("ipl_options", "must be start options (COLD, NOAUTOLOG, ...)")
    machine.ipl.phase, machine.ipl.options = phase, tuple(options)


def _order(machine: ZvmMachine, root: Node) -> None:
    """Guests in the order they logged on (a saved state keeps it; a machine file's is
    the order of its users)."""
    order = root.get("logon_order", list, None)
    if order is None:
        return
    if not all(isinstance(u, str) for u in order) or sorted(order) != sorted(machine.guests):
        raise root.fail("logon_order", "must name each user logged on once")
    machine.guests = {userid: machine.guests[userid] for userid in order}


def _event(machine: ZvmMachine, en: Node) -> None:
    kind = en.get("kind", str, required=True)
    if kind not in (LOGON, LOGOFF, *ipl.KINDS):
        raise en.fail("kind", f"must be one of {', '.join((LOGON, LOGOFF, *ipl.KINDS))}, not {kind!r}")
    userid = en.get("userid", str, "")
    if kind in (LOGON, LOGOFF) and userid not in machine.directory:
        raise en.fail("userid", f"{userid!r} is not a user of the directory")
    machine.events.schedule(_time(en, "time", dt.datetime.min), kind, userid, en.get("by", str, ""))
    en.done()


def _tuning(machine: ZvmMachine, tn: Node) -> None:
    t = machine.tuning
    agelist = tn.get("agelist", str, "2%")
    if agelist.endswith("%") and agelist[:-1].isdigit():
        t.agelist_percent, t.agelist_mb = int(agelist[:-1]), None
    else:
        t.agelist_percent, t.agelist_mb = None, _amount(tn, "agelist", "2%")
    t.earlywrites = tn.get("earlywrites", bool, True)
    for name in ("storbuf", "ldubuf"):
        values = tn.get(name, list, list(getattr(t, name)))
        if len(values) != 3 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise tn.fail(name, "must be three whole percentages (Q1, Q2, Q3)")
        setattr(t, name, (values[0], values[1], values[2]))
    reserved = tn.get("reserved", dict, {})
    for userid, pages in reserved.items():
        if userid not in machine.directory or not isinstance(pages, int):
            raise tn.fail(f"reserved.{userid}", "must be a user of the directory and a number of pages")
    t.reserved = dict(reserved)
    t.sysmax_pages = tn.get("sysmax_pages", int, None)
    tn.done()


def _volume(machine: ZvmMachine, vn: Node) -> None:
    volid = vn.get("volid", str, required=True)
    if not 1 <= len(volid) <= 6 or not volid.isalnum() or volid != volid.upper():
        raise vn.fail("volid", f"{volid!r} is not a volume label (1-6 upper-case letters and digits)")
    if volid in machine.volumes:
        raise vn.fail("volid", f"volume {volid} is defined twice")
    rdev = _rdev(vn, "rdev")
    extents = []
    for en in vn.tables("extent"):
        kind = en.get("kind", str, required=True)
        if kind not in EXTENT_KINDS:
            raise en.fail("kind", f"must be one of {', '.join(EXTENT_KINDS)}, not {kind!r}")
        extent = _built(
            en,
            "end",
            lambda en=en, kind=kind: Extent(
                kind,
                en.get("start", int, required=True),
                en.get("end", int, required=True),
                used=en.get("used", int, 0),
                high=en.get("high", int, en.get("used", int, 0)),
                active=en.get("active", bool, False),
            ),
        )
        en.done()
        extents.append(extent)
    machine.volumes[volid] = Volume(volid, extents)
    slot = vn.get("slot", int)
    if slot is not None:
        if slot in machine.cpowned.slots:
            raise vn.fail("slot", f"slot {slot} is given twice")
        _built(vn, "slot", lambda: machine.cpowned.define(slot, volid))
    owner = vn.get("attached", str, "free")
    device = Device(rdev, "DASD", volid, links=vn.get("links", int, 0), online=vn.get("online", bool, True))
    _owner(vn, device, owner)
    vn.done()
    _built(vn, "rdev", lambda: machine.devices.add(device))


def _owner(node: Node, device: Device, owner: str) -> None:
    if owner == "free":
        device.owner = FREE
    elif owner == "system":
        device.owner = SYSTEM
    else:
        device.owner, device.user = USER, owner.upper()
        device.vdev = _rdev(node, "vdev", node.get("vdev", str, f"{device.rdev:04X}"))


def _devices(machine: ZvmMachine, dn: Node) -> None:
    text = dn.get("rdev", str, required=True)
    first, _, last = text.partition("-")
    low = _rdev(dn, "rdev", first)
    high = _rdev(dn, "rdev", last) if last else low
    if high < low:
        raise dn.fail("rdev", f"range {text} runs backwards")
    kind = dn.get("kind", str, "DASD")
    volid = dn.get("volid", str, "")
    owner = dn.get("attached", str, "free")
    links = dn.get("links", int, 0)
    online = dn.get("online", bool, True)
    devtype = dn.get("devtype", str, "3390" if kind == "DASD" else kind)
    for rdev in range(low, high + 1):
        device = Device(rdev, kind, volid, devtype=devtype, links=links, online=online)
        _owner(dn, device, owner)
        _built(dn, "rdev", lambda device=device: machine.devices.add(device))
    dn.done()


def _user(machine: ZvmMachine, figures: StaticFigures, un: Node) -> None:
    userid = un.get("userid", str, required=True)
    if userid in machine.directory:
        raise un.fail("userid", f"user {userid} is defined twice")
    entry = _built(
        un,
        "userid",
        lambda: DirEntry(
            userid,
            un.get("classes", str, "G"),
            _amount(un, "storage", "256M"),
            _amount(un, "max", "1G"),
            un.get("ipl", str, ""),
            _seconds(un, "shutdown_seconds"),
            un.get("machine", str, "ESA"),
            un.get("autolog", bool, False),
        ),
    )
    machine.directory[userid] = entry
    if un.get("logged_on", bool, False):
        guest = Guest(
            userid,
            un.get("terminal", str, "DSC"),
            _time(un, "logon", machine.facts.ipl),  # logged on at the IPL unless it says
            _amount(un, "defined_storage", amount_text(entry.storage_mb)),
            forced_by=un.get("forced_by", str, ""),
            io=un.get("io", int, 0),
            rdr=un.get("rdr", int, 0),
            prt=un.get("prt", int, 0),
            pch=un.get("pch", int, 0),
            devnum=un.get("devnum", int, 0),
            emsg=_emsg(un),
        )
        machine.guests[userid] = guest
    else:
        for name in (
            "terminal",
            "logon",
            "io",
            "rdr",
            "prt",
            "pch",
            "devnum",
            "defined_storage",
            "forced_by",
            "emsg",
        ):
            un.read.add(name)
    pn = un.table("pages")
    if pn.data:
        figures.pages[userid] = GuestPages(
            **{
                k: pn.get(k, int, 0)
                for k in ("res", "ws", "instan", "lockedreal", "npref", "pref", "reads", "writes")
            }
        )
    pn.done()
    un.done()


def _seconds(node: Node, name: str) -> int | None:
    value = node.get(name, int)
    if value is not None and not 0 <= value <= MAX_SECONDS:
        raise node.fail(name, f"must be 0-{MAX_SECONDS} seconds, not {value}")
    return value  # type: ignore[no-any-return]


def _emsg(node: Node) -> str:
    mode: str = node.get("emsg", str, "ON")
    if mode not in ("ON", "OFF", "CODE", "TEXT"):
        raise node.fail("emsg", f"must be ON, OFF, CODE or TEXT, not {mode!r}")
    return mode
