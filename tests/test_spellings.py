"""Every verb and keyword of the grammar parses, in every spelling the grammar gives it.

Issue 21 item 2: `PAGEDEL DELETE,...` was refused because the lexer read `PA` + `GEDEL`.
The words are taken from zconsole/systems/zos/grammar/console.lark itself (every terminal whose language is a
finite set of words), so a verb or keyword added later is walked too. Each word is tried
in an example line: the operator's lines of the golden transcripts, plus EXAMPLES below
for words no transcript uses yet. A new word that no example line carries fails
test_every_word_has_an_example until a line is added here (or a transcript uses it).

ABBREVIATIONS is the table of spellings IBM documents (full form -> abbreviation): both
must be spellings of one terminal, and must mean the same command.
"""

from __future__ import annotations

import functools
import re._parser as sre  # the regular-expression parser re itself uses (3.11+)
from pathlib import Path

import lark
import pytest

from zconsole.systems.zos.syntax import CommandSyntaxError, parse
from zconsole.systems.zos.syntax.grammar import grammar_text

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPTS = ROOT / "fixtures" / "transcripts"

# IBM's documented spellings: full form -> abbreviation (MVS System Commands; extend freely).
ABBREVIATIONS = {
    "DISPLAY": "D",
    "CONFIG": "CF",
    "VARY": "V",
    "START": "S",
    "STOP": "P",
    "CANCEL": "C",
    "REPLY": "R",
    "PAGEADD": "PA",
    "PAGEDEL": "PD",
    "DUMPDS": "DD",
    "DEVICE": "DEV",
    "STORAGE": "STOR",
    "ONLINE": "ON",
    "OFFLINE": "OFF",
    "STORGRP": "SG",
    "STATUS": "ST",
    "TITLE": "T",
    "DUMP": "D",  # DISPLAY DUMP = D D
    "LIST": "L",  # D R,LIST = D R,L
    "ALL": "A",  # D R,ALL = D R,A
    # everyday operations
    "TIME": "T",  # D TIME = D T
    "CONSOLES": "C",  # D CONSOLES = D C
    "JOBS": "J",  # D JOBS = D J
    "ACTIVE": "A",  # D C,ACTIVE = D C,A
    "NACTIVE": "N",  # D C,NACTIVE = D C,N
    "CONTROL": "K",
    "SEND": "SE",
    "MODIFY": "F",
}

# Words the grammar knows only to refuse them with the console's own message.
REFUSED_ONLY = {"SWAP": "PA SWAP= is gone from z/OS: IEE535I"}

# Lines for words that no golden transcript uses (each must parse).
EXAMPLES = [
    "Z NET", "HALT NET,QUICK",  # VTAM ends
    "D U,IPLVOL",
    "D U,VOL=SBRES1",
    "D U,GRAPHIC,ALLOC",
    "D SMS,SG(ALL)",
    "D M=CORE",
    "D M=DEVICE(0580)",
    "D M=STORAGE",
    "CF CHP(20),OFFLINE,UNCOND",
    "PA NONVIO=SYS1.LOCAL.X",
    "DD ALLOC=INACTIVE",
    "DD CLEAR,DSN=ALL",
    "DUMP TITLE=(X)",
    ".DUMPSTATS",
    ".RMF PAGESP",
    ".QUIT",
    ".END",
    "HELP D",
    ".WAIT 30S",
    "D R,L,CN=(ALL)",
    "D R,L=A", "D R,L,L=L700", "D R,A,S,L=L700-A", "DISPLAY R,L,CN=(ALL),L=Z",  # display areas
    "D SMF,L=A", "D SMF,S,L=L700-A",
    # everyday operations
    "SE 'X',USER=(IBMUSER),LOGON",
    "SE 'X',USER=IBMUSER,NOWAIT",
    "SE 'X',CN=INTERNAL",
    "K S,CON=N,L=L700",
    "K E,D",
    "D C,NACTIVE",
]


def spellings(pattern: str) -> frozenset[str] | None:
    """The words a terminal's regular expression matches, or None when they are not a
    finite set of fixed words (a value such as DSNAME). Look-arounds match no text."""

    def walk(items: sre.SubPattern | list[tuple[object, object]]) -> set[str] | None:
        words = {""}
        for op, arg in items:
            name = str(op)
            if name == "LITERAL":
                part: set[str] | None = {chr(arg)}  # type: ignore[arg-type]
            elif name == "SUBPATTERN":
                part = walk(arg[-1])  # type: ignore[index]
            elif name == "BRANCH":
                part = set()
                for branch in arg[1]:  # type: ignore[index]
                    found = walk(branch)
                    if found is None:
                        return None
                    part |= found
            elif name in ("ASSERT", "ASSERT_NOT"):
                part = {""}
            else:
                return None
            if part is None:
                return None
            words = {w + p for w in words for p in part}
        return words

    found = walk(sre.parse(pattern))
    return frozenset(found) if found else None


