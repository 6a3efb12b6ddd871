"""A message is a declared thing (zconsole.console.message.Message): every value a system's
machine says on its own declares ``unsolicited`` in its class, found by walking every
system's notices modules (``*notices.py`` under ``zconsole/systems/<system>/``), so a
system added later is held to it without a change here."""

from __future__ import annotations

import importlib

import attrs
import pytest

from tests.conftest import ROOT

SYSTEMS = ROOT / "zconsole" / "systems"


def notices_modules() -> list[str]:
    """Every notices module of every system package, as a module name."""
    found = []
    for system in sorted(p for p in SYSTEMS.iterdir() if (p / "__init__.py").exists()):
        for path in sorted(system.rglob("*notices.py")):
            found.append(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


def message_classes(module_name: str) -> list[type]:
    """The classes of a module that are messages (they have a renderer; rows and other
    parts of a message have none)."""
    module = importlib.import_module(module_name)
    render = importlib.import_module(f"zconsole.systems.{module_name.split('.')[2]}.messages.render")
    return [v for v in vars(module).values()
            if isinstance(v, type) and attrs.has(v) and v.__module__ == module_name
            and render.has_renderer(v)]


def test_the_walk_finds_every_systems_notices() -> None:
    names = notices_modules()
    assert "zconsole.systems.zos.model.living.notices" in names
    assert "zconsole.systems.zos.model.jes2.notices" in names
    assert len(names) >= 6  # z/OS alone: living, dumps, SCM, JES2, SMF, IOS


@pytest.mark.parametrize("module_name", notices_modules())
def test_every_notice_declares_that_it_is_unsolicited(module_name: str) -> None:
    classes = message_classes(module_name)
    assert classes, f"{module_name} holds no message values"
    for cls in classes:
        assert cls.__dict__.get("unsolicited") is True, f"{cls.__qualname__} does not declare unsolicited"
        assert isinstance(getattr(cls, "msgid", None), str) or "msgid" in attrs.fields_dict(cls) \
            or isinstance(cls.__dict__.get("msgid"), property), f"{cls.__qualname__} declares no msgid"


@pytest.mark.parametrize("module_name", notices_modules())
def test_every_notices_module_has_its_renderers_named(module_name: str) -> None:
    """A notice is defined in the model, its words in the messages: the render registry
    knows which module renders each notices module, so it is imported on first use."""
    system = module_name.split(".")[2]
    render = importlib.import_module(f"zconsole.systems.{system}.messages.render")
    assert module_name in render.LAZY_RENDERERS
