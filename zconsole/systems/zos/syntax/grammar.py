"""z/OS's grammars: the console's (console.lark) and JES2's `$` commands (jes2.lark)."""

from __future__ import annotations

import os

from zconsole.console.grammar import read_grammar

# os.path, not pathlib: this runs on every `zconsole -c` and pathlib costs milliseconds.
_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "grammar")
GRAMMAR_FILE = os.path.join(_FOLDER, "console.lark")
JES2_GRAMMAR_FILE = os.path.join(_FOLDER, "jes2.lark")  # the `$` commands


def grammar_text(path: str = GRAMMAR_FILE) -> str:
    """The text of one of z/OS's grammar files (by default the console's)."""
    return read_grammar(path)
