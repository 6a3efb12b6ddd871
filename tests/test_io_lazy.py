"""The I/O model is described by ranges and built on demand; what it shows does not depend on that.

The grids built from runs of unchanged devices are compared with the same grids worked
out device by device, and the state dump with a walk over every device, on machines
with changes; the 65,280-device machine keeps nothing per device until a command
changes one.
"""

from __future__ import annotations

import pytest

from tests.conftest import lines
from zconsole.console.session import Session
from zconsole.systems.zos.commands.display_io import PathSymbols, device_symbols, path_symbol
from zconsole.systems.zos.messages.io_grids import GridRows
from zconsole.systems.zos.model.io.channels import ControlUnit, Device, DeviceStatus, IoConfig
from zconsole.systems.zos.model.loading.io_tables import io_to_data
from zconsole.systems.zos.system import BUILTIN_MACHINES

CHANGES = (
    "V 7803,OFFLINE", "V PATH(7800,42),OFFLINE", "V PATH(7802,9E),OFFLINE", "CF CHP(4C),OFFLINE",
    "V PATH(0581,20),OFFLINE,FORCE", "V 02C5,OFFLINE", "CF CHP(20),OFFLINE,UNCOND",
)


def _session(name: str) -> Session:
    from tests.conftest import make_session

    return make_session(BUILTIN_MACHINES[name]())


def _naive_grid(io: IoConfig, devices: list[Device], cell: object) -> dict[tuple[int, int], list[str]]:
    rows: dict[tuple[int, int], list[str]] = {}
    for d in sorted(devices, key=lambda d: d.key):
        rows.setdefault((d.ssid, d.number >> 4), ["."] * 16)[d.number & 0xF] = cell(d)  # type: ignore[operator]
    return rows


def _grid_rows(grid: tuple[GridRows, ...], width: int) -> list[tuple[str, tuple[str, ...]]]:
    """Each row of the grid's blocks as (label, cells)."""
    return [(f"{r.ssid}{n:03X}"[-width:], r.cells) for r in grid for n in range(r.first, r.last + 1)]


def _naive_rows(
    session: Session, naive: dict[tuple[int, int], list[str]]
) -> list[tuple[str, tuple[str, ...]]]:
    wide = session.machine.wide_devices
    return [(f"{ssid}{base:03X}" if wide else f"{base:03X}", tuple(cells))
            for (ssid, base), cells in sorted(naive.items()) if any(x != "." for x in cells)]


def _dev_cell(io: IoConfig, d: Device) -> str:
    """The D M=DEV legend, device by device."""
    if d.status is not DeviceStatus.ONLINE:
        return "BX" if d.status is DeviceStatus.BOXED else "#"
    usable = [io.chpids[p.chpid] for p in d.cu.paths if p.chpid not in d.offline_paths]
    if any(chp.online and not chp.operational for chp in usable):
        return "@"
    count = sum(1 for chp in usable if chp.online)
    return str(count) if count else "DN"


# Runs that start and end inside rows, span the end of one row and the start of the next,
# or lie inside one row.
ODD_RUNS = ("V 0005,OFFLINE", "V 001A,OFFLINE", "V 001C,OFFLINE", "V 002F,OFFLINE", "V 0031,OFFLINE",
            "V 0034,OFFLINE")


@pytest.mark.parametrize("name", ["default", "large"])
def test_dev_grid_from_runs_is_the_grid_device_by_device(name: str) -> None:
    from zconsole.systems.zos.commands.display_io import _grid

    session = _session(name)
    for command in CHANGES:
        session.submit(command)
    io = session.machine.io
    if name == "large":
        for command in ODD_RUNS:
            assert not session.submit(command).refused
        assert {(0, 0x05), (0, 0x1A), (0, 0x34)} <= {d.key for d in io.devices.changed()}
    rows, width = _grid(session.machine, None, device_symbols(io))
    naive = _naive_grid(io, list(io.devices.values()), lambda d: _dev_cell(io, d))
    assert _grid_rows(rows, width) == _naive_rows(session, naive)
    assert any("#" in r.cells for r in rows) and any("7" in r.cells for r in rows)


