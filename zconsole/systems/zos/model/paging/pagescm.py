"""The IEASYSxx PAGESCM= setting: how much SCM paging may use, fixed at IPL."""

from __future__ import annotations

import enum
import re

import attrs

from zconsole.systems.zos.model.core.units import MB_PER_UNIT

PAGESCM_MAX_MB = 16 * MB_PER_UNIT["T"]  # DOC: "The maximum amount of SCM supported for paging is 16T"
# DOC: 1-6 digits for M and G, 1-2 for T.
_AMOUNT = re.compile(r"(\d{1,6})([MG])|(\d{1,2})T")


class PageScmKind(enum.Enum):
    ALL = "ALL"
    NONE = "NONE"
    AMOUNT = "AMOUNT"  # includes 0, 0M, 0G, 0T: nothing reserved, SCM used on demand


@attrs.frozen
class PageScm:
    """A validated PAGESCM value, keeping the text as coded for IAR031I's echo. An amount
    is checked (at most 16T) but not kept: SCM is used on demand whatever the amount
    (INFERRED; nothing here reserves SCM for paging)."""

    kind: PageScmKind
    text: str

    @property
    def enabled(self) -> bool:
        """False only for NONE: SCM is then not used for paging until the next IPL."""
        return self.kind is not PageScmKind.NONE

    @classmethod
    def parse(cls, text: str) -> PageScm:
        """Parse a PAGESCM value (DOC syntax). Raises ValueError with the reason."""
        value = text.strip().upper()
        if value in ("ALL", "NONE"):
            return cls(PageScmKind(value), value)
        if value == "0":
            return cls(PageScmKind.AMOUNT, value)
        match = _AMOUNT.fullmatch(value)
        if match is None:
            raise ValueError(
                f"PAGESCM={text} is not valid: use ALL, NONE, 0, 1-6 digits with M or G, "
                "or 1-2 digits with T"
            )
        if match.group(3) is not None:
            mb = int(match.group(3)) * MB_PER_UNIT["T"]
        else:
            mb = int(match.group(1)) * MB_PER_UNIT[match.group(2)]
        if mb > PAGESCM_MAX_MB:
            raise ValueError(f"PAGESCM={text} is more than the 16T that paging supports")
        return cls(PageScmKind.AMOUNT, value)


PAGESCM_DEFAULT = PageScm(PageScmKind.ALL, "ALL")  # DOC: "Default Value: ALL"
