"""Consoles as CONSOLxx defines them and CONTROL (K S) changes them; the operator's is the first."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.model.consoles.emcs import EmcsConsole
from zconsole.systems.zos.model.consoles.names import check_name

CONSOLE_TYPES = ("MCS", "SMCS", "HMCS", "SUBSYS")
DEL_MODES = ("Y", "N", "R", "RD", "W")
MFORM_OPTIONS = ("T", "S", "J", "M", "X")
_HEX = frozenset("0123456789ABCDEF")


@attrs.define(eq=False)
class Console:
    """One console: the CONSOLxx CONSOLE statement's settings D C shows, and its state.

    Defaults are IBM's CONSOLxx defaults where D C,L shows them (DOC: DEL(RD), RNUM(5),
    RTME(2), CON(N), MFORM(M)); the rest are the ADCD capture's values (REAL-px).
    """

    name: str = attrs.field(converter=check_name)
    type: str = "MCS"
    device: str | None = None  # 4 hex digits; None for a subsystem console
    active: bool = False
    auth: str = "INFO"  # MASTER, ALL, SYS, IO, CONS or INFO (DOC default INFO)
    mform: tuple[str, ...] = ("M",)
    area: str = "NONE"  # AREA=(Z,A): display areas, as CONSOLxx AREA() gives them
    use: str = "FC"  # FC full capability, MS message stream, SD status display
    delete: str = "RD"
    rtme: int = 2
    rnum: int = 5
    seg: int = 14  # INFERRED default: the ADCD capture's SEG=14 (DOC: depends on the screen)
    con: str = "N"
    rout: str = "ALL"  # routing codes: ALL, NONE or a list such as 1-10,12
    level: str = "ALL"
    monitor: str = "JOBNAMES"
    pfktab: str = "PFKTAB1"
    logon: str = "OPTIONAL"
    intids: bool = False
    unknids: bool = False
    # The MFORM zconsole's line output applies (the lines of -c, scripts, the shell, REST):
    # M, the bare message as the specs quote it, whatever CONSOLxx's MFORM says, so that a
    # transcript reads as IBM's manuals do; K S,MFORM= sets it with MFORM, and from then on
    # the line console puts the time, system name and job id in front as D C shows them.
    line_mform: tuple[str, ...] = ("M",)

    def __attrs_post_init__(self) -> None:
        if self.type not in CONSOLE_TYPES:
            raise ValueError(f"console type {self.type!r} is not one of {', '.join(CONSOLE_TYPES)}")
        if self.delete not in DEL_MODES:
            raise ValueError(f"del {self.delete!r} is not one of {', '.join(DEL_MODES)}")
        for name, forms in (("mform", self.mform), ("line_mform", self.line_mform)):
            if not forms or not set(forms) <= set(MFORM_OPTIONS):
                raise ValueError(f"{name} {forms!r} takes options of {', '.join(MFORM_OPTIONS)}")
        if self.device is not None and (len(self.device) != 4 or not set(self.device) <= _HEX):
            raise ValueError(f"console device {self.device!r} is not a 4-digit device number")

    def receives(self, route: int) -> bool:
        """Whether messages of routing code ``route`` come to this console (its ROUT)."""
        if self.rout == "ALL":
            return True
        if self.rout == "NONE":
            return False
        for part in self.rout.split(","):
            low, _, high = part.partition("-")
            if int(low) <= route <= int(high or low):
                return True
        return False


# INFERRED: a machine file without [[console]] has one: the operator's MCS console, named
# and numbered as the ADCD system names its consoles (L + device number 0700).
DEFAULT_CONSOLE = {"name": "L700", "device": "0700", "active": True, "auth": "MASTER",
                   "mform": ("T", "J"), "area": "Z,A", "rtme": 1, "rnum": 19}


@attrs.define(eq=False)
class Consoles:
    """Every console the machine defines, in CONSOLxx order; the first is the operator's."""

    consoles: list[Console] = attrs.Factory(lambda: [Console(**DEFAULT_CONSOLE)])  # type: ignore[arg-type]
    # The extended MCS consoles (D EMCS); none unless the machine file defines them
    # (INFERRED: a system with no program holding one open).
    emcs: list[EmcsConsole] = attrs.Factory(list)

    def __attrs_post_init__(self) -> None:
        if not self.consoles:
            raise ValueError("a machine has at least one console (the operator's)")
        names = [c.name for c in self.consoles] + [e.name for e in self.emcs]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"console {twice[0]} is defined twice")
        if not self.consoles[0].active:
            raise ValueError(f"console {names[0]}, the operator's (the first), must be active")

    @property
    def own(self) -> Console:
        """The console the operator types at."""
        return self.consoles[0]

    def find(self, name: str) -> Console | None:
        return next((c for c in self.consoles if c.name == name), None)
