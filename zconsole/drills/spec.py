"""A drill file (TOML, zconsole-drill(5)) read into frozen values; errors name file, line and reason."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import attrs

from zconsole.drills.conditions import Condition, parse_condition
from zconsole.systems.zos.model.loading.locate import locate
from zconsole.systems.zos.model.loading.table import MachineFileError, Table

_DURATION = re.compile(r"^(\d+(?:\.\d+)?)([SMH]?)$")
_TIME = re.compile(r"^([01]\d|2[0-3])\.([0-5]\d)\.([0-5]\d)$")
_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")


class DrillFileError(Exception):
    """A drill file that cannot be used; ``str()`` is the one-line report (file:line: [key] reason)."""


def seconds_of(text: str) -> float:
    """``90S``, ``30M``, ``2H`` or plain seconds, as .WAIT takes them."""
    match = _DURATION.match(text.strip().upper())
    if match is None:
        raise ValueError(f"{text!r} is not a duration such as 90S, 30M or 2H")
    return float(match.group(1)) * {"": 1, "S": 1, "M": 60, "H": 3600}[match.group(2)]


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
    command: re.Pattern[str] | None = None
    when: Condition | None = None
    condition: Condition | None = None
    protects: Protected | None = None


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
    try:
        return _drill(path, data)
    except MachineFileError as exc:
        line = locate(text, exc.key) if exc.key else None
        where = f"{path}:{line}" if line else str(path)
        at = f" [{exc.key}]" if exc.key else ""
        raise DrillFileError(f"{where}:{at} {exc.reason}") from None


def _drill(path: Path, data: dict[str, Any]) -> Drill:
    top = Table(path, "", data)
    name = path.stem
    if not _NAME.match(name):
        raise top.fail(None, f"the file name {name!r} must be lower-case letters, digits and '-'")
    drill = top.table("drill")
    if drill is None:
        raise top.fail("drill", "is required")
    title = drill.get("title", str)
    machine = drill.get("machine", str, "default")
    parmlib = drill.get("parmlib", str, None)
    clock = drill.get("clock", str, "10.00.00")
    if not _TIME.match(clock):
        raise drill.fail("clock", f"{clock!r} is not a time of day HH.MM.SS")
    briefing = drill.get("briefing", str).strip()
    time_limit = _duration(drill, "time_limit")
    hint_cost = drill.get("hint_cost", int, 5)
    drill.finish()
    prelude = _lines(top, "prelude", "commands", "must be a list of console lines")
    objectives = _objectives(top)
    mistakes = tuple(_mistake(table) for table in top.tables("mistake"))
    hints = tuple(h.strip() for h in _lines(top, "hints", "hints", "must be a list of strings", blank=True))
    par = top.table("par")
    if par is None:
        raise top.fail("par", "is required")
    par_commands = par.get("commands", int)
    par_time = _duration(par, "time")
    par.finish()
    top.finish()
    return Drill(name, title, machine, parmlib, clock, prelude, briefing, objectives,
                 mistakes, time_limit, hints, hint_cost, par_commands, par_time, path)


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


def _objectives(top: Table) -> tuple[Objective, ...]:
    objectives = []
    for table in top.tables("objective"):
        by = table.get("by", str, None)
        if by is not None and not _TIME.match(by):
            raise table.fail("by", f"{by!r} is not a time of day HH.MM.SS")
        objectives.append(Objective(table.get("text", str), _condition(table, "condition"), by))
        table.finish()
    if not objectives:
        raise top.fail("objective", "a drill needs at least one [[objective]]")
    return tuple(objectives)


def _mistake(table: Table) -> Mistake:
    text, penalty = table.get("text", str), table.get("penalty", int)
    pattern = table.get("command", str, None)
    command = None
    if pattern is not None:
        try:
            command = re.compile(pattern)
        except re.error as exc:
            raise table.fail("command", f"not a regular expression: {exc}") from None
    when = _condition(table, "when") if "when" in table.data else None
    condition = _condition(table, "condition") if "condition" in table.data else None
    if (command is None) == (condition is None):
        raise table.fail(None, "give either command (a regular expression) or condition")
    protects = _protects(table, command) if "protects" in table.data else None
    table.finish()
    return Mistake(text, penalty, command, when, condition, protects)


def _protects(table: Table, command: re.Pattern[str] | None) -> Protected:
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


def _duration(table: Table, key: str) -> float:
    return table.parsed(key, seconds_of)


def _condition(table: Table, key: str) -> Condition:
    inner = table.table(key)
    if inner is None:
        raise table.fail(key, "is required")
    try:
        return parse_condition(inner.data)
    except ValueError as exc:
        raise inner.fail(None, str(exc)) from None
