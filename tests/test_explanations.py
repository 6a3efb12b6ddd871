"""HELP msgid: every message id the console can write is explained (explanations.toml), labelled."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.conftest import ROOT, lines, make_session
from zconsole.systems.zos.messages.explained import LABELS, catalog_ids, explanations

EXPLAINED = explanations()


def test_every_message_id_the_console_can_write_is_explained() -> None:
    missing = sorted(catalog_ids() - set(EXPLAINED))
    assert not missing, f"message ids without an entry in explanations.toml: {missing}"
    assert not sorted(set(EXPLAINED) - catalog_ids()), "an explanation of an id the console never writes"


def test_the_walk_finds_ids_from_each_place_they_are_kept() -> None:
    ids = catalog_ids()
    # a constant's name (IEE200I_TITLE), ERROR_TEXTS, $HASP (HASP373_TEXT), a renderer's literal
    assert {"IEE200I", "IEE309I", "$HASP373", "IEA911E", "ZCN102I", "IRA221D"} <= ids
    assert "IEE0603D" not in ids  # a module named in a comment is no message
    assert len(ids) >= 110


@pytest.mark.parametrize("msgid", sorted(EXPLAINED))
def test_each_explanation_is_labelled_and_complete(msgid: str) -> None:
    e = EXPLAINED[msgid]
    assert e.evidence in LABELS
    assert (e.evidence == "OWN") == msgid.startswith("ZCN")
    for text in (e.meaning, e.action, e.response):
        assert text and (text[0].isupper() or text[0] == ".") and text.endswith("."), (msgid, text)


def test_help_msgid_explains_the_message() -> None:
    session = make_session()
    assert lines(session, "HELP IRA221D") == [
        "ZCN102I MESSAGE IRA221D EXPLAINED (DOC)",
        "MEANING: The system asks which user to cancel in a critical auxiliary",
        "  storage shortage (a WTOR).",
        "SYSTEM ACTION: Waits for a reply: M shows the next five users, E ends",
        "  the dialogue for this shortage, a line number from IRA220I cancels",
        "  that address space.",
        "OPERATOR RESPONSE: Reply with the culprit's line number; a",
        "  non-cancelable one (N) needs FORCE jobname,ARM instead. Do not reply E",
        "  while the shortage stays critical.",
    ]
    assert lines(session, "HELP *IRA201E")[0] == "ZCN102I MESSAGE IRA201E EXPLAINED (DOC)"
    assert lines(session, "HELP $HASP395")[0] == "ZCN102I MESSAGE $HASP395 EXPLAINED (DOC)"
    assert lines(session, "HELP IEE999I") == [
        "ZCN101I NO HELP FOR IEE999I - TYPE HELP FOR THE LIST OF COMMANDS"]


def test_drill_hints_point_to_explained_messages() -> None:
    """...of the drill's own system (a VSE drill's HELP explains VSE's 1x messages)."""
    from zconsole.systems.vse.messages.explained import explanations as vse_explanations

    explained = {"zos": EXPLAINED, "vse": vse_explanations()}
    for path in sorted((ROOT / "fixtures" / "drills").glob("*.toml")):
        data = tomllib.loads(path.read_text())
        if data["drill"].get("system", "zos") not in explained:
            continue  # another system's messages (tests/test_zvm_help.py for z/VM's)
        hints = data["hints"]["hints"]
        pointed = [m for h in hints for m in re.findall(r"HELP (\S+?)[),.]", h)]
        assert pointed, f"{path.name}: no hint points to HELP msgid"
        known = explained[data["drill"].get("system", "zos")]
        for msgid in pointed:
            assert msgid in known, f"{path.name}: HELP {msgid} explains nothing"


def test_the_data_file_is_one_table_per_id() -> None:
    text = Path(ROOT / "zconsole" / "systems" / "zos" / "messages" / "explanations.toml").read_text()
    headers = re.findall(r'^\[(?:"?)([^\]"]+)"?\]$', text, flags=re.M)
    assert len(headers) == len(set(headers)) == len(EXPLAINED)
