"""HELP msgid on every console: a message id explained in zconsole's words (never IBM's
text), with the evidence its catalog entry rests on, read from a system's
explanations.toml (one table per id: evidence, the meaning, the system's action and the
operator's response). How HELP shows it is the system's own."""

from __future__ import annotations

import functools
import tomllib
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from pathlib import Path


@attrs.frozen
class Explanation:
    """One message id explained, with the evidence it rests on."""

    msgid: str
    evidence: str
    meaning: str
    action: str
    response: str


@functools.cache
def read_explanations(path: Path, meaning: str = "meaning") -> dict[str, Explanation]:
    """Every explanation of the file at ``path``, by message id (read once); ``meaning``
    names the key of what the message means (z/VM's books call it the explanation)."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    return {msgid: Explanation(msgid, e["evidence"], e[meaning], e["action"], e["response"])
            for msgid, e in data.items()}
