"""The storage figures of a machine with a storage lab: what the CP commands show, read
from the lab's frozen view (storage/view.py) in the shapes model/figures.py gives them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zvm.model.figures import Frames, GuestPages, Load

if TYPE_CHECKING:
    from zconsole.systems.zvm.storage.lab import Lab
    from zconsole.systems.zvm.storage.view import StorageView


@attrs.define(eq=False)
class LabFigures:
    """A ``StorageFigures`` over a lab."""

    lab: Lab

    def view(self) -> StorageView:
        return self.lab.view()

    def guest_pages(self, userid: str) -> GuestPages:
        g = self.view().guest(userid)
        if g is None:
            return GuestPages()
        return GuestPages(
            res=g.resident, ws=g.working_set, instan=g.instantiated, reads=g.reads, writes=g.writes
        )

    def frames(self, real_mb: int) -> Frames:
        f = self.view().frames
        # INFERRED split of the available list: below 2G as the local list, the rest global;
        # CP clears frames as it hands them out, so none is counted cleared.
        return Frames(
            configured=f.real,
            real=f.real,
            usable=f.real,
            offline=0,
            pageable=f.dpa,
            locked_real=0,
            locked_cmd=0,
            system=f.real - f.dpa,
            global_cleared_avail=0,
            local_cleared_avail=0,
            global_uncleared_avail=f.available - f.available_below_2g,
            local_uncleared_avail=f.available_below_2g,
        )

    def load(self, processors: int) -> Load:
        last = self.lab.intervals[-1] if self.lab.intervals else None
        busy = round(last.util * 100) if last is not None else 0
        view = self.view()
        return Load(
            avgproc=busy,
            paging=round(view.paging_rate),
            proc_busy=(busy,) * processors,
            q3=view.dispatch[3],
            xstore=round(view.xstore_rate),
        )

    def page_wait(self) -> tuple[str, ...]:
        return self.view().in_page_wait
