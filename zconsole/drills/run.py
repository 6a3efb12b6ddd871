"""A drill in progress: prelude, objectives and mistakes after every command and event, hints, debrief."""

from __future__ import annotations

import datetime as dt
import math
from typing import TYPE_CHECKING, Any

import attrs

from zconsole.console.conditions import Watch
from zconsole.console.session import Outcome, Session
from zconsole.drills import messages as m
from zconsole.drills.spec import Drill, DrillFileError, Mistake

if TYPE_CHECKING:
    from zconsole.console.message import Message

HINT_COMMANDS = (".HINT",)
OVER_PAR_CAP = 10  # at most this many points lost for commands over par, and for time over par
# The prelude's last screen: what a real console would still show when the trainee sits
# down (a 3270 console's message area is about this many lines [INFERRED]).
SCREEN_LINES = 20


@attrs.frozen
class Debrief:
    """How the drill went: what ``zconsole drill`` shows at the end, as text, table or JSON."""

    name: str
    title: str
    ended: str  # "objectives met", "time ran out" or "left early"
    objectives: tuple[tuple[str, bool], ...]
    mistakes: tuple[tuple[str, int], ...]
    commands: int
    par_commands: int
    seconds: float
    par_seconds: float
    hints: int
    hint_cost: int
    score: int

    def as_json(self) -> dict[str, object]:
        return {
            "drill": self.name, "title": self.title, "ended": self.ended,
            "objectives": [{"text": t, "met": met} for t, met in self.objectives],
            "mistakes": [{"text": t, "penalty": p} for t, p in self.mistakes],
            "commands": self.commands, "par_commands": self.par_commands,
            "seconds": self.seconds, "par_seconds": self.par_seconds,
            "hints": self.hints, "hint_cost": self.hint_cost, "score": self.score,
        }

    def text_lines(self) -> list[str]:
        met = sum(1 for _, ok in self.objectives if ok)
        lines = [f"DEBRIEF {self.name}: {self.title}", f"ENDED: {self.ended.upper()}",
                 f"OBJECTIVES MET: {met} OF {len(self.objectives)}"]
        lines += [f"  [{'X' if ok else ' '}] {text}" for text, ok in self.objectives]
        lines.append(f"MISTAKES: {len(self.mistakes)}")
        lines += [f"  -{penalty:<3} {text}" for text, penalty in self.mistakes]
        lines.append(f"COMMANDS: {self.commands} (PAR {self.par_commands})")
        lines.append(f"SIMULATED TIME: {clock_text(self.seconds)} (PAR {clock_text(self.par_seconds)})")
        lines.append(f"HINTS TAKEN: {self.hints} (-{self.hint_cost} EACH)")
        lines.append(f"SCORE: {self.score} OF 100")
        return lines


