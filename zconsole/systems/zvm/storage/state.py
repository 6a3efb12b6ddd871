"""A storage lab as plain data (dicts, lists, numbers, strings) and back, exactly.

What a ``--state`` file's z/VM section holds: every count, carry and smoothed figure,
so a lab restored and advanced gives the bytes one run would have given. Data that is
not a lab this version wrote (a damaged or edited file) is refused with its key and
reason: its shape against a lab built from the same configuration, then its books.
"""

from __future__ import annotations

import math
import typing

import attrs

from zconsole.systems.zvm.storage import rates as r
from zconsole.systems.zvm.storage.agelist import AgingList
from zconsole.systems.zvm.storage.cohort import Cohort
from zconsole.systems.zvm.storage.config import Apache, Guests, StorageConfig, Virstor
from zconsole.systems.zvm.storage.figures import GuestRates, Interval
from zconsole.systems.zvm.storage.lab import Lab

FORMAT = 1


class StateError(ValueError):
    """Plain data that is not a lab this version wrote: the key and the reason."""


def to_data(lab: Lab) -> dict[str, typing.Any]:
    """``lab`` as plain data."""
    fields = {
        a.name: getattr(lab, a.name)
        for a in attrs.fields(Lab)
        if a.name not in ("config", "cohorts", "agelist", "intervals")
    }
    fields["storbuf"], fields["ldubuf"] = list(lab.storbuf), list(lab.ldubuf)
    return {
        "format": FORMAT,
        "config": attrs.asdict(
            lab.config, value_serializer=lambda _, __, v: list(v) if isinstance(v, tuple) else v
        ),
        "lab": fields,
        "cohorts": [attrs.asdict(c) for c in lab.cohorts],
        "agelist": {"counts": lab.agelist.counts, "clean": lab.agelist.clean},
        "intervals": [
            attrs.asdict(i, value_serializer=lambda _, __, v: list(v) if isinstance(v, tuple) else v)
            for i in lab.intervals
        ],
    }


def _procedure(data: dict[str, typing.Any]) -> Virstor | Apache:
    if not isinstance(data, dict):
        raise StateError("config.guests.procedure: must be a table")
    kind = data.get("kind")
    if kind == "virstor":
        return Virstor(**data)
    if kind == "apache":
        return Apache(**data)
    raise StateError(f"config.guests.procedure.kind: {kind!r} is not virstor or apache")


def from_data(data: dict[str, typing.Any]) -> Lab:
    """The lab ``data`` holds (as to_data wrote it)."""
    if data.get("format") != FORMAT:
        raise StateError(f"format: {data.get('format')!r} is not {FORMAT}")
    try:
        config_data = dict(data["config"])
        config_data["guests"] = tuple(
            Guests(**{**g, "procedure": _procedure(g["procedure"])}) for g in config_data["guests"]
        )
        config = StorageConfig(**config_data)
        fields = dict(data["lab"])
        fields["storbuf"], fields["ldubuf"] = tuple(fields["storbuf"]), tuple(fields["ldubuf"])
        cohorts = [Cohort(**c) for c in data["cohorts"]]
        agelist = AgingList(
            counts=[list(b) for b in data["agelist"]["counts"]],
            clean=[list(b) for b in data["agelist"]["clean"]],
        )
        intervals = [
            Interval(**{**i, "guests": tuple(GuestRates(**g) for g in i["guests"])})
            for i in data["intervals"]
        ]
    except (KeyError, TypeError, ValueError) as exc:
        raise StateError(f"storage lab: {exc}") from exc
    reference = Lab.build(config)
    reference.advance(30)  # one interval, so its figures' shape is known too
    _shape(data, to_data(reference), "")
    try:
        lab = Lab(config=config, cohorts=cohorts, agelist=agelist, intervals=intervals, **fields)
    except (TypeError, ValueError) as exc:
        raise StateError(f"storage lab: {exc}") from exc
    _books(lab)
    return lab


BIGGEST = 1e15  # no count or rate of a lab comes near it


