"""The z/OS MCS console screen: message area, instruction line, entry area, warning line.

Layout (z/OS MVS System Commands, "Using a display console"; DOC unless marked): the
message area fills the screen above the instruction line; below it the two-line entry
area where commands are typed; the warning line last. Action messages (flagged ``*``)
stay at the top of the message area until the system deletes them (DOM) or the operator
erases them, while other messages roll beneath them (DEL=RD, the default; DEL=R rolls
them too; DEL=W wraps; DEL=N holds and warns IEE159E when the area is full). A full
area rolls RNUM lines every RTME seconds of the screen's ``clock`` (message_area.py). The
console's settings (DEL, MFORM, SEG, RNUM, RTME) are the machine's own console's, changed
with K S.

The screen reads the user's hardcopy log, so what their REST console does shows here
too; every command and refresh takes its turn as a REST command does (rest/turns.py:
the user's seat, a lane, the command deadline). A drill
started from the logon screen runs on a machine of its own, as a REST drill does (the
instructor's classroom page follows it, and with serve --state its progress is saved
after every command, as a REST drill's): its briefing first, its debrief when it ends.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from time import monotonic
from typing import TYPE_CHECKING, Protocol

import attrs

from zconsole.frontends.rest import errors, turns
from zconsole.frontends.rest.consoles import Classroom, console_name
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import HEAVY_COMMANDS
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.display_areas import ControlError, DisplayAreas
from zconsole.frontends.tn3270.message_area import Line, MessageArea, lay_out, msgid_of
from zconsole.frontends.tn3270.negotiation import Terminal
from zconsole.frontends.tn3270.screen import Field, Panel, row_fields

if TYPE_CHECKING:
    import datetime as dt

    from zconsole.console.hardcopy import LogEntry
    from zconsole.console.message import Messages
    from zconsole.console.session import Session
    from zconsole.drills.run import DrillSession
    from zconsole.frontends.rest.consoles import Workspace
    from zconsole.frontends.tn3270.server import Screen

# INFERRED: the columns before a message's text for each MFORM option: the time, the
# system name, the job id the message is about (JOBnnnnn/STCnnnnn; blanks for a message
# about no job); M alone, none.
MFORM_TIME, MFORM_SYSTEM, MFORM_JOB = "{time:%H.%M.%S} ", "{system:<8} ", "{job:<8} "
COMMAND_FLAG = "-"  # INFERRED: a command echoed in column 1, as the hardcopy log marks one
# INFERRED (ADCD console screens as remembered; the specs hold no capture of a whole screen):
# the instruction line names the console, the warning line its mode
IEE612I = "IEE612I CN={name:<8} DEVNUM={device} SYS={system}"
IEE163I = "IEE163I MODE= {mode}"
IEE159E = "IEE159E MESSAGE WAITING"  # DOC: hold mode (DEL=N) with a full message area
# INFERRED: the default PFK table (IBM ships PFKTAB samples, none is the default).
PFKS = {1: "K E,1", 2: "K E,SEG", 3: "K E,D", 4: "K D,F", 5: "K D,H", 6: "K D,U", 7: "K D,N",
        8: "K E,N", 9: "K S,DEL=RD", 10: "K S,DEL=R", 11: "D R,L", 12: "D T"}
LOCAL = re.compile(r"(?:K|CONTROL) +(?:D(?:,(?:N(?:,HOLD)?|F(?:,L=\S+)?|H|U))?|N,PFK)")
REFERENCE = re.compile(r"(?:K|CONTROL) +S(?:,REF)?")
ERASE = re.compile(r"(?:K|CONTROL) +E,(SEG|D|N|F|\d{1,2}(?:,\d{1,2})?)(?:,L=\S+)?")
CONTROL_AREA = re.compile(r"(?:K|CONTROL) +A(?:,.*)?")  # K A (display_areas.py)
ERASE_DISPLAY = re.compile(r"(?:K|CONTROL) +E,D(?:,L=(?:(?P<name>[A-Z0-9@#$]{2,8})-)?(?P<area>[A-K]))?")
TYPED_KEPT = 64  # commands shown as typed (their L= taken off before the system ran them)


class Console(Protocol):
    """What the screen reads of the machine's own console (z/OS's consoles room; K S sets it)."""

    name: str
    device: str | None
    delete: str  # DEL: R, RD, W, N, Y
    mform: tuple[str, ...]
    seg: int
    rtme: int  # seconds between rolls (K S,RTME=)
    rnum: int  # lines a roll takes (K S,RNUM=)


@attrs.define(eq=False)
class McsScreen:
    """One operator's MCS console on a 3270 terminal."""

    user: str
    classroom: Classroom
    lanes: Lanes
    terminal: Terminal
    seen: int = 0
    area: MessageArea = attrs.field(default=None)
    instruction: str = ""
    console: Console | None = None
    system: str = ""
    drill: DrillSession | None = None  # a drill this screen works, instead of the user's machine
    page: list[str] | None = None  # a page to show before the console (a drill's debrief)
    entry: str = ""  # what the entry area is written with (K S,REF's answer)
    skip: int = 0  # a log entry not to show (K S,REF's answer, shown in the entry area)
    clock: Callable[[], float] = monotonic  # the roll's time (message_area.py), seconds
    # how a drill is started (`zconsole drill NAME --tn3270`: the drill named on the command
    # line, on a machine of the connection's own); else the classroom's drill room
    starter: Callable[[str], DrillSession] | None = None
    areas: DisplayAreas = attrs.Factory(DisplayAreas)  # K A's out-of-line display areas
    alarm: bool = False  # a CONTROL command in error: the alarm, the cursor under the operand
    cursor_at: int | None = None
    typed_as: dict[int, str] = attrs.Factory(dict)  # a command's log entry -> the line as typed

    def __attrs_post_init__(self) -> None:
        self.area = MessageArea(self.terminal.rows - 4, self.terminal.cols - 1)

    @property
    def name(self) -> str:
        return console_name("defcn", self.user) or self.user[:8]

    @property
    def width(self) -> int:
        return self.terminal.cols - 1

    # --- the machine side (worker thread, under the user's lock) -----------------------

    def _session(self) -> tuple[Workspace | None, Session]:
        if self.drill is not None:
            return None, self.drill
        workspace = self.classroom.workspace(self.user)
        session = workspace.console(self.name, self.classroom.limits).session
        return workspace, session

    def _start_drill(self, name: str) -> list[str]:
        """Start drill ``name`` for the user: its briefing, the drill's opening shown."""
        from zconsole.drills.frontend import briefing_lines
        from zconsole.frontends.tn3270.drill_start import start_drill

        session = start_drill(self.starter, self.classroom, self.user, name)
        self.drill = session
        self._look(session)
        self.seen = session.log.next_seq - 1
        self._requests(session)  # what the prelude left waiting: *IRA200E at the top
        self._show(session.run.opening(), session)
        self._save_drill()
        return briefing_lines(session.run.drill)

    def _save_drill(self) -> None:
        """The drill's progress saved with the user's state (serve --state), as a REST
        drill's is after each command: the instructor's page reads it."""
        from zconsole.frontends.rest.drill_routes import room_of

        room = room_of(self.classroom)
        if room is not None and self.drill is not None:
            room.save(self.user, self.drill)

    def _show(self, messages: Messages, session: Session) -> None:
        """A drill's messages, as its console gets them (its notes are in no log)."""
        now = session.context.clock.now()
        for message in messages:
            lines = session.system.render_all((message,))
            if lines:
                self._add_message(lines, now, " ")
        self.seen = session.log.next_seq - 1
        if self.drill is not None and self.drill.run.finished and self.page is None:
            self.page = self.drill.run.debrief().text_lines()

    def _opening(self) -> None:
        """At logon: the machine's outstanding action messages and WTORs are shown again."""
        _, session = self._session()
        self.seen = session.log.next_seq - 1
        self._look(session)
        self._requests(session)

    def _requests(self, session: Session) -> None:
        machine = session.machine
        if machine.is_living:
            now = session.context.clock.now()
            for request in machine.living(now).replies.requests:
                rid = f"{request.reply_id:02d} " if request.reply_id is not None else ""
                self._add_message([f"*{rid}{request.msgid} {request.text}"], request.time, "")

    def _look(self, session: Session) -> None:
        machine = session.machine
        self.console = machine.consoles.own
        self.system = machine.system_name
        self.area.mode = self.console.delete
        self.area.rtme, self.area.rnum = float(self.console.rtme), self.console.rnum

    def _take(self, entries: list[LogEntry], session: Session) -> None:
        for entry in entries:
            self.seen = entry.seq
            if entry.seq == self.skip:
                continue
            if entry.kind == "command":
                self._add_message([self.typed_as.pop(entry.seq, entry.text)], entry.time, COMMAND_FLAG)
                continue
            for message in entry.messages:  # one message at a time: each its own prefix
                # the screen puts its own MFORM columns in front: the message bare (a
                # line console's prefixed message keeps it as ``unformed``)
                message = getattr(message, "unformed", message)
                lines = session.system.render_all((message,))
                if lines:
                    self._add_message(lines, entry.time, " ", getattr(message, "jobid", ""))

    def _outstanding(self, session: Session) -> set[str]:
        machine = session.machine
        if not machine.is_living:
            return set()
        now = session.context.clock.now()
        return {r.msgid for r in machine.living(now).replies.requests}

    def _settle(self, run: Callable[[], None] | None = None) -> None:
        workspace, session = self._session()
        if run is not None:
            run()
        elif self.drill is not None:
            said = self.drill.tick()
            self._show(said, self.drill)
            if said:
                self._save_drill()
        else:
            session.tick()
            assert workspace is not None
            self.classroom.trim(self.user, workspace)
        self._look(session)
        log = session.log
        if log.next_seq - 1 > self.seen:
            self._take(log.since(self.seen), session)
        now = self.clock()
        self.area.deleted(self._outstanding(session), now)  # DOM
        self.area.advance(now)

    # --- the message area --------------------------------------------------------------

    def _prefix(self, flag: str, time: dt.datetime, job: str = "") -> str:
        forms = self.console.mform if self.console is not None else ("M",)
        text = flag
        if "T" in forms:
            text += MFORM_TIME.format(time=time)
        if "S" in forms:
            text += MFORM_SYSTEM.format(system=self.system)
        if "J" in forms:
            text += MFORM_JOB.format(job=job)
        return text

    def _add_message(self, lines: list[str], time: dt.datetime, flag: str, job: str = "") -> None:
        action = lines[0].startswith("*")
        prefix = self._prefix(flag if not action else " ", time, job)
        self.area.add(lay_out(lines, prefix, self.width), action, msgid_of(lines[0]) if action else "",
                      self.clock())

    # --- commands and keys -------------------------------------------------------------

    def _local(self, command: str) -> None:
        """K D and K N,PFK: what only a display console's screen does."""
        words = command.replace("CONTROL", "K", 1).split(None, 1)[1].split(",")
        if words[0] == "N":  # K N,PFK: the PFK definitions, in the message area (INFERRED form)
            lines = ["PFK DEFINITIONS FOR CONSOLE " + self.name,
                     *(f"PFK{key:02d}  CMD='{text}'" for key, text in PFKS.items())]
            self._add_message(lines, self._now(), " ")
        elif len(words) == 1:  # K D: the held action messages erased (INFERRED, as K E,F)
            self.area.erase_held()
        elif words[1] == "N":
            self.area.numbered = "HOLD" if len(words) > 2 else "N"
        elif words[1] == "F":  # K D,F[,L=a]: the display's next frame
            self.areas.forward((area_letter(words[2][2:]) or None) if len(words) > 2 else None)

    def _now(self) -> dt.datetime:
        _, session = self._session()
        return session.context.clock.now()

    def _erase(self, what: str) -> None:
        if what == "D":  # (K E,D,L=name: the console's lowest display)
            self.areas.erase()
        elif what == "SEG":
            self.area.erase(1, self.console.seg if self.console is not None else self.area.size)
        elif what == "F":
            self.area.erase_held()
        elif what == "N":
            self.area.numbered = ""
        else:
            first, _, last = what.partition(",")
            self.area.erase(int(first), int(last or first))

    def _command(self, text: str) -> None:
        line = text.strip().upper()
        if LOCAL.fullmatch(line):
            _, session = self._session()
            session.log.write(session.context.clock.now(), "command", (), text.strip())
            self._settle(lambda: None)
            self._local(line)
            return
        if CONTROL_AREA.fullmatch(line):
            self._control_area(text)
            return
        own = self.console.name if self.console is not None else self.name
        erase_display = ERASE_DISPLAY.fullmatch(line)
        if erase_display and erase_display.group("name") in (None, own):  # a screen's own work
            _, session = self._session()
            session.log.write(session.context.clock.now(), "command", (), text.strip())
            self._settle(lambda: None)
            self.areas.erase(erase_display.group("area"))
            return
        placed = self.areas.where(line, own)
        if placed is not None and (placed[1] is not None or placed[0] != line):
            self._display(text.strip(), placed[0], placed[1])
            return
        reference = REFERENCE.fullmatch(line) is not None
        if self.drill is not None:
            outcome = self.drill.submit(text.strip())
            self._add_message([text.strip()], self.drill.context.clock.now(), COMMAND_FLAG)
            messages: Messages = outcome.messages
            lines = self.drill.system.render_all(messages)
            if not (reference and self._reference(lines)):
                self._show(messages, self.drill)
            self._save_drill()
        else:
            _, messages, seq = self.classroom.issue(self.user, self.name, text.strip())
            _, session = self._session()
            if reference and self._reference(session.system.render_all(messages)):
                self.skip = seq  # shown in the entry area, not the message area
        self._settle(lambda: None)
        erase = ERASE.fullmatch(line)
        if erase and not messages:  # K E answers nothing when it is taken
            self._erase(erase.group(1))

    def _control_area(self, text: str) -> None:
        """K A: the display areas defined, removed or referred to (display_areas.py); in
        error, the command stays in the entry area with the alarm, the cursor under the
        invalid operand (DOC), and nothing is run or logged."""
        line = text.strip().upper()
        own = self.console.name if self.console is not None else self.name
        try:
            answer = self.areas.control(line, self.terminal.rows - 4, own)
        except ControlError as exc:
            self.entry, self.alarm, self.cursor_at = text.strip(), True, exc.at
            return
        _, session = self._session()
        session.log.write(session.context.clock.now(), "command", (), text.strip())
        self.area.size = self.terminal.rows - 4 - self.areas.total
        self._settle(lambda: None)
        if answer is not None:
            self.entry = answer

    def _display(self, typed: str, command: str, letter: str | None) -> None:
        """A D command for a display area (or one whose L= names none: the message area):
        run without its L=, the display without its number (Context.display_area)."""
        workspace, session = self._session()
        if self.drill is not None:
            self._add_message([typed], session.context.clock.now(), COMMAND_FLAG)
        else:
            self.typed_as[session.log.next_seq] = typed  # echoed as typed, L= and all
            while len(self.typed_as) > TYPED_KEPT:
                del self.typed_as[next(iter(self.typed_as))]
        context = session.context
        context.display_area = letter is not None
        try:
            outcome = session.submit(command)
        finally:
            context.display_area = False
        lines = session.system.render_all(outcome.messages)
        shown = letter is not None and not outcome.refused and bool(lines)
        if shown and letter is not None:
            self.areas.place(letter, lines)
        if self.drill is not None:
            if not shown:
                self._show(outcome.messages, self.drill)
            self.seen = session.log.next_seq - 1
            self._save_drill()
        else:
            last = session.log.last
            if shown and last is not None and last.kind == "response":
                self.skip = last.seq  # in the display area, not the message area
            assert workspace is not None
            self.classroom.trim(self.user, workspace)
        self._settle(lambda: None)

    def _reference(self, lines: list[str]) -> bool:
        """K S or K S,REF: the settings, in CONTROL command form, go in the entry area (DOC)."""
        if len(lines) == 1 and lines[0].startswith("K S,"):
            self.entry = lines[0]
            return True
        return False

    async def _run(self, work: Callable[[], None], doing: str = "a refresh", heavy: bool = False) -> None:
        """``work`` as a REST command runs (rest/turns.py): under the user's seat, in a lane,
        with the command deadline. A refusal (a command past the deadline, which runs on
        and holds the machine until it ends; too many users; a damaged state file) is
        shown on the instruction line (INFERRED: REST's 503 reason, in capitals)."""
        try:
            await turns.turn(self.classroom, self.lanes, self.user, work, doing=doing, heavy=heavy)
        except errors.ApiError as exc:
            self.instruction = exc.reason.upper()[: self.width - 1]

    async def open(self) -> McsScreen:
        """The screen, once the user's machine is had (ApiError when it cannot be)."""
        await turns.turn(self.classroom, self.lanes, self.user, self._opening, doing="the logon")
        return self

    async def open_drill(self, name: str) -> Screen:
        """Drill ``name`` started for the user (the instructor's classroom page follows it):
        its briefing, then this screen on the drill's machine (ApiError when it cannot be)."""
        from zconsole.frontends.tn3270.pages import PageScreen

        briefing = await turns.turn(self.classroom, self.lanes, self.user, lambda: self._start_drill(name),
                                    doing=f"drill {name[:20]}", heavy=True)  # a prelude: as REST's
        return PageScreen(briefing, self.terminal, self, prose=True)

    def _next(self) -> Screen:
        """This screen, or first the page waiting to be shown (a drill's debrief)."""
        if self.page is None or not self.page:
            return self
        from zconsole.frontends.tn3270.pages import PageScreen

        page, self.page = self.page, []  # shown once
        return PageScreen(page, self.terminal, self)

    async def attention(self, given: ds.Input) -> Screen | None:
        self.instruction = ""
        self.alarm, self.cursor_at = False, None
        typed = self.panel().read(given).get("entry", "").replace("\0", "").strip()
        self.entry = ""  # (what K S put there was sent back, if it was kept)
        aid = given.aid
        if aid == "ENTER" and not typed:
            row = given.cursor // self.terminal.cols
            lines = self.area.visible()
            if row < min(len(lines), self.area.size) and lines[row].action:  # on a held message: erased
                self.area.erase(row + 1, row + 1)
                return self._next()
            await self._run(lambda: self._settle())
            return self._next()
        if aid.startswith("PF"):
            typed = PFKS.get(int(aid[2:]), "")
            if not typed:
                self.instruction = f"IEE717I PFK {int(aid[2:])} NOT DEFINED"  # INFERRED text
                return self._next()
        elif aid == "CLEAR":  # the terminal erased its screen: all is written again
            return self._next()
        elif aid != "ENTER":  # PA1, PA2: the screen written again, as it stands
            await self._run(lambda: self._settle())
            return self._next()
        text = typed
        # a big display (D M, D U) in the heavy lane, as REST runs it
        await self._run(lambda: self._command(text), text, HEAVY_COMMANDS.match(text) is not None)
        return self._next()

    async def refresh(self) -> Screen:
        await self._run(lambda: self._settle())
        return self._next()

    def panel(self) -> Panel:
        rows, cols = self.terminal.rows, self.terminal.cols
        fields: list[Field] = []
        lines = self.area.visible()
        numbers = bool(self.area.numbered)
        size = self.area.size
        for row in range(size):
            line = lines[row] if row < len(lines) else Line("")
            text = line.text
            if numbers and text:
                text = f"{row + 1:02d}{text}"  # INFERRED: the number before the line
            colour = "red" if line.action else ("white" if text.startswith(COMMAND_FLAG) else "green")
            fields.append(row_fields(row, cols, text, intensified=line.action, colour=colour))
        for row, text in enumerate(self.areas.rows(self.width, self.system), size):
            fields.append(row_fields(row, cols, text, colour="turquoise"))  # INFERRED colour
        size = rows - 4  # the instruction line, below the message area and the display areas
        console = self.console
        status = IEE612I.format(name=console.name if console else self.name,
                                device=(console.device or "") if console else "", system=self.system)
        fields.append(row_fields(size, cols, self.instruction or status, colour="white"))
        # the entry area: two lines, the attribute in the last column of the instruction line
        fields[-1] = Field(size, 0, cols - 2, fields[-1].text, colour="white")
        fields.append(Field(size, cols - 1, cols * 2, self.entry, protected=False, name="entry",
                            modified=bool(self.entry),
                            colour="turquoise"))
        waiting = bool(self.area.waiting) and self.area.mode == "N"
        warning = IEE159E if waiting else IEE163I.format(mode=self.area.mode)
        fields.append(row_fields(rows - 1, cols, warning, colour="yellow" if waiting else "blue"))
        cursor = (size + 1, 0)
        if self.cursor_at is not None:  # under the operand in error (DOC)
            cursor = (size + 1 + self.cursor_at // cols, self.cursor_at % cols)
        return Panel(rows, cols, tuple(fields), cursor, alarm=self.alarm)


def area_letter(where: str) -> str:
    """The area an L= names: ``a`` or ``name-a`` (a console name alone: none)."""
    letter = where.rpartition("-")[2]
    return letter if len(letter) == 1 else ""
