"""A CF CHP(list),OFFLINE,FORCE waiting for its last-path dialogue: the state IoConfig keeps
(and a --state file saves) until the operator's last reply."""

from __future__ import annotations

import attrs

# The two WTORs of CF CHP(xx),OFFLINE,FORCE on a last path, in the order they are asked
# (DOC IEE507D: "The operator replied CONTINUE in response to messages IEE100E and IEE131D").
ASK_CONTINUE = "IEE131D"
ASK_TERMINATE = "IEE507D"
PHASES = (ASK_CONTINUE, ASK_TERMINATE)


@attrs.define(eq=False)
class PendingConfig:
    """A CF CHP(list),OFFLINE,FORCE waiting for the operator: ``phase`` names the WTOR
    outstanding. Saved with the state; nothing in the configuration changes until it ends."""

    chpids: tuple[int, ...]
    phase: str = ASK_CONTINUE

    def __attrs_post_init__(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"phase {self.phase!r} must be one of {', '.join(PHASES)}")
        if not self.chpids:
            raise ValueError("a pending CONFIG names at least one CHPID")
