"""The grammar's text, read from grammar/console.lark (the only copy, shipped in the wheel)."""

from __future__ import annotations

import os

from zconsole.resources import data_dir

GRAMMAR_FILE = "console.lark"


def grammar_text() -> str:
    with open(os.path.join(data_dir("grammar"), GRAMMAR_FILE), encoding="utf-8") as f:
        return f.read()
