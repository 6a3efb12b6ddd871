"""HELP's answers as console lines: the list of commands, a manual page, a message explained.

The real HELP of z/VM is CMS's full-screen menu facility; zconsole answers in line mode
(INFERRED layout, said on zconsole-zvm(7)), the way the z/OS console's HELP does: the
pages come from man/ and the explanations from explanations.toml beside this module.
The catalog's entries HELP_INDEX, HELP_PAGE and HELP_EXPLAINED name these renderers.
"""

from __future__ import annotations

import os
import re
import textwrap

import attrs

from zconsole.console.explanations import Explanation, read_explanations
from zconsole.systems.zvm.messages.said import Said, Written

# INFERRED: 80 columns less a CP READ console's `hh:mm:ss ` stamp, so that no help row
# wraps on either console; the shell fills to its terminal's width instead.
HELP_WIDTH = 71
_HERE = os.path.dirname(os.path.abspath(__file__))
# HCP + an optional 3-letter module + 3 or 4 digits + severity: HCPCQV003E, HCP003E, HCP2114I
MSGID = re.compile(r"^(HCP)(?:[A-Z]{3})?(\d{3,4})([A-Z])$|^(ZCN)(\d{3})([A-Z])$")
_NAMED = re.compile(r"\{(\w+)(?::[^}]*)?\}")
# A number in a message's text, as IBM's books write one (HCP952I nnnnM system storage).
NUMBERS = {"seconds": "nnn", "mb": "nnnn", "files": "nnnn", "slot": "nnn", "amount": "nnnn", "sysmax": "nnnn",
           "size": "nnnn", "max": "nnnn", "first": "nnnn", "last": "nnnn"}
# Labels of explanations.toml: the catalog's, and OWN for zconsole's own messages.
LABELS = ("REAL", "DOC", "INFERRED", "OWN")


def book_id(msgid: str) -> str | None:
    """The id as IBM's books write it, without the module (``HCPCQV003E`` -> ``HCP003E``),
    or None for a text that is no message id."""
    match = MSGID.match(msgid)
    if match is None:
        return None
    prefix, number, severity = [g for g in match.groups() if g is not None]
    return f"{prefix}{number}{severity}"


def explanations() -> dict[str, Explanation]:
    """Every explanation of explanations.toml, by the id as the books write it (the
    books' Explanation section is the ``explanation`` key)."""
    from pathlib import Path

    return read_explanations(Path(_HERE) / "explanations.toml", meaning="explanation")


def message_text(msgid: str) -> list[str]:
    """What the catalog's entries of ``msgid`` (as the books write it) say, their fields
    named as IBM's books name them (``HCP045E userid not logged on``); the forms of one id
    joined as the books join them (``{a|b}``)."""
    from zconsole.systems.zvm.messages.catalog import CATALOG

    forms: list[list[str]] = []
    for entry in CATALOG.values():
        if entry.msgid and book_id(entry.msgid.replace("{module}", "XXX")) == msgid:
            form = [_NAMED.sub(lambda m: NUMBERS.get(m.group(1), m.group(1)), line).strip()
                    for line in entry.template]
            forms.append([line for line in form if line and set(line) != {"_"}])
    if len(forms) > 1 and all(len(f) == 1 for f in forms):
        head = forms[0][0]
        for form in forms[1:]:
            while not form[0].startswith(head):
                head = head[:-1]
        return [f"{msgid} {head}{{" + "|".join(f[0][len(head):] for f in forms) + "}"]
    return [f"{msgid} {line}" for form in forms for line in form]


def _width(message: Said) -> int:
    return int(str(message.get("width")))


def index(message: Said) -> list[str]:
    """HELP: one row per manual page, the topic to type and what the page covers."""
    from zconsole.systems.zvm.messages.catalog import HELP_INDEX_ROW, ZCN100I_INDEX

    width = _width(message)
    lines = ["ZCN100I " + ZCN100I_INDEX]
    indent = len(HELP_INDEX_ROW.format(topic="", what=""))
    rows: tuple[tuple[str, str], ...] = message.get("rows")  # type: ignore[assignment]
    for topic, what in rows:
        first, *rest = textwrap.wrap(what, width=max(width - indent, 20), break_on_hyphens=False) or [""]
        lines.append(HELP_INDEX_ROW.format(topic=topic, what=first))
        lines += [" " * indent + more for more in rest]
    return lines


def page(message: Said) -> list[str]:
    """HELP topic: the manual page as text filled to the message's width."""
    from zconsole.console.roff import to_text
    from zconsole.systems.zvm.messages.catalog import ZCN100I_TEXT

    head = "ZCN100I " + ZCN100I_TEXT.format(topic=message.get("topic"))
    return [head, *to_text(str(message.get("roff")), _width(message))]


def explained(message: Said) -> list[str]:
    """HELP msgid: the message as the catalog writes it, then what it means, what CP does
    and what the user should do, each filled to the message's width."""
    from zconsole.systems.zvm.messages.catalog import ZCN102I_TEXT

    e = explanations()[str(message.get("msgid"))]
    width = _width(message)
    lines = ["ZCN102I " + ZCN102I_TEXT.format(msgid=e.msgid, evidence=e.evidence)]
    for text in message_text(e.msgid):
        lines += textwrap.wrap(text, width, subsequent_indent="  ", break_on_hyphens=False)
    for title, text in (("EXPLANATION", e.meaning), ("SYSTEM ACTION", e.action),
                        ("USER RESPONSE", e.response)):
        lines += textwrap.wrap(f"{title}: {text}", width, subsequent_indent="  ", break_on_hyphens=False)
    return lines


def catalog_ids() -> set[str]:
    """Every message id of the catalog, as the books write it (HCP003E, HCP2114I, ZCN999E)."""
    from zconsole.systems.zvm.messages.catalog import CATALOG

    found = set()
    for entry in CATALOG.values():
        if entry.msgid:
            found.add(book_id(entry.msgid.replace("{module}", "XXX")) or entry.msgid)
    return found


HELP_KEYS = ("HELP_INDEX", "HELP_PAGE", "HELP_EXPLAINED")
_STAMP = re.compile(r"^\d\d:\d\d:\d\d ")


def is_help(message: object) -> bool:
    """A HELP answer the shell shows in its pager, filled to the terminal."""
    return isinstance(message, Written) and message.said.key in HELP_KEYS


def fitted(message: Written, width: int) -> Written:
    """A HELP answer filled to a terminal ``width`` columns wide (the time stamp of a CP
    READ console kept in front of each row)."""
    from zconsole.systems.zvm.messages.render import render

    match = _STAMP.match(message.lines[0]) if message.lines else None
    stamp = match.group(0) if match else ""
    fields = tuple((k, max(width - len(stamp), 40) if k == "width" else v) for k, v in message.said.fields)
    said = attrs.evolve(message.said, fields=fields)
    return attrs.evolve(message, said=said, lines=tuple(stamp + line for line in render(said)))
