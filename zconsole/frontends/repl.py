"""The plain read-eval-print console, used when stdin is not a terminal (pipes, pexpect)."""

from __future__ import annotations

import sys

from zconsole.messages import render_all
from zconsole.session import Session


def run_console(session: Session) -> int:
    """Read commands line by line until end of input; write each answer as it comes."""
    for raw in sys.stdin:
        line = raw.rstrip("\n")
        if not line.strip():
            continue  # an empty line is ignored, as on a real console
        outcome = session.submit(line)
        sys.stdout.write("".join(text + "\n" for text in render_all(outcome.messages)))
        sys.stdout.flush()
    return 0