@pytest.mark.parametrize("chp", [0x42, 0x9E, 0x20, 0x95])
def test_chp_grid_from_the_index_is_the_grid_device_by_device(chp: int) -> None:
    from zconsole.systems.zos.commands.display_io import _grid

    session = _session("default")
    for command in CHANGES:
        session.submit(command)
    io = session.machine.io
    cell = lambda d: path_symbol(io, d, chp)  # noqa: E731
    rows, width = _grid(session.machine, io.ranges_on({chp}), PathSymbols(io, chp))
    on_chp = [d for d in io.devices.values() if any(p.chpid == chp for p in d.cu.paths)]
    naive = _naive_grid(io, on_chp, cell)
    assert _grid_rows(rows, width) == _naive_rows(session, naive)


def test_the_large_machine_keeps_nothing_per_device_until_one_changes() -> None:
    session = _session("large")
    assert lines(session, "D ASM")[0].startswith("IEE200I")
    io = session.machine.io
    # Only the page space volumes are kept: their VOLSER is the one thing they state.
    volumes = {(0, int(p.device, 16)) for p in session.machine.page_spaces.values()}
    assert len(io.devices) == 65_280 and {d.key for d in io.devices.changed()} == volumes
    built = [n for n, unit in io.control_units._units.items() if not callable(unit)]
    lines(session, "D M=DEV")  # the grid is worked out from the control units' CHPIDs
    assert [n for n, unit in io.control_units._units.items() if not callable(unit)] == built
    lines(session, "CF CHP(41),OFFLINE")  # other paths remain: nothing to change on a device
    assert set(io.devices._made) == volumes
    assert lines(session, "V PATH(7800,C2),OFFLINE") == ["IEE303I PATH(7800,C2) OFFLINE"]
    assert {d.key for d in io.devices.changed()} == volumes | {(0, 0x7800)}
    assert set(io.devices._made) == volumes | {(0, 0x7800)}


def test_cf_chp_builds_only_the_control_units_on_its_chpids() -> None:
    session = _session("large")
    io = session.machine.io
    lines(session, "CF CHP(41),OFFLINE")
    built = {n for n, unit in io.control_units._units.items() if not callable(unit)}
    volumes = {io.devices[(0, int(p.device, 16))].cu.number for p in session.machine.page_spaces.values()}
    assert built == set(io.units_on(0x41)) | volumes and len(io.units_on(0x41)) == 8
    assert len(built) < 16  # of 255
    assert set(io.chpids._made) == set(range(0x40, 0x48))  # type: ignore[attr-defined]  # of 256
    assert len(io.chpids) == 256 and 0xFF in io.chpids and 0x100 not in io.chpids
    assert list(io.chpids)[:3] == [0, 1, 2] and io.chpids.get(0x100) is None
    assert io.chpids[0x41] is io.chpids[0x41] and not io.chpids[0x41].online


def test_forcing_the_last_path_off_changes_exactly_the_devices_on_it() -> None:
    session = _session("large")
    io = session.machine.io
    chpids = ",".join(f"{0x28 + k:02X}" for k in range(8))  # every path of CU 0500 (and 7 more)
    assert lines(session, f"CF CHP({chpids}),OFFLINE")[0] == (
        "IEE524I CHP(28) NOT RECONFIGURED - LAST PATH TO DEVICE 00500"
    )
    assert all(d.status is DeviceStatus.ONLINE for d in io.devices.changed())  # refused whole
    asked = lines(session, f"CF CHP({chpids}),OFFLINE,FORCE")  # IEE100E lists them as runs
    assert asked[1] == (" 00500-005FF 02500-025FF 04500-045FF 06500-065FF 08500-085FF 0A500-0A5FF"
                        " 0C500-0C5FF 0E500-0E5FF")
    assert all(d.status is DeviceStatus.ONLINE for d in io.devices.changed())  # pending: nothing yet
    rid = lines(session, f"R {asked[-1][1:3]},CONTINUE")[-1][1:3]
    assert lines(session, f"R {rid},YES")[-2:] == [
        "IEE503I CHP(2F),OFFLINE", "IEE712I CONFIG   PROCESSING COMPLETE"]
    volumes = {(0, int(p.device, 16)) for p in session.machine.page_spaces.values()}
    changed = [d for d in io.devices.changed() if d.key not in volumes or d.status is not DeviceStatus.ONLINE]
    units = {n for n in io.units_on(0x28) if set(io.control_units.chpids_of(n)) <= set(range(0x28, 0x30))}
    assert len(units) == 8 and "0500" in units
    assert len(changed) == 8 * 256 and {d.cu.number for d in changed} == units


