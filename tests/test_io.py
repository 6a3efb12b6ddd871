"""The channel subsystem: values shown by the displays, state changes seen in every view,
refusals that change nothing, the machine-file tables, and the 65,280-device machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.io.default_io import large_io
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.loading.io_tables import io_to_data
from zconsole.systems.zos.model.loading.machine_file import machine_from_data
from zconsole.systems.zos.system import BUILTIN_MACHINES
from zconsole.systems.zos.testing import snapshot


def grid_cell(display: list[str], device: int, ssid: int = 0) -> str:
    """The D M=DEV grid cell of ``device``: 3-column cells after the label (3 hex digits,
    or 4 with the subchannel set on a machine with several sets) and one blank."""
    labels = (f"{device >> 4:03X}", f"{ssid}{device >> 4:03X}")
    row = next(line for line in display if line.split(" ", 1)[0] in labels)
    col = row.index(" ") + 1 + 3 * (device & 0xF)
    return row[col:col + 3].strip()


def test_one_field_many_views_for_a_varied_path() -> None:
    session = make_session()
    assert grid_cell(lines(session, "D M=DEV"), 0x7800) == "8"
    assert lines(session, "V PATH(7800,42),OFFLINE") == ["IEE303I PATH(7800,42) OFFLINE"]
    assert grid_cell(lines(session, "D M=DEV"), 0x7800) == "7"
    assert grid_cell(lines(session, "D M=DEV"), 0x7801) == "8"
    detail = lines(session, "D M=DEV(7800)")
    assert "PATH ONLINE           N    Y    Y    Y    Y    Y    Y    Y" in detail
    assert "CHP PHYSICALLY ONLINE Y    Y    Y    Y    Y    Y    Y    Y" in detail
    chp = lines(session, "D M=CHP(42)")
    assert "0780 *  +  +  +  +  +  +  +  +  +  +  +  +  +  +  +" in chp


def test_cf_chp_offline_shows_in_every_view() -> None:
    session = make_session()
    assert lines(session, "CF CHP(42),OFFLINE")[0] == "IEE503I CHP(42),OFFLINE"
    assert grid_cell(lines(session, "D M=DEV"), 0x7850) == "7"
    assert "4    . . - . . . . . . . . . + . . ." in lines(session, "D M=CHP")
    assert lines(session, "D M=CHP(42)")[1:] == ["CHPID 42: TYPE=1B, DESC=FICON SWITCHED, OFFLINE",
                                                 "CHP=42 IS OFFLINE"]
    assert "CHP PHYSICALLY ONLINE N    Y    Y    Y    Y    Y    Y    Y" in lines(session, "D M=CU(7800)")


def test_last_path_is_refused_then_forced() -> None:
    session = make_session()
    before = snapshot(session.machine)
    assert lines(session, "CF CHP(20),OFFLINE") == [
        "IEE524I CHP(20) NOT RECONFIGURED - LAST PATH TO DEVICE 00580",
        "IEE712I CONFIG   PROCESSING COMPLETE",
    ]
    assert snapshot(session.machine) == before
    # FORCE asks twice (IEE131D, IEE507D) before it boxes the devices
    assert lines(session, "CF CHP(20),OFFLINE,FORCE")[-1] == "*00 IEE131D REPLY CANCEL OR CONTINUE"
    assert lines(session, "R 00,CONTINUE")[-1].startswith("*01 IEE507D")
    assert grid_cell(lines(session, "D M=DEV"), 0x0580) == "1"  # nothing changed while it asks
    assert lines(session, "R 01,YES")[-2:] == ["IEE503I CHP(20),OFFLINE",
                                                "IEE712I CONFIG   PROCESSING COMPLETE"]
    assert grid_cell(lines(session, "D M=DEV"), 0x0580) == "BX"
    assert lines(session, "D M=DEV(0580)")[1] == "DEVICE 00580  STATUS=BOXED"


def test_uncond_varies_devices_offline_but_not_a_page_volume() -> None:
    session = make_session()
    before = snapshot(session.machine)
    assert lines(session, "CF CHP(95,A3),OFFLINE,UNCOND")[0] == (
        "IEE524I CHP(95) NOT RECONFIGURED - LAST PATH TO DEVICE 002E6"
    )
    assert snapshot(session.machine) == before
    lines(session, "CF CHP(20),OFFLINE,UNCOND")
    assert grid_cell(lines(session, "D M=DEV"), 0x058F) == "#"


# (command, message id): every one leaves the machine unchanged.
MALFORMED_IO = [
    ("D M=DEV(78G0)", "IEE306I"),
    ("D M=DEV(GGGG)", "IEE306I"),
    ("D M=DEV(123456)", "IEE306I"),
    ("D M=DEV(7800,(42),(43))", "IEE312I"),
    ("D M=DEV((42),7800)", "IEE312I"),
    ("D M=DEV(7800-7801,(42))", "IEE312I"),
    ("D M=DEV(47800)", "IEE535I"),
    ("D M=DEV(7810-7800)", "IEE535I"),
    ("D M=DEV(07800-17801)", "IEE535I"),
    ("D M=DEV(7800", "IEE307I"),
    ("D M=DEV()", "IEE307I"),
    ("D M=DEV(7800,)", "IEE307I"),
    ("D M=DEV 7800", "IEE307I"),
    ("D M=CHP(1234)", "IEE306I"),
    ("D M=CHP(43-40)", "IEE535I"),
    ("D M=CHP(42),PATHINF", "IEE535I"),
    ("D M=CHP,PATHINFO", "IEE307I"),
    ("D M=CU(78)", "IEE535I"),
    ("D M=CU(/7800)", "IEE535I"),
    ("D M=CU", "IEE311I"),
    ("CF CHP(42)", "IEE310I"),
    ("CF CHP(ZZ),ON", "IEE306I"),
    ("CF CHP(42),OFFLINE,NOW", "IEE309I"),
    ("CF CHP(),OFFLINE", "IEE307I"),
    ("V 7800", "IEE310I"),
    ("V 7800,SIDEWAYS", "IEE309I"),
    ("V PATH(7800),OFF", "IEE307I"),
    ("V PATH(7800,42,43),OFF", "IEE307I"),
    ("V PATH(7800,142),OFF", "IEE306I"),
    ("VARY XYZ,ON", "IEE309I"),
    ("V", "IEE310I"),
]


@pytest.mark.parametrize(("command", "msgid"), MALFORMED_IO)
def test_malformed_io_command(command: str, msgid: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    outcome = session.submit(command)
    assert outcome.refused
    assert lines(make_session(), command)[0].startswith(msgid + " ")
    assert snapshot(session.machine) == before


REFUSED_IO = [
    ("V 9999,OFFLINE", "IEE313I 9999     UNIT REF INVALID"),
    ("V (7800,9999),OFFLINE", "IEE313I 9999     UNIT REF INVALID"),
    ("V 02E6,OFFLINE", "IEE799I 02E6     NOT VARIED, DEVICE IN USE BY SYSTEM"),
    ("V PATH(9999,42),OFFLINE", "IEE313I 9999     UNIT REF INVALID"),
    ("V PATH(7800,20),OFFLINE", "IEE376I PATH(7800,20) NOT VARIED, PATH NOT DEFINED"),
    ("V PATH(0580,20),OFFLINE", "IEE376I PATH(0580,20) NOT VARIED, LAST PATH TO DEVICE 00580"),
    ("CF CHP(43),OFFLINE", "IEE524I CHP(43) NOT RECONFIGURED - NOT DEFINED"),
    ("CF CHP(42,43),ONLINE", "IEE524I CHP(43) NOT RECONFIGURED - NOT DEFINED"),
]


@pytest.mark.parametrize(("command", "first"), REFUSED_IO)
def test_refused_io_changes_nothing(command: str, first: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    assert lines(session, command)[0] == first
    assert snapshot(session.machine) == before


def test_io_tables_round_trip(tmp_path: Path) -> None:
    session = make_session()
    changes = ("V PATH(7800,42),OFFLINE", "V 7803,OFFLINE", "CF CHP(20),OFFLINE,FORCE", "R 00,CONTINUE",
               "R 01,YES", "CF CHP(61),OFF")
    for command in changes:
        assert not session.submit(command).refused
    machine = session.machine
    data = {"page_dataset": [
        {"type": p.type.value, "dsname": p.dsname, "volser": p.volser, "device": p.device,
         "devtype": p.devtype, "slots": p.slots, "used": p.used} for p in machine.page_datasets
    ], **io_to_data(machine.io)}
    again = machine_from_data(tmp_path / "x.toml", data)
    assert snapshot(again)["io"] == snapshot(machine)["io"]


@pytest.mark.parametrize(
    ("data", "key", "reason"),
    [
        ({"chpid": [{"id": "4G"}]}, "chpid[0].id", "not 2 hex digits"),
        ({"chpid": [{"id": "42", "type": "99"}]}, "chpid[0]", "CHPID type '99'"),
        ({"chpid": [{"id": "42"}, {"id": "42"}]}, "chpid[1].id", "defined twice"),
        ({"control_unit": [{"number": "7800", "node_descriptor": "x", "token_ned": "y",
                            "path": [{"chpid": "42", "entry_link": "1", "dest_link": "2",
                                      "interface_id": "3"}]}]},
         "control_unit[0].path[0].chpid", "CHPID 42 is not defined"),
        ({"device": [{"number": "7800"}]}, "device[0].number", "on no control unit"),
    ],
)
def test_io_table_mistakes(tmp_path: Path, data: dict[str, object], key: str, reason: str) -> None:
    with pytest.raises(MachineFileError) as caught:
        machine_from_data(tmp_path / "m.toml", data)
    assert caught.value.key == key
    assert reason in caught.value.reason


def test_page_data_sets_are_on_defined_devices() -> None:
    machine = default_machine()
    for pds in machine.page_datasets:
        device = machine.io.device(0, int(pds.device, 16))
        assert device is not None and device.cu.number in ("02C0", "0980")


def test_large_machine() -> None:
    io = large_io()
    assert len(io.devices) == 65_280 and len(io.chpids) == 256
    session = make_session(BUILTIN_MACHINES["large"]())
    grid = lines(session, "D M=DEV")
    assert len(grid) == 2 + 1 + 4080 + 8
    assert grid[3] == "0000 " + "8  " * 15 + "8"
    assert lines(session, "V PATH(FEFF,F7),OFFLINE") == ["IEE303I PATH(FEFF,F7) OFFLINE"]
    assert lines(session, "D M=DEV")[3 + 4079] == "0FEF " + "8  " * 15 + "7"
    chp = lines(session, "D M=CHP(00)")
    assert chp[3] == "     0  1  2  3  4  5  6  7  8  9  A  B  C  D  E  F"
    assert sum(1 for line in chp if line[:4].isalnum() and line[4:6] == " +") == 16 * 8
