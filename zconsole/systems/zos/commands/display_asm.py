"""D ASM and its forms (IEE200I) and D ASM,SCM (IEE207I), derived from the page data sets and SCM."""

from __future__ import annotations

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.asm import AsmDetail, AsmRow, Iee200i, Iee207i
from zconsole.systems.zos.model.core.units import percent
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.paging.datasets import PageDataSet, PageType
from zconsole.systems.zos.syntax.ast import AsmKind, DisplayAsm, DisplayAsmScm

_TYPE_ORDER = (PageType.PLPA, PageType.COMMON, PageType.LOCAL, PageType.LOCAL_NV)
_TYPE_NAME = {kind: kind.value for kind in PageType}  # (an Enum's .value is a Python call)


def _row(pds: PageDataSet) -> AsmRow:
    return (_TYPE_NAME[pds.type], percent(pds.used, pds.slots), pds.shown_status, pds.device, pds.dsname)


def _detail(pds: PageDataSet) -> AsmDetail:
    return AsmDetail(pds.volser, pds.devtype, pds.slots, pds.used, pds.available, pds.errors)


def scm_row(machine: Machine) -> AsmRow | None:
    """The SCM line of D ASM; None when SCM does not take pages (DOC: then it is omitted)."""
    scm = machine.scm
    if scm is None or not machine.scm_paging:
        return None
    size, used = scm.size_blocks, scm.used_blocks
    stat = "FULL" if size and used == size else "OK"
    return ("SCM", percent(used, size), stat, None, None)


def _rows(machine: Machine, kinds: tuple[PageType, ...]) -> list[AsmRow]:
    return [_row(p) for kind in kinds for p in machine.page_datasets_of(kind)]


@handles(DisplayAsm)
def display_asm(cmd: DisplayAsm, ctx: Context) -> Result:
    m = ctx.machine
    stamp = ctx.stamp()
    if cmd.page is not None:
        pds = m.find_page_dataset(cmd.page)
        if pds is None:
            text = c.IEE200I_NOT_PAGE_DATASET.format(dsname=cmd.page)
            return Result((Iee200i(stamp, texts=(text,)),))
        return Result((Iee200i(stamp, rows=(_row(pds),), detail=_detail(pds)),))
    if cmd.kind in (AsmKind.PLPA, AsmKind.COMMON):
        kind = PageType(cmd.kind.value)
        found = m.page_datasets_of(kind)
        if not found:
            text = c.IEE200I_NO_PLPA if kind is PageType.PLPA else c.IEE200I_NO_COMMON
            return Result((Iee200i(stamp, texts=(text,)),))
        return Result((Iee200i(stamp, rows=(_row(found[0]),), detail=_detail(found[0])),))
    if cmd.kind is AsmKind.LOCAL:
        return Result((Iee200i(stamp, rows=tuple(_rows(m, (PageType.LOCAL, PageType.LOCAL_NV)))),))
    pagedel = c.IEE200I_PAGEDEL_INACTIVE if m.pagedel is None else c.IEE200I_PAGEDEL_ACTIVE
    if cmd.kind is AsmKind.PAGEDEL:
        return Result((Iee200i(stamp, texts=(pagedel,)),))
    # Plain D ASM and D ASM,ALL: every data set, the SCM summary, the PAGEDEL status.
    rows = _rows(m, _TYPE_ORDER)
    scm = scm_row(m)
    if scm is not None:
        rows.append(scm)
    return Result((Iee200i(stamp, rows=tuple(rows), texts=(pagedel,)),))


@handles(DisplayAsmScm)
def display_asm_scm(cmd: DisplayAsmScm, ctx: Context) -> Result:
    m = ctx.machine
    stamp = ctx.stamp()
    if m.scm is None or not m.scm_paging:
        return Result((Iee207i(stamp),))
    scm = m.scm
    size, used = scm.size_blocks, scm.used_blocks
    return Result((Iee207i(stamp, percent(used, size), size, used, scm.error_blocks),))
