"""The shared virtual area's GETVIS below (SVA-24) and above the line (SVA-31), by release.

The seed's figures (REAL, ../shared/seeds/004_*.txt): about 56 SDL entries fit a 4K page of
shared space below the line, so SDL=32765 costs ~2.28 MB; 2.6 moves $IJBPRTY (6K) above the
line; 2.7 splits $IJBLBR (its $IJBLB31 part, ~180 KB, goes above) and moves each ICCF
user's USR (904 bytes) and PHL (1352 bytes) above. What else the SVA holds is a machine's
figure (its machine file's), not IBM's.

Phases loaded with job control's `SET SDL` (a load list, `LIST=name`; DOC, IBM's HLASM
Toolkit install notes: "the LIBDEF PHASE SEARCH ... preceding the SET SDL statement",
"After the SET SDL statement, add the statement: LIST=$SVAASMT") take one SDL entry each
and their size below and above the line; SDL=n at IPL is how many entries there are.
"""

from __future__ import annotations

import attrs

PAGE = 4096
SDL_PER_PAGE = 56  # REAL (seed 004): "About 56 SDL entries per 4K page"
SDL_MAX = {"2.5": 4095, "2.6": 32765, "2.7": 32765}  # 2.6: "Maximum value now 32765" (REAL); 2.5's INFERRED
IJBPRTY = 6 * 1024  # REAL: $IJBPRTY (6K) moved above the line in 2.6
IJBLB31 = 180 * 1024  # REAL: "This will free about 180KB in SVA-24" (2.7)
ICCF_USER = 904 + 1352  # REAL: USR and PHL per ICCF user, above the line in 2.7
RELEASES = ("2.5", "2.6", "2.7")


def iccf_below(release: str, users: int) -> int:
    """Bytes of CICS's DSA below the line ICCF's logged-on users take for USR and PHL
    (above the line from 2.7 on: REAL, "frees 2.3 KB in DSA below per user")."""
    return 0 if release == "2.7" else users * ICCF_USER


def sdl_pages(entries: int) -> int:
    """The 4K pages of SVA-24 an SDL of ``entries`` takes: ceil(n/56)."""
    return -(-entries // SDL_PER_PAGE)


@attrs.frozen
class SvaList:
    """A load list of SVA phases: how many (one SDL entry each), their bytes below and above
    the line, and whether the IPL's BG procedure loads it (``at_ipl``)."""

    phases: int
    kb24: int
    kb31: int
    at_ipl: bool = False


@attrs.frozen
class SvaUse:
    """Where SVA-24 and SVA-31 GETVIS go, in bytes: one line of GETVIS SVA,DETAIL each."""

    below: tuple[tuple[str, int], ...]
    above: tuple[tuple[str, int], ...]

    @property
    def used24(self) -> int:
        return sum(size for _, size in self.below)

    @property
    def used31(self) -> int:
        return sum(size for _, size in self.above)


def sva_use(
    release: str,
    sdl: int,
    phases24: int,
    phases31: int,
    loaded: tuple[tuple[str, int, int], ...] = (),
) -> SvaUse:
    """The SVA's users for ``release`` with an SDL of ``sdl`` entries;
    ``phases24``/``phases31`` the machine's other SVA phases; ``loaded`` the load lists
    `SET SDL` put there (name, bytes below, bytes above)."""
    below = [("SDL", sdl_pages(sdl) * PAGE), ("PHASES", phases24)]
    above = [("PHASES", phases31)]
    prty_where = below if release == "2.5" else above
    prty_where.append(("$IJBPRTY", IJBPRTY))
    if release == "2.7":
        below.append(("$IJBLBR", 20 * 1024))
        above.append(("$IJBLB31", IJBLB31))
    else:
        below.append(("$IJBLBR", 20 * 1024 + IJBLB31))
    for name, size24, size31 in loaded:
        below.append((name, size24))
        above.append((name, size31))
    return SvaUse(tuple(below), tuple(above))
