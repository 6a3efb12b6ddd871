"""Keywords in console messages: ``sol-key`` in a command's response, and the detection of
``unsol-key`` in the unsolicited messages that follow a command (sync or async).

A keyword is plain text (found anywhere in a line, ignoring case, as z/OSMF and the IBM
Ansible collection compare) or, with ``solKeyReg``/``unsolKeyReg``, a regular expression
searched in each line. Expressions come from clients, so they are bounded twice: at most
``MAX_PATTERN`` characters, and every search runs under the ``regex`` library's own
``timeout`` (``MATCH_SECONDS`` in all per keyword check). Python's ``re`` has no timeout,
and a "safe subset" checker would refuse expressions clients legitimately send; with a
time bound any expression is allowed and none can hold a worker (catastrophic
backtracking such as ``(a|aa)+$`` is cut off and refused with z/OSMF's error body).
Compiling is not under the timeout, and the ``regex`` library unrolls counted repeats
(``a{1000000000}`` would take minutes): the counts of an expression, multiplied as if
nested, may come to at most ``MAX_REPEATS``.

Detections read the session's hardcopy log (``Session.log``) from the command on: every
``unsolicited`` entry, and from ``response`` entries only what the machine says on its
own (a message whose class declares ``unsolicited``, zconsole.console.message: START's
$HASP373, a batch job's $HASP373 when an initiator selects it, paging shortages...), which
the console shows with the reply of the command that set it off but which z/OS writes
as unsolicited messages. The command's own answer (IEE200I for D ASM, say) never counts.
"""

from __future__ import annotations

import itertools
import re
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any, Literal, cast

import attrs
import regex

from zconsole.console.hardcopy import Hardcopy
from zconsole.console.message import Carried, Message
from zconsole.frontends.rest import errors

MAX_PATTERN = 256  # characters of a keyword or regular expression
MATCH_SECONDS = 0.05  # time one keyword check may take over all the lines it reads
MAX_REPEATS = 10_000  # product of an expression's {n,m} counts (compiling unrolls them)
COUNTED = re.compile(r"(?<!\\)\{(\d*)(?:,(\d*))?\}")
MAX_DIGITS = 12  # of a number of seconds (any longer is not a time anyone means)
DEFAULT_WAIT = 30  # detect-time and unsol-detect-timeout when not sent (IBM's default)
DETECTIONS_PER_USER = 64  # armed or finished detections kept per user, oldest dropped
DETECTION_BYTES = 2048  # measured bound of a detection's objects, its message apart
YES = frozenset({"Y", "YES", "TRUE"})  # Ansible sends str(bool): "True"/"False"

Status = Literal["waiting", "detected", "expired", "timeout"]


def yes(value: object) -> bool:
    """A Y/N flag as clients send it: "Y", "N", true, false, "True", "False"."""
    if isinstance(value, bool):
        return value
    return isinstance(value, str) and value.strip().upper() in YES


@attrs.frozen
class Keyword:
    """A plain keyword or a compiled, bounded regular expression."""

    text: str
    pattern: Any = None  # regex.Pattern when a regular expression
    field: str = "sol-key"

    @classmethod
    def build(cls, text: object, is_regex: bool, field: str) -> Keyword | None:
        """From a request body field; None when absent or empty; ApiError when refused."""
        if text is None or (isinstance(text, str) and not text):
            return None
        if not isinstance(text, str):
            raise errors.bad_parameter(field, "must be a string")
        if len(text) > MAX_PATTERN:
            raise errors.bad_regex(field, f"longer than {MAX_PATTERN} characters") if is_regex else \
                errors.bad_parameter(field, f"longer than {MAX_PATTERN} characters")
        if not is_regex:
            return cls(text.upper(), None, field)
        product = 1
        for low, high in COUNTED.findall(text):
            product *= max(int(low or 0), int(high or 0), 1)
            if product > MAX_REPEATS:
                raise errors.bad_regex(field, f"its counted repeats come to more than {MAX_REPEATS}")
        try:
            return cls(text, regex.compile(text), field)
        except (regex.error, OverflowError, RecursionError, ValueError) as exc:
            raise errors.bad_regex(field, str(exc)) from None

    def search(self, lines: Iterable[str]) -> int | None:
        """The index of the first line the keyword is in; ApiError if the expression runs
        longer than MATCH_SECONDS."""
        if self.pattern is None:
            return next((i for i, line in enumerate(lines) if self.text in line.upper()), None)
        deadline = time.monotonic() + MATCH_SECONDS
        for i, line in enumerate(lines):
            try:
                if self.pattern.search(line, timeout=max(0.001, deadline - time.monotonic())):
                    return i
            except TimeoutError:
                raise errors.bad_regex(self.field, f"matching took longer than {MATCH_SECONDS:g} s "
                                       "(catastrophic backtracking?)") from None
        return None


