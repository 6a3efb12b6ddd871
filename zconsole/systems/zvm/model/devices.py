"""Real devices: DASD (with the volume on it), OSA and the rest, and who has each."""

from __future__ import annotations

import attrs

# A device's owner: nobody (free), a user (ATTACH rdev userid), the system (ATTACH rdev
# SYSTEM: CP SYSTEM, or CP OWNED when its volume is in the CP-owned list).
FREE = "FREE"
USER = "USER"
SYSTEM = "SYSTEM"


@attrs.define(eq=False)
class Device:
    """One real device; ``rdev`` is its number (0000-FFFF)."""

    rdev: int
    kind: str  # DASD, OSA, ...
    volid: str = ""
    devtype: str = "3390"
    owner: str = FREE
    user: str = ""
    vdev: int = 0
    links: int = 0  # minidisk links on a system volume (QUERY DASD's last column)
    online: bool = True

    @property
    def number(self) -> str:
        return f"{self.rdev:04X}"


@attrs.define(eq=False)
class Devices:
    """The I/O configuration, by device number."""

    by_rdev: dict[int, Device] = attrs.Factory(dict)

    def add(self, device: Device) -> None:
        if device.rdev in self.by_rdev:
            raise ValueError(f"device {device.number} is defined twice")
        self.by_rdev[device.rdev] = device

    def get(self, rdev: int) -> Device | None:
        return self.by_rdev.get(rdev)

    def of_kind(self, kind: str) -> list[Device]:
        return sorted((d for d in self.by_rdev.values() if d.kind == kind), key=lambda d: d.rdev)

    def with_volid(self, volid: str) -> Device | None:
        for device in sorted(self.by_rdev.values(), key=lambda d: d.rdev):
            if device.kind == "DASD" and device.volid == volid:
                return device
        return None
