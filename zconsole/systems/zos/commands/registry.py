"""The handler registry and what every handler receives and returns."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.systems.zos.messages.catalog import AREA_LINES
from zconsole.systems.zos.messages.header import DisplayArea, Stamp
from zconsole.systems.zos.model.machine import Machine

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, TypeVar

    from zconsole.console.message import Message

    C = TypeVar("C")


@attrs.define(eq=False)
class Context:
    """What a handler may use: the machine and the console's clock, ids and parmlib
    (None: the sample IEASYSxx members shipped with zconsole)."""

    machine: Machine
    clock: ConsoleClock
    ids: DisplayIds
    parmlib: Path | None = None
    # An MCS console's display area shows a display's first line without its number
    # (everyday-displays 0.2); the number is still taken (INFERRED).
    display_area: bool = False
    # The lines of the display area displays go to when the console has display areas and
    # draws their frame controls (the 3270 screen); None: a display goes to the message
    # area unless its L= names an area.
    area_lines: int | None = None

    def stamp(self, at: str | None = None) -> Stamp:
        """Time and display number for a multi-line display (takes the next number);
        ``at``: its L= operand. Raises LookupError (nothing taken) when ``at`` names no
        area of this console."""
        area = self.area_at(at)
        idr = self.ids.take()
        if area is not None:
            return Stamp(self.clock.stamp(), None, area)
        return Stamp(self.clock.stamp(), None if self.display_area else idr)

    def area_at(self, at: str | None) -> DisplayArea | None:
        """The display area a display goes to: the one its L= names (``A``, ``L700-A``, or
        ``L700``: the console's first), else the console's when it draws them; None for the
        message area (Z, or a console without display areas). LookupError when L= names
        another console or an area this one lacks (INFERRED: IEE535I)."""
        if at is None:
            return None if self.area_lines is None else DisplayArea(self.area_lines, self.machine.system_name)
        con = self.machine.consoles.own
        name, _, letter = (None, "", at) if len(at) == 1 else at.partition("-")
        if name is not None and name != con.name:
            raise LookupError(at)
        areas = [a for a in con.area.split(",") if a not in ("NONE", "Z")]
        letter = letter or (areas[0] if areas else "Z")
        if letter == "Z":
            return None
        if letter not in areas:
            raise LookupError(at)
        return DisplayArea(self.area_lines or AREA_LINES, self.machine.system_name)


@attrs.frozen
class Result:
    """A handler's messages; ``refused`` when nothing was done, ``changed`` when the
    machine's state (not just the clock or numbering) changed."""

    messages: tuple[Message, ...]
    refused: bool = False
    changed: bool = False
    ended: bool = False  # the operator asked to leave the console


if TYPE_CHECKING:
    Handler = Callable[[Any, Context], Result]
_HANDLERS: dict[type, Handler] = {}

# AST class name -> the module whose @handles registers its handler. Modules are imported
# on first use so that a one-shot `zconsole -c` builds only the classes it needs.
HANDLER_MODULES = {
    "DisplayAsm": "zconsole.systems.zos.commands.display_asm",
    "DisplayAsmScm": "zconsole.systems.zos.commands.display_asm",
    "DisplayScm": "zconsole.systems.zos.commands.display_scm",
    "ConfigScm": "zconsole.systems.zos.commands.config_scm",
    "SetClock": "zconsole.systems.zos.commands.control",
    "SetNextId": "zconsole.systems.zos.commands.control",
    "Ipl": "zconsole.systems.zos.commands.control",
    "Quit": "zconsole.systems.zos.commands.control",
    "Help": "zconsole.systems.zos.commands.help",
    "DisplayDev": "zconsole.systems.zos.commands.display_io",
    "DisplayChp": "zconsole.systems.zos.commands.display_io",
    "DisplayCu": "zconsole.systems.zos.commands.display_io",
    "ConfigChp": "zconsole.systems.zos.commands.config_chp",
    "VaryDevice": "zconsole.systems.zos.commands.io_changes",
    "VaryPath": "zconsole.systems.zos.commands.io_changes",
    "DisplayM": "zconsole.systems.zos.commands.display_machine",
    "DisplayStor": "zconsole.systems.zos.commands.display_machine",
    "DisplayCpu": "zconsole.systems.zos.commands.display_machine",
    "DisplayIplinfo": "zconsole.systems.zos.commands.display_machine",
    "DisplayIosConfig": "zconsole.systems.zos.commands.display_machine",
    "DisplaySms": "zconsole.systems.zos.commands.display_machine",
    "DisplayUnits": "zconsole.systems.zos.commands.display_units",
    "StartProc": "zconsole.systems.zos.commands.jobs",
    "StopJob": "zconsole.systems.zos.commands.jobs",
    "CancelJob": "zconsole.systems.zos.commands.jobs",
    "ForceJob": "zconsole.systems.zos.commands.force",
    "Reply": "zconsole.systems.zos.commands.jobs",
    "Wait": "zconsole.systems.zos.commands.jobs",
    "DisplayActive": "zconsole.systems.zos.commands.display_active",
    "DisplayRequests": "zconsole.systems.zos.commands.display_active",
    "PageAdd": "zconsole.systems.zos.commands.paging",
    "PageDel": "zconsole.systems.zos.commands.paging",
    "DumpCommand": "zconsole.systems.zos.commands.dumps",
    "DumpdsClear": "zconsole.systems.zos.commands.dumps",
    "DumpdsAlloc": "zconsole.systems.zos.commands.dumps",
    "DisplayDumpds": "zconsole.systems.zos.commands.dumps",
    "DumpStats": "zconsole.systems.zos.commands.dumps",
    "RmfReport": "zconsole.systems.zos.commands.rmf",
    # everyday operations
    "DisplayTime": "zconsole.systems.zos.commands.everyday",
    "DisplayConsoles": "zconsole.systems.zos.commands.everyday",
    "DisplayControlSummary": "zconsole.systems.zos.commands.everyday",
    "DisplayEmcs": "zconsole.systems.zos.commands.emcs",
    "ControlS": "zconsole.systems.zos.commands.everyday",
    "ControlE": "zconsole.systems.zos.commands.everyday",
    "Send": "zconsole.systems.zos.commands.everyday",
    "DisplayJobs": "zconsole.systems.zos.commands.everyday_jobs",
    "Modify": "zconsole.systems.zos.commands.everyday_jobs",
    # JES2 `$` commands
    "Jes2Line": "zconsole.systems.zos.commands.jes2",
    "Jes2Stop": "zconsole.systems.zos.commands.jes2",
    "HaltNet": "zconsole.systems.zos.commands.jobs",
    "Jes2Rejected": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayActive": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayJobq": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayJobs": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayInits": "zconsole.systems.zos.commands.jes2",
    "Jes2StartInits": "zconsole.systems.zos.commands.jes2",
    "Jes2DrainInits": "zconsole.systems.zos.commands.jes2",
    "Jes2SetInits": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplaySpool": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayJes2": "zconsole.systems.zos.commands.jes2",
    "Jes2StartSpool": "zconsole.systems.zos.commands.jes2",
    "Jes2DisplayDef": "zconsole.systems.zos.commands.jes2",
    "Jes2SetJobdef": "zconsole.systems.zos.commands.jes2",
    "Jes2PurgeJobs": "zconsole.systems.zos.commands.jes2",
    "Jes2CancelJobs": "zconsole.systems.zos.commands.jes2",
    "Jes2PurgeOutput": "zconsole.systems.zos.commands.jes2",
    # $H J / $A J, and several `$` commands on one line
    "Jes2HoldJobs": "zconsole.systems.zos.commands.jes2",
    "Jes2ReleaseJobs": "zconsole.systems.zos.commands.jes2",
    "Jes2Stack": "zconsole.systems.zos.commands.jes2",
    # system displays and SMF
    "DisplaySymbols": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayParmlib": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayProg": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayProgLpa": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayNet": "zconsole.systems.zos.commands.display_net",
    "DisplayWlm": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayXcf": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplayGrs": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplaySlip": "zconsole.systems.zos.commands.display_diagnosis",
    "DisplayTrace": "zconsole.systems.zos.commands.display_diagnosis",
    "DisplayOpdata": "zconsole.systems.zos.commands.display_diagnosis",
    "DisplayEtr": "zconsole.systems.zos.commands.display_diagnosis",
    "DisplayOmvs": "zconsole.systems.zos.commands.display_sysconfig",
    "DisplaySmf": "zconsole.systems.zos.commands.smf",
    "SetSmf": "zconsole.systems.zos.commands.smf",
    "SwitchSmf": "zconsole.systems.zos.commands.smf",
    # the living channel subsystem
    "DisplayIosZhpf": "zconsole.systems.zos.commands.channels",
    "SetiosZhpf": "zconsole.systems.zos.commands.channels",
    "LinkEvent": "zconsole.systems.zos.commands.channels",
}

# In a disabled wait state the system takes no command; the console's own still work.
USABLE_IN_WAIT_STATE = frozenset({"Ipl", "Quit", "Help", "SetClock", "SetNextId"})


def handles(kind: type[C]) -> Callable[[Callable[[C, Context], Result]], Callable[[C, Context], Result]]:
    """Register the handler of one command type."""

    def register(func: Callable[[C, Context], Result]) -> Callable[[C, Context], Result]:
        _HANDLERS[kind] = func
        return func

    return register


def handler_of(kind: type) -> Handler | None:
    """The handler registered for command type ``kind``, its module imported if need be
    (None when HANDLER_MODULES names none: dispatch would fail, a test holds the maps whole)."""
    if kind not in _HANDLERS and kind.__name__ in HANDLER_MODULES:
        importlib.import_module(HANDLER_MODULES[kind.__name__])
    return _HANDLERS.get(kind)


def dispatch(command: object, ctx: Context) -> Result:
    """Run the handler registered for ``type(command)``, importing its module if needed."""
    kind = type(command)
    machine = ctx.machine
    if kind.__name__ not in USABLE_IN_WAIT_STATE:
        # An IPL that found no usable local page data set (machine.wait_state), or
        # auxiliary storage exhausted while the machine ran (the living machine's).
        wait = machine.wait_state
        if wait is not None or machine.is_living:
            code = wait.code if wait is not None else machine.living(ctx.clock.now()).wait_state
            if code is not None:
                from zconsole.systems.zos.messages.jobs import InWaitState

                return Result((InWaitState(code, wait.reason if wait is not None else "01"),), refused=True)
    if kind not in _HANDLERS:
        importlib.import_module(HANDLER_MODULES[kind.__name__])
    return _HANDLERS[kind](command, ctx)
