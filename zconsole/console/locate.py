"""Finds the line of a TOML key path such as ``scm.increment[1].used_blocks`` in a file.

tomllib gives values, not positions; error reports want a line. This reads the file's
table headers and ``key =`` lines, which is enough for the plain layout machine files
use; anything it cannot place (inline tables, dotted keys) yields None, and the report
then names the key alone.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.\s-]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_-]+)\s*=")
_SEGMENT = re.compile(r"([A-Za-z0-9_-]+)(?:\[(\d+)\])?")


def locate(text: str, key_path: str) -> int | None:
    """1-based line of ``key_path`` in ``text``, or None when it cannot be placed."""
    segments = [_SEGMENT.fullmatch(part) for part in key_path.split(".")]
    if not key_path or any(s is None for s in segments):
        return None
    parts = [(s.group(1), int(s.group(2)) if s.group(2) else None) for s in segments if s]
    lines = text.splitlines()
    # Try the whole path as a table first, then all but the last part as table + key.
    for split in (len(parts), len(parts) - 1):
        table, key = parts[:split], parts[split:]
        start = _find_table(lines, table) if table else 0
        if start is None:
            continue
        if not key:
            return start + 1
        name, index = key[0]
        if index is not None or len(key) > 1:
            continue
        for number in range(start + (1 if table else 0), len(lines)):
            line = lines[number]
            if _HEADER.match(line):
                break
            match = _KEY.match(line)
            if match and match.group(1) == name:
                return number + 1
        if table:
            return start + 1  # a missing key: point at the table it belongs in
    return None


def _find_table(lines: list[str], table: list[tuple[str, int | None]]) -> int | None:
    """0-based line of the header of ``table`` (array elements counted in file order)."""
    wanted = ".".join(name for name, _ in table)
    index = table[-1][1]
    seen = 0
    for number, line in enumerate(lines):
        match = _HEADER.match(line)
        if not match or re.sub(r"\s", "", match.group(2)) != wanted:
            continue
        if index is None and match.group(1) == "[":
            return number
        if index is not None and match.group(1) == "[[":
            if seen == index:
                return number
            seen += 1
    return None
