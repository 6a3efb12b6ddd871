"""Locates the manual pages and shipped data (parmlib, machines, drills), in the source tree or
inside an installed wheel (each system's grammar lives in its package)."""

from __future__ import annotations

import os

# os.path, not pathlib: this runs on every `zconsole -c` and pathlib costs milliseconds.
_PACKAGE = os.path.dirname(os.path.abspath(__file__))


# Where each shipped folder lives in a source checkout, relative to the project root.
_SOURCE = {"man": "man", "parmlib": os.path.join("fixtures", "parmlib"),
           "machines": os.path.join("fixtures", "machines"),
           "drills": os.path.join("fixtures", "drills"),  # zconsole drill: the built-in drills
           "scenarios": os.path.join("fixtures", "scenarios")}  # zconsole reproduce: the seeds' runs


def data_dir(name: str) -> str:
    """Return the directory ``man``, ``parmlib`` (the sample IEASYSxx), ``machines`` (the
    shipped machine files: adcd.toml) or ``drills``.

    A wheel carries them under ``zconsole/_data/`` (hatchling force-include); a source
    checkout or editable install has the single copy in the project tree.
    """
    shipped = os.path.join(_PACKAGE, "_data", name)
    if os.path.isdir(shipped):
        return shipped
    return os.path.join(os.path.dirname(_PACKAGE), _SOURCE[name])
