"""The handler registry and what every handler receives and returns."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from zconsole.messages.header import Stamp
from zconsole.model.core.clock import ConsoleClock
from zconsole.model.core.ids import DisplayIds
from zconsole.model.machine import Machine

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, TypeVar

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

    def stamp(self) -> Stamp:
        """Time and display number for a multi-line display (takes the next number)."""
        idr = self.ids.take()
        return Stamp(self.clock.stamp(), None if self.display_area else idr)


@attrs.frozen
class Result:
    """A handler's messages; ``refused`` when nothing was done, ``changed`` when the
    machine's state (not just the clock or numbering) changed."""

    messages: tuple[object, ...]
    refused: bool = False
    changed: bool = False
    ended: bool = False  # the operator asked to leave the console


if TYPE_CHECKING:
    Handler = Callable[[Any, Context], Result]
_HANDLERS: dict[type, Handler] = {}

# AST class name -> the module whose @handles registers its handler. Modules are imported
# on first use so that a one-shot `zconsole -c` builds only the classes it needs.
HANDLER_MODULES = {
    "DisplayAsm": "zconsole.commands.display_asm",
    "DisplayAsmScm": "zconsole.commands.display_asm",
    "DisplayScm": "zconsole.commands.display_scm",
    "ConfigScm": "zconsole.commands.config_scm",
    "SetClock": "zconsole.commands.control",
    "SetNextId": "zconsole.commands.control",
    "Ipl": "zconsole.commands.control",
    "Quit": "zconsole.commands.control",
    "Help": "zconsole.commands.help",
    "DisplayDev": "zconsole.commands.display_io",
    "DisplayChp": "zconsole.commands.display_io",
    "DisplayCu": "zconsole.commands.display_io",
    "ConfigChp": "zconsole.commands.config_chp",
    "VaryDevice": "zconsole.commands.io_changes",
    "VaryPath": "zconsole.commands.io_changes",
    "DisplayM": "zconsole.commands.display_system",
    "DisplayStor": "zconsole.commands.display_system",
    "DisplayCpu": "zconsole.commands.display_system",
    "DisplayIplinfo": "zconsole.commands.display_system",
    "DisplayIosConfig": "zconsole.commands.display_system",
    "DisplaySms": "zconsole.commands.display_system",
    "DisplayUnits": "zconsole.commands.display_units",
    "StartProc": "zconsole.commands.jobs",
    "StopJob": "zconsole.commands.jobs",
    "CancelJob": "zconsole.commands.jobs",
    "ForceJob": "zconsole.commands.force",  # issue 21 item 7
    "Reply": "zconsole.commands.jobs",
    "Wait": "zconsole.commands.jobs",
    "DisplayActive": "zconsole.commands.display_active",
    "DisplayRequests": "zconsole.commands.display_active",
    "PageAdd": "zconsole.commands.paging",
    "PageDel": "zconsole.commands.paging",
    "DumpCommand": "zconsole.commands.dumps",
    "DumpdsClear": "zconsole.commands.dumps",
    "DumpdsAlloc": "zconsole.commands.dumps",
    "DisplayDumpds": "zconsole.commands.dumps",
    "DumpStats": "zconsole.commands.dumps",
    "RmfReport": "zconsole.commands.rmf",
    # everyday operations (issue 25, branch everyday-ops)
    "DisplayTime": "zconsole.commands.everyday",
    "DisplayConsoles": "zconsole.commands.everyday",
    "ControlS": "zconsole.commands.everyday",
    "ControlE": "zconsole.commands.everyday",
    "Send": "zconsole.commands.everyday",
    "DisplayJobs": "zconsole.commands.everyday_jobs",
    "Modify": "zconsole.commands.everyday_jobs",
    # JES2 `$` commands (issue 26)
    "Jes2Line": "zconsole.commands.jes2",
    "Jes2Rejected": "zconsole.commands.jes2",
    "Jes2DisplayActive": "zconsole.commands.jes2",
    "Jes2DisplayJobq": "zconsole.commands.jes2",
    "Jes2DisplayJobs": "zconsole.commands.jes2",
    "Jes2DisplayInits": "zconsole.commands.jes2",
    "Jes2StartInits": "zconsole.commands.jes2",
    "Jes2DrainInits": "zconsole.commands.jes2",
    "Jes2SetInits": "zconsole.commands.jes2",
    "Jes2DisplaySpool": "zconsole.commands.jes2",
    "Jes2DisplayDef": "zconsole.commands.jes2",
    "Jes2SetJobdef": "zconsole.commands.jes2",
    "Jes2PurgeJobs": "zconsole.commands.jes2",
    "Jes2CancelJobs": "zconsole.commands.jes2",
    "Jes2PurgeOutput": "zconsole.commands.jes2",
    # mend: $H J / $A J, and several `$` commands on one line
    "Jes2HoldJobs": "zconsole.commands.jes2",
    "Jes2ReleaseJobs": "zconsole.commands.jes2",
    "Jes2Stack": "zconsole.commands.jes2",
    # issue 25 (everyday-sys): system displays and SMF
    "DisplaySymbols": "zconsole.commands.display_sys",
    "DisplayParmlib": "zconsole.commands.display_sys",
    "DisplayProg": "zconsole.commands.display_sys",
    "DisplayWlm": "zconsole.commands.display_sys",
    "DisplayXcf": "zconsole.commands.display_sys",
    "DisplayGrs": "zconsole.commands.display_sys",
    "DisplayOmvs": "zconsole.commands.display_sys",
    "DisplaySmf": "zconsole.commands.smf",
    "SetSmf": "zconsole.commands.smf",
    "SwitchSmf": "zconsole.commands.smf",
    # the living channel subsystem (issue 22)
    "DisplayIosZhpf": "zconsole.commands.channels",
    "SetiosZhpf": "zconsole.commands.channels",
    "LinkEvent": "zconsole.commands.channels",
}

# In a disabled wait state the system takes no command; the console's own still work.
USABLE_IN_WAIT_STATE = frozenset({"Ipl", "Quit", "Help", "SetClock", "SetNextId"})


def handles(kind: type[C]) -> Callable[[Callable[[C, Context], Result]], Callable[[C, Context], Result]]:
    """Register the handler of one command type."""

    def register(func: Callable[[C, Context], Result]) -> Callable[[C, Context], Result]:
        _HANDLERS[kind] = func
        return func

    return register


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
                from zconsole.messages.jobs import InWaitState

                return Result((InWaitState(code, wait.reason if wait is not None else "01"),), refused=True)
    if kind not in _HANDLERS:
        importlib.import_module(HANDLER_MODULES[kind.__name__])
    return _HANDLERS[kind](command, ctx)
