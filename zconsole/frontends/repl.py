"""Line mode: the console for pipes and scripts (pexpect), one command a line, plain text.

Used when standard input or output is not a terminal, or with --plain. The prompt is
empty unless --prompt gives one; it is written before each command is read, and is the
stable marker a pexpect script waits for. On a terminal (``--plain`` typed by a person)
lines are read with GNU readline, so they can be edited and recalled, and ``exit``,
``quit`` and ``?`` work as in the interactive console; from a pipe every line is a
console command, exactly as a transcript holds it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from zconsole.console.session import Outcome, Session


def _terminal_reader(prompt: str) -> Callable[[], str | None]:
    """input() with readline: editing keys and recall, no bracketed-paste escapes."""
    try:
        import readline
    except ImportError:  # pragma: no cover - Python without readline
        readline = None  # type: ignore[assignment]
    if readline is not None:
        readline.parse_and_bind("set enable-bracketed-paste off")
        readline.parse_and_bind("set enable-meta-key off")

    def read() -> str | None:
        try:
            return input(prompt)
        except EOFError:
            return None
        except KeyboardInterrupt:
            sys.stdout.write("\n")
            return ""

    return read


def _pipe_reader(prompt: str) -> Callable[[], str | None]:
    def read() -> str | None:
        if prompt:
            sys.stdout.write(prompt)
            sys.stdout.flush()
        raw = sys.stdin.readline()
        return raw.rstrip("\n") if raw else None

    return read


def run_console(session: Session, prompt: str = "", log: str | None = None,
                after: Callable[[Outcome], None] | None = None) -> int:
    """Read commands until end of input or .QUIT; write each answer as it comes (then
    call ``after`` with it: a drill writes its debrief there).
    Returns the exit status: 1 if any command was refused, else 0."""
    status = 0
    interactive = sys.stdin.isatty()
    read = _terminal_reader(prompt) if interactive else _pipe_reader(prompt)
    writer = None
    if log is not None:
        from zconsole.console import notes as c
        from zconsole.frontends.logfile import SessionLog

        writer = SessionLog(session, log)
        why = writer.open()
        if why is not None:
            sys.stderr.write("ZCN203W " + c.ZCN203W_TEXT.format(reason=why, path=log) + "\n")
    try:
        while True:
            line = read()
            if line is None:
                return status
            if not line.strip():
                continue  # an empty line is ignored, as on a real console
            if interactive:
                from zconsole.frontends.habits import console_line

                line = console_line(line)
            outcome = session.submit(line)
            if outcome.refused:
                status = 1
            sys.stdout.write("".join(text + "\n" for text in session.system.render_all(outcome.messages)))
            sys.stdout.flush()
            if after is not None:
                after(outcome)
            if writer is not None:
                writer.flush()
            if outcome.ended:
                return status
    finally:
        if writer is not None:
            writer.close()


def with_log(session: Session, log: str, run: Callable[[], int]) -> int:
    """``run()`` with what the session writes appended to ``log`` when it ends (-c and
    ``zconsole run`` with --log); a log that cannot be written is said once (ZCN203W)."""
    from zconsole.console import notes as c
    from zconsole.frontends.logfile import SessionLog

    writer = SessionLog(session, log)
    why = writer.open()
    try:
        return run()
    finally:
        why = why or writer.flush()
        writer.close()
        if why is not None:
            sys.stderr.write("ZCN203W " + c.ZCN203W_TEXT.format(reason=why, path=log) + "\n")
