"""z/VM's CP screen and VSE's console over 3270 without a network: the fields and their
bytes, the output area filling to MORE..., PA2/Clear, HOLDING, the screen clearing by
itself (a fake clock), NOT ACCEPTED for a machine past the command deadline (on the MCS
screen: the 503's reason on the instruction line), and one machine with the REST console."""

from __future__ import annotations

import asyncio
import re
import threading
from pathlib import Path

import attrs
import httpx
import pytest

from tests.conftest import ROOT, SHARED, make_session
from tests.zvm_helpers import ZVM, zvm_session
from zconsole.console.session import Session
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.cp import PATH, cp_app
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.users import Users
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.line_screen import LineScreen, output_fields, status_text
from zconsole.frontends.tn3270.mcs import McsScreen
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.screen import Field, Panel
from zconsole.systems.registry import system_named

TERMINAL = Terminal("IBM-3278-2", 24, 80, extended=False, tn3270e=False)
INPUT = 22 * 80  # the input area's first character: its attribute ends the output area


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Cp:
    def __init__(self, classroom: Classroom | None = None, kind: str = "cp",
                 terminal: Terminal = TERMINAL) -> None:
        self.classroom = classroom or Classroom(lambda user: zvm_session(), Limits())
        self.clock = Clock()
        screen = LineScreen("MAINT", self.classroom, Lanes(1), terminal, kind, clock=self.clock)
        self.screen = asyncio.run(screen.open())

    def key(self, aid: str, text: str | None = None) -> None:
        start = INPUT if self.screen.kind == "cp" else INPUT + 1
        fields = ((start, text),) if text is not None else ()
        asyncio.run(self.screen.attention(ds.Input(aid, start, fields)))

    def enter(self, *commands: str) -> None:
        for command in commands:
            self.key("ENTER", command)

    def rows(self) -> list[str]:
        return screen_of(self.screen.panel())


def screen_of(panel: Panel) -> list[str]:
    """The screen as an emulator shows it: every cell, an attribute as a blank; the fields
    tile the screen (no two claim a cell)."""
    cells: list[str | None] = [None] * (panel.rows * panel.cols)
    for field in panel.fields:
        at = panel.at(field.row, field.col)
        for n, char in enumerate(" " + (field.shown() if field.protected else " " * field.width)):
            assert cells[(at + n) % len(cells)] is None, (field, n)
            cells[(at + n) % len(cells)] = char
    assert None not in cells
    text = "".join(c or "" for c in cells)
    return [text[r * panel.cols : (r + 1) * panel.cols].rstrip() for r in range(panel.rows)]


def cp_rows(session: Session, *commands: str) -> list[str]:
    rows: list[str] = []
    for command in commands:
        rows += ZVM.render_all(session.submit(command).messages)
    return rows


def test_the_cp_screen_fields_and_their_bytes() -> None:
    panel = Cp().screen.panel()
    output, entry, status = panel.fields
    assert (output.row, output.col, output.width) == (23, 79, 22 * 80 - 1)  # wraps to column 0
    assert (entry.row, entry.col, entry.protected, entry.width) == (21, 79, False, 80 + 59)
    assert (status.row, status.col, status.text) == (23, 59, "RUNNING   ZVMWSXX")
    assert panel.cursor == (22, 0)
    data = panel.write_all()
    wcc = ds.code(ds.WCC_RESET | ds.WCC_RESTORE | ds.WCC_RESET_MDT)
    assert data[:2] == bytes((ds.ERASE_WRITE_ALTERNATE, wcc))
    # the output area: SBA to the last position, SF protected, blanks repeated up to the
    # input area's attribute (the last column of the output area's last row)
    assert data[2:10] == bytes((ds.SBA, *ds.address(1919), ds.SF, ds.code(ds.PROTECTED), ds.RA,
                                *ds.address(21 * 80 + 79)))
    assert data[10:11] == ds.encode(" ")
    # the input area: unprotected, nulls up to the status area's attribute
    assert data[11:20] == bytes((ds.SBA, *ds.address(21 * 80 + 79), ds.SF, ds.code(0), ds.RA,
                                 *ds.address(23 * 80 + 59), 0))
    # the status area: its word and the system name, in columns 61 and 71
    assert data[20:25] == bytes((ds.SBA, *ds.address(23 * 80 + 59), ds.SF, ds.code(ds.PROTECTED)))
    assert data[25:42] == ds.encode("RUNNING   ZVMWSXX")
    assert data[-4:] == bytes((ds.SBA, *ds.address(22 * 80), ds.IC))


