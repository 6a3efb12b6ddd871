"""The z/OS release: its one check (``z/OS vv.rr.mm`` as D IPLINFO prints it) and ``Release``,
which selects the forms that differ between releases (D U and D M=DEV need no other fact)."""

from __future__ import annotations

import re

import attrs

# `z/OS vv.rr.mm`, as D IPLINFO prints the release (Release reads the numbers).
RELEASE_FORMAT = re.compile(r"z/OS (\d\d)\.(\d\d)\.(\d\d)")


def check_release(text: str) -> None:
    """Raise ValueError unless ``text`` is a release written as z/OS vv.rr.mm."""
    if not RELEASE_FORMAT.fullmatch(text):
        raise ValueError(f"release {text!r} is not written as z/OS vv.rr.mm (z/OS 02.04.00)")


@attrs.frozen
class Release:
    """``z/OS vv.rr.mm`` as D IPLINFO prints it; compared as a version tuple."""

    text: str

    def __attrs_post_init__(self) -> None:
        check_release(self.text)

    @property
    def version(self) -> tuple[int, int, int]:
        match = RELEASE_FORMAT.fullmatch(self.text)
        assert match is not None
        return int(match.group(1)), int(match.group(2)), int(match.group(3))

    def at_least(self, version: int, release: int) -> bool:
        return self.version[:2] >= (version, release)

    # The release boundaries below are where the captures differ; the exact release that
    # introduced each form is INFERRED (the captures are z/OS 1.11 and z/OS 2.x).
    @property
    def unit_ss_column(self) -> bool:
        """D U shows the subchannel-set column (REAL 2.x Ansible sample; absent on 1.11)."""
        return self.at_least(2, 1)

    @property
    def connection_security(self) -> bool:
        """D M=DEV shows CONNECTION SECURITY (Fibre Channel Endpoint Security, z/OS 2.4 on z15)."""
        return self.at_least(2, 4)

    @property
    def ieasys_in_parentheses(self) -> bool:
        """D IPLINFO writes IEASYS LIST = (00) (OP) (REAL 2.3) rather than DB (OP) (REAL 1.11)."""
        return self.at_least(2, 1)
