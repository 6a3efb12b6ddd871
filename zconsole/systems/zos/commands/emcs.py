"""D EMCS (IEE129I): the machine's extended MCS consoles, chosen by status, name, system,
key and authority (CN=, SYS= and KEY= take * and ? as D A's masks do)."""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.emcs import EmcsView, Iee129i
from zconsole.systems.zos.messages.errors import CommandError
from zconsole.systems.zos.syntax.ast_everyday import DisplayEmcs

if TYPE_CHECKING:
    from zconsole.systems.zos.model.consoles.emcs import EmcsConsole

# AUTH=x: the consoles whose authority includes x (INFERRED from DOC's hierarchy: MASTER
# holds ALL, ALL holds SYS, IO and CONS, each holds INFO); xONLY: exactly x (DOC).
_HOLDS = {"MASTER": ("MASTER",), "ALL": ("ALL", "MASTER"), "SYS": ("SYS", "ALL", "MASTER"),
          "IO": ("IO", "ALL", "MASTER"), "CONS": ("CONS", "ALL", "MASTER"),
          "INFO": ("INFO", "SYS", "IO", "CONS", "ALL", "MASTER")}


def _mask(pattern: str | None, value: str | None) -> bool:
    # fnmatch: * any characters, ? one; [ cannot occur (the grammar's name characters)
    return pattern is None or (value is not None and fnmatchcase(value, pattern))


def _auth(wanted: str, auth: str) -> bool:
    if wanted == "ANY":
        return True
    if wanted.endswith("ONLY"):
        return auth == wanted.removesuffix("ONLY")
    return auth in _HOLDS[wanted]


@handles(DisplayEmcs)
def display_emcs(cmd: DisplayEmcs, ctx: Context) -> Result:
    try:
        stamp = ctx.stamp(cmd.at)
    except LookupError:  # L= names another console or an area this one lacks
        return Result((CommandError("IEE535I", "DISPLAY"),), refused=True)
    system = ctx.machine.system_name  # the SYS= D C shows: one field

    def view(e: EmcsConsole) -> EmcsView:
        return EmcsView(e.name, e.active, e.key, system if e.active else None, e.auth)

    chosen = tuple(
        view(e) for e in ctx.machine.consoles.emcs
        if (cmd.status is None or e.active == (cmd.status == "A"))
        and _mask(cmd.name, e.name) and _mask(cmd.key, e.key)
        and _mask(cmd.system, system if e.active else None) and _auth(cmd.auth, e.auth))
    return Result((Iee129i(stamp, cmd.form, chosen),))
