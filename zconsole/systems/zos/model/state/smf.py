"""SMF's section of a saved state (--state): data sets, member and rate."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.smf.recorder import (
    STATUS_ACTIVE,
    STATUS_ALTERNATE,
    STATUS_FULL,
    Smf,
    SmfDataSet,
)
from zconsole.systems.zos.model.system.config import check_logstream

if TYPE_CHECKING:
    from zconsole.systems.zos.model.state.readers import Node

_STATUSES = (STATUS_ACTIVE, STATUS_ALTERNATE, STATUS_FULL)


def smf_data(smf: Smf) -> dict[str, Any]:
    return {
        "recording": smf.recording, "member": smf.member, "anchor": smf.anchor.isoformat(),
        "rate": smf.rate, "spaces": smf.spaces, "logstreams": list(smf.logstreams),
        "datasets": [{"dsname": d.dsname, "volume": d.volume, "blocks": d.blocks, "used": d.used,
                      "status": d.status, "formatted": d.formatted} for d in smf.datasets],
    }


def restore_smf(node: Node) -> Smf:
    """Raises ReadError naming the key that is wrong."""
    datasets = []
    for item in node.items("datasets", max_items=100):
        blocks = item.integer("blocks", 1, 99_999_999)
        status = item.string("status", 16)
        if status not in _STATUSES:
            raise item.child("status").fail(f"{status!r} is not one of {', '.join(_STATUSES)}")
        formatted = item.child("formatted").value
        if not isinstance(formatted, bool):
            raise item.child("formatted").fail("must be true or false")
        datasets.append(SmfDataSet(item.string("dsname", 44), item.string("volume", 6), blocks,
                                   item.number("used", 0, blocks), status, formatted))
    if sum(1 for d in datasets if d.status == STATUS_ACTIVE) > 1:
        raise node.fail("more than one SMF data set is ACTIVE")
    recording = node.child("recording").value
    if not isinstance(recording, bool):
        raise node.child("recording").fail("must be true or false")
    anchor = node.timestamp("anchor")
    assert anchor is not None
    return Smf(datasets, recording, node.string("member", 2), anchor, node.number("rate", 0, 1e9),
               node.integer("spaces", 0, 0xFFFF), logstreams=_logstreams(node))


def _logstreams(node: Node) -> tuple[str, ...]:
    """The log streams SMF records on (a state saved before they were modelled has none)."""
    if node.optional("logstreams") is None:
        return ()
    names = []
    for item in node.items("logstreams", max_items=100):
        if not isinstance(item.value, str):
            raise item.fail("must be a log stream name")
        try:
            check_logstream(item.value)
        except ValueError as exc:
            raise item.fail(str(exc)) from None
        names.append(item.value)
    return tuple(names)
