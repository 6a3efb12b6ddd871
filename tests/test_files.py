"""zconsole.files: a file is replaced whole or not at all."""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

import pytest

from zconsole.files import replace_file, write_atomic


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text("old", encoding="utf-8")

    def half(file: BinaryIO) -> None:
        file.write(b"ne")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError, match="No space"):
        replace_file(path, half)
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["state.json"]


def test_write_atomic_keeps_the_mode_of_the_file_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "log"
    path.write_text("a\n", encoding="utf-8")
    os.chmod(path, 0o640)
    write_atomic(path, "b\n")
    assert (path.read_text(encoding="utf-8"), path.stat().st_mode & 0o777) == ("b\n", 0o640)
    fresh = tmp_path / "new"
    write_atomic(fresh, "c", new_mode=0o600)
    assert (fresh.read_text(encoding="utf-8"), fresh.stat().st_mode & 0o777) == ("c", 0o600)
