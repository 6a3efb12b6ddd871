"""D SLIP, D TRACE, D GRS,C, D OPDATA and D ETR come from the machine: its [slip] and
[trace] tables (the ADCD system's by default, as the real screens show), GRS's mode, and
whether JES2 runs; a bad table is one error naming its key."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.loading.write import machine_to_data

SLIP_AND_TRACE = """
[slip]
traps = ["X013", "x028", "X0E7"]
disabled = ["X028"]

[trace]
st_per_cpu = 2
st_buffers = 16
br = true
mt = 0

[trace.components]
SYSGRS = "MIN"
SYSXCF = "on"
"""


def test_the_tables_make_the_displays(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(SLIP_AND_TRACE)
    session = make_session(load_machine(path))
    assert lines(session, "D SLIP")[1:] == [
        "ID   STATE    ID   STATE    ID   STATE",
        "X013 ENABLED  X028 DISABLED X0E7 ENABLED"]
    assert lines(session, "D TRACE")[2:] == [
        " ST=(ON,0002M,00016M) AS=ON  BR=ON  EX=ON  MO=OFF MT=OFF",
        " COMPONENT MODE  COMPONENT MODE",
        " " + "-" * 62,
        " SYSGRS    MIN   SYSXCF    ON"]


def test_a_machine_written_back_keeps_its_tables(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(SLIP_AND_TRACE)
    data = machine_to_data(load_machine(path))
    assert data["slip"] == {"traps": ["X013", "X028", "X0E7"], "disabled": ["X028"]}
    assert data["trace"]["components"] == {"SYSGRS": "MIN", "SYSXCF": "ON"}
    assert "slip" not in machine_to_data(make_session().machine)  # the default is not written


@pytest.mark.parametrize(("table", "reason"), [
    ('[slip]\ntraps = ["X013"]\ndisabled = ["X999"]\n', "disabled.*X999"),
    ('[slip]\ntraps = ["TOOLONG"]\n', "1-4 letters"),
    ('[slip]\ntraps = ["X013", "X013"]\n', "twice"),
    ('[trace]\nmt = 1000\n', "master trace"),
    ('[trace.components]\nSYSGRS = "FAST"\n', "ON, OFF, MIN, SUB"),
])
def test_a_bad_table_names_its_key(tmp_path: Path, table: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(table)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)


def test_d_grs_c_in_star_mode_adds_the_isglock_line(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[grs]\nmode = "STAR"\n')
    assert lines(make_session(load_machine(path)), "D GRS,CONTENTION")[1:] == [
        "NO ENQ RESOURCE CONTENTION EXISTS", "NO REQUESTS PENDING FOR ISGLOCK STRUCTURE",
        "NO LATCH CONTENTION EXISTS"]


@pytest.mark.parametrize("line", ["D SLIP", "DISPLAY SLIP", "D TRACE", "DISPLAY TRACE", "D GRS,C",
                                  "DISPLAY GRS,CONTENTION", "D OPDATA", "D OPDATA,PREFIX",
                                  "DISPLAY OPDATA", "D ETR", "D ETR,DATA", "DISPLAY ETR"])
def test_every_spelling_is_answered(line: str) -> None:
    outcome = make_session().submit(line)
    assert not outcome.refused and outcome.messages[0].msgid in ("IEE735I", "IEE843I", "ISG343I", "IEE603I",
                                                                  "IEA386I")


@pytest.mark.parametrize(("line", "msgid"), [("D SLIP,X", "IEE307I"), ("D OPDATA,X", "IEE535I"),
                                             ("D ETR,X", "IEE535I"), ("D GRS,CONT", "IEE535I"),
                                             ("D TRACE,X", "IEE307I")])
def test_other_operands_get_the_console_error(line: str, msgid: str) -> None:
    outcome = make_session().submit(line)
    assert outcome.refused and outcome.messages[0].msgid == msgid
