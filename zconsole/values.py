"""``@frozen`` and ``@entity``: attrs-style class declarations that cost nothing to import.

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (one-shot path)

Every class a one-shot ``zconsole -c "D ASM"`` touches is declared with these instead of
attrs, because importing attrs and building classes with it costs more than the whole
rest of such a run. They do what ``@attrs.frozen`` and ``@attrs.define(eq=False)`` did
for this project, no more:

    from zconsole.values import entity, field, frozen

    @frozen                     # immutable; == and hash by fields; repr
    class Stamp:
        time: str
        idr: int = 0

    @entity                     # mutable; == is identity (a thing, not a value)
    class Scm:
        increment_mb: int
        migrations: list[Migration] = field(factory=list)

        def __post_init__(self) -> None:   # validation, called by __init__
            ...

Fields are the class's annotations, in order (a base class's fields come first);
a default is the class attribute, ``field(factory=...)`` builds a fresh one per
instance and ``field(alias=...)`` names the ``__init__`` argument (``_io`` as ``io``).
Classes get ``__slots__``; ``__init__`` is generated on the first instance, its code
cached in the user's cache folder (zconsole/cache.py). mypy understands both decorators
through ``dataclass_transform``. Don't use zero-argument ``super()`` in these classes (the
class is rebuilt with slots, as attrs does). Classes off the one-shot path may keep
using attrs. Validation that attrs did on assignment as well is done by ``__post_init__``
at construction only; methods that change an entity keep it valid.
"""

from __future__ import annotations

# typing costs a few ms to import, and only mypy needs it here (mypy reads any
# ``TYPE_CHECKING`` name as true).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar, dataclass_transform

    T = TypeVar("T")
else:

    def dataclass_transform(**_: object) -> Callable[[T], T]:
        return lambda f: f


_NOTHING: Any = object()


class _Field:
    __slots__ = ("alias", "default", "factory")

    def __init__(self, default: Any, factory: Callable[[], Any] | None, alias: str | None) -> None:
        self.default = default
        self.factory = factory
        self.alias = alias


_SLOT: Any = type(_Field.__dict__["alias"])  # member_descriptor: what __slots__ makes of a name


def field(
    *, default: Any = _NOTHING, factory: Callable[[], Any] | None = None, alias: str | None = None
) -> Any:
    """A field with a per-instance default (``factory``) or another ``__init__`` name (``alias``)."""
    return _Field(default, factory, alias)


