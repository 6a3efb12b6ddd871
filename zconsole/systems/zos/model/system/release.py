"""The one release check, ``z/OS vv.rr.mm`` (apart from facts.py: D ASM builds none of its classes)."""

from __future__ import annotations

import re

# `z/OS vv.rr.mm`, as D IPLINFO prints the release (release_forms.Release reads the numbers).
RELEASE_FORMAT = re.compile(r"z/OS (\d\d)\.(\d\d)\.(\d\d)")


def check_release(text: str) -> None:
    """Raise ValueError unless ``text`` is a release written as z/OS vv.rr.mm."""
    if not RELEASE_FORMAT.fullmatch(text):
        raise ValueError(f"release {text!r} is not written as z/OS vv.rr.mm (z/OS 02.04.00)")