@pytest.mark.parametrize("name", ["default", "large"])
def test_the_dump_lists_ranges_and_only_changed_devices(name: str) -> None:
    session = _session(name)
    for command in CHANGES:
        session.submit(command)
    io = session.machine.io
    data = io_to_data(io)
    walked = [d.name for d in io.devices.values() if d.changed]
    assert [d["number"] for d in data.get("device", [])] == walked
    assert sum(len(u["devices"]) for u in data["control_unit"]) <= len(io.control_units) + 1


def test_a_control_unit_on_an_undefined_chpid_is_refused() -> None:
    from zconsole.systems.zos.model.io.channels import Chpid, ControlUnits

    def never() -> ControlUnit:
        raise AssertionError("built")

    units = ControlUnits({"0200": never, "0100": never}, {"0200": (3, 9, 8), "0100": (1, 2)})
    with pytest.raises(ValueError, match=r"^control unit 0200 uses CHPID 09, not defined$"):
        IoConfig({c: Chpid(c) for c in (1, 2, 3)}, units, [])
    io = IoConfig({c: Chpid(c) for c in (1, 2, 3, 8, 9)}, units, [])
    assert io.units_on(2) == ["0100"] and io.units_on(9) == ["0200"] and io.units_on(7) == []


def test_a_device_is_found_in_its_range_whatever_the_subchannel_set() -> None:
    from zconsole.systems.zos.model.io.channels import Chpid, ControlUnits, CuPath, DeviceRange

    unit = ControlUnit("0100", [CuPath(1, None, "01", None)], None, "x.0000")
    ranges = [DeviceRange(0, 0x00FE, 0x0203, "3390", "0100"), DeviceRange(0, 0x0204, 0x0204, "3390", "0100"),
              DeviceRange(1, 0x0000, 0x00FF, "3390", "0100"), DeviceRange(3, 0xFF00, 0xFFFF, "3390", "0100")]
    io = IoConfig({1: Chpid(1)},
                  ControlUnits({"0100": unit}), ranges)
    for ssid in range(4):
        for number in (*range(0x00F0, 0x0210), 0xFEFF, 0xFF00, 0xFFFF, 0x10000, -1):
            naive = next((r for r in ranges if r.ssid == ssid and r.first <= number <= r.last), None)
            assert io.devices.range_of((ssid, number)) is naive, (ssid, number)
            assert ((ssid, number) in io.devices) is (naive is not None)


@pytest.mark.parametrize("width", [3, 4])
def test_grid_lines_label_every_row_of_a_block(width: int) -> None:
    from zconsole.systems.zos.messages.io_grids import grid_lines

    cells = ("8", "#", *("." * 13), "BX")
    blocks = (GridRows(1, 0x0F5, 0x10A, cells), GridRows(0, 0x1FF, 0x200, cells),
              GridRows(2, 0xFFF, 0xFFF, cells), GridRows(0, 0x000, 0x2FF, cells))
    body = "8  #  " + ".  " * 13 + "BX"
    expected = [(f"{b.ssid}{n:03X}"[-width:] + " " + body).rstrip() for b in blocks
                for n in range(b.first, b.last + 1)]
    assert grid_lines(blocks, width)[1:] == expected


def test_described_control_units_are_built_once_and_must_match_their_description() -> None:
    from zconsole.systems.zos.model.io.channels import ControlUnits, CuPath

    made: list[str] = []

    def build(number: str) -> ControlUnit:
        made.append(number)
        chpid = 9 if number == "0300" else 1
        return ControlUnit(number, [CuPath(chpid, None, "01", None)], None, "x.0000")

    units = ControlUnits(chpids={"0100": (1,), "0200": (1,), "0300": (1,)}, build=build)
    assert list(units) == ["0100", "0200", "0300"] and "0200" in units and "0400" not in units
    assert units["0200"] is units["0200"] and made == ["0200"]
    with pytest.raises(ValueError, match="0300 was described with other CHPIDs"):
        units["0300"]
    with pytest.raises(KeyError):
        units["0400"]
    with pytest.raises(ValueError, match="0100 has CHPIDs but neither a unit nor a builder"):
        ControlUnits(chpids={"0100": (1,)})
