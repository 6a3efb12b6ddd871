"""ZvmMachine: the aggregate of the z/VM system: facts, storage, volumes, devices, directory,
guests, events, saved systems and the storage figures. Loading and saving live in loading/ and state.py."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zvm.model.dasd import CpOwned, Volume
from zconsole.systems.zvm.model.devices import SYSTEM, Device, Devices
from zconsole.systems.zvm.model.directory import DirEntry, Guest
from zconsole.systems.zvm.model.events import Events
from zconsole.systems.zvm.model.figures import StaticFigures, StorageFigures, Tuning
from zconsole.systems.zvm.model.ipl_state import Ipl

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.nss import SavedSystem
    from zconsole.systems.zvm.storage.lab import Lab

RELEASES = ("6.2", "6.3", "7.1", "7.2", "7.3", "7.4")


def _release(instance: object, attribute: object, value: str) -> None:
    if value not in RELEASES:
        raise ValueError(f"release must be one of {', '.join(RELEASES)}, not {value!r}")


@attrs.define(eq=False)
class Facts:
    """What the system says about itself (QUERY CPLEVEL, QUERY CPLOAD, the IPL banner)."""

    system_name: str = "ZVMWSXX"
    release: str = attrs.field(default="6.3", validator=_release)
    service_level: str = "1301"
    generated: dt.datetime = dt.datetime(2013, 6, 28, 14, 58, 28)
    ipl: dt.datetime = dt.datetime(2013, 8, 31, 22, 33, 40)
    zone: str = "EDT"
    iso_dates: bool = False  # 7.x systems in the captures write 2025-05-30; 6.3 08/31/13
    cpload_volume: str = "M01RES"
    cpload_cylinder: int = 39
    parm_volume: str = "VMCOM1"
    parm_first: int = 1
    parm_last: int = 120
    ipl_volume: str = "M01RES"
    signal_timeout: int = 600  # SET SIGNAL SHUTDOWN TIME (HCPSIG2114I's seconds)
    # What an IPL says (REAL for the workshop system, ipl-cold-start-msgs.txt): the spool
    # files a COLD start deletes, the dump unit, the operator and its spool files, the
    # accounting user whose records accumulate while it is not logged on.
    cpuid: str = "FF0818E885618000"  # QUERY CPUID (REAL value of the 7.3 capture)
    cold_spool_files: int = 1
    dump_unit: str = "0205"
    dump_pages: int = 19863
    operator: str = "OPERATOR"
    operator_terminal: str = "0009"
    operator_rdr: int = 2
    operator_prt: int = 1
    operator_pun: int = 0
    accounting_user: str = "DISKACNT"

    @property
    def version(self) -> int:
        return int(self.release.split(".")[0])

    @property
    def release_number(self) -> int:
        return int(self.release.split(".")[1])


@attrs.define(eq=False)
class RealStorage:
    """Real storage in megabytes (QUERY STORAGE) and expanded storage (QUERY XSTORE)."""

    real_mb: int = 2048
    increment_mb: int = 1
    standby_mb: int = 0
    reserved_mb: int = 0
    xstore_mb: int = 0


@attrs.define(eq=False)
class ZvmMachine:
    """One z/VM system. Commands change it; ``settle`` runs its events up to a time."""

    facts: Facts = attrs.Factory(Facts)
    storage: RealStorage = attrs.Factory(RealStorage)
    processors: int = 5
    volumes: dict[str, Volume] = attrs.Factory(dict)
    cpowned: CpOwned = attrs.Factory(CpOwned)
    devices: Devices = attrs.Factory(Devices)
    directory: dict[str, DirEntry] = attrs.Factory(dict)
    guests: dict[str, Guest] = attrs.Factory(dict)  # in logon order
    events: Events = attrs.Factory(Events)
    figures: StorageFigures = attrs.Factory(StaticFigures)
    tuning: Tuning = attrs.Factory(Tuning)
    ipl: Ipl = attrs.Factory(Ipl)
    nss: dict[str, SavedSystem] = attrs.Factory(dict)  # QUERY NSS's files, in spool id order
    # The user logged on at the console this machine is run from (--user; a saved state
    # keeps it, so a resumed console is the same user's).
    console_user: str = "MAINT"
    # The storage lab (storage/), when the machine file has a [lab]: its figures replace
    # the static ones and its time is the console's since ``lab_start`` (model/lab_time.py).
    lab: Lab | None = None
    lab_start: dt.datetime | None = None

    @property
    def system_name(self) -> str:
        return self.facts.system_name

    def volume_on(self, device: Device) -> Volume | None:
        """The CP-formatted volume mounted on a DASD, if its label is one CP knows."""
        return self.volumes.get(device.volid) if device.kind == "DASD" else None

    def cp_owned_online(self) -> list[tuple[int, Device, Volume]]:
        """(slot, device, volume) of each CP-owned volume attached to the system, in slot order."""
        found = []
        for slot, volid in self.cpowned.in_order():
            device = self.devices.with_volid(volid)
            volume = self.volumes.get(volid)
            if device is not None and volume is not None and device.owner == SYSTEM:
                found.append((slot, device, volume))
        return found
