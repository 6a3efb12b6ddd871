"""What SMF takes from the machine at IPL: its SMFPRMxx setup and the IPL volume."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from zconsole.model.smf.recorder import Smf, at_ipl

if TYPE_CHECKING:
    from zconsole.model.machine import Machine


def smf_at_ipl(machine: Machine, now: dt.datetime, before: Smf | None) -> Smf:
    device = machine.io.device(0, int(machine.facts.ipl.device, 16))
    volume = (device.volume or "") if device is not None else ""
    return at_ipl(machine.facts.config.smf, volume, now, before)
