"""The registry of systems: the one place system-neutral code finds a system by name.

Each system's package names its System value in a module of its own; only the system
asked for is imported (`zconsole -c` on z/OS imports nothing of z/VM).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.console.system import System

DEFAULT = "zos"
# --system name -> the module whose SYSTEM is that system
MODULES = {
    "zos": "zconsole.systems.zos.system",
    "zvm": "zconsole.systems.zvm.system",
    "vse": "zconsole.systems.vse.system",
}


def names() -> list[str]:
    """The systems zconsole runs, by --system name."""
    return sorted(MODULES)


def system_named(name: str) -> System:
    """The system called ``name``; KeyError if there is none."""
    system: System = importlib.import_module(MODULES[name]).SYSTEM
    return system
