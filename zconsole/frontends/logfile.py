"""--log FILE: the session written as a hardcopy log, one line per console line, with the
console time: commands (C), responses (R) and messages that arrived by themselves (U)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, TextIO

from zconsole.console.hardcopy import LogEntry
from zconsole.console.session import Session

if TYPE_CHECKING:
    from zconsole.console.hardcopy import RenderAll

KIND_FLAGS = {"command": "C", "response": "R", "unsolicited": "U"}


def log_lines(entry: LogEntry, system: str, render_all: RenderAll) -> list[str]:
    """``2026-11-23 17.57.30 SYS1     U JOB00008 $HASP373 PAYROLL ...``: date, console
    time, system, kind, job id (as a real hardcopy log's job-id column: the job a message
    is about, JOBnnnnn or STCnnnnn; blank for a command and for a message about none),
    text."""
    stamp = entry.time.strftime("%Y-%m-%d %H.%M.%S")
    flag = KIND_FLAGS[entry.kind]
    if entry.kind == "command":
        return [f"{stamp} {system:<8} {flag} {'':<8} {entry.text}"]
    # The log has its own columns: a message is written bare, without a console's MFORM
    # prefixes (a Formed message's ``unformed``).
    bare = [getattr(message, "unformed", message) for message in entry.messages]
    return [f"{stamp} {system:<8} {flag} {getattr(message, 'jobid', ''):<8} {line}"
            for message in bare for line in render_all((message,))]


class SessionLog:
    """Appends what the session's hardcopy log gained since the last call to a file.

    A file that cannot be written is reported once (the caller shows the reason ``open``
    or ``flush`` returns) and then left alone; the console carries on.
    """

    def __init__(self, session: Session, path: str) -> None:
        self.session = session
        self.path = path
        self.seen = session.log.next_seq - 1
        self.file: TextIO | None = None
        self.failed = False

    def open(self) -> str | None:
        """Open the file for appending; the reason it cannot be, or None."""
        try:
            self.file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - kept open for the session
        except OSError as exc:
            self.failed = True
            return (exc.strerror or type(exc).__name__).upper()
        return None

    def flush(self) -> str | None:
        """Write the new entries; the reason writing failed (first time only), or None."""
        entries = self.session.log.since(self.seen)
        if not entries:
            return None
        self.seen = entries[-1].seq
        if self.file is None or self.failed:
            return None
        session = self.session
        system, render_all = session.system.system_name(session.machine), session.system.render_all
        try:
            lines = [line for e in entries for line in log_lines(e, system, render_all)]
            self.file.write("".join(line + "\n" for line in lines))
            self.file.flush()
        except OSError as exc:
            self.failed = True
            return (exc.strerror or type(exc).__name__).upper()
        return None

    def close(self) -> None:
        if self.file is not None:
            with contextlib.suppress(OSError):
                self.file.close()