def test_lines_are_the_consoles_rows_from_column_0() -> None:
    cp = Cp()
    cp.enter("q userid", "Q DASD ALL")
    want = cp_rows(zvm_session(), "q userid", "Q DASD ALL")
    rows = cp.rows()
    assert rows[: len(want)] == want
    assert rows[len(want) : 23] == [""] * (23 - len(want))
    assert rows[23] == " " * 60 + "RUNNING   ZVMWSXX"


def test_a_full_output_area_waits_behind_more_until_pa2_or_clear() -> None:
    cp = Cp()
    cp.enter("q userid", "Q DASD ALL", "q alloc")
    want = cp_rows(zvm_session(), "q userid", "Q DASD ALL", "q alloc")
    assert len(want) > 22
    assert cp.rows()[:22] == want[:22] and cp.screen.status() == "MORE...   ZVMWSXX"
    cp.key("PA2")
    assert cp.rows()[: len(want) - 22] == want[22:] and cp.screen.status() == "RUNNING   ZVMWSXX"
    cp.key("CLEAR")
    assert cp.rows()[:23] == [""] * 23


def test_enter_while_more_holds_the_screen_and_time_clears_only_more() -> None:
    cp = Cp()
    cp.enter("q userid", "Q DASD ALL", "q alloc")
    first = cp.rows()[:22]
    cp.key("ENTER", "")
    assert cp.screen.status() == "HOLDING   ZVMWSXX"
    cp.clock.now += 3600
    asyncio.run(cp.screen.refresh())
    assert cp.rows()[:22] == first  # HOLDING: the screen stays
    cp.key("ENTER", "")
    assert cp.screen.status() == "MORE...   ZVMWSXX"
    cp.clock.now += 59
    asyncio.run(cp.screen.refresh())
    assert cp.rows()[:22] == first
    cp.clock.now += 1
    asyncio.run(cp.screen.refresh())  # MORE... for 60 seconds: the area clears by itself
    assert cp.rows()[0] != first[0] and cp.screen.status() == "RUNNING   ZVMWSXX"


def test_a_command_typed_while_more_waits_its_turn() -> None:
    cp = Cp()
    cp.enter("q userid", "Q DASD ALL", "q alloc", "q time")
    cp.key("PA2")
    rows = cp.rows()
    assert "q time" in rows and rows.index("q time") < 22


def test_cp_read_and_the_wide_screen() -> None:
    terminal = Terminal("IBM-3278-5", 27, 132, extended=False, tn3270e=False)
    classroom = Classroom(lambda user: zvm_session("OPERATOR"), Limits())
    cp = Cp(classroom, terminal=terminal)
    assert cp.screen.status() == "CP READ   ZVMWSXX"
    status = cp.screen.panel().fields[-1]
    assert (status.row, status.col) == (26, 132 - 21)


def test_status_text() -> None:
    assert status_text("RUNNING", "ZVMWSXX") == "RUNNING   ZVMWSXX"
    assert status_text("NOT ACCEPTED", "ZVMWSXX") == "NOT ACCEPTED"
    assert status_text("MORE...", "") == "MORE..."


def _slow(session: Session, release: threading.Event) -> Session:
    submit = session.submit

    def slow(text: str) -> object:
        if text.upper().startswith("SLOW"):
            release.wait(30)
        return submit(text)

    session.submit = slow  # type: ignore[method-assign]
    return session


