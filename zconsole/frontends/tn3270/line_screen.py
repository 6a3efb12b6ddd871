"""The 3270 screen of a line console: z/VM's CP screen (``screen`` "cp") and VSE's
console (``screen`` "line").

The CP screen (REAL: the 3270 screens in the specs' zvm-captures; DOC and INFERRED where
said): the output area fills every row but the last two, each row from column 0 and 80
columns wide (CP goes on in the next row with a longer line); the two-line input area is
below it; the status area is at the bottom right, its word in column 61 and the system
name in column 71 (``RUNNING   ZVMWSXX``). The words:

- the system's own while the console waits for a line (``screen_status``: ``RUNNING``
  for a CMS user, ``CP READ`` for a console in CP READ);
- ``MORE...``: the output area is full and more output waits; PA2 or Clear clears the
  area and shows the next (DOC), and so does the screen by itself ``more_seconds`` after
  it filled (INFERRED: CP's default ``TERMINAL MORE 50 10``, 60 seconds in all);
- ``HOLDING``: Enter with nothing typed while ``MORE...`` keeps the screen until PA2 or
  Clear (DOC); Enter again lets it go on to ``MORE...`` (INFERRED);
- ``NOT ACCEPTED``: the line was not taken, because the user's machine is still busy
  with an earlier command past the command deadline (as REST answers 503) or cannot be
  had; until the next key (INFERRED: shown without the system name, too long beside it).

Fields: a row of a message CP writes intensified (``screen_rows``) starts with its field's
attribute byte, the blank in column 0 the captures show; on the first row that byte is the
screen's last position, and the row starts in column 0 (REAL: the IPL screens). Rows
written normally are one field whose attribute byte ends the row above them (the screen's
last position for the first row), so they start in column 0 (INFERRED from the columns
the captures show; an intensified row of 80 columns above a normal one loses its last).
The input area's attribute ends the output area's last row; the status area's is in
column 60 of the last row.

VSE's console (INFERRED but for the rows, which the captures show after a blank column:
each output row is a field with its attribute in column 0): the same areas, the input
area after its attribute in column 0 of the next-to-last row, and a status area that
shows only ``MORE...``, ``HOLDING`` and ``NOT ACCEPTED`` (no capture shows VSE's own).

The screen reads the user's machine, the one their REST console uses, through the System
Protocol only: its rows (``render_all``), its status word, its name. Commands, and time
passing between keys, run as REST's do (rest/turns.py): under the user's seat, in a lane,
with the command deadline.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from zconsole.drills.messages import DrillNote
from zconsole.frontends.rest import errors, turns
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.screen import Field, Panel

if TYPE_CHECKING:
    from zconsole.console.message import Message
    from zconsole.console.session import Session
    from zconsole.drills.run import DrillSession
    from zconsole.frontends.tn3270.server import Screen

MORE, HOLDING, NOT_ACCEPTED = "MORE...", "HOLDING", "NOT ACCEPTED"
MORE_SECONDS = 60.0  # INFERRED: TERMINAL MORE 50 10, CP's default, before the area clears
WAITING_ROWS = 5000  # INFERRED: rows kept waiting behind MORE... (a bound, not CP's)
STATUS_WIDTH = 20  # REAL: the status area's columns, 61 to 80
NAME_COLUMN = 10  # REAL: the system name 10 columns after the word (column 71)


def status_text(word: str, name: str) -> str:
    """The status area's text: the word, the system name in column 71 (REAL)."""
    if len(word) >= NAME_COLUMN:
        return word
    return f"{word:<{NAME_COLUMN}}{name}" if name else word


Row = tuple[str, bool]  # a row's text, and whether it is written intensified


def output_fields(shown: list[Row], rows: int, cols: int) -> list[Field]:
    """The CP output area's fields: a run of intensified rows starts with its attribute in
    column 0 (the row's leading blank; on the first row, the screen's last position, the
    blank dropped), a run of normal rows with its attribute ending the row above."""
    size, total = rows - 2, rows * cols
    padded = shown + [("", False)] * (size - len(shown))
    starts: list[tuple[int, bool]] = []  # (row, intensified) where a run starts
    for row, (text, bright) in enumerate(padded):
        bright = bright and (row == 0 or text.startswith(" "))
        if not starts or starts[-1][1] != bright:
            starts.append((row, bright))

    def attribute(row: int, bright: bool) -> int:
        if row == 0:
            return total - 1
        return row * cols if bright else row * cols - 1

    fields: list[Field] = []
    for n, (first, bright) in enumerate(starts):
        last = starts[n + 1][0] if n + 1 < len(starts) else size
        stop = attribute(*starts[n + 1]) if n + 1 < len(starts) else size * cols - 1  # the next attribute
        at = attribute(first, bright)
        text = "".join(padded[row][0].ljust(cols) for row in range(first, last))
        if bright and text.startswith(" "):
            text = text[1:]  # the leading blank is where the attribute is (none on the first row)
        fields.append(Field(at // cols, at % cols, (stop - at - 1) % total, text, intensified=bright,
                            colour="white" if bright else "green"))
    return fields


