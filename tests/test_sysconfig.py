"""Issue 25's system displays, D DUMP and SMF: spellings, refusals, release layouts,
machine-file mistakes, SMF over a saved state, and the one-shot path kept lean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.syntax import CommandSyntaxError, parse
from zconsole.systems.zos.testing import snapshot

# Every spelling an operator uses -> the command value's class (long and short forms).
SPELLINGS = {
    "D SYMBOLS": "DisplaySymbols", "DISPLAY SYMBOLS": "DisplaySymbols",
    "D PARMLIB": "DisplayParmlib", "DISPLAY PARMLIB": "DisplayParmlib",
    "D PROG,LNKLST": "DisplayProg", "DISPLAY PROG,LNKLST": "DisplayProg",
    "D PROG,APF": "DisplayProg", "DISPLAY PROG,APF": "DisplayProg",
    "D WLM": "DisplayWlm", "DISPLAY WLM": "DisplayWlm", "D XCF": "DisplayXcf", "DISPLAY XCF": "DisplayXcf",
    "D GRS": "DisplayGrs", "DISPLAY GRS": "DisplayGrs",
    "D OMVS": "DisplayOmvs", "DISPLAY OMVS": "DisplayOmvs",
    "D DUMP": "DisplayDumpds", "DISPLAY DUMP": "DisplayDumpds", "D D": "DisplayDumpds",
    "DISPLAY D": "DisplayDumpds", "D DUMP,STATUS": "DisplayDumpds", "D DUMP,ST": "DisplayDumpds",
    "D D,S": "DisplayDumpds", "DISPLAY DUMP,TITLE": "DisplayDumpds", "D D,T": "DisplayDumpds",
    "D SMF": "DisplaySmf", "DISPLAY SMF": "DisplaySmf", "D SMF,S": "DisplaySmf",
    "SET SMF=00": "SetSmf", "T SMF=00": "SetSmf", "SWITCH SMF": "SwitchSmf", "I SMF": "SwitchSmf",
}


@pytest.mark.parametrize("line", sorted(SPELLINGS))
def test_every_spelling_parses(line: str) -> None:
    assert type(parse(line).command).__name__ == SPELLINGS[line]


def test_dump_title_forms() -> None:
    assert parse("DISPLAY DUMP,TITLE").command.titles is True  # type: ignore[attr-defined]
    assert parse("D DUMP").command.titles is False  # type: ignore[attr-defined]


# Malformed lines -> the console's own message (id, verb field).
REFUSALS = [
    ("D PROG", "IEE310I", "D"), ("D PROG,", "IEE310I", "D"), ("D PROG,LNK", "IEE535I", "DISPLAY"),
    ("D PROG,APF,ALL", "IEE307I", "D"), ("D SYMBOLS,X", "IEE535I", "DISPLAY"),
    ("D OMVS,SERVER", "IEE535I", "DISPLAY"), ("D GRS,CONT", "IEE535I", "DISPLAY"),
    ("D XCF,STR", "IEE535I", "DISPLAY"), ("D WLM,SYSTEMS", "IEE535I", "DISPLAY"),
    ("D PARMLIB,ERRORS", "IEE535I", "DISPLAY"), ("D SMF,O", "IEE535I", "DISPLAY"),
    # an unknown first D operand is IEE305I (REAL: D TN, everyday-commands §2.2)
    ("D DUMP,X", "IEE535I", "DISPLAY"), ("D SYMBOLSX", "IEE305I", "D"), ("D SMF(", "IEE307I", "D"),
    ("SET SMF", "IEE310I", "SET"), ("SET SMF=", "IEE311I", "SET"), ("T SMF=001", "IEE309I", "T"),
    ("SET FOO=00", "IEE309I", "SET"), ("T", "IEE310I", "T"), ("I", "IEE310I", "I"),
    ("I SMF,X", "IEE307I", "I"), ("SWITCH SMFX", "IEE309I", "SWITCH"),
]


@pytest.mark.parametrize(("line", "msgid", "verb"), REFUSALS)
def test_malformed_lines_get_the_console_error(line: str, msgid: str, verb: str) -> None:
    with pytest.raises(CommandSyntaxError) as caught:
        parse(line)
    assert (caught.value.msgid, caught.value.verb) == (msgid, verb)


Z25 = """
[system]
name = "S0W1"
release = "z/OS 02.05.00"
[symbols]
SYSCLONE = "W1"
"""


def test_symbols_in_the_zos2_layout(tmp_path: Path) -> None:
    """REAL (z/OS 2.5, everyday-commands 2.13): two blanks in, `=` in column 14."""
    path = tmp_path / "z25.toml"
    path.write_text(Z25)
    out = lines(make_session(load_machine(path)), "D SYMBOLS")
    assert out[0] == "IEA007I STATIC SYSTEM SYMBOL VALUES 001"
    assert '  &SYSCLONE.  = "W1"' in out
    assert '  &SYSOSLVL.  = "Z1020500"' in out


@pytest.mark.parametrize(("table", "key"), [
    ('[symbols]\nSYSNAME = "X"', "symbols.SYSNAME"),
    ('[symbols]\nsysp1 = "X"', "symbols.sysp1"),
    ('[symbols]\nSYSCLONE = "ABC"', "symbols.SYSCLONE"),
    ('[grs]\nmode = "CIRCLE"', "grs.mode"),
    ('[omvs]\nparmlib = ["D"]', "omvs.parmlib"),
    ('[[parmlib]]\ndsname = "USER..PARMLIB"', "parmlib[0].dsname"),
    ('[lnklst]\n[[lnklst.dataset]]\ndsname = "A.B"\nvolume = "TOOLONGVOL"', "lnklst.dataset[0].volume"),
    ('[apf]\nformat = "SOMETIMES"', "apf.format"),
    ('[wlm]\npolicy = "' + "P" * 40 + '"', "wlm.policy"),
    ('[dumpds]\nname = "SYS1.DUMP"', "dumpds.name"),
    ('[smf]\nmember = "01"\nmembers = ["00"]', "smf.member"),
    ('[smf]\n[[smf.dataset]]\nname = "SYS1.MAN1"\nblocks = 0', "smf.dataset[0].blocks"),
    ('[smf]\nrecording = true', "smf.dataset"),
    ('[sysplex]\nname = "TOO-LONG-NAME"', "sysplex.name"),
])
def test_machine_file_mistakes_are_named(tmp_path: Path, table: str, key: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(f'[system]\nname = "T1"\n{table}\n')
    with pytest.raises(MachineFileError) as caught:
        load_machine(path)
    assert caught.value.key == key


@pytest.mark.parametrize(("release", "name", "accepted"), [
    ("z/OS 01.11.00", "SYSP1", True), ("z/OS 01.11.00", "LONGERNAME", False),
    ("z/OS 02.05.00", "A" * 16, True), ("z/OS 02.05.00", "A" * 17, False),
])
def test_symbol_names_are_as_long_as_the_release_allows(tmp_path: Path, release: str, name: str,
                                                        accepted: bool) -> None:
    """DOC: IEASYMxx names of 1-8 characters, 1-16 on z/OS 2.x (issue 36's BES2 screen)."""
    path = tmp_path / "symbols.toml"
    path.write_text(f'[system]\nname = "T1"\nrelease = "{release}"\n[symbols]\n{name} = "X"\n')
    if accepted:
        assert (name, "X") in load_machine(path).facts.config.symbols
    else:
        with pytest.raises(MachineFileError) as caught:
            load_machine(path)
        assert caught.value.key == f"symbols.{name}"


def test_refused_set_smf_changes_nothing() -> None:
    session = make_session()
    lines(session, "D SMF")
    before = snapshot(session.machine)
    assert lines(session, "SET SMF=07") == ["IEE538I SMFPRM07 MEMBER NOT FOUND IN SYS1.PARMLIB"]
    assert snapshot(session.machine) == before


def zconsole(*args: str, cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120, check=False)
    return done.stdout.splitlines()


def test_smf_fills_the_same_across_a_saved_state(tmp_path: Path) -> None:
    """The fill, the switch and IEE362A come at the same moment whether the console ran
    through or stopped and resumed from --state on the way."""
    through = zconsole("--clock", "10.00.00", "-c", "S CICS1", "-c", ".WAIT 20H", "-c", ".WAIT 20H",
                       "-c", "D SMF", "-c", "D R,L", cwd=tmp_path)
    zconsole("--state", "s.json", "--clock", "10.00.00", "-c", "S CICS1", "-c", ".WAIT 20H", cwd=tmp_path)
    resumed = zconsole("--state", "s.json", "-c", ".WAIT 20H", "-c", "D SMF", "-c", "D R,L", cwd=tmp_path)
    assert "*IEE362A SMF ENTER DUMP FOR SYS1.MAN1 ON ZS24R1" in through
    assert resumed[-12:] == through[-12:]
    assert [x for x in through if x.startswith("IEE360I")] == [x for x in resumed if x.startswith("IEE360I")]


def test_the_one_shot_path_loads_none_of_issue_25() -> None:
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "zconsole", "-c", "D ASM"],
                          capture_output=True, text=True, check=True)
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    for module in ("zconsole.systems.zos.model.smf", "zconsole.systems.zos.model.system.config",
                   "zconsole.systems.zos.model.loading.config_tables",
                   "zconsole.systems.zos.commands.display_sysconfig",
                   "zconsole.systems.zos.commands.smf", "zconsole.systems.zos.messages.sysconfig",
                   "zconsole.systems.zos.messages.smf",
                   "zconsole.systems.zos.syntax.ast_sysconfig"):
        assert module not in loaded, f"`zconsole -c \"D ASM\"` imports {module}"


