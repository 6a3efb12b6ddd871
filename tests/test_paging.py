"""PAGEADD, PAGEDEL and IPL from IEASYSxx: the model's rules beyond what the goldens show."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import MACHINES, PARMLIB, lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.model.pagedel import level_fill
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.testing import snapshot


def one_at_a_time(free: list[int], count: int) -> list[int]:
    """The rule as stated: each slot to the target with the most free slots, ties first."""
    free = list(free)
    takes = [0] * len(free)
    for _ in range(min(count, sum(free))):
        best = max(range(len(free)), key=lambda i: (free[i], -i))
        free[best] -= 1
        takes[best] += 1
    return takes


@given(st.lists(st.integers(0, 40), min_size=1, max_size=6), st.integers(0, 200))
def test_level_fill_is_the_one_slot_at_a_time_rule(free: list[int], count: int) -> None:
    assert level_fill(free, count) == one_at_a_time(free, count)


def lab() -> Machine:
    return load_machine(MACHINES / "paging-lab.toml")


@pytest.mark.parametrize("command", [
    "PD DELETE,PAGE=SYS1.LAB3.PLPA",
    "PD DELETE,PAGE=(SYS1.LAB3.LOCAL1,SYS1.LAB3.LOCAL2,SYS1.LAB3.LOCAL3)",
    "PD REPLACE,PAGE=(SYS1.LAB3.LOCAL1,SYS1.LAB3.LOCAL2)",
    "PD DRAIN,PAGE=(SYS1.LAB3.LOCAL1,SYS1.LAB3.LOCAL1)",
    "PA SYS1.LAB3.LOCAL1",
    "PA NOT.THERE,SYS1.LAB3.LOCAL2",
])
def test_refused_paging_commands_change_nothing(command: str) -> None:
    session = make_session(lab())
    before = snapshot(session.machine)
    outcome = session.submit(command)
    assert outcome.refused and not outcome.changed
    assert snapshot(session.machine) == before


def test_no_slot_is_lost_or_made_by_a_migration() -> None:
    session = make_session(lab())
    total = sum(p.used for p in session.machine.page_datasets if p.is_local)
    session.submit("PD REPLACE,PAGE=(SYS1.LAB3.LOCAL1,SYS1.LAB3.LOCAL4)")
    for _ in range(14):
        session.submit(".CLOCK +1")
        assert sum(p.used for p in session.machine.page_datasets if p.is_local) == total
    assert session.machine.pagedel is None
    assert [p.dsname for p in session.machine.page_datasets][2] == "SYS1.LAB3.LOCAL4"


def test_a_pagedel_in_progress_survives_a_saved_state(tmp_path: Path) -> None:
    session = make_session(lab())
    session.submit("PD DELETE,PAGE=SYS1.LAB3.LOCAL1")
    session.submit(".CLOCK +3")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    machine, clock, _ = load_state(path)
    assert snapshot(machine) == snapshot(session.machine)
    resumed = make_session(machine)
    resumed.context.clock = clock
    assert lines(resumed, "D ASM,PAGEDEL")[1] == "PAGEDEL COMMAND IS IN PROGRESS"
    done = "IEE202I PAGEDEL COMMAND - DATA SET NAME SYS1.LAB3.LOCAL1 DELETED"
    assert lines(resumed, ".CLOCK +9")[1] == done


def test_a_wait_state_survives_a_saved_state(tmp_path: Path) -> None:
    session = make_session(parmlib=PARMLIB)
    session.submit(".IPL NL")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    machine, _, _ = load_state(path)
    notice = lines(make_session(machine), "D ASM")[0]
    assert notice == "ZCN021W SYSTEM IN DISABLED WAIT STATE 03C REASON 01 - ONLY .IPL IS ACCEPTED"


def member(folder: Path, suffix: str, *cards: str) -> None:
    (folder / f"IEASYS{suffix}").write_text("".join(f"{c:<71} \n" for c in cards))


@pytest.mark.parametrize(("cards", "reason"), [
    (("SYSNAME=R7-A",), "IEASYSZZ LINE 1: SYSNAME=R7-A IS NOT A SYSTEM NAME (1-8 LETTERS OR DIGITS)"),
    (("SYSNAME=R7A,", "PAGE=(SYS1.&SYSNAM..PLPA)"),
     "IEASYSZZ LINE 2: &SYSNAM. IS NOT A SYSTEM SYMBOL ZCONSOLE KNOWS (&SYSNAME., &SYSCLONE.)"),
    (("PAGE=(A.PLPA,A.COMMON,*NONE*)",),
     "IEASYSZZ LINE 1: *NONE* MAY STAND ONLY FOR THE PLPA OR THE COMMON DATA SET"),
    (("PAGE=(A.PLPA,,A.LOCAL)",), "IEASYSZZ LINE 1: PAGE= NAMES NOTHING, NOT A DATA SET NAME"),
    (("PAGTOTL=(3)",), "IEASYSZZ LINE 1: PAGTOTL=3 IS BELOW THE MINIMUM OF 4"),
    (("PAGTOTL=X",), "IEASYSZZ LINE 1: PAGTOTL=X IS NOT (N) OR (N,M)"),
    (("DUMP=(TAPE)",), "IEASYSZZ LINE 1: DUMP=(TAPE) IS NOT NO, DASD OR (DASD,XX-YY)"),
    (("NONVIO=(A.B,1X)",), "IEASYSZZ LINE 1: NONVIO= NAMES 1X, NOT A DATA SET NAME"),
])
def test_bad_members_are_refused_before_anything_changes(
    tmp_path: Path, cards: tuple[str, ...], reason: str
) -> None:
    member(tmp_path, "ZZ", *cards)
    session = make_session(parmlib=tmp_path)
    before = snapshot(session.machine)
    assert lines(session, ".IPL ZZ") == [f"ZCN010E IPL NOT DONE - {reason}"]
    assert snapshot(session.machine) == before


def test_ieasys00_is_merged_first_and_overridden(tmp_path: Path) -> None:
    member(tmp_path, "00", "PAGE=(SYS1.PLPA.PAGCOM,SYS1.COMMON.PAGCOM,SYS1.LOCAL.PAGEP2,L),",
           "PAGTOTL=(9),", "DUMP=NO,", "SYSNAME=BASE")
    member(tmp_path, "01", "SYSNAME=TOP,", "DUMP=(DASD,00-09)")
    session = make_session(parmlib=tmp_path)
    out = lines(session, ".IPL 01")
    assert out[:2] == ["ZCN003I IPL OF TOP WITH IEASYS01", "IEA940I THE FOLLOWING PAGE DATA SETS ARE IN USE:"]
    machine = session.machine
    assert (machine.system_name, machine.pagtotl, machine.dump_parameter) == ("TOP", 9, "(DASD,00-09)")
    assert [p.dsname for p in machine.page_datasets] == [
        "SYS1.PLPA.PAGCOM", "SYS1.COMMON.PAGCOM", "SYS1.LOCAL.PAGEP2"]


def test_sysclone_and_none_with_scm(tmp_path: Path) -> None:
    member(tmp_path, "SC", "SYSNAME=SYSP4,", "PAGE=(*NONE*,*NONE*,SYS1.LOCAL.PAGE&SYSCLONE.,L)")
    session = make_session(parmlib=tmp_path)
    # &SYSCLONE. is P4; *NONE* is allowed because SCM is online for paging.
    assert lines(session, ".IPL SC")[1:3] == [
        "IEA940I THE FOLLOWING PAGE DATA SETS ARE IN USE:", "        LOCAL .......... - SYS1.LOCAL.PAGEP4"]
    assert lines(session, "D ASM,PLPA")[1] == "THERE IS NO PLPA PAGE DATA SET"


def test_none_without_scm_paging_is_a_wait_state(tmp_path: Path) -> None:
    member(tmp_path, "NS", "PAGESCM=NONE,", "PAGE=(*NONE*,SYS1.COMMON.PAGCOM,SYS1.LOCAL.PAGEP2)")
    session = make_session(parmlib=tmp_path)
    wait = "ZCN021W SYSTEM IN DISABLED WAIT STATE 03C REASON 00 - ONLY .IPL IS ACCEPTED"
    assert lines(session, ".IPL NS")[-1] == wait
    assert lines(session, "PA SYS1.LOCAL.PAGEP5") == [wait]


def test_page_space_mistakes_name_the_key(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[[page_space]]\ndsname = "A.B"\nvolser = "V1"\ndevice = "0A00"\nslots = 10\n'
                    '[[page_space]]\ndsname = "A.B"\nvolser = "V1"\ndevice = "0A00"\nslots = 10\n')
    twice = r"\[page_space\[1\]\.dsname\] page space A.B is defined twice"
    with pytest.raises(MachineFileError, match=twice):
        load_machine(path)
    path.write_text('[system]\npagtotl = 2\n')
    with pytest.raises(MachineFileError, match=r"\[system.pagtotl\] pagtotl must be 4-256, not 2"):
        load_machine(path)


def test_a_delete_moves_the_owners_pages_with_the_slots() -> None:
    session = make_session()
    for command in (".IPL 01", "S BATCHHOG", ".WAIT 12M", "PD DELETE,PAGE=SYS1.LOCAL.PAGEP2"):
        session.submit(command)
    living = session.machine.living(session.context.clock.now())
    owned = sum(a.aux.get("SYS1.LOCAL.PAGEP2", 0) for a in living.spaces.values())
    assert owned > 0
    out = lines(session, ".WAIT 10M")
    # time passes through one door (Machine.settle): the PAGEDEL completes within the wait,
    # before the console says where the wait ended
    assert out[-2:] == ["IEE202I PAGEDEL COMMAND - DATA SET NAME SYS1.LOCAL.PAGEP2 DELETED",
                        "ZCN022I TIME IS NOW 12.22.00"]
    assert session.machine.find_page_dataset("SYS1.LOCAL.PAGEP2") is None
    assert all("SYS1.LOCAL.PAGEP2" not in a.aux and "SYS1.LOCAL.PAGEP2" not in a.vio
               for a in living.spaces.values())
    for pds in session.machine.page_datasets:
        if pds.is_local:  # each holds at least what address spaces own there
            held = sum(a.aux.get(pds.dsname, 0) + a.vio.get(pds.dsname, 0) for a in living.spaces.values())
            assert pds.used >= held


def test_page_names_at_most_256_data_sets(tmp_path: Path) -> None:
    middle = (f"      SYS1.L{i}," for i in range(1, 299))
    member(tmp_path, "BG", "PAGE=(SYS1.L0,", *middle, "      SYS1.L299)")
    assert lines(make_session(parmlib=tmp_path), ".IPL BG") == [
        "ZCN010E IPL NOT DONE - IEASYSBG LINE 1: PAGE= NAMES 300 DATA SETS, MORE THAN THE 256 ALLOWED"]


# --- PAGEDEL REPLACE within PAGTOTL ---------------------------------------------
@pytest.mark.parametrize("spelling", [
    "PD REPLACE,PAGE=(SYS1.LAB3.LOCAL2,SYS1.LAB3.LOCAL5)",
    "PAGEDEL REPLACE,PAGE=(SYS1.LAB3.LOCAL2,SYS1.LAB3.LOCAL5)",
    "pd replace,page=(sys1.lab3.local2,sys1.lab3.local5)",
])
def test_a_replace_past_pagtotl_is_refused_and_changes_nothing(spelling: str) -> None:
    session = make_session(lab())
    session.submit("PA SYS1.LAB3.LOCAL4")  # six in use: PAGTOTL's 6 reached
    assert len(session.machine.page_datasets) == session.machine.pagtotl == 6
    before = snapshot(session.machine)
    outcome = session.submit(spelling)
    assert outcome.refused and not outcome.changed
    assert lines(session, spelling) == ["IEE204I PAGEDEL COMMAND REJECTED - PAGTOTL LIMIT REACHED"]
    assert snapshot(session.machine) == before
    assert len(session.machine.page_datasets) == 6


def test_a_replace_up_to_pagtotl_is_accepted() -> None:
    session = make_session(lab())  # five in use, PAGTOTL 6: room for one new data set
    outcome = session.submit("PD REPLACE,PAGE=(SYS1.LAB3.LOCAL2,SYS1.LAB3.LOCAL4)")
    assert outcome.changed and len(session.machine.page_datasets) == 6
