"""CF CHP's pending last-path dialogue in a saved state (--state): its own section."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.io.chp_dialogue import PHASES, PendingConfig

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.state.readers import Node


def chp_config_data(io: IoConfig) -> dict[str, Any] | None:
    pending = io.reconfig
    if pending is None:
        return None
    return {"chpids": [f"{n:02X}" for n in pending.chpids], "phase": pending.phase}


def restore_chp_config(io: IoConfig, node: Node) -> None:
    """Raises ReadError naming the key that is wrong."""
    chpids = []
    for item in node.items("chpids", max_items=256):
        text = item.as_string(2)
        try:
            number = int(text, 16)
        except ValueError:
            raise item.fail(f"{text!r} is not a CHPID") from None
        if number not in io.chpids:
            raise item.fail(f"CHPID {text} is not defined")
        chpids.append(number)
    phase = node.string("phase", 8)
    if phase not in PHASES:
        raise node.child("phase").fail(f"{phase!r} is not one of {', '.join(PHASES)}")
    if not chpids:
        raise node.child("chpids").fail("names no CHPID")
    io.reconfig = PendingConfig(tuple(chpids), phase)
