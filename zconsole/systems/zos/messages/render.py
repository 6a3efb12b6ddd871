"""The renderer registry: message value type -> function producing its exact lines; a
message of one catalog layout names it (``template``) and needs no function."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, TypeVar

    from zconsole.console.message import Message

    T = TypeVar("T")
    Streamer = Callable[[T], Iterator[list[str]]]
# Registered renderers; a message carrying its own lines (``lines``: one read back from a
# saved log, a drill's note) needs none (_renderer_of).
_RENDERERS: dict[type, Callable[[Any], list[str]]] = {}
# Messages whose lines can come a piece at a time (a 72,000-line D M=DEV(0-FFFF)): the
# interactive shell writes them as they are made, so Ctrl-C can stop them part way.
_STREAMERS: dict[type, Callable[[Any], Iterator[list[str]]]] = {}


def renders(kind: type[T]) -> Callable[[Callable[[T], list[str]]], Callable[[T], list[str]]]:
    """Register the renderer of one message value type."""

    def register(func: Callable[[T], list[str]]) -> Callable[[T], list[str]]:
        _RENDERERS[kind] = func
        return func

    return register


def streams(kind: type[T]) -> Callable[[Streamer[T]], Streamer[T]]:
    """Register a piecewise renderer: its pieces joined must equal the renderer's lines."""

    def register(func: Streamer[T]) -> Streamer[T]:
        _STREAMERS[kind] = func
        return func

    return register


# A message the catalog says in one line declares the catalog layout it uses
# (``template: ClassVar[str] = "IEF404I_TEXT"``) and has no renderer of its own: its
# fields are named as the layout's (_from_template).
# Message values defined outside zconsole.systems.zos.messages (the model's notices) -> the
# module that registers the renderers of those that need one, imported on first use.
LAZY_RENDERERS = {
    "zconsole.systems.zos.model.living.notices": "zconsole.systems.zos.messages.living",
    # scm_notices and dump_notices: apart from scm.py and dumps.py
    "zconsole.systems.zos.model.paging.scm_notices": "zconsole.systems.zos.messages.scm",
    "zconsole.systems.zos.model.living.dump_notices": "zconsole.systems.zos.messages.dumps",
    "zconsole.systems.zos.model.jes2.notices": "zconsole.systems.zos.messages.jes2",
    "zconsole.systems.zos.model.smf.notices": "zconsole.systems.zos.messages.smf",
    "zconsole.systems.zos.model.io.notices": "zconsole.systems.zos.messages.ios",
    "zconsole.systems.zos.model.pagedel_notices": "zconsole.systems.zos.messages.paging",
}


def message_id(msgid: str, action: bool = False) -> str:
    """The id as the console shows it: an action message (descriptor code 1-3 or 11) has
    the `*` flag glued to it in place of the usual blank. The one place the flag is put."""
    from zconsole.systems.zos.messages.catalog import ACTION_FLAG

    return f"{ACTION_FLAG}{msgid}" if action else msgid


def action_line(msgid: str, text: str) -> str:
    """An action message's first line: its flagged id, a blank, its text."""
    return f"{message_id(msgid, True)} {text}"


def render(message: Message) -> list[str]:
    """The lines of one message, without trailing blanks (spec: lines carry none)."""
    renderer = _RENDERERS.get(type(message))
    if renderer is None:
        renderer = _renderer_of(type(message))
        if renderer is None:
            raise KeyError(type(message).__name__)
    lines = list(map(str.rstrip, renderer(message)))  # map: no Python step a line
    # A display written to a display area: the console's frame controls on its title
    # (the area its Stamp names, or, for a display that keeps time and number apart, its own).
    area = getattr(getattr(message, "stamp", message), "area", None)
    if area is not None:
        from zconsole.systems.zos.messages.header import framed

        lines = framed(lines, area)
    return lines


def has_renderer(kind: type) -> bool:
    """Whether values of ``kind`` can be rendered (importing its lazy renderers if need be):
    a message class, not a part of one such as a row."""
    return kind in _RENDERERS or _renderer_of(kind) is not None


def _renderer_of(kind: type) -> Callable[[Any], list[str]] | None:
    """The renderer of ``kind`` when it is not registered yet: its module's (a model's
    notices, imported now), the catalog layout the class names (``template``), or the
    lines it carries (``lines``)."""
    if kind.__module__ in LAZY_RENDERERS:
        import importlib

        importlib.import_module(LAZY_RENDERERS[kind.__module__])
    renderer = _RENDERERS.get(kind)
    if renderer is None and isinstance(getattr(kind, "template", None), str):
        renderer = _RENDERERS[kind] = _from_template
    elif renderer is None and hasattr(kind, "lines") and hasattr(kind, "msgid"):
        renderer = _RENDERERS[kind] = _own_lines
    return renderer


def _own_lines(message: Any) -> list[str]:
    """A message that carries its own lines (a logged message, a drill's note, a REST
    server's kept reply): every system gives them as they are."""
    return list(message.lines)


def _from_template(message: Any) -> list[str]:
    """A message the catalog says in one line: its id (with the action flag when its class
    declares one), a blank, and the catalog layout its class names (``template``, a constant
    of catalog.py) filled with the value's fields, which the layout names as they are."""
    from zconsole.systems.zos.messages import catalog

    kind = type(message)
    layout: str = getattr(catalog, kind.template)
    fields = {field.name: getattr(message, field.name) for field in kind.__attrs_attrs__}
    return [f"{message_id(kind.msgid, kind.flagged)} {layout.format_map(fields)}"]


def streamed(kind: type) -> bool:
    """Whether messages of ``kind`` have a piecewise renderer (render_pieces)."""
    return kind in _STREAMERS


def render_all(messages: Iterable[Message]) -> list[str]:
    lines: list[str] = []
    for message in messages:
        lines += render(message)
    return lines


def render_pieces(messages: Iterable[Message]) -> Iterator[list[str]]:
    """The lines of the messages in pieces, in order (one piece per message unless the
    message has a piecewise renderer); the same lines as ``render_all``."""
    for message in messages:
        streamer = _STREAMERS.get(type(message))
        if streamer is None:
            yield render(message)
        else:
            for piece in streamer(message):
                yield list(map(str.rstrip, piece))
