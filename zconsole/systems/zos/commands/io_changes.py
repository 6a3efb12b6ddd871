"""VARY device and VARY PATH: devices and their paths online and offline (CF CHP is
config_chp.py's).

Taking away the last online path of an online device is refused unless FORCE or UNCOND
is given, as z/OS does. Then (INFERRED, see zconsole(1)): FORCE boxes the device; UNCOND
varies it offline, except a device in use by the system (a page data set volume), for
which UNCOND is refused too. Every request is checked whole before anything changes.
A path over a link that has failed is not brought online (path validation fails).
"""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.io_changes import IoReply
from zconsole.systems.zos.model.io.channels import Device, DeviceStatus, IoConfig
from zconsole.systems.zos.model.io.reconfig import online_paths_without
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.syntax.ast_io import VaryDevice, VaryPath


def system_devices(machine: Machine) -> set[tuple[int, int]]:
    """Devices the system cannot do without: page data set volumes, the IPL volume and
    the IODF (LOADxx) volume. DOC (VARY's "device in use by a system component"): the
    system rejects the command until the component is finished with the device, and
    the system uses these until the next IPL."""
    facts = machine.facts
    used = {p.device for p in machine.page_datasets}
    used |= {facts.ipl.device, facts.ipl.load_device, facts.iodf.device}
    return {(0, int(d, 16)) for d in used}


def _lose_last_path(devices: list[Device], force: str, in_use: set[tuple[int, int]]) -> Device | None:
    """Apply FORCE/UNCOND to devices losing their last path; return one UNCOND may not take."""
    for d in devices:
        if force == "UNCOND" and d.key in in_use:
            return d
    for d in devices:
        d.status = DeviceStatus.BOXED if force == "FORCE" else DeviceStatus.OFFLINE
    return None


def _resolve(io: IoConfig, cmd: VaryDevice) -> tuple[list[Device], list[str]]:
    found, missing = [], []
    for r in cmd.ranges:
        for number in range(r.first, r.last + 1):
            device = io.device(r.ssid, number)
            if device is None:
                missing.append(f"{number:04X}" if r.ssid == 0 else f"{r.ssid}{number:04X}")
            else:
                found.append(device)
    return found, missing


@handles(VaryDevice)
def vary_device(cmd: VaryDevice, ctx: Context) -> Result:
    io = ctx.machine.io
    devices, missing = _resolve(io, cmd)
    if missing:
        return Result(tuple(IoReply("IEE313I", what=m) for m in missing), refused=True)
    if cmd.online:
        pathless = [d for d in devices if io.online_path_count(d) == 0 or not d.operational]
        if pathless:
            return Result(tuple(IoReply("IEE025I", what=d.short) for d in pathless), refused=True)
        replies: list[IoReply] = []
        for d in devices:
            if d.status is not DeviceStatus.ONLINE:
                replies += _regroup(io, d, ctx.machine.release.ios452i_first_online)
            d.status = DeviceStatus.ONLINE
            replies.append(IoReply("IEE302I", what=d.short))
        relieve_boxed(ctx)
        return Result(tuple(replies), changed=True)
    in_use = system_devices(ctx.machine)
    busy = [d for d in devices if d.key in in_use]
    if busy and cmd.force != "FORCE":
        return Result(tuple(IoReply("IEE799I", what=d.short) for d in busy), refused=True)
    for d in devices:
        d.status = DeviceStatus.OFFLINE
    return Result(tuple(IoReply("IEF281I", what=d.short) for d in devices), changed=True)


def relieve_boxed(ctx: Context) -> None:
    """A path may have come back (VARY, CF CHP ONLINE, a repair): the IOS002A of each device
    that has one again is deleted. A machine not yet alive has none outstanding."""
    machine = ctx.machine
    if machine.is_living:
        from zconsole.systems.zos.model.living import io_actions

        io_actions.relieve(machine.living(ctx.clock.now()), machine.io)


def _regroup(io: IoConfig, device: Device, first_time: bool) -> list[IoReply]:
    """IOS452I for each online path of a DASD that had a path group since IPL (REAL-px
    A3: on z/OS 1.11 absent the first time a newly attached device comes online), or
    that forms one now when the release reports that too (``first_time``: REAL z/OS 3.1);
    it has one after."""
    replies = []
    if device.is_dasd and (device.path_group or first_time):
        replies = [
            IoReply("IOS452I", dev=device.short, chp=f"{s.path.chpid:02X}")
            for s in io.path_states(device)
            if s.online and s.operational
        ]
    device.path_group = device.is_dasd
    return replies


def _path_regrouped(device: Device, chpid: int) -> list[IoReply]:
    """IOS452I when VARY PATH brings a path back to an online DASD that has a path group:
    the validated path joins the group (spec io-living 2.4: V PATH ONLINE writes IEE302I
    and IOS452I). Before IEE302I, as V dev,ONLINE's REAL-px capture orders them; nothing
    when the path was online already, or the device is offline or boxed (no group to join;
    INFERRED)."""
    if (device.is_dasd and device.path_group and device.status is DeviceStatus.ONLINE
            and chpid in device.offline_paths):
        return [IoReply("IOS452I", dev=device.short, chp=f"{chpid:02X}")]
    return []


@handles(VaryPath)
def vary_path(cmd: VaryPath, ctx: Context) -> Result:
    io = ctx.machine.io
    dev_text = f"{cmd.number:04X}" if cmd.ssid == 0 else f"{cmd.ssid}{cmd.number:04X}"
    chp_text = f"{cmd.chpid:02X}"
    what = f"PATH({dev_text},{chp_text})"
    device = io.device(cmd.ssid, cmd.number)
    if device is None:
        return Result((IoReply("IEE313I", what=dev_text),), refused=True)

    def refuse(reason: str) -> Result:
        return Result((IoReply("IEE376I", dev=dev_text, chp=chp_text, reason=reason),), refused=True)

    if all(p.chpid != cmd.chpid for p in device.cu.paths):
        return refuse(c.PATH_NOT_DEFINED)
    if cmd.online:
        if not io.chpids[cmd.chpid].online:
            return refuse(c.CHP_OFFLINE_REASON.format(chp=chp_text))
        if not io.chpids[cmd.chpid].operational:
            # Path validation (DOC: VARY PATH ONLINE validates the path) fails over a
            # link that is down: the path is not brought online, nothing changes, and
            # after the repair it waits for the operator as CF CHP ONLINE's do (IEE754I).
            return refuse(c.PATH_NOT_OPERATIONAL)
        said = _path_regrouped(device, cmd.chpid)
        device.offline_paths.discard(cmd.chpid)
        relieve_boxed(ctx)
        return Result((*said, IoReply("IEE302I", what=what)), changed=True)
    path_is_online = io.chpids[cmd.chpid].online and cmd.chpid not in device.offline_paths
    if (
        device.status is DeviceStatus.ONLINE
        and path_is_online
        and online_paths_without(io, device, set(), cmd.chpid) == 0
    ):
        if cmd.force is None:
            return refuse(c.LAST_PATH.format(dev=ctx.machine.device_text(*device.key)))
        if _lose_last_path([device], cmd.force, system_devices(ctx.machine)) is not None:
            return refuse(c.LAST_PATH.format(dev=ctx.machine.device_text(*device.key)))
    device.offline_paths.add(cmd.chpid)
    return Result((IoReply("IEE303I", what=what),), changed=True)
