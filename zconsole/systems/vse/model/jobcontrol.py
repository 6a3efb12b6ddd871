"""Job control: the statements a job's JCL runs before its program, and those the operator
types for a partition whose job control waits (a `// PAUSE`, or the attention routine's
`PAUSE`).

`// PAUSE comment` shows the statement and waits for the operator (the answer `nnnn`
alone goes on; `nnnn statement` runs one statement and waits again). `ASSGN SYSxxx,device`
assigns a logical unit (model/lubs.py). `SET SDL`, then
`LIST=name` lines, then `/*` load SVA phases (DOC, IBM's HLASM Toolkit install notes);
from any partition on 2.6 and 2.7, only from BG on 2.5 (REAL, seed 004: "SET SDL command
can now be issued from any partition"). The messages' ids and texts are INFERRED.

Events are (at, catalog key, fields), ``part`` naming the partition that speaks.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from zconsole.systems.vse.model.lubs import ASSGN, unit_ok
from zconsole.systems.vse.model.replies import JOB_CONTROL

if TYPE_CHECKING:
    from zconsole.systems.vse.model.machine import VseMachine
    from zconsole.systems.vse.model.power import Job

Event = tuple[dt.datetime, str, dict[str, object]]

PAUSE = re.compile(r"// PAUSE(?: (.{1,60}))?")
EXEC = re.compile(r"// EXEC [A-Z0-9$#@][A-Z0-9$#@=,.()' ]{0,60}")
SET_SDL = "SET SDL"
LIST = re.compile(r"LIST=([A-Z0-9$#@]{1,8})")
END = "/*"
MAX_STATEMENTS = 50  # a machine file's job has at most this many


def valid(text: str) -> bool:
    """A statement zconsole's job control knows."""
    return text in (SET_SDL, END) or any(p.fullmatch(text) for p in (PAUSE, EXEC, LIST, ASSGN))


def run_job(machine: VseMachine, job: Job, at: dt.datetime) -> list[Event]:
    """Run ``job``'s statements from ``job.step`` until a `// PAUSE` waits for the operator,
    or to the end: then its program starts (``job.started``)."""
    part = job.partition
    out: list[Event] = []
    while job.step < len(job.jcl):
        text = job.jcl[job.step]
        job.step += 1
        if PAUSE.fullmatch(text):
            out.append((at, "JC_ECHO", {"part": part, "text": text}))
            out.append(pause(machine, part, at))
            return out
        out.extend(statement(machine, part, text, at))
    job.started = at
    return out


def pause(machine: VseMachine, part: str, at: dt.datetime) -> Event:
    """Job control waits for the operator: `pp-nnnn 1I00A  READY FOR COMMUNICATIONS.`"""
    reply = machine.new_reply(part, JOB_CONTROL, "1I00A")
    return (at, "1I00A", {"part": part, "reply": reply.number})


def statement(machine: VseMachine, part: str, text: str, at: dt.datetime) -> list[Event]:
    """Run one job control statement in ``part``."""
    if text == SET_SDL:
        if machine.release == "2.5" and part != "BG":
            return [(at, "1S48I", {"part": part, "release": machine.release})]
        if part not in machine.sdl_open:
            machine.sdl_open.append(part)
        return []
    found = LIST.fullmatch(text)
    if found:
        if part not in machine.sdl_open:
            return [(at, "1S50I", {"part": part, "text": text})]
        return [load(machine, part, found.group(1), at)]
    if text == END:
        if part in machine.sdl_open:
            machine.sdl_open.remove(part)
        return []
    found = ASSGN.fullmatch(text)
    if found:
        return assign(machine, part, found.group(1), found.group(2), at)
    if PAUSE.fullmatch(text) or EXEC.fullmatch(text):
        return []
    return [(at, "1S50I", {"part": part, "text": text[:40]})]


def assign(machine: VseMachine, part: str, unit: str, device: str, at: dt.datetime) -> list[Event]:
    """`ASSGN unit,device`: SYS255 and past are refused (255 a partition)."""
    if not unit_ok(unit):
        return [(at, "1S60I", {"part": part, "unit": unit})]
    machine.partitions[part].lubs[unit] = device
    return []


def load(machine: VseMachine, part: str, name: str, at: dt.datetime) -> Event:
    """`LIST=name` under `SET SDL`: the list's phases into the SVA, if the SDL has the
    entries and SVA-24 and SVA-31 the room."""
    found = machine.sva_lists.get(name)
    if found is None:
        return (at, "1S49I", {"part": part, "name": name})
    if name in machine.sva_loaded:
        return (at, "1S44I", {"part": part, "name": name})
    free = machine.sdl - machine.sdl_used()
    if found.phases > free:
        return (at, "1S46I", {"part": part, "name": name, "need": found.phases, "free": free})
    sva = machine.sva()
    free24 = (machine.sva24_kb * 1024 - sva.used24) // 1024
    if found.kb24 > free24:
        return (at, "1S47I", {"part": part, "line": "24", "name": name, "need": found.kb24, "free": free24})
    free31 = max(machine.sva31_kb * 1024 - sva.used31, 0) // 1024
    if found.kb31 > free31:
        return (at, "1S47I", {"part": part, "line": "31", "name": name, "need": found.kb31, "free": free31})
    machine.sva_loaded.append(name)
    return (
        at,
        "1S45I",
        {"part": part, "name": name, "phases": found.phases, "used": machine.sdl_used(), "sdl": machine.sdl},
    )
