"""A plain-data copy of machine state, for checking that refused commands change nothing."""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.model.machine import Machine


def snapshot(machine: Machine) -> dict[str, Any]:
    """Everything observable about ``machine`` as nested dicts, lists and tuples."""
    io = machine.io  # builds a lazily built I/O configuration, so snapshots compare like with like
    skip = ("_io", "_living", "_facts", "_procedures")
    data = attrs.asdict(machine, recurse=True, filter=lambda a, _: a.name not in skip)
    data["facts"] = attrs.asdict(machine.facts, recurse=True)
    data["procedures"] = {k: attrs.asdict(p) for k, p in machine.procedures.items()}
    living = machine._living
    data["living"] = None if living is None else attrs.asdict(living, recurse=True)
    # Devices refer to their control unit; copying that unit once per device would make a
    # snapshot of the 65,280-device machine needlessly slow.
    data["io"] = {
        "chpids": {k: attrs.asdict(c) for k, c in io.chpids.items()},
        "control_units": {k: attrs.asdict(cu) for k, cu in io.control_units.items()},
        "devices": {
            k: (d.devtype, d.cu.number, d.status.value, tuple(sorted(d.offline_paths)), d.operational,
                d.volume, d.use, d.allocated, d.reserved, d.path_group)
            for k, d in io.devices.items()
        },
    }
    return data
