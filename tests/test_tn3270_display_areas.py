"""Out-of-line display areas on the MCS screen: K A (define, NONE, REF, errors with the
alarm and the cursor under the operand), L= on D commands and the first available area,
frames (FRAME n / LAST, K D,F, PF4), K E,D and PF3, and the message area giving way."""

from __future__ import annotations

import pytest

from tests.conftest import make_session
from tests.test_tn3270_mcs import ENTRY, Console
from zconsole.frontends.tn3270.display_areas import ControlError, DisplayAreas
from zconsole.systems.zos.messages.render import render

CONTROLS = "FRAME {}   F      E   SYS=SYS1"


def area_rows(console: Console, first: int, count: int) -> list[str]:
    return [f.text for f in console.screen.panel().fields[first : first + count]]


def display(command: str) -> list[str]:
    """The display as the system renders it for a display area (no display id)."""
    session = make_session()
    session.context.display_area = True
    return [line for message in session.submit(command).messages for line in render(message)]


def test_k_a_defines_areas_from_the_bottom_and_the_message_area_gives_way() -> None:
    console = Console()
    console.enter("K A,6,4")  # A: 6 lines at the bottom, B: 4 above it
    assert console.screen.areas.sizes == [6, 4] and console.screen.area.size == 10
    console.enter("D A,L=B")
    want = display("D A")
    rows = area_rows(console, 10, 4)  # B: rows 10-13
    assert rows[0] == want[0].ljust(37) + CONTROLS.format(" 1  ")
    assert rows[1:] == want[1:4]
    assert area_rows(console, 14, 6) == [""] * 6  # A: empty
    assert console.rows()[:3] == ["-12.00.00          K A,6,4", "-12.00.00          D A,L=B", ""]
    assert console.bottom()[0] == "IEE612I CN=L700     DEVNUM=0700 SYS=SYS1"


