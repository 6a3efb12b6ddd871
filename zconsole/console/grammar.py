"""A system's grammar text, read from the .lark file inside its package (the only copy)."""

from __future__ import annotations


def read_grammar(path: str) -> str:
    """The text of the grammar file at ``path`` (a system names its own files)."""
    with open(path, encoding="utf-8") as f:
        return f.read()
