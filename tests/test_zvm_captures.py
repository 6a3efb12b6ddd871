"""Every capture of ../shared/spec/zvm-captures/ that is CP console output is in a golden
transcript of fixtures/transcripts/zvm/, byte for byte: each exchange of the capture (its
lines up to and including a Ready line, or all of it on a CP READ console) appears as
consecutive answer lines of one golden. The 3270 screen's padding, empty filler rows and
status area are not part of a capture.

Three files are left out of that replay, each for a reason that was checked again:

- hcpgsp2627i-sigp.txt is console output, but a Linux guest's (system ZVMDEMO) while
  Linux boots: CP writes HCPGSP2627I, prefixed with the virtual CPU's address, for each
  SIGP initial CPU reset Linux's CPU 00 issues to its other CPUs (here 04-01, then 01-04).
  Which SIGPs a guest issues, and in what order, is the guest operating system's doing;
  zconsole runs no guest operating system, so the lines could only be canned text keyed by
  a command, which the house does not write.
- ind-load-redbook-tips0592.txt is IBM's 2006 technote's copy of a z/VM 5 screen: its
  processor lines have no processor type (z/VM 6 writes `PROC 0000-000% CP   HZ`), the copy
  dropped five of its lines (2-4, 9, 12) and collapsed its spacing, so neither its bytes
  nor its columns can be checked; zconsole's releases start at 6.2.
- xautolog-vmcp-frames-consumer-note.txt is no capture but the keys a real consumer
  (feilong's vmcp handler) reads from QUERY FRAMES and INDICATE LOAD:
  test_a_real_consumer_reads_what_it_expects parses the console's lines as it does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SHARED, TRANSCRIPTS

CAPTURES = SHARED / "spec" / "zvm-captures"
GOLDENS = TRANSCRIPTS / "zvm"

LEFT_OUT = {
    "hcpgsp2627i-sigp.txt": "a Linux guest's console while Linux boots: its SIGPs are the guest's doing",
    "ind-load-redbook-tips0592.txt": "z/VM 5, lines dropped and spacing collapsed (the technote's copy)",
    "xautolog-vmcp-frames-consumer-note.txt": "not a capture: the keys a consumer reads (checked below)",
}
STATUS = ("RUNNING", "MORE...", "HOLDING", "VM READ", "CP READ")
# Files of separate fragments (quoted in a program's comments): each group of lines is one
# response; a line ending in `...` was cut short by its author and is a prefix of its row.
# The lines left out are named with the reason.
SNIPPETS = {
    "q-cplevel-q-time-q-names-snippets.txt": [(0, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9)],
    # the fourth line joins the queue lines (its author's edit); the processors are omitted
    "ind-load-zvm73-partial.txt": [(0, 3)],
}
# A screen's input area (what the operator is typing, not yet sent): not output.
INPUT_AREA = {"ipl-banner-start-prompt.txt": "cold drain noautolog"}


def capture_lines(path: Path) -> list[str]:
    lines = [line.rstrip() for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    lines = [line for line in lines if not line.lstrip().startswith(STATUS)]
    if path.name in INPUT_AREA:
        assert lines.pop() == INPUT_AREA[path.name]
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


def contains(haystack: list[str], needle: list[str], first_row: bool) -> bool:
    """``needle`` runs in ``haystack``. On the screen's first row an intensified line shows
    no attribute blank (the 3270 keeps that attribute byte at the buffer's end)."""
    for i in range(len(haystack) - len(needle) + 1):
        found = haystack[i : i + len(needle)]
        if found[1:] == needle[1:] and (found[0] == needle[0] or (first_row and found[0] == " " + needle[0])):
            return True
    return False


ALL = sorted(p.name for p in CAPTURES.glob("*.txt"))
pytestmark = pytest.mark.skipif(not CAPTURES.exists(), reason="../shared/spec is not beside this checkout")


def test_every_capture_is_replayed_or_left_out_with_a_reason() -> None:
    assert len(ALL) == 29
    assert set(LEFT_OUT) <= set(ALL)


def in_a_golden(goldens: list[list[str]], group: list[str]) -> bool:
    """A snippet group runs in a golden; a last line cut short with `...` as a prefix."""
    if group[-1].endswith("..."):
        head, cut = group[:-1], group[-1][:-3]
        return any(
            g[i : i + len(head)] == head and g[i + len(head)].startswith(cut)
            for g in goldens
            for i in range(len(g) - len(group) + 1)
        )
    return any(contains(g, group, False) for g in goldens)


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippets_are_in_goldens(name: str) -> None:
    lines = capture_lines(CAPTURES / name)
    goldens = golden_answers()
    for start, end in SNIPPETS[name]:
        assert in_a_golden(goldens, lines[start:end]), f"{name}: not in any golden: {lines[start:end]}"


@pytest.mark.parametrize("name", [n for n in ALL if n not in LEFT_OUT and n not in SNIPPETS])
def test_capture_is_in_a_golden(name: str) -> None:
    goldens = golden_answers()
    for n, chunk in enumerate(exchanges(capture_lines(CAPTURES / name))):
        assert any(contains(g, chunk, n == 0) for g in goldens), f"{name}: not in any golden:\n" + "\n".join(
            chunk
        )


@pytest.mark.parametrize("machine", ["zvm-workshop", "zvm-lab-63", "zvm-lab-62"])
def test_a_real_consumer_reads_what_it_expects(machine: str) -> None:
    """The note's keys, read from QUERY FRAMES and INDICATE LOAD the way its consumer does
    (re.search for each key, findall for GlobalUnclearedAvail): every key is there, and the
    memory in use it computes is the machine's frames less its available ones."""
    import re

    from tests.zvm_helpers import screen, zvm_session

    note = (CAPTURES / "xautolog-vmcp-frames-consumer-note.txt").read_text(encoding="utf-8")
    keys = re.findall(r"(\w+)=", note.split("QUERY FRAMES keys parsed:", 1)[1].split("\n", 1)[0])
    assert keys == ["Configured", "GlobalClearedAvail", "LocalClearedAvail", "LocalUnclearedAvail",
                    "GlobalUnclearedAvail"]
    session = zvm_session(machine=machine)
    frames = "\n".join(screen(session, "query frames"))
    found = {key: [int(v) for v in re.findall(rf"{key}=(\d+)", frames)] for key in keys}
    assert all(found[key] for key in keys), found
    free = sum(found["GlobalClearedAvail"][:1] + found["LocalClearedAvail"][:1]
               + found["LocalUnclearedAvail"][:1] + found["GlobalUnclearedAvail"])
    model = session.machine.figures.frames(session.machine.storage.real_mb)
    assert found["Configured"][0] - free == model.configured - (
        model.global_cleared_avail + model.global_uncleared_avail
        + model.local_cleared_avail + model.local_uncleared_avail)
    load = "\n".join(screen(session, "indicate load"))
    assert re.search(r"AVGPROC-(\d+)%", load) and re.search(r"PAGING-(\d+)/SEC", load)