def test_a_command_past_the_deadline_is_not_accepted_and_the_screen_goes_on() -> None:
    release = threading.Event()
    limits = attrs.evolve(Limits(), command_deadline=0.05)
    classroom = Classroom(lambda user: _slow(zvm_session(), release), limits)
    cp = Cp(classroom)

    async def scene() -> list[str]:
        said = []
        await cp.screen.attention(ds.Input("ENTER", INPUT, ((INPUT, "slow"),)))
        said.append(cp.screen.status())
        await cp.screen.attention(ds.Input("ENTER", INPUT, ((INPUT, "q userid"),)))  # still busy
        said.append(cp.screen.status())
        await cp.screen.refresh()
        said.append(cp.screen.status())  # NOT ACCEPTED stays until a key
        release.set()
        while classroom.stuck:
            await asyncio.sleep(0.01)
        await cp.screen.attention(ds.Input("ENTER", INPUT, ((INPUT, "q userid"),)))
        said.append(cp.screen.status())
        return said

    assert asyncio.run(scene()) == ["NOT ACCEPTED"] * 3 + ["RUNNING   ZVMWSXX"]
    assert "MAINT AT ZVMWSXX" in cp.rows()


def test_the_mcs_screen_says_a_command_past_the_deadline_on_its_instruction_line() -> None:
    release = threading.Event()
    limits = attrs.evolve(Limits(), command_deadline=0.05)
    classroom = Classroom(lambda user: _slow(make_session(), release), limits)
    terminal = Terminal("IBM-3278-2-E", 24, 80, extended=True, tn3270e=True)

    async def scene() -> tuple[str, str]:
        screen = await McsScreen("IBMUSER", classroom, Lanes(1), terminal).open()
        await screen.attention(ds.Input("ENTER", 21 * 80, ((21 * 80, "SLOW"),)))
        first = screen.instruction
        await screen.attention(ds.Input("ENTER", 21 * 80, ((21 * 80, "D T"),)))
        second = screen.instruction
        release.set()
        while classroom.stuck:
            await asyncio.sleep(0.01)
        return first, second

    first, second = asyncio.run(scene())
    assert first == "THE COMMAND 'SLOW' DID NOT END WITHIN 0.05 SECONDS; IT RUNS ON, AND YOUR MACHI"
    assert second.startswith("YOUR MACHINE IS STILL RUNNING 'SLOW'")


def test_the_rest_console_and_the_cp_screen_share_a_machine() -> None:
    classroom = Classroom(lambda user: zvm_session(), Limits())
    lanes = Lanes(1)
    app = cp_app(lambda user: classroom.workspace(user).first, Users({"MAINT": "pw"}),
                 classroom=classroom, lanes=lanes)

    async def scene() -> tuple[dict[str, object], list[str]]:
        screen = await LineScreen("MAINT", classroom, lanes, TERMINAL).open()
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://z") as client:
            answer = await client.put(PATH, json={"cmd": "q userid"}, auth=("maint", "pw"))
        await screen.refresh()
        return answer.json(), screen.shown

    body, shown = asyncio.run(scene())
    assert body == {"lines": ["MAINT AT ZVMWSXX"], "rc": 0}
    assert [text for text, _ in shown] == cp_rows(zvm_session(), "q userid")


def test_the_vse_console_rows_follow_their_attribute() -> None:
    vse = system_named("vse")

    def session(user: str) -> Session:
        machine = vse.builtin_machines()[vse.default_machine]()
        return Session(machine, make_session().context.clock, system=vse)

    cp = Cp(Classroom(session, Limits()), kind="line")
    cp.key("ENTER", "PRTY F9,ABOVE,F4")
    assert cp.rows()[:3] == [" PRTY F9,ABOVE,F4", " AR 0015 1Y63I  INVALID KEYWORD: ABOVE",
                             " AR 0015 1I40I  READY"]  # as vse-captures/prty-invalid-keyword-1y63i.txt
    panel = cp.screen.panel()
    entry = next(f for f in panel.fields if not f.protected)
    assert (entry.row, entry.col) == (22, 0) and panel.cursor == (22, 1)
    assert cp.screen.status() == ""


