"""The attention routine's own commands: PRTY, MAP, GETVIS, SIR, QUERY TD, and zconsole's .IPL."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from zconsole.systems.vse.commands.context import Result, ok, refuse
from zconsole.systems.vse.messages.said import said
from zconsole.systems.vse.model.partitions import STATIC
from zconsole.systems.vse.model.sva import PAGE, SDL_MAX

if TYPE_CHECKING:
    from zconsole.systems.vse.commands.context import Context
    from zconsole.systems.vse.syntax import commands as c


def prty(cmd: c.Prty, ctx: Context) -> Result:
    """Show the order; `PRTY p,BELOW,q` puts p just below q (REAL); `PRTY p1,...,pn` gives
    the named the highest priorities in that order, lowest first (DOC; the others keep
    their order below them)."""
    order = ctx.machine.prty
    words = list(cmd.words)
    if not words:
        return ok(said("PRTY", order=",".join(order)))
    known = set(order)
    if len(words) == 3 and words[1] not in known:
        if words[1] != "BELOW":
            return refuse("1Y63I", word=words[1])
        moved, anchor = words[0], words[2]
        for word in (moved, anchor):
            if word not in known:
                return refuse("1Y63I", word=word)
        if moved == anchor:
            return refuse("1Y63I", word=moved)
        new = [p for p in order if p != moved]
        new.insert(new.index(anchor), moved)
    else:
        for word in words:
            if word not in known or words.count(word) > 1:
                return refuse("1Y63I", word=word)
        new = [p for p in order if p not in words] + words
    ctx.machine.prty[:] = new
    return ok(said("PRTY", order=",".join(new)), changed=True)


def storage_map(cmd: c.Map, ctx: Context) -> Result:
    if cmd.part and cmd.part not in ctx.machine.partitions:
        return refuse("1Y63I", word=cmd.part)
    return ok(said("MAP", part=cmd.part))


_AMOUNT = re.compile(r"([0-9]{1,7})([KM])")


def _kb(text: str) -> int | None:
    found = _AMOUNT.fullmatch(text)
    if found is None:
        return None
    return int(found.group(1)) * (1024 if found.group(2) == "M" else 1)


def alloc(cmd: c.Alloc, ctx: Context) -> Result:
    """ALLOC p=n[K|M],... and SIZE p=n[K|M],... (DOC: the real $0JCLV6.PROC's `ALLOC
    F1=32M,BG=32M,...`, `SIZE F1=1500K,...`): a static partition's allocation, or the
    program area within it. Refused for a partition running a job, or when SIZE would not
    fit ALLOC or the GETVIS in use the rest (the texts INFERRED); all or nothing."""
    machine = ctx.machine
    busy = {j.partition for j in machine.power.queues["RDR"] if j.running}
    new: dict[str, int] = {}
    for name, text in cmd.settings:
        kb = _kb(text)
        part = machine.partitions.get(name)
        if part is None or name not in STATIC or name in new:
            return refuse("1Y63I", word=name)
        if kb is None or not 0 < kb <= 2 * 1024 * 1024 or (kb < 128 and not cmd.size):
            return refuse("1Y63I", word=f"{name}={text}")
        if name in busy or part.phase:
            return refuse("1I73I", part=name)
        alloc_kb, size_kb = (part.alloc_kb, kb) if cmd.size else (kb, part.size_kb)
        if size_kb > alloc_kb or alloc_kb - size_kb < part.getvis24_used_kb:
            return refuse("1I74I", part=name, alloc=alloc_kb, size=size_kb, used=part.getvis24_used_kb)
        new[name] = kb
    for name, kb in new.items():
        if cmd.size:
            machine.partitions[name].size_kb = kb
        else:
            machine.partitions[name].alloc_kb = kb
    return ok(changed=True)


def listio(cmd: c.Listio, ctx: Context) -> Result:
    if cmd.part not in ctx.machine.partitions:
        return refuse("1Y63I", word=cmd.part)
    return ok(said("LISTIO", part=cmd.part))


def getvis(cmd: c.Getvis, ctx: Context) -> Result:
    area = cmd.area or "SVA"
    if area != "SVA" and area not in ctx.machine.partitions:
        return refuse("1Y63I", word=area)
    return ok(said("GETVIS", area=area, detail=cmd.detail))


def sir(cmd: c.Sir, ctx: Context) -> Result:
    return ok(said("SIR"))


def log(cmd: c.Log, ctx: Context) -> Result:
    """LOG / NOLOG: whether the console's commands are written to the hardcopy file (the
    machine keeps the setting; zconsole's hardcopy log records every line regardless)."""
    ctx.machine.log = cmd.on
    return ok(changed=True)


def query_td(cmd: c.QueryTd, ctx: Context) -> Result:
    return ok(said("QUERY_TD", status="STOPPED"))


def ipl(cmd: c.Ipl, ctx: Context) -> Result:
    """zconsole's .IPL: the system IPLed again with `SVA SDL=n` (the SVA-24 must hold it).
    The SVA starts empty but for the load lists the IPL's BG procedure loads (``at_ipl``);
    they must find their SDL entries."""
    machine = ctx.machine
    sdl = cmd.sdl or machine.sdl
    if not 1 <= sdl <= SDL_MAX[machine.release]:
        return refuse("1Y63I", word=f"SDL={sdl}")
    old, loaded = machine.sdl, list(machine.sva_loaded)
    machine.sdl = sdl
    machine.sva_loaded[:] = [name for name, found in machine.sva_lists.items() if found.at_ipl]
    used, entries = machine.sva().used24, machine.sdl_used()
    machine.sdl, machine.sva_loaded[:] = old, loaded
    if used > machine.sva24_kb * 1024:
        return refuse("1S41I", sdl=sdl, need=-(-used // PAGE) * 4, size=machine.sva24_kb)
    if entries > sdl:
        return refuse("1S42I", sdl=sdl, need=entries)
    machine.sdl = sdl
    machine.sva_loaded[:] = [name for name, found in machine.sva_lists.items() if found.at_ipl]
    machine.sdl_open.clear()
    machine.lta_fetches = machine.label_svcs = 0
    return ok(said("IPL", sdl=sdl, used=-(-used // PAGE) * 4, size=machine.sva24_kb), changed=True)
