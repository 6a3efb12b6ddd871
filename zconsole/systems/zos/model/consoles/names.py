"""The rule every console name keeps, MCS and extended MCS alike."""

from __future__ import annotations


def check_name(name: str) -> str:
    """``name`` when it is a console name, else ValueError saying why."""
    # DOC: 2-8 characters, the first alphabetic or $ # @.
    if not (2 <= len(name) <= 8 and (name[0].isalpha() or name[0] in "$#@")
            and all(c.isalnum() or c in "$#@" for c in name) and name == name.upper()):
        raise ValueError(f"console name {name!r} must be 2-8 characters, the first a letter or $ # @")
    return name
