"""Dynamic partitions: VSE/POWER allocates one for a job of a dynamic class (the class
table's Z, Y, S, R, P, C: the job's POWER class is the class's letter) and frees it when
the job ends.

REAL (seed 004): "12 static + 150-200 dyn. partitions" and "Up to 255 [tasks], 32 per
partition". DOC: the real IPL procedure's `SYS ... NPARTS=120` caps static and dynamic
partitions together; `D DYNC` (PDISPLAY DYNC) shows the dynamic class table (the real
operator notes). INFERRED: a partition's id is its class and 1-9, A-Z in turn (C1, C2,
...); a job waits in the reader queue while its class has its partitions or the system
its NPARTS or 255 tasks, POWER saying so once (1Q52I); the display's layout.
"""

from __future__ import annotations

import attrs

from zconsole.systems.vse.model.partitions import DYNAMIC_CLASSES, MAX_TASKS, STATIC, Partition

SUFFIXES = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MAX_NPARTS = len(STATIC) + 200  # REAL: 12 static + "150-200" dynamic


@attrs.define(eq=False)
class DynClass:
    """One entry of the dynamic class table: at most ``partitions`` at once, each with
    ALLOC and SIZE in KB and ``tasks`` tasks; ``enabled`` (POWER allocates for it)."""

    name: str
    partitions: int
    alloc_kb: int
    size_kb: int
    tasks: int = 1
    enabled: bool = True


def is_dynamic(name: str) -> bool:
    return len(name) == 2 and name[0] in DYNAMIC_CLASSES and name[1] in SUFFIXES


def active(partitions: dict[str, Partition], klass: str) -> list[str]:
    return [name for name in partitions if is_dynamic(name) and name[0] == klass]


def why_not(klass: DynClass, partitions: dict[str, Partition], nparts: int, tasks: int) -> str:
    """ "" when a partition of ``klass`` can be allocated now, else what stops it."""
    if len(active(partitions, klass.name)) >= klass.partitions:
        return f"CLASS {klass.name} HAS ITS {klass.partitions} PARTITIONS"
    if len(partitions) >= nparts:
        return f"NPARTS={nparts} REACHED"
    if tasks + klass.tasks > MAX_TASKS:
        return f"{MAX_TASKS} TASKS REACHED"
    return ""


def allocate(klass: DynClass, partitions: dict[str, Partition]) -> Partition:
    """A new partition of ``klass``, the first free id, added to ``partitions``."""
    taken = set(active(partitions, klass.name))
    name = next(klass.name + s for s in SUFFIXES if klass.name + s not in taken)
    part = Partition(name, klass.alloc_kb, klass.size_kb, classes=klass.name, started=True, tasks=klass.tasks)
    partitions[name] = part
    return part