def unsolicited(message: Message) -> bool:
    """Whether a message is one the machine says on its own, whichever entry carries it:
    its class declares it (a server's log keeps messages as rest.kept.Kept, which carries
    the flag of the message it was made from)."""
    return message.unsolicited


def seconds(body: dict[str, Any], field: str, limit: int) -> int:
    """A whole number of seconds from the body (a number or a string of digits). IBM
    documents no maximum, so none is refused: a longer time is shortened to ``limit``
    (Limits.detect_wait), where the detection ends as one that found nothing."""
    value = body.get(field, DEFAULT_WAIT)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise errors.bad_parameter(field, "must be a whole number of seconds")
    text = str(value).strip()
    if not text.isdigit() or len(text) > MAX_DIGITS:
        raise errors.bad_parameter(field, "must be a whole number of seconds")
    return min(int(text), limit)


@attrs.define(eq=False)
class Detection:
    """One armed ``unsol-key``: what to look for, from which log entry on, until when."""

    key: str
    console: str
    keyword: Keyword
    log: Hardcopy
    after: int  # log sequence number: only later entries count
    deadline: float  # monotonic seconds
    status: Status = "waiting"
    msg: str = ""

    def check(self, now: float, frame: Callable[[list[str]], str]) -> Status:
        """Look at the log entries written since the last check; settle the status."""
        if self.status != "waiting":
            return self.status
        for entry in self.log.since(self.after):
            self.after = entry.seq
            if entry.kind == "command":
                continue
            for message in entry.messages:
                if entry.kind == "response" and not unsolicited(message):
                    continue
                # a server keeps its log as text (kept.compactor): its lines are read
                lines = list(cast("Carried", message).lines)
                if self.keyword.search(lines) is not None:
                    self.status, self.msg = "detected", frame(lines)
                    return self.status
        if now >= self.deadline:
            self.status = "expired"
        return self.status


class Detections:
    """Every user's detections by key (D + 7 digits), bounded per user."""

    def __init__(self, per_user: int = DETECTIONS_PER_USER) -> None:
        self.per_user = per_user
        self._numbers = itertools.count(1)
        self._by_user: dict[str, OrderedDict[str, Detection]] = {}

    def arm(self, user: str, console: str, keyword: Keyword, log: Hardcopy, after: int,
            deadline: float) -> Detection:
        key = f"D{next(self._numbers):07d}"
        mine = self._by_user.setdefault(user, OrderedDict())
        found = mine[key] = Detection(key, console, keyword, log, after, deadline)
        while len(mine) > self.per_user:
            mine.popitem(last=False)
        return found

    def held(self, user: str) -> int:
        """Bytes the user's detections keep (counted in the user's budget)."""
        mine = self._by_user.get(user)
        return sum(DETECTION_BYTES + sys.getsizeof(d.msg) for d in mine.values()) if mine else 0

    def forget(self, user: str) -> None:
        self._by_user.pop(user, None)

    def find(self, user: str, console: str, key: str) -> Detection | None:
        mine = self._by_user.get(user)
        found = mine.get(key.upper()) if mine is not None else None
        return found if found is not None and found.console == console else None
