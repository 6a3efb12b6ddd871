"""What the REST server keeps of a reply: its lines rendered once into text pieces whose
memory is measured, shared by the console log and the async reply, and turned into a
JSON body piece by piece.

A message value of a big display costs several times its text (the D M=DEV of 2,048
devices on ``--machine large``: 5 MB of values, 3.8 MB as a list of lines, 1.9 MB as
text), and its size cannot be read off it. So the log a server keeps (Hardcopy.compact)
holds each message as ``Kept``: its lines joined by "\\n" in pieces of about
``PIECE_CHARS``, a piece never splitting a line. ``sys.getsizeof`` of a str is the memory
it uses, so ``cost`` is the memory an entry holds, not an estimate. Pieces keep every
step short: framing, JSON escaping and keyword searches work a piece at a time, so a
worker thread holding the interpreter lock lets others in between pieces.
"""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, ClassVar

import attrs

from zconsole.console.hardcopy import LogEntry
from zconsole.console.message import Message
from zconsole.console.system import System

PIECE_CHARS = 64 * 1024  # characters of one text piece (a few hundred µs of work each)
PIECE_LINES = 512  # lines joined at once (a piece is never much over PIECE_CHARS)
FREE_SLICE = 256  # items of a big message value freed at once (a millisecond or two)
# Measured (sys.getsizeof, CPython 3.11): a LogEntry with its datetime and tuples, a
# Kept with its tuple; an upper bound of the objects around the text.
ENTRY_OVERHEAD = 400
KEPT_OVERHEAD = 150


@attrs.frozen
class Kept:
    """One message as the server keeps it: its lines, "\\n"-joined in pieces."""

    msgid: ClassVar[str] = ""
    flagged: ClassVar[bool] = False

    pieces: tuple[str, ...]
    unsolicited: bool = False  # said by the machine on its own (detections look for these)
    jobid: str = ""  # the job the message is about (a 3270 screen's MFORM=J column)

    @property
    def lines(self) -> list[str]:
        """Its lines, as every system's renderer gives a message that carries its own."""
        return [line for piece in self.pieces for line in piece.split("\n")]

    def size(self) -> int:
        pieces = self.pieces
        if len(pieces) == 1:  # (most replies: no map and sum)
            return KEPT_OVERHEAD + 8 + sys.getsizeof(pieces[0])
        return KEPT_OVERHEAD + 8 * len(pieces) + sum(map(sys.getsizeof, pieces))


def keep(message: Message, system: System) -> Kept:
    """``message`` as text, rendered by the system whose console wrote it (a piece at a
    time where it renders in pieces: a 72,000-line display is never one list)."""
    if isinstance(message, Kept):
        return message
    # The bare message: a line console's MFORM prefixes (a z/OS message's ``unformed``) are
    # not z/OSMF's, and a 3270 screen puts its own in front; its job id goes with it.
    message = getattr(message, "unformed", message)
    kept = _kept(system.render_pieces((message,)), message.unsolicited)
    jobid = str(getattr(message, "jobid", ""))
    return attrs.evolve(kept, jobid=jobid) if jobid else kept


def _kept(chunks: Iterator[list[str]], unsolicited: bool) -> Kept:
    """A Kept of the lines ``chunks`` give, in pieces of about PIECE_CHARS."""
    first = next(chunks, [])
    following = next(chunks, None) if 0 < len(first) <= PIECE_LINES else first
    if following is None:  # one small rendering (nearly every reply): one piece
        return Kept(("\n".join(first),), unsolicited)
    chunks = itertools.chain([first] if following is first else [first, following], chunks)
    # joined a slice of lines at a time (C speed, no step per line), then slices merged
    # up to PIECE_CHARS: a renderer's piece may be one list of a million lines
    pieces: list[str] = []
    run: list[str] = []
    size = 0
    for lines in chunks:
        for start in range(0, len(lines), PIECE_LINES):
            text = "\n".join(lines[start:start + PIECE_LINES])
            run.append(text)
            size += len(text) + 1
            if size >= PIECE_CHARS:
                pieces.append("\n".join(run))
                run, size = [], 0
    if run:
        pieces.append(run[0] if len(run) == 1 else "\n".join(run))
    return Kept(tuple(pieces), unsolicited)


