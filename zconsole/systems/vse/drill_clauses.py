"""VSE's drill conditions: clauses on the VSE machine's state (the grammar of conditions
is console/conditions.py's; zconsole-drill(5) lists the clauses)."""

from __future__ import annotations

from zconsole.console.conditions import Clause, Vocabulary, Watch, are, listed, names, whole


def _sdl(watch: Watch) -> int:
    return int(watch.machine.sdl)


def _in_sva(watch: Watch, name: str) -> bool:
    return name in watch.machine.sva_loaded


CLAUSES: dict[str, Clause] = {
    # the SDL's entries in force (IPL SVA SDL=n)
    "sdl_at_least": Clause(
        whole(1, 32765),
        lambda w, v: _sdl(w) >= v,
        lambda v: f"the SDL has at least {v} entries",
        lambda v: ("SDL", str(v)),
    ),
    # load lists job control's SET SDL put in the SVA (GETVIS SVA,DETAIL names them)
    "sva_loaded": Clause(
        names,
        lambda w, v: all(_in_sva(w, n) for n in v),
        lambda v: f"{listed(v)} {are(v)} in the SVA",
        lambda v: v,
    ),
}

VOCABULARY = Vocabulary(CLAUSES)
