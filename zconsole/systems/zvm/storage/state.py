"""A storage lab as plain data (dicts, lists, numbers, strings) and back, exactly.

What a ``--state`` file's z/VM section will hold: every count, carry and smoothed figure,
so a lab restored and advanced gives the bytes one run would have given.
"""

from __future__ import annotations

import typing

import attrs

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
        return Lab(config=config, cohorts=cohorts, agelist=agelist, intervals=intervals, **fields)
    except (KeyError, TypeError, ValueError) as exc:
        raise StateError(f"storage lab: {exc}") from exc
