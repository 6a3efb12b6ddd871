"""The string-keyed registries are whole: every command value of z/OS's grammar has its
handler (HANDLER_MODULES), every message class its renderer (LAZY_RENDERERS for the
model's notices), and USABLE_IN_WAIT_STATE names only commands. A class missing from a map
would reach the operator as ZCN999E KEYERROR; here it fails a test instead."""

from __future__ import annotations

import importlib
import pkgutil
import re

import attrs
import pytest

from zconsole.systems.zos import messages as messages_package
from zconsole.systems.zos import syntax as syntax_package
from zconsole.systems.zos.commands import registry

render = importlib.import_module("zconsole.systems.zos.messages.render")


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


AST_MODULES = [f"{syntax_package.__name__}.{m.name}"
               for m in pkgutil.iter_modules(syntax_package.__path__) if m.name.startswith("ast")]
AST = classes_of(AST_MODULES)
COMMANDS = sorted(set(AST) - parts(AST) - {"Parsed"})  # Parsed: a line's verb and its command

MESSAGE_MODULES = [f"{messages_package.__name__}.{m.name}"
                   for m in pkgutil.iter_modules(messages_package.__path__)] + list(render.LAZY_RENDERERS)
MESSAGES = classes_of(MESSAGE_MODULES)
PARTS = parts(MESSAGES)


def test_the_walk_finds_the_commands() -> None:
    assert {"DisplayAsm", "ConfigScm", "StartProc", "Jes2DisplayActive", "DisplaySymbols"} <= set(COMMANDS)
    assert "DevRange" not in COMMANDS  # a part of VaryDevice and D M=DEV


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_value_has_its_handler(name: str) -> None:
    assert name in registry.HANDLER_MODULES, f"HANDLER_MODULES names no module for {name}"
    assert registry.handler_of(AST[name]) is not None, \
        f"{registry.HANDLER_MODULES[name]} registers no handler for {name}"


def test_every_handler_module_entry_names_a_command() -> None:
    assert set(registry.HANDLER_MODULES) == set(COMMANDS)
    assert set(registry.USABLE_IN_WAIT_STATE) <= set(COMMANDS)


def test_the_lazy_renderers_are_the_models_notices_modules() -> None:
    """Message values defined outside messages/ are the machine's notices; each notices
    module has its renderers' module named, and nothing else does."""
    outside = {cls.__module__ for cls in MESSAGES.values()
               if not cls.__module__.startswith(messages_package.__name__)}
    assert outside == set(render.LAZY_RENDERERS)
    assert all(name.endswith("notices") for name in render.LAZY_RENDERERS)


@pytest.mark.parametrize("name", sorted(MESSAGES))
def test_every_message_class_has_its_renderer_and_declares_itself(name: str) -> None:
    """A value of messages/ or a notices module is a message (rendered) or a part of one
    (a row, named in a message's fields)."""
    cls = MESSAGES[name]
    if not render.has_renderer(cls):
        assert name in PARTS, f"{cls.__module__}.{name} has no renderer and is no part of a message"
        return
    fields = attrs.fields_dict(cls)
    for member in ("msgid", "unsolicited", "flagged"):
        assert member in fields or hasattr(cls, member), f"{name} does not declare {member}"
