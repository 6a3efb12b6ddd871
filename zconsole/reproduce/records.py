"""What a reproduced experiment gives: rows of a published figure beside the model's."""

from __future__ import annotations

import typing
from collections.abc import Callable

import attrs

# How a row's model figure came about: "model" a prediction; "anchor" a constant of the
# model was solved on this very figure (rates.py says which), so agreement is by construction.
MODEL, ANCHOR = "model", "anchor"


@attrs.frozen
class Row:
    """One figure: the seed's and the model's, and how far apart (a share of the seed's)."""

    seed: str
    experiment: str
    row: str
    published: float | str
    model: float | str
    basis: str = MODEL

    @property
    def deviation(self) -> float | None:
        """(model - published) / published; None where it has no meaning (text, zero)."""
        if isinstance(self.published, str) or isinstance(self.model, str) or self.published == 0:
            return None
        return (self.model - self.published) / abs(self.published)

    def record(self) -> dict[str, typing.Any]:
        """The ``--json`` record."""
        dev = self.deviation
        return {
            "seed": self.seed,
            "experiment": self.experiment,
            "row": self.row,
            "published": self.published,
            "model": _rounded(self.model),
            "deviation": None if dev is None else round(dev, 4),
            "basis": self.basis,
        }


def _rounded(value: float | str) -> float | str:
    if isinstance(value, str):
        return value
    return float(f"{value:.6g}")


@attrs.frozen
class Experiment:
    """A seed's published experiment: its name (``--only``), title, and how to run it."""

    seed: str
    name: str
    title: str
    run: Callable[[], list[Row]]
