"""IEE174I's grids, D M=CHP and D M=CU, and IEE588I: the I/O displays besides D M=DEV(dddd)."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.io import matrix_row, yn
from zconsole.systems.zos.messages.render import renders

# Apart from io.py: D M=DEV(dddd) builds none of these classes (docs/architecture.md).


@attrs.frozen
class GridRows:
    """Rows ``first``-``last`` (device number >> 4) of subchannel set ``ssid`` in a 16-column
    status grid, all showing the same 16 cells (the 65,280-device grid is a few of these)."""

    ssid: int
    first: int
    last: int
    cells: tuple[str, ...]


_HEX = "0123456789ABCDEF"
_PAIRS: list[str] = []  # "00" to "FF", made on first use


def grid_lines(rows: tuple[GridRows, ...], label_width: int) -> list[str]:
    """REAL-px: `    0  1 ... F` over rows of `lbl ` and left-justified 3-column cells. The
    label is the row's 3 hex digits, after the subchannel set's digit when ``label_width``
    is 4 (DOC, form 16)."""
    width, gap = c.GRID_CELL_WIDTH, " " * c.GRID_LABEL_GAP
    lines = [" " * (label_width + len(gap)) + "".join(f"{d:<{width}}" for d in _HEX)]
    if not _PAIRS:
        _PAIRS.extend(a + b for a in _HEX for b in _HEX)
    for r in rows:
        # (no trailing blanks: render() would strip them from each line again)
        rest = gap + "".join(f"{x:<{width}}" for x in r.cells).rstrip()
        ssid = str(r.ssid) if label_width == 4 else ""
        # Labels are put together from hex digits: formatting a number costs more than
        # the rest of a line (the 65,280-device grid has 4,080 lines).
        for high in range(r.first >> 8, (r.last >> 8) + 1):  # rows are below 0x1000
            lead = ssid + _HEX[high]
            low_pair = max(r.first - (high << 8), 0)
            high_pair = min(r.last - (high << 8), 0xFF)
            lines += [lead + pair + rest for pair in _PAIRS[low_pair : high_pair + 1]]
    return lines


# --- D M=DEV ---------------------------------------------------------------------------
@attrs.frozen
class Iee174iDevGrid:
    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    rows: tuple[GridRows, ...]
    label_width: int = 3  # 4 when several subchannel sets are in use (DOC)


@renders(Iee174iDevGrid)
def render_iee174i_dev_grid(msg: Iee174iDevGrid) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE), c.DEV_GRID_TITLE]
    if not msg.rows:
        return [*lines, c.NO_DEVICES]
    return [*lines, *grid_lines(msg.rows, msg.label_width), *c.DEV_GRID_LEGEND]


# --- D M=CHP ---------------------------------------------------------------------------
@attrs.frozen
class Iee174iChpGrid:
    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    status: tuple[tuple[str, ...], ...]  # 16 rows of 16 symbols
    types: tuple[tuple[str, ...], ...]  # 16 rows of 16 type codes
    legend: tuple[tuple[str, str, str], ...]  # (code, description, acronym)


@renders(Iee174iChpGrid)
def render_iee174i_chp_grid(msg: Iee174iChpGrid) -> list[str]:
    digits = "0123456789ABCDEF"
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE), c.CHP_GRID_TITLE]
    lines.append("     " + " ".join(digits))
    lines += [f"{d:<5}" + " ".join(row) for d, row in zip(digits, msg.status, strict=True)]
    lines += c.CHP_GRID_LEGEND
    lines.append(c.CHP_TYPE_TITLE)
    lines.append("     " + "  ".join(digits))
    lines += [f"{d:<4}" + " ".join(row) for d, row in zip(digits, msg.types, strict=True)]
    lines.append(c.CHP_TYPE_LEGEND_TITLE)
    lines += [c.CHP_TYPE_LEGEND_ROW.format(code=k, description=d, acronym=a) for k, d, a in msg.legend]
    lines.append(c.CHP_TYPE_NOT_AVAILABLE)
    return lines


@attrs.frozen
class ChpHeader:
    """The CHPID line; ``state`` None when the CHPID does not exist; ``descriptor`` False
    when the hardware reports no channel-path descriptor (no CHPID line, REAL-px A1)."""

    chp: str
    type: str = ""
    desc: str = ""
    state: str | None = None
    descriptor: bool = True


def _chp_opening(h: ChpHeader) -> tuple[list[str], bool]:
    """The lines that open a CHPID's block, and whether more follow (DOC form 17: a CHPID
    that does not exist or is offline gets no more than that)."""
    if h.state is None:
        return [c.CHP_DOES_NOT_EXIST.format(chp=h.chp)], False
    header = []
    if h.descriptor:
        header.append(c.CHPID_HEADER.format(chp=h.chp, type=h.type, desc=h.desc, state=h.state))
    if h.state == "OFFLINE":
        return [*header, c.CHP_IS_OFFLINE.format(chp=h.chp)], False
    return header, True


@attrs.frozen
class ChpDevices:
    """D M=CHP(xx) for one CHPID: header, device grid, switch and PCHID."""

    header: ChpHeader
    rows: tuple[GridRows, ...] = ()
    label_width: int = 3
    switch: str | None = None
    pchid: str | None = None


@attrs.frozen
class Iee174iChp:
    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    blocks: tuple[ChpDevices, ...]


@renders(Iee174iChp)
def render_iee174i_chp(msg: Iee174iChp) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE)]
    for b in msg.blocks:
        opening, more = _chp_opening(b.header)
        lines += opening
        if not more:
            continue
        lines.append(c.CHP_DEVICE_TITLE.format(chp=b.header.chp))
        if not b.rows:
            lines.append(c.CHP_NO_DEVICES)
        else:
            lines += grid_lines(b.rows, b.label_width)
        lines.append(c.CHP_SWITCH.format(v=b.switch or c.CHP_SWITCH_NONE))
        if b.pchid:
            lines.append(c.CHP_PCHID.format(v=b.pchid))
        if b.rows:
            lines += c.CHP_DEVICE_LEGEND
    return lines


@attrs.frozen
class PathInfoRow:
    link: str
    intf: str
    nd: str
    curr: str
    cap: str
    sec: str


@attrs.frozen
class PathInfo:
    header: ChpHeader
    security: str = ""
    rows: tuple[PathInfoRow, ...] = ()


@attrs.frozen
class Iee588i:
    """D M=CHP(xx),PATHINFO."""

    msgid: ClassVar[str] = "IEE588I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    blocks: tuple[PathInfo, ...]


@renders(Iee588i)
def render_iee588i(msg: Iee588i) -> list[str]:
    lines = [msg.stamp.first_line("IEE588I", c.IEE174I_TITLE)]
    for b in msg.blocks:
        opening, more = _chp_opening(b.header)
        lines += opening
        if not more:
            continue
        lines += [t.format(chp=b.header.chp, security=b.security) for t in c.PATHINFO_LINES]
        lines += [
            c.PATHINFO_ROW.format(link=r.link, intf=r.intf, nd=r.nd, curr=r.curr, cap=r.cap, sec=r.sec)
            for r in b.rows
        ]
    return lines


# --- D M=CU(xxxx) ----------------------------------------------------------------------
@attrs.frozen
class CuColumn:
    chp: str
    dest: str
    entry: str
    physical: bool
    validated: bool
    managed: bool
    zhpf_chpid: bool
    zhpf_cu: bool


@attrs.frozen
class Iee174iCu:
    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    cu: str
    columns: tuple[CuColumn, ...] = ()
    defined: bool = True
    max_managed: int = 0
    logical_address: str = "00"
    nd: str = ""
    token_ned: str = ""
    functions: tuple[str, ...] = ()
    device_ranges: tuple[str, ...] = ()


@renders(Iee174iCu)
def render_iee174i_cu(msg: Iee174iCu) -> list[str]:
    lines = [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE)]
    if not msg.defined:
        return [*lines, c.CU_NOT_DEFINED.format(cu=msg.cu)]
    cols = msg.columns
    values = (
        [p.chp for p in cols], [p.dest for p in cols], [p.entry for p in cols],
        [yn(p.physical) for p in cols], [yn(p.validated) for p in cols], [yn(p.managed) for p in cols],
        [yn(p.zhpf_chpid) for p in cols], [yn(p.zhpf_cu) for p in cols],
    )
    lines.append(c.CU_TITLE.format(cu=msg.cu))
    lines += [matrix_row(label, row) for label, row in zip(c.CU_ROWS, values, strict=True)]
    lines += [
        c.CU_MAX_MANAGED.format(n=msg.max_managed),
        c.CU_LOGICAL_ADDRESS.format(la=msg.logical_address),
        c.CU_ND.format(v=msg.nd),
        c.CU_NED.format(v=msg.token_ned),
        c.CU_TOKEN_NED.format(v=msg.token_ned),
    ]
    if msg.functions:
        lines.append(c.CU_FUNCTIONS.format(v=", ".join(msg.functions)))
    lines.append(c.CU_DEFINED_DEVICES)
    lines += msg.device_ranges
    return lines
