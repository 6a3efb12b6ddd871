"""Where an IPL stands (a value of the machine; the dialogue itself is model/ipl.py)."""

from __future__ import annotations

import attrs

# Phases: "" the system runs; LOADING the banner is on its way; START waits for the
# Start reply; QUESTION a COLD start waits for GO or STOP; SPOOLING the rest is on its way.
LOADING, START, QUESTION, SPOOLING = "loading", "start", "question", "spooling"


@attrs.define(eq=False)
class Ipl:
    """Where an IPL stands, and the start options given."""

    phase: str = ""
    options: tuple[str, ...] = ()
