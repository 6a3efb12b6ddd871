"""Logical units: each partition's assignments of its logical units to devices.

A program names a logical unit - a system one (SYSIN, SYSLST, SYSLNK, ...) or a
programmer one, SYS000-SYS254 - and job control's ASSGN points it at a device (DOC, the
real $0JCLV6.PROC's `ASSGN SYSIN,FEC`, `ASSGN SYSLNK,DISK,VOL=DOSRES,SHR`, `ASSGN
SYSIN,FEC,PERM`). REAL (seed 004): "255 per partition and 12x255=3060 In total": SYS255
is refused. UA (unassigned) and IGN (ignored) are VSE's; what zconsole keeps of a device
is its text (a 3-digit address, or DISK,VOL=volser[,SHR]), not a device table; the
messages' texts are INFERRED.
"""

from __future__ import annotations

import re

SYSTEM_UNITS = (
    "SYSRDR",
    "SYSIPT",
    "SYSIN",
    "SYSPCH",
    "SYSLST",
    "SYSOUT",
    "SYSLOG",
    "SYSLNK",
    "SYSRES",
    "SYSREC",
    "SYSCAT",
)
PROGRAMMER = re.compile(r"SYS([0-9]{3})")
LUBS_PER_PARTITION = 255  # SYS000-SYS254 (REAL: 255 per partition)
ASSGN = re.compile(
    r"ASSGN (SYS[A-Z0-9]{3}),((?:[0-9A-F]{3})|UA|IGN|DISK,VOL=[A-Z0-9$#@]{1,6}(?:,SHR)?)(,PERM|,TEMP)?"
)
MAX_KEPT = len(SYSTEM_UNITS) + LUBS_PER_PARTITION


def unit_ok(unit: str) -> bool:
    """A logical unit VSE has: a system one, or SYS000-SYS254."""
    found = PROGRAMMER.fullmatch(unit)
    return unit in SYSTEM_UNITS or (found is not None and int(found.group(1)) < LUBS_PER_PARTITION)


def device_ok(device: str) -> bool:
    return bool(re.fullmatch(r"[0-9A-F]{3}|UA|IGN|DISK,VOL=[A-Z0-9$#@]{1,6}(?:,SHR)?", device))


def order(units: dict[str, str]) -> list[str]:
    """System units in VSE's order, then SYS000 up."""
    return sorted(units, key=lambda u: (0, SYSTEM_UNITS.index(u)) if u in SYSTEM_UNITS else (1, int(u[3:])))
