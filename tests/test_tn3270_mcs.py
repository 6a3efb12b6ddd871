"""The MCS console screen and the logon screen without a network: keys in, fields out.
Deletion modes (K S,DEL=), K E, K D, K N,PFK, PF keys, the cursor on a held message, DOM,
and one machine shared with the REST console."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import make_session
from tests.tn3270_client import USERS, instant
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.logon import LogonScreen
from zconsole.frontends.tn3270.mcs import McsScreen
from zconsole.frontends.tn3270.negotiation import Terminal

TERMINAL = Terminal("IBM-3278-2-E", 24, 80, extended=True, tn3270e=True)
ENTRY = 21 * 80  # the entry area's first character (its attribute ends the instruction line)
SHORTAGE = " 12.13.00          *IRA200E AUXILIARY STORAGE SHORTAGE"


class Console:
    def __init__(self, classroom: Classroom | None = None, user: str = "IBMUSER",
                 clock: Callable[[], float] | None = None) -> None:
        self.classroom = classroom or Classroom(lambda user: make_session(), Limits())
        screen = McsScreen(user, self.classroom, Lanes(1), TERMINAL, clock=clock or instant())
        self.screen = asyncio.run(screen.open())

    def key(self, aid: str, text: str | None = None, cursor: int = ENTRY) -> None:
        fields = ((ENTRY, text),) if text is not None else ()
        asyncio.run(self.screen.attention(ds.Input(aid, cursor, fields)))

    def enter(self, *commands: str) -> None:
        for command in commands:
            self.key("ENTER", command)

    def rows(self) -> list[str]:
        return [f.text for f in self.screen.panel().fields[:20]]

    def bottom(self) -> tuple[str, str]:
        fields = self.screen.panel().fields
        return fields[20].text, fields[-1].text


def shortage() -> Console:
    console = Console()
    console.enter(".IPL 01", "S BATCHHOG", ".WAIT 13M")
    assert console.rows()[0] == SHORTAGE
    return console


def test_the_system_deleting_an_action_message_lets_it_roll() -> None:
    console = shortage()
    console.enter("PA SYS1.LOCAL.PAGEP5")  # relieves the shortage: IRA200E is deleted (DOM)
    rows = console.rows()
    assert SHORTAGE not in rows[:1] and not console.screen.area.held
    assert any("IRA202I" in row for row in rows)


def test_del_r_rolls_action_messages_too() -> None:
    console = Console()
    console.enter("K S,DEL=R", ".IPL 01", "S BATCHHOG", ".WAIT 13M")
    assert console.bottom()[1] == "IEE163I MODE= R"
    console.enter(*["D T"] * 8)
    assert not any("IRA200E" in row for row in console.rows())


def test_del_n_holds_and_warns_until_lines_are_erased() -> None:
    console = Console()
    console.enter("K S,DEL=N", *["D T"] * 8)  # 1 + 8 * 3 lines: 20 shown, 5 wait
    rows = console.rows()
    assert rows[0] == "-12.00.00          K S,DEL=N"
    assert console.bottom()[1] == "IEE159E MESSAGE WAITING"
    console.enter("K E,1,10")
    assert console.bottom()[1] == "IEE163I MODE= N"
    assert console.rows()[0] == rows[10]


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_full_area_rolls_rnum_lines_every_rtme_seconds() -> None:
    clock = FakeClock()
    console = Console(clock=clock)
    console.enter("K S,RTME=5", "K S,RNUM=2", *["D T"] * 8)  # 2 + 8 * 3 lines: 20 shown, 6 wait
    first = console.rows()
    assert first[0] == "-12.00.00          K S,RTME=5" and len(console.screen.area.waiting) == 6
    assert console.bottom()[1] == "IEE163I MODE= RD"  # waiting to roll is no hold: no IEE159E
    clock.now += 4.9
    asyncio.run(console.screen.refresh())
    assert console.rows() == first
    clock.now += 0.1  # RTME seconds after the area filled: RNUM lines roll off the top
    asyncio.run(console.screen.refresh())
    assert console.rows()[:18] == first[2:] and len(console.screen.area.waiting) == 4
    clock.now += 10  # two rolls more were due: both are made
    asyncio.run(console.screen.refresh())
    rows = console.rows()
    assert rows[:14] == first[6:] and not console.screen.area.waiting
    assert rows[19] == "                   TIME=12.00.00 DATE=2012.283"


def test_the_roll_is_the_same_for_the_same_keys_and_times() -> None:
    shown = []
    for _ in range(2):
        clock = FakeClock()
        console = Console(clock=clock)
        console.enter("K S,RTME=3", *["D T"] * 9)
        for step in (1.0, 2.5, 0.5, 7.0):
            clock.now += step
            asyncio.run(console.screen.refresh())
            console.enter("D T")
        shown.append(console.rows())
    assert shown[0] == shown[1]


def test_rolling_at_once_again_when_the_mode_leaves_roll() -> None:
    clock = FakeClock()
    console = Console(clock=clock)
    console.enter(*["D T"] * 8)  # 24 lines: 4 wait for the roll
    assert len(console.screen.area.waiting) == 4
    console.enter("K S,DEL=W")
    assert not console.screen.area.waiting


def test_del_w_wraps_under_a_line_of_dashes() -> None:
    console = Console()
    console.enter("K S,DEL=W", *["D T"] * 8)
    rows = console.rows()
    assert rows[5] == "-" * 79  # the next line goes here, over the oldest
    assert rows[4] == "                   TIME=12.00.00 DATE=2012.283"


def test_k_e_seg_erases_that_many_lines_from_the_top() -> None:
    console = Console()
    console.enter("K S,SEG=3", "D T", "D T")
    rows = console.rows()
    console.enter("K E,SEG")
    assert console.rows()[:5] == [*rows[3:7], "-12.00.00          K E,SEG"]


def test_k_d_n_numbers_the_lines_until_a_deletion() -> None:
    console = shortage()
    console.enter("K D,N")
    assert console.rows()[0] == "01" + SHORTAGE
    console.enter("K E,1")  # line 1: the held message, whole
    rows = console.rows()
    assert not any("IRA200E" in row for row in rows) and not rows[0].startswith("01")


def test_k_n_pfk_and_the_pf_keys() -> None:
    console = Console()
    console.enter("K N,PFK")
    rows = console.rows()
    assert rows[1:4] == [" 12.00.00          PFK DEFINITIONS FOR CONSOLE IBMUSECN",
                         "                   PFK01  CMD='K E,1'", "                   PFK02  CMD='K E,SEG'"]
    console.key("PF12")  # D T
    assert console.rows()[14] == "-12.00.00          D T"
    console.key("PF13")
    assert console.bottom()[0] == "IEE717I PFK 13 NOT DEFINED"
    console.key("ENTER", "")
    assert console.bottom()[0] == "IEE612I CN=L700     DEVNUM=0700 SYS=SYS1"


def test_enter_with_the_cursor_on_a_held_message_erases_it() -> None:
    console = shortage()
    console.key("ENTER", "", cursor=5)  # row 0
    assert not console.screen.area.held


def test_a_refused_command_answers_in_the_message_area_and_erases_nothing() -> None:
    console = Console()
    console.enter("D T", "K E,XYZ")
    rows = console.rows()
    assert rows[3] == "-12.00.00          K E,XYZ"
    assert rows[4].startswith(" 12.00.00          IEE")
    assert rows[0] == "-12.00.00          D T"


def test_the_job_column_carries_the_job_id_and_k_s_mform_changes_nothing_twice() -> None:
    console = Console()
    console.enter("S LEAKER")  # the default console's MFORM=(T,J): the time, the job id
    assert " 12.00.00 STC00007 $HASP373 LEAKER   STARTED" in console.rows()
    console.enter("K S,MFORM=J")  # the line console's prefixes are not written twice here
    console.enter("S DB2A")
    assert " STC00008 $HASP373 DB2A     STARTED" in console.rows()


def test_a_rest_users_commands_show_on_their_3270_screen() -> None:
    classroom = Classroom(lambda user: make_session(), Limits())
    console = Console(classroom, "TRAINEE")
    classroom.issue("TRAINEE", console_name("defcn", "TRAINEE") or "", "CF SCM(16G),ONLINE")
    asyncio.run(console.screen.refresh())
    assert console.rows()[:2] == ["-12.00.00          CF SCM(16G),ONLINE",
                                  " 12.00.00          IEE195I SCM LOCATIONS 64G TO 80G ONLINE"]


async def _open(user: str, terminal: Terminal) -> McsScreen:
    raise AssertionError("not reached")


@pytest.mark.parametrize(("aid", "fields", "message"), [
    ("ENTER", (), "ENTER YOUR USERID"),
    ("ENTER", ((5 * 80 + 16, "ibmuser"), (6 * 80 + 16, "wrong")), "USERID OR PASSWORD NOT VALID"),
    ("PA1", (), ""),
])
def test_logon_answers(aid: str, fields: tuple[tuple[int, str], ...], message: str) -> None:
    logon = LogonScreen(USERS, _open, TERMINAL, "SYS1")
    assert asyncio.run(logon.attention(ds.Input(aid, 0, fields))) is logon
    assert logon.panel().fields[-1].text == (f" {message}" if message else "")
    assert logon.panel().cursor == (5, 16)


def test_pf3_leaves_the_logon_screen() -> None:
    logon = LogonScreen(USERS, _open, TERMINAL, "SYS1")
    assert asyncio.run(logon.attention(ds.Input("PF3"))) is None


def test_a_drill_from_the_logon_screen_briefing_console_debrief() -> None:
    from zconsole.frontends.rest.drill_routes import DrillRoom, open_room
    from zconsole.frontends.tn3270.pages import PageScreen

    classroom = Classroom(lambda user: make_session(), Limits())
    room = DrillRoom()
    open_room(classroom, room)
    screen = McsScreen("TRAINEE", classroom, Lanes(1), TERMINAL)
    briefing = asyncio.run(screen.open_drill("aux-shortage"))
    assert isinstance(briefing, PageScreen)
    shown = [f.text for f in briefing.panel().fields]
    assert shown[0] == " DRILL aux-shortage: Auxiliary storage shortage: relieve it without cancelling"
    assert shown[-1] == " ENTER: CONTINUE" and all(len(text) <= 79 for text in shown)
    assert room.runs["TRAINEE"] is screen.drill  # the instructor's classroom page follows it
    page = briefing
    while isinstance(page, PageScreen):  # the briefing, a screen at a time
        page = asyncio.run(page.attention(ds.Input("ENTER")))
    assert page is screen
    rows = [f.text for f in screen.panel().fields[:20]]
    assert rows[:3] == [" 10.02.13          *IRA200E AUXILIARY STORAGE SHORTAGE",
                        " 10.03.00          ZCN300I DRILL AUX-SHORTAGE BEGINS - TIME RUNS OUT AT",
                        "                   10.13.00 - .HINT FOR A HINT"]
    after = asyncio.run(screen.attention(ds.Input("ENTER", 0, ((ENTRY, ".WAIT 11M"),))))
    assert isinstance(after, PageScreen)  # time ran out: the debrief
    debrief = [f.text for f in after.panel().fields]
    assert debrief[:3] == [" DEBRIEF aux-shortage: Auxiliary storage shortage: relieve it without",
                           " cancelling protected work", " ENDED: TIME RAN OUT"]
    assert asyncio.run(after.attention(ds.Input("ENTER"))) is screen


def test_a_drill_that_does_not_exist_stays_on_the_logon_screen() -> None:
    from zconsole.frontends.rest.drill_routes import DrillRoom, open_room
    from zconsole.frontends.tn3270.serve import build_server

    classroom = Classroom(lambda user: make_session(), Limits())
    open_room(classroom, DrillRoom())
    server = build_server(classroom, USERS, "SYS1")
    logon = asyncio.run(server.first(TERMINAL, "127.0.0.1"))
    typed = ((5 * 80 + 16, "trainee"), (6 * 80 + 16, "pw2"), (7 * 80 + 16, "nosuch"))
    assert asyncio.run(logon.attention(ds.Input("ENTER", 0, typed))) is logon
    assert logon.panel().fields[-1].text == " NO DRILL NOSUCH"


def test_failed_logons_are_counted_across_connections() -> None:
    from zconsole.frontends.tn3270.serve import build_server

    classroom = Classroom(lambda user: make_session(), Limits(failures_per_user=5))
    server = build_server(classroom, USERS, "SYS1")
    wrong = ((5 * 80 + 16, "ibmuser"), (6 * 80 + 16, "wrong"))
    for _ in range(2):  # two connections, three tries and five each time at most
        logon = asyncio.run(server.first(TERMINAL, "192.0.2.9"))
        for _ in range(3):
            asyncio.run(logon.attention(ds.Input("ENTER", 0, wrong)))
    logon = asyncio.run(server.first(TERMINAL, "192.0.2.9"))
    right = ((5 * 80 + 16, "ibmuser"), (6 * 80 + 16, "sys1"))
    assert asyncio.run(logon.attention(ds.Input("ENTER", 0, right))) is logon  # even the right one waits
    assert logon.panel().fields[-1].text.startswith(" TOO MANY FAILED LOGONS - TRY AGAIN IN ")
    # ... from that address only: nobody locks a user out (the user logs on from another)
    elsewhere = asyncio.run(server.first(TERMINAL, "192.0.2.10"))
    assert asyncio.run(elsewhere.attention(ds.Input("ENTER", 0, right))) is not elsewhere


def test_a_drill_played_on_the_3270_screen_is_saved_and_on_the_instructors_page(tmp_path: Path) -> None:
    from zconsole.drills.saved import progress_of
    from zconsole.frontends.rest.drill_routes import DrillRoom, open_room, page

    classroom = Classroom(lambda user: make_session(), Limits())
    room = DrillRoom("IBMUSER", saved=tmp_path)
    open_room(classroom, room)
    screen = McsScreen("TRAINEE", classroom, Lanes(1), TERMINAL, clock=instant())
    asyncio.run(screen.open_drill("aux-shortage"))
    path = room.saved_path("TRAINEE")
    assert path is not None
    started = progress_of(path)
    assert started is not None and started["commands"] == 0 and started["ended"] is None
    for command in ("D ASM", "D R,L"):
        asyncio.run(screen.attention(ds.Input("ENTER", 0, ((ENTRY, command),))))
    saved = progress_of(path)
    assert saved is not None and saved["commands"] == 2 and saved["drill"] == "aux-shortage"
    room.release("TRAINEE")  # the machine let go: the instructor reads the saved progress
    rows = room.saved_progress()
    assert rows["TRAINEE"]["commands"] == 2
    assert "<td>TRAINEE</td><td>aux-shortage</td><td>running</td>" in page(list(rows.values()))
