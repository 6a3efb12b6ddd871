"""QUERY ALLOC, QUERY CPOWNED, DEFINE CPOWNED SLOT, ATTACH (to SYSTEM or a user), DETACH,
QUERY rdev, QUERY DASD, QUERY OSA: volumes and devices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.model.devices import FREE, SYSTEM, USER
from zconsole.systems.zvm.syntax import ast_dasd

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.devices import Device
    from zconsole.systems.zvm.model.machine import ZvmMachine

SPACES = ("TDISK", "PAGE", "SPOOL", "DRCT")  # REAL: QUERY ALLOC's order


def query_alloc(cmd: ast_dasd.QueryAlloc, ctx: Context) -> Result:
    machine = ctx.machine
    if cmd.kind in ("", "ALL"):
        volumes = []
        for _slot, device, volume in machine.cp_owned_online():
            spaces = []
            for kind in SPACES:
                extents = volume.of_kind(kind)
                total = sum(e.cylinders for e in extents)
                used = sum(e.used_cylinders for e in extents)
                spaces.append((kind, total, used, any(e.active for e in extents)))
            volumes.append((device.number, volume.volid, device.devtype, tuple(spaces)))
        return ok(said("Q_ALLOC", volumes=tuple(volumes), ipl_volume=machine.facts.ipl_volume))
    rows = []
    for _slot, device, volume in machine.cp_owned_online():
        for e in volume.of_kind(cmd.kind):
            size = e.pages if cmd.kind in ("PAGE", "SPOOL") else e.cylinders
            rows.append((volume.volid, device.number, e.start, e.end, size, e.used, e.high))
    total = sum(r[4] for r in rows)
    used = sum(r[5] for r in rows)
    return ok(said("Q_ALLOC_TABLE", rows=tuple(rows), summary=(total, used), usable=(total, used)))


def query_cpowned(cmd: ast_dasd.QueryCpowned, ctx: Context) -> Result:
    machine = ctx.machine
    rows = []
    for slot in range(1, 256):
        volid = machine.cpowned.slots.get(slot)
        if volid is None:
            rows.append((slot, "------", "----", "-----", "Reserved", "--------"))
            continue
        device = machine.devices.with_volid(volid)
        if device is not None and device.owner == SYSTEM:
            rows.append((slot, volid, device.number, "Own", "Online and attached", machine.system_name))
        else:
            rows.append((slot, volid, "----", "-----", "Reserved", "--------"))
    return ok(said("Q_CPOWNED", rows=tuple(rows)))


def define_cpowned_slot(cmd: ast_dasd.DefineCpownedSlot, ctx: Context) -> Result:
    cpowned = ctx.machine.cpowned
    holder = cpowned.slots.get(cmd.slot)
    if holder is not None and holder != cmd.volid:
        return refuse("HCP1717E", slot=cmd.slot, volid=holder)
    elsewhere = cpowned.slot_of(cmd.volid)
    if elsewhere is not None and elsewhere != cmd.slot:
        return refuse("HCP1717E", slot=elsewhere, volid=cmd.volid)
    cpowned.define(cmd.slot, cmd.volid)
    return ok(changed=True)  # REAL define-cpowned-slot.txt: no response lines


def _device(ctx: Context, rdev: int, module: str) -> Device | Result:
    device = ctx.machine.devices.get(rdev)
    if device is None:
        return refuse("HCP040E", module=module, rdev=f"{rdev:04X}")
    if not device.online:
        return refuse("HCP046E", module=module, rdev=f"{rdev:04X}")
    return device


def _owner_name(device: Device) -> str:
    return "SYSTEM" if device.owner == SYSTEM else device.user


def attach_system(cmd: ast_dasd.AttachSystem, ctx: Context) -> Result:
    device = _device(ctx, cmd.rdev, "ATR")
    if isinstance(device, Result):
        return device
    if device.owner != FREE:
        return refuse("HCP121E", kind=device.kind, rdev=device.number, owner=_owner_name(device))
    if device.kind != "DASD" or device.volid != cmd.volid:
        return refuse("HCP1715E", volid=cmd.volid, kind=device.kind, rdev=device.number)
    # The z/VM way to add a paging volume live: a volume in the CP-owned list becomes
    # CP OWNED and its PAGE extents are used from now on; any other is CP SYSTEM.
    device.owner, device.user = SYSTEM, ""
    return ok(said("ATTACHED_SYSTEM", kind=device.kind, rdev=device.number, volid=cmd.volid), changed=True)


def attach_user(cmd: ast_dasd.AttachUser, ctx: Context) -> Result:
    device = _device(ctx, cmd.rdev, "ATR")
    if isinstance(device, Result):
        return device
    userid = ctx.userid if cmd.userid == "*" else cmd.userid
    if userid not in ctx.machine.guests:
        return refuse("HCP045E", module="ATR", userid=userid)
    if device.owner != FREE:
        return refuse("HCP121E", kind=device.kind, rdev=device.number, owner=_owner_name(device))
    vdev = cmd.vdev if cmd.vdev is not None else cmd.rdev
    device.owner, device.user, device.vdev = USER, userid, vdev
    return ok(
        said(
            "ATTACHED",
            kind=device.kind,
            rdev=device.number,
            userid=userid,
            vdev=f"{vdev:04X}",
            devctl=" WITH DEVCTL" if device.kind == "DASD" else "",
        ),
        changed=True,
    )


def detach(cmd: ast_dasd.Detach, ctx: Context) -> Result:
    device = _device(ctx, cmd.rdev, "DTE")
    if isinstance(device, Result):
        return device
    if device.owner == FREE:
        return refuse("HCP122E", kind=device.kind, rdev=device.number)
    if device.owner == SYSTEM and _in_use(ctx.machine, device):
        return refuse("HCP121E", kind=device.kind, rdev=device.number, owner="SYSTEM")
    device.owner, device.user, device.vdev = FREE, "", 0
    return ok(said("DETACHED", kind=device.kind, rdev=device.number), changed=True)


def _in_use(machine: ZvmMachine, device: Device) -> bool:
    volume = machine.volume_on(device)
    return volume is not None and any(e.used for e in volume.extents)


def device_row(machine: ZvmMachine, device: Device) -> tuple[object, ...]:
    if not device.online:
        state = "OFFLINE"
    elif device.owner == USER:
        state = "USER"
    elif device.owner == SYSTEM:
        state = "OWNED" if machine.cpowned.slot_of(device.volid) is not None else "SYSTEM"
    else:
        state = FREE
    return (device.kind, device.number, state, device.volid, device.user, f"{device.vdev:04X}", device.links)


def query_device(cmd: ast_dasd.QueryDevice, ctx: Context) -> Result:
    device = ctx.machine.devices.get(cmd.rdev)
    # A class G user queries its virtual devices (HCPQVD: none are modelled but what is
    # attached to it); a class B user the real device.
    if device is None or ("B" not in ctx.classes and device.user != ctx.userid):
        return refuse("HCP040E", module="QVD", rdev=f"{cmd.rdev:04X}")
    return ok(said("Q_DEVICE", row=device_row(ctx.machine, device)))


def _split(
    ctx: Context, kind: str
) -> tuple[list[tuple[object, ...]], list[tuple[str, str, str]], list[tuple[object, ...]]]:
    used, free, offline = [], [], []
    for device in ctx.machine.devices.of_kind(kind):
        if not device.online:
            offline.append(device_row(ctx.machine, device))
        elif device.owner == FREE:
            free.append((device.kind, device.number, device.volid))
        else:
            used.append(device_row(ctx.machine, device))
    return used, free, offline


def query_dasd(cmd: ast_dasd.QueryDasd, ctx: Context) -> Result:
    used, free, offline = _split(ctx, "DASD")
    if cmd.which == "FREE":
        used = []
    elif cmd.which == "":
        free = []
    return ok(
        said("Q_DASD", used=tuple(used), free=tuple(free), offline=tuple(offline), all=cmd.which == "ALL")
    )


def query_osa(cmd: ast_dasd.QueryOsa, ctx: Context) -> Result:
    used, free, _offline = _split(ctx, "OSA")
    return ok(said("Q_OSA", used=() if cmd.free else tuple(used), free=tuple(free)))
