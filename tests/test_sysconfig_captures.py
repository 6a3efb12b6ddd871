"""Every real capture of ../shared/spec/everyday-commands.md for the system configuration displays
(§2.10-2.20: D PROG, D PARMLIB, D SYMBOLS, D SMF, SET SMF, D WLM, D XCF, D GRS, D OMVS,
D DUMP) is in a golden that replays against fixtures/machines/adcd.toml, byte for byte.

A capture block is a fenced block of the section; its column ruler (digits only) is not
part of it. Blocks that show only some entries of a list (LNKLST 1-5 and 9-10) are
checked line by line after their heading lines.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import SHARED, TRANSCRIPTS
from zconsole.frontends.transcript import plain_line

SPEC = SHARED / "spec" / "everyday-commands.md"
RULER = re.compile(r"^[0-9]+$")
SECTIONS = ("2.10", "2.11", "2.12", "2.13", "2.14", "2.15", "2.16", "2.17", "2.18", "2.19", "2.20")
# Blocks not from the ADCD z/OS 1.11 system: the 2.5 D SYMBOLS sample (checked in
# tests/test_sysconfig.py against the z/OS 2.x layout instead).
OTHER_SYSTEMS = {" 0090  IEA007I STATIC SYSTEM SYMBOL VALUES 098"}
PARTIAL = {"CSV470I 07.58.30 LNKLST DISPLAY 327"}  # entries 6-8 left out of the capture
ECHO = {"SET SMF=00"}  # a command echo opens the block

needs_spec = pytest.mark.skipif(not SPEC.exists(), reason="../shared/spec is not beside this checkout")


def blocks() -> list[list[str]]:
    text = SPEC.read_text(encoding="utf-8")
    found = []
    for section in re.split(r"\n### ", text)[1:]:
        if section.split(" ", 1)[0] not in SECTIONS:
            continue
        for body in re.findall(r"^```\n(.*?)^```", section, flags=re.S | re.M):
            lines = [line for line in body.splitlines() if not RULER.fullmatch(line.strip())]
            if lines and lines[0] not in OTHER_SYSTEMS:
                found.append(lines)
    return found


def goldens() -> str:
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((TRANSCRIPTS / "adcd").glob("*.txt")))
    return "\n".join(plain_line(line) for line in text.splitlines()) + "\n"


@needs_spec
def test_every_capture_of_the_system_displays_is_in_an_adcd_golden() -> None:
    text = goldens()
    checked = 0
    for block in blocks():
        if block[0] in ECHO:
            assert f"\n> {block[0]}\n" in text
            block = block[1:]
        if block[0] in PARTIAL:
            assert "\n" + "\n".join(block[:3]) + "\n" in text, block
            lines = set(text.splitlines())
            assert all(line in lines for line in block[3:]), block
        elif block[0].startswith("IEE351I"):  # the D SMF answer before SET SMF, one line
            assert "\n" + block[0] + "\n" in text
            rest = block[1:]
            assert "\n" + "\n".join(rest) + "\n" in text, rest
        else:
            assert "\n" + "\n".join(block) + "\n" in text, block
        checked += 1
    assert checked == 11


# Real z/OS 1.11, 2.x and 3.1 screens beyond the spec's (issue 36, cited in each golden's
# header): the lines, as the real system wrote them, in order in a golden of a machine
# of that release.
MORE_SCREENS = {
    "zos2/d-smf-iee974i.txt": [
        "IEE974I 18.37.26 SMF DATA SETS 525",
        "          NAME                VOLSER SIZE(BLKS) %FULL  STATUS",
        "        P-SYS1.VBT1.MAN1      M23CAT      7920     1  ACTIVE",
    ],
    # z/OS 2.5 (BES2): the `=` column after a 15-character symbol name.
    "zos2/d-symbols-long-names.txt": ['  &SYSALVL.          = "2"'],
    # z/OS 3.1: a DASD varied online the first time since IPL.
    "zos2/vary-first-online-zos31.txt": [
        "IOS452I DE34,DE, OPERATIONAL PATH ADDED TO PATH GROUP",
        "IEE302I DE34     ONLINE",
    ],
    # ADCD (1.11): three I SMF, newest first (the screen's text lines are our wrap's).
    "requests/d-r-l-newest-first.txt": [
        "IEE112I 12.30.06 PENDING REQUESTS 400",
        "RM=0    IM=3     CEM=0     EM=0     RU=0    IR=0    AMRF",
        "ID:R/K     T TIME     JOB ID   MESSAGE TEXT",
        "         6 I 12.30.06          *IEE362A SMF ENTER DUMP FOR SYS1.MAN3",
    ],
}


@pytest.mark.parametrize("name", sorted(MORE_SCREENS))
def test_the_forms_of_more_real_screens_are_in_their_goldens(name: str) -> None:
    golden = (TRANSCRIPTS / name).read_text(encoding="utf-8")
    text = "\n".join(plain_line(line) for line in golden.splitlines())
    assert "\n" + "\n".join(MORE_SCREENS[name]) + "\n" in text + "\n"


def test_d_smf_on_log_streams_has_the_words_of_a_real_ifa714i() -> None:
    """A real z/OS 3.x IFA714I, as a blog page kept it (its blanks collapsed, so only the
    words and their order are real; the columns are the catalog's INFERRED ones)."""
    real = [["IFA714I", "11.46.50", "SMF", "STATUS", "101"], ["LOGSTREAM", "NAME", "BUFFERS", "STATUS"],
            ["A-IFASMF.DEFAULT", "0", "CONNECTED"]]
    golden = (TRANSCRIPTS / "zos2" / "smf-logstreams.txt").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(golden) if line.startswith("IFA714I"))
    shown = [line.split() for line in golden[start:start + 3]]
    assert [shown[0][0], *shown[0][2:4]] == [real[0][0], *real[0][2:4]]
    assert shown[1:] == real[1:]
