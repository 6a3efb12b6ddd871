"""Replays every golden transcript in fixtures/transcripts byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import TRANSCRIPTS
from zconsole.frontends.checker import check_file

ALL = sorted(TRANSCRIPTS.rglob("*.txt"))


def test_there_are_transcripts() -> None:
    assert len(ALL) >= 15


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(TRANSCRIPTS)))
def test_transcript(path: Path) -> None:
    passed, report = check_file(path, update=False)
    assert passed, report
