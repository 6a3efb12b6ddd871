"""Every exchange of the spec's reference transcripts appears, exactly, in some golden.

Reads ../shared/spec/reference-transcripts.md (the spec itself, kept in one place) and
checks every block of every section against what the transcripts in fixtures/ say (no
section is skipped: a new section of the spec is checked as soon as it is written).
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import SHARED, TRANSCRIPTS

SPEC = SHARED / "spec" / "reference-transcripts.md"
# Spec section 3 documents one inconsistent seed figure; our golden differs there on
# purpose (FULL derived from the block counts): 11% in the seed, 12% here.
# Section 7 (the seed's z15 D M=DEV(7800), extracted from a PDF) disagrees on spacing
# with real screens, and the real capture wins (everyday-displays.md A2): a
# fixed device-number field (`DEVICE 0A80   STATUS=ONLINE`, so a 5-digit number is
# followed by two blanks) and node-descriptor lines with `=` one column further left.
KNOWN = {"IN-USE       11%    16,777,216       2,096,144         0":
         "IN-USE       12%    16,777,216       2,096,144         0",
         "DEVICE 07800 STATUS=ONLINE": "DEVICE 07800  STATUS=ONLINE",
         **{f"{label:<19}= {value}": f"{label:<18}= {value}" for label, value in (
             ("SCP CU ND", "002107.996.IBM.75.00000000KMX41.0000"),
             ("SCP TOKEN NED", "002107.900.IBM.75.00000000KMX41.0000"),
             ("SCP DEVICE NED", "002107.900.IBM.75.00000000KMX41.0000"),
             ("WWNN", "5005076309FFD439"))}}


def spec_blocks() -> list[tuple[str, list[str]]]:
    text = SPEC.read_text(encoding="utf-8")
    blocks = []
    for section in re.split(r"\n## ", text)[1:]:
        number = section.split(".", 1)[0]
        for body in re.findall(r"```\n(.*?)```", section, flags=re.S):
            blocks.append((number, body.splitlines()))
    return blocks


def golden_exchanges() -> dict[str, list[list[str]]]:
    """command -> the output blocks it has in any transcript."""
    found: dict[str, list[list[str]]] = {}
    for path in TRANSCRIPTS.rglob("*.txt"):
        command = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("> ") or line == ">":
                command = line[2:]
                found.setdefault(command.upper(), []).append([])
            elif command is not None:
                found[command.upper()][-1].append(line)
    return found


@pytest.mark.skipif(not SPEC.exists(), reason="../shared/spec is not beside this checkout")
def test_every_spec_exchange_is_in_a_golden() -> None:
    goldens = golden_exchanges()
    all_lines = {line for outs in goldens.values() for out in outs for line in out}
    checked = 0
    sections = {section for section, _ in spec_blocks()}
    seen: set[str] = set()
    for section, block in spec_blocks():
        block = [KNOWN.get(line, line) for line in block]
        if not any(line.startswith("> ") for line in block):
            for line in block:  # section 6: messages without a command
                assert line in all_lines, f"section {section}: {line!r} in no golden"
                checked += 1
                seen.add(section)
            continue
        command, out = None, []
        for line in [*block, "> "]:
            if line.startswith("> "):
                if command is not None:
                    outs = goldens.get(command.upper(), [])
                    assert out in outs, f"section {section}: {command!r} -> {out!r} in no golden"
                    checked += 1
                    seen.add(section)
                command, out = line[2:], []
            else:
                out.append(line)
    assert checked >= 8
    assert seen == sections and {"2", "7", "8", "9"} <= sections
