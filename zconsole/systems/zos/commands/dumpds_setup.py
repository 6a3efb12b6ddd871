"""Where SVC dumps may go on this machine: IEE852I's SPACE FREE and automatic-allocation lines."""

from __future__ import annotations

import datetime as dt

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.model.living.dumps import resolve_dump_name
from zconsole.systems.zos.model.machine import Machine


def allocation(machine: Machine, sequence: int, now: dt.datetime) -> tuple[int, tuple[str, str, str]]:
    """The space SVC dump may use (MB) and, for IEE852I, the volumes automatic
    allocation uses, its name pattern and the name the next dump would get (REAL-px:
    `EXAMPLE=SYS1.ADCD.DMP00000` before any dump; the counter as it stands, INFERRED)."""
    from zconsole.systems.zos.commands.display_sysconfig import ipl_volume

    setup = machine.facts.config.dumpds
    volumes = c.DUMPDS_VOLUMES_SEPARATOR.join(setup.volumes or (ipl_volume(machine),))
    example = resolve_dump_name(setup.name, machine.system_name, sequence, now)
    return setup.space_free_mb, (volumes, setup.name, example)
