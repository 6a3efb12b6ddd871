"""Extended MCS (EMCS) consoles: consoles a program opens (MCSOPER), not CONSOLxx ones.

D EMCS shows them (IEE129I); D C does not (DOC: "use the DISPLAY EMCS command ... for
extended MCS consoles"). Their names share one name space with the MCS consoles
(Consoles checks it), and the system each is active on is the machine's, the SYS= D C shows.
"""

from __future__ import annotations

import attrs

from zconsole.systems.zos.model.consoles.names import check_name

EMCS_AUTHORITIES = ("MASTER", "ALL", "SYS", "IO", "CONS", "INFO")  # DOC (OPERPARM AUTH)


@attrs.define(eq=False)
class EmcsConsole:
    """One EMCS console: its name, KEY (the class it belongs to, such as SDSF), command
    authority and whether it is active. Defaults are IBM's OPERPARM defaults where DOC
    gives them (AUTH(INFO)); an EMCS console defined in the machine file is active unless
    it says otherwise (INFERRED: it is there because a program opened it)."""

    name: str
    key: str | None = None
    auth: str = "INFO"
    active: bool = True

    def __attrs_post_init__(self) -> None:
        check_name(self.name)
        if self.key is not None and not 1 <= len(self.key) <= 8:
            raise ValueError(f"EMCS key {self.key!r} must be 1-8 characters")
        if self.auth not in EMCS_AUTHORITIES:
            raise ValueError(f"auth {self.auth!r} is not one of {', '.join(EMCS_AUTHORITIES)}")
