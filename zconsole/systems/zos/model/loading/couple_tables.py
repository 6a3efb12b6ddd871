"""The machine file's [couple] table (D XCF,COUPLE): COUPLExx's values and the sysplex
couple data sets, and its dump."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zconsole.console.table import Table
    from zconsole.systems.zos.model.system.config import SystemConfig
    from zconsole.systems.zos.model.system.couple import CoupleDataSet

_DSNAME = re.compile(r"[A-Z@#$][A-Z0-9@#$-]{0,7}(\.[A-Z@#$][A-Z0-9@#$-]{0,7})*")
_VOLSER = re.compile(r"[A-Z0-9@#$]{1,6}")
# DOC (COUPLExx): the ranges of the values; MAXMSG and CLASSLEN kept to what IXC357I's
# eight columns hold.
_RANGES = {"interval": (3, 86400), "opnotify": (3, 86400), "maxmsg": (1, 99999999),
           "cleanup": (0, 86400), "retry": (3, 255), "classlen": (0, 62464),
           "peak_groups": (0, 99999), "peak_members": (0, 99999)}


def load_couple(root: Table, config: SystemConfig) -> None:
    """[couple] and its [couple.primary] / [couple.alternate] into ``config`` when the file
    has the table (None: IBM's defaults)."""
    from zconsole.systems.zos.model.system.couple import Couple

    table = root.table("couple")
    if table is None:
        return
    base = Couple()
    values: dict[str, int] = {}
    for key, (low, high) in _RANGES.items():
        # DOC (COUPLExx): OPNOTIFY left out is INTERVAL + 3
        default = values["interval"] + 3 if key == "opnotify" else getattr(base, key)
        values[key] = table.get(key, int, default)
        if not low <= values[key] <= high:
            raise table.fail(key, f"must be {low}-{high}")
    primary = _data_set(table, "primary", base.primary)
    alternate = None
    if not table.get("no_alternate", bool, False):
        alternate = _data_set(table, "alternate", base.alternate)
    table.finish()
    config.couple = Couple(primary=primary, alternate=alternate, **values)


def _data_set(parent: Table, name: str, default: CoupleDataSet | None) -> CoupleDataSet:
    from zconsole.systems.zos.model.system.couple import CoupleDataSet

    base = default if default is not None else CoupleDataSet("SYS1.XCF.CDS02")
    table = parent.table(name)
    if table is None:
        return base
    dsname = table.get("dsname", str, base.dsname).upper()
    if len(dsname) > 44 or not _DSNAME.fullmatch(dsname):
        raise table.fail("dsname", "must be a data set name of at most 44 characters")
    volume = table.get("volume", str, base.volume).upper()
    if volume and not _VOLSER.fullmatch(volume):
        raise table.fail("volume", "must be a volume serial of 1-6 characters")
    counts = {}
    for key in ("maxsystem", "maxgroup", "maxmember"):
        counts[key] = table.get(key, int, getattr(base, key))
        if not 1 <= counts[key] <= 99999:
            raise table.fail(key, "must be 1-99999")
    formatted = table.when("formatted", base.formatted, "2026-11-01T05:30:00")
    table.finish()
    return CoupleDataSet(dsname, volume, formatted, **counts)


def dump_couple(config: SystemConfig) -> dict[str, Any]:
    """The table load_couple reads back to the same values (none: the defaults)."""
    if config.couple is None:
        return {}
    couple = config.couple
    data: dict[str, Any] = {key: getattr(couple, key) for key in _RANGES}
    data["primary"] = _dump_data_set(couple.primary)
    if couple.alternate is None:
        data["no_alternate"] = True
    else:
        data["alternate"] = _dump_data_set(couple.alternate)
    return {"couple": data}


def _dump_data_set(ds: CoupleDataSet) -> dict[str, Any]:
    return {"dsname": ds.dsname, "volume": ds.volume, "formatted": ds.formatted.isoformat(),
            "maxsystem": ds.maxsystem, "maxgroup": ds.maxgroup, "maxmember": ds.maxmember}
