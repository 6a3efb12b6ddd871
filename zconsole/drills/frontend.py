"""``zconsole drill``: list the drills, run one in the shell or line mode, or grade a command file."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from zconsole.drills.run import DrillSession
from zconsole.drills.spec import Drill, DrillFileError
from zconsole.systems.zos.messages import render_all

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def drill_main(name: str | None, folder: str | None, script: str | None, as_json: bool,
               plain: bool, prompt: str, speed: float | None) -> int:
    from zconsole.drills.library import find_drill, listing

    where = Path(folder) if folder else None
    if where is not None and not where.is_dir():
        return _fail(f"--folder {folder}: not a folder")
    if name is None:
        sys.stdout.write("".join(line + "\n" for line in listing(where)))
        return EXIT_OK
    try:
        drill = find_drill(name, where)
    except DrillFileError as exc:
        return _fail(str(exc))
    if script is not None:
        if speed is not None:
            return _fail("--script grades on the drill's own frozen clock: --speed does not apply")
        return grade(drill, script, as_json, sys.stdout)
    try:
        session = start(drill)
    except DrillFileError as exc:
        return _fail(str(exc))
    if speed is not None:
        from zconsole.console.clock import ConsoleClock
        from zconsole.session_options import MAX_SPEED

        if not 0 < speed <= MAX_SPEED:
            return _fail(f"--speed: {speed:g} is not a pace from 0 to {MAX_SPEED}")
        session.context.clock = ConsoleClock.resumed(session.context.clock.now(), speed=speed)
    opening = session.run.opening()
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from zconsole.shell.drill import run_drill_shell  # prompt_toolkit and rich load only here

        return run_drill_shell(session, opening)
    from zconsole.frontends.repl import run_console

    out = sys.stdout
    out.write("".join(line + "\n" for line in briefing_lines(drill)))
    out.write("".join(line + "\n" for line in render_all(opening)))
    out.flush()
    status = EXIT_OK
    if not session.run.finished:
        status = run_console(session, prompt)
    session.run.leave()
    out.write("".join(line + "\n" for line in session.run.debrief().text_lines()))
    return status


def start(drill: Drill) -> DrillSession:
    """The drill's machine at its clock, the prelude run: the console the trainee takes over."""
    from zconsole.session_options import ConsoleOptions, SetupError, make_session

    base = drill.path.parent
    options = ConsoleOptions(machine=drill.machine, parmlib=drill.parmlib, clock=drill.clock)
    try:
        plain, _ = make_session(options, base)
    except SetupError as exc:
        raise DrillFileError(f"{drill.path}: {exc}") from None
    session = DrillSession(plain, drill)
    for outcome in session.run.prelude():
        if outcome.refused:
            lines = " ".join(render_all(outcome.messages)[-1:])
            raise DrillFileError(f"{drill.path}: [prelude] {outcome.text!r} was refused: {lines}")
    return session


def briefing_lines(drill: Drill) -> list[str]:
    """The briefing as plain text (line mode, --script)."""
    lines = [f"DRILL {drill.name}: {drill.title}", ""]
    lines += drill.briefing.splitlines()
    lines += ["", "OBJECTIVES:"]
    lines += [f"  {i}. {o.text}" + (f" (by {o.by})" if o.by else "")
              for i, o in enumerate(drill.objectives, 1)]
    lines.append(f"TIME LIMIT: {_clock(drill.time_limit)}  PAR: {drill.par_commands} COMMANDS, "
                 f"{_clock(drill.par_time)}  HINTS: {len(drill.hints)} (.HINT, -{drill.hint_cost} EACH)")
    return lines


def grade(drill: Drill, script: str, as_json: bool, out: TextIO) -> int:
    """--script FILE: run the file's lines as the trainee's; if the drill has not ended
    when they run out, the drill's time runs on to its limit; then the debrief."""
    from zconsole.frontends.script import script_lines

    try:
        text = sys.stdin.read() if script == "-" else Path(script).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return _fail(f"{script}: cannot read: {exc}")
    try:
        session = start(drill)
    except DrillFileError as exc:
        return _fail(str(exc))
    run = session.run
    chunks: list[str] = []
    if not as_json:
        chunks += [line + "\n" for line in briefing_lines(drill)]
        chunks += [line + "\n" for line in render_all(run.opening())]
    else:
        run.opening()
    left = False  # .QUIT: the trainee left before the drill ended
    for line in script_lines(text):
        if run.finished:
            break
        outcome = session.submit(line)
        chunks += [f"> {line}\n", *(text + "\n" for text in render_all(outcome.messages))]
        if outcome.ended and not run.finished:
            left = True
            break
    if not run.finished and not left and run.deadline is not None:
        # The key's lines are done: the drill's time runs on to its limit, as it would
        # for a trainee who stopped typing.
        left_s = (run.deadline - session.context.clock.now()).total_seconds()
        wait = f".WAIT {max(left_s, 0):g}S"
        outcome = session.submit(wait)
        chunks += [f"> {wait}\n", *(text + "\n" for text in render_all(outcome.messages))]
    run.leave()
    debrief = run.debrief()
    if as_json:
        out.write(json.dumps(debrief.as_json(), indent=2) + "\n")
    else:
        out.write("".join(chunks))
        out.write("".join(line + "\n" for line in debrief.text_lines()))
    return EXIT_OK


def _clock(seconds: float) -> str:
    from zconsole.drills.run import clock_text

    return clock_text(seconds)


def _fail(message: str) -> int:
    sys.stderr.write(f"zconsole: {message}\n")
    return EXIT_USAGE


__all__ = ["briefing_lines", "drill_main", "grade", "start"]
