"""``zconsole drill``: list the drills, run one in the shell or line mode, or grade a command file."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from zconsole.drills.briefing import briefing_lines, screen_lines
from zconsole.drills.run import DrillSession
from zconsole.drills.spec import Drill, DrillFileError

if TYPE_CHECKING:
    from zconsole.console.message import Message

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def drill_main(name: str | None, folder: str | None, script: str | None, as_json: bool,
               plain: bool, prompt: str, speed: float | None) -> int:
    from zconsole.drills.library import find_drill, listing

    where = Path(folder) if folder else None
    if where is not None and not where.is_dir():
        return _fail(f"--folder {folder}: not a folder")
    if name is None:
        lines, unusable = listing(where)
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stderr.write("".join(f"zconsole: {line}\n" for line in unusable))
        return EXIT_OK
    try:
        drill = find_drill(name, where)
    except DrillFileError as exc:
        return _fail(str(exc))
    if script is not None:
        if speed is not None:
            return _fail("--script grades on the drill's own frozen clock: --speed does not apply")
        return grade(drill, script, as_json, sys.stdout)
    if speed is not None:
        from zconsole.session_options import MAX_SPEED

        if not 0 < speed <= MAX_SPEED:
            return _fail(f"--speed: {speed:g} is not a pace above 0 and at most {MAX_SPEED}")
    try:
        session = start(drill)
    except DrillFileError as exc:
        return _fail(str(exc))
    run_clock(session, speed)
    opening = session.run.opening()
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from zconsole.shell.drill import run_drill_shell  # prompt_toolkit and rich load only here

        return run_drill_shell(session, opening)
    return line_mode(session, opening, prompt, sys.stdout)


def run_clock(session: DrillSession, speed: float | None) -> None:
    """The drill's clock runs from the prelude's end: at ``speed`` (--speed), else the
    drill file's, else real time, so a time limit runs out while nobody types."""
    from zconsole.console.clock import ConsoleClock

    pace = speed if speed is not None else session.run.drill.speed or 1.0
    clock = session.context.clock
    session.context.clock = ConsoleClock.running_from(clock.now(), pace, clock.source)


def line_mode(session: DrillSession, opening: tuple[Message, ...], prompt: str, out: TextIO) -> int:
    """The briefing, the prelude's last screen, the console; the debrief when the drill
    ends, and the console stays on the drill's machine until the end of input or .QUIT."""
    from zconsole.frontends.repl import run_console

    run = session.run
    out.write("".join(line + "\n" for line in briefing_lines(run.drill)))
    out.write("".join(line + "\n" for line in screen_lines(session)))
    out.write("".join(line + "\n" for line in session.system.render_all(opening)))
    shown = [False]

    def debrief(stays: bool) -> None:
        if run.finished and not shown[0]:
            shown[0] = True
            lines = run.debrief().text_lines() + (session.system.render_all((run.stays(),)) if stays else [])
            out.write("".join(line + "\n" for line in lines))
        out.flush()

    debrief(stays=True)
    status = run_console(session, prompt, after=lambda _: debrief(stays=True))
    run.leave()
    debrief(stays=False)
    return status


def start(drill: Drill) -> DrillSession:
    """The drill's machine at its clock, the prelude run: the console the trainee takes over."""
    from zconsole.session_options import ConsoleOptions, SetupError, make_session

    base = drill.path.parent
    options = ConsoleOptions(system=drill.system, machine=drill.machine, parmlib=drill.parmlib,
                             clock=drill.clock)
    try:
        plain, _ = make_session(options, base)
    except SetupError as exc:
        raise DrillFileError(f"{drill.path}: {exc}") from None
    session = DrillSession(plain, drill)
    for outcome in session.run.prelude():
        if outcome.refused:
            lines = " ".join(session.system.render_all(outcome.messages)[-1:])
            raise DrillFileError(f"{drill.path}: [prelude] {outcome.text!r} was refused: {lines}")
    return session


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
        chunks += [line + "\n" for line in screen_lines(session)]
        chunks += [line + "\n" for line in session.system.render_all(run.opening())]
    else:
        run.opening()
    left = False  # .QUIT: the trainee left before the drill ended
    for line in script_lines(text):
        if run.finished:
            break
        outcome = session.submit(line)
        chunks += [f"> {line}\n", *(text + "\n" for text in session.system.render_all(outcome.messages))]
        if outcome.ended and not run.finished:
            left = True
            break
    if not run.finished and not left and run.deadline is not None:
        # The key's lines are done: the drill's time runs on to its limit, as it would
        # for a trainee who stopped typing.
        left_s = (run.deadline - session.context.clock.now()).total_seconds()
        wait = f".WAIT {max(left_s, 0):g}S"
        outcome = session.submit(wait)
        chunks += [f"> {wait}\n", *(text + "\n" for text in session.system.render_all(outcome.messages))]
    run.leave()
    debrief = run.debrief()
    if as_json:
        out.write(json.dumps(debrief.as_json(), indent=2) + "\n")
    else:
        out.write("".join(chunks))
        out.write("".join(line + "\n" for line in debrief.text_lines()))
    return EXIT_OK


def _fail(message: str) -> int:
    sys.stderr.write(f"zconsole: {message}\n")
    return EXIT_USAGE


__all__ = ["briefing_lines", "drill_main", "grade", "line_mode", "run_clock", "screen_lines", "start"]
