"""``zconsole reproduce``: run the seeds' experiments and print each beside the seed's figures."""

from __future__ import annotations

import json
import typing

if typing.TYPE_CHECKING:
    from zconsole.reproduce.records import Experiment, Row

SEEDS = ("000", "001", "002", "003", "004")


class ReproduceError(Exception):
    """A wrong --seed or --only: one line for standard error."""


def experiments(seed: str | None = None, only: str | None = None) -> list[Experiment]:
    """The experiments of ``seed`` (all seeds: None), or the one named ``only``."""
    if seed is not None and seed not in SEEDS:
        raise ReproduceError(f"--seed {seed}: no such seed (seeds: {', '.join(SEEDS)})")
    found: list[Experiment] = []
    if seed in (None, "000", "001", "002"):
        from zconsole.reproduce import zos_seeds

        found += [e for e in zos_seeds.EXPERIMENTS if seed in (None, e.seed)]
    if seed in (None, "003"):
        from zconsole.reproduce import seed003

        found += list(seed003.EXPERIMENTS)
    if seed in (None, "004"):
        from zconsole.reproduce import seed004

        found += list(seed004.EXPERIMENTS)
    if only is not None:
        named = [e for e in found if e.name == only.lower()]
        if not named:
            names = ", ".join(dict.fromkeys(e.name for e in found))
            raise ReproduceError(f"--only {only}: no such experiment (experiments: {names})")
        found = named
    return found


def number(value: float | str) -> str:
    """A figure as the tables print it: whole numbers whole, others to four significant digits
    (published figures keep the digits the seed gave)."""
    if isinstance(value, str):
        return value
    return f"{value:.10g}"


def model_number(value: float | str) -> str:
    """The model's figure: whole above 1000, else four significant digits."""
    if isinstance(value, str):
        return value
    if abs(value) >= 1000:
        return f"{value:.0f}"
    return f"{value:.4g}"


def table(experiment: Experiment, rows: list[Row]) -> list[str]:
    """The experiment's rows: the seed's figure, the model's, the deviation, how it was got."""
    width = max([len(r.row) for r in rows] + [20])
    out = [
        f"seed {experiment.seed}  {experiment.name}: {experiment.title}",
        f"  {'row':<{width}}  {'published':>12}  {'model':>12}  {'deviation':>9}  basis",
    ]
    for r in rows:
        dev = r.deviation
        shown = "" if dev is None else f"{dev * 100:+.1f}%"
        out.append(
            f"  {r.row:<{width}}  {number(r.published):>12}  {model_number(r.model):>12}  "
            f"{shown:>9}  {r.basis}"
        )
    return out


def reproduce_main(
    seed: str | None, only: str | None, as_json: bool, write: typing.Callable[[str], object]
) -> int:
    """Run and print; 0, or 2 with a message on standard error for a wrong --seed/--only."""
    import sys

    try:
        chosen = experiments(seed, only)
    except ReproduceError as exc:
        sys.stderr.write(f"zconsole: {exc}\n")
        return 2
    records: list[dict[str, typing.Any]] = []
    for i, experiment in enumerate(chosen):
        rows = experiment.run()
        if as_json:
            records += [r.record() for r in rows]
        else:
            write(("\n" if i else "") + "".join(line + "\n" for line in table(experiment, rows)))
    if as_json:
        write("[\n" + ",\n".join(json.dumps(r) for r in records) + "\n]\n")
    return 0
