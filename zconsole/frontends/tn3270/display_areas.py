"""The out-of-line display areas of an MCS console: K A defines them, L= on a D command
(or none: the first available) sends a display to one, K D,F shows its next frame, K E,D
erases it.

DOC (z/OS MVS System Commands, "CONTROL A", "DISPLAY C,K", "Correcting command entry
errors"; MVS Planning: Operations, "Setting up out-of-line display areas"): areas are
defined from the bottom of the message area up, the first size being area A, the next B
above it; 4 to 99 lines each, at most 11, together at most the message area's lines.
K A,NONE removes them; K A or K A,REF puts their sizes in the entry area in CONTROL
command form (``K A,14``). A D command's ``L=a``, ``L=name`` or ``L=name-a`` names the
area (and console) it shows in; without it, the display goes to the first available area,
else to the message area. A CONTROL command in error sounds the alarm and stays in the
entry area, the cursor under the invalid operand.

REAL-px (everyday-displays.md, the ADCD screenshots): in a display area a display's first
line carries no display id (the system renders it so: Context.display_area), and the
console's controls on its right (console/frames.py, the layout the line console's L=
displays use too).

INFERRED: no controls when they would not fit in the row; K D,F after the last frame shows
the first again; the first available area is the lowest holding no display, else A; K D,F
and K E,D without L= work on the lowest area holding one; a screen starts without areas
(CONSOLxx AREA's sizes are not modelled). A D command whose L= names no area of this
screen (another console's, Z, one K A has not defined) goes to the system as typed: its
answer is the REST console's (the displays that take L= show their frame line in the
message area; the others, and an area the machine's console lacks, are refused by the
system).
"""

from __future__ import annotations

import re

import attrs

from zconsole.console.frames import frames, titled

MAX_AREAS, MIN_LINES, MAX_LINES = 11, 4, 99
LETTERS = "ABCDEFGHIJK"  # A at the bottom, up to K (Z is the message area)

DEFINE = re.compile(r"(?:K|CONTROL) +A(?:,(?P<what>(?!L=)[^,]+(?:,[^,L][^,]*)*))?(?:,L=(?P<console>[^,]+))?")
LOCATED = re.compile(r"(?P<command>(?:D|DISPLAY) +\S.*?),L=(?P<where>[A-Z0-9@#$]{1,8}(?:-[A-Z])?)")
DISPLAY = re.compile(r"(?:D|DISPLAY) +\S.*")


class ControlError(ValueError):
    """A CONTROL command in error: ``at`` is the invalid operand's column in the line."""

    def __init__(self, at: int) -> None:
        super().__init__(f"invalid operand at column {at}")
        self.at = at


@attrs.define(eq=False)
class Display:
    """A display in an area: its lines (the first its title) and the frame shown."""

    lines: list[str]
    frame: int = 1


@attrs.define(eq=False)
class DisplayAreas:
    """The console's areas: ``sizes`` from the bottom (A) up, the display each shows."""

    sizes: list[int] = attrs.Factory(list)
    shown: dict[str, Display] = attrs.Factory(dict)

    @property
    def total(self) -> int:
        return sum(self.sizes)

    def letters(self) -> str:
        return LETTERS[: len(self.sizes)]

    def reference(self) -> str:
        """K A,REF's answer, in CONTROL command form (DOC)."""
        return "K A," + (",".join(str(size) for size in self.sizes) if self.sizes else "NONE")

    def control(self, line: str, lines: int, console: str) -> str | None:
        """K A as typed (upper case): the areas changed, or the text K A,REF puts in the
        entry area (None when there is none); ControlError for an operand in error."""
        found = DEFINE.fullmatch(line)
        if found is None:
            raise ControlError(len(line))
        if found.group("console") is not None and found.group("console") != console:
            raise ControlError(found.start("console"))
        what = found.group("what")
        if what is None or what == "REF":
            return self.reference()
        if what == "NONE":
            self.sizes, self.shown = [], {}
            return None
        sizes: list[int] = []
        at = found.start("what")
        for word in what.split(","):
            if not word.isdigit() or not MIN_LINES <= int(word) <= MAX_LINES or len(sizes) == MAX_AREAS \
                    or sum(sizes) + int(word) > lines:
                raise ControlError(at)
            sizes.append(int(word))
            at += len(word) + 1
        self.sizes, self.shown = sizes, {}
        return None

    def where(self, line: str, console: str) -> tuple[str, str | None] | None:
        """For a D command (upper case): the command to run and the area of this screen it
        shows in (None: the message area); None when the line goes to the system as typed
        (not a display, or an L= naming no area of this screen: the system's own answer,
        the REST console's)."""
        found = LOCATED.fullmatch(line)
        if found is None:
            return (line, self.available()) if DISPLAY.fullmatch(line) else None
        where = found.group("where")
        name, _, letter = where.rpartition("-") if "-" in where else ("", "", where)
        if len(letter) > 1:  # L=name: the console's first available area
            name, letter = letter, ""
        if name and name != console:
            return None
        if not letter:
            return (found.group("command"), self.available()) if self.sizes else None
        return (found.group("command"), letter) if letter in self.letters() else None

    def available(self) -> str | None:
        letters = self.letters()
        for letter in letters:
            if letter not in self.shown:
                return letter
        return letters[:1] or None

    def place(self, letter: str, lines: list[str]) -> None:
        self.shown[letter] = Display(lines)

    def _chosen(self, letter: str | None) -> str | None:
        if letter is not None:
            return letter if letter in self.shown else None
        return next((found for found in self.letters() if found in self.shown), None)

    def forward(self, letter: str | None = None) -> None:
        """K D,F: the next frame (the first after the last)."""
        chosen = self._chosen(letter)
        if chosen is not None:
            display = self.shown[chosen]
            display.frame = display.frame % self.frames(chosen) + 1

    def erase(self, letter: str | None = None) -> None:
        """K E,D: the area's display erased."""
        chosen = self._chosen(letter)
        if chosen is not None:
            del self.shown[chosen]

    def frames(self, letter: str) -> int:
        return frames(len(self.shown[letter].lines), self.sizes[self.letters().index(letter)])

    def rows(self, width: int, system: str) -> list[str]:
        """The areas' rows, top (the last area) to bottom (A)."""
        rows: list[str] = []
        for letter, size in reversed(list(zip(self.letters(), self.sizes, strict=True))):
            display = self.shown.get(letter)
            if display is None:
                rows += [""] * size
                continue
            title = display.lines[0] if display.lines else ""
            line = titled(title, display.frame, self.frames(letter), system)
            rows.append(line if len(line) <= width else title[:width])
            start = 1 + (display.frame - 1) * (size - 1)
            body = [line[:width] for line in display.lines[start : start + size - 1]]
            rows += body + [""] * (size - 1 - len(body))
        return rows
