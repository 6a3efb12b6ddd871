"""The link pack area's modules (D PROG,LPA): each module's entry point, load point, length
and flags, as the machine file's [[lpa]] states them or as a z/OS system has them.

REAL (a z/OS 2.x system's D PROG,LPA,MOD=IEFACTRT, quoted in zowe-common-c's notes): the
SMF exit IEFACTRT page-protected in LPA, entry point 87919728 (the high-order bit: AMODE
31), load point 07919728, length 000008D8. The other modules of the default LPA are
INFERRED: IBM's SVC routines and exits that every z/OS loads into PLPA (IGC0003E, WTO's
SVC 35; IEFU83 and IEFU84, SMF's record exits), placed after it in the same way.
"""

from __future__ import annotations

import re

import attrs

# DOC (D PROG,LPA): the flags a module can show; P: page-protected, F: fixed (INFERRED
# from CSVDLPAU's listing of the same facts).
LPA_FLAGS = frozenset("PF")
_NAME = re.compile(r"[A-Z#@$][A-Z0-9#@$]{0,7}")


def _check(module: LpaModule) -> None:
    if not _NAME.fullmatch(module.name):
        raise ValueError(f"LPA module name {module.name!r} must be 1-8 letters or digits, a letter first")
    if not set(module.flags) <= LPA_FLAGS:
        raise ValueError(f"flags {module.flags!r} may hold only P (page-protected) and F (fixed)")
    for label, value in (("entry", module.entry), ("load", module.load), ("length", module.length),
                         ("diag", module.diag)):
        if not 0 <= value <= 0xFFFFFFFF:
            raise ValueError(f"{label} {value:X} is not a 31-bit address or length (8 hex digits)")
    if module.length == 0:
        raise ValueError("a module's length is more than 0")


@attrs.frozen
class LpaModule:
    """One LPA module. ``entry`` as D PROG,LPA shows it (the high-order bit set for AMODE
    31); ``dynamic``: added after IPL (SETPROG LPA,ADD), so listed by D PROG,LPA itself."""

    name: str
    entry: int
    load: int
    length: int
    flags: str = "P"
    diag: int = 0
    dynamic: bool = False

    def __attrs_post_init__(self) -> None:
        _check(self)


# REAL: IEFACTRT's figures; INFERRED: the others, placed above it page by page.
DEFAULT_LPA = (
    LpaModule("IEFACTRT", 0x87919728, 0x07919728, 0x8D8, "P", 0x032FA6B8),
    LpaModule("IEFU83", 0x8791A000, 0x0791A000, 0x3A0, "P", 0x032FA6D8),
    LpaModule("IEFU84", 0x8791B000, 0x0791B000, 0x3A0, "P", 0x032FA6F8),
    LpaModule("IGC0003E", 0x8791C000, 0x0791C000, 0x1F48, "P", 0x032FA718),
)
