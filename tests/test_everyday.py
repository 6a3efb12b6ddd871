"""Issue 25's everyday commands: D T, D C, K, SEND, D J/TS, D A masks, MODIFY, and the
shell's note on z/OS commands zconsole does not model."""

from __future__ import annotations

import datetime as dt
import re
import types
from pathlib import Path

import pytest

from tests.conftest import MACHINES, lines, make_session
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.console.table import MachineFileError
from zconsole.systems.zos.messages import render_all
from zconsole.systems.zos.messages.control import InternalError
from zconsole.systems.zos.messages.errors import CommandError
from zconsole.systems.zos.messages.jobs import Iee341i
from zconsole.systems.zos.model.loading.machine_file import load_machine
from zconsole.systems.zos.model.state.state_file import load_state, save_state
from zconsole.systems.zos.syntax import parse
from zconsole.systems.zos.syntax.known import unmodelled
from zconsole.systems.zos.testing import snapshot

# Every new command in IBM's long and short spellings: (short, long) parse to one value.
SPELLINGS = [
    ("D T", "DISPLAY TIME"),
    ("D C", "DISPLAY CONSOLES"),
    ("D C,L", "DISPLAY CONSOLES,LIST"),
    ("D C,A", "DISPLAY CONSOLES,ACTIVE"),
    ("D C,N", "DISPLAY CONSOLES,NACTIVE"),
    ("D J,L", "DISPLAY JOBS,LIST"),
    ("D J,LLA", "DISPLAY JOBS,LLA"),
    ("D TS,L", "DISPLAY TS,LIST"),
    ("D A,L", "DISPLAY A,LIST"),
    ("K S,DEL=RD", "CONTROL S,DEL=RD"),
    ("K E,SEG", "CONTROL E,SEG"),
    ("SE 'HI',BRDCST", "SEND 'HI',BRDCST"),
    ("F LLA,REFRESH", "MODIFY LLA,REFRESH"),
]


@pytest.mark.parametrize(("short", "long"), SPELLINGS)
def test_long_and_short_spellings_parse_alike(short: str, long: str) -> None:
    a, b = parse(short).command, parse(long).command
    if short.startswith("D C"):  # CNZ4100I echoes the operand as typed (L or LIST)
        assert type(a) is type(b) and a.scope == b.scope  # type: ignore[attr-defined]
    elif short[0] in "KSF":  # the verb as typed is kept for refusals
        assert type(a) is type(b) and a.verb != b.verb  # type: ignore[attr-defined]
    else:
        assert a == b


MALFORMED = [
    ("D C,", "IEE310I"), ("D C,X", "IEE535I"), ("D C,CN=", "IEE311I"), ("D C,CN=A", "IEE535I"),
    ("D J,", "IEE311I"), ("D TS,(", "IEE307I"), ("D A,ABCDEFGHI*", "IEE535I"),
    ("K", "IEE310I"), ("K S,", "IEE310I"), ("K S,DEL=Q", "IEE309I"), ("K S,RNUM=100", "IEE535I"),
    ("K S,RTME=0", "IEE535I"), ("K S,SEG=X", "IEE306I"), ("K S,MFORM=(T,T)", "IEE312I"),
    ("K S,MFORM=(M,T)", "IEE312I"), ("K S,DEL=R,DEL=W", "IEE312I"), ("K S,MFORM=(T", "IEE307I"),
    ("K E", "IEE310I"), ("K E,0", "IEE535I"), ("K S,L=X", "IEE535I"),
    ("SE", "IEE310I"), ("SE 'UNCLOSED", "IEE307I"), ("SE ''", "IEE535I"), ("SE 'A',CN=", "IEE311I"),
    ("SE 'A',OPERATOR=129", "IEE535I"), ("SE 'A',NOW,LOGON", "IEE312I"), ("SE 'A',BRDCST,NOW", "IEE312I"),
    ("SE '" + "X" * 116 + "'", "IEE308I"), ("F", "IEE310I"), ("F LLA", "IEE310I"), ("F ,X", "IEE307I"),
    ("D TN", "IEE305I"), ("D T,X", "IEE307I"),
]


@pytest.mark.parametrize(("text", "msgid"), MALFORMED)
def test_malformed_lines_get_the_consoles_own_error_and_change_nothing(text: str, msgid: str) -> None:
    session = make_session()
    before = snapshot(session.machine)
    outcome = session.submit(text)
    assert outcome.refused
    errors = [m for m in outcome.messages if isinstance(m, CommandError)]
    assert [e.msgid for e in errors] == [msgid]
    assert not any(isinstance(m, InternalError) for m in outcome.messages)
    assert snapshot(session.machine) == before


def test_d_t_takes_the_date_from_the_console_clock_and_utc_from_the_offset() -> None:
    machine = load_machine(MACHINES / "s0w1.toml")
    clock = ConsoleClock.fixed(dt.time(20, 9, 41), date=dt.date(2019, 6, 17))
    session = Session(machine, clock, DisplayIds(1))
    assert lines(session, "D T") == [
        "IEE136I LOCAL: TIME=20.09.41 DATE=2019.168  UTC: TIME=02.09.41 DATE=2019.169"]


