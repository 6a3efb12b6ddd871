"""The lark-free runtime (syntax/lalr.py on syntax/tables.py) behaves exactly as lark does.

Both parse the same lines from the same grammar without a transformer, so every tree,
token and error can be compared: the trees node for node, the errors by kind, position,
token and the terminals the parser would have accepted (what the IEE3xxI choice rests on).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import lark
import pytest

from tests.conftest import TRANSCRIPTS
from tests.strategies import DELIMITERS, ODD, VALID
from zconsole.console import lalr
from zconsole.console.parser import lark_for
from zconsole.console.tables import build_tables, cache_path, lark_version, load_tables
from zconsole.systems.zos.syntax.grammar import JES2_GRAMMAR_FILE, grammar_text
from zconsole.systems.zos.syntax.jes2_parse import jes2_lark


def _corpus() -> list[str]:
    lines = set(VALID)
    for path in TRANSCRIPTS.rglob("*.txt"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("> "):
                lines.add(line[2:].strip().upper())
    rng = random.Random(16)
    chars = DELIMITERS + ODD + "ADEGIMOPSTVXZ0123456789"
    base = sorted(lines)
    for _ in range(4000):
        line = rng.choice(base)
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(line))
            kind = rng.random()
            if kind < 0.3:
                line = line[:at] + line[at + 1 :]
            elif kind < 0.7:
                line = line[:at] + rng.choice(chars) + line[at:]
            elif kind < 0.85:
                line = line[:at]
            else:
                line = line + "," + rng.choice(base)
        lines.add(line.upper())
    return sorted(lines)


CORPUS = _corpus()


def _shape(value: Any) -> Any:
    if isinstance(value, (lark.Tree, lalr.Tree)):
        return (str(value.data), [_shape(c) for c in value.children])
    if isinstance(value, (lark.Token, lalr.Token)):
        return ("token", value.type, str(value))
    return value


def _lark(text: str, parser: lark.Lark | None = None) -> Any:
    try:
        return _shape((parser or lark_for(grammar_text())).parse(text))
    except lark.UnexpectedCharacters as exc:
        return ("chars", exc.pos_in_stream, sorted(exc.allowed))
    except lark.UnexpectedToken as exc:
        return ("token", exc.token.type, str(exc.token), exc.token.start_pos or 0,
                sorted(exc.accepts or exc.expected))


def _ours(parser: lalr.LalrParser, text: str) -> Any:
    try:
        return _shape(parser.parse(text))
    except lalr.UnexpectedCharacters as exc:
        return ("chars", exc.pos, sorted(exc.allowed))
    except lalr.UnexpectedToken as exc:
        return ("token", exc.token.type, str(exc.token), exc.token.start_pos,
                sorted(exc.accepts or exc.expected))


def test_runtime_matches_lark_on_every_line_of_the_corpus() -> None:
    parser = lalr.LalrParser(load_tables(grammar_text()), object())  # no transformer: trees, as lark's
    differences = [t for t in CORPUS if _lark(t) != _ours(parser, t)]
    assert differences == [], differences[:5]
    assert len(CORPUS) > 3000


# --- JES2's `$` grammar runs on the same tables and runtime -------------------
# Every documented spelling (tests/test_jes2.py) and every `$` line of the goldens, then
# the same lines with a character dropped, added or cut, as the console corpus above.
JES2_SPELLINGS = [
    "$DA", "$D A", "$DA,STC", "$D A,TSU", "$DA,ALL", "$D A,JOB", "$D JOBQ", "$DJQ",
    "$D JOBQ,JOBNAME=PAY*", "$DJ123", "$D J123", "$DJOB123", "$DJ1-5,CC", "$DS5", "$DTSU5",
    "$D I", "$DI", "$D INIT", "$DI1-3", "$D INIT(1-3)", "$DI(2)", "$SI2", "$S INIT(1-2)",
    "$PI", "$P I3", "$P INIT", "$TI1,C=AB", "$T I1,CLASS=AB", "$T INIT(1-3),C=A",
    "$D SPOOL", "$DSPL", "$D SPOOL(SPOOL1),ALL", "$DSPL,LONG", "$D SPOOLDEF", "$DJOBDEF",
    "$D OUTDEF", "$T JOBDEF,JNUMWARN=90", "$TJOBDEF,JNUMWARN=90,JOBWARN=80", "$PJ9",
    "$PO J8", "$P O TSU1-9999", "$CJ5", "$C J5,PURGE", "$CJ5,P",
]


def _jes2_corpus() -> list[str]:
    lines = set(JES2_SPELLINGS)
    for path in TRANSCRIPTS.rglob("*.txt"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("> $"):
                lines.add(line[2:].strip().upper())
    rng = random.Random(26)
    chars = " ,()=-*$#@" + ODD + "ACDIJOPSTL0123456789"
    base = sorted(lines)
    for _ in range(2000):
        line = rng.choice(base)
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(line))
            kind = rng.random()
            if kind < 0.3:
                line = line[:at] + line[at + 1 :]
            elif kind < 0.8:
                line = line[:at] + rng.choice(chars) + line[at:]
            else:
                line = line[:at]
        lines.add(line.upper())
    return sorted(lines)


def test_runtime_matches_lark_on_the_jes2_grammar() -> None:
    """The `$` commands run on JES2's own tables (keyed by its text): the same trees and
    errors as lark's parser of zconsole/systems/zos/grammar/jes2.lark, on every line of the JES2 corpus."""
    corpus = _jes2_corpus()
    text = grammar_text(JES2_GRAMMAR_FILE)
    assert load_tables(text)["grammar"] == text
    assert cache_path(text) != cache_path(grammar_text())
    parser = lalr.LalrParser(load_tables(text), object())
    differences = [t for t in corpus if _lark(t, jes2_lark()) != _ours(parser, t)]
    assert differences == [], differences[:5]
    accepted = [t for t in corpus if _ours(parser, t)[0] == "start"]
    assert len(corpus) > 1500 and len(accepted) > 100


