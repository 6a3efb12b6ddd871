"""The forms z/OS 2.x and 3.x screens show that 1.11 does not, chosen by the machine's
release in one place (`Release`), and the JES2 spool commands those screens use:
$S SPL across a --state stop and resume, refusals that change nothing."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.model.system.release_forms import Release
from zconsole.systems.zos.testing import snapshot

FORMS = ("batch_class_wide", "hasp395_rc", "hasp309", "smf_iee974i", "spooldef_dsnmask", "spool_long_dsname",
         "ios452i_first_online", "long_symbol_names")


@pytest.mark.parametrize(("release", "later"), [
    ("z/OS 01.11.00", False), ("z/OS 01.13.00", False), ("z/OS 02.03.00", True), ("z/OS 03.01.00", True),
])
def test_each_form_follows_the_release(release: str, later: bool) -> None:
    forms = Release(release)
    assert {name: getattr(forms, name) for name in FORMS} == dict.fromkeys(FORMS, later)


def vbt1() -> Session:
    machine = load_machine(MACHINES / "zos2-vbt1.toml")
    return Session(machine, ConsoleClock(frozen=dt.datetime(2024, 5, 2, 18, 40, 0)), DisplayIds(100))


def test_a_started_spool_volume_stays_started_after_stop_and_resume(tmp_path: Path) -> None:
    session = vbt1()
    started = lines(session, "$S SPL(SPL002),FORMAT")
    assert started[-1] == "$HASP630 VOLUME SPL002 ACTIVE 0 PERCENT UTILIZATION"
    path = tmp_path / "state.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    resumed = Session(*load_state(path))
    assert lines(resumed, "$D SPOOL") == lines(session, "$D SPOOL")
    assert "$HASP893 VOLUME(SPL002)  STATUS=ACTIVE,PERCENT=0" in lines(resumed, "$D SPOOL")


def test_a_users_last_access_survives_stop_and_resume(tmp_path: Path) -> None:
    machine = load_machine(MACHINES / "zos2-vs01.toml")
    session = Session(machine, ConsoleClock(frozen=dt.datetime(2023, 4, 19, 14, 13, 2)), DisplayIds(1))
    for command in (".WAIT 39S", "S ALLOC", ".WAIT 1M"):
        lines(session, command)
    path = tmp_path / "state.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    resumed = Session(*load_state(path))
    verified = "ICH70001I ANSIBL1  LAST ACCESS AT 14:13:41 ON WEDNESDAY, APRIL 19, 2023"
    assert verified in lines(resumed, "S ALLOC")


@pytest.mark.parametrize("command", ["$S SPL(SPL001)", "$S SPL(NOSUCH),FORMAT", "$SSPL(SPL9)"])
def test_a_refused_start_of_a_spool_volume_changes_nothing(command: str) -> None:
    session = vbt1()
    lines(session, "$D SPOOL")
    before = snapshot(session.machine)
    outcome = session.submit(command)
    assert outcome.refused and not outcome.changed
    assert snapshot(session.machine) == before


@pytest.mark.parametrize("spelling", ["$DJQ,SPL=(V=SPL001),STATUS", "$D JQ,SPOOL=(VOLUME=SPL001),STATUS",
                                      "$DJOBQ,STATUS,SPL=(V=SPL001)", "$djq,spl=(v=spl001),status"])
def test_every_spelling_of_the_jobs_on_a_volume(spelling: str) -> None:
    assert lines(vbt1(), spelling) == ["$HASP890 JOB(PAYROLL)   STATUS=(AWAITING HARDCOPY)",
                                       "$HASP890 JOB(SYSLOG)    STATUS=(AWAITING HARDCOPY)"]


@pytest.mark.parametrize(("key", "value"), [("tgspace_max", 16_581_182), ("bufsize", 1000), ("trkcell", 0)])
def test_jes2_limits_are_jes2s(tmp_path: Path, key: str, value: int) -> None:
    from zconsole.console.table import MachineFileError

    path = tmp_path / "bad.toml"
    text = (MACHINES / "zos2-vbt1.toml").read_text()
    for line in (f"{key} = 114016\n", f"{key} = 3992\n", f"{key} = 5\n"):
        text = text.replace(line, "")
    path.write_text(text.replace("[jes2]\n", f"[jes2]\n{key} = {value}\n"))
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == f"jes2.{key}"


def test_a_named_initiator_keeps_its_name_after_stop_and_resume(tmp_path: Path) -> None:
    """REAL (CPAC's SYSLOG): INIT(11) NAME=K, started by its name."""
    machine = load_machine(MACHINES / "cpac.toml")
    session = Session(machine, ConsoleClock(frozen=dt.datetime(2018, 7, 24, 17, 25, 7)), DisplayIds(1))
    lines(session, "S AAFAC333")
    path = tmp_path / "state.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    resumed = Session(*load_state(path))
    assert lines(resumed, "$SI(K)")[:2] == ["$HASP892 INIT(11)  STATUS=INACTIVE,CLASS=S,NAME=K,ASID=0024",
                                           "$HASP373 AAFAC333 STARTED - INIT K    - CLASS S - SYS CPAC"]


@pytest.mark.parametrize(("user", "first", "second"), [
    ("START1", "IS ASSIGNED TO USER START1", " , GROUP SYS1"),  # REAL 1.11 (issue 36)
    ("ZWESVUSR", "IS ASSIGNED TO USER", "ZWESVUSR, GROUP SYS1"),  # REAL 2.x (Zowe's SYSLOG)
    ("HSM", "IS ASSIGNED TO USER HSM", " , GROUP SYS1"),  # the DFSMShsm redbook: `, GROUP SYS1`
])
def test_ief695i_breaks_where_the_console_breaks_it(user: str, first: str, second: str) -> None:
    from zconsole.systems.zos.messages.render import render
    from zconsole.systems.zos.model.living.notices import Ief695i

    got = render(Ief695i("SMFDUMP", "SMFDUMP", user, "SYS1"))
    assert got[0].endswith(first) and got[1] == second
    assert max(map(len, got)) <= 71
