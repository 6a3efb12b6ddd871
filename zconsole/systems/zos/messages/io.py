"""IEE174I for D M=DEV(dddd), and the matrix rows the other I/O displays share (io_grids.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import attrs

from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.render import renders, streams

PIECE_LINES = 512  # lines per piece of a long display (see render_pieces)


def matrix_row(label: str, cells: list[str]) -> str:
    """RECON (spec section 7): label in 22 columns, then 5-column cells."""
    return label.ljust(c.MATRIX_LABEL_WIDTH) + "".join(v.ljust(c.MATRIX_CELL_WIDTH) for v in cells)


def yn(flag: bool) -> str:
    return "Y" if flag else "N"


# --- D M=DEV(dddd) ---------------------------------------------------------------------
@attrs.frozen
class PathColumn:
    """One path's column; None where the channel subsystem reports nothing."""

    chp: str
    entry: str | None
    dest: str
    online: bool
    physical: bool
    operational: bool
    managed: bool | None
    cu: str
    interface: str | None
    security: str | None


@attrs.frozen
class DeviceBlock:
    name: str
    status: str
    columns: tuple[PathColumn, ...]
    max_managed: int | None  # None: no dynamic channel-path management data
    logical_address: str
    cu_nd: str | None
    token_ned: str
    device_ned: str
    wwnn: str | None
    aliases: int
    zhyperlinks: int
    functions: tuple[str, ...]


@attrs.frozen
class NotInSystem:
    name: str


@attrs.frozen
class Iee174iDevices:
    """D M=DEV(...): one block per device asked for, in the order asked."""

    msgid: ClassVar[str] = "IEE174I"
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    stamp: Stamp
    blocks: tuple[DeviceBlock | NotInSystem, ...]


def _optional_row(label: str, values: list[str | None]) -> list[str]:
    """A matrix row printed only when some path has a value for it (INFERRED, A2)."""
    if all(v is None for v in values):
        return []
    return [matrix_row(label, [v or "" for v in values])]


def _device_block(b: DeviceBlock) -> list[str]:
    cols = b.columns
    lines = [c.DEV_HEADER.format(name=b.name, status=b.status)]
    lines.append(matrix_row(c.DEV_ROW_CHP, [p.chp for p in cols]))
    lines += _optional_row(c.DEV_ROW_ENTRY, [p.entry for p in cols])
    lines.append(matrix_row(c.DEV_ROW_DEST, [p.dest for p in cols]))
    lines.append(matrix_row(c.DEV_ROW_ONLINE, [yn(p.online) for p in cols]))
    lines.append(matrix_row(c.DEV_ROW_PHYSICAL, [yn(p.physical) for p in cols]))
    lines.append(matrix_row(c.DEV_ROW_OPERATIONAL, [yn(p.operational) for p in cols]))
    lines += _optional_row(c.DEV_ROW_MANAGED, [None if p.managed is None else yn(p.managed) for p in cols])
    lines.append(matrix_row(c.DEV_ROW_CU, [p.cu for p in cols]))
    lines += _optional_row(c.DEV_ROW_INTERFACE, [p.interface for p in cols])
    lines += _optional_row(c.DEV_ROW_SECURITY, [p.security for p in cols])
    if b.max_managed is not None:
        lines.append(c.DEV_MAX_MANAGED.format(n=b.max_managed))
    lines += [
        c.DEV_LOGICAL_ADDRESS.format(la=b.logical_address),
        c.DEV_CU_ND.format(v=b.cu_nd or c.ND_NOT_AVAILABLE),
        c.DEV_TOKEN_NED.format(v=b.token_ned),
        c.DEV_DEVICE_NED.format(v=b.device_ned),
    ]
    if b.wwnn:
        lines.append(c.DEV_WWNN.format(v=b.wwnn))
    if b.aliases:
        lines.append(c.DEV_ALIASES.format(n=b.aliases))
    if b.zhyperlinks:
        lines.append(c.DEV_ZHYPERLINKS.format(n=b.zhyperlinks))
    if b.functions:
        lines.append(c.DEV_FUNCTIONS.format(v=", ".join(b.functions)))
    return lines


@renders(Iee174iDevices)
def render_iee174i_devices(msg: Iee174iDevices) -> list[str]:
    return [line for piece in stream_iee174i_devices(msg) for line in piece]


@streams(Iee174iDevices)
def stream_iee174i_devices(msg: Iee174iDevices) -> Iterator[list[str]]:
    """The title, then the blocks a few hundred lines at a time."""
    yield [msg.stamp.first_line("IEE174I", c.IEE174I_TITLE)]
    lines: list[str] = []
    for block in msg.blocks:
        if isinstance(block, NotInSystem):
            lines.append(c.DEV_NOT_IN_SYSTEM.format(name=block.name))
        else:
            lines += _device_block(block)
        if len(lines) >= PIECE_LINES:
            yield lines
            lines = []
    if lines:
        yield lines
