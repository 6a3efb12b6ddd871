"""VSE's drill conditions: clauses on the VSE machine's state (the grammar of conditions
is console/conditions.py's; zconsole-drill(5) lists the clauses)."""

from __future__ import annotations

from zconsole.console.conditions import Clause, Vocabulary, Watch, whole


def _sdl(watch: Watch) -> int:
    return int(watch.machine.sdl)


CLAUSES: dict[str, Clause] = {
    # the SDL's entries in force (IPL SVA SDL=n)
    "sdl_at_least": Clause(whole(1, 32765), lambda w, v: _sdl(w) >= v,
                           lambda v: f"the SDL has at least {v} entries", lambda v: ("SDL", str(v))),
}

VOCABULARY = Vocabulary(CLAUSES)
