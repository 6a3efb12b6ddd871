"""The shell's one output path: displays written in pieces as they are rendered, coloured
or plain, that Ctrl-C can cut short (the machine is untouched: the command has already
run), and a pager for what does not fit the screen."""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from types import FrameType

from zconsole.console import notes as c
from zconsole.shell.colour import to_text

CHUNK_LINES = 2048  # lines per write(2): big enough to be cheap, small enough to stop at once


class Writer:
    """Writes console lines to a file descriptor (the terminal), coloured or not."""

    def __init__(
        self, fd: int | None = None, colour: bool = True, width: Callable[[], int] | None = None
    ) -> None:
        self.fd = sys.stdout.fileno() if fd is None else fd
        self.colour = colour
        # the screen's width, asked at each write: long lines wrap at a blank within it
        self.width = width

    def write_text(self, text: str) -> None:
        data = text.encode("utf-8", "replace")
        view = memoryview(data)
        while view:
            written = os.write(self.fd, view)
            view = view[written:]

    def lines(self, lines: Iterable[str], refused: bool = False) -> None:
        width = self.width() if self.width is not None else None
        self.write_text(to_text(lines, refused, self.colour, width))

    def pieces(self, pieces: Iterable[list[str]], refused: bool = False) -> int:
        """Write the lines of ``pieces`` as they come; the number of lines written.

        A KeyboardInterrupt (Ctrl-C) raised while writing propagates to the caller,
        which writes the interruption note: see ``interruptible``.
        """
        count = 0
        batch: list[str] = []
        for piece in pieces:
            batch += piece
            if len(batch) >= CHUNK_LINES:
                self.lines(batch, refused)
                count += len(batch)
                batch = []
        if batch:
            self.lines(batch, refused)
            count += len(batch)
        return count

    def interrupted(self) -> None:
        """The note that ends a display cut short (after a colour reset and a new line)."""
        self.write_text(("\x1b[0m" if self.colour else "") + "\n")
        self.lines(["ZCN200I " + c.ZCN200I_TEXT])


@contextlib.contextmanager
def deferred_interrupt() -> Iterator[list[bool]]:
    """While a command runs, Ctrl-C only takes note (``[True]``): a command is never left
    half applied. The caller then skips the display."""
    hit = [False]

    def note(signum: int, frame: FrameType | None) -> None:
        hit[0] = True

    try:
        previous = signal.signal(signal.SIGINT, note)
    except ValueError:  # not the main thread (tests): nothing to defer
        yield hit
        return
    try:
        yield hit
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """Ctrl-C raises KeyboardInterrupt here, whatever handler was in force before."""
    try:
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def pager_command(option: str | None) -> list[str] | None:
    """The pager to use: --pager, else $PAGER, else ``less -R``; None if there is none
    (or it is set to an empty string or ``none``)."""
    text = option if option is not None else os.environ.get("PAGER")
    if text is None:
        return ["less", "-R"] if shutil.which("less") else None
    words = shlex.split(text)
    if not words or words[0].lower() == "none" or not shutil.which(words[0]):
        return None
    if os.path.basename(words[0]) == "less" and "-R" not in words:
        words.append("-R")  # colour passes through
    return words


def page(command: list[str], text: str) -> bool:
    """Show ``text`` through the pager; False if the pager could not be started."""
    try:
        with interruptible():
            process = subprocess.Popen(command, stdin=subprocess.PIPE)
            try:
                assert process.stdin is not None
                process.stdin.write(text.encode("utf-8", "replace"))
                process.stdin.close()
            except (BrokenPipeError, KeyboardInterrupt):
                pass  # the operator quit the pager early
            while True:
                try:
                    process.wait()
                    break
                except KeyboardInterrupt:
                    continue  # Ctrl-C belongs to the pager (less stays open)
    except OSError:
        return False
    return True
