"""Issue 21 items 18-20 on a real pseudo-terminal at 80 columns (pyte screen): long
messages wrap at a blank, completion after PA, S and R offers what fits, and the toolbar
shows what waits for the operator."""

from __future__ import annotations

from pathlib import Path

from tests.test_shell_pty import PROMPT, Terminal


def menu_rows(term: Terminal) -> list[str]:
    """The rows under the (last) prompt row: the completion menu, then the toolbar."""
    rows = term.rows()
    prompt_row = max(i for i, row in enumerate(rows) if row.startswith(PROMPT))
    return rows[prompt_row + 1 : -1]


def test_a_long_message_wraps_at_a_blank_at_80_columns(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00", "--paging", "off")
    term.expect(PROMPT)
    term.command("PA SYS1.LOCAL.PAGEP5")
    rows = term.wait_for_screen("SYSTEM USE")
    at = rows.index("IEE783I PAGEADD COMMAND- SYS1.LOCAL.PAGEP5 PAGE DATA SET NOW AVAILABLE FOR")
    assert rows[at + 1] == "SYSTEM USE"  # not ...SYSTE / M USE
    assert term.leave() == 0


def test_completion_after_pa_s_and_r_and_the_held_messages(tmp_path: Path) -> None:
    term = Terminal(tmp_path, "--clock", "09.00.00", "--paging", "off")
    term.expect(PROMPT)
    term.send("PA SYS1.LOCAL.\t")  # only the defined page spaces PA can take
    term.wait_for_screen("SYS1.LOCAL.PAGEP6")
    menu = menu_rows(term)
    assert [row.split()[0] for row in menu if row.strip()] == ["SYS1.LOCAL.PAGEP5", "SYS1.LOCAL.PAGEP6"]
    assert all("defined page space, not in use" in row for row in menu if row.strip())
    term.child.sendcontrol("c")  # throw the line away
    term.wait_until(lambda rows: rows[-1].startswith(" SYS1") and rows[-2] == "")
    term.send("S \t")  # the procedures, each said to be a started task or a batch job
    term.wait_for_screen("procedure: a batch job")
    menu = [row.split(None, 1) for row in menu_rows(term) if row.strip()]
    assert ["CICS1", "procedure: a started task"] in [[w, m.strip()] for w, m in menu]
    assert "PCAUTH" not in {w for w, _ in menu}  # system address spaces are not started
    term.child.sendcontrol("c")
    term.wait_until(lambda rows: rows[-1].startswith(" SYS1") and rows[-2] == "")
    term.send("S C\t")  # one procedure starts with C: it is written in
    term.wait_for_screen("SYS1> S CICS1")
    term.child.sendcontrol("c")
    term.command("DUMP COMM=(PTY TEST)")
    bar = term.wait_for_screen("1 WTOR 0 ACT *00 IEE094D")[-1]
    assert bar == " SYS1 | 09.00.00 | 1 WTOR 0 ACT *00 IEE094D | SCM 64G/80G ONLINE | LAST IEE094D"
    term.send("R \t")  # the one open reply id
    term.wait_for_screen("SYS1> R 00")
    term.send(",END\r")
    term.wait_for_screen("*01 IEE094D")
    assert term.leave() == 0
