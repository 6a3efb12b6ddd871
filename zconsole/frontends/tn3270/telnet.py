"""Telnet, as TN3270 uses it (RFC 854/855, 885 EOR, 856 BINARY, 1091 TERMINAL-TYPE).

Sans-I/O: ``Telnet.feed(bytes)`` returns the events the bytes complete, and the
``do``/``will``/``sb`` functions build what the server sends. Every buffer is bounded:
a record (data up to IAC EOR) or a subnegotiation past its limit raises TelnetError,
so a client cannot grow the server's memory by never ending one.
"""

from __future__ import annotations

import attrs

IAC, DONT, DO, WONT, WILL, SB, SE, EOR_MARK = 255, 254, 253, 252, 251, 250, 240, 239
NOP, GA, DM, BRK, IP, AO, AYT, EC, EL = 241, 249, 242, 243, 244, 245, 246, 247, 248

BINARY, TERMINAL_TYPE, EOR, TN3270E = 0, 24, 25, 40
IS, SEND = 0, 1  # TERMINAL-TYPE subnegotiation verbs (RFC 1091)


class TelnetError(Exception):
    """The client broke the protocol or a bound (one line: what)."""


@attrs.frozen
class Option:
    """WILL/WONT/DO/DONT ``option`` from the client."""

    verb: int
    option: int


@attrs.frozen
class Sub:
    """A subnegotiation IAC SB ``option`` ``data`` IAC SE (IAC IAC already undone)."""

    option: int
    data: bytes


@attrs.frozen
class Record:
    """Data up to IAC EOR (IAC IAC already undone)."""

    data: bytes


Event = Option | Sub | Record

# states of the parser
_DATA, _IAC, _VERB, _SB_OPT, _SB, _SB_IAC = range(6)


@attrs.define(eq=False)
class Telnet:
    """The receiving side of a telnet connection, bounded in bytes."""

    max_record: int = 4096
    max_sub: int = 256
    _state: int = _DATA
    _verb: int = 0
    _record: bytearray = attrs.Factory(bytearray)
    _sub_option: int = 0
    _sub: bytearray = attrs.Factory(bytearray)

    def feed(self, data: bytes) -> list[Event]:  # noqa: C901 - one state machine, a byte a step, kept whole
        """The events ``data`` completes, in order; raises TelnetError past a bound."""
        events: list[Event] = []
        record, sub = self._record, self._sub
        state = self._state
        for byte in data:
            if state == _DATA:
                if byte == IAC:
                    state = _IAC
                else:
                    record.append(byte)
                    if len(record) > self.max_record:
                        raise TelnetError(f"input record longer than {self.max_record} bytes")
            elif state == _IAC:
                if byte == IAC:
                    record.append(IAC)
                    if len(record) > self.max_record:
                        raise TelnetError(f"input record longer than {self.max_record} bytes")
                    state = _DATA
                elif byte == EOR_MARK:
                    events.append(Record(bytes(record)))
                    record.clear()
                    state = _DATA
                elif byte in (DO, DONT, WILL, WONT):
                    self._verb, state = byte, _VERB
                elif byte == SB:
                    state = _SB_OPT
                elif byte in (NOP, GA, DM, BRK, IP, AO, AYT, EC, EL):
                    state = _DATA  # nothing a 3270 server acts on
                else:
                    raise TelnetError(f"IAC {byte} is not a telnet command")
            elif state == _VERB:
                events.append(Option(self._verb, byte))
                state = _DATA
            elif state == _SB_OPT:
                self._sub_option, state = byte, _SB
                sub.clear()
            elif state == _SB:
                if byte == IAC:
                    state = _SB_IAC
                else:
                    sub.append(byte)
                    if len(sub) > self.max_sub:
                        raise TelnetError(f"subnegotiation longer than {self.max_sub} bytes")
            else:  # _SB_IAC
                if byte == SE:
                    events.append(Sub(self._sub_option, bytes(sub)))
                    sub.clear()
                    state = _DATA
                elif byte == IAC:
                    sub.append(IAC)
                    state = _SB
                else:
                    raise TelnetError(f"IAC {byte} inside a subnegotiation")
        self._state = state
        return events


def command(verb: int, option: int) -> bytes:
    return bytes((IAC, verb, option))


def sub(option: int, data: bytes) -> bytes:
    return bytes((IAC, SB, option)) + data.replace(b"\xff", b"\xff\xff") + bytes((IAC, SE))


def record(data: bytes) -> bytes:
    """``data`` as one telnet record: IAC doubled, ended by IAC EOR."""
    return data.replace(b"\xff", b"\xff\xff") + bytes((IAC, EOR_MARK))
