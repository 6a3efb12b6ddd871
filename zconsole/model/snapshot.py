"""A plain-data copy of machine state, for checking that refused commands change nothing."""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.model.machine import Machine
from zconsole.values import fields, is_declared


def _data(item: Any) -> Any:
    """Declared classes to dicts of their fields, recursively; collections to lists."""
    if is_declared(item):
        return {name: _data(v) for name, v in fields(item).items()}
    if isinstance(item, (list, tuple)):
        return [_data(v) for v in item]
    if isinstance(item, dict):
        return {k: _data(v) for k, v in item.items()}
    return item


def snapshot(machine: Machine) -> dict[str, Any]:
    """Everything observable about ``machine`` as nested dicts, lists and tuples."""
    io = machine.io  # builds a lazily built I/O configuration, so snapshots compare like with like
    data = {name: _data(v) for name, v in fields(machine).items() if name != "_io"}
    # Devices refer to their control unit; copying that unit once per device would make a
    # snapshot of the 65,280-device machine needlessly slow.
    data["io"] = {
        "chpids": {k: attrs.asdict(c) for k, c in io.chpids.items()},
        "control_units": {k: attrs.asdict(cu) for k, cu in io.control_units.items()},
        "devices": {
            k: (d.devtype, d.cu.number, d.status.value, tuple(sorted(d.offline_paths)))
            for k, d in io.devices.items()
        },
    }
    return data
