"""What a trainee reads must be right: HELP msgid is named where HELP is, $HASP050's
advice says what $O does, zconsole-smf(7) agrees with D R,L, the shipped machines are
built-in names, --speed's message reads, and a wide RMF report says how to see it whole."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import make_session
from zconsole.cli import main
from zconsole.console import notes
from zconsole.systems.zos.messages import render_all

ROOT = Path(__file__).resolve().parent.parent


def test_the_banner_and_the_help_index_name_help_msgid() -> None:
    assert "HELP MSGID" in notes.ZCN000I_TEXT and len("ZCN000I " + notes.ZCN000I_TEXT) <= 80
    first = render_all(make_session().submit("HELP").messages)[0]
    assert "HELP MSGID" in first and len(first) <= 80


def test_hasp050s_advice_says_o_releases_held_output() -> None:
    said = "\n".join(render_all(make_session().submit("HELP $HASP050").messages))
    words = " ".join(said.split())
    assert "release held output ($O J)" in words
    assert "purge old output: $P, $O" not in words


def test_the_smf_page_and_d_r_l_agree_on_iee362as_type() -> None:
    from zconsole.systems.zos.commands.display_active import immediate

    page = " ".join((ROOT / "man" / "zconsole-smf.7").read_text().split())
    assert immediate("IEE362A")
    assert re.findall(r"IEE362A as an? (\w+) action", page) == ["immediate"]
    assert "listed as an immediate action (type I" in page


def test_a_shipped_machine_is_a_built_in_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--machine", "io-lab", "-c", "D M=CHP(61)", "--clock", "10.00.00"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "CHPID 61: TYPE=1B, DESC=FICON SWITCHED, ONLINE"
    assert main(["--machine", "nosuch", "-c", "D T"]) == 2
    err = capsys.readouterr().err
    assert "built-in z/OS machines: adcd, " in err and ", io-lab, " in err


def test_every_machine_the_drill_page_names_is_built_in() -> None:
    from zconsole.systems import registry

    page = (ROOT / "man" / "zconsole-drill.5").read_text()
    named = set(re.findall(r"machines/([a-z0-9-]+)\.toml", page)) | {"io-lab"}
    assert named <= set(registry.system_named("zos").builtin_machines())


@pytest.mark.slow
def test_a_wide_rmf_report_is_paged_and_a_narrow_terminal_told_how_to_see_it(tmp_path: Path) -> None:
    from tests.test_shell_pty import Terminal

    term = Terminal(tmp_path, "--machine", "io-lab", "--clock", "10.00.00", columns=80, rows=24,
                    env={"PAGER": "cat"})
    term.expect("IOLB>")  # the I/O lab's system name
    term.command("S SORTIO")
    term.command(".WAIT 5M")
    term.send(".RMF CHAN\r")
    term.expect("ZCN205I REPORT IS 119 COLUMNS WIDE, THE SCREEN 80: WIDEN THE WINDOW")
    term.expect("C H A N N E L   P A T H   A C T I V I T Y")  # through the pager
    term.expect("IOLB>")
    assert term.leave() == 0
