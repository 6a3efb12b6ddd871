"""The label area's SVCs: deleting labels with and without the LABEL macro's DELLBL.

REAL (seed 004): DELLBL "saves recursive reads (GETNXGL) and write backs (ADDLBL/ADDNXL)",
">90% of the SVCs for this activity"; a sub-area holds up to about 712 labels. The cost
without DELLBL - read every label of the sub-area, write back all but the deleted one
(the first with ADDLBL, the rest with ADDNXL) - is INFERRED from those names.
"""

from __future__ import annotations

SUBAREA_MAX = 712  # REAL: "Max. about 9000 in total, and 712 in sub areas"


def delete_svcs(labels: int, dellbl: bool) -> int:
    """SVCs to delete one label of a sub-area holding ``labels`` (1..712)."""
    if not 1 <= labels <= SUBAREA_MAX:
        raise ValueError(f"a sub-area holds 1-{SUBAREA_MAX} labels, not {labels}")
    if dellbl:
        return 1
    return labels + (labels - 1)  # GETNXGL each; ADDLBL + ADDNXL for each one kept