def test_set_smf_completes_the_smfprm_members() -> None:
    from zconsole.systems.zos.completion.names import provider

    values = provider(make_session(), "SET SMF=")
    assert list(values("SUFFIX", "")) == ["00"]
    assert "00" in list(provider(make_session(), ".IPL ")("SUFFIX", ""))  # IEASYSxx there


# --- SWITCH SMF with no empty data set left ---------------------------------------
def test_switch_with_no_alternate_left_asks_once_for_each_data_set() -> None:
    """DOC (SMF, "Switching the SMF Data Sets"): an inactive data set becomes active only
    when empty, and an operator who switches without an alternate may lose data - the
    switch happens: the data set left waits to be dumped (its own *IEE362A) and SMF
    buffers (IEE366I). Each data set is asked for once; a SWITCH with nothing recording
    is refused (IEE351I) and asks for nothing more."""
    session = make_session()
    lines(session, "I SMF")
    lines(session, "SWITCH SMF")
    assert lines(session, "I SMF") == [
        "IEE366I NO SMF DATA SETS AVAILABLE--DATA BEING BUFFERED TIME=12.00.00",
        "*IEE362A SMF ENTER DUMP FOR SYS1.MAN3 ON ZS24R1",
    ]
    before = snapshot(session.machine)
    for spelling in ("I SMF", "SWITCH SMF", "i smf"):
        outcome = session.submit(spelling)
        assert outcome.refused and not outcome.changed
        assert lines(session, spelling) == ["IEE351I SMF SYS1.MAN RECORDING NOT BEING USED"]
    assert snapshot(session.machine) == before
    asked = [x for x in lines(session, "D R,L") if "IEE362A" in x]
    assert [x.split()[-1] for x in asked] == ["SYS1.MAN3", "SYS1.MAN2", "SYS1.MAN1"]  # newest first
