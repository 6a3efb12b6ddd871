"""Helpers for tests and bench, public like structlog.testing: a plain-data snapshot of a machine.

Nothing in the package imports this module; tests use ``snapshot`` to prove that a
refused command changes nothing and that a saved state resumes exactly.
"""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.systems.zos.model.machine import Machine


def _data(item: Any) -> Any:
    """attrs classes to dicts of their fields, recursively; collections to lists."""
    if attrs.has(type(item)):
        return {name: _data(v) for name, v in attrs.asdict(item, recurse=False).items()}
    if isinstance(item, (list, tuple)):
        return [_data(v) for v in item]
    if isinstance(item, dict):
        return {k: _data(v) for k, v in item.items()}
    return item


def snapshot(machine: Machine) -> dict[str, Any]:
    """Everything observable about ``machine`` as nested dicts, lists and tuples."""
    io = machine.io  # builds a lazily built I/O configuration, so snapshots compare like with like
    skip = ("_io", "_living", "_facts", "_procedures", "_consoles")
    data = {name: _data(v) for name, v in attrs.asdict(machine, recurse=False).items() if name not in skip}
    machine.facts.config  # noqa: B018  # made on first use, like io: snapshots compare like with like
    data["facts"] = _data(machine.facts)
    data["consoles"] = _data(machine.consoles)  # built on first use, like facts
    data["procedures"] = {k: _data(p) for k, p in machine.procedures.items()}
    living = machine._living
    data["living"] = None if living is None else _data(living)
    if living is not None:
        # The event queue is a heap: its meaning is the (time, seq) order events fire in,
        # not the list's layout, which a restored state (saved sorted) need not share.
        del data["living"]["work"]  # a measure of the work done, not state (never saved)
        data["living"]["events"] = sorted(data["living"]["events"], key=lambda e: (e["time"], e["seq"]))
    data["io"] = {
        "chpids": {k: _data(c) for k, c in io.chpids.items()},
        "control_units": {k: _data(cu) for k, cu in io.control_units.items()},
        # The device ranges and the devices that differ from them: a device looked up but
        # unchanged is the same state as one never looked up.
        "device_ranges": [_data(r) for r in io.devices.ranges],
        "devices": {
            d.key: (d.devtype, d.cu.number, d.status.value, tuple(sorted(d.offline_paths)), d.operational,
                    d.volume, d.use, d.allocated, d.reserved, d.path_group)
            for d in io.devices.changed()
        },
        # a CF CHP waiting for its last-path dialogue is state too
        "reconfig": None if io.reconfig is None else _data(io.reconfig),
    }
    return data


def work_done(machine: Machine) -> int:
    """The events the living machine has fired and the stretches it has run since it was
    booted (0 before): what a command cost, counted rather than timed."""
    living = machine._living
    return 0 if living is None else living.work
