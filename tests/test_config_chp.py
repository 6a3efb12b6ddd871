"""CF CHP as z/OS answers it: every spelling, the last-path dialogue
(IEE100E, IEE131D, IEE507D) and its ends, a CHPID configured online over a failed link
(IEE754I), and intermittent interface timeouts (IOS051I)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines, make_session
from tests.test_io_living import chan_report, lab
from zconsole.console.session import Session
from zconsole.systems.zos.model.io.channels import DeviceStatus
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.testing import snapshot

DONE = "IEE712I CONFIG   PROCESSING COMPLETE"
ASK_CONTINUE = "IEE131D REPLY CANCEL OR CONTINUE"
ASK_TERMINATE = "IEE507D SHOULD ACTIVE DEVICES HAVE I/O TERMINATED? REPLY NO OR YES"


def rid(line: str) -> str:
    """The reply id of a WTOR line (*nn IEE131D ...)."""
    assert line.startswith("*") and line[3] == " ", line
    return line[1:3]


# --- every spelling IBM documents: CONFIG|CF CHP(list|range),ONLINE|ON|OFFLINE|OFF[,UNCOND|,FORCE]
@pytest.mark.parametrize("verb", ["CF", "CONFIG"])
@pytest.mark.parametrize("chps", ["42", "42,9E", "9E-9E", "(42)"])
@pytest.mark.parametrize("state", ["OFFLINE", "OFF"])
@pytest.mark.parametrize("option", ["", ",UNCOND", ",FORCE"])
def test_every_offline_spelling_with_other_paths_left(verb: str, chps: str, state: str, option: str) -> None:
    session = make_session()
    out = lines(session, f"{verb} CHP({chps.strip('()')}),{state}{option}")
    chpids = ["42", "9E"] if "," in chps else ["9E"] if "9E" in chps else ["42"]
    assert out == [*(f"IEE503I CHP({c}),OFFLINE" for c in chpids), DONE]
    back = lines(session, f"{verb} CHP({chps.strip('()')}),{'ONLINE' if state == 'OFFLINE' else 'ON'}")
    assert back == [*(f"IEE502I CHP({c}),ONLINE" for c in chpids), DONE]


@pytest.mark.parametrize("command", ["CF CHP(20),OFFLINE,FORCE", "CONFIG CHP(20),OFF,FORCE",
                                     "CF CHP(20-20),OFF,FORCE", "CONFIG CHP(20,42),OFFLINE,FORCE"])
def test_every_force_spelling_asks_the_same_dialogue(command: str) -> None:
    session = make_session()
    before = snapshot(session.machine)["io"]
    out = lines(session, command)
    chps = "20,42" if "42" in command else "20"
    assert out == [f"*IEE100E CHP({chps}) IS THE LAST PATH TO THE FOLLOWING DEVICES", " 00580-0058F",
                   f"*00 {ASK_CONTINUE}"]
    pending = {"chpids": [0x20, 0x42][: chps.count(",") + 1], "phase": "IEE131D"}
    assert snapshot(session.machine)["io"] == {**before, "reconfig": pending}  # nothing else changed


@pytest.mark.parametrize("command", [
    "CF CHPID(20),OFFLINE", "CF CHP(20),OFFLINE,FORCED", "CF CHP(20),OFFLINE,FORCE,UNCOND",
    "CF CHP(),OFF", "CF CHP(20),OFFLINE,", "CF CHP(2G),OFF", "CF CHP(20),OFFLINE,NOPROMPT", "CF CHP(20",
    "CONFIG CHP(20),ONLIN", "CF CHP(ALL,1),OFFLINE,UNCOND",
])
def test_malformed_cf_chp_gets_the_consoles_error_and_changes_nothing(command: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    out = lines(session, command)
    assert out and out[0][:3] == "IEE" and out[0][3:7] in ("305I", "306I", "307I", "309I", "310I", "311I",
                                                           "312I", "535I"), out
    assert snapshot(session.machine) == before


# --- the dialogue -------------------------------------------------------------------
def test_cancel_changes_nothing_and_ends_the_dialogue() -> None:
    session = make_session()
    before = snapshot(session.machine)["io"]
    asked = lines(session, "CF CHP(20),OFFLINE,FORCE")
    assert lines(session, f"REPLY {rid(asked[-1])},CANCEL") == [
        "IEE600I REPLY TO 00 IS;CANCEL", "IEE524I CHP(20) NOT RECONFIGURED - REQUEST CANCELED", DONE]
    assert snapshot(session.machine)["io"] == before
    assert lines(session, "D R,L")[-1] == "NO MESSAGES OUTSTANDING"
    assert lines(session, "CF CHP(42),OFFLINE")[0] == "IEE503I CHP(42),OFFLINE"  # no longer in progress


def test_no_changes_nothing_either() -> None:
    session = make_session()
    before = snapshot(session.machine)["io"]
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    assert lines(session, "R 00,CONTINUE") == ["IEE600I REPLY TO 00 IS;CONTINUE", f"*01 {ASK_TERMINATE}"]
    assert lines(session, "R 01,NO")[1:] == ["IEE524I CHP(20) NOT RECONFIGURED - REQUEST CANCELED", DONE]
    assert snapshot(session.machine)["io"] == before


def test_invalid_replies_get_the_question_again() -> None:
    session = make_session()
    lines(session, "CF CHP(20),OFF,FORCE")
    assert lines(session, "R 00,YES") == ["IEE600I REPLY TO 00 IS;YES", f"*01 {ASK_CONTINUE}"]  # not its word
    assert lines(session, "R 01") == ["IEE600I REPLY TO 01 IS;", f"*02 {ASK_CONTINUE}"]
    assert lines(session, "R 02,'continue'")[-1] == f"*03 {ASK_TERMINATE}"  # case does not matter
    assert lines(session, "R 03,CONTINUE")[-1] == f"*04 {ASK_TERMINATE}"
    assert lines(session, "R 03,YES") == ["IEE704I REPLY ID 03 IS NOT OUTSTANDING"]  # 03 is answered
    assert session.machine.io.devices[(0, 0x580)].status is DeviceStatus.ONLINE
    assert lines(session, "04,YES")[-2:] == ["IEE503I CHP(20),OFFLINE", DONE]  # the short form
    assert session.machine.io.devices[(0, 0x580)].status is DeviceStatus.BOXED


def test_d_r_l_shows_the_question_and_iee100e_until_the_end() -> None:
    session = make_session()
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    shown = "\n".join(lines(session, "D R,L"))
    assert "RM=1    IM=0     CEM=0     EM=1" in shown
    assert "*IEE100E CHP(20) IS THE LAST PATH TO" in shown and f"*00 {ASK_CONTINUE}" in shown
    lines(session, "R 00,CONTINUE")
    shown = "\n".join(lines(session, "D R,L"))
    assert "*01 IEE507D SHOULD ACTIVE DEVICES HAVE" in shown and "*00" not in shown
    lines(session, "R 01,YES")
    assert lines(session, "D R,L")[-1] == "NO MESSAGES OUTSTANDING"


def test_another_cf_chp_waits_for_the_dialogue_but_vary_does_not() -> None:
    session = make_session()
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    before = snapshot(session.machine)["io"]
    assert lines(session, "CF CHP(42),OFFLINE") == [
        "IEE524I CHP(42) NOT RECONFIGURED - RECONFIGURATION IN PROGRESS", DONE]
    assert snapshot(session.machine)["io"] == before
    assert lines(session, "V PATH(7800,42),OFFLINE") == ["IEE303I PATH(7800,42) OFFLINE"]


def test_an_ipl_ends_the_dialogue() -> None:
    session = make_session()
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    lines(session, ".IPL 00")
    assert lines(session, "CF CHP(42),OFFLINE")[0] == "IEE503I CHP(42),OFFLINE"
    assert session.machine.io.reconfig is None


def test_yes_looks_again_at_which_devices_have_no_other_path() -> None:
    """A device varied offline while the question waits is no longer one the CHPID is the
    last path to: YES leaves it offline, not boxed; the others are boxed."""
    session = make_session()
    io = session.machine.io
    lines(session, "CF CHP(95),OFFLINE")
    asked = lines(session, "CF CHP(A3),OFFLINE,FORCE")
    assert asked[:2] == ["*IEE100E CHP(A3) IS THE LAST PATH TO THE FOLLOWING DEVICES",
                         " 002C0-002FF 00980-009BF"]
    assert lines(session, "V 0980,OFFLINE") == ["IEF281I 0980 NOW OFFLINE"]
    lines(session, f"R {rid(asked[-1])},CONTINUE")
    assert lines(session, "R 01,YES")[-2:] == ["IEE503I CHP(A3),OFFLINE", DONE]
    assert io.devices[(0, 0x980)].status is DeviceStatus.OFFLINE
    assert io.devices[(0, 0x981)].status is DeviceStatus.BOXED
    assert io.devices[(0, 0x2E6)].status is DeviceStatus.BOXED  # FORCE spares no page volume


# --- the dialogue on a machine with I/O running --------------------------------------
def test_pending_force_moves_no_load_and_yes_boxes_the_tape_in_use() -> None:
    session = lab("S TAPEJOB", ".WAIT 1M", ".RMF CHAN")
    asked = lines(session, "CF CHP(20),OFFLINE,FORCE")
    assert asked[:2] == ["*IEE100E CHP(20) IS THE LAST PATH TO THE FOLLOWING DEVICES", " 0580-058F"]
    lines(session, ".WAIT 1M")
    assert chan_report(session)["20"][12] == "200.0"  # FICON RATE: I/O still flows while it asks
    lines(session, f"R {rid(asked[-1])},CONTINUE")
    done = lines(session, "R 01,YES")
    assert done[1:] == ["*IOS002A 0581,NO PATHS AVAILABLE",
                        "IOS102I DEVICE 0581 BOXED, PERMANENT ERROR, NO PATHS",
                        "IOS451I 0581, BOXED, NO ONLINE OPERATIONAL PATHS", "IEF524I 0581 PENDING OFFLINE",
                        "IEE503I CHP(20),OFFLINE", DONE]
    lines(session, ".WAIT 1M")
    assert "20" not in chan_report(session)  # offline all the interval: no row


def test_uncond_is_refused_for_a_device_doing_io() -> None:
    session = lab("S TAPEJOB", ".WAIT 1M")
    before = snapshot(session.machine)["io"]
    assert lines(session, "CF CHP(20),OFFLINE,UNCOND") == [
        "IEE524I CHP(20) NOT RECONFIGURED - LAST PATH TO DEVICE 0581", DONE]
    assert snapshot(session.machine)["io"] == before
    lines(session, "P TAPEJOB")
    assert lines(session, "CF CHP(20),OFFLINE,UNCOND") == ["IEE503I CHP(20),OFFLINE", DONE]
    assert session.machine.io.devices[(0, 0x581)].status is DeviceStatus.OFFLINE


@pytest.mark.parametrize("cut", [1, 2, 3])
def test_state_stop_and_resume_in_the_dialogue_gives_the_same_bytes(tmp_path: Path, cut: int) -> None:
    """A --state save after the question, after CONTINUE, or after a wrong reply: the rest
    of the dialogue writes what one run writes."""
    steps = ("S TAPEJOB", ".WAIT 1M", "CF CHP(20),OFFLINE,FORCE", "R 00,CONTINUE", "R 01,MAYBE", "D R,L",
             ".WAIT 30S", "R 02,YES", "D M=DEV(0581)", ".WAIT 30S", ".RMF CHAN", "D R,L")
    cut += 2  # after the FORCE, after CONTINUE, after MAYBE
    whole = lab(*steps[:cut])
    expected = [lines(whole, c) for c in steps[cut:]]
    half = lab(*steps[:cut])
    path = tmp_path / "s.json"
    save_state(path, half.machine, half.context.clock, half.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids, None)
    assert [lines(resumed, c) for c in steps[cut:]] == expected
    assert any("IOS002A 0581" in line for out in expected for line in out)


def test_a_state_file_names_a_wrong_pending_config(tmp_path: Path) -> None:
    import json

    from zconsole.console.state_errors import StateFileError

    session = make_session()
    lines(session, "CF CHP(20),OFFLINE,FORCE")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    data = json.loads(path.read_text())
    assert data["chp_config"] == {"chpids": ["20"], "phase": "IEE131D"}
    for bad, reason in (({"chpids": ["77"], "phase": "IEE131D"}, "CHPID 77 is not defined"),
                        ({"chpids": ["20"], "phase": "IEE999D"}, "[chp_config.phase] 'IEE999D'")):
        path.write_text(json.dumps({**data, "chp_config": bad}))
        with pytest.raises(StateFileError, match="chp_config") as caught:
            load_state(path)
        assert reason in str(caught.value)


# --- CF CHP(xx),ONLINE over a failed link (item 2) ------------------------------------
def test_online_over_a_failed_link_leaves_the_paths_offline_and_carries_no_load() -> None:
    session = lab("S DB2PROD", ".WAIT 1M", ".RMF CHAN", ".FAIL LINK(61)", "CF CHP(61),OFFLINE")
    assert lines(session, "CF CHP(61),ONLINE") == [
        "IEE502I CHP(61),ONLINE", "IEE754I NOT ALL PATHS BROUGHT ONLINE WITH CHPID 61",
        " PATHS NOT BROUGHT ONLINE:", " 7900-793F", DONE]
    dev = lines(session, "D M=DEV(7900)")
    assert "PATH ONLINE           Y    N    Y    Y" in dev and "PATH OPERATIONAL      Y    N    Y    Y" in dev
    lines(session, ".WAIT 1M")
    assert chan_report(session)["61"][15] == "0.0"
    lines(session, ".REPAIR LINK(61)")  # the repair alone gives nothing back
    lines(session, ".WAIT 1M")
    assert chan_report(session)["61"][15] == "0.0"
    assert lines(session, "CF CHP(61),OFFLINE")[0] == "IEE503I CHP(61),OFFLINE"
    assert lines(session, "CF CHP(61),ONLINE") == ["IEE502I CHP(61),ONLINE", DONE]
    lines(session, ".WAIT 1M")
    assert chan_report(session)["61"][15] == "65000"


def test_online_over_a_failed_idle_link_lists_every_device_on_it() -> None:
    session = lab(".FAIL LINK(20)", "CF CHP(20),OFFLINE,UNCOND")
    assert lines(session, "CF CHP(20),ONLINE")[1:4] == [
        "IEE754I NOT ALL PATHS BROUGHT ONLINE WITH CHPID 20", " PATHS NOT BROUGHT ONLINE:", " 0580-058F"]
    assert lines(session, "V 0580,ONLINE") == ["IEE025I UNIT 0580 HAS NO LOGICAL PATHS"]


# --- IOS051I: intermittent interface timeouts (item 3) --------------------------------
def test_timeouts_write_ios051i_for_busy_devices() -> None:
    session = lab("S DB2PROD", ".WAIT 1M")
    assert lines(session, ".TIMEOUT LINK(94),RATE=2") == ["ZCN041I LINK OF CHP(94) TIMEOUTS 2 A MINUTE"]
    out = lines(session, ".WAIT 1M")
    assert out[:2] == ["IOS051I INTERFACE TIMEOUT DETECTED ON 7900,94,0B,**02",
                       "IOS051I INTERFACE TIMEOUT DETECTED ON 7901,94,0B,**02"]
    lines(session, ".IFCC LINK(94),RATE=1")  # the same errors, now interface control checks
    assert lines(session, ".WAIT 1M")[0].startswith("IOS050I CHANNEL DETECTED ERROR ON ")
    lines(session, ".TIMEOUT LINK(94),RATE=1")
    lines(session, ".REPAIR LINK(94)")
    assert lines(session, ".WAIT 2M") == ["ZCN022I TIME IS NOW 10.05.00"]
    assert not session.machine.io.chpids[0x94].ifcc_timeout


def test_planned_timeouts_reach_path_recovery(tmp_path: Path) -> None:
    text = (MACHINES / "io-lab.toml").read_text()
    text = text.replace("path_threshold = 10", "path_threshold = 2", 1)  # PATH_SCOPE=CU, 2 minutes
    text += '\n[[io_event]]\nat = "10.01.00"\nchpid = "94"\nkind = "TIMEOUT"\nrate = 2\n'
    path = tmp_path / "m.toml"
    path.write_text(text)
    import datetime as dt

    from tests.test_io_living import session_on

    session = session_on(path, dt.time(10, 0, 0))
    lines(session, "S DB2PROD")
    out = lines(session, ".WAIT 4M")
    assert [x[:8] for x in out if x.startswith("IOS")] == ["IOS051I "] * 4 + ["IOS210I "]
    assert load_machine(path).io.planned[-1].kind == "TIMEOUT"


def test_running_timeouts_survive_a_state_save(tmp_path: Path) -> None:
    session = lab("S DB2PROD", ".TIMEOUT LINK(94),RATE=2", ".WAIT 30S")
    path = tmp_path / "s.json"
    save_state(path, session.machine, session.context.clock, session.context.ids)
    machine, clock, ids = load_state(path)
    resumed = Session(machine, clock, ids, None)
    assert lines(resumed, ".WAIT 1M") == lines(session, ".WAIT 1M")
    assert machine.io.chpids[0x94].ifcc_timeout
