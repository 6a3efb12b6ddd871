"""The attention routine's logical transient area (LTA): which AR commands fetch an LTA
phase to run, by release.

REAL (seed 004): from 2.6 IGNORE, PAUSE, LOG, NOLOG, NEWVOL, START and BATCH are
"offloaded" and no longer fetch LTA phases ($$BATTNC and $$BATTNG merged into $$BATTNA,
$$BATTNB's code into IJBAR), and MSG uses no LTA. That every other AR command still fetches
one phase is INFERRED.
"""

from __future__ import annotations

OFFLOADED = ("IGNORE", "PAUSE", "LOG", "NOLOG", "NEWVOL", "START", "BATCH", "MSG")


def fetches(release: str, verb: str) -> int:
    """LTA phase fetches one AR command ``verb`` costs on ``release``."""
    return 0 if release != "2.5" and verb in OFFLOADED else 1