def test_new_output_is_a_write_of_the_output_area_alone() -> None:
    """Between keys only the output area (and a changed status) is written, with a Write,
    so what is being typed in the input area stays."""
    cp = Cp()
    before = cp.screen.panel()
    cp.enter("q userid")
    data = cp.screen.panel().write_changes(before)
    assert data is not None
    assert data[:2] == bytes((ds.WRITE, ds.code(ds.WCC_RESTORE)))
    assert data[2:7] == bytes((ds.SBA, *ds.address(1919), ds.SF, ds.code(ds.PROTECTED)))
    text = ds.encode("q userid".ljust(80) + "MAINT AT ZVMWSXX".ljust(80) + "Ready; T=0.01/0.01 09:00:00")
    assert data[7 : 7 + len(text)] == text
    assert data[7 + len(text) :] == bytes((ds.RA, *ds.address(21 * 80 + 79))) + ds.encode(" ")
    assert bytes((ds.SF, ds.code(0))) not in data  # the input area is not written


def test_intensified_rows_start_with_their_attribute_as_the_ipl_screen_shows() -> None:
    """The Start prompt's screen of ipl-banner-start-prompt.txt: the highlighted lines one
    column in, behind an intensified field's attribute; the others from column 0."""
    rows = ipl_screen()
    assert rows[1] == " 09:00:01 SYSTEM NUCLEUS CREATED ON 2013-06-28 AT 14:58:28, LOADED FROM M01RES"
    assert rows[14] == " 09:00:01 HCPZCO6718I Using parm disk 1 on volume VMCOM1 (device 0201)."
    assert rows[16] == "09:00:01 Start ((Warm|Force|COLD|CLEAN) (DRain) (DIsable)  (NODIRect)"


def ipl_screen() -> list[str]:
    """The OPERATOR's screen after .IPL, up to the Start prompt (its echo row left out);
    the intensified fields checked where they start."""
    cp = Cp(Classroom(lambda user: zvm_session("OPERATOR"), Limits()))
    cp.enter(".IPL", ".WAIT 5")
    bright = [(f.row, f.col) for f in cp.screen.panel().fields if f.intensified]
    assert bright == [(2, 0), (15, 0)]  # the nucleus line; the two HCPZCO6718I lines
    return cp.rows()[1:19]


CAPTURES = next((folder for folder in (SHARED / "spec" / "zvm-captures",
                                       ROOT.parent.parent / "shared" / "spec" / "zvm-captures")
                 if folder.is_dir()), None)


@pytest.mark.skipif(CAPTURES is None, reason="../shared/spec is not beside this checkout")
def test_the_ipl_screen_is_the_captures_row_for_row() -> None:
    assert CAPTURES is not None
    real = (CAPTURES / "ipl-banner-start-prompt.txt").read_text().splitlines()[1:19]
    stamp = re.compile(r"\d\d:\d\d:\d\d")
    assert [stamp.sub("hh:mm:ss", row) for row in ipl_screen()] == \
           [stamp.sub("hh:mm:ss", row.rstrip()) for row in real]


def test_an_intensified_first_row_shows_no_blank() -> None:
    """REAL (ipl-cold-start-msgs.txt): on the first row, a highlighted line starts in
    column 0: its attribute is the screen's last position."""
    shown = [(" 22:33:40 HCPWRS2513I" + " " * 38 + "_______", True), ("22:33:48 GO", False)]
    fields = output_fields(shown, 24, 80)
    assert [(f.row, f.col, f.intensified) for f in fields] == [(23, 79, True), (0, 79, False)]
    assert fields[0].text.startswith("22:33:40 HCPWRS2513I") and fields[0].width == 79
    panel = Panel(24, 80, (*fields, Field(21, 79, 139, "", protected=False, name="input"),
                           Field(23, 59, 19, "RUNNING   ZVMWSXX")))
    assert screen_of(panel)[:2] == ["22:33:40 HCPWRS2513I" + " " * 38 + "_______", "22:33:48 GO"]


