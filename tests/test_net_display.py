"""D NET (VTAM's displays) comes from the machine's [vtam] definitions (a default VTAM
otherwise) and what runs: a running job's application is ACTIV, TSO's slots are in session
one a logged-on user, VTAM's own are active; VTAM's own errors for what it cannot display;
IEE341I while VTAM does not run; every spelling is answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.session import Session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.loading.write import machine_to_data

VTAM = """
[activity]
tso_users = ["IBMUSER", "OPER1"]

[vtam]
netid = "USIBMZP"

[[vtam.node]]
name = "APPLS1"
appls = ["TCPIP", "CICSA", "TSO", "TSO0001", "TSO0002", "TSO0003"]

[[vtam.node]]
name = "ISTPUS"
type = "PU T4/5"
"""


@pytest.fixture
def session(tmp_path: Path) -> Session:
    """The default machine (its procedures start VTAM, TSO, TCPIP) with the tables above."""
    path = tmp_path / "m.toml"
    path.write_text(VTAM)
    stated = load_machine(path).facts
    session = make_session()
    session.machine.facts.config.vtam = stated.config.vtam
    session.machine.facts.activity = stated.activity
    return session


def test_statuses_come_from_what_runs(session: Session) -> None:
    assert lines(session, "D NET,APPLS")[2:] == [
        "IST089I APPLS1   TYPE = APPL SEGMENT     , ACTIV",
        "IST360I APPLICATIONS:",
        "IST080I TCPIP    ACTIV     CICSA    CONCT     TSO      ACTIV",
        "IST080I TSO0001  ACT/S     TSO0002  ACT/S     TSO0003  CONCT",
        "IST1454I 6 RESOURCE(S) DISPLAYED",
        "IST314I END"]
    out = lines(session, "D NET,ID=USIBMZP.TSO0002")
    assert out[1:3] == ["IST075I NAME = USIBMZP.TSO0002, TYPE = APPL 002",
                        "IST486I STATUS= ACT/S, DESIRED STATE= ACTIV"]
    assert "IST597I CAPABILITY-PLU ENABLED ,SLU ENABLED ,SESSION LIMIT NONE" in out
    assert "IST231I APPL MAJOR NODE = APPLS1" in out and not any("IST271I" in x for x in out)
    assert out[-2:] == ["IST171I ACTIVE SESSIONS = 0000000001, SESSION REQUESTS = 0000000000", "IST314I END"]
    tcpip = lines(session, "D NET,ID=TCPIP")  # a running job's: IST271I names it
    assert any(x.startswith("IST271I JOBNAME = TCPIP, STEPNAME = TCPIP, DSPNAME = IST") for x in tcpip)
    cicsa = lines(session, "D NET,ID=CICSA")  # defined, not opened
    assert "IST597I CAPABILITY-PLU INHIBITED,SLU INHIBITED,SESSION LIMIT NONE" in cicsa
    assert cicsa[-2:] == ["IST172I NO SESSIONS EXIST", "IST314I END"]


def test_vtam_down_and_up_again_leaves_the_users_logged_off(session: Session) -> None:
    session.submit("Z NET")
    before = machine_to_data(session.machine)
    outcome = session.submit("D NET,APPLS")
    assert outcome.refused and lines(session, "D NET,ID=TSO") == ["IEE341I NET               NOT ACTIVE"]
    assert machine_to_data(session.machine) == before
    session.submit("S VTAM")
    assert lines(session, "D NET,ID=TSO0001")[2] == "IST486I STATUS= CONCT, DESIRED STATE= CONCT"


def test_a_machine_written_back_keeps_its_vtam(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(VTAM)
    data = machine_to_data(load_machine(path))
    assert data["vtam"] == {"netid": "USIBMZP", "node": [
        {"name": "APPLS1", "type": "APPL SEGMENT",
         "appls": ["TCPIP", "CICSA", "TSO", "TSO0001", "TSO0002", "TSO0003"]},
        {"name": "ISTPUS", "type": "PU T4/5", "appls": []}]}
    assert "vtam" not in machine_to_data(make_session().machine)  # the default is not written


@pytest.mark.parametrize(("table", "reason"), [
    ('[[vtam.node]]\nname = "X"\ntype = "PU T9"\n', "not one of"),
    ('[[vtam.node]]\nname = "X"\ntype = "PU T4/5"\nappls = ["A"]\n', "only an APPL SEGMENT"),
    ('[[vtam.node]]\nname = "X"\nappls = ["X"]\n', "defined twice"),
    ('[[vtam.node]]\nname = "TOOLONGNAME"\n', "1-8 letters"),
    ('[vtam]\nnetid = "A.B"\n', "netid"),
    ('[[vtam.node]]\nname = "X"\nsize = 1\n', "not a known key"),
])
def test_a_bad_table_names_its_key(tmp_path: Path, table: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(table)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)


@pytest.mark.parametrize(("line", "first"), [
    ("D NET,APPLS", "IST350I"), ("DISPLAY NET,APPLS", "IST350I"), ("D NET,APPLS,ID=TSOAPPL", "IST350I"),
    ("D NET,APPLS,SCOPE=ALL", "IST350I"), ("D NET,APPLS,E", "IST350I"), ("D NET,APPLS,EVERY", "IST350I"),
    ("D NET,MAJNODES", "IST350I"), ("DISPLAY NET,MAJNODES", "IST350I"), ("D NET,ID=TSO", "IST075I"),
    ("D NET,ID=NETA.TSO", "IST075I"), ("D NET,ID=TSO,SCOPE=ALL", "IST075I"),
    ("D NET,ID=TSOAPPL,E", "IST075I"), ("DISPLAY NET,ID=ISTPUS", "IST075I"),
])
def test_every_spelling_is_answered(line: str, first: str) -> None:
    outcome = make_session().submit(line)
    assert not outcome.refused and [m.msgid for m in outcome.messages] == ["IST097I", first]


@pytest.mark.parametrize(("line", "msgids"), [
    ("D NET", ["IST039I"]), ("D NET,FOO", ["IST039I"]), ("D NET,MAJNODES,ID=TSO", ["IST039I"]),
    ("D NET,APPLS,APPLS", ["IST039I"]), ("D NET,ID=", ["IST039I"]),
    ("D NET,ID=NOSUCH", ["IST097I", "IST453I"]),
    ("D NET,ID=OTHERNET.TSO", ["IST097I", "IST453I"]), ("D NET,APPLS,ID=ISTPUS", ["IST097I", "IST453I"]),
])
def test_what_vtam_cannot_display_is_refused_and_changes_nothing(line: str, msgids: list[str]) -> None:
    session = make_session()
    session.submit("D NET,APPLS")  # the machine comes to life first
    before = machine_to_data(session.machine)
    outcome = session.submit(line)
    assert outcome.refused and [m.msgid for m in outcome.messages] == msgids
    assert machine_to_data(session.machine) == before


def test_vtam_writes_them_so_they_carry_its_job_id() -> None:
    session = make_session()
    session.submit("K S,MFORM=(T,S,J)")
    out = lines(session, "D NET,ID=ISTPUS")
    vtam = session.machine.living(session.context.clock.now()).by_name("VTAM")[0].job_label
    assert out[0].split()[2:4] == [vtam, "IST097I"] and out[1].split()[2:4] == [vtam, "IST075I"]
