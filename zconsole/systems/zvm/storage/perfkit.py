"""Performance Toolkit reports over a storage lab's intervals: FCX291 (PAGELOG, one user's
page activity) and FCX296 (STEALLOG, demand scan), in the columns of the seed's Figures 2-3.

Evidence: the columns, their headings and the number forms are the seed's excerpts (SEED);
the headings' exact spacing and the title line are INFERRED (the seed's text is flattened).
Rates are bytes a second as the Toolkit prints them (K and M of 1024).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.systems.zvm.storage.figures import GuestRates, Interval
    from zconsole.systems.zvm.storage.lab import Lab

EVIDENCE = "INFERRED"  # layout; the columns are SEED
PAGE_BYTES = 4096
MEAN = ">>Mean>>"


def number(value: float, zero: str = "0") -> str:
    """A figure as the Toolkit writes it in five columns (SEED forms: 48.2, 60484, 7573K,
    144M, and 0 or .0 for nothing)."""
    if value <= 0:
        return zero
    if value < 100:
        return f"{value:.1f}".removeprefix("0")
    for unit, scale in (("", 1), ("K", 1024), ("M", 1024**2), ("G", 1024**3)):
        if round(value / scale) < (100_000 if not unit else 10_000):
            return f"{value / scale:.0f}{unit}"
    return f"{value / 1024**4:.0f}T"


def _clock(start: dt.datetime, seconds: float) -> str:
    return (start + dt.timedelta(seconds=seconds)).strftime("%H:%M:%S")


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _user_rates(lab: Lab, userid: str) -> list[tuple[Interval, GuestRates]] | None:
    """One guest's figures in each interval: its cohort's (a guest split off by SET
    RESERVED is found in its old cohort before the split); None for no such guest."""
    where = lab.find(userid)
    if where is None:
        return None
    cohort = lab.cohorts[where[0]]
    found = []
    for interval in lab.intervals:
        mine = [g for g in interval.guests if g.cohort == cohort.ident]
        if not mine:
            mine = sorted(
                (g for g in interval.guests if (g.group, g.stratum) == (cohort.group, cohort.stratum)),
                key=lambda g: -g.count,
            )
        if mine:
            found.append((interval, mine[0]))
    return found


def _heads(*names: str) -> str:
    return "".join(f"{name:>6}" for name in names)


def _over(text: str, columns: int) -> str:
    """A heading centred over ``columns`` six-wide columns (each begins with a blank)."""
    return " " + f"{text:^{6 * columns - 1}}"


# Each heading over the columns it spans (the seed's words; the spans INFERRED).
PAGELOG_HEAD = (
    " " * 8 + _over("<------------ Storage ----------->", 6) + _over("<Movement/s>", 2),
    f"{'Interval':<8}" + _over("<--- Transition/s ---->", 4) + _over("<-Steal/s->", 2),
    "End Time" + _heads("Inst", "Relse", "Inval", "Reval", "Ready", "NoRdy", "Reads", "Write"),
)


def fcx291(lab: Lab, userid: str, start: dt.datetime) -> list[str] | None:
    """FCX291 Page Activity Log for ``userid`` (None: the lab has no such guest)."""
    rows = _user_rates(lab, userid.upper())
    if rows is None:
        return None
    columns = ("inst", "relse", "inval", "reval", "ready", "notready", "reads", "writes")

    def line(label: str, values: list[float]) -> str:
        return f"{label:<8}" + "".join(f"{number(v * PAGE_BYTES):>6}" for v in values)

    body = [line(_clock(start, i.end), [getattr(g, c) for c in columns]) for i, g in rows]
    mean = line(MEAN, [_mean([getattr(g, c) for _, g in rows]) for c in columns])
    title = f"FCX291  Page Activity Log for User {userid.upper()}"
    return [title, "", *PAGELOG_HEAD, mean, *body]


STEALLOG_HEAD = (
    " " * 8 + f"{'Pct':>5}" + _over("<---- Storage/s------->", 5),
    f"{'Interval':<8}{'Time':>5}" + _heads("Total", "Write") + _over("<--User--->", 2) + _heads("AgeL"),
    "End Time" + f"{'Actv':>5}" + _heads("Stoln", "OnDmd", "Inval", "Reval", "Reval"),
)


def fcx296(lab: Lab, start: dt.datetime) -> list[str]:
    """FCX296 STEALLOG: demand scan's share of the time and what it did, each interval."""
    columns = ("stolen", "ondemand", "inval", "reval", "agereval")

    def line(label: str, active: float, values: list[float]) -> str:
        figures = "".join(f"{number(v * PAGE_BYTES, zero='.0'):>6}" for v in values)
        return f"{label:<8}{f'{active * 100:.1f}'.removeprefix('0'):>5}" + figures

    intervals = lab.intervals
    body = [line(_clock(start, i.end), i.scan_active, [getattr(i, c) for c in columns]) for i in intervals]
    mean = line(
        MEAN,
        _mean([i.scan_active for i in intervals]),
        [_mean([getattr(i, c) for i in intervals]) for c in columns],
    )
    return ["FCX296  Steal Log", "", *STEALLOG_HEAD, mean, *body]
