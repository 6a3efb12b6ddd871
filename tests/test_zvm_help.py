"""HELP on the z/VM console: every HCP id of the catalog explained, every command's page
found from every spelling of its keywords, the list from the pages' NAME lines, the shell's
fill to its terminal, on a CMS user's console and on the operator's in CP READ."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.zvm_helpers import ZVM, screen, zvm_session
from zconsole.systems.zvm.commands.help import PAGES, page_for, read_page, summary, topics
from zconsole.systems.zvm.messages.catalog import CATALOG
from zconsole.systems.zvm.messages.help import LABELS, book_id, catalog_ids, explanations, message_text
from zconsole.systems.zvm.syntax.grammar import keywords

EXPLAINED = explanations()


def test_every_id_of_the_catalog_is_explained_and_nothing_else() -> None:
    ids = catalog_ids()
    assert {"HCP001E", "HCP003E", "HCP2114I", "HCP6056I", "HCP2511A", "ZCN999E"} <= ids
    assert all(book_id(i) == i for i in ids), "an id of the catalog that is no message id"
    assert sorted(ids - set(EXPLAINED)) == [], "ids without an entry in explanations.toml"
    assert sorted(set(EXPLAINED) - ids) == [], "an explanation of an id the console never writes"


@pytest.mark.parametrize("msgid", sorted(EXPLAINED))
def test_each_explanation_is_labelled_and_complete(msgid: str) -> None:
    e = EXPLAINED[msgid]
    assert e.evidence in LABELS
    assert (e.evidence == "OWN") == msgid.startswith("ZCN")
    for text in (e.meaning, e.action, e.response):
        assert text[0].isupper() and text.endswith("."), (msgid, text)
    assert message_text(msgid), f"{msgid}: the catalog has no text for it"


@pytest.mark.parametrize("msgid", sorted(EXPLAINED))
def test_help_msgid_with_and_without_its_module(msgid: str) -> None:
    module_forms = {
        e.msgid for e in CATALOG.values() if e.msgid and book_id(e.msgid.replace("{module}", "XXX")) == msgid
    }
    session = zvm_session()
    for form in sorted({msgid, *(m.replace("{module}", "CQV") for m in module_forms)}):
        out = screen(session, f"help {form.lower()}")
        assert out[1].startswith(f"ZCN102I MESSAGE {msgid} EXPLAINED ("), form
        assert out[-1].startswith("Ready;")


def test_the_explanation_is_the_catalog_text_and_the_three_parts() -> None:
    out = screen(zvm_session(), "HELP HCPCQU045E")
    assert out == [
        "HELP HCPCQU045E",
        "ZCN102I MESSAGE HCP045E EXPLAINED (DOC)",
        "HCP045E userid not logged on",
        "EXPLANATION: The user named is in the directory but not logged on (nor",
        "  disconnected).",
        "SYSTEM ACTION: The command is not run for that user. The return code is",
        "  45.",
        "USER RESPONSE: Log the user on first if that is what you meant",
        "  (XAUTOLOG userid), or check QUERY NAMES for who is logged on.",
        "Ready; T=0.01/0.01 09:00:00",
    ]
    # two forms of one id are joined as IBM's books join them
    assert message_text("HCP003E") == [
        "HCP003E Invalid option - {option|command contains extra option(s) starting with option}"
    ]


def test_help_lists_every_page_from_its_name_line() -> None:
    out = screen(zvm_session(), "HELP")
    assert out[1] == "ZCN100I CP COMMANDS - HELP CMD: ITS PAGE; HELP MSGID: ITS MEANING"
    rows = [line for line in out[2:-1] if not line.startswith(" ")]
    assert [row.split("  ")[0] for row in rows] == [names[0] for _, names in PAGES]
    assert rows[2].startswith("QUERY ALLOC    CP volume and device commands: QUERY ALLOC,")
    assert all(len(line) <= 80 - len("hh:mm:ss ") for line in out)
    for page, _ in PAGES:
        assert summary(read_page(page)), f"{page} has no NAME line"


# Each topic with each of its keywords spelled from its minimum to the full word.
def _spellings(topic: str) -> list[str]:
    out = []
    words = topic.split()
    for i, word in enumerate(words):
        if word not in keywords():
            continue
        minimum, full = keywords()[word]
        out += [" ".join([*words[:i], full[:n], *words[i + 1 :]]) for n in range(len(minimum), len(full) + 1)]
    return out or [topic]


CASES = [
    (topic, page, spelling) for page, names in PAGES for topic in names for spelling in _spellings(topic)
]



@pytest.mark.parametrize(("topic", "page", "spelling"), CASES, ids=[c[2] for c in CASES])
def test_every_spelling_of_a_topic_finds_its_page(topic: str, page: str, spelling: str) -> None:
    words = spelling.replace("rdev", "0300").replace("userid", "LINUX1").split()
    assert page_for(words) == (topic, page)
    assert page_for([*words, "MORE"]) == (topic, page)  # operands after it: the same page


def test_topics_are_cp_commands_or_the_consoles_own() -> None:
    for topic in topics():
        first = topic.split()[0]
        assert first in keywords() or first.startswith(".") or first in ("MACHINE", "DRILL"), topic


@pytest.mark.parametrize(
    ("line", "heads"),
    [
        ("help q alloc page", ["QUERY ALLOC"]),
        ("h cp xautolog", ["XAUTOLOG"]),
        ("help q 300", ["QUERY rdev"]),
        ("help q linux1", ["QUERY userid"]),
        ("help cp", ["CP"]),
        ("help set", ["SET", "SET"]),
        ("help define", ["DEFINE", "DEFINE"]),
        ("help .wait", [".WAIT"]),
    ],
)
def test_help_command_shows_its_pages(line: str, heads: list[str]) -> None:
    out = screen(zvm_session(), line)
    assert [row[len("ZCN100I HELP FOR ") :] for row in out if row.startswith("ZCN100I")] == heads
    assert out[-1] == "Ready; T=0.01/0.01 09:00:00"


def test_help_for_what_it_does_not_know() -> None:
    session = zvm_session()
    assert screen(session, "help xyzzy plugh") == [
        "help xyzzy plugh",
        "ZCN101I NO HELP FOR XYZZY PLUGH - TYPE HELP FOR THE LIST OF COMMANDS",
        "Ready(00001); T=0.01/0.01 09:00:00",
    ]
    assert screen(session, "help HCP999E")[1].startswith("ZCN101I NO HELP FOR HCP999E")
    long = "help " + "X" * 120
    out = screen(session, long)  # a topic is at most 100 characters: CP's own refusal
    assert out[2].startswith("HCPHLP003E Invalid option - command contains extra option(s)")
    assert out[-1].startswith("Ready(00003);")


def test_the_shell_fills_help_to_its_terminal_and_pages_it() -> None:
    session = zvm_session(user="OPERATOR")
    messages = session.submit("help hcp045e").messages
    assert ZVM.paged(messages)
    assert not ZVM.paged(session.submit("q stor").messages)
    wide = ZVM.render_all(ZVM.fit_to_width(messages, 132))
    assert wide[3] == (
        "09:00:00 EXPLANATION: The user named is in the directory but not logged on (nor disconnected)."
    )
    narrow = ZVM.render_all(messages)
    assert all(len(row) <= 80 for row in narrow) and all(row.startswith("09:00:00 ") for row in narrow)


def test_drill_hints_on_zvm_point_to_explained_messages() -> None:
    drills = 0
    for path in sorted((ROOT / "fixtures" / "drills").glob("*.toml")):
        data = tomllib.loads(path.read_text())
        if data["drill"].get("system", "zos") != "zvm":
            continue
        drills += 1
        pointed = [m for h in data["hints"]["hints"] for m in re.findall(r"HELP (HCP\w+)", h)]
        assert pointed, f"{path.name}: no hint points to HELP msgid"
        for msgid in pointed:
            assert book_id(msgid) in EXPLAINED, f"{path.name}: HELP {msgid} explains nothing"
    assert drills >= 2


def test_the_data_file_is_one_table_per_id() -> None:
    text = Path(ROOT / "zconsole" / "systems" / "zvm" / "messages" / "explanations.toml").read_text()
    headers = re.findall(r"^\[([^\]]+)\]$", text, flags=re.M)
    assert len(headers) == len(set(headers)) == len(EXPLAINED)


def test_tab_after_help_offers_the_commands_it_has_pages_for() -> None:
    session = zvm_session()
    assert ZVM.completions(session, "help ")[1] == sorted({t.split()[0] for t in topics()})
    assert ZVM.completions(session, "help q")[:2] == ("Q", ["QUERY"])
    assert ZVM.completions(session, "he")[:2] == ("HE", ["HELP"])