def loosen(messages: tuple[object, ...]) -> list[list[object]]:
    """The items of each big sequence a message value holds (a display of 65,280 devices
    holds a tuple of 65,280 blocks), taken out so that ``free`` can let them go a slice
    at a time: freed all at once, the million objects of such a value held the
    interpreter lock for 100 ms (measured), and every other request waited."""
    found: list[list[object]] = []
    for message in messages:
        names = getattr(type(message), "__slots__", None) or getattr(message, "__dict__", {})
        for name in names:
            value = getattr(message, name, None)
            if isinstance(value, (tuple, list)) and len(value) > FREE_SLICE:
                found.append(list(value))
    return found


def free(parts: list[list[object]]) -> None:
    """Drop what ``loosen`` took out, FREE_SLICE items at a time (the caller has dropped
    the message values themselves first)."""
    for part in parts:
        while part:
            del part[-FREE_SLICE:]


def compactor(system: System) -> Callable[[tuple[Message, ...]], tuple[Message, ...]]:
    """Hardcopy.compact for a server's console of ``system``: every message as Kept."""

    def compact(messages: tuple[Message, ...]) -> tuple[Message, ...]:
        if len(messages) == 1:  # a reply of one message (most): no generator
            return (keep(messages[0], system),)
        return tuple(keep(message, system) for message in messages)

    return compact


def cost(entry: LogEntry) -> int:
    """Hardcopy.cost: the memory an entry holds (its messages are Kept, see compact)."""
    total = ENTRY_OVERHEAD + sys.getsizeof(entry.text)
    for message in entry.messages:  # (a loop: most entries hold one message or none)
        total += message.size() if isinstance(message, Kept) else ENTRY_OVERHEAD
    return total


def size_of(messages: Iterable[Kept]) -> int:
    return sum(message.size() for message in messages)


def chars(messages: Iterable[Kept]) -> int:
    return sum(len(piece) + 2 for message in messages for piece in message.pieces)


def framed(messages: Iterable[Kept]) -> Iterator[str]:
    """``cmd-response`` in pieces (framing.frame of all the lines, joined): each line
    with its leading blank, lines separated by a carriage return."""
    first = True
    for message in messages:
        for piece in message.pieces:
            yield ("" if first else "\r") + " " + piece.replace("\n", "\r ")
            first = False


# Starlette's JSONResponse spelling, so a streamed body is byte for byte a plain one. One
# encoder for every call: json.dumps with these arguments builds a new one each time
# (a third of a small body's time).
_dumps = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode


def body(head: dict[str, Any], messages: tuple[Kept, ...] | None, tail: dict[str, Any]) -> Iterator[bytes]:
    """The JSON object ``head``, then ``"cmd-response"`` (when ``messages`` is not None),
    then ``tail``, in pieces: what JSONResponse would send for the merged dict."""
    parts = [f"{_dumps(key)}:{_dumps(value)}" for key, value in head.items()]
    opening = "{" + ",".join(parts)
    if messages is None:
        rest = [f"{_dumps(key)}:{_dumps(value)}" for key, value in tail.items()]
        yield (opening + ("," if parts and rest else "") + ",".join(rest) + "}").encode()
        return
    yield (opening + ("," if parts else "") + '"cmd-response":"').encode()
    for text in framed(messages):
        yield _dumps(text)[1:-1].encode()
    yield ('"' + "".join(f",{_dumps(key)}:{_dumps(value)}" for key, value in tail.items()) + "}").encode()


_quote = json.encoder.encode_basestring  # what _dumps does with a str (ensure_ascii=False)
# The keys of an issue's answer, encoded once (reply_bytes).
_KEY, _URL, _URI, _RESPONSE = (_dumps(key) for key in (
    "cmd-response-key", "cmd-response-url", "cmd-response-uri", "cmd-response"))


def reply_bytes(key: str, url: str, uri: str, messages: tuple[Kept, ...]) -> bytes:
    """``body_bytes`` of an issue's answer, byte for byte -- head ``cmd-response-key``,
    ``-url``, ``-uri``, then ``cmd-response``, no tail -- from keys encoded once (the
    answer every classroom command gets, thousands a second)."""
    text = "".join(framed(messages))  # (framed's own spelling: a second one saved 0.2 µs)
    return ("{" + _KEY + ":" + _quote(key) + "," + _URL + ":" + _quote(url) + "," + _URI + ":" + _quote(uri)
            + "," + _RESPONSE + ":" + _quote(text) + "}").encode()


def body_bytes(head: dict[str, Any], messages: tuple[Kept, ...] | None, tail: dict[str, Any]) -> bytes:
    """The whole body at once (a small reply: one json.dumps, a few µs)."""
    found = dict(head)
    if messages is not None:
        found["cmd-response"] = "".join(framed(messages))
    found.update(tail)
    return _dumps(found).encode()