@pytest.mark.parametrize(("value", "reason"), [
    ('"5"', "is not written as +hh:mm or -hh:mm"), ('"+16:00"', "at most 15 hours"),
    ('"+01:60"', "is not written"), ("5", "must be a str"),
])
def test_a_bad_utc_offset_is_named(tmp_path: Path, value: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text(f'[system]\nname = "T1"\nutc_offset = {value}\n')
    with pytest.raises(MachineFileError, match=re.escape(reason)) as info:
        load_machine(path)
    assert info.value.key == "system.utc_offset"


@pytest.mark.parametrize(("consoles", "reason"), [
    ('[[console]]\nname = "C1"\n', "must be active"),
    ('[[console]]\nname = "C1"\nactive = true\n[[console]]\nname = "C1"\n', "defined twice"),
    ('[[console]]\nname = "C1"\nactive = true\ndevice = "07"\n', "4-digit device"),
    ('[[console]]\nname = "C1"\nactive = true\ntype = "TTY"\n', "not one of MCS"),
    ('[[console]]\nname = "X"\nactive = true\n', "2-8 characters"),
    ('[[console]]\nname = "C1"\nactive = true\nrnum = 0\n', "must be 1-99"),
    ('[[console]]\nname = "C1"\nactive = true\ncolour = "GREEN"\n', "not a known key"),
])
def test_console_tables_are_checked(tmp_path: Path, consoles: str, reason: str) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[system]\nname = "T1"\n' + consoles)
    with pytest.raises(MachineFileError, match=reason):
        load_machine(path)


def test_k_s_changes_what_d_c_shows_and_a_saved_state_keeps_it(tmp_path: Path) -> None:
    session = make_session()
    assert lines(session, "K S,DEL=W,RNUM=7,RTME=12,SEG=3,CON=Y,MFORM=(J,X)") == []
    shown = lines(session, "D C,L")  # MFORM=J: the line console puts the job id's column in front
    assert shown[0] == "           CNZ4100I 12.00.00 CONSOLE DISPLAY 001"
    assert "       MFORM=(J,X)      AREA=(Z,A)          PFKTAB=PFKTAB1" in shown
    assert "       USE=FC  DEL=W    RTME=12   RNUM=7    SEG=3     CON=Y" in shown
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    machine, clock, ids = load_state(tmp_path / "s.json")
    again = Session(machine, clock, ids)
    assert lines(again, "K S,REF") == ["K S,CON=Y,SEG=3,DEL=W,RNUM=7,RTME=012,MFORM=(J,X)"]


def test_rply_curr_counts_the_outstanding_wtors() -> None:
    session = make_session()
    session.submit("DUMP COMM=(WHY)")  # IEE094D waits for the operator's reply
    assert any(line.startswith("MSG:CURR=0    LIM=1500 RPLY:CURR=1    ") for line in lines(session, "D C"))


def test_send_reaches_the_operators_console_only_when_routed_there() -> None:
    machine = load_machine(MACHINES / "adcd.toml")
    session = make_session(machine)
    assert lines(session, "SE 'to L700',CN=L700") == ["to L700"]
    assert lines(session, "SE 'to C908',CN=C908") == []  # another console's screen
    assert lines(session, "SE 'it''s here',BRDCST") == ["it's here"]
    assert lines(session, "SE 'tso',USER=(IBMUSER)") == []
    refused = session.submit("SE 'subsystem',CN=SUBS")
    assert refused.refused and render_all(refused.messages) == ["IEE535I SE       INVALID PARAMETER"]


def test_modify_to_an_unknown_job_is_iee341i() -> None:
    outcome = make_session().submit("F NOSUCH,STATUS")
    assert outcome.refused and outcome.messages == (Iee341i("NOSUCH"),)


def test_a_procedure_declares_its_modify_verbs(tmp_path: Path) -> None:
    path = tmp_path / "m.toml"
    path.write_text('[system]\nname = "T1"\n[[procedure]]\nname = "APP"\nframes = "16M"\nat_ipl = true\n'
                    '[procedure.modify]\nSTATUS = ["APP001I ALL WELL", "APP002I 3 USERS"]\n'
                    '"*" = ["APP999E UNKNOWN COMMAND"]\n')
    session = make_session(load_machine(path))
    assert lines(session, "F APP,STATUS") == ["APP001I ALL WELL", "APP002I 3 USERS"]
    assert lines(session, "F APP,STATUS,DETAIL") == ["APP001I ALL WELL", "APP002I 3 USERS"]
    assert lines(session, "F APP,STOP NOW") == ["APP999E UNKNOWN COMMAND"]
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    machine, _, _ = load_state(tmp_path / "s.json")
    assert snapshot(machine) == snapshot(session.machine)


def test_d_a_masks_match_star_and_question_mark() -> None:
    session = make_session(load_machine(MACHINES / "adcd.toml"))
    shown = lines(session, "D A,DB9G*")
    assert [line[:10] for line in shown if line.startswith(" DB9G")] == [
        " DB9GMSTR ", " DB9GIRLM ", " DB9GDBM1 ", " DB9GDIST "]
    assert shown.count(shown[0]) == 1  # one title for every space
    assert [line[:10] for line in lines(session, "D A,DB9G?I*") if line.startswith(" DB9G")] == [
        " DB9GDIST "]
    assert [line[:10] for line in lines(session, "D A,*MSTR") if line[1:2].strip() and "A=" in line] == [
        " DB9GMSTR ", " CSQ7MSTR "]


def test_d_a_all_shows_every_space_d_a_l_lists() -> None:
    session = make_session(load_machine(MACHINES / "adcd.toml"))
    listed = [line for line in lines(session, "D A,L")[3:] if line.startswith(" ")]
    names = [entry[1:9].strip() for line in listed for entry in (line[:35], line[35:]) if entry.strip()]
    detail = [line[1:9].strip() for line in lines(session, "D A,ALL") if line[1:2].strip() and "A=" in line]
    assert detail == names


@pytest.mark.parametrize(("line", "name"), [
    ("D SLIP", "DISPLAY SLIP"), ("D SYMBOLS", "DISPLAY SYMBOLS"), ("DISPLAY PROG,LNKLST", "DISPLAY PROG"),
    ("SETPROG APF,ADD", "SETPROG"), ("Z EOD", "HALT"), ("$DA", "JES2 $DA"),
    ("D FOO", None), ("XYZZY", None), ("D", None),
])
def test_known_commands_are_named(line: str, name: str | None) -> None:
    assert unmodelled(line) == name


def test_the_shell_names_an_unmodelled_command_outside_the_console_output() -> None:
    from zconsole.shell.app import Shell

    written: list[str] = []
    writer = types.SimpleNamespace(lines=lambda ls, refused=False: written.extend(ls))
    session = make_session()
    fake = types.SimpleNamespace(writer=writer, session=session)
    outcome = session.submit("D LLA")
    assert render_all(outcome.messages) == ["IEE305I D        COMMAND INVALID"]  # the console's own
    Shell.note_unmodelled(fake, "D LLA", outcome)  # type: ignore[arg-type]
    assert written == ["ZCN204I Z/OS HAS DISPLAY LLA; ZCONSOLE DOES NOT MODEL IT YET "
                       "(THE REFUSAL ABOVE IS THE CONSOLE'S)"]
    written.clear()
    Shell.note_unmodelled(fake, "D ASM,FOO", session.submit("D ASM,FOO"))  # type: ignore[arg-type]
    Shell.note_unmodelled(fake, "D T", session.submit("D T"))  # type: ignore[arg-type]
    assert written == []
    lines = [line for entry in session.log for line in entry.lines(session.system.render_all)]
    assert not any("ZCN204I" in line for line in lines)  # not logged


def complete(text: str, session: Session | None = None) -> list[str]:
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from zconsole.shell.completer import ConsoleCompleter

    completer = ConsoleCompleter(session or make_session())
    event = CompleteEvent(completion_requested=True)
    return [c.text for c in completer.get_completions(Document(text), event)]


def test_completion_offers_console_names_users_and_job_names() -> None:
    adcd = make_session(load_machine(MACHINES / "adcd.toml"))
    assert complete("D C,CN=", adcd) == ["C908", "L700", "S908", "SUBS"]
    assert complete("K S,L=", adcd) == ["C908", "L700", "S908", "SUBS"]
    assert complete("SE 'X',CN=C", adcd) == ["C908"]
    assert complete("SE 'X',USER=(", adcd) == ["IBMUSER"]
    session = make_session()
    assert not session.machine.is_living
    assert complete("F L", session) == ["LLA"]  # what starts with the system
    assert not session.machine.is_living  # completion never boots the machine
    session.submit("S NIGHTJOB")
    assert complete("D A,N", session) == ["NIGHTJOB"]
    assert "NIGHTJOB" in complete("S N", session) and "CICS1" in complete("START C", session)
    assert complete("K S,", session) == ["CON", "DEL", "L", "MFORM", "REF", "RNUM", "RTME", "SEG"]


EVERYDAY_MODULES = ("zconsole.systems.zos.commands.everyday", "zconsole.systems.zos.commands.everyday_jobs",
                    "zconsole.systems.zos.messages.everyday", "zconsole.systems.zos.syntax.ast_everyday",
                    "zconsole.systems.zos.syntax.known",
                    "zconsole.systems.zos.model.consoles")


def imported_by(*commands: str) -> set[str]:
    import subprocess
    import sys

    args = [a for c in commands for a in ("-c", c)]
    subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, check=False)  # warm caches
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "zconsole", *args],
                          capture_output=True, text=True, check=False)
    return {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}


def test_d_asm_loads_none_of_the_everyday_modules_and_d_t_only_its_own() -> None:
    loaded = imported_by("D ASM")
    assert not any(m.startswith(EVERYDAY_MODULES) for m in loaded)
    loaded = imported_by("D T")
    assert "zconsole.systems.zos.syntax.ast_everyday" in loaded
    assert not any(m.startswith(("zconsole.systems.zos.model.consoles",
                                 "zconsole.systems.zos.commands.everyday_jobs",
                                 "zconsole.systems.zos.syntax.known")) for m in loaded)
