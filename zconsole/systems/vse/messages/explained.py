"""HELP msgid on the VSE console: each 1x message explained (explanations.toml)."""

from __future__ import annotations

import os
import tomllib

import attrs

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "explanations.toml")
_cache: list[dict[str, Explanation]] = []


@attrs.frozen
class Explanation:
    """A message id explained in zconsole's words; ``evidence`` the catalog's label."""

    msgid: str
    evidence: str
    meaning: str
    action: str
    response: str


def explanations() -> dict[str, Explanation]:
    if not _cache:
        with open(_PATH, "rb") as f:
            data = tomllib.load(f)
        _cache.append(
            {
                k: Explanation(k, e["evidence"], e["meaning"], e["action"], e["response"])
                for k, e in data.items()
            }
        )
    return _cache[0]


def explanation(msgid: str) -> Explanation | None:
    return explanations().get(msgid)
