"""Long message lines broken as an MCS console breaks them: at a blank, within the screen.

Only the interactive shell wraps; `-c`, scripts, transcripts and REST
keep each message line whole, as the hardcopy log does.
"""

from __future__ import annotations


def wrap_line(line: str, width: int) -> list[str]:
    """``line`` in pieces of at most ``width`` columns, each break at the last blank that
    fits (the blank itself dropped); a word longer than the screen is cut at its edge.
    The continuation starts at column 0, as the message's own later lines do."""
    if width < 1 or len(line) <= width:
        return [line]
    pieces = []
    while len(line) > width:
        cut = line.rfind(" ", 0, width + 1)
        head = line[:cut].rstrip() if cut > 0 else ""
        if not head:  # no blank after the text's start: cut inside the word
            head, cut = line[:width], width - 1
        pieces.append(head)
        line = line[cut + 1 :].lstrip(" ")
    return [*pieces, line] if line else pieces
