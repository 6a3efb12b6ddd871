"""The z/OS release a machine runs and the display forms it selects (apart from facts.py)."""

from __future__ import annotations

import attrs

from zconsole.systems.zos.model.system.release import RELEASE_FORMAT, check_release

# Apart from facts.py: D M=DEV reads the release and no other system fact, and apart from
# release.py, whose check every machine runs: D ASM builds no class for it (docs/architecture.md).


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
