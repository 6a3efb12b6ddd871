"""The string-keyed registries are whole, for every system laid out as z/OS is (a syntax/
package of ast*.py modules, HANDLER_MODULES, LAZY_RENDERERS): every command value
of its grammar has its handler (HANDLER_MODULES), every message class its renderer or its
catalog layout (LAZY_RENDERERS for the model's notices), and USABLE_IN_WAIT_STATE names
only commands. A class missing from a map would reach the operator as ZCN999E KEYERROR;
here it fails a test instead."""

from __future__ import annotations

import importlib
import pkgutil
import re
from types import ModuleType

import attrs
import pytest

from tests.conftest import ROOT


def systems() -> list[str]:
    """The system packages whose commands and messages are found by name: a command registry
    of HANDLER_MODULES, a render registry of LAZY_RENDERERS (z/OS's layout; a system whose
    registry is typed rows, as z/VM's, has no string to get wrong)."""
    found = []
    for path in sorted((ROOT / "zconsole" / "systems").iterdir()):
        registry, render = path / "commands" / "registry.py", path / "messages" / "render.py"
        if registry.exists() and render.exists() and "HANDLER_MODULES" in registry.read_text() \
                and "LAZY_RENDERERS" in render.read_text():
            found.append(path.name)
    return found


def package(system: str, name: str) -> ModuleType:
    return importlib.import_module(f"zconsole.systems.{system}.{name}")


def classes_of(module_names: list[str]) -> dict[str, type]:
    """The attrs classes defined in the modules, by name."""
    found: dict[str, type] = {}
    for name in module_names:
        module = importlib.import_module(name)
        found |= {n: v for n, v in vars(module).items()
                  if isinstance(v, type) and attrs.has(v) and v.__module__ == name}
    return found


def parts(classes: dict[str, type]) -> set[str]:
    """The classes named in another class's fields: parts of a value (a device range, a
    table row), not values of their own."""
    named = {word for cls in classes.values() for f in attrs.fields(cls)
             for word in re.findall(r"\w+", str(f.type))}
    return set(classes) & named


def commands(system: str) -> dict[str, type]:
    """Every command value class of the system's syntax (parts and the parse result apart)."""
    syntax = package(system, "syntax")
    ast = classes_of([f"{syntax.__name__}.{m.name}" for m in pkgutil.iter_modules(syntax.__path__)
                      if m.name.startswith("ast")])
    return {name: cls for name, cls in ast.items() if name not in parts(ast) | {"Parsed"}}


def messages(system: str) -> tuple[dict[str, type], set[str]]:
    """Every class of the system's messages/ and of its model's notices modules, and which
    of them are parts of another (rows)."""
    found = package(system, "messages")
    render = package(system, "messages.render")
    classes = classes_of([f"{found.__name__}.{m.name}" for m in pkgutil.iter_modules(found.__path__)]
                         + list(render.LAZY_RENDERERS))
    return classes, parts(classes)


COMMANDS = [(system, name) for system in systems() for name in sorted(commands(system))]
MESSAGES = [(system, name) for system in systems() for name in sorted(messages(system)[0])]


def test_the_walk_finds_the_commands() -> None:
    assert "zos" in systems()
    found = commands("zos")
    assert {"DisplayAsm", "ConfigScm", "StartProc", "Jes2DisplayActive", "DisplaySymbols"} <= set(found)
    assert "DevRange" not in found  # a part of VaryDevice and D M=DEV


@pytest.mark.parametrize(("system", "name"), COMMANDS)
def test_every_command_value_has_its_handler(system: str, name: str) -> None:
    registry = package(system, "commands.registry")
    assert name in registry.HANDLER_MODULES, f"HANDLER_MODULES names no module for {name}"
    assert registry.handler_of(commands(system)[name]) is not None, \
        f"{registry.HANDLER_MODULES[name]} registers no handler for {name}"


@pytest.mark.parametrize("system", systems())
def test_every_handler_module_entry_names_a_command(system: str) -> None:
    registry = package(system, "commands.registry")
    assert set(registry.HANDLER_MODULES) == set(commands(system))
    assert set(registry.USABLE_IN_WAIT_STATE) <= set(commands(system))


@pytest.mark.parametrize("system", systems())
def test_the_lazy_renderers_are_the_models_notices_modules(system: str) -> None:
    """Message values defined outside messages/ are the machine's notices; each notices
    module has its renderers' module named, and nothing else does."""
    render = package(system, "messages.render")
    classes, _ = messages(system)
    outside = {cls.__module__ for cls in classes.values()
               if not cls.__module__.startswith(f"zconsole.systems.{system}.messages")}
    assert outside == set(render.LAZY_RENDERERS)
    assert all(name.endswith("notices") for name in render.LAZY_RENDERERS)


@pytest.mark.parametrize(("system", "name"), MESSAGES)
def test_every_message_class_has_its_renderer_and_declares_itself(system: str, name: str) -> None:
    """A value of messages/ or a notices module is a message (rendered by a function or
    by the catalog layout it names) or a part of one (a row, named in a message's fields)."""
    render = package(system, "messages.render")
    classes, rows = messages(system)
    cls = classes[name]
    if not render.has_renderer(cls):
        assert name in rows, f"{cls.__module__}.{name} has no renderer and is no part of a message"
        return
    fields = attrs.fields_dict(cls)
    for member in ("msgid", "unsolicited", "flagged"):
        assert member in fields or hasattr(cls, member), f"{name} does not declare {member}"
    if isinstance(getattr(cls, "template", None), str):  # its catalog layout exists, fields and all
        catalog = package(system, "messages.catalog")
        layout = getattr(catalog, cls.template)
        named = set(re.findall(r"\{(\w+)", layout))
        assert named <= set(fields), f"{cls.template} names a field {name} lacks"
