"""The machine file's [vtam] table (D NET), and its dump."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zconsole.console.table import Table
    from zconsole.systems.zos.model.system.config import SystemConfig


def load_vtam(root: Table, config: SystemConfig) -> None:
    """[vtam] netid and [[vtam.node]] (name, type, appls) into ``config`` when the file
    has the table (None: the default VTAM)."""
    from zconsole.systems.zos.model.system.vtam import APPL_SEGMENT, Vtam, VtamNode

    table = root.table("vtam")
    if table is None:
        return
    netid = table.get("netid", str, "NETA").upper()
    nodes = []
    for node in table.tables("node"):
        name = node.get("name", str).upper()
        kind = node.get("type", str, APPL_SEGMENT).upper()
        appls = [a.upper() for a in node.strings("appls", [])]
        node.finish()
        try:
            nodes.append(VtamNode(name, kind, tuple(appls)))
        except ValueError as exc:
            raise node.fail(None, str(exc)) from None
    table.finish()
    try:
        config.vtam = Vtam(netid, tuple(nodes))
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None


def dump_vtam(config: SystemConfig) -> dict[str, Any]:
    """The table load_vtam reads back to the same definitions (none: the default)."""
    if config.vtam is None:
        return {}
    v = config.vtam
    return {"vtam": {"netid": v.netid,
                     "node": [{"name": n.name, "type": n.type, "appls": list(n.appls)} for n in v.nodes]}}
