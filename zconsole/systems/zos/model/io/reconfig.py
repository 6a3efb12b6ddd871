"""CONFIG CHP over the channel subsystem: which devices the CHPIDs are the last path to, the
FORCE dialogue a last path asks for (pending, nothing changed, until it ends) and what its
YES does: the devices boxed, the CHPIDs offline. A CHPID configured online over a failed
link: the paths that cannot be validated stay offline (IEE754I)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.model.io.parts import Device, DeviceStatus

if TYPE_CHECKING:
    from collections.abc import Iterable

    from zconsole.systems.zos.model.io.channels import IoConfig


def online_paths_without(io: IoConfig, device: Device, chpids: set[int], path_off: int | None = None) -> int:
    """Online paths the device would keep if ``chpids`` went offline (and ``path_off`` too)."""
    return sum(
        1
        for p in device.cu.paths
        if io.chpids[p.chpid].online
        and p.chpid not in chpids
        and p.chpid not in device.offline_paths
        and p.chpid != path_off
    )


def last_path_devices(io: IoConfig, targets: set[int]) -> list[tuple[int, int]]:
    """Online devices that would have no online path left with ``targets`` offline, in order."""
    # Only devices on the control units these CHPIDs reach (the model's index), and of a
    # run of unchanged devices one stands for all: no walk over the machine's devices.
    losing: list[tuple[int, int]] = []
    for run, changed in io.devices.runs(io.ranges_on(targets)):
        d = changed or Device(run.ssid, run.first, run.devtype, io.control_units[run.cu])
        if (
            d.status is DeviceStatus.ONLINE
            and io.online_path_count(d) > 0
            and online_paths_without(io, d, targets) == 0
        ):
            losing.extend((run.ssid, n) for n in range(run.first, run.last + 1))
    return losing


def first_target(io: IoConfig, key: tuple[int, int], targets: Iterable[int]) -> int:
    """The first of ``targets`` (in the order given) that is a path of the device."""
    mine = {p.chpid for p in io.devices[key].cu.paths}
    return next(chp for chp in targets if chp in mine)


def configure_offline(io: IoConfig, chpids: Iterable[int]) -> None:
    for chp in chpids:
        io.chpids[chp].online = False


def box(io: IoConfig, keys: Iterable[tuple[int, int]]) -> None:
    """IEE507D answered YES: I/O on the devices ends, new I/O fails, they are boxed
    (DOC: an online device is marked pending offline; D U shows BOX)."""
    for key in keys:
        io.devices[key].status = DeviceStatus.BOXED


def unvalidated_paths(io: IoConfig, chpid: int) -> list[tuple[int, int]]:
    """CF CHP(xx),ONLINE while the CHPID's link is down: path validation fails for every
    device on it whose path the operator has not varied off; IOS leaves those paths
    offline (given back by a later CF CHP ONLINE or VARY PATH, as after a failed link)."""
    keys: list[tuple[int, int]] = []
    for r in io.ranges_on({chpid}):
        for n in range(r.first, r.last + 1):
            device = io.devices[(r.ssid, n)]
            if chpid not in device.offline_paths:
                device.offline_paths.add(chpid)
                io.ios_removed.setdefault(chpid, set()).add(device.key)
                keys.append(device.key)
    return keys


def runs_of(keys: Iterable[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Device keys (in order) as runs of consecutive numbers: (first, last) each."""
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for key in keys:
        if out and out[-1][1][0] == key[0] and out[-1][1][1] + 1 == key[1]:
            out[-1] = (out[-1][0], key)
        else:
            out.append((key, key))
    return out
