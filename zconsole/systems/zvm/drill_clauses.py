"""z/VM's drill conditions: clauses on the CP machine's state (the grammar of conditions
is console/conditions.py's; zconsole-drill(5) lists the clauses). The storage lab's
drills add theirs here.
"""

from __future__ import annotations

from zconsole.console.conditions import Clause, Vocabulary, Watch, are, listed, names


def _logged_on(watch: Watch, userid: str) -> bool:
    return userid in watch.machine.guests


CLAUSES: dict[str, Clause] = {
    # users of the CP directory logged on (XAUTOLOG, LOGON) or gone (FORCE, LOGOFF)
    "logged_on": Clause(names, lambda w, v: all(_logged_on(w, u) for u in v),
                        lambda v: f"{listed(v)} {are(v)} logged on", lambda v: v),
    "logged_off": Clause(names, lambda w, v: not any(_logged_on(w, u) for u in v),
                         lambda v: f"{listed(v)} {are(v)} logged off", lambda v: v),
}

VOCABULARY = Vocabulary(CLAUSES)
