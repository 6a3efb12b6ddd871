"""Every real capture of ../shared/spec/everyday-displays.md is in a golden transcript
that replays against fixtures/machines/adcd.toml, byte for byte (the two z/OS 2.x
samples from other systems against machine files of their own, in transcripts/zos2/).

A capture block is a fenced block of that file; its column ruler (digits only) is not
part of the capture. The blocks left out are listed with the reason.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import SHARED, TRANSCRIPTS
from zconsole.frontends.transcript import plain_line, read_transcript

SPEC = SHARED / "spec" / "everyday-displays.md"
ADCD = TRANSCRIPTS / "adcd"
ZOS2 = TRANSCRIPTS / "zos2"
RULER = re.compile(r"^[0-9]+$")

# First line of each block left out -> why.
LEFT_OUT = {
    # D A,name: the detail shows CPU time (CT), which zconsole does not model.
    "IEE115I 10.16.12 2026.210 ACTIVITY 370": "D A,name: CPU time is not modelled",
    # D R,L with requests: CSQ3111I and IFB081I come from MQ and LOGREC, not modelled.
    "IEE112I 08.47.29 PENDING REQUESTS": "D R,L: its requests come from MQ and LOGREC",
    # Fragments: a tape drive never defined in adcd.toml, and a layout ruler of messages
    # whose lines are checked one by one below.
    "0580 349S O-NRD-R                      /REMOV": "tape drives of lab 09: not modelled",
    "IEE302I 0A9E     ONLINE": "A3 message forms: checked line by line",
    "IEE309I V        UNIDENTIFIABLE KEYWORD": "A4 message forms: checked line by line",
}
# A3/A4 lines zconsole writes (VARY SMS and D OMVS are out of scope: IEE307I is not).
LINES = ("IEE302I 0A9E     ONLINE", "IOS452I 0A9E,0A, OPERATIONAL PATH ADDED TO PATH GROUP",
         "IEF281I 0A9E NOW OFFLINE", "IEE309I V        UNIDENTIFIABLE KEYWORD",
         "IEE535I DISPLAY  INVALID PARAMETER")


def capture_blocks() -> list[list[str]]:
    """Each fenced block's lines without the ruler; a block fenced inside a list item is
    indented by two blanks in the markdown, which are not part of the capture."""
    text = SPEC.read_text(encoding="utf-8")
    blocks = []
    for indent, body in re.findall(r"^( *)```\n(.*?)^ *```", text, flags=re.S | re.M):
        lines = [line.removeprefix(indent) for line in body.splitlines()]
        lines = [line for line in lines if not RULER.fullmatch(line.strip())]
        if lines:
            blocks.append(lines)
    return blocks


def golden_text() -> str:
    """The adcd goldens, answer lines as the console wrote them (unquoted)."""
    paths = sorted(ADCD.glob("*.txt")) + sorted(ZOS2.glob("*.txt"))
    text = "\n".join(p.read_text(encoding="utf-8") for p in paths)
    return "\n".join(plain_line(line) for line in text.splitlines()) + "\n"


pytestmark = pytest.mark.skipif(not SPEC.exists(), reason="../shared/spec is not beside this checkout")


def test_every_capture_is_in_an_adcd_golden() -> None:
    goldens = golden_text()
    checked = 0
    for block in capture_blocks():
        if block[0] in LEFT_OUT:
            continue
        assert "\n" + "\n".join(block) + "\n" in goldens, block
        checked += 1
    assert checked >= 13


def test_message_forms_of_a3_and_a4() -> None:
    goldens = set(golden_text().splitlines())
    for line in LINES:
        assert line in goldens, line


def test_an_answer_line_like_a_command_is_quoted() -> None:
    """D SMS,STORGRP's legend line `> THE VOLSER ...` is kept as `\\> ...`, not read as a command."""
    transcript, text = read_transcript(ADCD / "d-sms.txt")
    assert transcript.commands == ("D SMS", ".NEXTID 182", "D SMS,STORGRP(ALL)")
    assert "\n\\> THE VOLSER IN UCB IS DIFFERENT FROM THE VOLSER IN CONFIGURATION\n" in text


def test_d_r_l_capture_breaks_where_the_real_screen_breaks() -> None:
    # Issue 21 item 11: the requests of the 08.47.29 capture (MQ and LOGREC, not modelled)
    # laid out by IEE112I's renderer break where the real screen breaks: at a blank up to
    # 3 columns before column 69, else inside a word at the edge.
    from zconsole.systems.zos.messages.active import Iee112i, PendingRow
    from zconsole.systems.zos.messages.header import Stamp
    from zconsole.systems.zos.messages.render import render

    rows = (PendingRow("3", "E", "07.21.26", "", False,
                       "CSQ3111I %CSQ7    CSQ3UR00 - EARLY PROCESSING PROGRAM IS V7        LEVEL 004-006"),
            PendingRow("2", "C", "07.20.21", "", True, "IFB081I LOGREC DATA SET IS FULL,07.20.21,"))
    block = SPEC.read_text(encoding="utf-8").split("IEE112I 08.47.29 PENDING REQUESTS\n", 1)[1]
    real = block.split("```", 1)[0].splitlines()[:7]  # IFB081I's second line (DSN=) left out
    lines = render(Iee112i(Stamp("08.47.29", None), 0, 0, 1, 1, rows))
    assert lines[0] == "IEE112I 08.47.29 PENDING REQUESTS"
    assert lines[1:] == real
