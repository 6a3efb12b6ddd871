"""A drill file (TOML, zconsole-drill(5)) read into frozen values; errors name file, line and reason."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import attrs
import regex

from zconsole.console.conditions import Condition, Vocabulary, describe, parse_condition, unnamed
from zconsole.console.durations import seconds_of
from zconsole.console.locate import locate
from zconsole.console.table import MachineFileError, Table, child_key
from zconsole.systems import registry

_TIME = re.compile(r"^([01]\d|2[0-3])\.([0-5]\d)\.([0-5]\d)$")
_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")

# Every number a drill file gives has a range, so no value can overflow a clock, score
# more than 100 or cheat the debrief (a classroom loads drills from a folder of files).
MAX_DURATION = 24 * 3600  # a time limit or par time: at most a simulated day
MAX_COMMANDS = 1000  # par commands
MAX_POINTS = 100  # a penalty or a hint's cost: points of the 100 a drill is scored on
MAX_DRILL_SPEED = 86_400  # the drill's own clock pace, as --speed's MAX_SPEED
MAX_DEPTH = 6  # tables and lists inside one another: the deepest clause needs 4
MAX_TEXT = 4096  # characters of a title, briefing, objective, mistake or hint
# A [[mistake]]'s command pattern is bounded as REST detections' patterns are
# (frontends/rest/detect.py; a test holds the figures equal): its length, its counted
# repeats (compiling unrolls them) and the time one match may take.
MAX_PATTERN = 256
MAX_REPEATS = 10_000
MATCH_SECONDS = 0.05
COUNTED = re.compile(r"(?<!\\)\{(\d*)(?:,(\d*))?\}")


class DrillFileError(Exception):
    """A drill file that cannot be used; ``str()`` is the one-line report (file:line: [key] reason)."""


@attrs.frozen
class Objective:
    """One thing that must hold; ``by`` (HH.MM.SS) is the simulated time it must hold by."""

    text: str
    condition: Condition
    by: str | None = None


@attrs.frozen
class Protected:
    """The JES2 job a mistake's command must not name, by job name (and the status it has
    once the prelude has run): its number is read from the drill's machine then, so a
    drill never spells a job number that JES2's numbering could make wrong."""

    jobname: str
    status: str | None = None


@attrs.frozen
class Mistake:
    """A wrong move: a command matching ``command`` (while ``when`` holds, if given; and
    naming the ``protects`` job by its number, if given), or the machine reaching
    ``condition``; noted once, costing ``penalty`` points."""

    text: str
    penalty: int
    command: Any = None  # regex.Pattern: matched with a time bound (Mistake.matches)
    when: Condition | None = None
    condition: Condition | None = None
    protects: Protected | None = None

    def matches(self, line: str) -> Any:
        """The command's match of the whole line (a regex.Match), or None; a match that
        runs longer than MATCH_SECONDS (catastrophic backtracking) is no match."""
        if self.command is None:
            return None
        try:
            return self.command.fullmatch(line, timeout=MATCH_SECONDS)
        except TimeoutError:
            return None


@attrs.frozen
class Drill:
    """Everything a drill file says."""

    name: str
    title: str
    machine: str
    parmlib: str | None
    clock: str
    prelude: tuple[str, ...]
    briefing: str
    objectives: tuple[Objective, ...]
    mistakes: tuple[Mistake, ...]
    time_limit: float  # simulated seconds from the moment the trainee takes over
    hints: tuple[str, ...]
    hint_cost: int
    par_commands: int
    par_time: float  # simulated seconds
    path: Path
    speed: float | None = None  # the clock's pace when run on a terminal (None: real time)
    system: str = registry.DEFAULT  # the --system its machine runs (zos, zvm, vse)


