"""The machine file's [[lpa]] tables (D PROG,LPA), and their dump."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zconsole.console.table import Table
    from zconsole.systems.zos.model.system.config import SystemConfig
    from zconsole.systems.zos.model.system.lpa import LpaModule

_HEX = re.compile(r"[0-9A-Fa-f]{1,8}")


def load_lpa(root: Table, config: SystemConfig) -> None:
    """[[lpa]] into ``config`` when the file has it (None: the default LPA)."""
    tables = root.tables("lpa")
    if "lpa" not in root.data:
        return
    modules = tuple(_module(t) for t in tables)
    names = [m.name for m in modules]
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        raise tables[names.index(twice, names.index(twice) + 1)].fail("name", f"names {twice} twice")
    config.lpa = modules


def _hex(table: Table, key: str, default: str | None = None) -> int:
    text = table.get(key, str, default)
    if not _HEX.fullmatch(text):
        raise table.fail(key, "must be up to 8 hex digits, such as \"07919728\"")
    return int(text, 16)


def _module(table: Table) -> LpaModule:
    """name, entry, load, length and diag (hex), flags (P, F), dynamic."""
    from zconsole.systems.zos.model.system.lpa import LpaModule

    name = table.get("name", str).upper()
    fields: dict[str, Any] = {
        "entry": _hex(table, "entry"), "load": _hex(table, "load"), "length": _hex(table, "length"),
        "flags": table.get("flags", str, "P").upper(), "diag": _hex(table, "diag", "0"),
        "dynamic": table.get("dynamic", bool, False),
    }
    table.finish()
    try:
        return LpaModule(name, **fields)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def dump_lpa(config: SystemConfig) -> dict[str, Any]:
    """The tables load_lpa reads back to the same modules (none: the default LPA)."""
    if config.lpa is None:
        return {}
    return {"lpa": [{"name": m.name, "entry": f"{m.entry:08X}", "load": f"{m.load:08X}",
                     "length": f"{m.length:08X}", "flags": m.flags, "diag": f"{m.diag:08X}",
                     "dynamic": m.dynamic} for m in config.lpa]}
