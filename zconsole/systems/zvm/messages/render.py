"""Rendering: a Said's lines from its catalog entry, shaped by SET EMSG."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zvm.messages.catalog import CATALOG
from zconsole.systems.zvm.messages.said import Said

if TYPE_CHECKING:
    from collections.abc import Callable

EMSG_MODES = ("ON", "OFF", "CODE", "TEXT")


def message_id(message: Said) -> str:
    """The message's id as CP shows it (the module filled in), or "" for a response."""
    entry = CATALOG[message.key]
    return entry.msgid.format(**message.values()) if entry.msgid else ""


def return_code(message: Said) -> int:
    return CATALOG[message.key].rc


def render(message: Said, emsg: str = "ON") -> list[str]:
    """The lines of ``message`` without trailing blanks. SET EMSG decides how a message
    with an id shows (DOC): ON id and text, TEXT the text, CODE the id, OFF nothing."""
    entry = CATALOG[message.key]
    msgid = message_id(message)
    if entry.renderer == "multi_id":  # CP repeats the id on every line of these (REAL)
        if emsg == "OFF":
            return []
        values = message.values()
        texts = [line.format(**values) for line in entry.template]
        if emsg == "CODE":
            return [msgid for _ in texts]
        return [(f"{msgid} {t}" if emsg == "ON" else t).rstrip() for t in texts]
    if entry.renderer:
        lines = _renderer(entry.renderer)(message)
    else:
        values = message.values()
        lines = [line.format(**values) for line in entry.template]
    if msgid and lines:
        if emsg == "OFF":
            return []
        if emsg == "CODE":
            lines = [msgid]
        elif emsg == "ON":
            lines = [f"{msgid} {lines[0]}", *lines[1:]]
    return [line.rstrip() for line in lines]


def _renderer(name: str) -> Callable[[Said], list[str]]:
    """A renderer named by the catalog: a function of messages/tables.py, or
    ``module.function`` of another module of messages/ (help.page)."""
    import importlib

    module, _, function = name.rpartition(".")
    found: Callable[[Said], list[str]] = getattr(
        importlib.import_module(f"zconsole.systems.zvm.messages.{module or 'tables'}"), function
    )
    return found


def render_all(messages: tuple[Said, ...] | list[Said], emsg: str = "ON") -> list[str]:
    out: list[str] = []
    for message in messages:
        out.extend(render(message, emsg))
    return out
