"""The built-in z/VM machines (TOML files shipped in the package) and how a name is found."""

from __future__ import annotations

import os
from pathlib import Path

from zconsole.systems.zvm.model.loading.machine_file import load_machine
from zconsole.systems.zvm.model.loading.reader import ZvmMachineFileError
from zconsole.systems.zvm.model.machine import ZvmMachine

DEFAULT = "zvm-workshop"
_FOLDER = Path(os.path.dirname(__file__)) / "machines"


def builtin_names() -> list[str]:
    return sorted(p.stem for p in _FOLDER.glob("*.toml"))


def machine_for(name: str, base: Path | None = None) -> ZvmMachine:
    """A built-in machine by name, else a machine file (relative to ``base``)."""
    if (_FOLDER / f"{name}.toml").is_file():
        return load_machine(_FOLDER / f"{name}.toml")
    path = Path(name)
    if base is not None and not path.is_absolute():
        path = base / path
    if not path.is_file():
        raise ZvmMachineFileError(
            name, "", f"no built-in machine or file of that name (built in: {', '.join(builtin_names())})"
        )
    return load_machine(path)
