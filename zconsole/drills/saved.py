"""A drill in progress saved to a file and restored from it: the drill's machine (a state
file's own sections), the run's progress, and the debrief so far for whoever reads it.

A classroom server saves each user's drill beside the user's state file after every
drill command, so a drill outlives its machine being let go (idle, or its place wanted)
and a restart; a damaged or foreign file is no drill (``DrillFileError``), never a
crash."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from zconsole.drills.run import DrillRun, DrillSession
from zconsole.drills.spec import DrillFileError

FORMAT = "zconsole-drill-1"
MAX_BYTES = 8 * 1024 * 1024  # a drill file larger than this is not one zconsole wrote


def run_data(run: DrillRun) -> dict[str, Any]:
    """What a run has judged so far, as JSON values."""

    def when(moment: dt.datetime | None) -> str | None:
        return moment.isoformat() if moment is not None else None

    return {
        "began": when(run.began), "deadline": when(run.deadline),
        "met": run.met, "by": [when(b) for b in run.by], "missed": run.missed, "noted": run.noted,
        "protected": [sorted(p) for p in run.protected], "made": [list(m) for m in run.made],
        "hints": run.hints, "commands": run.commands, "ended": run.ended,
        # what the system's vocabulary noted on the way: the SVC dumps z/OS captured
        "dumps": [[n, list(names), list(sdata)]
                  for n, (names, sdata) in sorted(run.watch.seen.get("dumps", {}).items())],
    }


def restore_run(run: DrillRun, data: dict[str, Any]) -> None:
    """Put ``run_data``'s values back; ValueError/TypeError/KeyError when they do not fit."""
    drill = run.drill
    objectives, mistakes = len(drill.objectives), len(drill.mistakes)

    def when(value: Any) -> dt.datetime | None:
        return None if value is None else dt.datetime.fromisoformat(_text(value))

    def flags(value: Any, count: int) -> list[bool]:
        if not isinstance(value, list) or len(value) != count or not all(isinstance(v, bool) for v in value):
            raise ValueError("a list of flags of the wrong length")
        return list(value)

    run.began, run.deadline = when(data["began"]), when(data["deadline"])
    run.met, run.missed = flags(data["met"], objectives), flags(data["missed"], objectives)
    run.noted = flags(data["noted"], mistakes)
    by = data["by"]
    if not isinstance(by, list) or len(by) != objectives:
        raise ValueError("by: wrong length")
    run.by = [when(b) for b in by]
    protected = data["protected"]
    if not isinstance(protected, list) or len(protected) != mistakes:
        raise ValueError("protected: wrong length")
    run.protected = [frozenset(_count(n) for n in p) for p in protected]
    texts = {m.text: m.penalty for m in drill.mistakes}
    made = [(_text(t), _count(p)) for t, p in data["made"]]
    if any(texts.get(t) != p for t, p in made):
        raise ValueError("made: a mistake the drill does not have")
    run.made = made
    run.hints = min(_count(data["hints"]), len(drill.hints))
    run.commands = _count(data["commands"])
    ended = data["ended"]
    if ended not in (None, "objectives met", "time ran out", "left early"):
        raise ValueError("ended: not a way a drill ends")
    run.ended = ended
    dumps = {_count(n): (tuple(map(_text, names)), tuple(map(_text, sdata)))
             for n, names, sdata in data["dumps"]}
    if dumps:
        run.watch.seen["dumps"] = dumps


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not a string")
    return value


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**53:
        raise ValueError("not a count")
    return value


def progress_path(path: Path) -> Path:
    """Where the debrief so far is kept beside the drill saved at ``path``: small, so an
    instructor's page reads a class of them without reading their machines."""
    return path.with_name(path.name.removesuffix(".json") + "-progress.json")


def machine_path(path: Path) -> Path:
    """Where the drill's machine is saved beside the drill at ``path``: a state file of
    its system's, written and read by the system (console/system.py)."""
    return path.with_name(path.name.removesuffix(".json") + "-machine.json")


def save(path: Path, session: DrillSession, progress: dict[str, Any], new_mode: int = 0o600) -> None:
    """Write the drill's machine, then the drill (its name and run), then its progress,
    each atomically."""
    from zconsole.files import write_atomic

    ctx = session.context
    session.system.save_state(machine_path(path), ctx.machine, ctx.clock, ctx.ids, new_mode)
    data = {"format": FORMAT, "drill": session.run.drill.name, "run": run_data(session.run)}
    write_atomic(path, json.dumps(data, separators=(",", ":")), new_mode)
    write_atomic(progress_path(path), json.dumps({"format": FORMAT, "progress": progress}), new_mode)


def read(path: Path) -> dict[str, Any] | None:
    """The saved drill's data, or None when there is none (DrillFileError: damaged)."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise DrillFileError(f"{path.name}: larger than a saved drill")
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise DrillFileError(f"{path.name}: not a saved drill: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("drill"), str):
        raise DrillFileError(f"{path.name}: not a saved drill")
    return data


def restore(path: Path, folder: Path | None) -> DrillSession | None:
    """The drill saved at ``path`` on its machine, as it was; None when there is none."""
    data = read(path)
    if data is None:
        return None
    from zconsole.console.session import Session
    from zconsole.console.state_errors import StateFileError
    from zconsole.drills.library import find_drill
    from zconsole.systems import registry

    drill = find_drill(_text(data["drill"]), folder)
    try:  # a drill's machine is its system's, as start() makes it
        system = registry.system_named(drill.system)
        machine, clock, ids = system.load_state(machine_path(path))
        session = DrillSession(Session(machine, clock, ids, system=system), drill)
        restore_run(session.run, data["run"])
    except (StateFileError, KeyError, ValueError, TypeError) as exc:
        raise DrillFileError(f"{path.name}: not a saved drill of {drill.name}: {exc}") from None
    session.run.watch.observe(machine, clock.now())
    return session


def progress_of(path: Path) -> dict[str, Any] | None:
    """The debrief so far saved beside the drill at ``path`` (the instructor's row), or
    None when there is none or it is damaged."""
    where = progress_path(path)
    try:
        if where.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(where.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None
    progress = data.get("progress") if isinstance(data, dict) and data.get("format") == FORMAT else None
    return progress if isinstance(progress, dict) else None


__all__ = ["FORMAT", "machine_path", "progress_of", "progress_path", "read", "restore", "restore_run",
           "run_data", "save"]
