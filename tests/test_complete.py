"""Completion comes from the grammar (keywords) and the model (names)."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from tests.conftest import make_session
from zconsole.shell.completer import ConsoleCompleter
from zconsole.syntax.complete import next_words


@pytest.mark.parametrize(
    ("text", "partial", "words"),
    [
        ("D", "D", ["D", "DD", "DISPLAY", "DUMP", "DUMPDS"]),
        ("D ", "", ["A", "ASM", "D", "IOS", "IPLINFO", "M", "R", "SMS", "U"]),
        ("D D,", "", ["S", "ST", "STATUS", "T", "TITLE"]),
        ("DD ", "", ["ALLOC", "CLEAR"]),
        ("d asm,pl", "PL", ["PLPA"]),
        ("D M=", "", ["CHP", "CORE", "CPU", "CU", "DEV", "DEVICE", "SCM", "STOR", "STORAGE"]),
        ("D U,DASD,", "", [",", "ALLOC", "OFF", "OFFLINE", "ON", "ONLINE"]),
        ("D IOS,", "", ["CONFIG"]),
        ("D M=SCM(", "", ["DETAIL"]),
        ("CF SCM(16G),", "", ["OFF", "OFFLINE", "ON", "ONLINE"]),
        ("CF CHP(42),OFF,", "", ["FORCE", "UNCOND"]),
        (".I", ".I", [".IPL"]),
        ("XYZ ", "", []),
        ("D ASM,,", "", []),
    ],
)
def test_keywords_come_from_the_grammar(text: str, partial: str, words: list[str]) -> None:
    assert next_words(text) == (partial, words)


def complete(text: str) -> list[str]:
    completer = ConsoleCompleter(make_session())
    event = CompleteEvent(completion_requested=True)
    return [c.text for c in completer.get_completions(Document(text), event)]


def test_names_come_from_the_model() -> None:
    assert complete("D ASM,PAGE=SYS1.L") == ["SYS1.LOCAL.PAGEP2", "SYS1.LOCAL.PAGEP3", "SYS1.LOCAL.PAGEP4"]
    assert complete("V PATH(7800,5") == ["53", "54", "55", "56", "57"]
    assert complete("D M=DEV(786") == [f"786{d}" for d in "0123456789ABCDEF"]
    assert complete("CF SCM(") == ["16G"]
    assert complete(".IPL ") == ["00", "01", "02", "BD", "MS", "NL", "R7"]
    assert "D ASM" in complete("HELP ")
    assert complete("D U,VOL=ZS") == ["ZS24R1"]
    assert complete("D SMS,SG(") == ["ALL"]


def test_every_verb_is_offered_on_an_empty_line() -> None:
    assert complete("") == [".CLOCK", ".DUMPSTATS", ".END", ".IPL", ".NEXTID", ".QUIT", ".RMF", ".WAIT",
                            "C", "CANCEL", "CF", "CONFIG", "D", "DD", "DISPLAY", "DUMP", "DUMPDS", "HELP",
                            "P", "PA", "PAGEADD", "PAGEDEL", "PD", "R", "REPLY", "S", "START", "STOP",
                            "V", "VARY"]
