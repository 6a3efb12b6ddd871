"""The house of several systems: systems found by name, front ends written against `System`."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tests.test_imports import GRAPH
from zconsole.console.session import Session
from zconsole.console.system import System
from zconsole.systems import registry

NEUTRAL = ("zconsole.console", "zconsole.shell", "zconsole.frontends", "zconsole.drills", "zconsole.cli",
           "zconsole.arguments", "zconsole.session_options", "zconsole.resources", "zconsole.files",
           "zconsole.cache")


def _neutral(module: str) -> bool:
    return module.startswith(NEUTRAL) and not module.startswith("zconsole.systems")


def test_nothing_system_neutral_imports_a_system_but_through_the_registry() -> None:
    def into_a_system(target: str) -> bool:
        return target.startswith("zconsole.systems.") and target != "zconsole.systems.registry"

    reaching = {module for module, targets in GRAPH.items()
                if _neutral(module) and any(into_a_system(t) for t in targets)}
    assert reaching == set(), "imports a system's package directly"


def test_no_system_imports_another() -> None:
    for module, targets in GRAPH.items():
        parts = module.split(".")
        if len(parts) > 2 and parts[1] == "systems" and parts[2] in registry.MODULES:
            for target in targets:
                other = target.split(".")
                assert not (len(other) > 2 and other[1] == "systems" and other[2] in registry.MODULES
                            and other[2] != parts[2]), f"{module} imports {target}"


def test_the_console_core_imports_no_front_end() -> None:
    for module, targets in GRAPH.items():
        if module.startswith("zconsole.console"):
            for target in targets:
                assert not target.startswith(("zconsole.shell", "zconsole.frontends", "zconsole.drills",
                                              "zconsole.cli")), f"{module} imports {target}"


@pytest.mark.parametrize("name", registry.names())
def test_every_system_is_a_system(name: str) -> None:
    system = registry.system_named(name)
    assert system.name == name
    members = [m for m in dir(System) if not m.startswith("_")]
    missing = [m for m in members if not hasattr(system, m)]
    assert members and not missing, missing
    machine = system.builtin_machines()[system.default_machine]()
    session = Session(machine, system=system)
    assert session.system is system


def test_zos_is_the_default() -> None:
    assert registry.DEFAULT == "zos"
    assert Session(registry.system_named("zos").builtin_machines()["default"]()).system.name == "zos"


def _zconsole(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "zconsole", *args], capture_output=True, text=True,
                          cwd=ROOT, check=False)


def test_system_zos_is_the_console_without_the_flag() -> None:
    flagged = _zconsole("--system", "zos", "--clock", "17.57.30", "-c", "D ASM")
    plain = _zconsole("--clock", "17.57.30", "-c", "D ASM")
    assert flagged.returncode == plain.returncode == 0
    assert flagged.stdout == plain.stdout and flagged.stdout.startswith("IEE200I 17.57.30 DISPLAY ASM")


def test_an_unknown_system_is_one_line() -> None:
    done = _zconsole("--system", "mvs", "-c", "D ASM")
    assert done.returncode == 2
    known = ", ".join(registry.names())
    assert done.stderr == f"zconsole: --system: 'mvs' is not a system zconsole runs ({known})\n"
    assert done.stdout == ""
