"""What the storage commands show, read from one place so a storage model can be plugged in.

INDICATE USER's RES/WS/INSTAN, QUERY FRAMES, QUERY/SET AGELIST, QUERY/SET RESERVED,
QUERY XSTORE and QUERY/SET SRM read ``machine.figures`` (a ``StorageFigures``) and the
settings in ``Tuning``; nothing else does. Today the figures are the machine file's
numbers (``StaticFigures``); the z/VM 6.3 storage model (demand scan, the global aging
list, IBR sections) will be a ``StorageFigures`` of its own, set on the machine in place
of this one, and the commands will not change.
"""

from __future__ import annotations

from typing import Protocol

import attrs


@attrs.frozen
class GuestPages:
    """A guest's pages as INDICATE USER shows them (REAL layout, ind-user-maint.txt)."""

    res: int = 0
    ws: int = 0
    instan: int = 0
    lockedreal: int = 0
    npref: int = 0
    pref: int = 0
    reads: int = 0
    writes: int = 0


@attrs.frozen
class Frames:
    """Real storage in 4K frames as QUERY FRAMES shows it (keys a real consumer parses:
    Configured, GlobalClearedAvail, LocalClearedAvail, LocalUnclearedAvail,
    GlobalUnclearedAvail; the rest INFERRED)."""

    configured: int
    real: int
    usable: int
    offline: int
    pageable: int
    locked_real: int
    locked_cmd: int
    system: int
    global_cleared_avail: int
    local_cleared_avail: int
    global_uncleared_avail: int
    local_uncleared_avail: int


@attrs.frozen
class Load:
    """INDICATE LOAD's smoothed figures (all idle on the workshop system, REAL)."""

    avgproc: int = 0
    paging: int = 0
    mdc_reads: int = 0
    mdc_writes: int = 0
    mdc_hit: int = 0
    proc_busy: tuple[int, ...] = ()


class StorageFigures(Protocol):
    """What the storage commands ask of a storage model."""

    def guest_pages(self, userid: str) -> GuestPages: ...

    def frames(self, real_mb: int) -> Frames: ...

    def load(self, processors: int) -> Load: ...

    def page_wait(self) -> tuple[str, ...]: ...


@attrs.define(eq=False)
class StaticFigures:
    """Figures as the machine file gives them: per guest, and idle elsewhere."""

    pages: dict[str, GuestPages] = attrs.Factory(dict)
    avgproc: int = 0
    paging: int = 0

    def guest_pages(self, userid: str) -> GuestPages:
        return self.pages.get(userid, GuestPages())

    def frames(self, real_mb: int) -> Frames:
        total = real_mb * 256
        resident = sum(p.res for p in self.pages.values())
        # INFERRED split: CP's own frames a fixed 4 % of real storage, the rest pageable.
        system = total // 25
        locked = sum(p.lockedreal for p in self.pages.values())
        avail = max(total - system - resident - locked, 0)
        return Frames(
            configured=total,
            real=total,
            usable=total,
            offline=0,
            pageable=total - system,
            locked_real=locked,
            locked_cmd=0,
            system=system,
            global_cleared_avail=avail // 8,
            local_cleared_avail=0,
            global_uncleared_avail=avail - avail // 8,
            local_uncleared_avail=0,
        )

    def load(self, processors: int) -> Load:
        return Load(avgproc=self.avgproc, paging=self.paging, proc_busy=(self.avgproc,) * processors)

    def page_wait(self) -> tuple[str, ...]:
        return ()


@attrs.define(eq=False)
class Tuning:
    """The storage settings operators change: SET AGELIST, SET RESERVED, SET SRM."""

    # SEED: the aging list's default target is 2 % of the dynamic paging area (at most
    # 5 %, at least 1 MB); early writes on.
    agelist_percent: int | None = 2
    agelist_mb: int | None = None
    earlywrites: bool = True
    reserved: dict[str, int] = attrs.Factory(dict)  # userid -> pages (SET RESERVED)
    sysmax_pages: int | None = None  # SET RESERVED SYSMAX; None: no limit
    # DOC: SET SRM defaults STORBUF 300% 250% 200%, LDUBUF 100% 75% 60%.
    storbuf: tuple[int, int, int] = (300, 250, 200)
    ldubuf: tuple[int, int, int] = (100, 75, 60)