def load_drill(path: Path) -> Drill:
    """Read and check one drill file; DrillFileError says where and why."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DrillFileError(f"{path}: cannot read: {exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DrillFileError(f"{path}: not TOML: {exc}") from None
    except RecursionError:
        raise DrillFileError(f"{path}: not TOML: nested more than Python can read") from None
    try:
        _check_depth(path, data)
        return _drill(path, data)
    except MachineFileError as exc:
        line = _line_of(text, exc.key) if exc.key else None
        where = f"{path}:{line}" if line else str(path)
        at = f" [{exc.key}]" if exc.key else ""
        raise DrillFileError(f"{where}:{at} {exc.reason}") from None


def _line_of(text: str, key: str) -> int | None:
    """The line of ``key``, or of the nearest key above it that can be placed (a clause
    inside an inline table is on its condition's line)."""
    parts = key.split(".")
    while parts:
        line = locate(text, ".".join(parts))
        if line is not None:
            return line
        parts.pop()
    return None


def _drill(path: Path, data: dict[str, Any]) -> Drill:
    top = Table(path, "", data)
    name = path.stem
    if not _NAME.match(name):
        raise top.fail(None, f"the file name {name!r} must be lower-case letters, digits and '-'")
    drill = top.table("drill")
    if drill is None:
        raise top.fail("drill", "is required")
    title = _text(drill, "title")
    system = drill.get("system", str, registry.DEFAULT)
    if system not in registry.names():
        known = ", ".join(registry.names())
        raise drill.fail("system", f"{system!r} is not a system zconsole runs ({known})")
    vocabulary = registry.system_named(system).drill_vocabulary()
    machine = drill.get("machine", str, registry.system_named(system).default_machine)
    parmlib = drill.get("parmlib", str, None)
    clock = drill.get("clock", str, "10.00.00")
    if not _TIME.match(clock):
        raise drill.fail("clock", f"{clock!r} is not a time of day HH.MM.SS")
    briefing = _text(drill, "briefing").strip()
    time_limit = _duration(drill, "time_limit", minimum=1)
    hint_cost = _whole(drill, "hint_cost", 0, MAX_POINTS, 5)
    speed = _speed(drill)
    drill.finish()
    prelude = _lines(top, "prelude", "commands", "must be a list of console lines")
    objectives = _objectives(top, vocabulary)
    mistakes = tuple(_mistake(table, vocabulary) for table in top.tables("mistake"))
    hints = tuple(h.strip() for h in _lines(top, "hints", "hints", "must be a list of strings", blank=True))
    par = top.table("par")
    if par is None:
        raise top.fail("par", "is required")
    par_commands = _whole(par, "commands", 0, MAX_COMMANDS)
    par_time = _duration(par, "time", minimum=0)
    if par_time > time_limit:
        raise par.fail("time", "must not be longer than the drill's time_limit")
    par.finish()
    top.finish()
    return Drill(name, title, machine, parmlib, clock, prelude, briefing, objectives,
                 mistakes, time_limit, hints, hint_cost, par_commands, par_time, path, speed, system)


def _check_depth(path: Path, data: dict[str, Any]) -> None:
    """Tables and lists at most MAX_DEPTH inside one another (walked without recursion,
    so no nesting reaches Python's recursion limit), else the key where it goes deeper."""
    stack: list[tuple[str, Any, int]] = [("", data, 0)]
    while stack:
        key, value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise MachineFileError(path, key, f"nested more than {MAX_DEPTH} deep")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for name, inner in items:
            if isinstance(inner, (dict, list)):
                stack.append((child_key(key, name), inner, depth + 1))


def _whole(table: Table, key: str, low: int, high: int, default: Any = ...) -> int:
    value: int = table.get(key, int, default)
    if not low <= value <= high:
        raise table.fail(key, f"must be a whole number from {low} to {high}")
    return value


def _text(table: Table, key: str) -> str:
    value: str = table.get(key, str)
    if len(value) > MAX_TEXT:
        raise table.fail(key, f"must be at most {MAX_TEXT} characters")
    return value


def _speed(table: Table) -> float | None:
    value = table.get("speed", object, None)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= MAX_DRILL_SPEED:
        raise table.fail("speed", f"must be a pace above 0 and at most {MAX_DRILL_SPEED}")
    return float(value)


def _lines(top: Table, key: str, inner: str, reason: str, blank: bool = False) -> tuple[str, ...]:
    """``[key] inner = [...]``: a list of strings (non-blank unless ``blank``), or none."""
    table = top.table(key)
    if table is None:
        return ()
    given = table.get(inner, list)
    if not all(isinstance(x, str) and (blank or x.strip()) for x in given):
        raise table.fail(inner, reason)
    table.finish()
    return tuple(given)


def _objectives(top: Table, vocabulary: Vocabulary) -> tuple[Objective, ...]:
    objectives = []
    for table in top.tables("objective"):
        by = table.get("by", str, None)
        if by is not None and not _TIME.match(by):
            raise table.fail("by", f"{by!r} is not a time of day HH.MM.SS")
        condition = _condition(table, "condition", vocabulary)
        text = describe(condition) if "text" not in table.data else _text(table, "text")
        missing = unnamed(condition, text)
        if missing:
            raise table.fail("text", f"does not name {missing[0]}, which its condition judges "
                             f"(the condition says: {describe(condition)})")
        objectives.append(Objective(text, condition, by))
        table.finish()
    if not objectives:
        raise top.fail("objective", "a drill needs at least one [[objective]]")
    return tuple(objectives)


def _mistake(table: Table, vocabulary: Vocabulary) -> Mistake:
    text, penalty = _text(table, "text"), _whole(table, "penalty", 0, MAX_POINTS)
    pattern = table.get("command", str, None)
    command = None if pattern is None else _pattern(table, pattern)
    when = _condition(table, "when", vocabulary) if "when" in table.data else None
    condition = _condition(table, "condition", vocabulary) if "condition" in table.data else None
    if (command is None) == (condition is None):
        raise table.fail(None, "give either command (a regular expression) or condition")
    protects = None
    if "protects" in table.data:
        if vocabulary.job_numbers is None:
            raise table.fail("protects", "this system has no job queue whose jobs a mistake could protect")
        protects = _protects(table, command)
    table.finish()
    return Mistake(text, penalty, command, when, condition, protects)


def _pattern(table: Table, pattern: str) -> Any:
    """A mistake's command, compiled with the bounds of REST detections' patterns."""
    if len(pattern) > MAX_PATTERN:
        raise table.fail("command", f"must be at most {MAX_PATTERN} characters")
    product = 1
    for low, high in COUNTED.findall(pattern):
        product *= max(int(low or 0), int(high or 0), 1)
        if product > MAX_REPEATS:
            raise table.fail("command", f"its counted repeats come to more than {MAX_REPEATS}")
    try:
        return regex.compile(pattern)
    except (regex.error, OverflowError, RecursionError, ValueError) as exc:
        raise table.fail("command", f"not a regular expression: {exc}") from None


def _protects(table: Table, command: Any) -> Protected:
    """protects = { job = "NAME", status = "EXECUTING" }: the command names the job's
    number in its group ``job`` (a range's end, if any, in ``last``: a number or *)."""
    inner = table.table("protects")
    if inner is None:
        raise table.fail("protects", "must be a table { job = \"NAME\", status = \"STATUS\" }")
    protected = Protected(inner.get("job", str).upper(), inner.get("status", str, None))
    inner.finish()
    if command is None or "job" not in command.groupindex:
        raise table.fail("protects", "needs a command with a group (?P<job>...) for the job number")
    return protected


def _duration(table: Table, key: str, minimum: float) -> float:
    """A duration from ``minimum`` seconds to MAX_DURATION (a day)."""
    seconds = table.parsed(key, seconds_of)
    if not minimum <= seconds <= MAX_DURATION:
        low = "0" if minimum == 0 else "1S"
        raise table.fail(key, f"must be from {low} to 24H")
    return seconds


def _condition(table: Table, key: str, vocabulary: Vocabulary) -> Condition:
    inner = table.table(key)
    if inner is None:
        raise table.fail(key, "is required")
    try:
        return parse_condition(inner.data, vocabulary)
    except ValueError as exc:
        raise inner.fail(None, str(exc)) from None
