"""SMF data sets over simulated time: filled at a rate the workload sets, switched when full.

Between two moments when the number of address spaces changes, the active data set
fills at a constant rate, so its use is carried in closed form from an anchor time; the
moment it is full is an event time the living machine's ``advance`` stops at (``due``).
"""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING

import attrs

# The notices (IEE360I ...) are imported where an event speaks: a one-shot D A,L builds
# none of their classes (docs/architecture.md).

if TYPE_CHECKING:
    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.replies import Replies
    from zconsole.systems.zos.model.system.config import SmfSetup

# INFERRED: SMF blocks written per address space per hour (type 30 interval records,
# step and job records, RMF's and the subsystems' own): a rate that fills the default
# machine's 7200-block SYS1.MAN1 in about a day and a half of its IPL workload.
BLOCKS_PER_SPACE_HOUR = 10.0
STATUS_ACTIVE, STATUS_ALTERNATE, STATUS_FULL = "ACTIVE", "ALTERNATE", "DUMP REQUIRED"  # REAL-px, TRANSCRIBED
SMF_DUMP_PROC = "SMFDUMP"  # the procedure that runs IFASMFDP on the full data sets (zconsole-smf(7))
MS = dt.timedelta(milliseconds=1)


@attrs.define(eq=False)
class SmfDataSet:
    """One SYS1.MANx: blocks used (as of the recorder's anchor when active) and status."""

    dsname: str
    volume: str
    blocks: int
    used: float = 0.0
    status: str = STATUS_ALTERNATE
    formatted: bool = True


