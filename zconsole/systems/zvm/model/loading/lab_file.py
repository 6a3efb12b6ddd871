"""The [lab] table of a z/VM machine file: the storage lab's configuration (man
zconsole-zvm-machine(5)), and the saved lab of a --state file (``lab_state``).

The release, real storage, XSTORE and processors are the machine's own ([system] and
[storage]); [lab] adds the paging volumes, the DASD's speed and the guests' workloads.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from zconsole.systems.zvm.model.directory import DirEntry, Guest
from zconsole.systems.zvm.model.lab_figures import LabFigures
from zconsole.systems.zvm.model.loading.reader import Node
from zconsole.systems.zvm.model.units import parse_amount

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.machine import ZvmMachine
    from zconsole.systems.zvm.storage.config import Guests, StorageConfig

LAB_RELEASES = ("6.2", "6.3")
PROCEDURES = ("virstor", "apache")


def _number(node: Node, name: str, default: float | None = None) -> float | None:
    """A float or an integer key (TOML writes 0.5 and 2 alike)."""
    node.read.add(name)
    if name not in node.data:
        return default
    value = node.data[name]
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise node.fail(name, f"must be a number, not {type(value).__name__}")
    return float(value)


def _mb(node: Node, name: str, default: str | None = None) -> float | None:
    text = node.get(name, str, default, required=default is None)
    if text is None:
        return None
    if text == "0":
        return 0.0
    try:
        return float(parse_amount(text))
    except ValueError as exc:
        raise node.fail(name, str(exc)) from None


def _guests(gn: Node) -> Guests:
    from zconsole.systems.zvm.storage.config import Apache, Guests, Virstor

    kind = gn.get("procedure", str, required=True)
    if kind not in PROCEDURES:
        raise gn.fail("procedure", f"must be one of {', '.join(PROCEDURES)}, not {kind!r}")
    storage = _mb(gn, "storage") or 0.0  # required: _mb fails when it is missing
    options: dict[str, Any] = {}
    names = (
        ("changed", "read_us", "change_us", "passes", "fault_stores")
        if kind == "virstor"
        else ("changed", "pages_per_request", "cpu_ms", "threads", "offered")
    )
    for name in names:
        value = _number(gn, name)
        if value is not None:
            options[name] = int(value) if name in ("passes", "threads") else value
    try:
        if kind == "virstor":
            if "changed" not in options:
                raise gn.fail("changed", "is required (the share of the pages touched that are changed)")
            procedure: Any = Virstor(storage, **options)
        else:
            procedure = Apache(storage, **options)
    except ValueError as exc:
        raise gn.fail("procedure", str(exc)) from None
    try:
        return Guests(
            gn.get("prefix", str, required=True),
            gn.get("count", int, required=True),
            procedure,
            share=gn.get("share", int, 100),
            reserved_mb=_mb(gn, "reserved", "0") or 0.0,
        )
    except ValueError as exc:
        raise gn.fail("prefix", str(exc)) from None
    finally:
        gn.done()


def _paging_volumes(machine: ZvmMachine, ln: Node) -> int:
    """The CP-owned PAGE volumes attached to the system; ``paging_volumes`` only for a
    machine file that gives none."""
    from zconsole.systems.zvm.model.lab_time import paging_volumes

    found = len(paging_volumes(machine))
    given = ln.get("paging_volumes", int, None, required=not found)
    if found and given is not None and given != found:
        raise ln.fail("paging_volumes", f"is {given}, but {found} CP-owned PAGE volumes are attached")
    return found or given


def lab_config(machine: ZvmMachine, root: Node) -> StorageConfig | None:
    """The storage lab [lab] describes, or None when the file has no [lab]."""
    if "lab" not in root.data:
        root.read.add("lab")
        return None
    from zconsole.systems.zvm.storage import rates as r
    from zconsole.systems.zvm.storage.config import StorageConfig

    ln = root.table("lab")
    release = machine.facts.release
    if release not in LAB_RELEASES:
        raise ln.fail("", f"the storage lab models z/VM {' and '.join(LAB_RELEASES)}, not {release}")
    guests = tuple(_guests(gn) for gn in ln.tables("guests"))
    if not guests:
        raise ln.fail("guests", "must give at least one group of guests")
    prefixes = [g.prefix for g in guests]
    if len(set(prefixes)) != len(prefixes):
        raise ln.fail("guests", "two groups have the same prefix")
    try:
        config = StorageConfig(
            release=release,
            real_mb=machine.storage.real_mb,
            cpus=machine.processors,
            paging_volumes=_paging_volumes(machine, ln),
            cylinders=ln.get("cylinders", int, r.CYLINDERS_3390_3),
            xstore_mb=machine.storage.xstore_mb,
            agelist_percent=_number(ln, "agelist_percent", r.AGELIST_DEFAULT_PERCENT) or 0.0,
            early_writes=ln.get("early_writes", bool, True),
            guests=guests,
            dasd_base_ms=_number(ln, "dasd_ms", r.DASD_BASE_MS) or r.DASD_BASE_MS,
            controller_pages=_number(ln, "controller_pages", r.CONTROLLER_PAGES_PER_SECOND)
            or r.CONTROLLER_PAGES_PER_SECOND,
        )
    except ValueError as exc:
        raise ln.fail("", str(exc)) from None
    ln.done()
    return config


def lab_guests(machine: ZvmMachine, config: StorageConfig) -> None:
    """Each lab guest in the directory and logged on (disconnected), unless the file says."""
    for group in config.guests:
        mb = max(1, -int(-group.procedure.storage_mb // 1))  # its storage, in whole MB
        for i in range(group.count):
            userid = group.name(i)
            if userid not in machine.directory:
                machine.directory[userid] = DirEntry(userid, "G", mb, max(mb, 1024), "CMS", None, "ESA", True)
                machine.guests[userid] = Guest(userid, "DSC", machine.facts.ipl, mb)


def load_lab(machine: ZvmMachine, root: Node, read_time: Any) -> None:
    """The machine's lab: built from [lab], or the one ``lab_state`` saved."""
    config = lab_config(machine, root)
    saved = root.get("lab_state", dict, None)
    start = root.get("lab_start", dt.datetime, None)
    if config is None:
        if saved is not None:
            raise root.fail("lab_state", "a saved lab needs the [lab] it was built from")
        return
    from zconsole.systems.zvm.storage.lab import Lab
    from zconsole.systems.zvm.storage.state import StateError, from_data

    lab_guests(machine, config)
    if saved is None:
        lab = Lab.build(config)
    else:
        try:
            lab = from_data(saved)
        except StateError as exc:
            raise root.fail("lab_state", str(exc)) from None
        if lab.config != config:
            raise root.fail("lab_state", "was saved from another [lab] than this one")
    machine.lab = lab
    machine.figures = LabFigures(lab)
    machine.lab_start = read_time(root, "lab_start", None) if start is not None else None
