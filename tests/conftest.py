"""Shared fixtures: an isolated environment (no $HOME, no wall clock) and quick sessions."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest

from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.systems.zos.model.loading.builtin import default_machine
from zconsole.systems.zos.model.machine import Machine

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
TRANSCRIPTS = FIXTURES / "transcripts"
MACHINES = FIXTURES / "machines"
PARMLIB = FIXTURES / "parmlib"
SHARED = ROOT.parent / "shared"


@pytest.fixture(autouse=True, scope="session")
def _isolated_home(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Caches and history go to a temporary folder, never the user's home."""
    base = tmp_path_factory.mktemp("home")
    for var in ("XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"):
        os.environ[var] = str(base / var.lower())
    os.environ["NO_COLOR"] = "1"


def fixed_source() -> dt.datetime:
    """A wall clock that never moves (tests must not depend on the real time)."""
    return dt.datetime(2026, 11, 22, 12, 0, 0)


def make_session(machine: Machine | None = None, *, parmlib: Path | None = None) -> Session:
    clock = ConsoleClock.fixed(dt.time(12, 0, 0), source=fixed_source)
    return Session(machine or default_machine(), clock, DisplayIds(1), parmlib)


def lines(session: Session, command: str) -> list[str]:
    from zconsole.systems.zos.messages import render_all

    return render_all(session.submit(command).messages)
