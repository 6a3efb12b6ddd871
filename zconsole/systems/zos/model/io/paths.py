"""A link fails or is repaired (io-living.md §2.4, §5.4): which devices lose the path, and
which lose their last one and are boxed. What IOS says of it is in notices.py; the words
are the catalog's (messages/ios.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.io.channels import DeviceStatus
from zconsole.systems.zos.model.io.notices import LinkDegraded, LinkFailed, PathRecovery

if TYPE_CHECKING:
    from collections.abc import Callable

    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.io.load import IoPlan


@attrs.frozen
class PathLost:
    """IOS took ``chpid`` offline for the device (IOS450E); ``boxed``: it was the last."""

    key: tuple[int, int]
    chpid: int
    boxed: bool
    allocated: bool


def busy_devices(plan: IoPlan, chpid: int) -> list[tuple[int, int]]:
    """Devices with I/O through ``chpid`` in ``plan``, in device order."""
    keys = {(ssid, n) for load in plan.groups if chpid in load.group.paths and load.rate > 0
            for ssid, first, last in load.group.runs for n in range(first, last + 1)}
    return sorted(keys)


def fail_link(io: IoConfig, chpid: int, plan: IoPlan) -> list[PathLost]:
    """The link of ``chpid`` stops working: every device doing I/O on it loses the path at
    once (path validation varies it off); idle devices only show PATH OPERATIONAL N."""
    io.chpids[chpid].operational = False
    lost = []
    for key in busy_devices(plan, chpid):
        device = io.devices[key]
        device.offline_paths.add(chpid)
        io.ios_removed.setdefault(chpid, set()).add(key)
        last = io.online_path_count(device) == 0
        if last:
            device.status = DeviceStatus.BOXED
        # A device with I/O is in use by the job doing it: allocated [INFERRED].
        lost.append(PathLost(key, chpid, last, True))
    return lost


def link_failed(io: IoConfig, chpid: int, plan: IoPlan, text: Callable[[int, int], str]) -> LinkFailed:
    """``fail_link``, as the notice the console writes (``text`` prints a device number)."""
    lost = fail_link(io, chpid, plan)
    return LinkFailed(f"{chpid:02X}", tuple((text(*p.key), p.boxed) for p in lost),
                      tuple(p.key for p in lost))


def repair_link(io: IoConfig, chpid: int) -> None:
    """The link works again at full speed, without errors; paths IOS removed stay off until the operator
    brings them back (VARY PATH, or CF CHP OFFLINE then ONLINE) [INFERRED, DOC "manually"]."""
    chp = io.chpids[chpid]
    chp.operational = True
    chp.degraded = False
    chp.ifcc_per_min, chp.ifcc_since = 0, None  # no more intermittent errors either
    chp.ifcc_timeout = False



def degrade_link(io: IoConfig, chpid: int) -> LinkDegraded:
    """The link keeps working at DEGRADED_FACTOR of its payload (io/rates.py)."""
    io.chpids[chpid].degraded = True
    units = io.control_units_on(chpid)
    if not units:
        return LinkDegraded(f"{chpid:02X}", "", "", "")
    cu, path = units[0]
    # node descriptor tttttt.mmm.ppp.pp.ssssssssssss.uuuu (D M=DEV's SCP CU ND)
    parts = (cu.node_descriptor or cu.token_ned).split(".")
    return LinkDegraded(f"{chpid:02X}", f"{parts[0]}/{parts[1]}", f"{parts[2]}{parts[3]}-{parts[4]}",
                        path.interface_id or "0000")




def path_recovery(io: IoConfig, chpid: int) -> PathRecovery:
    """PATH ERROR THRESHOLD REACHED: the path leaves every device of each control unit on
    ``chpid``, except an online device's last path (DOC, IECIOSxx RECOVERY)."""
    units = io.units_on(chpid)
    for number in units:
        for r in io.devices.ranges_of(number):
            for n in range(r.first, r.last + 1):
                device = io.devices[(r.ssid, n)]
                if chpid in device.offline_paths:
                    continue
                if device.status is DeviceStatus.ONLINE and io.online_path_count(device) <= 1:
                    continue  # DOC: never an online device's last path
                device.offline_paths.add(chpid)
                io.ios_removed.setdefault(chpid, set()).add(device.key)
    return PathRecovery(f"{chpid:02X}", tuple(units))
