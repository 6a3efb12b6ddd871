"""The storage lab's time is the console's: seconds since the lab started (``lab_start``,
the first time the machine settles), moved on whenever the machine settles. Settling also
keeps the lab and the machine's paging DASD one: the lab pages to the PAGE volumes CP owns
(a volume attached to the system joins at once), and their PAGE extents show the lab's
slots in use (QUERY ALLOC PAGE)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.systems.zvm.model.dasd import Volume
    from zconsole.systems.zvm.model.machine import ZvmMachine

# A command's work stays bounded: the lab catches up at most this many simulated seconds
# each time the machine settles (3,600 steps, about 0.3 s of CPU on seed 003's Table 1
# machine; a lab at its steady state goes by whole intervals, storage/steady.py), and runs
# that much behind the console clock after a longer jump (.WAIT 2H; a long pause).
MAX_CATCH_UP_SECONDS = 3600


def advance_lab(machine: ZvmMachine, now: dt.datetime) -> None:
    """Move the machine's lab (if it has one) on to ``now``, by whole steps."""
    lab = machine.lab
    if lab is None:
        return
    if machine.lab_start is None:
        machine.lab_start = now
    target = (now - machine.lab_start).total_seconds()
    volumes = paging_volumes(machine)
    if volumes and len(volumes) != lab.config.paging_volumes:
        lab.set_paging_volumes(len(volumes))
    lab.advance(min(target, lab.now + MAX_CATCH_UP_SECONDS))
    _show_slots(volumes, lab.slots_in_use)


def paging_volumes(machine: ZvmMachine) -> list[Volume]:
    """The CP-owned volumes attached to the system that have a PAGE extent."""
    return [volume for _slot, _device, volume in machine.cp_owned_online() if volume.of_kind("PAGE")]


def _show_slots(volumes: list[Volume], in_use: int) -> None:
    """The lab's slots in use spread over the PAGE extents by size (CP spreads page writes
    over its paging volumes); the highest ever kept as HIGH PAGE."""
    extents = [e for volume in volumes for e in volume.of_kind("PAGE")]
    total = sum(e.pages for e in extents)
    if not total:
        return
    for e in extents:
        e.used = min(e.pages, in_use * e.pages // total)
        e.high = max(e.high, e.used)