@functools.cache
def grammar() -> lark.Lark:
    # keep_all_tokens: the keywords stay in the tree, with where they stand in the line
    return lark.Lark(grammar_text(), parser="lalr", lexer="contextual", keep_all_tokens=True)


@functools.cache
def words() -> dict[str, frozenset[str]]:
    """Terminal name -> its spellings, for every terminal that is a set of words."""
    found = {}
    for terminal in grammar().terminals:
        spelt = spellings(terminal.pattern.to_regexp())
        if spelt and all(any(ch.isalpha() for ch in w) for w in spelt):
            found[terminal.name] = spelt
    return found


def _corpus() -> list[str]:
    lines = []
    for path in sorted(TRANSCRIPTS.rglob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("> "):
                lines.append(line[2:].strip().upper())
    return lines + EXAMPLES


def _accepted(line: str) -> bool:
    try:
        parse(line)
    except CommandSyntaxError:
        return False
    return True


@functools.cache
def samples() -> dict[str, list[tuple[str, int, int]]]:
    """Terminal name -> (line, start, end) of each place an accepted example line uses it."""
    found: dict[str, list[tuple[str, int, int]]] = {}
    for line in dict.fromkeys(_corpus()):
        try:
            tree = grammar().parse(line)
        except lark.exceptions.LarkError:
            continue  # refused on purpose by a transcript, or the short reply form
        if not _accepted(line):
            continue
        for token in tree.scan_values(lambda v: isinstance(v, lark.Token)):
            if token.type in words() and token.start_pos is not None and token.end_pos is not None:
                found.setdefault(token.type, []).append((line, token.start_pos, token.end_pos))
    return found


def test_the_walk_sees_the_grammar() -> None:
    # a few words of each kind, so an empty walk cannot pass
    assert {"DISPLAY", "D"} <= words()["VERB_DISPLAY"]
    assert {"PAGEDEL", "PD"} <= words()["VERB_PAGEDEL"]
    assert words()["ASM"] == {"ASM"}
    assert "DSNAME" not in words() and "COMMA" not in words()
    assert len(words()) > 40


def test_examples_parse() -> None:
    assert [line for line in EXAMPLES if not _accepted(line)] == []


def test_every_word_has_an_example() -> None:
    missing = sorted(set(words()) - set(samples()) - set(REFUSED_ONLY))
    assert missing == [], f"no example line uses {missing}: add one to EXAMPLES"


@pytest.mark.parametrize("terminal", sorted(set(words()) - set(REFUSED_ONLY)))
def test_every_spelling_parses(terminal: str) -> None:
    places = samples().get(terminal, [])
    for word in sorted(words()[terminal]):
        tried = [line[:start] + word + line[end:] for line, start, end in places]
        assert any(_accepted(t) for t in tried), f"{terminal} spelt {word}: refused in {tried[:3]}"


@pytest.mark.parametrize(("full", "short"), sorted(ABBREVIATIONS.items()))
def test_documented_abbreviation_means_the_same(full: str, short: str) -> None:
    both = [name for name, spelt in words().items() if {full, short} <= spelt]
    assert both, f"no grammar word is spelt both {full} and {short}"
    for name in both:
        for line, start, end in samples().get(name, []):
            long_line, short_line = line[:start] + full + line[end:], line[:start] + short + line[end:]
            if _accepted(long_line) or _accepted(short_line):
                assert parse(long_line).command == parse(short_line).command, (long_line, short_line)
                break
        else:
            pytest.fail(f"no example line takes {name} as {full} or {short}")


def test_long_verbs_the_issue_names() -> None:
    # the lexer read PA + GEDEL
    for action in ("DELETE", "DRAIN", "REPLACE"):
        line = f"PAGEDEL {action},PAGE=(SYS1.A,SYS1.B)"
        assert parse(line).command == parse(line.replace("PAGEDEL", "PD")).command


def test_no_verb_is_read_as_the_start_of_a_longer_one() -> None:
    # The cause of item 2, for verbs still to come (K, SEND, F, SET, $ commands...): a
    # verb's pattern must not match a spelling of another verb that starts with it.
    import re

    verbs = {t.name: t.pattern.to_regexp() for t in grammar().terminals if t.name.startswith("VERB_")}
    spelt = {name: words().get(name, frozenset()) for name in verbs}
    clashes = [
        (name, longer)
        for name, pattern in verbs.items()
        for other in spelt.values()
        for longer in other
        if (m := re.match(pattern, longer + " X")) and m.end() < len(longer)
    ]
    assert clashes == []
