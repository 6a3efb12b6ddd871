"""The VSE console over REST: `PUT /zconsole/vse/console` with `{"cmd": ...}` ->
`{"lines": [...], "rc": n}`, shaped like z/VM's `PUT /zconsole/zvm/cp` (frontends/rest/cp.py
serves both: a console and machine per user, bodies and consoles bounded).

``lines`` are the console's lines for the command as the operator sees them after the
echo: the attention routine's and POWER's, speaker and id first (`AR 0015 1I40I  READY`),
lines POWER wrote by itself meanwhile included. ``rc`` is zconsole's (VSE's console has
no return code): 0, or 4 when the console refused the line and nothing changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from zconsole.console.session import Session

PATH = "/zconsole/vse/console"
MAX_COMMAND = 126  # INFERRED: a VSE console's input area is under two 80-column rows
REFUSED_RC = 4


def console_reply(session: Session, outcome: Any) -> dict[str, Any]:
    lines: list[str] = []
    for message in outcome.messages:
        if not getattr(message, "echo", False):
            lines.extend(session.system.render_all((message,)))
    return {"lines": lines, "rc": REFUSED_RC if outcome.refused else 0}
