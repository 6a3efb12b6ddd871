"""The message area of a display console: held action messages at the top, the others
rolling, wrapping or held beneath them (K S,DEL=), erased by line (K E) or by flag.

z/OS's MCS rules (z/OS MVS System Commands, "Using a display console"; DOC unless marked):
DEL=RD rolls deletable messages and keeps action messages at the top; R rolls them all;
W wraps from the top again; N holds a full area and keeps the rest waiting.

In roll mode (R, RD) a full area rolls RNUM lines off its top every RTME seconds while
messages wait beneath it (DOC: K S,RNUM= and K S,RTME=); a message that finds room shows
at once. Time is the caller's (``now``, in seconds: the screen's clock, a fake one in
tests), so the same keys and times give the same screen; an ``rtme`` of 0 rolls at once.
"""

from __future__ import annotations

import collections

import attrs

QUEUED = 1000  # INFERRED: lines kept waiting in hold mode (a bound, not IBM's)
KEEPS_ACTIONS = ("RD", "N", "W", "Y")  # the modes that keep action messages at the top


@attrs.define(eq=False)
class Line:
    """One line of the message area: its text (flag and MFORM columns included), whether
    it belongs to an action message, and which message (lines of one message share it)."""

    text: str
    action: bool = False
    message: int = 0
    msgid: str = ""


def msgid_of(first: str) -> str:
    """The message id of a message's first line (after the action flag and a reply id)."""
    words = first.lstrip("*@ ").split()
    if words and words[0].isdigit() and len(words) > 1:
        return words[1]
    return words[0] if words else ""


def lay_out(lines: list[str], prefix: str, width: int) -> list[str]:
    """A message's lines after its ``prefix`` columns, a long one going on under its text,
    cut at a blank (INFERRED)."""
    indent = " " * len(prefix)
    shown: list[str] = []
    for n, line in enumerate(lines):
        text = (prefix if n == 0 else indent) + line
        while len(text) > width:
            cut = text.rfind(" ", len(indent) + 1, width + 1)
            cut = cut if cut > len(indent) else width
            shown.append(text[:cut].rstrip())
            text = indent + text[cut:].lstrip()
        shown.append(text)
    return shown


@attrs.define(eq=False)
class MessageArea:
    """``size`` lines of ``width`` characters; ``mode`` is the console's DEL setting."""

    size: int
    width: int
    mode: str = "RD"
    held: list[Line] = attrs.Factory(list)
    rolling: collections.deque[Line] = attrs.Factory(collections.deque)
    waiting: collections.deque[Line] = attrs.Factory(lambda: collections.deque(maxlen=QUEUED))
    wrap_at: int = 0
    numbered: str = ""  # "", "N" (until a deletion) or "HOLD" (always)
    messages: int = 0
    rtme: float = 0.0  # seconds between rolls of a full area (R, RD); 0: at once
    rnum: int = 1  # lines a roll takes off the top
    due: float | None = None  # when the next roll is, while lines wait for one

    def add(self, shown: list[str], action: bool = False, msgid: str = "", now: float = 0.0) -> None:
        """One message's lines (laid out); an action message is held at the top, as long
        as the mode keeps them and two lines are left to roll in."""
        self.messages += 1
        keep = action and self.mode in KEEPS_ACTIONS
        for text in shown:
            made = Line(text, action, self.messages, msgid)
            if keep and len(self.held) < self.size - 2:
                self.held.append(made)
            else:
                self.roll(made, now)

    @property
    def timed(self) -> bool:
        return self.rtme > 0 and self.mode in ("R", "RD")

    def roll(self, line: Line, now: float = 0.0) -> None:
        room = self.size - len(self.held)
        if self.mode == "N" and len(self.rolling) >= room:
            self.waiting.append(line)
            return
        if self.timed and (self.waiting or len(self.rolling) >= room):
            self.waiting.append(line)  # beneath a full area until the next roll
            if self.due is None:
                self.due = now + self.rtme
            return
        if self.mode == "W":
            while len(self.rolling) < room:
                self.rolling.append(Line(""))
            self.wrap_at %= max(room, 1)
            self.rolling[self.wrap_at] = line
            self.wrap_at += 1
            return
        self.rolling.append(line)
        while len(self.rolling) > room:
            self.rolling.popleft()

    def visible(self) -> list[Line]:
        """The area's lines, top to bottom (held action messages first)."""
        room = self.size - len(self.held)
        rolling = list(self.rolling)[-room:] if room > 0 else []
        if self.mode == "W" and self.wrap_at and self.wrap_at < len(rolling):
            # INFERRED: a line of dashes under the newest message marks where the next goes
            rolling[self.wrap_at] = Line("-" * self.width)
        return [*self.held, *rolling]

    def erase(self, first: int, last: int) -> None:
        """K E,nn,mm: erase lines ``first`` to ``last`` (1 is the top); a held line takes
        its whole message with it."""
        chosen = self.visible()[first - 1 : last]
        messages = {line.message for line in chosen if line.action and line in self.held}
        self.held = [line for line in self.held if line.message not in messages]
        gone = {id(line) for line in chosen}
        self.rolling = collections.deque(line for line in self.rolling if id(line) not in gone)
        self._refill()
        if self.numbered == "N":
            self.numbered = ""

    def erase_held(self) -> None:
        """K E,F (and zconsole's K D): the held action messages erased."""
        self.held = []
        self._refill()

    def deleted(self, outstanding: set[str], now: float = 0.0) -> None:
        """DOM: held messages whose id the system no longer waits on roll like any other."""
        gone = {line.message for line in self.held if line.msgid not in outstanding}
        if not gone:
            return
        kept: list[Line] = []
        released: list[Line] = []
        for line in self.held:
            (released if line.message in gone else kept).append(line)
        self.held = kept
        for line in released:
            self.roll(Line(line.text, False, line.message, line.msgid), now)

    def advance(self, now: float) -> None:
        """The rolls due by ``now``: RNUM lines off the top each, the waiting ones beneath."""
        if not self.timed:
            self.due = None
            while self.waiting and self.mode != "N":  # rolling at once again (K S,DEL= changed)
                self.roll(self.waiting.popleft())
            return
        while self.due is not None and now >= self.due:
            for _ in range(min(self.rnum, len(self.waiting))):
                if self.rolling and len(self.rolling) >= self.size - len(self.held):
                    self.rolling.popleft()
                self._refill()
            self._refill()
            self.due = self.due + self.rtme if self.waiting else None

    def _refill(self) -> None:
        while self.waiting and len(self.rolling) < self.size - len(self.held):
            self.rolling.append(self.waiting.popleft())
