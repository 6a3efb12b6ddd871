"""QUERY NSS: the saved systems of the machine file, in spool id order, class E only, kept by
--state; MAP's user count follows the guests logged on."""

from __future__ import annotations

from tests.zvm_helpers import screen, zvm_session
from zconsole.systems.zvm.model.loading.machine_file import machine_from_data
from zconsole.systems.zvm.model.loading.write import machine_to_data


def test_a_class_g_user_is_answered_as_for_an_option_it_does_not_have() -> None:
    assert screen(zvm_session(user="LINUX2"), "q nss")[1] == "HCPCQV003E Invalid option - NSS"


def test_saved_systems_survive_a_saved_state() -> None:
    machine = zvm_session().machine
    again = machine_from_data(machine_to_data(machine), "state")
    assert again.nss == machine.nss and list(again.nss) == list(machine.nss)
    assert again.nss["GCS"].ranges[2][2] == "SW" and again.nss["GCS"].vmgroup


def test_map_counts_the_users_logged_on_that_ipl_it() -> None:
    session = zvm_session()
    before = screen(session, "q nss cms map")[2]
    screen(session, "force linux2 immed")  # IPLs 0200, not CMS: CMS's users unchanged
    assert screen(session, "q nss cms map")[2] == before
    screen(session, "force tcpip immed")  # a CMS service machine
    assert screen(session, "q nss cms map")[2] == before.replace("00030", "00029")


def test_records_past_9999_in_thousands() -> None:
    from zconsole.systems.zvm.commands.nss import records_text

    assert [records_text(n) for n in (0, 1302, 9999, 10000, 33000, 999_999)] == [
        "0000", "1302", "9999", "010K", "033K", "999K"]
