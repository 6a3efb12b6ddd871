"""D M=DEV, D M=CHP and D M=CU (IEE174I) and D M=CHP(xx),PATHINFO (IEE588I), from the I/O model."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.header import Stamp
from zconsole.systems.zos.messages.io import DeviceBlock, Iee174iDevices, NotInSystem, PathColumn
from zconsole.systems.zos.model.io.channels import (
    CHPID_TYPES,
    Chpid,
    Device,
    DeviceRange,
    DeviceStatus,
    IoConfig,
    merged_runs,
)
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.syntax.ast_io import DisplayChp, DisplayCu, DisplayDev

if TYPE_CHECKING:
    from typing import Any

    from zconsole.systems.zos.messages.io_grids import (
        ChpDevices,
        ChpHeader,
        GridRows,
        Iee174iChpGrid,
        Iee174iDevGrid,
        PathInfo,
    )

# The grids, D M=CHP, D M=CU and PATHINFO import their messages (io_grids.py) where they
# make one: D M=DEV(dddd) builds none of those classes (docs/architecture.md).


def device_block(machine: Machine, device: Device, only_chpid: int | None = None) -> DeviceBlock:
    """One device's D M=DEV(dddd) block; what the hardware or the release does not report
    is None, and its line is left out."""
    io = machine.io
    cu = device.cu
    security = machine.release.connection_security
    columns = tuple(
        PathColumn(
            chp=f"{s.path.chpid:02X}", entry=s.path.entry_link, dest=s.path.dest_link,
            online=s.online, physical=s.physically_online, operational=s.operational,
            managed=s.managed if cu.dcm else None, cu=cu.number if cu.number_known else c.CU_NUMBER_UNKNOWN,
            interface=s.path.interface_id, security=s.path.security if security else None,
        )
        for s in io.path_states(device)
        if only_chpid is None or s.path.chpid == only_chpid
    )
    return DeviceBlock(
        name=machine.device_text(device.ssid, device.number), status=device.status.value, columns=columns,
        max_managed=cu.max_managed if cu.dcm else None,
        logical_address=cu.logical_address, cu_nd=cu.node_descriptor, token_ned=cu.token_ned,
        device_ned=device.ned, wwnn=cu.wwnn, aliases=cu.hyperpav_aliases, zhyperlinks=cu.zhyperlinks,
        # ZHPF is enabled for the device only while the system uses zHPF (IECIOSxx/SETIOS;
        # INFERRED from seed 002 Fig 21: MIDAW alone under the DOC default ZHPF=NO).
        functions=tuple(f for f in cu.functions if f != "ZHPF" or io.zhpf),
    )


def _path_summary(io: IoConfig, chpids: tuple[int, ...], offline: set[int]) -> tuple[int, bool]:
    """(online and operational paths, whether some online path is not usable) of a device
    with paths through ``chpids``, ``offline`` of them varied offline."""
    count, mismatch = 0, False
    for number in chpids:
        chp = io.chpids[number]
        if chp.online and number not in offline:
            if chp.operational:
                count += 1
            else:
                mismatch = True
    return count, mismatch


class GridCells:
    """What a device grid shows: the cell of one device (``device``), and the cell every
    device of a run of unchanged devices shares (``run``: worked out from the control
    unit's CHPIDs, so a grid over the 65,280-device machine builds no control unit)."""

    def device(self, device: Device) -> str:
        raise NotImplementedError

    def run(self, run: DeviceRange) -> str:
        raise NotImplementedError


class DeviceSymbols(GridCells):
    """The D M=DEV grid cell: online path count, or a status symbol (MEM legend). Devices
    without varied-off paths share their control unit's figures, worked out once."""

    def __init__(self, io: IoConfig) -> None:
        self._io = io
        self._per_chpids: dict[tuple[int, ...], str] = {}

    def device(self, device: Device) -> str:
        if device.status is DeviceStatus.BOXED:
            return "BX"
        if device.status is DeviceStatus.OFFLINE:
            return "#"
        if not device.offline_paths:
            return self._unchanged(device.cu.number)
        return self._symbol(*_path_summary(self._io, tuple(p.chpid for p in device.cu.paths),
                                           device.offline_paths))

    def run(self, run: DeviceRange) -> str:
        return self._unchanged(run.cu)

    def _unchanged(self, cu: str) -> str:
        """The cell of an online device with all its paths, on control unit ``cu`` (worked
        out once for units with the same CHPIDs: the large machine's 255 have 32 sets)."""
        chpids = self._io.control_units.chpids_of(cu)
        symbol = self._per_chpids.get(chpids)
        if symbol is None:
            symbol = self._per_chpids[chpids] = self._symbol(*_path_summary(self._io, chpids, set()))
        return symbol

    @staticmethod
    def _symbol(count: int, mismatch: bool) -> str:
        if mismatch:
            return "@"
        return str(count) if count else "DN"


def device_symbols(io: IoConfig) -> DeviceSymbols:
    """The cells of the D M=DEV grid."""
    return DeviceSymbols(io)


def _grid(
    machine: Machine, ranges: list[DeviceRange] | None, cells: GridCells
) -> tuple[tuple[GridRows, ...], int]:
    """Rows of 16 devices over ``ranges`` (None: every device), only rows where some device
    is not `.` (REAL-px A1: a row of devices that do not answer is left out); label 3 hex
    digits, or 4 with the subchannel set when several sets are defined (DOC, form 16).

    Built from the model's runs of unchanged devices: one cell is worked out per run, and
    the rows a run fills whole are one GridRows, so the 65,280-device grid costs a few
    steps per control unit, not per row or device.
    """
    from zconsole.systems.zos.messages.io_grids import GridRows

    # [ssid, first row, last row, cells] in display order (runs come in device order):
    # cells are a shared tuple for rows filled whole, a list while runs share a row.
    out: list[list[Any]] = []
    full: dict[str, tuple[str, ...]] = {}

    def fill(ssid: int, row: int, low: int, high: int, symbol: str) -> None:
        """Cells ``low``-``high`` (0-15) of one row."""
        last = out[-1] if out else None
        if last is not None and last[0] == ssid and last[2] == row and isinstance(last[3], list):
            cells = last[3]
        else:
            cells = ["."] * 16
            out.append([ssid, row, row, cells])
        cells[low : high + 1] = [symbol] * (high - low + 1)

    for run, changed in machine.io.devices.runs(ranges):
        symbol = cells.run(run) if changed is None else cells.device(changed)
        ssid, first, last = run.ssid, run.first, run.last
        whole_from, whole_to = (first + 15) >> 4, ((last + 1) >> 4) - 1  # rows the run fills whole
        if whole_from > whole_to:  # inside one row, or the end of one and the start of the next
            if first >> 4 == last >> 4:
                fill(ssid, first >> 4, first & 0xF, last & 0xF, symbol)
            else:
                fill(ssid, first >> 4, first & 0xF, 15, symbol)
                fill(ssid, last >> 4, 0, last & 0xF, symbol)
            continue
        if first & 0xF:
            fill(ssid, first >> 4, first & 0xF, 15, symbol)
        whole = full.get(symbol)
        if whole is None:
            whole = full[symbol] = (symbol,) * 16
        before = out[-1] if out else None
        if before is not None and before[3] is whole and before[0] == ssid and before[2] + 1 == whole_from:
            before[2] = whole_to
        else:
            out.append([ssid, whole_from, whole_to, whole])
        if (last + 1) & 0xF:
            fill(ssid, last >> 4, 0, last & 0xF, symbol)
    rows = tuple(GridRows(s, a, b, tuple(x)) for s, a, b, x in out if x.count(".") != 16)
    return rows, 4 if machine.wide_devices else 3


def _chp_header(io: IoConfig, chp: int) -> ChpHeader:
    from zconsole.systems.zos.messages.io_grids import ChpHeader

    found = io.chpids.get(chp)
    if found is None:
        return ChpHeader(f"{chp:02X}")
    state = "ONLINE" if found.online else "OFFLINE"
    return ChpHeader(found.name, found.type_code, found.description, state, found.descriptor)


def dev_grid(machine: Machine, stamp: Stamp) -> Iee174iDevGrid:
    """The D M=DEV grid (also a section of plain D M)."""
    from zconsole.systems.zos.messages.io_grids import Iee174iDevGrid

    io = machine.io
    rows, width = _grid(machine, None, device_symbols(io))
    return Iee174iDevGrid(stamp, rows, width)


@handles(DisplayDev)
def display_dev(cmd: DisplayDev, ctx: Context) -> Result:
    machine = ctx.machine
    io = machine.io
    stamp = ctx.stamp()
    if not cmd.ranges:
        return Result((dev_grid(machine, stamp),))
    blocks: list[DeviceBlock | NotInSystem] = []
    for r in cmd.ranges:
        for number in range(r.first, r.last + 1):
            device = io.device(r.ssid, number)
            if device is None:
                blocks.append(NotInSystem(machine.device_text(r.ssid, number)))
            else:
                blocks.append(device_block(machine, device, cmd.chpid))
    return Result((Iee174iDevices(stamp, tuple(blocks)),))


def _type_legend(types: set[str]) -> tuple[tuple[str, str, str], ...]:
    return tuple((code, *CHPID_TYPES[code]) for code in sorted(types))


@handles(DisplayChp)
def display_chp(cmd: DisplayChp, ctx: Context) -> Result:
    from zconsole.systems.zos.messages.io_grids import Iee174iChp, Iee588i

    machine = ctx.machine
    io = machine.io
    stamp = ctx.stamp()
    if not cmd.chpids:
        return Result((chp_grid(io, stamp),))
    if cmd.pathinfo:
        return Result((Iee588i(stamp, tuple(_pathinfo(io, chp) for chp in cmd.chpids)),))
    return Result((Iee174iChp(stamp, tuple(_chp_devices(machine, chp) for chp in cmd.chpids)),))


def chp_grid(io: IoConfig, stamp: Stamp) -> Iee174iChpGrid:
    """The D M=CHP grid and type table (also a section of plain D M)."""
    from zconsole.systems.zos.messages.io_grids import Iee174iChpGrid

    status = tuple(tuple(_chp_symbol(io.chpids.get(r * 16 + col)) for col in range(16)) for r in range(16))
    types = tuple(tuple(_chp_type(io.chpids.get(r * 16 + col)) for col in range(16)) for r in range(16))
    used = {t for row in types for t in row}
    return Iee174iChpGrid(stamp, status, types, _type_legend(used))


def _chp_symbol(chp: Chpid | None) -> str:
    if chp is None:
        return "."
    if chp.managed:
        return "*" if chp.online else "#"
    return "+" if chp.online else "-"


def _chp_type(chp: Chpid | None) -> str:
    return c.CHP_TYPE_UNDEFINED if chp is None else chp.type_code


def path_symbol(io: IoConfig, device: Device, chpid: int) -> str:
    """D M=CHP(xx) cell for one device (DOC legend): + online, - offline, * physically
    online only, $ not operational; . for a device that is offline or does not answer
    (REAL-px A1: defined, offline and not ready shows `.`; INFERRED for any offline device,
    as every offline DASD of that system was also not ready)."""
    if not device.operational or device.status is not DeviceStatus.ONLINE:
        return "."
    chp = io.chpids[chpid]
    if chp.online and not chp.operational:
        return "$"  # the link is down, whether IOS took the path off or not (io-living.md §3.3)
    if chp.online and chpid not in device.offline_paths:
        return "+"
    return "*" if chp.online else "-"


class PathSymbols(GridCells):
    """The D M=CHP(xx) grid cells (``path_symbol``); an unchanged device (online, answering,
    every path varied online) shows the CHPID's own state."""

    def __init__(self, io: IoConfig, chpid: int) -> None:
        self._io, self._chpid = io, chpid

    def device(self, device: Device) -> str:
        return path_symbol(self._io, device, self._chpid)

    def run(self, run: DeviceRange) -> str:
        chp = self._io.chpids[self._chpid]
        if chp.online:
            return "+" if chp.operational else "$"
        return "-"


def _chp_devices(machine: Machine, chp: int) -> ChpDevices:
    from zconsole.systems.zos.messages.io_grids import ChpDevices

    io = machine.io
    header = _chp_header(io, chp)
    found = io.chpids.get(chp)
    if found is None or not found.online:
        return ChpDevices(header)
    rows, width = _grid(machine, io.ranges_on({chp}), PathSymbols(io, chp))
    return ChpDevices(header, rows, width, found.switch, found.pchid)


def _pathinfo(io: IoConfig, chp: int) -> PathInfo:
    from zconsole.systems.zos.messages.io_grids import PathInfo, PathInfoRow

    header = _chp_header(io, chp)
    found = io.chpids.get(chp)
    if found is None or not found.online:
        return PathInfo(header)
    rows = tuple(
        PathInfoRow(
            link=path.dest_link, intf=path.interface_id or c.CU_NUMBER_UNKNOWN,
            # SEED: the row shows the ND without its tag
            nd=cu.node_descriptor.rsplit(".", 1)[0] if cu.node_descriptor else c.ND_NOT_AVAILABLE,
            curr=found.speed, cap=found.capable_speed, sec=path.security,
        )
        for cu, path in io.control_units_on(chp)
    )
    return PathInfo(header, found.security, rows)


def device_ranges(ranges: list[DeviceRange]) -> tuple[str, ...]:
    """Contiguous device numbers as ``0dddd-0dddd`` (or one number), one entry a range."""
    runs = merged_runs(sorted(ranges, key=lambda r: (r.ssid, r.first)))
    return tuple(f"{s}{a:04X}" if a == b else f"{s}{a:04X}-{s}{b:04X}" for s, a, b in runs)


@handles(DisplayCu)
def display_cu(cmd: DisplayCu, ctx: Context) -> Result:
    from zconsole.systems.zos.messages.io_grids import CuColumn, Iee174iCu

    io = ctx.machine.io
    stamp = ctx.stamp()
    number = f"{cmd.number:04X}"
    cu = io.control_units.get(number)
    if cu is None:
        return Result((Iee174iCu(stamp, number, defined=False),))
    columns = []
    for path in cu.paths:
        chp = io.chpids[path.chpid]
        columns.append(CuColumn(
            chp=chp.name, dest=path.dest_link, entry=path.entry_link or "", physical=chp.online,
            validated=chp.online and chp.operational, managed=chp.managed,
            zhpf_chpid=chp.type_code in ("1A", "1B"), zhpf_cu="ZHPF" in cu.functions,
        ))
    mine = io.devices.ranges_of(number)
    return Result((Iee174iCu(
        stamp, number, tuple(columns), True, cu.max_managed, cu.logical_address,
        cu.node_descriptor or c.ND_NOT_AVAILABLE,
        cu.token_ned, cu.functions, device_ranges(mine),
    ),))
