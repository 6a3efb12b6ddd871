"""The grammars' text, from grammar/console.lark and grammar/jes2.lark (the only copies, in the wheel)."""

from __future__ import annotations

import os

from zconsole.resources import data_dir

GRAMMAR_FILE = "console.lark"
JES2_GRAMMAR_FILE = "jes2.lark"  # the `$` commands: JES2's own grammar (issue 26)


def grammar_text(name: str = GRAMMAR_FILE) -> str:
    """The text of grammar/``name`` (by default the console's)."""
    with open(os.path.join(data_dir("grammar"), name), encoding="utf-8") as f:
        return f.read()
