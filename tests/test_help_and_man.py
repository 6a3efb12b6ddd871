"""HELP is derived from man/, and every manual page's EXAMPLES are real transcripts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT, lines, make_session
from zconsole.console.roff import to_text, unescape
from zconsole.frontends.checker import check_file
from zconsole.systems.zos.commands.help import PAGES, page_for

MAN = ROOT / "man"


def example_blocks(path: Path) -> list[str]:
    """The .nf blocks of EXAMPLES that are transcripts (they start with '# flags:')."""
    source = path.read_text(encoding="utf-8")
    examples = source.split(".SH EXAMPLES", 1)[1].split("\n.SH ", 1)[0] if ".SH EXAMPLES" in source else ""
    blocks = re.findall(r"^\.nf\n(.*?)^\.fi$", examples, flags=re.S | re.M)
    return [unescape(b) for b in blocks if b.startswith("# flags:")]


PAGE_FILES = sorted(MAN.glob("zconsole*.[157]"))
EXAMPLES = [(p, i, block) for p in PAGE_FILES for i, block in enumerate(example_blocks(p))]


def test_every_command_page_has_examples() -> None:
    for name, _ in PAGES:
        if name.endswith(".7") or name == "zconsole.1":
            assert example_blocks(MAN / name), f"{name} has no transcript example"


@pytest.mark.parametrize(
    ("path", "index", "block"), EXAMPLES, ids=lambda v: v.name if isinstance(v, Path) else ""
)
def test_man_example_is_what_the_console_writes(tmp_path: Path, path: Path, index: int, block: str) -> None:
    transcript = tmp_path / "example.txt"
    transcript.write_text(block)
    passed, report = check_file(transcript, update=False)  # z/OS or z/VM, as its flags say
    assert passed, report


def test_help_lists_every_page_from_its_name_line() -> None:
    out = lines(make_session(), "HELP")
    assert out[0] == "ZCN100I COMMANDS - HELP CMD: ITS MANUAL PAGE; HELP MSGID: A MESSAGE EXPLAINED"
    assert out[1] == "D ASM          D ASM: page data sets and SCM paging (IEE200I, IEE207I)"
    assert sum(1 for line in out[1:] if not line.startswith(" ")) == len(PAGES)
    assert all(len(line) < 80 for line in out)  # long descriptions wrap under their column
    # a long description wraps under its own column
    assert any(line.startswith(" " * 15) and line[15] != " " for line in out)


D_TOPICS = [next(t for t in names if t.startswith("D ")) for _, names in PAGES
            if any(t.startswith("D ") for t in names)]


@pytest.mark.parametrize(("topic", "pages"), [
    ("D", D_TOPICS), ("display", D_TOPICS), ("CONFIG", ["CONFIG"]), ("V", ["V"]),
])
def test_help_for_a_bare_verb_shows_all_its_pages(topic: str, pages: list[str]) -> None:
    out = lines(make_session(), f"HELP {topic}")
    assert [line for line in out if line.startswith("ZCN100I")] == [f"ZCN100I HELP FOR {p}" for p in pages]
    assert D_TOPICS[:2] == ["D ASM", "D M"] and "D A" in D_TOPICS and "D R" in D_TOPICS


@pytest.mark.parametrize(
    ("topic", "page"),
    [("D ASM", "zconsole-d-asm.7"), ("D ASM,SCM", "zconsole-d-asm.7"),
     ("DISPLAY M=SCM(DETAIL)", "zconsole-d-m.7"),
     ("D M=DEV", "zconsole-d-m.7"), ("CF", "zconsole-cf.7"), ("CONFIG SCM", "zconsole-cf.7"),
     ("V PATH", "zconsole-vary.7"), (".IPL", "zconsole-control.7"), ("HELP", "zconsole-control.7"),
     ("D", None), ("DASM", None), ("XYZ", None)],
)
def test_page_for(topic: str, page: str | None) -> None:
    assert page_for(topic) == page


def test_help_shows_the_page_as_text() -> None:
    session = make_session()
    out = lines(session, "help cf")
    assert out[0] == "ZCN100I HELP FOR CF"
    assert out[1:3] == ["NAME", "       zconsole-cf - CF: configure SCM and channel paths online or offline"]
    assert "SYNOPSIS" in out and "EXAMPLES" in out
    assert all(len(line) <= 80 for line in out if not line.startswith(("       ", "IEE")))
    unknown = session.submit("HELP XYZ")
    assert unknown.refused
    assert lines(session, "HELP XYZ") == ["ZCN101I NO HELP FOR XYZ - TYPE HELP FOR THE LIST OF COMMANDS"]


def test_roff_subset() -> None:
    text = to_text(".TH X 1\n.SH NAME\nx \\- does \\fBthings\\fR\n.TP\n.B \\-a\nAn option.\n"
                   ".SH EXAMPLES\n.nf\n> D ASM\n.fi\n")
    assert text == ["NAME", "       x - does things", "", "       -a", "              An option.", "",
                    "EXAMPLES", "       > D ASM"]


@pytest.mark.parametrize("page", sorted(MAN.iterdir()), ids=lambda p: p.name)
def test_every_manual_page_is_ascii(page: Path) -> None:
    """HELP writes the pages on the console, whose lines are ASCII (a 3270 has no `§`)."""
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        assert line.isascii(), f"{page.name}:{number}: {line!r}"
