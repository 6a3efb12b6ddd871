"""The storage lab on the CP console: lab machines, the commands reading the lab, its time
the console's, the one AGELIST rule, and --state stopped and resumed mid-run."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.zvm_helpers import screen, zvm_session
from zconsole.cli import main
from zconsole.systems.zvm.model.loading.builtin import machine_for
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.write import machine_to_data


def test_lab_machines_carry_seed_003_table_1() -> None:
    for name, release in (("zvm-lab-63", "6.3"), ("zvm-lab-62", "6.2")):
        machine = machine_for(name)
        assert machine.lab is not None
        config = machine.lab.config
        assert (config.release, config.real_mb, config.cpus, config.paging_volumes) == (release, 7168, 3, 34)
        assert [(g.prefix, g.count, g.procedure.storage_mb) for g in config.guests] == [
            ("CM1", 2, 13.0),
            ("CM2", 12, 700.0),
        ]
        assert {"CM100001", "CM100002", "CM200012"} <= set(machine.guests)


def test_the_lab_moves_with_the_console_clock() -> None:
    session = zvm_session(machine="zvm-lab-63")
    before = screen(session, "IND LOAD")
    assert "PAGING-0/SEC" in before and "Q3-00014(00000) EXPAN-001 E3-00000(00000)" in before
    screen(session, ".WAIT 300")
    after = screen(session, "IND LOAD")
    paging = next(line for line in after if line.startswith("PAGING-"))
    assert int(paging[7:-4]) > 10_000  # the CM2 guests page heavily once storage is full
    user = screen(session, "IND USER CM200001")
    assert user[4] == "       INSTAN=179200"  # every page of 700 MB touched
    waiting = screen(session, "IND PAGING")
    assert waiting[1].startswith("CM200001, CM200002")
    assert "CM100001" not in " ".join(waiting)  # CM1 users fit in storage


def test_the_static_machine_is_unchanged() -> None:
    session = zvm_session()
    assert session.machine.lab is None
    assert "Q3-00000(00000) EXPAN-001 E3-00000(00000)" in screen(session, "IND LOAD")


def test_set_agelist_one_rule_for_console_and_lab() -> None:
    session = zvm_session(machine="zvm-lab-63")
    lab = session.machine.lab
    assert lab is not None
    assert screen(session, "SET AGELIST SIZE 9%")[1].startswith("HCPSET003E")
    assert lab.agelist_percent == 2.0  # refused: nothing changed, in the lab either
    screen(session, "SET AGELIST SIZE 5%")
    assert lab.agelist_percent == 5.0
    screen(session, "SET AGELIST SIZE 64M EARLYWRITES NO")
    assert lab.agelist_percent == pytest.approx(64 * 256 * 100 / lab.dpa)
    assert lab.early_writes is False
    too_big = f"SET AGELIST SIZE {lab.dpa // 256 // 10}M"  # 10 % of the DPA: refused too
    assert screen(session, too_big)[1].startswith("HCPSET003E")
    assert lab.agelist_percent == pytest.approx(64 * 256 * 100 / lab.dpa)


def test_set_reserved_and_srm_reach_the_lab() -> None:
    session = zvm_session(machine="zvm-lab-63")
    lab = session.machine.lab
    assert lab is not None
    screen(session, "SET RESERVED CM200003 40000")
    assert lab.view().guest("CM200003").reserved == 40000  # type: ignore[union-attr]
    screen(session, ".WAIT 300")
    assert "PAGES: RES=" in screen(session, "IND USER CM200003")[3]
    held = lab.view().guest("CM200003")
    other = lab.view().guest("CM200004")
    assert held is not None and other is not None
    assert held.resident >= 40000 > other.working_set  # SEED: 6.3 honours SET RESERVED
    screen(session, "SET SRM STORBUF 250% 200% 150%")
    assert lab.storbuf == (250, 200, 150)


FIRST = ["ind load", "set reserved cm200002 30000", ".wait 90"]
THEN = [".wait 95", "ind load", "ind user cm200002", "ind paging", "q frames", "q reserved"]


def run(argv: list[str], commands: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    day = ["--date", "2013-08-31"] if "--clock" in argv else []
    base = ["--system", "zvm", "--machine", "zvm-lab-63", *day, *argv]
    assert main([*base, *[a for c in commands for a in ("-c", c)]]) in (0, 1)
    return capsys.readouterr().out


def test_stop_and_resume_mid_run_gives_one_runs_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one_state, two_state = tmp_path / "one.json", tmp_path / "two.json"
    one = run(["--clock", "09:00:00", "--state", str(one_state)], FIRST + THEN, capsys)
    two = run(["--clock", "09:00:00", "--state", str(two_state)], FIRST, capsys)
    two += run(["--state", str(two_state)], THEN, capsys)
    assert two == one
    assert one_state.read_bytes() == two_state.read_bytes()
    assert one.count("PAGING-0/SEC") == 1  # at the start; paging once storage is full


def test_lab_machine_data_round_trips() -> None:
    machine = machine_for("zvm-lab-62")
    assert machine.lab is not None
    machine.lab.advance(60)
    data = machine_to_data(machine)
    assert machine_to_data(machine_from_data(data, "saved")) == data


@pytest.mark.parametrize(
    ("lab", "key", "reason"),
    [
        (
            '[lab]\npaging_volumes = 2\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="x"\nstorage="1M"\n',
            "lab.guests[0].procedure",
            "must be one of virstor, apache, not 'x'",
        ),
        (
            '[lab]\npaging_volumes = 2\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="virstor"\n'
            'storage="1M"\n',
            "lab.guests[0].changed",
            "is required",
        ),
        ('[lab]\npaging_volumes = 2\n', "lab.guests", "at least one group"),
        ('[lab]\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="apache"\nstorage="1M"\n',
         "lab.paging_volumes", "is required"),
        ('[lab]\npaging_volumes = 2\nspeed = 3\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="apache"\n'
         'storage="1M"\n', "lab.speed", "is not a key of this table"),
        ('[lab]\npaging_volumes = 2\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="virstor"\nstorage="1M"\n'
         "changed = 1.5\n", "lab.guests[0].procedure", "changed must be a share between 0 and 1"),
        ('[lab]\npaging_volumes = 2\n[[lab.guests]]\nprefix="A"\ncount=1\nprocedure="apache"\nstorage="1M"\n'
         "offered = -1\n", "lab.guests[0].procedure", "'offered' must be >= 0"),
    ],
)
def test_a_bad_lab_names_file_key_and_reason(tmp_path: Path, lab: str, key: str, reason: str) -> None:
    from zconsole.systems.zvm.model.loading.machine_file import load_machine
    from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

    path = tmp_path / "lab.toml"
    path.write_text('[system]\nrelease = "6.3"\n' + lab)
    with pytest.raises(ZvmMachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == key and reason in caught.value.reason
    assert str(caught.value).startswith(f"{path}: [{key}] ")


def test_an_apache_groups_clients_offer_a_rate(tmp_path: Path) -> None:
    """``offered``: the servers answer what their clients send, however much they could do."""
    from zconsole.systems.zvm.model.loading.machine_file import load_machine
    from zconsole.systems.zvm.storage.measure import figures

    path = tmp_path / "lab.toml"
    path.write_text(
        '[system]\nrelease = "6.3"\nprocessors = 2\n[storage]\nreal = "2G"\n[lab]\npaging_volumes = 2\n'
        '[[lab.guests]]\nprefix="APA"\ncount=4\nprocedure="apache"\nstorage="100M"\noffered = 3.5\n'
    )
    machine = load_machine(path)
    assert machine.lab is not None
    assert machine.lab.config.guests[0].procedure.offered == 3.5
    machine.lab.advance(120)
    assert figures(machine.lab.intervals[1:]).etr == pytest.approx(4 * 3.5)
    assert machine_to_data(machine)["lab"]["guests"][0]["offered"] == 3.5  # a --state file keeps it


def test_a_lab_needs_release_6_2_or_6_3(tmp_path: Path) -> None:
    from zconsole.systems.zvm.model.loading.machine_file import load_machine
    from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError

    path = tmp_path / "lab.toml"
    path.write_text('[system]\nrelease = "7.3"\n[lab]\npaging_volumes = 1\n')
    with pytest.raises(ZvmMachineFileError, match=r"\[lab\] the storage lab models z/VM 6.2 and 6.3, not 7"):
        load_machine(path)


def test_perfkit_reports_in_the_seeds_columns() -> None:
    session = zvm_session(machine="zvm-lab-63")
    screen(session, ".WAIT 180")
    pagelog = screen(session, ".PERFKIT PAGELOG CM100001")
    assert pagelog[1] == "FCX291  Page Activity Log for User CM100001"
    assert pagelog[5] == "End Time  Inst Relse Inval Reval Ready NoRdy Reads Write"
    assert pagelog[6].startswith(">>Mean>>") and len(pagelog) == 7 + 6 + 1  # six intervals
    steallog = screen(session, ".perfkit steallog")
    assert steallog[5] == "End Time Actv Stoln OnDmd Inval Reval Reval"
    later = steallog[8:-1]
    assert all(row.split()[3] == ".0" for row in later)  # no writes on demand after start-up
    assert screen(session, ".PERFKIT PAGELOG LINUX1")[1] == "LINUX1 is not a guest of the storage lab"
    assert screen(zvm_session(), ".PERFKIT STEALLOG")[1].startswith("No storage lab on ZVMWSXX")


def test_number_forms_of_the_toolkit() -> None:
    from zconsole.systems.zvm.storage.perfkit import number

    assert [number(v) for v in (0, 48.2, 0.5, 60484, 7573 * 1024, 144 * 1024**2)] == [
        "0", "48.2", ".5", "60484", "7573K", "144M",
    ]
    assert number(0, zero=".0") == ".0"


def test_zconsole_report_fcx291_and_fcx296(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    commands = tmp_path / "run.cmd"
    commands.write_text(".wait 90\n")
    base = ["report", "--system", "zvm", "--machine", "zvm-lab-63", "--clock", "09:00:00"]
    assert main([*base, "--date", "2013-08-31", "--report", "FCX291", str(commands)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "FCX291  Page Activity Log for User CM100001" and len(out) == 6 + 3
    assert main([*base, "--date", "2013-08-31", str(commands)]) == 0  # FCX296 by default
    assert capsys.readouterr().out.startswith("FCX296  Steal Log\n")
    assert main(["report", "--system", "zvm", "--report", "PAGESP", str(commands)]) == 2
    assert "z/VM's reports are FCX291, FCX296" in capsys.readouterr().err
    assert main(["report", "--system", "zvm", str(commands)]) == 2  # no lab on the workshop
    assert "No storage lab on ZVMWSXX" in capsys.readouterr().err


def test_attaching_a_paging_volume_spreads_the_lab_over_one_more() -> None:
    session = zvm_session(machine="zvm-lab-63")
    lab = session.machine.lab
    assert lab is not None and lab.config.paging_volumes == 34
    screen(session, "DEFINE CPOWNED SLOT 200 M01P02")
    screen(session, "ATTACH 0300 SYSTEM M01P02")
    assert lab.config.paging_volumes == 35
    screen(session, ".WAIT 60")
    rows = [line for line in screen(session, "Q ALLOC PAGE") if line.startswith("M01P02")]
    assert len(rows) == 1 and rows[0].split()[5] != "0"  # slots in use on the new volume


def test_a_long_wait_costs_bounded_work() -> None:
    from zconsole.systems.zvm.model.lab_time import MAX_CATCH_UP_SECONDS

    session = zvm_session(machine="zvm-lab-63")
    lab = session.machine.lab
    assert lab is not None
    screen(session, ".WAIT 7200")  # two hours: the lab catches up one, then runs behind
    assert lab.now == MAX_CATCH_UP_SECONDS
    screen(session, "IND LOAD")
    assert lab.now == 2 * MAX_CATCH_UP_SECONDS


def _leaves(node: object, path: tuple[object, ...]) -> list[tuple[object, ...]]:
    """Every key of a saved lab (a list's first item standing for all)."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _leaves(value, (*path, key))
    elif isinstance(node, list) and node:
        found += _leaves(node[0], (*path, 0))
    return found


def test_a_damaged_saved_lab_is_refused_with_its_key_or_runs(tmp_path: Path) -> None:
    """Each key of lab_state given junk: refused naming it, or a lab that answers as any."""
    import copy
    import json

    from tests.zvm_helpers import ZVM
    from zconsole.console.state_errors import StateFileError
    from zconsole.systems.zvm.state import state_data, state_from_text

    session = zvm_session(machine="zvm-lab-63")
    screen(session, ".WAIT 65")
    screen(session, "SET RESERVED CM200002 1000")
    data = json.loads(json.dumps(state_data(session.machine, session.context.clock, session.context.ids)))
    path = tmp_path / "lab.json"
    refused = 0
    for keys in _leaves(data["machine"]["lab_state"], ()):
        for junk in ("x",):  # a wrong type; the fuzz of every junk kind is costlier than it finds
            damaged = copy.deepcopy(data)
            node = damaged["machine"]["lab_state"]
            for key in keys[:-1]:
                node = node[key]
            if keys:
                node[keys[-1]] = junk
            else:
                damaged["machine"]["lab_state"] = junk
            try:
                machine, clock, _ids = state_from_text(path, json.dumps(damaged))
            except StateFileError as exc:
                assert str(exc).startswith(f"{path}: [lab_state] ") or "lab_state" in str(exc)
                refused += 1
                continue
            from zconsole.console.session import Session

            resumed = Session(machine, clock, system=ZVM)
            for line in ("IND LOAD", ".WAIT 31", ".PERFKIT STEALLOG"):
                assert not any("ZCN999E" in row for row in screen(resumed, line))
    assert refused > 50
