"""The VSE machine: its release, partitions and their priorities, the SVA and its SDL (and
the load lists `SET SDL` put there), VSE/POWER's queues, the outstanding replies, and the
counters SIR shows."""

from __future__ import annotations

import datetime as dt

import attrs

from zconsole.systems.vse.model.dynamic import DynClass
from zconsole.systems.vse.model.partitions import MAX_TASKS, STATIC, Partition
from zconsole.systems.vse.model.power import Power
from zconsole.systems.vse.model.replies import FIRST_SHARED, Reply, new_number
from zconsole.systems.vse.model.sva import PAGE, SvaList, SvaUse, iccf_below, sva_use


@attrs.define(eq=False)
class VseMachine:
    """One VSE/ESA system. ``prty`` is the dispatching order, lowest first (PRTY's order),
    the dynamic classes included. Storage in KB unless named otherwise."""

    system_name: str
    release: str
    sdl: int
    partitions: dict[str, Partition]
    prty: list[str]
    power: Power = attrs.Factory(Power)
    power_partition: str = "F1"
    ar_console: str = "0015"
    power_console: str = "0001"
    sva24_kb: int = 768
    sva31_kb: int = 20480
    phases24_kb: int = 300
    phases31_kb: int = 4096
    iccf_users: int = 0
    iccf_partition: str = ""
    cpuid: str = "FF0123452064"
    # counters since IPL (SIR): LTA phase fetches, label-area SVCs
    lta_fetches: int = 0
    label_svcs: int = 0
    log: bool = True  # LOG / NOLOG
    settled: dt.datetime | None = None  # how far the machine has run (None: not yet)
    replies: list[Reply] = attrs.Factory(list)  # outstanding, in the order asked
    next_reply: int = FIRST_SHARED
    pause_pending: list[str] = attrs.Factory(list)  # AR PAUSE: job control pauses after the job
    sdl_open: list[str] = attrs.Factory(list)  # partitions whose job control reads SET SDL's list
    sva_lists: dict[str, SvaList] = attrs.Factory(dict)
    sva_loaded: list[str] = attrs.Factory(list)  # load lists in the SVA, in the order loaded
    dyn_classes: dict[str, DynClass] = attrs.Factory(dict)  # the dynamic class table
    nparts: int = len(STATIC)  # SYS NPARTS=: static and dynamic partitions together
    steps: int = 0  # moments the machine has run through since it was built (work, not saved)

    def sva(self) -> SvaUse:
        loaded = tuple(
            (name, self.sva_lists[name].kb24 * 1024, self.sva_lists[name].kb31 * 1024)
            for name in self.sva_loaded
        )
        return sva_use(self.release, self.sdl, self.phases24_kb * 1024, self.phases31_kb * 1024, loaded)

    def sdl_used(self) -> int:
        """SDL entries the loaded lists take (one a phase)."""
        return sum(self.sva_lists[name].phases for name in self.sva_loaded)

    def new_reply(self, partition: str, kind: str, prompt: str = "") -> Reply:
        number, self.next_reply = new_number(self.replies, partition, self.next_reply)
        reply = Reply(number, partition, kind, prompt)
        self.replies.append(reply)
        return reply

    def partition_getvis24_used_kb(self, name: str) -> int:
        """A partition's GETVIS-24 in use, ICCF's users' USR and PHL in the CICS partition
        below the line before 2.7."""
        part = self.partitions[name]
        extra = iccf_below(self.release, self.iccf_users) if name == self.iccf_partition else 0
        return part.getvis24_used_kb + -(-extra // 1024)

    def tasks(self) -> int:
        return sum(p.tasks for p in self.partitions.values())

    def tasks_left(self) -> int:
        return MAX_TASKS - self.tasks()


def kb(size: int) -> int:
    """Bytes to KB, rounded up to whole pages (GETVIS gives out 4K pages below the line)."""
    return -(-size // PAGE) * 4
