"""D U: unit status (IEE457I), IEE455I when no device matches; from the I/O model.

A device is allocated (A) when the machine file says so or a running job does I/O to it
(model/living/allocation.py). A boxed device that is allocated is pending offline and
shows A-BOX; one that is not has gone offline and shows F-BOX (DOC, IOS152E)."""

from __future__ import annotations

import bisect

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.units import Iee455i, Iee457i, UnitRow
from zconsole.systems.zos.model.io.channels import Device, DeviceStatus
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.syntax.ast_machine import DisplayUnits


def is_ipl_device(machine: Machine, device: Device) -> bool:
    return device.ssid == 0 and device.short == machine.facts.ipl.device


def job_devices(ctx: Context) -> tuple[tuple[int, int, int], ...]:
    """The devices running jobs hold allocated; none before the machine comes alive."""
    if not ctx.machine.is_living:
        return ()
    from zconsole.systems.zos.model.living.allocation import job_devices as held

    return held(ctx.machine.living(ctx.clock.now()))


def is_allocated(device: Device, jobs: tuple[tuple[int, int, int], ...]) -> bool:
    """D U's A: allocated in the machine file, or held by a running job."""
    if device.allocated:
        return True
    from zconsole.systems.zos.model.living.allocation import holds

    return bool(jobs) and holds(jobs, device.key)


def unit_row(machine: Machine, device: Device, jobs: tuple[tuple[int, int, int], ...] = ()) -> UnitRow:
    """How D U shows one device: status, volume and its attributes, from the model."""
    mount = c.UNIT_MOUNT_DASD if device.is_dasd else c.UNIT_MOUNT_TAPE if device.is_tape else ""
    blank_state = c.UNIT_VOLSTATE.format(use="", mount=mount) if mount else ""
    if device.status is not DeviceStatus.ONLINE:
        if device.status is DeviceStatus.BOXED:
            status = c.UNIT_BOXED_ALLOCATED if is_allocated(device, jobs) else c.UNIT_BOXED_OFFLINE
        else:
            status = c.UNIT_OFFLINE_DASD if device.is_dasd else c.UNIT_OFFLINE
        return UnitRow(device.short, device.devtype, status, "", blank_state, device.ssid)
    if device.is_dasd and is_ipl_device(machine, device):
        status = c.UNIT_SYSRES
    elif is_allocated(device, jobs):
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


def _state_matches(state: str | None, device: Device, jobs: tuple[tuple[int, int, int], ...]) -> bool:
    if state is None:
        return True
    allocated = is_allocated(device, jobs)
    # a boxed device still allocated is pending offline: online until its job lets it go
    online = device.status is DeviceStatus.ONLINE or (device.status is DeviceStatus.BOXED and allocated)
    if state == "ONLINE":
        return online
    if state == "OFFLINE":
        return not online
    return online and allocated  # ALLOC


@handles(DisplayUnits)
def display_units(cmd: DisplayUnits, ctx: Context) -> Result:
    machine = ctx.machine
    io = machine.io
    jobs = job_devices(ctx)
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
            if _kind_matches(cmd.kind, d) and _state_matches(cmd.state, d, jobs):
                chosen.append(d)
                if len(chosen) == count:
                    break
    if not chosen:
        return Result((Iee455i(),))
    rows = tuple(unit_row(machine, d, jobs) for d in chosen)
    return Result((Iee457i(ctx.stamp(), rows, cmd.state == "OFFLINE", machine.release.unit_ss_column),))
