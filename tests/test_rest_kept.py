"""kept.keep: a message's lines as text pieces, whatever its size."""

from __future__ import annotations

from typing import ClassVar

import attrs
import pytest

from zconsole.frontends.rest import kept
from zconsole.systems import registry

ZOS = registry.system_named("zos")


@attrs.frozen
class Lines:
    msgid: ClassVar[str] = ""
    unsolicited: ClassVar[bool] = False
    flagged: ClassVar[bool] = False

    lines: tuple[str, ...]


@pytest.mark.parametrize("count", [0, 1, 9, kept.PIECE_LINES, kept.PIECE_LINES + 1, 20_000])
def test_a_message_is_kept_as_its_lines_in_pieces(count: int) -> None:
    lines = tuple(f"LINE {i:05d}" + "-X" * (i % 40) for i in range(count))  # no trailing blanks
    pieces = kept.keep(Lines(lines), ZOS).pieces
    assert "\n".join(pieces) == "\n".join(lines)
    assert kept.keep(Lines(lines), ZOS).lines == (list(lines) if count else [])
    if count == 0:
        assert pieces == ()
    elif count <= kept.PIECE_LINES:
        assert len(pieces) == 1  # a small reply is one piece
    else:
        assert all(len(piece) < 2 * kept.PIECE_CHARS for piece in pieces)
        assert all(not piece.startswith("\n") and not piece.endswith("\n") for piece in pieces)