def clock_text(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 3600:02d}.{whole % 3600 // 60:02d}.{whole % 60:02d}"


def score_of(drill: Drill, met: int, penalties: int, hints: int, commands: int, seconds: float) -> int:
    """The score (zconsole-drill(5), SCORE): objectives' share of 100, less mistakes and
    hints, never below 0. Commands and simulated minutes over par (each at most
    OVER_PAR_CAP) cost only a drill whose objectives were all met: they measure how well
    it was done, so a trainee who tries and runs out of time never scores less than one
    who does nothing, and a drill not done scores at most what its objectives met are worth."""
    share = 100 * met // len(drill.objectives)
    over = 0
    if met == len(drill.objectives):
        over = min(max(commands - drill.par_commands, 0), OVER_PAR_CAP)
        over += min(max(math.ceil((seconds - drill.par_time) / 60), 0), OVER_PAR_CAP)
    return max(share - penalties - hints * drill.hint_cost - over, 0)


class DrillRun:
    """One trainee's go at a drill, on one Session."""

    def __init__(self, drill: Drill, session: Session) -> None:
        self.drill, self.session = drill, session
        self.vocabulary = session.system.drill_vocabulary()
        self.watch = Watch(session.machine, session.context.clock.now(), self.vocabulary)
        self.began: dt.datetime | None = None
        self.deadline: dt.datetime | None = None
        self.met: list[bool] = [False] * len(drill.objectives)
        self.by: list[dt.datetime | None] = [None] * len(drill.objectives)
        self.missed: list[bool] = [False] * len(drill.objectives)
        self.noted: list[bool] = [False] * len(drill.mistakes)
        # each mistake's protected job numbers, read from the machine after the prelude
        self.protected: list[frozenset[int]] = [frozenset()] * len(drill.mistakes)
        self.made: list[tuple[str, int]] = []
        self.hints = 0
        self.commands = 0
        self.ended: str | None = None
        self.screen: tuple[Message, ...] = ()  # what the prelude wrote, for its last screen

    # --- the start ----------------------------------------------------------------------
    def prelude(self) -> list[Outcome]:
        """Run the prelude's lines (not the trainee's: nothing is counted or judged), then
        start the drill's time."""
        outcomes = [self.session.submit(line) for line in self.drill.prelude]
        if any(o.refused for o in outcomes):
            return outcomes  # the drill file is wrong (frontend.start says which line)
        # .WAIT's own answer is zconsole's note to whoever typed it, not the system's
        hidden = self.vocabulary.not_on_screen
        self.screen = tuple(msg for o in outcomes for msg in o.messages if msg.msgid not in hidden)
        now = self.session.context.clock.now()
        self.protected = [self._job_numbers(mistake, now) for mistake in self.drill.mistakes]
        self.began = now
        self.deadline = now + dt.timedelta(seconds=self.drill.time_limit)
        for i, objective in enumerate(self.drill.objectives):
            if objective.by is not None:
                h, mi, s = (int(x) for x in objective.by.split("."))
                moment = now.replace(hour=h, minute=mi, second=s, microsecond=0)
                self.by[i] = moment if moment >= now else moment + dt.timedelta(days=1)
        return outcomes

    def opening(self) -> tuple[Message, ...]:
        assert self.deadline is not None
        return (m.begins(self.drill.name, f"{self.deadline:%H.%M.%S}"), *self.check())

    # --- while it runs ------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.ended is not None

    def hint(self) -> tuple[Message, ...]:
        if self.hints >= len(self.drill.hints):
            return (m.no_more_hints(),)
        self.hints += 1
        return (m.hint(self.hints, len(self.drill.hints), self.drill.hints[self.hints - 1]),)

    def before(self, line: str) -> tuple[int, ...]:
        """A trainee's line is about to run: count it; the mistakes it would be (its
        ``when`` judged now, on the machine it is typed at). ``after`` notes them once the
        machine has taken the line: a line the console refuses changes nothing and is no
        mistake."""
        if not line.startswith("."):
            self.commands += 1
        self._observe()
        wrong: list[int] = []
        for i, mistake in enumerate(self.drill.mistakes):
            match = None if self.noted[i] else mistake.matches(line)
            if match is None or (mistake.protects is not None and not self._names_protected(i, match)):
                continue
            if mistake.when is None or mistake.when.holds(self.watch):
                wrong.append(i)
        return tuple(wrong)

    def after(self, wrong: tuple[int, ...], refused: bool) -> tuple[Message, ...]:
        """The mistakes ``before`` found, noted when the machine took the line."""
        return () if refused else tuple(self._note(i) for i in wrong if not self.noted[i])

    def _job_numbers(self, mistake: Mistake, now: dt.datetime) -> frozenset[int]:
        """The numbers of the job a mistake protects, as JES2 numbered it in the prelude."""
        wanted = mistake.protects
        if wanted is None:
            return frozenset()
        find = self.vocabulary.job_numbers
        machine = self.session.machine
        found = frozenset() if find is None else find(machine, now, wanted.jobname, wanted.status)
        if not found:
            status = f" {wanted.status}" if wanted.status else ""
            raise DrillFileError(f"{self.drill.path}: [mistake] protects {wanted.jobname}{status}:"
                                 " no such job on JES2's queue once the prelude has run")
        return found

    def _names_protected(self, i: int, match: Any) -> bool:
        """The command's job number (or range job-last, last * for all) names a protected job."""
        first = int(match.group("job"))
        last = match.groupdict().get("last")
        top = first if last is None else math.inf if last == "*" else int(last)
        return any(first <= n <= top for n in self.protected[i])

    def check(self) -> tuple[Message, ...]:
        """After a command or an event: objectives, mistakes the machine shows, the time."""
        if self.ended is not None or self.began is None:
            return ()
        self._observe()
        now = self.watch.now
        said: list[Message] = []
        for i, mistake in enumerate(self.drill.mistakes):
            if mistake.condition is not None and not self.noted[i] and mistake.condition.holds(self.watch):
                said.append(self._note(i))
        for i in range(len(self.drill.objectives)):
            said += self._judge(i, now)
        if all(self.met):
            self.ended = "objectives met"
        elif self.deadline is not None and now >= self.deadline:
            self.ended = "time ran out"
        if self.ended is not None:
            said.append(m.ended(self.ended.upper()))
        return tuple(said)

    def _judge(self, i: int, now: dt.datetime) -> list[Message]:
        """One objective, now: met, lost again, or missed (a 'by' objective's moment passed)."""
        objective = self.drill.objectives[i]
        if self.missed[i]:
            return []
        holds = objective.condition.holds(self.watch)
        deadline = self.by[i]
        if deadline is not None:  # to be reached by a moment: once met, it stays met
            if holds and not self.met[i] and now <= deadline:
                self.met[i] = True
                return [m.objective_met(objective.text)]
            if not self.met[i] and now > deadline:
                self.missed[i] = True
                return [m.objective_missed(objective.text)]
            return []
        if holds == self.met[i]:
            return []
        self.met[i] = holds
        return [m.objective_met(objective.text) if holds else m.objective_lost(objective.text)]

    def stays(self) -> Message:
        """The note after the debrief: the console stays on the drill's machine (ZCN308I)."""
        return m.stays()

    def leave(self) -> None:
        """The trainee left (end of input, .QUIT) before the drill ended."""
        self.check()  # the clock ran while nobody typed: objectives and time as they are now
        if self.ended is None:
            self.ended = "left early"

    def _observe(self) -> None:
        self.watch.observe(self.session.machine, self.session.context.clock.now())

    def _note(self, i: int) -> Message:
        mistake = self.drill.mistakes[i]
        self.noted[i] = True
        self.made.append((mistake.text, mistake.penalty))
        return m.mistake_noted(mistake.text, mistake.penalty)

    # --- the end ------------------------------------------------------------------------
    def seconds_used(self) -> float:
        if self.began is None:
            return 0.0
        end = min(self.watch.now, self.deadline) if self.deadline is not None else self.watch.now
        return max((end - self.began).total_seconds(), 0.0)

    def debrief(self) -> Debrief:
        drill = self.drill
        met = sum(self.met)
        seconds = self.seconds_used()
        penalties = sum(p for _, p in self.made)
        return Debrief(
            drill.name, drill.title, self.ended or "left early",
            tuple((o.text, ok) for o, ok in zip(drill.objectives, self.met, strict=True)),
            tuple(self.made), self.commands, drill.par_commands, seconds, drill.par_time,
            self.hints, drill.hint_cost, score_of(drill, met, penalties, self.hints, self.commands, seconds))


class DrillSession(Session):
    """The console of a drill: every line and every tick also goes to the DrillRun;
    ``.HINT`` is the drill's own. When the drill ends the console stays on the drill's
    machine (the trainee may look around) until the trainee leaves."""

    def __init__(self, base: Session, drill: Drill) -> None:  # takes over base's console
        self.context, self.on_change, self.log = base.context, base.on_change, base.log
        self.system = base.system
        self.run = DrillRun(drill, self)

    def submit(self, text: str) -> Outcome:
        line = " ".join(text.strip().upper().split())
        if self.run.began is None or self.run.finished:
            return super().submit(text)
        if line in HINT_COMMANDS:
            self.log.write(self.context.clock.now(), "command", (), text)
            notes = self.run.hint()
            self.log.write(self.context.clock.now(), "response", notes)
            return Outcome(text, notes)
        wrong = self.run.before(line)
        outcome = super().submit(text)
        noted = self.run.after(wrong, outcome.refused)
        after = self.run.check()
        return Outcome(outcome.text, (*outcome.messages, *noted, *after), refused=outcome.refused,
                       changed=outcome.changed, ended=outcome.ended)

    def tick(self) -> tuple[Message, ...]:
        messages = super().tick()
        return (*messages, *self.run.check())