def test_tables_follow_the_grammar_text() -> None:
    """An edited grammar gets its own tables: nothing to regenerate by hand."""
    text = grammar_text()
    edited = text.replace('VERB_QUIT: ".QUIT" | ".END"', 'VERB_QUIT: ".QUIT" | ".END" | ".BYE"')
    assert edited != text
    assert cache_path(edited) != cache_path(text)
    parser = lalr.LalrParser(build_tables(edited), object())
    assert _shape(parser.parse(".BYE")) == ("start", [("quit", [("token", "VERB_QUIT", ".BYE")])])
    with pytest.raises((lalr.UnexpectedCharacters, lalr.UnexpectedToken)):
        lalr.LalrParser(load_tables(grammar_text()), object()).parse(".BYE")


def test_tables_follow_the_lark_that_compiles_them() -> None:
    """Another lark may build other tables from the same grammar: the cache key names the
    installed lark's version, read without importing it."""
    text = grammar_text()
    assert lark_version() == lark.__version__
    assert cache_path(text) == cache_path(text, lark.__version__)
    assert cache_path(text, "1.2.2") != cache_path(text, "1.3.1")
    code = ("import sys; from zconsole.console.tables import lark_version; lark_version(); "
            "print('lark' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "False\n"


def test_an_edited_grammar_is_picked_up_and_cached() -> None:
    edited = grammar_text().replace('VERB_QUIT: ".QUIT" | ".END"', 'VERB_QUIT: ".QUIT" | ".END" | ".BYE"')
    assert not os.path.exists(cache_path(edited))
    assert load_tables(edited)["grammar"] == edited
    assert os.path.exists(cache_path(edited))


# Counts lark parser builds in a one-shot run with an unusable cache directory.
COLD_START = """
import sys, lark
built = []
original = lark.Lark.__init__
def counting(self, *args, **kwargs):
    built.append(1)
    original(self, *args, **kwargs)
lark.Lark.__init__ = counting
from zconsole.cli import main
from zconsole.systems.zos.syntax.complete import next_words
status = main(["-c", "D ASM", "-c", "D ASM,PLAP", "-c", "CF CHP(42),OFFLINE"])
assert next_words("D AS")[1] == ["ASM"], next_words("D AS")
sys.stderr.write(f"builds={len(built)} status={status}\\n")
"""


@pytest.mark.parametrize("kind", ["file", "read-only"])
def test_cold_start_with_an_unusable_cache_builds_once_and_says_nothing(tmp_path: Path, kind: str) -> None:
    """The tables and lark's parser for completion come from one build; nothing is printed."""
    if kind == "file":  # $XDG_CACHE_HOME is a file (also what a root user cannot write into)
        (tmp_path / "not-a-folder").write_text("")
        cache = tmp_path / "not-a-folder" / "below"
    else:
        cache = tmp_path / "ro"
        cache.mkdir()
        cache.chmod(0o500)  # only refuses writes to a user other than root
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    done = subprocess.run([sys.executable, "-c", COLD_START], env=env, capture_output=True, text=True,
                          cwd=tmp_path)
    assert done.stderr == "builds=1 status=1\n"
    assert done.stdout.startswith("IEE200I ")
    assert "IEE535I DISPLAY  INVALID PARAMETER" in done.stdout
