"""The hardcopy log on disk beside a --state file, so it survives a restart.

``STATE.log`` is JSON lines, one entry a line (sequence number, ISO time, kind, command
text, and each message's rendered lines), appended as the console writes, as a real
hardcopy log is. On start the newest ``HARDCOPY_ENTRIES`` are read back (as
LoggedMessage values); whenever the file would hold twice the log's bound it is
rewritten with the log's entries, so it stays bounded however long the console runs. A
log bounded in bytes (a server's, Hardcopy.max_bytes) bounds its file by the same number:
past it the file is rewritten with the newest entries that fit in half of it.
A damaged line (a crash mid-write) is skipped.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zconsole.console.hardcopy import HARDCOPY_ENTRIES, Hardcopy, LogEntry
from zconsole.console.logged import LoggedMessage
from zconsole.files import write_atomic

if TYPE_CHECKING:
    from zconsole.console.hardcopy import Kind, RenderAll
    from zconsole.console.session import Session

KINDS: dict[str, Kind] = {"command": "command", "response": "response", "unsolicited": "unsolicited"}


def log_path(state: Path) -> Path:
    return state.with_name(state.name + ".log")


def entry_data(entry: LogEntry, render_all: RenderAll) -> dict[str, Any]:
    return {"seq": entry.seq, "time": entry.time.isoformat(), "kind": entry.kind, "text": entry.text,
            "messages": [render_all((m,)) for m in entry.messages]}


def read_entries(path: Path, limit: int = HARDCOPY_ENTRIES) -> tuple[list[LogEntry], int]:
    """The newest ``limit`` entries of the file, and how many lines it has."""
    kept: deque[LogEntry] = deque(maxlen=limit)
    count = 0
    with open(path, encoding="utf-8") as file:
        for line in file:
            count += 1
            try:
                data = json.loads(line)
                kind = KINDS[data["kind"]]
                messages = tuple(LoggedMessage(tuple(str(x) for x in lines)) for lines in data["messages"])
                kept.append(LogEntry(int(data["seq"]), dt.datetime.fromisoformat(data["time"]), kind,
                                     str(data["text"]), messages))
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short by a crash, or not ours
    return list(kept), count


def attach(session: Session, state: Path, mode: int | None = None) -> None:
    """Read the saved log into ``session.log`` and append to the file from now on; a new
    file gets permission bits ``mode`` (as the state file does), else the usual ones."""
    path = log_path(state)
    if mode is not None and not path.exists():
        with contextlib.suppress(OSError):  # appending will fail quietly too; the console goes on
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, mode))
    log = session.log
    render_all = session.system.render_all
    lines = 0
    if path.exists():
        try:
            entries, lines = read_entries(path, log.limit)
        except (OSError, UnicodeDecodeError):
            entries, lines = [], 0
        log.restore(entries)
    held = [lines]  # lines in the file; past twice the log's bound it is rewritten
    size = [_size(path)]  # bytes in the file, for a log bounded in bytes (Hardcopy.max_bytes)

    def append(entry: LogEntry) -> None:
        # Opened for each entry: nothing stays open between commands, and a line is whole
        # on disk once the command's reply is shown.
        try:
            data = (json.dumps(entry_data(entry, render_all), separators=(",", ":")) + "\n").encode()
            if log.max_bytes is not None:
                if size[0] + len(data) > log.max_bytes:
                    # rewritten with the newest entries within half the bound (the newest
                    # entry alone if it is bigger), so rewrites stay rare
                    size[0] = _rewrite(path, list(log), render_all, max(log.max_bytes // 2, len(data)),
                                       log.max_bytes)
                    return
            elif held[0] + 1 >= 2 * log.limit:
                _rewrite(path, list(log), render_all)  # the entry is in the log already
                held[0] = len(log)
                return
            with open(path, "ab") as file:
                file.write(data)
            held[0] += 1
            size[0] += len(data)
        except OSError:
            pass  # the console goes on; the log on disk misses this entry

    log.sink = append


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _rewrite(path: Path, entries: list[LogEntry], render_all: RenderAll, within: int | None = None,
             bound: int | None = None) -> int:
    """Write ``entries`` (the newest of them that fit in ``within`` bytes, none past
    ``bound``) in place of the file, atomically; returns the bytes written."""
    lines: list[str] = []
    size = 0
    for entry in reversed(entries):
        line = json.dumps(entry_data(entry, render_all), separators=(",", ":")) + "\n"
        length = len(line.encode())
        if within is not None and (size + length > within or (bound is not None and length > bound)):
            break
        lines.append(line)
        size += length
    write_atomic(path, "".join(reversed(lines)))
    return size


__all__ = ["Hardcopy", "attach", "log_path"]
