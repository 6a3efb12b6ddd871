"""An SVC dump over simulated time: the IEE094D dialogue, the capture's reads, the write,
and the dump data sets (paging.md §8, §11.7); the flow of ``Living.advance``."""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING

from zconsole.systems.zos.model.living import rates
from zconsole.systems.zos.model.living.dumps import (
    Capture,
    Request,
    SpaceCapture,
    name_matches,
    resolve_dump_name,
)
from zconsole.systems.zos.model.living.events import EventKind
from zconsole.systems.zos.model.paging.placement import SCM

# The notices (dump_notices.py) are imported where one is said: the living machine imports
# this module for every command that builds it, and most take no dump (docs/architecture.md).

if TYPE_CHECKING:
    from zconsole.console.message import Message
    from zconsole.systems.zos.model.living.host import Engine, Host

COMMON_AREA = 0  # the "ASID" of common storage among an SVC dump's reads


def prompt(living: Engine, request: Request | None, title: str = "") -> list[Message]:
    """IEE094D asks for the dump's operands (a new id for each CONT or error)."""
    assert living.now is not None
    wtor = living.replies.issue_wtor("IEE094D", "IEE094D", "SPECIFY OPERAND(S) FOR DUMP COMMAND", living.now)
    assert wtor.reply_id is not None
    if request is None:
        request = Request(title, wtor.reply_id)
    request.reply_id = wtor.reply_id
    living.dumps.requests.append(request)
    from zconsole.systems.zos.model.living.dump_notices import Iee094d
    return [Iee094d(wtor.reply_id, living.replies.width)]


def asids_named(living: Engine, request: Request) -> tuple[tuple[int, ...], bool]:
    """The address spaces a finished dialogue names, and whether some name matched
    nothing (the dump is then PARTIAL); U or nothing at all: the master's, 0001."""
    asids = {a for a in request.asids if a in living.spaces}
    missing = len(asids) < len(set(request.asids))
    for pattern in request.jobnames:
        found = {a.asid for a in living.spaces.values() if name_matches(pattern, a.jobname)}
        missing = missing or not found
        asids |= found
    missing = missing or bool(request.tsonames)  # INFERRED: no TSO user is ever logged on
    if not asids:
        asids = {1} if 1 in living.spaces else set()
    return tuple(sorted(asids)), missing


def start(living: Engine, machine: Host, request: Request) -> list[Message]:
    """The dialogue ended (END, or a reply without CONT): capture now or after the
    dump in progress."""
    asids, partial = asids_named(living, request)
    capture = Capture(living.dumps.next_id(), request.title, "*MASTER*", asids,
                        begun=living.now or dt.datetime.min, sys_nd=0.0, partial=partial,
                        csa="CSA" in request.sdata, sdata=tuple(request.sdata),
                        names=tuple(living.spaces[a].jobname for a in asids if a in living.spaces))
    if living.dumps.active is None:
        _begin(living, machine, capture)
    else:
        living.dumps.queue.append(capture)
    return []


def _begin(living: Engine, machine: Host, capture: Capture) -> None:
    """The system and the dumped address spaces stop; reading starts after SYS_ND."""
    assert living.now is not None
    capture.begun = living.now
    capture.spaces = []
    for asid in capture.asids:
        a = living.spaces.get(asid)
        if a is None:
            capture.partial = True
            continue
        left = {loc: k for loc, k in a.aux.items() if k}
        capture.spaces.append(SpaceCapture(asid, a.resident, a.aux_pages, left))
    if capture.csa:  # the common area's paged-out CSA, read where it lies
        capture.common = {p.dsname: p.csa for p in machine.page_datasets if p.csa}
    on_disk = any(loc != SCM for s in capture.spaces for loc in s.left)
    capture.sys_nd = rates.SYS_ND_DASD_SECONDS if on_disk else rates.SYS_ND_SCM_SECONDS
    living.dumps.active = capture
    living.schedule(capture.reads_from, EventKind.DUMP)


def readers(living: Engine) -> dict[tuple[int, str], int]:
    """What the capture still reads now: (ASID or COMMON_AREA, location) -> pages."""
    capture = living.dumps.active
    if capture is None or living.now is None or not capture.reading(living.now):
        return {}
    reads = {(s.asid, loc): k for s in capture.spaces if s.end is None and s.asid in living.spaces
             for loc, k in s.left.items() if k > 0}
    reads.update({(COMMON_AREA, loc): k for loc, k in capture.common.items() if k > 0})
    return reads


def event(living: Engine, machine: Host, due: dt.datetime) -> list[Message]:
    """A dump's scheduled moment: reading begins (after SYS_ND), or the write is done."""
    capture = living.dumps.active
    if capture is None:
        return []
    if capture.phase == "capture" and due >= capture.reads_from:
        for s in capture.spaces:
            if s.start is None:
                s.start = capture.reads_from
        return []
    if capture.phase == "write" and capture.written is not None and due >= capture.written:
        return _done(living, machine)
    return []


