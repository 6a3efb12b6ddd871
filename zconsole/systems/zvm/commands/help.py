"""HELP [topic]: the list of commands, a CP command's manual page (man/zconsole-zvm*), or a
message id explained (messages/explanations.toml), so help cannot drift from the pages.

A topic is a command spelled as the console takes it: every keyword from IBM's minimum
abbreviation (`HELP q alloc page` is QUERY ALLOC's page), an optional CP in front.
"""

from __future__ import annotations

import os
import re

from zconsole.systems.zvm.commands.context import Context, Result, ok, refuse
from zconsole.systems.zvm.messages.said import said
from zconsole.systems.zvm.syntax.ast_help import Help

# Manual page -> the commands it answers for, in full words; the first is shown in the
# list. `rdev` and `userid` stand for an operand (a device number, any other name), tried
# after every keyword.
PAGES = (
    ("zconsole-zvm.7", ("CP", "SET EMSG", "QUERY EMSG", ".WAIT", ".IPL", "HELP")),
    ("zconsole-zvm-storage.7",
     ("QUERY STORAGE", "QUERY VIRTUAL STORAGE", "DEFINE STORAGE", "QUERY FRAMES", "QUERY AGELIST",
      "SET AGELIST", "QUERY RESERVED", "SET RESERVED", "QUERY XSTORE", "QUERY SRM", "SET SRM",
      "QUERY NSS", ".PERFKIT")),
    ("zconsole-zvm-dasd.7",
     ("QUERY ALLOC", "QUERY CPOWNED", "DEFINE CPOWNED", "ATTACH", "DETACH", "QUERY DASD",
      "QUERY OSA", "QUERY rdev")),
    ("zconsole-zvm-users.7",
     ("QUERY NAMES", "QUERY USERS", "QUERY USERID", "QUERY CPLEVEL", "QUERY TIME", "QUERY CPLOAD",
      "QUERY CPUID", "QUERY FILES", "QUERY PROCESSORS", "XAUTOLOG", "FORCE", "INDICATE",
      "QUERY userid")),
    ("zconsole-zvm-machine.5", ("MACHINE",)),
    ("zconsole-drill.5", ("DRILL", ".HINT")),
)
_RDEV = re.compile(r"^[0-9A-F]{1,4}$")
_NAME = re.compile(r"^[A-Z0-9$#@_]{1,8}$")


def read_page(name: str) -> str:
    """The roff source of a page; a page missing from the installation reads as empty."""
    from zconsole.resources import data_dir

    try:
        with open(os.path.join(data_dir("man"), name), encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def summary(roff: str) -> str:
    """What a page's NAME line says after its name."""
    from zconsole.console.roff import unescape

    match = re.search(r"^\.SH NAME\n[^\n]*?\\- (.*)$", roff, flags=re.M)
    return unescape(match.group(1)) if match else ""


def _spells(word: str, topic_word: str) -> bool:
    """``word`` (as typed) is ``topic_word``: a keyword's prefix from its minimum, the
    operand a placeholder stands for, or a console command's own word."""
    from zconsole.systems.zvm.syntax.grammar import keywords, spelled

    if topic_word == "rdev":
        return bool(_RDEV.match(word))
    if topic_word == "userid":
        return bool(_NAME.match(word))
    if topic_word in keywords():
        return spelled(word, topic_word)
    return word == topic_word


def _topics() -> list[tuple[str, str]]:
    """(topic, page), the topics with an operand placeholder last."""
    pairs = [(topic, page) for page, topics in PAGES for topic in topics]
    return sorted(pairs, key=lambda pair: pair[0].split()[-1] in ("rdev", "userid"))


def page_for(words: list[str]) -> tuple[str, str] | None:
    """(topic, page) of the command ``words`` spell (more words may follow it), or None."""
    for topic, page in _topics():
        wanted = topic.split()
        if len(words) >= len(wanted) and all(_spells(w, t) for w, t in zip(words, wanted, strict=False)):
            return topic, page
    return None


def pages_of_verb(word: str) -> list[tuple[str, str]]:
    """HELP QUERY, HELP SET: (first topic of the verb, page) for each page with that verb."""
    found: list[tuple[str, str]] = []
    for page, topics in PAGES:
        first = next((t for t in topics if _spells(word, t.split()[0]) and " " in t), None)
        if first is not None:
            found.append((first.split()[0], page))
    return found


def topics() -> list[str]:
    """Every topic HELP knows, in full words (completion and the tests)."""
    return [t for _, names in PAGES for t in names]


def topic_words() -> list[str]:
    """The words that may follow HELP: each topic's first (TAB completes them)."""
    return sorted({t.split()[0] for t in topics() if not t.islower()})


def show_help(cmd: Help, ctx: Context) -> Result:
    from zconsole.systems.zvm.messages.help import HELP_WIDTH, book_id, explanations

    words = cmd.topic.split()
    if words[:1] == ["CP"] and len(words) > 1:
        words = words[1:]
    if not words:
        rows = tuple((topics[0], summary(read_page(page))) for page, topics in PAGES)
        return ok(said("HELP_INDEX", rows=rows, width=HELP_WIDTH))
    found = page_for(words)
    if found is None and len(words) == 1:
        verb_pages = pages_of_verb(words[0])
        if verb_pages:
            return ok(
                *(said("HELP_PAGE", topic=t, roff=read_page(p), width=HELP_WIDTH) for t, p in verb_pages)
            )
        msgid = book_id(words[0])
        if msgid is not None and msgid in explanations():
            return ok(said("HELP_EXPLAINED", msgid=msgid, width=HELP_WIDTH))
    if found is None:
        # The topic is free text: echo only what a console can show, and not too much.
        return refuse("HELP_UNKNOWN", topic=" ".join(words)[:40])
    topic, page = found
    return ok(said("HELP_PAGE", topic=topic, roff=read_page(page), width=HELP_WIDTH))
