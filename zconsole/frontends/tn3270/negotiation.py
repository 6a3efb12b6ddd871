"""The server's side of TN3270 (RFC 1576) and TN3270E (RFC 2355) negotiation.

Sans-I/O: ``Negotiation.start()`` is what the server sends first; ``handle(event)``
takes each telnet event from the client and returns what to send back. When
``terminal`` is set, 3270 records may flow. TN3270E is offered first (DO TN3270E);
a client that refuses it negotiates plain TN3270 (TERMINAL-TYPE, EOR, BINARY).
The terminal type names the screen: IBM-3278-2 (24x80) to -5 (27x132), the 3279
colour models alike, ``-E`` for the extended data stream. No TN3270E function
(BIND-IMAGE, RESPONSES, SYSREQ) is taken: what a console needs is plain 3270 data.
"""

from __future__ import annotations

import re

import attrs

from zconsole.frontends.tn3270 import telnet as t

# TN3270E subnegotiation codes (RFC 2355 section 8)
ASSOCIATE, CONNECT, DEVICE_TYPE, FUNCTIONS, IS, REASON, REJECT, REQUEST, SEND = range(9)
INV_DEVICE_TYPE, UNSUPPORTED_REQ = 4, 7
HEADER = 5  # bytes of the TN3270E header: data type, request flag, response flag, sequence
DATA_3270 = 0x00

# The screen of each model: default 24x80; the alternate (Erase/Write Alternate) size.
MODELS = {"2": (24, 80), "3": (32, 80), "4": (43, 80), "5": (27, 132)}
TYPE = re.compile(r"IBM-327[89]-([2-5])(-E)?")
DEVICE_NAME = "ZCONSOLE"  # the LU name a TN3270E client is told it connected to (INFERRED)


class NegotiationError(t.TelnetError):
    """The client cannot be served (not a 3270, an unknown model): one line, why."""


@attrs.frozen
class Terminal:
    """What was agreed: the terminal type as the client named it, its alternate screen
    size, whether it takes the extended data stream (SFE, colours) and TN3270E headers."""

    type: str
    rows: int
    cols: int
    extended: bool
    tn3270e: bool

    @property
    def size(self) -> int:
        return self.rows * self.cols


def terminal_of(name: str, tn3270e: bool) -> Terminal | None:
    """The terminal a type name stands for, or None for one this server does not drive."""
    found = TYPE.fullmatch(name.upper())
    if found is None:
        return None
    rows, cols = MODELS[found.group(1)]
    return Terminal(name.upper(), rows, cols, bool(found.group(2)) or tn3270e, tn3270e)


@attrs.define(eq=False)
class Negotiation:
    """One connection's negotiation, from DO TN3270E to an agreed ``terminal``."""

    terminal: Terminal | None = None
    _tn3270e: bool = False
    _pending: Terminal | None = None
    _agreed: set[tuple[int, int]] = attrs.Factory(set)

    def start(self) -> bytes:
        return t.command(t.DO, t.TN3270E)

    def handle(self, event: t.Event) -> bytes:
        """What to send for ``event``; raises NegotiationError when the client cannot be served."""
        if isinstance(event, t.Option):
            return self._option(event.verb, event.option)
        if isinstance(event, t.Sub):
            if event.option == t.TN3270E:
                return self._tn3270e_sub(event.data)
            if event.option == t.TERMINAL_TYPE:
                return self._terminal_type(event.data)
            return b""
        raise NegotiationError("3270 data before the terminal type was agreed")

    def _option(self, verb: int, option: int) -> bytes:
        if option == t.TN3270E and not self._agreed and self._pending is None:
            if verb == t.WILL:
                self._tn3270e = True
                return t.sub(t.TN3270E, bytes((SEND, DEVICE_TYPE)))
            if verb == t.WONT:  # plain TN3270, RFC 1576
                return t.command(t.DO, t.TERMINAL_TYPE)
            return b""
        if option == t.TERMINAL_TYPE and not self._tn3270e:
            if verb == t.WILL:
                return t.sub(t.TERMINAL_TYPE, bytes((t.SEND,)))
            if verb == t.WONT:
                raise NegotiationError("the client will not say its terminal type: not a 3270")
            return b""
        if option in (t.EOR, t.BINARY) and self._pending is not None:
            if verb in (t.WONT, t.DONT):
                raise NegotiationError("the client refuses binary records: not a 3270")
            self._agreed.add((verb, option))
            if len(self._agreed) == 4:  # WILL and DO of both
                self.terminal = self._pending
            return b""
        # Anything else the client offers or asks for is declined (RFC 854: answer once).
        if verb == t.WILL:
            return t.command(t.DONT, option)
        if verb == t.DO:
            return t.command(t.WONT, option)
        return b""

    def _terminal_type(self, data: bytes) -> bytes:
        if not data or data[0] != t.IS or self._pending is not None:
            raise NegotiationError("a TERMINAL-TYPE subnegotiation that is not IS <type>")
        name = data[1:].decode("ascii", "replace")
        found = terminal_of(name, tn3270e=False)
        if found is None:
            raise NegotiationError(f"terminal type {name[:40]!r} is not an IBM 3278/3279 model 2 to 5")
        self._pending = found
        return b"".join(t.command(verb, option) for option in (t.EOR, t.BINARY) for verb in (t.DO, t.WILL))

    def _tn3270e_sub(self, data: bytes) -> bytes:
        if len(data) < 2 or not self._tn3270e:
            raise NegotiationError("a TN3270E subnegotiation out of place")
        kind, verb, rest = data[0], data[1], data[2:]
        if kind == DEVICE_TYPE and verb == REQUEST:
            name = rest.split(bytes((CONNECT,)))[0].split(bytes((ASSOCIATE,)))[0].decode("ascii", "replace")
            found = terminal_of(name, tn3270e=True)
            if found is None:  # the client may ask again for another type
                return t.sub(t.TN3270E, bytes((DEVICE_TYPE, REJECT, REASON, INV_DEVICE_TYPE)))
            self._pending = found
            return t.sub(t.TN3270E, bytes((DEVICE_TYPE, IS)) + found.type.encode("ascii")
                         + bytes((CONNECT,)) + DEVICE_NAME.encode("ascii"))
        if kind == FUNCTIONS and self._pending is not None:
            if verb == REQUEST:
                if rest:  # none taken: propose the empty list, the client answers IS
                    return t.sub(t.TN3270E, bytes((FUNCTIONS, REQUEST)))
                self.terminal = self._pending
                return t.sub(t.TN3270E, bytes((FUNCTIONS, IS)))
            if verb == IS and not rest:
                self.terminal = self._pending
                return b""
        raise NegotiationError("a TN3270E subnegotiation this server does not take")


def unwrap(terminal: Terminal, record: bytes) -> bytes | None:
    """The 3270 data of an inbound record (its TN3270E header taken off), or None for a
    TN3270E record of another data type (nothing a console answers)."""
    if not terminal.tn3270e:
        return record
    if len(record) < HEADER or record[0] != DATA_3270:
        return None
    return record[HEADER:]


def wrap(terminal: Terminal, data: bytes) -> bytes:
    """``data`` as one outbound telnet record (with a TN3270E header when agreed)."""
    if terminal.tn3270e:
        data = bytes((DATA_3270, 0, 0, 0, 0)) + data
    return t.record(data)
