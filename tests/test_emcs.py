"""D EMCS (IEE129I): the machine's extended MCS consoles, every spelling and criterion,
the machine file's type = "EMCS" tables, and a --state stop and resume."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.syntax import parse
from zconsole.systems.zos.syntax.ast_everyday import DisplayEmcs


def lab() -> Session:
    clock = ConsoleClock.fixed(dt.time(12, 0, 0))
    return Session(load_machine(MACHINES / "emcs-lab.toml"), clock, DisplayIds(1), None)


@pytest.mark.parametrize(("spelling", "value"), [
    ("D EMCS", DisplayEmcs()),
    ("DISPLAY EMCS", DisplayEmcs()),
    ("D EMCS,S", DisplayEmcs()),
    ("D EMCS,SUMMARY", DisplayEmcs()),
    ("D EMCS,I", DisplayEmcs("INFO")),
    ("DISPLAY EMCS,INFO", DisplayEmcs("INFO")),
    ("D EMCS,F", DisplayEmcs("FULL")),
    ("D EMCS,FULL", DisplayEmcs("FULL")),
    ("D EMCS,ST=A", DisplayEmcs(status="A")),
    ("D EMCS,STATUS=A", DisplayEmcs(status="A")),
    ("D EMCS,I,STATUS=N,CN=A*,SYS=LAB3,KEY=SD?F,AUTH=IOONLY,L=A",
     DisplayEmcs("INFO", "N", "A*", "LAB3", "SD?F", "IOONLY", "A")),
])
def test_every_spelling(spelling: str, value: DisplayEmcs) -> None:
    assert parse(spelling).command == value


@pytest.mark.parametrize("bad", ["D EMCS,S,I", "D EMCS,CN=A,CN=B", "D EMCS,ST=X", "D EMCS,AUTH=BOSS",
                                 "D EMCS,X"])
def test_bad_operands_are_refused(bad: str) -> None:
    assert lines(lab(), bad)[0].startswith(("IEE312I", "IEE535I", "IEE305I"))


@pytest.mark.parametrize(("auth", "names"), [
    ("ANY", ["IBMUSER", "AUTO1"]), ("MASTER", ["IBMUSER"]), ("ALL", ["IBMUSER", "AUTO1"]),
    ("ALLONLY", ["AUTO1"]), ("IO", ["IBMUSER", "AUTO1"]), ("INFO", ["IBMUSER", "AUTO1"]),
    ("INFOONLY", []), ("CONSONLY", []),
])
def test_auth_criteria(auth: str, names: list[str]) -> None:
    shown = lines(lab(), f"D EMCS,AUTH={auth}")
    assert shown[2] == f"NUMBER OF CONSOLES MATCHING CRITERIA: {len(names)}"
    assert shown[3:] == ([" ".join(f"{n:<8}" for n in names).rstrip()] if names else [])


def test_sys_is_the_system_d_c_shows() -> None:
    session = lab()
    info = lines(session, "D EMCS,I,ST=A")
    consoles = lines(session, "D C")
    assert info[4] == "SYS=LAB3     AUTH=MASTER"
    assert "SYS=LAB3" in consoles[2] and "STATUS=ACT-LAB3" in consoles[5]
    assert not any("IBMUSER" in line for line in consoles)  # D C shows no EMCS console


def test_the_default_machine_has_none() -> None:
    from tests.conftest import make_session

    shown = lines(make_session(), "D EMCS")
    assert shown[1:] == ["DISPLAY EMCS,S", "NUMBER OF CONSOLES MATCHING CRITERIA: 0"]


def test_a_stop_and_resume_keeps_them(tmp_path: Path) -> None:
    session = lab()
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    machine, clock, ids = load_state(tmp_path / "s.json")
    resumed = Session(machine, clock, ids, None)
    assert lines(resumed, "D EMCS,I")[1:] == lines(lab(), "D EMCS,I")[1:]


@pytest.mark.parametrize(("table", "reason"), [
    ('name = "E1"\ntype = "EMCS"\ndevice = "0701"\n', "device.*not a known key"),
    ('name = "E1"\ntype = "EMCS"\nauth = "BOSS"\n', "auth 'BOSS'"),
    ('name = "E1"\ntype = "EMCS"\nkey = "TOOLONGKEY"\n', "1-8 characters"),
    ('name = "L700"\ntype = "EMCS"\n', "defined twice"),
    ('name = "9X"\ntype = "EMCS"\n', "2-8 characters"),
])
def test_emcs_tables_are_checked(tmp_path: Path, table: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[system]\nname = "T1"\n[[console]]\nname = "L700"\nactive = true\n'
                    "[[console]]\n" + table)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)
