"""Every capture of ../shared/spec/zvm-captures/ that is CP console output is in a golden
transcript of fixtures/transcripts/zvm/, byte for byte: each exchange of the capture (its
lines up to and including a Ready line, or all of it on a CP READ console) appears as
consecutive answer lines of one golden. The 3270 screen's padding, empty filler rows and
status area are not part of a capture. The files left out are listed with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SHARED, TRANSCRIPTS

CAPTURES = SHARED / "spec" / "zvm-captures"
GOLDENS = TRANSCRIPTS / "zvm"

LEFT_OUT = {
    "hcpgsp2627i-sigp.txt": "a Linux guest's console (ZVMDEMO) during its IPL: guest CPUs not modelled",
    "ind-load-redbook-tips0592.txt": "DOC, lines dropped and spacing unreliable (the technote's copy)",
    "ind-load-zvm73-partial.txt": "edited by its author (queue lines joined, processors omitted)",
    "ipl-banner-start-prompt.txt": "the IPL dialogue (.IPL) is not built yet",
    "ipl-cold-start-msgs.txt": "the IPL dialogue (.IPL) is not built yet",
    "q-cplevel-q-time-q-names-snippets.txt": "z/VM 7.3 fragments (Q CPUID, Q FILES not built)",
    "q-nss-excerpt.txt": "QUERY NSS is not built",
    "xautolog-vmcp-frames-consumer-note.txt": "not a capture: field names a parser reads",
}
STATUS = ("RUNNING", "MORE...", "HOLDING", "VM READ", "CP READ")


def capture_lines(path: Path) -> list[str]:
    lines = [line.rstrip() for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    lines = [line for line in lines if not line.lstrip().startswith(STATUS)]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def exchanges(lines: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for line in lines:
        out[-1].append(line)
        if line.startswith("Ready"):
            out.append([])
    return [chunk for chunk in out if chunk]


def golden_answers() -> list[list[str]]:
    found = []
    for path in sorted(GOLDENS.glob("*.txt")):
        found.append(
            [
                line
                for line in path.read_text(encoding="utf-8").splitlines()
                if not line.startswith(("#", ">"))
            ]
        )
    return found


def contains(haystack: list[str], needle: list[str]) -> bool:
    return any(haystack[i : i + len(needle)] == needle for i in range(len(haystack) - len(needle) + 1))


ALL = sorted(p.name for p in CAPTURES.glob("*.txt"))
pytestmark = pytest.mark.skipif(not CAPTURES.exists(), reason="../shared/spec is not beside this checkout")


def test_every_capture_is_replayed_or_left_out_with_a_reason() -> None:
    assert len(ALL) == 29
    assert set(LEFT_OUT) <= set(ALL)


@pytest.mark.parametrize("name", [n for n in ALL if n not in LEFT_OUT])
def test_capture_is_in_a_golden(name: str) -> None:
    goldens = golden_answers()
    for chunk in exchanges(capture_lines(CAPTURES / name)):
        assert any(contains(g, chunk) for g in goldens), f"{name}: not in any golden:\n" + "\n".join(chunk)
