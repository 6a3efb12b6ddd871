"""Completion comes from the grammar (keywords) and the model (names)."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent, Completion
from prompt_toolkit.document import Document

from tests.conftest import make_session
from zconsole.shell.completer import ConsoleCompleter
from zconsole.systems.zos.syntax.complete import next_words


@pytest.mark.parametrize(
    ("text", "partial", "words"),
    [
        ("D", "D", ["D", "DD", "DISPLAY", "DUMP", "DUMPDS"]),
        ("D ", "", ["A", "ASM", "C", "CONSOLES", "D", "DUMP", "EMCS", "ETR", "GRS", "IOS", "IPLINFO", "J",
                    "JOBS", "M", "NET", "OMVS", "OPDATA", "PARMLIB", "PROG", "R", "SLIP", "SMF", "SMS",
                    "SYMBOLS", "T", "TIME", "TRACE", "TS", "U", "WLM", "XCF"]),
        # C, J, T, TS (everyday operations); GRS ... XCF (system displays); ETR, OPDATA,
        # SLIP, TRACE (what the system traps, traces, routes and times by); NET (VTAM's)
        ("D PROG,", "", ["APF", "LNKLST", "LPA"]),
        ("D D,", "", ["S", "ST", "STATUS", "T", "TITLE"]),
        ("DD ", "", ["ALLOC", "CLEAR"]),
        ("d asm,pl", "PL", ["PLPA"]),
        ("D M=", "", ["CHP", "CORE", "CPU", "CU", "DEV", "DEVICE", "SCM", "STOR", "STORAGE"]),
        ("D U,DASD,", "", [",", "ALLOC", "OFF", "OFFLINE", "ON", "ONLINE"]),
        ("D IOS,", "", ["CONFIG", "ZHPF"]),
        ("D M=SCM(", "", ["DETAIL"]),
        ("CF SCM(16G),", "", ["OFF", "OFFLINE", "ON", "ONLINE"]),
        ("CF CHP(42),OFF,", "", ["FORCE", "UNCOND"]),
        (".I", ".I", [".IFCC", ".IPL"]),
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
    assert complete(".IPL ") == ["00", "01", "02", "BD", "MS", "NL", "R7", "ZH"]
    assert "D ASM" in complete("HELP ")
    assert complete("D U,VOL=ZS") == ["ZS24R1"]
    assert complete("D SMS,SG(") == ["ALL"]


def test_every_verb_is_offered_on_an_empty_line() -> None:
    assert complete("") == [".CLOCK", ".DEGRADE", ".DUMPSTATS", ".END", ".FAIL", ".IFCC", ".IPL", ".NEXTID",
                            ".QUIT", ".REPAIR", ".RMF", ".TIMEOUT", ".WAIT",  # .TIMEOUT: IOS051I's drill
                            "C", "CANCEL", "CF", "CONFIG", "CONTROL", "D", "DD", "DISPLAY", "DUMP", "DUMPDS",
                            "F", "HALT", "HELP", "I", "K", "MODIFY",  # CONTROL F K MODIFY SE SEND: everyday
                            "P", "PA", "PAGEADD", "PAGEDEL", "PD", "R", "REPLY", "S", "SE", "SEND", "SET",
                            "SETIOS", "START", "STOP", "SWITCH", "T", "V", "VARY", "Z"]


def completions(text: str, cursor: int | None = None, session: object = None) -> list[Completion]:
    completer = ConsoleCompleter(session or make_session())  # type: ignore[arg-type]
    document = Document(text, len(text) if cursor is None else cursor)
    return list(completer.get_completions(document, CompleteEvent(completion_requested=True)))


def test_only_values_that_fit_the_place_are_offered() -> None:
    assert complete("D M=CU(") == ["02C0", "0580", "0980", "7800", "7900"]  # control units, not devices
    assert complete("V PATH(7800,") == ["42", "53", "54", "55", "56", "57", "60", "9E"]  # its own paths
    assert complete("D M=DEV(7800,(") == ["42", "53", "54", "55", "56", "57", "60", "9E"]
    assert complete("V PATH(0980,") == complete("VARY PATH(0980,") == ["95", "A3"]
    assert len(complete("CF CHP(")) == len(make_session().machine.io.chpids)  # any CHPID there


def test_no_cap_hides_a_device() -> None:
    names = complete("D M=DEV(")
    assert "7800" in names and len(names) == 1 + len(make_session().machine.io.devices)  # and "("


def test_a_long_list_comes_as_pages_of_prefixes() -> None:
    from zconsole.session_options import ConsoleOptions
    from zconsole.session_options import make_session as build

    large, _ = build(ConsoleOptions(machine="large"), ".")
    pages = completions("D M=DEV(", session=large)
    assert [c.text for c in pages][:3] == ["(", "00", "01"] and len(pages) == 1 + 255
    assert pages[1].display_meta_text == "256 values"
    assert [c.text for c in completions("D M=DEV(78", session=large)] == [f"78{n:02X}" for n in range(256)]


def test_completing_inside_a_word_replaces_the_whole_word() -> None:
    offered = {c.display_text: (c.text, c.start_position) for c in completions("D M=SM(DETAIL)", cursor=5)}
    assert offered["SCM"] == ("SC", -1)  # the cursor after the S: S -> SC, then the M already there
    assert offered["STOR"] == ("STOR", -1)  # a word not ending so is inserted whole
    (scm,) = completions("D M=SC", cursor=6)
    assert scm.text == "SCM"


def test_keywords_have_descriptions_from_the_manual_pages() -> None:
    notes = {c.text: c.display_meta_text for c in completions("D M=")}
    assert notes["SCM"] == "SCM defined, the online ranges,..."
    assert notes["CU"].startswith("The control unit's paths and identity")
    assert {c.text: c.display_meta_text for c in completions("")}["VARY"].startswith("vary devices")


def meta(text: str, session: object = None) -> list[tuple[str, str]]:
    return [(c.text, c.display_meta_text) for c in completions(text, session=session)]


def test_pageadd_offers_the_defined_page_spaces_not_in_use() -> None:
    # PA takes what is defined and not in use (those in use it refuses)
    assert meta("PA SYS1.") == [
        ("SYS1.LOCAL.PAGEP5", "defined page space, not in use (volume PAGEP5)"),
        ("SYS1.LOCAL.PAGEP6", "defined page space, not in use (volume PAGEP6)")]
    assert ("SYS1.LOCAL.PAGEP2", "LOCAL page data set in use") in meta("PD DRAIN,PAGE=")
    assert "SYS1.LOCAL.PAGEP5" not in complete("PD DRAIN,PAGE=")


def test_start_offers_procedures_and_stop_cancel_what_runs() -> None:
    session = make_session()
    assert ("CICS1", "procedure: a started task") in meta("S ", session)
    assert ("BATCHHOG", "procedure: a batch job") in meta("S ", session)
    assert "PCAUTH" not in complete("S ")  # a system address space is no procedure to start
    assert complete("S CICS1.") == []  # the identifier is the operator's to choose
    # before the machine first lives: what its IPL starts, and completion boots nothing
    assert ("JES2", "running (started at IPL)") in meta("C ", session)
    assert not session.machine.is_living
    session.submit("S CICS1")
    for line in ("C ", "P ", "STOP ", "CANCEL ", "D A,", "DISPLAY A,"):
        assert ("CICS1", "running, ASID 0030") in meta(line, session), line
    assert "BATCHHOG" not in complete("C ")


def test_reply_offers_the_open_reply_ids() -> None:
    session = make_session()
    assert meta("R ", session) == []
    session.submit("DUMP COMM=(X)")
    assert meta("R ", session) == [("00", "answers IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND")]
    assert meta("REPLY 0", session) == [("00", "answers IEE094D SPECIFY OPERAND(S) FOR DUMP COMMAND")]
