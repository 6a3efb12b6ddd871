"""The console clock: the only place that reads the wall clock, and it can be set or frozen."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import attrs

Source = Callable[[], dt.datetime]

# SEED: the day of the seed's RMF report and SVC dump (10/09/2012); a frozen clock (--clock)
# starts on it, so transcripts never depend on the day they are replayed.
FROZEN_DATE = dt.date(2012, 10, 9)


# Local wall-clock time; injected as the default source so tests can replace it (the
# method itself: a clock is read several times a command).
wall_clock: Source = dt.datetime.now


def parse_time_of_day(text: str) -> dt.time:
    """Parse ``hh.mm.ss`` (the console's own notation) or ``hh:mm:ss``."""
    parts = text.replace(":", ".").split(".")
    if len(parts) != 3 or not all(p.isdigit() and len(p) == 2 for p in parts):
        raise ValueError(f"{text!r} is not a time of day as hh.mm.ss")
    hour, minute, second = (int(p) for p in parts)
    return dt.time(hour, minute, second)  # raises ValueError for 24.00.00 and the like


@attrs.define(eq=False)
class ConsoleClock:
    """Console time: a running source plus an offset, or a frozen instant.

    Transcripts freeze it (``--clock 17.17.46``) so captures reproduce; an operator may
    set or advance it at any time (``.CLOCK``), which is how pending work is completed
    deterministically.
    """

    source: Source = wall_clock
    offset: dt.timedelta = dt.timedelta(0)
    frozen: dt.datetime | None = None
    # --speed N: a running clock goes N times faster than the wall clock, from the first
    # time it is read (the living machine's day in minutes). A frozen clock ignores it.
    speed: float = 1.0
    _anchor: dt.datetime | None = attrs.field(default=None, alias="_anchor")
    # A running clock resumed from a saved state: the console's own time when it was
    # saved. The first reading starts from it (never earlier), at the clock's speed.
    _resume: dt.datetime | None = attrs.field(default=None, alias="_resume")

    @classmethod
    def fixed(
        cls, time_of_day: dt.time, source: Source = wall_clock, date: dt.date = FROZEN_DATE
    ) -> ConsoleClock:
        """A clock frozen at ``time_of_day`` on ``date`` (FROZEN_DATE unless --date says):
        a transcript replayed on any day prints the same dates (D A,L's Julian date, a
        day rolling over in .WAIT)."""
        return cls(source=source, frozen=dt.datetime.combine(date, time_of_day))

    def now(self) -> dt.datetime:
        """The console's current time."""
        if self.frozen is not None:
            return self.frozen
        real = self.source()
        if self._resume is not None:
            resume, self._resume = self._resume, None
            # At the computer's pace a console keeps the computer's time of day (and its
            # .CLOCK offset) unless its own time is later; sped up, it goes on from its own.
            if self.speed != 1.0 or real + self.offset < resume:
                self._anchor = real
                self.offset = resume - real
        if self.speed != 1.0:
            if self._anchor is None:
                self._anchor = real
            real = self._anchor + (real - self._anchor) * self.speed
        return real + self.offset

    @classmethod
    def resumed(cls, at: dt.datetime, offset: dt.timedelta = dt.timedelta(0), speed: float = 1.0,
                source: Source = wall_clock) -> ConsoleClock:
        """A running clock that goes on from ``at`` (a saved state's time) at ``speed``."""
        clock = cls(source=source, offset=offset, speed=speed)
        clock._resume = at
        return clock

    @classmethod
    def running_from(cls, at: dt.datetime, speed: float = 1.0, source: Source = wall_clock) -> ConsoleClock:
        """A running clock that reads ``at`` now and goes on from it at ``speed``, whatever
        the computer's time of day (a drill's clock, from its prelude's end)."""
        real = source()
        return cls(source=source, offset=at - real, speed=speed, _anchor=real)

    @property
    def resumes_at(self) -> dt.datetime | None:
        """The saved time a resumed running clock has yet to start from (None once read)."""
        return self._resume

    def set_time_of_day(self, time_of_day: dt.time) -> None:
        """Move the clock to ``time_of_day`` today, keeping it frozen or running as it was."""
        target = dt.datetime.combine(self.now().date(), time_of_day)
        if self.frozen is not None:
            self.frozen = target
        else:
            self.offset += target - self.now()

    def advance(self, seconds: float) -> None:
        """Move the clock forward by ``seconds`` (whole milliseconds)."""
        delta = dt.timedelta(milliseconds=round(seconds * 1000))
        if self.frozen is not None:
            self.frozen += delta
        else:
            self.offset += delta

    def stamp(self) -> str:
        """``hh.mm.ss`` as console messages print it (strftime's "%H.%M.%S", without its
        locale machinery: a server stamps every display)."""
        now = self.now()
        return f"{now.hour:02d}.{now.minute:02d}.{now.second:02d}"