@attrs.define(eq=False)
class Smf:
    """The SMF recorder: its data sets, the member in effect, and the fill rate."""

    datasets: list[SmfDataSet]
    recording: bool
    member: str
    anchor: dt.datetime
    rate: float = 0.0  # blocks a second since the anchor
    spaces: int = 0  # address spaces the rate was computed for
    # The log streams SMF records on while a RECORDING(LOGSTREAM) member is in effect
    # (DEFAULTLSNAME first); () while it records on the data sets. System logger offloads
    # a log stream as it fills: nothing fills here, and the data sets keep what they hold.
    logstreams: tuple[str, ...] = ()

    def active(self) -> SmfDataSet | None:
        return next((d for d in self.datasets if d.status == STATUS_ACTIVE), None)

    def used_at(self, ds: SmfDataSet, now: dt.datetime) -> float:
        if ds.status != STATUS_ACTIVE or not self.recording or self.logstreams:
            return ds.used
        return min(float(ds.blocks), ds.used + self.rate * max(0.0, (now - self.anchor).total_seconds()))

    def percent(self, ds: SmfDataSet, now: dt.datetime) -> int:
        """%FULL, rounded up (INFERRED: the capture's 1% a few seconds after recording began)."""
        return min(100, math.ceil(self.used_at(ds, now) * 100 / ds.blocks))

    def retime(self, now: dt.datetime, spaces: int) -> None:
        """The workload changed (or may have): carry the active data set to ``now`` and
        take the new rate from there."""
        if spaces == self.spaces and self.rate:
            return
        active = self.active()
        if active is not None:
            active.used = self.used_at(active, now)
        self.anchor = now
        self.spaces = spaces
        self.rate = spaces * BLOCKS_PER_SPACE_HOUR / 3600

    def due(self) -> dt.datetime | None:
        """When the active data set will be full at the present rate (whole milliseconds, up)."""
        active = self.active()
        if active is None or not self.recording or self.rate <= 0 or self.logstreams:
            return None
        seconds = (active.blocks - active.used) / self.rate
        return self.anchor + MS * math.ceil(seconds * 1000)

    def fire(self, now: dt.datetime, replies: Replies) -> list[Message]:
        """At ``now``: if the active data set is full, it waits to be dumped and the next
        empty one takes over (IEE360I, *IEE362A); with none left, IEE366I."""
        due = self.due()
        active = self.active()
        if active is None or due is None or due > now:
            return []
        active.used = float(active.blocks)
        return self._leave(active, now, replies)

    def switch(self, now: dt.datetime, replies: Replies) -> list[Message]:
        """SWITCH SMF: the active data set, as full as it is, waits to be dumped and the
        next empty one takes over (as when it fills). Nothing while SMF records nowhere."""
        from zconsole.systems.zos.model.smf import notices as n
        if self.logstreams:  # DOC: the buffers go to the log streams (INFERRED: nothing said)
            return []
        active = self.active()
        if active is None or not self.recording:
            return [n.Iee351i()]
        active.used = self.used_at(active, now)
        return self._leave(active, now, replies)

    def _leave(self, active: SmfDataSet, now: dt.datetime, replies: Replies) -> list[Message]:
        from zconsole.systems.zos.model.smf import notices as n
        active.status = STATUS_FULL
        said: list[Message] = []
        following = self._next_empty(active)
        if following is not None:
            said += self._switch_to(following, now)
        else:
            said.append(n.Iee366i(now.strftime("%H.%M.%S")))
        said.append(n.Iee362a(active.dsname, active.volume))
        self._ask_dump(active, now, replies)
        return said

    def _ask_dump(self, ds: SmfDataSet, now: dt.datetime, replies: Replies) -> None:
        replies.issue_action("IEE362A", f"SMF ENTER DUMP FOR {ds.dsname} ON {ds.volume}", now,
                             tag=f"IEE362A {ds.dsname}")

    def remind(self, now: dt.datetime, replies: Replies) -> list[Message]:
        """After an IPL (whose requests are gone), every data set still waiting to be
        dumped asks again (INFERRED)."""
        from zconsole.systems.zos.model.smf import notices as n
        said: list[Message] = []
        for ds in self.datasets:
            if ds.status == STATUS_FULL:
                self._ask_dump(ds, now, replies)
                said.append(n.Iee362a(ds.dsname, ds.volume))
        return said

    def _next_empty(self, after: SmfDataSet) -> SmfDataSet | None:
        """The next formatted, empty data set in SMFPRMxx's order, wrapping round."""
        start = self.datasets.index(after) + 1
        for ds in self.datasets[start:] + self.datasets[:start]:
            if ds.status == STATUS_ALTERNATE and ds.formatted:
                return ds
        return None

    def _switch_to(self, ds: SmfDataSet, now: dt.datetime) -> list[Message]:
        from zconsole.systems.zos.model.smf import notices as n
        ds.status, ds.used = STATUS_ACTIVE, 0.0
        self.anchor = now
        return [n.Iee360i(ds.dsname, ds.volume, now.strftime("%H.%M.%S"))]

    def set_member(self, member: str, now: dt.datetime, streams: tuple[str, ...] = ()) -> list[Message]:
        """SET SMF=xx: the member takes effect. One that records on log streams
        (``streams``) connects to them and the data sets stop filling where they are; one
        that records on data sets goes on with the active one, or, if SMF recorded on no
        data set, formats the unformatted ones (last first, REAL-px) and starts on the
        first empty one."""
        from zconsole.systems.zos.model.smf import notices as n
        said: list[Message] = []
        active = self.active()
        if active is not None and not self.logstreams:  # what it holds, as of now
            active.used = self.used_at(active, now)
        self.anchor = now
        self.logstreams = streams
        if streams:
            self.recording = True
        elif not self.recording or active is None:
            for ds in reversed(self.datasets):
                if not ds.formatted:
                    ds.formatted, ds.used, ds.status = True, 0.0, STATUS_ALTERNATE
                    said.append(n.Iee966i(ds.dsname))
            first = next((d for d in self.datasets if d.status == STATUS_ALTERNATE), None)
            self.recording = True
            if first is not None:
                said += self._switch_to(first, now)
            else:
                said.append(n.Iee366i(now.strftime("%H.%M.%S")))
        self.member = member
        said.append(n.Iee536i(member))
        return said

    def dump_full(self, now: dt.datetime, replies: Replies) -> list[str]:
        """The SMF dump program (IFASMFDP, OPTIONS(ALL)) copies and clears every data set
        that waits to be dumped; their IEE362A are deleted. Returns the names cleared."""
        cleared = []
        for ds in self.datasets:
            if ds.status == STATUS_FULL:
                ds.status, ds.used = STATUS_ALTERNATE, 0.0
                replies.delete(f"IEE362A {ds.dsname}")
                cleared.append(ds.dsname)
        return cleared

    def resume_if_idle(self, now: dt.datetime) -> list[Message]:
        """After a dump, a recorder that had no data set left starts on the first empty one."""
        if not self.recording or self.active() is not None:
            return []
        first = next((d for d in self.datasets if d.status == STATUS_ALTERNATE and d.formatted), None)
        return self._switch_to(first, now) if first is not None else []


def at_ipl(setup: SmfSetup, ipl_volume: str, now: dt.datetime, before: Smf | None) -> Smf:
    """SMF as an IPL starts it: recording starts on the first empty data set if SMFPRMxx
    says to record; after a re-IPL the data sets keep what they hold (they are on disk)."""
    if before is not None:  # INFERRED: recording goes on where it was (zconsole-smf(7))
        before.anchor, before.rate, before.spaces = now, 0.0, 0
        return before
    datasets = [SmfDataSet(d.name, d.volume or ipl_volume, d.blocks, formatted=d.formatted)
                for d in setup.datasets]
    smf = Smf(datasets, setup.recording, setup.member, now, logstreams=setup.streams_of(setup.member))
    if setup.recording:
        first = next((d for d in datasets if d.status == STATUS_ALTERNATE and d.formatted), None)
        if first is not None:
            first.status = STATUS_ACTIVE
    return smf
