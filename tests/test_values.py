"""zconsole.values: @frozen and @entity, and their __init__ generated on first use."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from zconsole import values
from zconsole.values import FrozenError, entity, evolve, field, fields, frozen


@frozen
class Point:
    x: int
    y: int = 0
    tags: list[str] = field(factory=list)


@frozen
class Point3(Point):
    z: int = 0


@entity
class Counter:
    _count: int = field(alias="count")
    seen: list[int] = field(factory=list)

    def __post_init__(self) -> None:
        if self._count < 0:
            raise ValueError("negative")


def test_frozen_values_compare_hash_and_refuse_changes() -> None:
    p = Point(1)
    assert p == Point(1, 0, []) and p != Point(2) and repr(p) == "Point(x=1, y=0, tags=[])"
    assert Point(1, 2, ["a"]).tags == ["a"] and Point(1).tags is not Point(1).tags
    assert hash(Point(1, 2, None)) == hash(Point(1, 2, None))  # type: ignore[arg-type]
    with pytest.raises(FrozenError):
        p.x = 3  # type: ignore[misc]
    assert evolve(p, y=5) == Point(1, 5) and fields(p) == {"x": 1, "y": 0, "tags": []}
    assert pickle.loads(pickle.dumps(p)) == p


def test_init_is_generated_on_first_use_and_then_is_a_plain_function() -> None:
    @frozen
    class Late:
        a: int
        b: str = "b"

    stand_in = Late.__dict__["__init__"]
    assert Late(1) == Late(1, "b") and Late(a=2, b="c").b == "c"
    real = Late.__dict__["__init__"]
    assert real is not stand_in and real.__qualname__.endswith("Late.__init__")
    assert real.__code__.co_varnames[:3] == ("self", "a", "b")
    with pytest.raises(TypeError):
        Late()  # type: ignore[call-arg]


def test_a_subclass_first_instantiated_gets_its_own_fields() -> None:
    @frozen
    class Base:
        a: int

    @frozen
    class Sub(Base):
        b: int = 2

    class Plain(Sub):  # not declared: inherits Sub's __init__
        pass

    assert Plain(1).b == 2 and Sub(1, 3).b == 3 and Base(4).a == 4
    assert Point3(1, z=3) == Point3(1, 0, [], 3) and fields(Point3(1)) == {"x": 1, "y": 0, "tags": [], "z": 0}


def test_entities_are_mutable_identities_checked_by_post_init() -> None:
    c = Counter(count=2)
    c._count += 1
    assert c._count == 3 and c != Counter(count=3) and c.seen == []
    with pytest.raises(ValueError, match="negative"):
        Counter(count=-1)
    with pytest.raises(AttributeError):
        c.other = 1  # type: ignore[attr-defined]  # slots


def test_an_entity_that_intercepts_assignment_still_does_in_init() -> None:
    seen: list[str] = []

    @entity
    class Watched:
        a: int

        def __setattr__(self, name: str, value: object) -> None:
            seen.append(name)
            object.__setattr__(self, name, value)

    Watched(1)
    assert seen == []  # the generated __init__ sets fields as attrs did: not through it
    w = Watched(2)
    w.a = 3
    assert seen == ["a"] and w.a == 3


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """values.py as a new process finds it, with its cache in ``tmp_path``."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(values, "_codes", None)
    monkeypatch.setattr(values, "_writable", True)
    return tmp_path / "zconsole"


def _declare() -> type:
    @frozen
    class Cached:
        first: int
        second: str = "x"

    return Cached


def test_generated_code_is_cached_and_used_without_compiling(
    fresh_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _declare()(1).second == "x"
    [file] = fresh_cache.iterdir()
    monkeypatch.setattr(values, "_codes", None)  # a later process: reads the file
    monkeypatch.setattr(values, "compile", lambda *_: pytest.fail("compiled again"), raising=False)
    made = _declare()(2, "y")
    assert (made.first, made.second) == (2, "y")
    assert values._codes is not None and len(values._codes) == 1 and file.exists()


def test_a_damaged_or_unwritable_cache_is_no_error(
    fresh_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh_cache.mkdir()
    path = fresh_cache / os.path.basename(values._codes_path())
    path.write_bytes(b"\x00damaged")
    assert _declare()(3).first == 3  # compiled, and the file replaced
    assert values._codes is not None and len(values._codes) == 1 and path.stat().st_size > 9
    values._codes = {next(iter(values._codes)): b"\xffnot code"}  # a damaged entry
    assert _declare()(4).first == 4
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "a-file" / "below"))  # unwritable, even by root
    values._codes = None

    @entity
    class Other:
        a: list[int] = field(factory=list)

    assert Other().a == [] and Other([1]).a == [1] and values._writable is False


def test_processes_missing_at_once_keep_each_others_code(fresh_cache: Path) -> None:
    values._codes = {}  # this process read the cache while it was empty...
    values._compiled("def __init__(self, a):\n self.a = a\n")
    values._codes = {}  # ...and so did another one, which now compiles something else
    values._compiled("def __init__(self, b):\n self.b = b\n")
    values._codes = None
    values._compiled("def __init__(self, c):\n self.c = c\n")
    assert len(values._codes) == 3  # type: ignore[arg-type]
