"""HELP [topic]: derived from the manual pages in man/, so help cannot drift from them."""

from __future__ import annotations

import os
import re

from zconsole.commands.registry import Context, Result, handles
from zconsole.messages.help import HelpIndex, HelpPage, HelpUnknown
from zconsole.resources import data_dir
from zconsole.syntax.ast import Help

# Manual page -> the topics (command prefixes) it answers, the first one shown in the list.
PAGES = (
    ("zconsole-d-asm.7", ("D ASM", "DISPLAY ASM")),
    ("zconsole-d-m.7", ("D M", "DISPLAY M")),
    ("zconsole-d-u.7", ("D U", "DISPLAY U")),
    ("zconsole-d-system.7", ("D IPLINFO", "DISPLAY IPLINFO", "D IOS", "DISPLAY IOS", "D SMS", "DISPLAY SMS")),
    ("zconsole-cf.7", ("CF", "CONFIG")),
    ("zconsole-vary.7", ("V", "VARY")),
    ("zconsole-pageadd.7", ("PA", "PAGEADD")),
    ("zconsole-pagedel.7", ("PD", "PAGEDEL")),
    ("zconsole-start.7", ("S", "START", "P", "STOP", "C", "CANCEL")),
    ("zconsole-reply.7", ("R", "REPLY", "D R", "DISPLAY R")),
    ("zconsole-d-a.7", ("D A", "DISPLAY A")),
    ("zconsole-dump.7", ("DUMP", "DD", "DUMPDS", "D D", "DISPLAY D", ".DUMPSTATS")),
    ("zconsole-rmf.7", (".RMF", "RMF")),
    ("zconsole-control.7", (".CLOCK", ".WAIT", ".NEXTID", ".IPL", ".QUIT", ".END", "HELP")),
    ("zconsole.1", ("ZCONSOLE",)),
    ("zconsole-machine.5", ("MACHINE",)),
)


def read_page(name: str) -> str:
    """The roff source of a page; a page missing from the installation reads as empty."""
    try:
        with open(os.path.join(data_dir("man"), name), encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def page_for(topic: str) -> str | None:
    """The page whose topic ``topic`` starts with (``D M=SCM(DETAIL)`` -> the D M page)."""
    for name, topics in PAGES:
        for prefix in topics:
            if topic == prefix or (topic.startswith(prefix) and not topic[len(prefix)].isalnum()):
                return name
    return None


def summary(roff: str) -> str:
    """What a page's NAME line says after its name: ``zconsole-cf \\- CF: ...`` -> ``CF: ...``."""
    match = re.search(r"^\.SH NAME\n[^\n]*?\\- (.*)$", roff, flags=re.M)
    return match.group(1) if match else ""


def topics() -> list[str]:
    """Every topic HELP knows (for completion)."""
    return [t for _, names in PAGES for t in names]


@handles(Help)
def show_help(cmd: Help, ctx: Context) -> Result:
    if not cmd.topic:
        return Result((HelpIndex(tuple((names[0], summary(read_page(page))) for page, names in PAGES)),))
    page = page_for(cmd.topic)
    if page is None:
        # The topic is free text; echo only what a console can show, and not too much.
        shown = "".join(ch if ch.isascii() and ch.isprintable() else "." for ch in cmd.topic)[:40]
        return Result((HelpUnknown(shown),), refused=True)
    return Result((HelpPage(cmd.topic, read_page(page)),))
