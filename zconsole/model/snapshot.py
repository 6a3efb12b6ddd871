"""A plain-data copy of machine state, for checking that refused commands change nothing."""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.model.machine import Machine


def snapshot(machine: Machine) -> dict[str, Any]:
    """Everything observable about ``machine`` as nested dicts and lists."""
    machine.io  # noqa: B018 - build a lazily built I/O configuration, so snapshots compare like with like
    data = attrs.asdict(machine, recurse=True)
    data["io"] = data.pop("_io")
    return data