def _shape(value: object, like: object, key: str) -> None:
    """``value`` has the shape of ``like`` (a fresh lab's data): the same keys of each
    table, lists of like items, numbers where numbers are, finite and not huge."""
    where = key or "lab"
    if isinstance(like, dict):
        _table(value, like, key)
    elif isinstance(like, list):
        if not isinstance(value, list):
            raise StateError(f"{where}: must be a list")
        for i, item in enumerate(value if like else ()):
            _shape(item, like[min(i, len(like) - 1)], f"{where}[{i}]")
    elif isinstance(like, bool | str) or like is None:
        if type(value) is not type(like):
            raise StateError(f"{where}: {value!r} is not {type(like).__name__}")
    else:
        _number(value, isinstance(like, int), where)


def _table(value: object, like: dict[str, object], key: str) -> None:
    where = key or "lab"
    if not isinstance(value, dict):
        raise StateError(f"{where}: must be a table")
    # a table of counters may have more keys (they follow the cohorts, which SET RESERVED splits)
    counters = all(isinstance(v, int | float) and not isinstance(v, bool) for v in like.values())
    if like and (set(value) != set(like) if not counters else not set(like) <= set(value)):
        odd = sorted(set(value) ^ set(like) if not counters else set(like) - set(value))[0]
        reason = "is not a key a lab has here" if odd in value else "is missing"
        raise StateError(f"{where}.{odd}: {reason}")
    for name, item in value.items():
        if not isinstance(name, str):
            raise StateError(f"{where}: {name!r} is not a key")
        _shape(item, like.get(name, 0.0), f"{key}.{name}" if key else name)


def _number(value: object, whole: bool, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise StateError(f"{where}: {value!r} is not a number")
    if whole and not isinstance(value, int):
        raise StateError(f"{where}: {value!r} is not a whole number")
    if not math.isfinite(value) or abs(value) > BIGGEST:
        raise StateError(f"{where}: {value!r} is out of range")


def _books(lab: Lab) -> None:
    """The lab's books balance (frames, slots, the aging list's columns), as every step keeps them."""
    cs = lab.cohorts
    if [c.group for c in cs if not 0 <= c.group < len(lab.config.guests)]:
        raise StateError("cohorts: a cohort's group is not one of config.guests")
    if any(len(c.members) != c.count or c.count < 1 for c in cs):
        raise StateError("cohorts: a cohort's members are not its count")
    for c in cs:
        counts = (c.touched, c.active, c.ibr, c.aging, c.aging_clean, c.res_clean, c.slots, c.xstore, c.below)
        if min(counts) < 0 or c.resident + c.xstore > c.touched or c.touched > c.count * c.pages:
            raise StateError(f"cohorts[{cs.index(c)}]: its counts do not add up")
        if c.aging_clean > c.aging or c.res_clean > c.in_ufo or c.below > c.resident:
            raise StateError(f"cohorts[{cs.index(c)}]: its counts do not add up")
    if min(lab.avail_above, lab.avail_below, lab.cp_frames) < 0 or (
        lab.cp_frames + sum(c.in_ufo for c in cs) + lab.aging_total + lab.available != lab.dpa
    ):
        raise StateError("lab: its frames do not add up to the dynamic paging area")
    most = r.STEADY_MAX_PERIOD
    if len(lab.deltas) > most or not 0 <= lab.period <= min(len(lab.deltas), len(lab.intervals)):
        raise StateError(f"lab.period: {lab.period} is not a steady period of its last {most} intervals")
    buckets = lab.agelist.counts
    if len(buckets) != len(lab.agelist.clean) or any(
        len(b) != len(cs) or len(k) != len(cs) for b, k in zip(buckets, lab.agelist.clean, strict=False)
    ):
        raise StateError("agelist: its buckets are not one count a cohort")
    for i, c in enumerate(cs):
        column = [b[i] for b in buckets]
        clean = [k[i] for k in lab.agelist.clean]
        if sum(column) != c.aging or sum(clean) != c.aging_clean or min(column + clean + [0]) < 0:
            raise StateError(f"agelist: cohort {i}'s column is not its aging frames")
