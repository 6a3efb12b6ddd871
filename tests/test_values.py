"""zconsole.values: @frozen and @entity, and their __init__ generated on first use."""

from __future__ import annotations

import pickle

import pytest

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