@attrs.define(eq=False)
class LineScreen:
    """One user's line console on a 3270 terminal."""

    user: str
    classroom: Classroom
    lanes: Lanes
    terminal: Terminal
    kind: str = "cp"
    clock: Callable[[], float] = time.monotonic
    more_seconds: float = MORE_SECONDS
    shown: list[Row] = attrs.Factory(list)  # the output area's rows, top first
    waiting: collections.deque[Row] = attrs.Factory(lambda: collections.deque(maxlen=WAITING_ROWS))
    state: str = ""  # "", MORE or HOLDING
    full_since: float = 0.0
    refused: bool = False  # NOT ACCEPTED until the next key
    word: str = ""  # the system's status word
    system: str = ""
    seen: int = 0
    drill: DrillSession | None = None  # a drill this screen works, instead of the user's machine
    page: list[str] | None = None  # a page to show before the console (a drill's debrief)
    # how a drill is started (`zconsole drill NAME --tn3270`); else the classroom's room
    starter: Callable[[str], DrillSession] | None = None

    @property
    def size(self) -> int:
        """Rows in the output area."""
        return self.terminal.rows - 2

    @property
    def input_width(self) -> int:
        """Characters the input area holds (a client sending more is not a 3270)."""
        status_at = self.terminal.cols - STATUS_WIDTH - 1
        return self.terminal.cols + status_at - (0 if self.kind == "cp" else 1)

    @property
    def width(self) -> int:
        """Columns of an output row: CP's from column 0, VSE's after the attribute."""
        return self.terminal.cols if self.kind == "cp" else self.terminal.cols - 1

    # --- the machine side (worker thread, under the user's seat) -----------------------

    def _session(self) -> Session:
        if self.drill is not None:
            return self.drill
        return self.classroom.workspace(self.user).first

    def _look(self, session: Session) -> None:
        self.word = session.system.screen_status(session)
        self.system = session.system.system_name(session.machine)

    def _opening(self) -> None:
        session = self._session()
        self.seen = session.log.next_seq - 1
        self._look(session)

    def _take(self, session: Session, said: tuple[Message, ...] = ()) -> None:
        """What the console wrote since the screen last looked (REST's commands too), then
        the drill's notes among ``said`` (a drill's notes are in no log)."""
        rows: list[Row] = []
        logged: set[int] = set()
        for entry in session.log.since(self.seen):
            self.seen = entry.seq
            logged.update(id(message) for message in entry.messages)
            if entry.kind != "command":  # a line console's echo is one of its messages
                rows += session.system.screen_rows(entry.messages)
        notes = tuple(m for m in said if isinstance(m, DrillNote) and id(m) not in logged)
        rows += session.system.screen_rows(notes)
        self.add(rows)
        self._look(session)
        if self.drill is not None:
            self._save_drill()
            if self.drill.run.finished and self.page is None:
                self.page = self.drill.run.debrief().text_lines()

    def _command(self, text: str) -> None:
        session = self._session()
        outcome = session.submit(text)
        self._take(session, outcome.messages)

    def _settle(self) -> None:
        session = self._session()
        said = session.tick()
        self._take(session, said)

    def _start_drill(self, name: str) -> list[str]:
        """Start drill ``name`` for the user: its briefing; the prelude's last rows and the
        drill's opening shown on the console."""
        from zconsole.drills.frontend import briefing_lines
        from zconsole.frontends.tn3270.drill_start import start_drill

        session = start_drill(self.starter, self.classroom, self.user, name)
        self.drill = session
        self._look(session)
        self.seen = session.log.next_seq - 1
        opening = session.system.screen_rows(session.run.opening())
        before = session.system.screen_rows(session.run.screen)
        self.add(before[max(0, len(before) - (self.size - len(opening))) :] + opening)
        self._save_drill()
        return briefing_lines(session.run.drill)

    def _save_drill(self) -> None:
        """The drill's progress saved with the user's state, as a REST drill's is."""
        from zconsole.frontends.rest.drill_routes import room_of

        room = room_of(self.classroom)
        if room is not None and self.drill is not None and self.starter is None:
            room.save(self.user, self.drill)

    # --- the output area ----------------------------------------------------------------

    def add(self, rows: list[Row]) -> None:
        """Rows (text, intensified) written to the output area, or kept waiting behind
        MORE... when it is full (a row longer than the area's width goes on in the next)."""
        width = self.width
        for text, bright in rows:
            pieces = [(text[i : i + width], bright) for i in range(0, len(text), width)] or [("", bright)]
            for piece in pieces:
                if not self.waiting and len(self.shown) < self.size:
                    self.shown.append(piece)
                    continue
                self.waiting.append(piece)
                if not self.state:
                    self.state, self.full_since = MORE, self.clock()

    def clear(self) -> None:
        """PA2, Clear or MORE...'s time up: the area cleared, the rows waiting shown next."""
        self.shown = []
        while self.waiting and len(self.shown) < self.size:
            self.shown.append(self.waiting.popleft())
        self.state = MORE if self.waiting else ""
        self.full_since = self.clock()

    # --- keys ---------------------------------------------------------------------------

    async def _turn(self, work: Callable[[], None], doing: str) -> None:
        """``work`` as a REST command runs (rest/turns.py); a machine past its deadline or
        that cannot be had leaves the line NOT ACCEPTED."""
        try:
            await turns.turn(self.classroom, self.lanes, self.user, work, doing=doing)
        except errors.ApiError:
            self.refused = True

    async def open(self) -> LineScreen:
        """The screen, once the user's machine is had (ApiError when it cannot be)."""
        await turns.turn(self.classroom, self.lanes, self.user, self._opening, doing="the logon")
        return self

    async def open_drill(self, name: str) -> Screen:
        """Drill ``name`` started for the user (the instructor's page follows it): its
        briefing, then this screen on the drill's machine (ApiError when it cannot be)."""
        from zconsole.frontends.tn3270.pages import PageScreen

        briefing = await turns.turn(self.classroom, self.lanes, self.user, lambda: self._start_drill(name),
                                    doing=f"drill {name[:20]}", heavy=True)
        return PageScreen(briefing, self.terminal, self, prose=True)

    def _next(self) -> Screen:
        """This screen, or first the page waiting to be shown (a drill's debrief)."""
        if not self.page:
            return self
        from zconsole.frontends.tn3270.pages import PageScreen

        page, self.page = self.page, []  # shown once
        return PageScreen(page, self.terminal, self)

    async def attention(self, given: ds.Input) -> Screen | None:
        self.refused = False
        typed = self.panel().read(given).get("input", "").replace("\0", "").strip()
        aid = given.aid
        if aid in ("PA2", "CLEAR"):
            self.clear()
        elif aid == "ENTER" and self.state and not typed:
            self.state = HOLDING if self.state == MORE else MORE
            self.full_since = self.clock()
        elif aid == "ENTER" and len(typed) > self.input_width:  # more than the area holds
            self.refused = True
        elif aid == "ENTER":
            await self._turn(lambda: self._command(typed), typed[:40] or "ENTER")
        else:  # PA1 and the PF keys: none is set (INFERRED), the screen as it stands
            await self._turn(self._settle, "a refresh")
        return self._next()

    async def refresh(self) -> Screen:
        if self.state == MORE and self.clock() - self.full_since >= self.more_seconds:
            self.clear()
        refused = self.refused
        await self._turn(self._settle, "a refresh")
        self.refused = self.refused or refused  # NOT ACCEPTED stays until a key
        return self._next()

    # --- the panel ----------------------------------------------------------------------

    def status(self) -> str:
        if self.refused:
            return NOT_ACCEPTED
        word = self.state or self.word
        return status_text(word, self.system) if word else ""

    def panel(self) -> Panel:
        rows, cols = self.terminal.rows, self.terminal.cols
        size, status_at = self.size, cols - STATUS_WIDTH - 1
        fields: list[Field] = []
        if self.kind == "cp":  # fields of rows from column 0
            fields += output_fields(self.shown, rows, cols)
            fields.append(Field(size - 1, cols - 1, cols + status_at, "", protected=False,
                                name="input", colour="turquoise"))
            fields.append(Field(rows - 1, status_at, STATUS_WIDTH - 1, self.status(), colour="white"))
            cursor = (size, 0)
        else:  # a field a row, its attribute in column 0
            for row in range(size):
                text, bright = self.shown[row] if row < len(self.shown) else ("", False)
                fields.append(Field(row, 0, cols - 1, text, intensified=bright,
                                    colour="white" if bright else "green"))
            fields.append(Field(size, 0, cols - 1 + status_at, "", protected=False, name="input",
                                colour="turquoise"))
            fields.append(Field(rows - 1, status_at, STATUS_WIDTH, self.status(), colour="white"))
            cursor = (size, 1)
        return Panel(rows, cols, tuple(fields), cursor)