def test_frames_go_forward_with_k_d_f_and_pf4_and_round_to_the_first() -> None:
    console = Console()
    console.enter("K A,4", "D A,L=A")
    want = display("D A")
    frames = -(-(len(want) - 1) // 3)
    assert frames >= 2
    seen = []
    for n in range(1, frames + 1):
        rows = area_rows(console, 16, 4)
        label = "LAST" if n == frames else f"{n:>2}  "
        assert rows[0] == want[0].ljust(37) + CONTROLS.format(label)
        body = want[1 + (n - 1) * 3 : 1 + n * 3]
        assert rows[1:] == body + [""] * (3 - len(body))
        seen.append(rows)
        console.key("PF4") if n % 2 else console.enter("K D,F,L=A")
    assert area_rows(console, 16, 4) == seen[0]  # after LAST, the first again


def test_without_l_a_display_goes_to_the_first_available_area() -> None:
    console = Console()
    console.enter("K A,5,5", "D T", "D A")
    areas = console.screen.areas
    assert areas.shown["A"].lines == display("D T") and areas.shown["B"].lines == display("D A")
    console.enter("D R,L")  # both hold one: A's is replaced
    assert areas.shown["A"].lines == display("D R,L") and areas.shown["B"].lines == display("D A")
    assert console.rows()[:4] == ["-12.00.00          K A,5,5", "-12.00.00          D T",
                                  "-12.00.00          D A", "-12.00.00          D R,L"]


def test_k_e_d_and_pf3_erase_a_display() -> None:
    console = Console()
    console.enter("K A,5,5", "D A,L=A", "D A,L=L700-B")
    assert set(console.screen.areas.shown) == {"A", "B"}
    console.enter("K E,D,L=B")
    assert set(console.screen.areas.shown) == {"A"}
    console.key("PF3")  # K E,D: the lowest area holding one
    assert not console.screen.areas.shown
    assert area_rows(console, 10, 10) == [""] * 10


def test_k_a_ref_none_and_the_entry_area() -> None:
    console = Console()
    console.enter("K A,REF")
    assert console.screen.entry == "K A,NONE"
    console.enter("K A,14")
    console.enter("K A")
    assert console.screen.entry == "K A,14"
    console.enter("K A,NONE")
    assert console.screen.areas.sizes == [] and console.screen.area.size == 20


@pytest.mark.parametrize(("typed", "column"), [
    ("K A,3", 4), ("K A,6,100", 6), ("K A,10,11", 7), ("K A,4,4,4,4,4,4", 14), ("K A,X", 4),
    ("K A,6,L=OTHER", 8)])
def test_a_k_a_in_error_stays_in_the_entry_area_with_the_alarm(typed: str, column: int) -> None:
    console = Console()
    console.enter("K A,6")
    console.enter(typed)
    panel = console.screen.panel()
    assert console.screen.entry == typed and panel.alarm
    assert panel.cursor == (21 + column // 80, column % 80)  # under the operand in error
    assert console.screen.areas.sizes == [6]  # nothing changed
    assert "K A,3" not in "".join(console.rows())  # nor logged
    fields = ((ENTRY, typed),)
    assert fields  # the entry area's text goes back with the next Enter (its MDT is set)
    assert next(f for f in panel.fields if not f.protected).modified


@pytest.mark.parametrize("typed", ["D T,L=C", "D R,L,L=A", "D R,L,L=Z", "D R,L,L=C"])
def test_l_naming_no_area_of_the_screen_is_the_systems_to_answer(typed: str) -> None:
    """Without K A, an L= goes to the system as typed: its answer is the REST console's
    (D R's frame line from the machine's console's AREA, a refusal for the rest)."""
    console = Console()
    console.enter(typed)
    rows = console.rows()
    assert rows[0] == f"-12.00.00          {typed}"
    said = [line for m in make_session().submit(typed).messages for line in render(m)]
    # the same first line, after the message area's columns (laid out within the width)
    assert rows[1][19:] == said[0][: len(rows[1]) - 19] and not console.screen.areas.shown


def test_another_consoles_l_goes_to_the_system_as_typed() -> None:
    console = Console()
    console.enter("K A,6", "D T,L=CN9-A")
    assert not console.screen.areas.shown
    assert "IEE307I" in "".join(console.rows())  # the system's own answer to what it does not take


def test_display_areas_as_values() -> None:
    areas = DisplayAreas()
    assert areas.control("K A,4,6", 20, "L700") is None and areas.reference() == "K A,4,6"
    assert areas.where("D R,L,L=L700-B", "L700") == ("D R,L", "B")
    assert areas.where("D R,L", "L700") == ("D R,L", "A")
    assert areas.where("D R,L,L=L700", "L700") == ("D R,L", "A")
    assert areas.where("D R,L,L=C", "L700") is None  # no area C: the system's to answer
    assert DisplayAreas().where("D R,L,L=L700", "L700") is None
    assert DisplayAreas().where("D R,L", "L700") == ("D R,L", None)
    assert areas.where("K S", "L700") is None
    with pytest.raises(ControlError):
        areas.control("K A,4,6,4,4,4", 20, "L700")


@pytest.mark.slow
@pytest.mark.parametrize(("model", "rows"), [("3279-2-E", 24), ("3278-4", 43)])
def test_a_display_area_through_s3270(model: str, rows: int) -> None:
    from tests.tn3270_client import Emulator, need_s3270, running

    need_s3270()
    with running() as (port, _):
        term = Emulator(f"127.0.0.1:{port}", model)
        try:
            term.logon(f"oper{rows}", "op")
            term.enter("K A,8")
            term.enter("D A,L=A")
            screen = term.screen()
            want = display("D A")
            area = rows - 4 - 8  # the area's first row, above the instruction line
            assert screen[area] == " " + want[0].ljust(37) + CONTROLS.format("LAST")
            assert screen[area + 1 : area + 1 + len(want) - 1] == [" " + line for line in want[1:]]
            assert screen[rows - 4] == " IEE612I CN=L700     DEVNUM=0700 SYS=SYS1"
            term.do("PF(3)")  # K E,D
            term.do("Wait(10,Unlock)")
            assert term.screen()[area : area + 8] == [""] * 8
        finally:
            term.close()
