"""Auxiliary storage as ASM sees it: where a page goes, and the slot counts every display shows.

Placement follows the seed's "Flash vs Disk Placement Criteria" (paging.md §1.2, §11.4):
VIO always on local page data sets (VIO-accepting ones first), pageable large pages on
SCM when it has room, everything else on SCM while it has room (Flash answers faster,
so it wins the response-time test) and then on the local page data sets, spread evenly
over those with free slots. DRAIN, BAD and full data sets take nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.model.paging.datasets import PageDataSet, PageStatus, PageType
from zconsole.systems.zos.model.paging.scm import IncrementStatus

if TYPE_CHECKING:
    from zconsole.systems.zos.model.paging.storage import Storage

SCM = "SCM"  # the location name of storage-class memory in an address space's page map
LOCAL_TYPES = (PageType.LOCAL, PageType.LOCAL_NV)


def locals_taking_pages(machine: Storage, vio: bool = False) -> list[PageDataSet]:
    """Local data sets that accept new pages now, in D ASM order (VIO: VIO ones first)."""
    ok = [p for p in machine.page_datasets
          if p.type in LOCAL_TYPES and p.status is PageStatus.OK and p.available > 0]
    if vio:
        return sorted(ok, key=lambda p: p.type is PageType.LOCAL_NV)  # stable: VIO ones first
    return ok


def scm_free(machine: Storage) -> int:
    """4K blocks of online SCM that can take a page now (0 when SCM takes no pages)."""
    scm = machine.scm
    if scm is None or not machine.scm_paging:
        return 0
    return sum(inc.free_blocks for inc in scm.with_status(IncrementStatus.ONLINE))


def capacity(machine: Storage) -> int:
    """Slots that count toward the shortage percentage: local data sets (OK ones whole,
    DRAIN ones by what they hold, BAD ones not at all) plus SCM online for paging."""
    total = 0
    for p in machine.page_datasets:
        if p.type in LOCAL_TYPES:
            if p.status is PageStatus.OK:
                total += p.slots
            elif p.status is PageStatus.DRAIN:
                total += p.used
    if machine.scm is not None and machine.scm_paging:
        total += machine.scm.size_blocks
    return total


def used(machine: Storage) -> int:
    """Slots in use over the same data sets and SCM as capacity()."""
    total = sum(p.used for p in machine.page_datasets
                if p.type in LOCAL_TYPES and p.status is not PageStatus.BAD)
    if machine.scm is not None and machine.scm_paging:
        total += machine.scm.used_blocks
    return total


def scm_used_and_size(machine: Storage) -> tuple[int, int]:
    scm = machine.scm
    if scm is None or not machine.scm_paging:
        return 0, 0
    return scm.used_blocks, scm.size_blocks


def place(machine: Storage, pages: int, large: int = 0) -> dict[str, int]:
    """Put ``pages`` pages (``large`` of them in 1M large pages) in auxiliary storage;
    return where they went (location -> pages). Whatever finds no room is left out of
    the result, so the caller can tell how many were placed."""
    where: dict[str, int] = {}
    room = scm_free(machine)
    # Large pages need 256 contiguous blocks; a free block count of a whole megabyte
    # stands for that (INFERRED: SCM is not modelled block by block).
    to_scm_large = min(large, room - room % 256) if room >= 256 else 0
    room -= to_scm_large
    # The rest, large pages that found no megabyte among them (backed by 4K pages), go to
    # SCM while it has room.
    to_scm = to_scm_large + min(pages - to_scm_large, room)
    if to_scm:
        _scm_take(machine, to_scm)
        where[SCM] = to_scm
    rest = pages - to_scm
    if rest:
        for dsname, n in _spread(locals_taking_pages(machine), rest).items():
            where[dsname] = where.get(dsname, 0) + n
    return where


def place_vio(machine: Storage, pages: int) -> dict[str, int]:
    """VIO pages: local data sets only, VIO-accepting ones first, then NONVIO overflow."""
    targets = locals_taking_pages(machine, vio=True)
    vio_ok = [p for p in targets if p.type is PageType.LOCAL]
    placed = _spread(vio_ok, pages)
    rest = pages - sum(placed.values())
    if rest:
        nonvio = [p for p in targets if p.type is PageType.LOCAL_NV]
        for dsname, n in _spread(nonvio, rest).items():
            placed[dsname] = placed.get(dsname, 0) + n
    return placed


def _spread(targets: list[PageDataSet], pages: int) -> dict[str, int]:
    """Share ``pages`` evenly over ``targets`` (each up to its free slots), earlier
    data sets taking the odd pages; returns what each took."""
    taken: dict[str, int] = {}
    open_ = [p for p in targets if p.available > 0]
    while pages and open_:
        share, odd = divmod(pages, len(open_))
        still_open = []
        for i, pds in enumerate(open_):
            n = min(pds.available, share + (1 if i < odd else 0))
            if n:
                pds.used += n
                taken[pds.dsname] = taken.get(pds.dsname, 0) + n
                pages -= n
            if pds.available:
                still_open.append(pds)
        open_ = still_open  # every round places pages or closes a full data set
    return taken


def release(machine: Storage, where: dict[str, int]) -> None:
    """Free slots (the pages were read back in, or their owner ended)."""
    for location, n in where.items():
        if n <= 0:
            continue
        if location == SCM:
            _scm_release(machine, n)
        else:
            pds = machine.find_page_dataset(location)
            if pds is not None:
                pds.used = max(0, pds.used - n)


def _scm_take(machine: Storage, blocks: int) -> None:
    """Fill online increments from the lowest address (predictable, as CONFIG moves are)."""
    assert machine.scm is not None
    for inc in machine.scm.with_status(IncrementStatus.ONLINE):
        if not blocks:
            return
        n = min(inc.free_blocks, blocks)
        inc.used_blocks += n
        blocks -= n
    if blocks:
        raise ValueError(f"{blocks} blocks found no room in SCM")


def _scm_release(machine: Storage, blocks: int) -> None:
    """Free blocks from the highest online increment down (the last filled first); if
    that is not enough, the rest are pages in flight out of a draining increment: they
    leave both the increment and the move that was to carry them."""
    scm = machine.scm
    if scm is None:
        return
    for inc in reversed(scm.increments):
        if not blocks:
            return
        if inc.status is IncrementStatus.PENDING_OFFLINE:
            continue  # its blocks are on their way elsewhere; a Migration counts them
        n = min(inc.used_blocks, blocks)
        if n > 0:
            inc.used_blocks -= n
            blocks -= n
    for migration in scm.migrations:
        for source in migration.sources:
            n = min(source.used_blocks, blocks)
            if not n:
                continue
            source.used_blocks -= n
            blocks -= n
            moves, left = [], n
            for dest, count in migration.moves:
                take = min(count, left)
                dest.incoming_blocks -= take
                left -= take
                moves.append((dest, count - take))
            migration.moves = tuple((d, c) for d, c in moves if c)
        if not blocks:
            return

