"""A plain-data copy of machine state, for checking that refused commands change nothing."""

from __future__ import annotations

from typing import Any

import attrs

from zconsole.model.machine import Machine


def snapshot(machine: Machine) -> dict[str, Any]:
    """Everything observable about ``machine`` as nested dicts and lists."""
    return attrs.asdict(machine, recurse=True)
