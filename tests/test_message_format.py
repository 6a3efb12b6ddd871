"""K S,MFORM=: the console's message format is console state. The line console writes the
bare message until the operator asks for prefixes; then the job id (JOBnnnnn, STCnnnnn, or
blanks), the time and the system name go in front, as an MCS console writes them; the
hardcopy log keeps its own columns; a saved state keeps the format."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import lines, make_session
from zconsole.cli import main
from zconsole.console.session import Session
from zconsole.systems.zos.model.state.state_file import load_state, save_state


def test_the_default_console_writes_the_bare_message() -> None:
    session = make_session()
    assert lines(session, "S PAYROLL") == ["$HASP100 PAYROLL  ON INTRDR"]
    assert lines(session, "D T")[0].startswith("IEE136I LOCAL: TIME=12.00.00")


def test_mform_j_puts_the_job_id_in_front_as_a_real_console_does() -> None:
    session = make_session()
    session.submit("S PAYROLL")
    assert lines(session, "K S,MFORM=J") == []  # K S answers nothing
    assert lines(session, "$SI9")[1:] == [
        # REAL: ` JOB07430  $HASP373 AAFAC333 STARTED - INIT K    - CLASS S - SYS CPAC`
        " JOB00007  $HASP373 PAYROLL  STARTED - INIT 9    - CLASS B        - SYS SYS1",
        " JOB00007  IEF403I PAYROLL - STARTED - TIME=12.00.00"]
    assert lines(session, "D T")[0].startswith("           IEE136I ")  # about no job: blanks
    started = lines(session, "S LEAKER")
    assert started[0] == " STC00008  $HASP100 LEAKER   ON STCINRDR"


@pytest.mark.parametrize(("forms", "first"), [
    ("T", "*12.00.00 *00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
    ("(T,J)", "*12.00.00          *00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
    ("(S,J)", "*SYS1              *00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
    ("(T,S,J,X)", "*12.00.00 SYS1              *00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
    ("X", "*00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
    ("M", "*00 IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND"),
])
def test_each_option_puts_its_column_in_front(forms: str, first: str) -> None:
    session = make_session()
    assert lines(session, f"K S,MFORM={forms}") == []
    assert lines(session, "DUMP COMM=(WHY)") == [first]


def test_continuation_lines_start_at_the_time_column_and_notes_stay_bare() -> None:
    session = make_session()
    session.submit("K S,MFORM=(T,J)")
    shown = lines(session, "D R,L")
    assert shown[0] == " 12.00.00           IEE112I 12.00.00 PENDING REQUESTS 001"
    assert shown[1].startswith(" RM=0    IM=0")
    assert lines(session, ".WAIT 1") == ["ZCN022I TIME IS NOW 12.00.01"]


def test_the_hardcopy_log_keeps_its_columns_and_the_bare_text(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "hardcopy.log"
    assert main(["-c", "K S,MFORM=(T,J)", "-c", "S PAYROLL", "--clock", "10.00.00", "--log", str(log)]) == 0
    assert capsys.readouterr().out == " 10.00.00 JOB00007  $HASP100 PAYROLL  ON INTRDR\n"
    assert log.read_text().splitlines()[-1][11:] == "10.00.00 SYS1     R JOB00007 $HASP100 PAYROLL  ON INTRDR"


def test_a_saved_state_keeps_the_format(tmp_path: Path) -> None:
    session = make_session()
    session.submit("K S,MFORM=J")
    save_state(tmp_path / "s.json", session.machine, session.context.clock, session.context.ids)
    again = Session(*load_state(tmp_path / "s.json"))
    assert lines(again, "S PAYROLL") == [" JOB00007  $HASP100 PAYROLL  ON INTRDR"]
    assert "       MFORM=(J)        AREA=(Z,A)          PFKTAB=PFKTAB1" in lines(again, "D C")
    assert lines(again, "K S,MFORM=M") == []
    assert lines(again, "D T")[0].startswith("IEE136I ")


def test_a_machine_file_may_set_the_line_format(tmp_path: Path) -> None:
    from zconsole.console.table import MachineFileError
    from zconsole.systems.zos.model.loading.machine_file import load_machine

    path = tmp_path / "m.toml"
    path.write_text('[[console]]\nname = "L700"\ndevice = "0700"\nactive = true\nline_mform = ["T"]\n')
    assert lines(make_session(load_machine(path)), "D T")[0].startswith(" 12.00.00  IEE136I ")
    path.write_text('[[console]]\nname = "L700"\nactive = true\nline_mform = ["Q"]\n')
    with pytest.raises(MachineFileError, match="line_mform"):
        load_machine(path)


def test_a_display_in_pieces_keeps_its_prefixes_piece_by_piece() -> None:
    from zconsole.systems.zos.messages.render import render_all, render_pieces

    session = make_session()
    session.submit("K S,MFORM=(T,J)")
    messages = session.submit("D M=DEV").messages
    whole = render_all(messages)
    assert [line for piece in render_pieces(messages) for line in piece] == whole
    assert whole[0] == " 12.00.00           IEE174I 12.00.00 DISPLAY M 001"