def progress(living: Engine, machine: Host) -> list[Message]:
    """After each stretch: address spaces whose pages are all read resume; when every
    read is done, IEA794I and the write begins."""
    capture = living.dumps.active
    if capture is None or living.now is None or not capture.reading(living.now):
        return []
    for s in capture.spaces:
        if s.end is None and (s.asid not in living.spaces or not any(s.left.values())):
            if s.asid not in living.spaces:
                capture.partial = True
            s.start = s.start or capture.reads_from
            s.end = living.now
    if any(s.end is None for s in capture.spaces) or any(capture.common.values()):
        return []
    capture.captured = living.now
    from zconsole.systems.zos.model.living.dump_notices import Iea794i
    said: list[Message] = [Iea794i(capture.dumpid, capture.jobname, capture.title)]
    return said + _write(living, machine, capture)


def _write(living: Engine, machine: Host, capture: Capture) -> list[Message]:
    """To an automatically allocated data set, the first empty SYS1.DUMPnn, or
    nowhere: IEA793A, and the dump waits in storage."""
    assert living.now is not None
    dumps = living.dumps
    if dumps.automatic:
        capture.automatic = True
        # the name from the machine's pattern; &SEQ counts from 00000 (REAL-px:
        # IEE852I's EXAMPLE=SYS1.ADCD.DMP00000 before the first dump)
        capture.dsname = resolve_dump_name(machine.dump_name_pattern, machine.system_name,
                                           dumps.sequence, capture.begun)
        dumps.sequence += 1
    else:
        target = dumps.free_dataset()
        if target is None:
            capture.phase = "held"
            wtor = living.replies.issue_wtor(
                "IEA793A", "IEA793A",
                f"NO DUMP DATA SETS AVAILABLE FOR DUMPID={capture.dumpid:03d} BY JOB ({capture.jobname})",
                living.now)
            assert wtor.reply_id is not None
            capture.reply_id = wtor.reply_id
            from zconsole.systems.zos.model.living.dump_notices import Iea793a
            return [Iea793a(wtor.reply_id, living.replies.width, capture.dumpid, capture.jobname)]
        target.dumpid, target.title, target.taken = capture.dumpid, capture.title, capture.begun
        capture.dsname = target.dsname
    capture.phase = "write"
    capture.written = living.now + dt.timedelta(microseconds=round(capture.write_seconds() * 1e6))
    living.schedule(capture.written, EventKind.DUMP)
    return []


def _done(living: Engine, machine: Host) -> list[Message]:
    capture = living.dumps.active
    assert capture is not None and living.now is not None
    token = f"{'LOCAL':<8} {machine.system_name:<8} {capture.begun:%m/%d/%Y %H:%M:%S}"
    from zconsole.systems.zos.model.living.dump_notices import DumpWritten
    said: list[Message] = [DumpWritten(capture.dsname, capture.automatic, capture.dumpid,
                                        capture.jobname, capture.asids, token, capture.partial)]
    living.dumps.last = capture
    living.dumps.active = None
    return said + _next(living, machine)


def _next(living: Engine, machine: Host) -> list[Message]:
    if living.dumps.queue and living.dumps.active is None:
        _begin(living, machine, living.dumps.queue.pop(0))
    return []


def clear(living: Engine, machine: Host, numbers: tuple[int, ...] | None) -> list[int]:
    """DD CLEAR: empty SYS1.DUMPnn (None: all of them); a dump waiting for a data set
    (IEA793A) is written to the first one freed. Returns the numbers cleared."""
    cleared = []
    for ds in living.dumps.datasets:
        if (numbers is None or ds.number in numbers) and ds.dumpid is not None:
            ds.dumpid, ds.title, ds.taken = None, "", None
            cleared.append(ds.number)
    held = living.dumps.active
    if held is not None and held.phase == "held" and living.dumps.free_dataset() is not None:
        if held.reply_id is not None:
            request = living.replies.find(held.reply_id)
            if request is not None:
                living.replies.answered(request)
        held.reply_id = None
        _write(living, machine, held)
    return cleared


def answer_793a(living: Engine, machine: Host, text: str) -> list[Message]:
    """A reply to IEA793A: D deletes the captured dump; anything else asks again."""
    held = living.dumps.active
    if held is None or held.phase != "held":
        return []
    if text == "D":
        living.dumps.active = None
        from zconsole.systems.zos.model.living.dump_notices import DumpDeleted
        return [DumpDeleted(held.dumpid), *_next(living, machine)]
    return _write(living, machine, held)


def read(living: Engine, speeds: dict[tuple[int, str], float], seconds: float) -> None:
    """The capture reads for ``seconds`` at the plan's ``speeds`` (pages a second by ASID, location)."""
    capture = living.dumps.active
    if capture is None:
        return
    for space in capture.spaces:
        for loc in list(space.left):
            speed = speeds.get((space.asid, loc), 0.0)
            if speed:
                taken = min(math.ceil(speed * seconds - 1e-9), space.left[loc])
                space.left[loc] -= taken
                living.note_moved(loc, taken)
    for loc, left in capture.common.items():
        speed = speeds.get((COMMON_AREA, loc), 0.0)
        if speed and left:
            taken = min(math.ceil(speed * seconds - 1e-9), left)
            capture.common[loc] -= taken
            living.note_moved(loc, taken)
