"""HELP [topic]: derived from the manual pages in man/, so help cannot drift from them."""

from __future__ import annotations

import os
import re

from zconsole.resources import data_dir
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages.help import HelpIndex, HelpPage, HelpUnknown
from zconsole.systems.zos.syntax.ast import Help

# Manual page -> the topics (command prefixes) it answers, the first one shown in the list.
PAGES = (
    ("zconsole-d-asm.7", ("D ASM", "DISPLAY ASM")),
    ("zconsole-d-m.7", ("D M", "DISPLAY M")),
    ("zconsole-d-u.7", ("D U", "DISPLAY U")),
    ("zconsole-channels.7",
     ("SETIOS", "D IOS,ZHPF", "DISPLAY IOS,ZHPF", ".FAIL", ".DEGRADE", ".IFCC", ".REPAIR",
      ".TIMEOUT")),
    ("zconsole-d-system.7", ("D IPLINFO", "DISPLAY IPLINFO", "D IOS", "DISPLAY IOS", "D SMS", "DISPLAY SMS")),
    ("zconsole-cf.7", ("CF", "CONFIG")),
    ("zconsole-vary.7", ("V", "VARY")),
    ("zconsole-pageadd.7", ("PA", "PAGEADD")),
    ("zconsole-pagedel.7", ("PD", "PAGEDEL")),
    ("zconsole-start.7", ("S", "START", "P", "STOP", "C", "CANCEL", "FORCE")),
    ("zconsole-reply.7", ("R", "REPLY", "D R", "DISPLAY R")),
    ("zconsole-d-a.7", ("D A", "DISPLAY A",
                        "D J", "DISPLAY J", "D JOBS", "DISPLAY JOBS", "D TS", "DISPLAY TS")),
    ("zconsole-dump.7", ("DUMP", "DD", "DUMPDS", "D D", "DISPLAY D", ".DUMPSTATS",
                         "D DUMP", "DISPLAY DUMP")),
    # the system configuration displays and SMF
    ("zconsole-d-sys.7", ("D SYMBOLS", "DISPLAY SYMBOLS", "D PARMLIB", "DISPLAY PARMLIB", "D PROG",
                          "DISPLAY PROG", "D WLM", "DISPLAY WLM", "D XCF", "DISPLAY XCF", "D GRS",
                          "DISPLAY GRS", "D OMVS", "DISPLAY OMVS")),
    ("zconsole-d-diag.7", ("D SLIP", "DISPLAY SLIP", "D TRACE", "DISPLAY TRACE", "D OPDATA",
                           "DISPLAY OPDATA", "D ETR", "DISPLAY ETR")),
    ("zconsole-d-net.7", ("D NET", "DISPLAY NET")),
    ("zconsole-smf.7", ("D SMF", "DISPLAY SMF", "SET", "T", "I", "SWITCH", "S SMFDUMP", "SMF")),
    ("zconsole-rmf.7", (".RMF", "RMF")),
    # everyday operations
    ("zconsole-d-t.7", ("D T", "DISPLAY T", "D TIME", "DISPLAY TIME")),
    ("zconsole-consoles.7", ("D C", "DISPLAY C", "D CONSOLES", "DISPLAY CONSOLES", "D C,K",
                             "D EMCS", "DISPLAY EMCS", "K", "CONTROL", "SE", "SEND")),
    ("zconsole-modify.7", ("F", "MODIFY")),
    ("zconsole-jes2.7", ("$D", "$S", "$P", "$T", "$C", "JES2")),
    ("zconsole-control.7", (".CLOCK", ".WAIT", ".NEXTID", ".IPL", ".QUIT", ".END", "HELP")),
    ("zconsole.1", ("ZCONSOLE",)),
    ("zconsole-machine.5", ("MACHINE",)),
    ("zconsole-drill.5", ("DRILL", ".HINT")),
)


# A bare verb, in either spelling, for HELP D and HELP DISPLAY
VERB_SPELLINGS = {"D": "D", "DISPLAY": "D", "CF": "CF", "CONFIG": "CF", "V": "V", "VARY": "V"}


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
            # JES2's verbs take their operand with no blank ($DA, $SI2)
            glued = prefix.startswith("$")
            if topic == prefix or (topic.startswith(prefix) and (glued or not topic[len(prefix)].isalnum())):
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
    if page is None and cmd.topic in VERB_SPELLINGS:
        # HELP D, HELP DISPLAY: every page of that verb, in the order of the list
        verb = VERB_SPELLINGS[cmd.topic]
        return Result(tuple(HelpPage(next(t for t in names if t.split(" ")[0] == verb), read_page(name))
                            for name, names in PAGES if any(t.split(" ")[0] == verb for t in names)))
    if page is None:  # HELP msgid: the message explained, from explanations.toml
        from zconsole.systems.zos.messages.explained import MSGID, Explained, explanation

        found = explanation(cmd.topic) if MSGID.match(cmd.topic) else None
        if found is not None:
            return Result((Explained(found),))
    if page is None:
        # The topic is free text; echo only what a console can show, and not too much.
        shown = "".join(ch if ch.isascii() and ch.isprintable() else "." for ch in cmd.topic)[:40]
        return Result((HelpUnknown(shown),), refused=True)
    return Result((HelpPage(cmd.topic, read_page(page)),))


NOTE_WIDTH = 48  # a completion description beside a keyword stays short
_TP_ENTRY = re.compile(r"^\.TP\n\.BI? ([^\n]*)\n(.*?)(?=^\.TP|^\.SH|\Z)", flags=re.M | re.S)


def _first_sentence(text: str) -> str:
    sentence = re.split(r"(?<=[.:])\s", text.strip(), maxsplit=1)[0].rstrip(".;:")
    if len(sentence) > NOTE_WIDTH:
        sentence = sentence[: NOTE_WIDTH - 3].rsplit(" ", 1)[0] + "..."
    return sentence


def keyword_notes() -> dict[str, str]:
    """A few words on each verb and keyword, for completion menus, from the manual pages:
    a verb gets what its pages' NAME lines say, a keyword the first sentence of its
    ``.TP`` entry (``D M=DEV`` -> DEV)."""
    from zconsole.console.roff import unescape

    notes: dict[str, str] = {}
    aliases = {"D": ("D", "DISPLAY"), "CF": ("CF", "CONFIG"), "V": ("V", "VARY")}
    said: dict[str, list[str]] = {}
    for page, names in PAGES:
        roff = read_page(page)
        verb = names[0].split(" ")[0]
        said.setdefault(verb, []).append(unescape(summary(roff)).split(": ", 1)[-1].split(" (")[0])
        for term, body in _TP_ENTRY.findall(roff):
            term = unescape(term).replace('"', "")
            text = " ".join(line for line in body.splitlines() if not line.startswith("."))
            match = re.match(r"D(?:ISPLAY)? ?M=([A-Z]+)", term.replace(" M=", "M="))
            key = match.group(1) if match else term.split(" ")[0]
            if re.fullmatch(r"\.?[A-Z]+", key):
                notes.setdefault(key, _first_sentence(unescape(text)))
    for verb, spellings in aliases.items():
        for spelling in spellings:
            notes[spelling] = _first_sentence("; ".join(said.get(verb, [])))
    if "DEV" in notes:
        notes["DEVICE"] = notes["DEV"]
    return notes
