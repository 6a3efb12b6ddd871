"""HELP msgid on the VSE console: each 1x message explained (explanations.toml)."""

from __future__ import annotations

from pathlib import Path

from zconsole.console.explanations import Explanation, read_explanations

_PATH = Path(__file__).with_name("explanations.toml")


def explanations() -> dict[str, Explanation]:
    return read_explanations(_PATH)


def explanation(msgid: str) -> Explanation | None:
    return explanations().get(msgid)
