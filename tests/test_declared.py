"""One way to declare a class: every class with fields is attrs, values frozen, entities
identities, all slotted, and an invalid state cannot be built (nor evolved into)."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
import pytest

import zconsole
from zconsole.console.ids import DisplayIds
from zconsole.systems.zos.model.io.channels import Chpid, Device, DeviceRange
from zconsole.systems.zos.model.living.workload import Procedure
from zconsole.systems.zos.model.paging.datasets import PageSpace


def _classes() -> Iterator[type]:
    """Every class a zconsole module declares with attrs (a plain subclass that only adds
    methods to an attrs class declares nothing of its own)."""
    for info in pkgutil.walk_packages(zconsole.__path__, "zconsole."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == info.name and "__attrs_attrs__" in vars(value):
                yield value


CLASSES = sorted(_classes(), key=lambda c: f"{c.__module__}.{c.__qualname__}")


def test_the_package_declares_its_classes_with_attrs() -> None:
    assert len(CLASSES) > 200  # the walk found the package's classes (a guard on the test itself)
    assert importlib.util.find_spec("zconsole.values") is None  # no second, home-made class system
    for path in Path(zconsole.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom)
                    for alias in node.names} | {node.module for node in ast.walk(tree)
                                                if isinstance(node, ast.ImportFrom)}
        assert not imported & {"dataclasses", "dataclass", "NamedTuple"}, f"{path}: a second class system"


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__qualname__)
def test_values_are_frozen_entities_are_identities_and_all_have_slots(cls: type) -> None:
    assert "__slots__" in cls.__dict__, f"{cls.__qualname__} has no __slots__"
    if cls.__eq__ is object.__eq__:  # an entity: == is identity, hash is identity
        assert cls.__hash__ is object.__hash__
        return
    # A value: == by fields, so it must never change (a changed key in a dict or set is lost).
    blank = object.__new__(cls)
    name = attrs.fields(cls)[0].name if attrs.fields(cls) else "anything"
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(blank, name, None)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__qualname__)
def test_validation_is_where_attrs_calls_it(cls: type) -> None:
    # attrs calls __attrs_post_init__; a __post_init__ (a dataclass's name) would never run.
    assert "__post_init__" not in cls.__dict__, f"{cls.__qualname__}.__post_init__ is never called"


GOOD_CHPID = Chpid(0x41)
GOOD_RANGE = DeviceRange(0, 0x7800, 0x78FF, "3390", "7800")
GOOD_SPACE = PageSpace("SYS1.LOCAL.PAGE01", "PAGE01", "0987", "3390", 1000)
GOOD_PROC = Procedure("CICS1", frames=100, limit=200)


@pytest.mark.parametrize(("build", "error"), [
    (lambda: Chpid(0x100), "CHPID 256 must be 00-FF"),
    (lambda: Chpid(0x41, type_code="ZZ"), "CHPID type 'ZZ' must be one of"),
    (lambda: Device(4, 0x0100, "3390", None),  # type: ignore[arg-type]
 "device 40100 is out of range"),
    (lambda: DeviceRange(0, 0x7900, 0x7800, "3390", "7800"), "devices 07900-7800 are out of range"),
    (lambda: PageSpace("SYS1.LOCAL.PAGE01", "PAGE01", "0987", "3390", 0), "slots must be positive"),
    (lambda: PageSpace("SYS1.LOCAL.PAGE01", "page01", "0987", "3390", 10), "not a volume serial"),
    (lambda: DisplayIds(1000), "display number must be 1-999, not 1000"),
    (lambda: Procedure("CICS1", frames=-1), "amounts must not be negative"),
    (lambda: Procedure("TOO-LONG-NAME"), "is not a job or procedure name"),
    # evolve builds through __init__, so a copy cannot be made invalid either
    (lambda: attrs.evolve(GOOD_RANGE, last=0x10000), "are out of range"),
    (lambda: attrs.evolve(GOOD_SPACE, slots=-5), "slots must be positive"),
    (lambda: attrs.evolve(GOOD_PROC, limit=50), "limit must be at least frames"),
])
def test_invalid_states_are_unbuildable(build: Callable[[], object], error: str) -> None:
    with pytest.raises(ValueError, match=error.replace("(", r"\(")):
        build()


def test_values_compare_by_fields_and_refuse_changes() -> None:
    assert GOOD_RANGE == DeviceRange(0, 0x7800, 0x78FF, "3390", "7800") != attrs.evolve(GOOD_RANGE, cu="7900")
    assert hash(GOOD_PROC) == hash(Procedure("CICS1", frames=100, limit=200))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        GOOD_SPACE.slots = 0  # type: ignore[misc]
    assert GOOD_SPACE.slots == 1000


def test_entities_are_identities_with_slots() -> None:
    assert Chpid(0x41) != GOOD_CHPID and GOOD_CHPID == GOOD_CHPID
    with pytest.raises(AttributeError):
        GOOD_CHPID.colour = "blue"  # type: ignore[attr-defined]
