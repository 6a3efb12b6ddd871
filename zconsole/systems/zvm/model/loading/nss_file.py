"""[[nss]] of a z/VM machine file (man zconsole-zvm-machine(5)): the named saved systems and
saved segments QUERY NSS lists; errors name file, key and reason."""

from __future__ import annotations

import datetime as dt
from typing import Any

from zconsole.systems.zvm.model.loading.reader import Node
from zconsole.systems.zvm.model.nss import CLASSES, FILETYPES, PageRange, SavedSystem, page_range

SAVED = dt.datetime(2013, 6, 28, 14, 58, 28)  # when a file that does not say was saved


def load_nss(root: Node) -> dict[str, SavedSystem]:
    """Every [[nss]] by name, in spool id order; two with one name or spool id refused."""
    found: dict[str, SavedSystem] = {}
    spoolids: set[int] = set()
    for node in root.tables("nss"):
        nss = _one(node)
        if nss.name in found:
            raise node.fail("name", f"{nss.name} is already a saved system of this machine")
        if nss.spoolid in spoolids:
            raise node.fail("spoolid", f"{nss.spoolid} is already the spool id of another file")
        found[nss.name] = nss
        spoolids.add(nss.spoolid)
    return dict(sorted(found.items(), key=lambda item: item[1].spoolid))


def _one(node: Node) -> SavedSystem:
    name = node.get("name", str, required=True).upper()
    if not 1 <= len(name) <= 8:
        raise node.fail("name", f"{name!r} is not 1-8 characters")
    filetype, cls = node.get("filetype", str, "NSS"), node.get("class", str, "A")
    spoolid, records = node.get("spoolid", int, required=True), node.get("records", int, 0)
    if filetype not in FILETYPES:
        raise node.fail("filetype", f"must be one of {', '.join(FILETYPES)}, not {filetype!r}")
    if cls not in CLASSES:
        raise node.fail("class", f"must be one of {', '.join(CLASSES)}, not {cls!r}")
    if not 1 <= spoolid <= 9999:
        raise node.fail("spoolid", f"must be 1-9999, not {spoolid}")
    if not 0 <= records <= 999_999:
        raise node.fail("records", f"must be 0-999999, not {records}")
    minsize_k = node.get("minsize_k", int, 0)
    if not 0 <= minsize_k <= 99_999_999:
        raise node.fail("minsize_k", f"must be 0-99999999, not {minsize_k}")
    saved = node.get("saved", dt.datetime, SAVED)
    nss = SavedSystem(
        name=name,
        filetype=filetype,
        spoolid=spoolid,
        cls=cls,
        records=records,
        saved=saved.replace(tzinfo=None),
        origin=node.get("origin", str, "MAINT").upper()[:8],
        ranges=tuple(_range(node, i, item) for i, item in enumerate(node.get("pages", list, []))),
        minsize_k=minsize_k,
        parmregs=node.get("parmregs", str, "")[:8],
        vmgroup=node.get("vmgroup", bool, False),
    )
    node.done()
    return nss


def _range(node: Node, index: int, item: object) -> PageRange:
    """A page range, ["first", "last", "type"] in hex: ["00000", "0000D", "EW"]."""
    key = f"pages[{index}]"
    if not (isinstance(item, list) and len(item) == 3 and all(isinstance(v, str) for v in item)):
        raise node.fail(key, 'must be ["first", "last", "type"], hex page numbers and a page type')
    try:
        return page_range(int(item[0], 16), int(item[1], 16), item[2])
    except ValueError as exc:
        raise node.fail(key, str(exc)) from None


def nss_to_data(systems: dict[str, SavedSystem]) -> list[dict[str, Any]]:
    """[[nss]] as a machine file gives it (what --state saves)."""
    out = []
    for nss in systems.values():
        out.append({
            "name": nss.name, "filetype": nss.filetype, "spoolid": nss.spoolid, "class": nss.cls,
            "records": nss.records, "saved": nss.saved, "origin": nss.origin,
            "pages": [[f"{first:05X}", f"{last:05X}", kind] for first, last, kind in nss.ranges],
            "minsize_k": nss.minsize_k, "parmregs": nss.parmregs, "vmgroup": nss.vmgroup,
        })
    return out
