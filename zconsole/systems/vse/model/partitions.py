"""Partitions: the 12 static ones (BG, F1-F9, FA, FB) and the dynamic classes, their storage
and the POWER classes each is started for.

Storage (DOC, VSE/ESA's MAP): a partition's ALLOC is its address space's share; SIZE the
program area; what is left above SIZE is its GETVIS (24-bit below 16M, 31-bit above).
"""

from __future__ import annotations

import attrs

STATIC = ("BG", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "FA", "FB")
DYNAMIC_CLASSES = ("Z", "Y", "S", "R", "P", "C")  # REAL: PRTY's list shows them lowest first
MAX_TASKS = 255  # REAL (seed 004): "Up to 255, 32 per partition, 208 subtasks in total"
TASKS_PER_PARTITION = 32
MAX_SUBTASKS = 208


@attrs.define(eq=False)
class Partition:
    """One partition: storage in KB, the POWER classes it runs (``classes``; "" when POWER
    does not start it), whether it is started, the phase it runs, its tasks."""

    name: str
    alloc_kb: int
    size_kb: int
    getvis24_used_kb: int = 0
    getvis31_kb: int = 0
    getvis31_used_kb: int = 0
    classes: str = ""
    started: bool = False
    phase: str = ""
    tasks: int = 1
    lubs: dict[str, str] = attrs.Factory(dict)  # logical unit -> device (model/lubs.py)

    @property
    def getvis24_kb(self) -> int:
        return max(self.alloc_kb - self.size_kb, 0)


def number(name: str) -> str:
    """MAP's SPACE column: BG is 0, Fn its digit, FA and FB A and B; a dynamic partition's
    own space D (INFERRED)."""
    if name not in STATIC:
        return "D"
    return "0" if name == "BG" else name[1]
