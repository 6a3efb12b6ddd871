"""D U: unit status (IEE457I), IEE455I when no device matches; from the I/O model."""

from __future__ import annotations

import bisect

from zconsole.commands.registry import Context, Result, handles
from zconsole.messages import catalog as c
from zconsole.messages.units import Iee455i, Iee457i, UnitRow
from zconsole.model.io.channels import Device, DeviceStatus
from zconsole.model.machine import Machine
from zconsole.syntax.ast_system import DisplayUnits


def is_ipl_device(machine: Machine, device: Device) -> bool:
    return device.ssid == 0 and device.short == machine.facts.ipl.device


def unit_row(machine: Machine, device: Device) -> UnitRow:
    """How D U shows one device: status, volume and its attributes, from the model."""
    mount = c.UNIT_MOUNT_DASD if device.is_dasd else c.UNIT_MOUNT_TAPE if device.is_tape else ""
    blank_state = c.UNIT_VOLSTATE.format(use="", mount=mount) if mount else ""
    if device.status is not DeviceStatus.ONLINE:
        if device.status is DeviceStatus.BOXED:
            status = c.UNIT_BOXED
        else:
            status = c.UNIT_OFFLINE_DASD if device.is_dasd else c.UNIT_OFFLINE
        return UnitRow(device.short, device.devtype, status, "", blank_state, device.ssid)
    if device.is_dasd and is_ipl_device(machine, device):
        status = c.UNIT_SYSRES
    elif device.allocated:
        status = c.UNIT_ALLOCATED
    else:
        status = c.UNIT_ONLINE
    if device.reserved:
        status = f"{status:<{c.UNIT_STATUS_SECOND}}{c.UNIT_RESERVED}"
    volstate = blank_state
    if device.is_dasd:
        volstate = c.UNIT_VOLSTATE.format(use=c.VOLUME_USE_CODES[device.use], mount=mount)
    return UnitRow(device.short, device.devtype, status, device.volume or "", volstate, device.ssid)


def _kind_matches(kind: str | None, device: Device) -> bool:
    if kind is None or kind == "ALL":  # DOC: D U,ALL is every device
        return True
    if kind == "DASD":
        return device.is_dasd
    if kind == "TAPE":
        return device.is_tape
    if kind == "UR":
        return not device.is_dasd and not device.is_tape
    return False  # CTC, GRAPHIC, TP: no such devices are modelled


def _state_matches(state: str | None, device: Device) -> bool:
    if state is None:
        return True
    online = device.status is DeviceStatus.ONLINE
    if state == "ONLINE":
        return online
    if state == "OFFLINE":
        return not online
    return online and device.allocated  # ALLOC


@handles(DisplayUnits)
def display_units(cmd: DisplayUnits, ctx: Context) -> Result:
    machine = ctx.machine
    io = machine.io
    keys = sorted(io.devices)  # (set, number) tuples: a C-level sort, even for 65,280 devices
    if cmd.volume is not None:
        found = (io.devices[k] for k in keys)
        chosen = [d for d in found if d.volume == cmd.volume and d.status is DeviceStatus.ONLINE]
    elif cmd.iplvol:
        chosen = [d for d in (io.devices[k] for k in keys) if is_ipl_device(machine, d)]
    else:
        count = min(cmd.count or c.UNIT_DEFAULT_COUNT, c.UNIT_ROW_CAP)
        chosen = []
        for key in keys[bisect.bisect_left(keys, cmd.first or (0, 0)):]:
            d = io.devices[key]
            if _kind_matches(cmd.kind, d) and _state_matches(cmd.state, d):
                chosen.append(d)
                if len(chosen) == count:
                    break
    if not chosen:
        return Result((Iee455i(),))
    rows = tuple(unit_row(machine, d) for d in chosen)
    return Result((Iee457i(ctx.stamp(), rows, cmd.state == "OFFLINE", machine.release.unit_ss_column),))
