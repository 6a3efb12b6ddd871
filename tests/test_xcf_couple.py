"""D XCF,COUPLE (IXC357I) comes from the machine's [couple] table (IBM's defaults without
it); each couple data set's device is the one its volume is on."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.loading.write import machine_to_data

COUPLE = """
[couple]
interval = 85
opnotify = 88
maxmsg = 750
peak_groups = 40
peak_members = 90

[couple.primary]
dsname = "plex.cds.a"
volume = "ZS24R1"
formatted = "2025-03-20T23:54:41"
maxsystem = 4

[couple.alternate]
dsname = "PLEX.CDS.B"
volume = "NOVOL"
"""


@pytest.mark.parametrize("line", ["D XCF,COUPLE", "DISPLAY XCF,COUPLE", "D XCF,CPL", "DISPLAY XCF,CPL"])
def test_every_spelling_is_answered(line: str) -> None:
    outcome = make_session().submit(line)
    assert not outcome.refused and [m.msgid for m in outcome.messages] == ["IXC357I"]


@pytest.mark.parametrize("line", ["D XCF,CPLX", "D XCF,COUPLES", "D XCF,COUPLE,TYPE=CFRM"])
def test_what_is_not_modelled_is_refused_and_changes_nothing(line: str) -> None:
    session = make_session()
    before = machine_to_data(session.machine)
    assert session.submit(line).refused
    assert machine_to_data(session.machine) == before


def test_the_table_gives_the_figures_and_the_volume_the_device(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(COUPLE)
    session = make_session()
    session.machine.facts.config.couple = load_machine(path).facts.config.couple
    text = lines(session, "D XCF,COUPLE")
    assert text[3] == "           85         88        750         15         10        956"
    assert text[5:9] == [
        " PRIMARY   DSN: PLEX.CDS.A",
        "           VOLSER: ZS24R1     DEVN: 7800",
        "           FORMAT TOD            MAXSYSTEM  MAXGROUP(PEAK)  MAXMEMBER(PEAK)",
        "           03/20/2025 23:54:41           4  100 (40)        203 (90)"]
    assert text[10] == "           VOLSER: NOVOL      DEVN: ----"  # a volume no device holds


def test_a_machine_written_back_keeps_its_couple_table(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text(COUPLE + "\n")
    data = machine_to_data(load_machine(path))
    assert data["couple"] == {
        "interval": 85, "opnotify": 88, "maxmsg": 750, "cleanup": 15, "retry": 10, "classlen": 956,
        "peak_groups": 40, "peak_members": 90,
        "primary": {"dsname": "PLEX.CDS.A", "volume": "ZS24R1", "formatted": "2025-03-20T23:54:41",
                    "maxsystem": 4, "maxgroup": 100, "maxmember": 203},
        "alternate": {"dsname": "PLEX.CDS.B", "volume": "NOVOL", "formatted": "2026-11-01T05:30:00",
                      "maxsystem": 8, "maxgroup": 100, "maxmember": 203}}
    assert "couple" not in machine_to_data(make_session().machine)  # the default is not written


def test_opnotify_follows_the_interval_unless_stated(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text("[couple]\ninterval = 90\n")
    couple = load_machine(path).facts.config.couple
    assert couple is not None and (couple.interval, couple.opnotify) == (90, 93)


def test_no_alternate(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text("[couple]\nno_alternate = true\n")
    session = make_session()
    session.machine.facts.config.couple = load_machine(path).facts.config.couple
    text = lines(session, "D XCF,COUPLE")
    assert len(text) == 9 and not any("ALTERNATE" in t for t in text)


@pytest.mark.parametrize(("table", "reason"), [
    ("[couple]\ninterval = 2\n", "interval"),
    ("[couple]\nretry = 300\n", "retry"),
    ('[couple.primary]\ndsname = "A..B"\n', "dsname"),
    ('[couple.primary]\nvolume = "TOOLONGV"\n', "volume"),
    ("[couple.alternate]\nmaxsystem = 0\n", "maxsystem"),
    ("[couple]\nsize = 1\n", "not a known key"),
])
def test_a_bad_table_names_its_key(tmp_path: Path, table: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(table)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)
