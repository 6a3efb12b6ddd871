"""D PROG,LPA (CSV550I) comes from the machine's LPA modules ([[lpa]], a default LPA
otherwise) and D IPLINFO,sysparm (IEE255I) from the IPL's IEASYSxx values; a bad table is
one error naming its key; every spelling is answered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.loading.write import machine_to_data

LPA = """
[[lpa]]
name = "MYEXIT"
entry = "8A000000"
load = "0A000000"
length = "1000"
flags = "pf"
dynamic = true

[[lpa]]
name = "IEFACTRT"
entry = "0791A000"
load = "0791A000"
length = "200"
"""


def test_the_lpa_table_makes_the_display(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(LPA)
    session = make_session(load_machine(path))
    assert lines(session, "D PROG,LPA")[1:] == [
        "FLAGS  MODULE    ENTRY PT  LOAD PT   LENGTH    DIAG",
        "   PF  MYEXIT    8A000000  0A000000  00001000  00000000"]
    row = "   P   IEFACTRT  0791A000  0791A000  00000200  00000000"
    assert lines(session, "D PROG,LPA,MOD=IEFACTRT")[2] == row
    assert lines(session, "D PROG,LPA,MOD=IGC0003E")[1:] == ["MODULE IGC0003E NOT FOUND IN LPA"]


def test_a_machine_written_back_keeps_its_lpa_and_sysparms(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(LPA + '\n[ipl]\nsysparms = {PAGE = "(A.B,C.D,E.F)", clpa = ""}\n')
    machine = load_machine(path)
    data = machine_to_data(machine)
    assert data["lpa"][0] == {"name": "MYEXIT", "entry": "8A000000", "load": "0A000000", "length": "00001000",
                              "flags": "PF", "diag": "00000000", "dynamic": True}
    assert data["ipl"]["sysparms"] == {"PAGE": "(A.B,C.D,E.F)", "CLPA": ""}
    session = make_session(machine)
    assert lines(session, "D IPLINFO,PAGE") == ["IEE255I SYSTEM PARAMETER 'PAGE': (A.B,C.D,E.F)"]
    assert lines(session, "D IPLINFO,CLPA") == ["IEE255I SYSTEM PARAMETER 'CLPA': SPECIFIED"]
    # not coded: the machine's own value of a parameter it holds
    name = machine.system_name
    assert lines(session, "D IPLINFO,SYSNAME") == [f"IEE255I SYSTEM PARAMETER 'SYSNAME': {name}"]
    default = machine_to_data(make_session().machine)
    assert "lpa" not in default and "sysparms" not in default["ipl"]  # the defaults are not written


@pytest.mark.parametrize(("table", "reason"), [
    ('[[lpa]]\nname = "TOOLONGNAME"\nentry = "0"\nload = "0"\nlength = "10"\n', "1-8 letters"),
    ('[[lpa]]\nname = "A"\nentry = "XYZ"\nload = "0"\nlength = "10"\n', "hex digits"),
    ('[[lpa]]\nname = "A"\nentry = "0"\nload = "0"\nlength = "10"\nflags = "Q"\n', "only P"),
    ('[[lpa]]\nname = "A"\nentry = "0"\nload = "0"\nlength = "0"\n', "more than 0"),
    ('[[lpa]]\nname = "A"\nentry = "0"\nload = "0"\nlength = "1"\n[[lpa]]\nname = "A"\nentry = "0"\n'
     'load = "0"\nlength = "1"\n', "twice"),
    ('[[lpa]]\nname = "A"\nentry = "0"\nload = "0"\nlength = "1"\nsize = 3\n', "not a known key"),
    ('[ipl]\nsysparms = {NOSUCH = "1"}\n', "not an IEASYSxx parameter"),
    ('[ipl]\nsysparms = {PAGE = 1}\n', "its value as coded"),
])
def test_a_bad_table_names_its_key(tmp_path: Path, table: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(table)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)


@pytest.mark.parametrize("line", ["D PROG,LPA", "DISPLAY PROG,LPA", "D PROG,LPA,MODNAME=IEFACTRT",
                                  "D PROG,LPA,MOD=IEFACTRT", "D PROG,LPA,MODULE=IEFACTRT",
                                  "DISPLAY PROG,LPA,MODULE=IEFACTRT"])
def test_every_lpa_spelling_is_answered(line: str) -> None:
    outcome = make_session().submit(line)
    assert not outcome.refused and outcome.messages[0].msgid == "CSV550I"


@pytest.mark.parametrize("line", ["D IPLINFO,PAGE", "DISPLAY IPLINFO,PAGE", "D IPLINFO,ZAAPZIIP",
                                  "D IPLINFO,ZZ", "D IPLINFO,LNKAUTH", "D IPLINFO,NONVIO"])
def test_every_iplinfo_spelling_is_answered(line: str) -> None:
    outcome = make_session().submit(line)
    assert not outcome.refused and outcome.messages[0].msgid == "IEE255I"


@pytest.mark.parametrize(("line", "msgid"), [("D IPLINFO,NOSUCH", "IEE535I"), ("D PROG,LPA,NAME=X", None),
                                             ("D PROG,LPA,MODNAME=", None)])
def test_other_operands_are_refused_and_change_nothing(line: str, msgid: str | None) -> None:
    session = make_session()
    before = machine_to_data(session.machine)
    outcome = session.submit(line)
    assert outcome.refused and machine_to_data(session.machine) == before
    if msgid is not None:
        assert outcome.messages[0].msgid == msgid


def test_ipl_keeps_the_merged_values_and_a_reipl_keeps_them() -> None:
    session = make_session()
    session.submit(".IPL 01")
    # IEASYS01's PAGESCM=NONE overrides IEASYS00's ALL
    assert lines(session, "D IPLINFO,PAGESCM") == ["IEE255I SYSTEM PARAMETER 'PAGESCM': NONE"]
    assert lines(session, "D IPLINFO,CMD") == ["IEE255I SYSTEM PARAMETER 'CMD': 00"]  # IEASYS00's
    session.submit(".IPL")  # everything in force
    assert lines(session, "D IPLINFO,CMD") == ["IEE255I SYSTEM PARAMETER 'CMD': 00"]


def test_the_ipl_values_survive_a_stop_and_resume(tmp_path: Path) -> None:
    def zconsole(*args: str) -> list[str]:
        done = subprocess.run([sys.executable, "-m", "zconsole", "--clock", "10.00.00", *args], cwd=tmp_path,
                              capture_output=True, text=True, check=True)
        return done.stdout.splitlines()

    zconsole("--state", "s.json", "-c", ".IPL 01")
    resumed = zconsole("--state", "s.json", "-c", "D IPLINFO,PAGESCM", "-c", "D IPLINFO,CLPA")
    assert resumed == ["IEE255I SYSTEM PARAMETER 'PAGESCM': NONE",
                       "IEE255I SYSTEM PARAMETER 'CLPA': SPECIFIED"]


def test_lnkauth_is_one_field_for_both_displays(tmp_path: Path) -> None:
    session = make_session()
    # DOC: LNKAUTH's default
    assert lines(session, "D IPLINFO,LNKAUTH") == ["IEE255I SYSTEM PARAMETER 'LNKAUTH': LNKLST"]
    path = tmp_path / "m.toml"
    path.write_text('[ipl]\nsysparms = {LNKAUTH = "APFTAB"}\n')
    session = make_session(load_machine(path))
    assert lines(session, "D IPLINFO,LNKAUTH") == ["IEE255I SYSTEM PARAMETER 'LNKAUTH': APFTAB"]
    assert lines(session, "D PROG,LNKLST")[1] == "LNKLST SET LNKLST00   LNKAUTH=APFTAB"