class FrozenError(AttributeError):
    """Raised on assignment to a field of a ``@frozen`` class."""


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenError(f"{type(self).__name__} is frozen: cannot set {name}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenError(f"{type(self).__name__} is frozen: cannot delete {name}")


def _build(cls: type[T], immutable: bool) -> type[T]:
    inherited: tuple[str, ...] = getattr(cls, "__fields__", ())
    # The class's own annotations (inspect.get_annotations would import inspect: ~5 ms).
    own = [n for n, a in cls.__dict__.get("__annotations__", {}).items()  # noqa: RUF063
           if not str(a).startswith(("ClassVar", "typing.ClassVar")) and n not in inherited]
    names = (*inherited, *own)
    specs: dict[str, _Field] = dict(getattr(cls, "__field_specs__", {}))
    skip = {"__dict__", "__weakref__", *own}
    namespace = {k: v for k, v in cls.__dict__.items() if k not in skip}
    for name in own:
        given = cls.__dict__.get(name, _NOTHING)
        specs[name] = given if isinstance(given, _Field) else _Field(given, None, None)
    namespace["__slots__"] = tuple(own)
    namespace["__fields__"] = names
    namespace["__field_specs__"] = specs

    if "__repr__" not in cls.__dict__:
        namespace["__repr__"] = _repr
    if immutable:
        namespace["__setattr__"] = _frozen_setattr
        namespace["__delattr__"] = _frozen_delattr
        if "__eq__" not in cls.__dict__:
            namespace["__eq__"] = _eq
            namespace["__ne__"] = _ne
            namespace["__hash__"] = _hash
        namespace["__getstate__"] = _getstate
        namespace["__setstate__"] = _setstate
    made: list[type] = []  # the class, for its __init__ stand-in (which is part of it)
    if "__init__" not in cls.__dict__:
        # Plain assignment where nothing intercepts it (an entity), else object.__setattr__.
        direct = not immutable and cls.__setattr__ is object.__setattr__
        namespace["__init__"] = _deferred_init(made, cls.__qualname__, names, specs, direct)
    built: type[T] = type(cls.__name__, cls.__bases__, namespace)
    made.append(built)
    return built


def _deferred_init(
    made: list[type], qualname: str, names: tuple[str, ...], specs: dict[str, _Field], direct: bool
) -> Any:
    """A stand-in ``__init__`` that, on the first instance, generates the real one and puts
    it in its place. The real one is generated as source, as attrs and dataclasses do (a
    plain function is as fast to call as a hand-written one), but compiling it costs a
    fifth of a millisecond a class, and most classes a run imports are never instantiated
    in it (a one-shot D M=DEV uses 2 of the 15 message classes of its module)."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        cls = made[0]
        init = cls.__dict__["__init__"]
        if init is __init__:
            init = _generate_init(cls, names, specs, direct)
            type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    __init__.__qualname__ = f"{qualname}.__init__"
    return __init__


def _generate_init(cls: type, names: tuple[str, ...], specs: dict[str, _Field], direct: bool) -> Any:
    params, body, env = [], [], {"_set": object.__setattr__, "_NOTHING": _NOTHING}
    for name in names:
        spec = specs[name]
        arg = spec.alias or name
        value = arg
        if spec.factory is not None:
            env[f"_f_{name}"] = spec.factory
            params.append(f"{arg}=_NOTHING")
            value = f"_f_{name}() if {arg} is _NOTHING else {arg}"
        elif spec.default is not _NOTHING:
            env[f"_d_{name}"] = spec.default
            params.append(f"{arg}=_d_{name}")
        else:
            params.append(arg)
        slot: Any = getattr(cls, name, None)  # a slot's descriptor, read on the class
        if direct:
            body.append(f" self.{name} = {value}")
        elif type(slot) is _SLOT:  # the slot's own setter: half the cost of object.__setattr__
            env[f"_s_{name}"] = slot.__set__
            body.append(f" _s_{name}(self, {value})")
        else:
            body.append(f" _set(self, {name!r}, {value})")
    if hasattr(cls, "__post_init__"):
        body.append(" self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or " pass") + "\n"
    exec(_compiled(source), env)  # generated from the class's own field names
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _repr(self: Any) -> str:
    inner = ", ".join(f"{n.lstrip('_')}={getattr(self, n)!r}" for n in self.__fields__)
    return f"{type(self).__qualname__}({inner})"


def _eq(self: Any, other: Any) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented  # type: ignore[no-any-return]
    return all(getattr(self, n) == getattr(other, n) for n in self.__fields__)


def _ne(self: Any, other: Any) -> bool:
    result = _eq(self, other)
    return result if result is NotImplemented else not result


def _hash(self: Any) -> int:
    return hash((self.__class__, *(getattr(self, n) for n in self.__fields__)))


def _getstate(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, n) for n in self.__fields__)


def _setstate(self: Any, state: tuple[Any, ...]) -> None:
    for name, item in zip(self.__fields__, state, strict=True):
        object.__setattr__(self, name, item)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T]) -> type[T]:
    """A frozen value: fields from annotations, ``==``/hash by fields, slots."""
    return _build(cls, immutable=True)


@dataclass_transform(eq_default=False, field_specifiers=(field,))
def entity(cls: type[T]) -> type[T]:
    """A mutable entity: fields from annotations, identity ``==``, slots."""
    return _build(cls, immutable=False)


def evolve(instance: T, **changes: Any) -> T:
    """A copy of a ``@frozen`` value with some fields changed (as ``attrs.evolve``)."""
    specs: dict[str, _Field] = type(instance).__field_specs__  # type: ignore[attr-defined]
    args = {(specs[n].alias or n): getattr(instance, n) for n in type(instance).__fields__}  # type: ignore[attr-defined]
    for name, new in changes.items():
        args[specs[name].alias or name] = new
    return type(instance)(**args)


def fields(instance: object) -> dict[str, Any]:
    """Field name -> value of a ``@frozen`` class or ``@entity`` (for snapshots and dumps)."""
    return {n: getattr(instance, n) for n in type(instance).__fields__}  # type: ignore[attr-defined]


def is_declared(instance: object) -> bool:
    """Whether ``instance`` is of a class declared with ``@frozen`` or ``@entity``."""
    return hasattr(type(instance), "__field_specs__")


# Compiling an __init__ costs far more than running it (~0.75M instructions, a third of a
# millisecond, where a one-shot run instantiates some 30 classes), so the code is kept in
# the user's cache, keyed by its source: source text -> marshalled code object.
_codes: dict[str, bytes] | None = None
_writable = True
_MAX_CODES = 1000  # a few times the classes there are


def _codes_path() -> str:
    import os
    import sys

    from zconsole.cache import cache_dir

    # marshal's code format is the interpreter's own: one file per implementation and version.
    version = ".".join(str(n) for n in sys.version_info[:3])
    return os.path.join(cache_dir(), f"inits-{sys.implementation.cache_tag}-{version}.marshal")


def _compiled(source: str) -> Any:
    """The code of ``source`` (one ``def``): from the cache, else compiled and cached."""
    global _codes, _writable
    import marshal

    from zconsole import cache

    if _codes is None:
        loaded = cache.load(_codes_path())
        _codes = loaded if isinstance(loaded, dict) else {}
    stored = _codes.get(source)
    if stored is not None:
        try:
            return marshal.loads(stored)
        except (EOFError, ValueError, TypeError):
            pass  # damaged: compile it again below
    code = compile(source, "<string>", "exec")
    _codes[source] = marshal.dumps(code)
    if _writable:  # one failed write is enough to know (the code still serves this process)
        # What other processes added since this one read the file is kept (a miss is rare).
        on_disk = cache.load(_codes_path())
        if isinstance(on_disk, dict):
            _codes = {**on_disk, **_codes}
        if len(_codes) > _MAX_CODES:  # most are of classes long since changed: start again
            _codes = {source: _codes[source]}
        _writable = cache.save(_codes_path(), _codes)
    return code
