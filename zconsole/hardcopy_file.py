"""The hardcopy log on disk beside a --state file, so it survives a restart.

``STATE.log`` is JSON lines, one entry a line (sequence number, ISO time, kind, command
text, and each message's rendered lines), appended as the console writes, as a real
hardcopy log is. On start the newest ``HARDCOPY_ENTRIES`` are read back (as
LoggedMessage values); whenever the file would hold twice the log's bound it is
rewritten with the log's entries, so it stays bounded however long the console runs.
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

from zconsole.files import write_atomic
from zconsole.hardcopy import HARDCOPY_ENTRIES, Hardcopy, LogEntry
from zconsole.messages import render
from zconsole.messages.logged import LoggedMessage

if TYPE_CHECKING:
    from zconsole.hardcopy import Kind
    from zconsole.session import Session

KINDS: dict[str, Kind] = {"command": "command", "response": "response", "unsolicited": "unsolicited"}


def log_path(state: Path) -> Path:
    return state.with_name(state.name + ".log")


def entry_data(entry: LogEntry) -> dict[str, Any]:
    return {"seq": entry.seq, "time": entry.time.isoformat(), "kind": entry.kind, "text": entry.text,
            "messages": [render(m) for m in entry.messages]}


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
    lines = 0
    if path.exists():
        try:
            entries, lines = read_entries(path, log.limit)
        except (OSError, UnicodeDecodeError):
            entries, lines = [], 0
        log.restore(entries)
    held = [lines]  # lines in the file; past twice the log's bound it is rewritten

    def append(entry: LogEntry) -> None:
        # Opened for each entry: nothing stays open between commands, and a line is whole
        # on disk once the command's reply is shown.
        try:
            if held[0] + 1 >= 2 * log.limit:
                _rewrite(path, list(log))  # the entry is in the log already
                held[0] = len(log)
                return
            with open(path, "a", encoding="utf-8") as file:
                file.write(json.dumps(entry_data(entry), separators=(",", ":")) + "\n")
            held[0] += 1
        except OSError:
            pass  # the console goes on; the log on disk misses this entry

    log.sink = append


def _rewrite(path: Path, entries: list[LogEntry]) -> None:
    write_atomic(path, "".join(json.dumps(entry_data(entry), separators=(",", ":")) + "\n"
                               for entry in entries))


__all__ = ["Hardcopy", "attach", "log_path"]