def test_new_fields_around_the_same_input_area_are_a_write_not_an_erase() -> None:
    """A highlighted line arriving lays the output area out anew: every protected field is
    written with a Write, the input area (what is being typed) left alone."""
    cp = Cp(Classroom(lambda user: zvm_session("OPERATOR"), Limits()))
    before = cp.screen.panel()
    cp.enter(".IPL", ".WAIT 5")
    after = cp.screen.panel()
    assert len(after.fields) != len(before.fields)
    data = after.write_changes(before)
    assert data is not None and data[:2] == bytes((ds.WRITE, ds.code(ds.WCC_RESTORE)))
    assert bytes((ds.SF, ds.code(0))) not in data  # the input field is not written
    assert data.count(bytes((ds.SF, ds.code(ds.PROTECTED | ds.INTENSIFIED)))) == 2
    protected = tuple(f for f in after.fields if f.protected)
    moved = Panel(24, 80, (*protected, Field(22, 0, 50, "", protected=False, name="input")))
    assert moved.write_changes(after) is None  # another input area: a whole write


def test_a_line_longer_than_the_input_area_is_not_accepted_and_not_run() -> None:
    cp = Cp()
    log = cp.classroom.workspace("MAINT").first.log
    before = log.next_seq
    cp.key("ENTER", "q " + "x" * 138)  # 140 characters: the area holds 139
    assert cp.screen.status() == "NOT ACCEPTED" and log.next_seq == before
    cp.key("ENTER", "q userid")
    assert cp.screen.status() == "RUNNING   ZVMWSXX" and "MAINT AT ZVMWSXX" in cp.rows()


def test_a_zvm_drill_on_the_cp_screen_briefing_console_debrief_saved(tmp_path: Path) -> None:
    from tests.test_drill_systems import ZVM_DRILL
    from zconsole.drills.saved import progress_of
    from zconsole.frontends.rest.drill_routes import DrillRoom, open_room
    from zconsole.frontends.tn3270.pages import PageScreen

    (tmp_path / "zvm-up.toml").write_text(ZVM_DRILL)
    classroom = Classroom(lambda user: zvm_session(), Limits())
    room = DrillRoom("IBMUSER", tmp_path, saved=tmp_path)
    open_room(classroom, room)
    screen = LineScreen("TRAINEE", classroom, Lanes(1), TERMINAL)
    briefing = asyncio.run(screen.open_drill("zvm-up"))
    assert isinstance(briefing, PageScreen)
    assert [f.text for f in briefing.panel().fields][:3] == [
        " DRILL zvm-up: Bring LINUX1 up", " ", " LINUX1 is down. Log it on with XAUTOLOG."]
    assert room.runs["TRAINEE"] is screen.drill  # the instructor's page follows it
    assert asyncio.run(briefing.attention(ds.Input("ENTER"))) is screen
    begins = "ZCN300I DRILL ZVM-UP BEGINS - TIME RUNS OUT AT 10.10.00 - .HINT FOR A HINT"
    assert screen_of(screen.panel())[0] == begins
    after = asyncio.run(screen.attention(ds.Input("ENTER", INPUT, ((INPUT, "xautolog linux1"),))))
    assert screen_of(screen.panel())[1:7] == [
        "xautolog linux1", "Command accepted", "Ready; T=0.01/0.01 10:00:00",
        "AUTO LOGON  ***       LINUX1   USERS = 33", "ZCN301I OBJECTIVE MET - LINUX1 is logged on",
        "ZCN307I DRILL ENDED - OBJECTIVES MET"]
    assert isinstance(after, PageScreen)  # the debrief
    assert [f.text for f in after.panel().fields][:2] == [" DEBRIEF zvm-up: Bring LINUX1 up",
                                                          " ENDED: OBJECTIVES MET"]
    path = room.saved_path("TRAINEE")
    saved = progress_of(path) if path is not None else None
    assert saved is not None and saved["commands"] == 1 and saved["ended"] == "objectives met"
