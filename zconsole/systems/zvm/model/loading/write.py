"""A ZvmMachine back to machine-file data (the TOML schema as a dict): what --state saves,
read back by the same loader that reads machine files, so a saved state is checked alike."""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.systems.zvm.model.devices import FREE, SYSTEM
from zconsole.systems.zvm.model.figures import StaticFigures
from zconsole.systems.zvm.model.machine import ZvmMachine
from zconsole.systems.zvm.model.units import amount_text


def _amount(mb: int) -> str:
    return amount_text(mb)


def machine_to_data(machine: ZvmMachine) -> dict[str, Any]:
    f = machine.facts
    s = machine.storage
    data: dict[str, Any] = {
        "system": {
            "name": f.system_name,
            "release": f.release,
            "service_level": f.service_level,
            "generated": f.generated,
            "ipl": f.ipl,
            "zone": f.zone,
            "iso_dates": f.iso_dates,
            "processors": machine.processors,
            "ipl_volume": f.ipl_volume,
            "cpload_volume": f.cpload_volume,
            "cpload_cylinder": f.cpload_cylinder,
            "parm_volume": f.parm_volume,
            "parm_first": f.parm_first,
            "parm_last": f.parm_last,
            "signal_timeout": f.signal_timeout,
            "cpuid": f.cpuid,
            "cold_spool_files": f.cold_spool_files,
            "dump_unit": f.dump_unit,
            "dump_pages": f.dump_pages,
            "operator": f.operator,
            "operator_terminal": f.operator_terminal,
            "operator_rdr": f.operator_rdr,
            "operator_prt": f.operator_prt,
            "operator_pun": f.operator_pun,
            "accounting_user": f.accounting_user,
        },
        "storage": {
            "real": _amount(s.real_mb),
            "increment": _amount(s.increment_mb),
            "standby": _amount(s.standby_mb),
            "reserved": _amount(s.reserved_mb),
            "xstore": _amount(s.xstore_mb),
        },
    }
    volumes: list[dict[str, Any]] = []
    devices: list[dict[str, Any]] = []
    for device in sorted(machine.devices.by_rdev.values(), key=lambda d: d.rdev):
        owner = "free" if device.owner == FREE else ("system" if device.owner == SYSTEM else device.user)
        volume = machine.volumes.get(device.volid) if device.kind == "DASD" else None
        if volume is not None:
            entry: dict[str, Any] = {"volid": volume.volid, "rdev": device.number}
            slot = machine.cpowned.slot_of(volume.volid)
            if slot is not None:
                entry["slot"] = slot
            entry["extent"] = [
                {
                    "kind": e.kind,
                    "start": e.start,
                    "end": e.end,
                    "used": e.used,
                    "high": e.high,
                    "active": e.active,
                }
                for e in volume.extents
            ]
            target = volumes
        else:
            entry = {"rdev": device.number, "kind": device.kind, "devtype": device.devtype}
            if device.volid:
                entry["volid"] = device.volid
            target = devices
        entry.update({"attached": owner, "links": device.links, "online": device.online})
        if owner not in ("free", "system"):
            entry["vdev"] = f"{device.vdev:04X}"
        target.append(entry)
    data["volume"] = volumes
    data["device"] = devices
    # A CP-owned slot whose volume is on no device (defined, not yet mounted) is kept too.
    mounted = {v["volid"] for v in volumes}
    data["slot"] = [{"slot": n, "volid": v} for n, v in machine.cpowned.in_order() if v not in mounted]
    data["user"] = [_user(machine, userid) for userid in machine.directory]
    if machine.nss:
        from zconsole.systems.zvm.model.loading.nss_file import nss_to_data

        data["nss"] = nss_to_data(machine.nss)
    data["logon_order"] = list(machine.guests)
    data["console_user"] = machine.console_user
    data["ipl_phase"] = machine.ipl.phase
    data["ipl_options"] = list(machine.ipl.options)
    data["event"] = [
        {"time": e.time, "kind": e.kind, "userid": e.userid, "by": e.by} for e in sorted(machine.events.heap)
    ]
    t = machine.tuning
    tuning: dict[str, Any] = {
        "agelist": f"{t.agelist_percent}%" if t.agelist_percent is not None else _amount(t.agelist_mb or 0),
        "earlywrites": t.earlywrites,
        "storbuf": list(t.storbuf),
        "ldubuf": list(t.ldubuf),
        "reserved": dict(t.reserved),
    }
    if t.sysmax_pages is not None:
        tuning["sysmax_pages"] = t.sysmax_pages
    data["tuning"] = tuning
    if isinstance(machine.figures, StaticFigures):
        data["figures"] = {"avgproc": machine.figures.avgproc, "paging": machine.figures.paging}
    if machine.lab is not None:
        data.update(_lab(machine))
    return data


def _lab(machine: ZvmMachine) -> dict[str, Any]:
    """[lab] as a machine file gives it, and the lab itself (its every count) to resume."""
    from zconsole.systems.zvm.storage.state import to_data

    assert machine.lab is not None
    config = machine.lab.config
    guests = []
    for g in config.guests:
        procedure = attrs.asdict(g.procedure)
        kind, storage = procedure.pop("kind"), procedure.pop("storage_mb")
        guests.append(
            {
                "prefix": g.prefix,
                "count": g.count,
                "procedure": kind,
                "storage": _amount(int(storage)),
                "share": g.share,
                "reserved": _amount(int(g.reserved_mb)) if g.reserved_mb else "0",
                **procedure,
            }
        )
    from zconsole.systems.zvm.model.lab_time import paging_volumes

    data: dict[str, Any] = {
        "lab": {
            "cylinders": config.cylinders,
            "agelist_percent": config.agelist_percent,
            "early_writes": config.early_writes,
            "dasd_ms": config.dasd_base_ms,
            "controller_pages": config.controller_pages,
            "guests": guests,
        },
        "lab_state": to_data(machine.lab),
    }
    if not paging_volumes(machine):  # else the lab's are the machine's PAGE volumes
        data["lab"]["paging_volumes"] = config.paging_volumes
    if machine.lab_start is not None:
        data["lab_start"] = machine.lab_start
    return data


def _user(machine: ZvmMachine, userid: str) -> dict[str, Any]:
    entry = machine.directory[userid]
    data: dict[str, Any] = {
        "userid": userid,
        "classes": entry.classes,
        "storage": _amount(entry.storage_mb),
        "max": _amount(entry.max_mb),
        "ipl": entry.ipl,
        "machine": entry.machine,
    }
    if entry.autolog:
        data["autolog"] = True
    if entry.shutdown_seconds is not None:
        data["shutdown_seconds"] = entry.shutdown_seconds
    guest = machine.guests.get(userid)
    if guest is not None:
        data.update(
            {
                "logged_on": True,
                "terminal": guest.terminal,
                "logon": guest.logged_on,
                "defined_storage": _amount(guest.storage_mb),
                "forced_by": guest.forced_by,
                "io": guest.io,
                "rdr": guest.rdr,
                "prt": guest.prt,
                "pch": guest.pch,
                "devnum": guest.devnum,
                "emsg": guest.emsg,
            }
        )
    if isinstance(machine.figures, StaticFigures) and userid in machine.figures.pages:
        data["pages"] = attrs.asdict(machine.figures.pages[userid])
    return data
