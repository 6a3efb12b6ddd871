"""The storage lab's time is the console's: seconds since the lab started (``lab_start``,
the first time the machine settles), moved on whenever the machine settles."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.machine import ZvmMachine

# A command's work stays bounded: the lab catches up at most this many simulated seconds
# each time the machine settles (about a second of CPU on seed 003's Table 1 machine), and
# runs that much behind the console clock after a longer jump (.WAIT 2H; a long pause).
MAX_CATCH_UP_SECONDS = 3600


def advance_lab(machine: ZvmMachine, now: dt.datetime) -> None:
    """Move the machine's lab (if it has one) on to ``now``, by whole steps."""
    lab = machine.lab
    if lab is None:
        return
    if machine.lab_start is None:
        machine.lab_start = now
    target = (now - machine.lab_start).total_seconds()
    lab.advance(min(target, lab.now + MAX_CATCH_UP_SECONDS))
