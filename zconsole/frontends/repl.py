"""Line mode: the console for pipes and scripts (pexpect), one command a line, plain text.

Used when standard input or output is not a terminal, or with --plain. The prompt is
empty unless --prompt gives one; it is written before each command is read, and is the
stable marker a pexpect script waits for.
"""

from __future__ import annotations

import sys

from zconsole.messages import render_all
from zconsole.session import Session


def run_console(session: Session, prompt: str = "") -> int:
    """Read commands until end of input or .QUIT; write each answer as it comes.
    Returns the exit status: 1 if any command was refused, else 0."""
    status = 0
    while True:
        if prompt:
            sys.stdout.write(prompt)
            sys.stdout.flush()
        raw = sys.stdin.readline()
        if not raw:
            return status
        line = raw.rstrip("\n")
        if not line.strip():
            continue  # an empty line is ignored, as on a real console
        outcome = session.submit(line)
        if outcome.refused:
            status = 1
        sys.stdout.write("".join(text + "\n" for text in render_all(outcome.messages)))
        sys.stdout.flush()
        if outcome.ended:
            return status
