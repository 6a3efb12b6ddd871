"""The 3270 data stream: commands, the write control character, orders, buffer
addresses and attention identifiers (IBM 3270 Data Stream Programmer's Reference,
GA23-0059), with text in EBCDIC code page 037 or 1047.

Outbound, ``Stream`` builds a Write, Erase/Write or Erase/Write Alternate; inbound,
``parse_input`` reads what the terminal sends for an AID (Read Modified: the cursor
address and each modified field as SBA address + data).
"""

from __future__ import annotations

import codecs
import functools
from typing import Any

import attrs

# commands, as TN3270 sends them (the SNA codes; x3270 and real hosts use these)
WRITE, ERASE_WRITE, ERASE_WRITE_ALTERNATE, READ_MODIFIED = 0xF1, 0xF5, 0x7E, 0xF6
# write control character bits (before translation)
WCC_RESET, WCC_ALARM, WCC_RESTORE, WCC_RESET_MDT = 0x40, 0x04, 0x02, 0x01
# orders
SF, SFE, SBA, IC, RA, EUA, SA = 0x1D, 0x29, 0x11, 0x13, 0x3C, 0x12, 0x28
# field attribute bits (before translation)
PROTECTED, NUMERIC, INTENSIFIED, NONDISPLAY, MDT = 0x20, 0x10, 0x08, 0x0C, 0x01
# extended attributes (SFE type, value)
XA_3270, XA_HIGHLIGHT, XA_COLOUR = 0xC0, 0x41, 0x42
COLOURS = {"blue": 0xF1, "red": 0xF2, "pink": 0xF3, "green": 0xF4, "turquoise": 0xF5,
           "yellow": 0xF6, "white": 0xF7}
REVERSE, UNDERSCORE = 0xF2, 0xF4

# attention identifiers
AIDS = {0x60: "NONE", 0x7D: "ENTER", 0x6C: "PA1", 0x6E: "PA2", 0x6B: "PA3", 0x6D: "CLEAR",
        0x88: "STRUCTURED", 0xF0: "SYSREQ"}
for _n, _code in enumerate((0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0x7A, 0x7B, 0x7C,
                            0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0x4A, 0x4B, 0x4C), 1):
    AIDS[_code] = f"PF{_n}"
SHORT_READ = frozenset({"PA1", "PA2", "PA3", "CLEAR"})  # the terminal sends the AID alone

# The 6-bit values as graphic EBCDIC bytes: 12-bit addresses, the WCC and attributes.
CODES = bytes((
    0x40, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x4F,
    0x50, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0x5A, 0x5B, 0x5C, 0x5D, 0x5E, 0x5F,
    0x60, 0x61, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F,
    0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0x7A, 0x7B, 0x7C, 0x7D, 0x7E, 0x7F,
))

CODE_PAGES = ("cp037", "cp1047")
# Code page 1047 is 037 with six characters moved (IBM's CCSID 1047 table); Python's
# codecs have 037 only, so 1047 is made from it here rather than taken from a package.
_CP1047_MOVES = {0x5F: "^", 0xAD: "[", 0xB0: "¬", 0xBA: "Ý", 0xBB: "¨", 0xBD: "]"}


@functools.cache
def _cp1047() -> tuple[str, Any]:
    decoding = list(bytes(range(256)).decode("cp037"))
    for code, char in _CP1047_MOVES.items():
        decoding[code] = char
    table = "".join(decoding)
    return table, codecs.charmap_build(table)


def encode(text: str, code_page: str = "cp037") -> bytes:
    """``text`` in EBCDIC; a character the code page lacks becomes '?'."""
    if code_page == "cp1047":
        return codecs.charmap_encode(text, "replace", _cp1047()[1])[0].replace(b"\x3f", b"\x6f")
    return text.encode("cp037", "replace").replace(b"\x3f", b"\x6f")


def decode(data: bytes, code_page: str = "cp037") -> str:
    if code_page == "cp1047":
        return codecs.charmap_decode(data, "strict", _cp1047()[0])[0]
    return data.decode("cp037")


def address(addr: int) -> bytes:
    """A buffer address in the 12-bit form every 3278 model 2-5 screen fits in."""
    return bytes((CODES[(addr >> 6) & 0x3F], CODES[addr & 0x3F]))


def read_address(first: int, second: int) -> int:
    """A buffer address a terminal sent: 14-bit binary when the top bits are 00, else 12-bit."""
    if first & 0xC0 == 0:
        return ((first & 0x3F) << 8) | second
    return ((first & 0x3F) << 6) | (second & 0x3F)


def code(value: int) -> int:
    """A WCC or field attribute (6 bits) as the graphic byte sent."""
    return CODES[value & 0x3F]


@attrs.define(eq=False)
class Stream:
    """An outbound 3270 write, built order by order."""

    code_page: str = "cp037"
    extended: bool = False  # SFE with colour and highlighting (the terminal is an -E model)
    data: bytearray = attrs.Factory(bytearray)

    def command(self, cmd: int, wcc: int) -> Stream:
        self.data += bytes((cmd, code(wcc)))
        return self

    def sba(self, addr: int) -> Stream:
        self.data.append(SBA)
        self.data += address(addr)
        return self

    def field(self, attribute: int, colour: str | None = None, highlight: int | None = None) -> Stream:
        """A start-field order: SF, or SFE with colour/highlighting on an extended terminal."""
        pairs = [(XA_COLOUR, COLOURS[colour])] if colour else []
        if highlight is not None:
            pairs.append((XA_HIGHLIGHT, highlight))
        if not (self.extended and pairs):
            self.data += bytes((SF, code(attribute)))
            return self
        self.data += bytes((SFE, len(pairs) + 1, XA_3270, code(attribute)))
        for kind, value in pairs:
            self.data += bytes((kind, value))
        return self

    def insert_cursor(self) -> Stream:
        self.data.append(IC)
        return self

    def text(self, text: str) -> Stream:
        self.data += encode(text, self.code_page)
        return self

    def repeat(self, addr: int, char: str = " ") -> Stream:
        """Repeat to Address: ``char`` up to (not including) ``addr``."""
        self.data.append(RA)
        self.data += address(addr)
        self.data += encode(char, self.code_page)
        return self

    def bytes(self) -> bytes:
        return bytes(self.data)


@attrs.frozen
class Input:
    """What the terminal sent for an attention: the key, the cursor address and the
    modified fields' contents by the address of their first character (nulls removed)."""

    aid: str
    cursor: int = 0
    fields: tuple[tuple[int, str], ...] = ()


class InputError(ValueError):
    """Inbound 3270 data that does not parse (one line: what)."""


def parse_input(data: bytes, code_page: str = "cp037") -> Input:
    """An inbound Read Modified (or short read) record."""
    if not data:
        raise InputError("an empty inbound record")
    aid = AIDS.get(data[0])
    if aid is None:
        raise InputError(f"attention identifier X'{data[0]:02X}' is not a 3270 key")
    if aid in SHORT_READ or aid == "STRUCTURED" or len(data) < 3:
        return Input(aid)
    cursor = read_address(data[1], data[2])
    fields: list[tuple[int, str]] = []
    rest = data[3:]
    pos = 0
    while pos < len(rest):
        if rest[pos] != SBA or pos + 3 > len(rest):
            raise InputError("modified field data without its SBA")
        start = read_address(rest[pos + 1], rest[pos + 2])
        end = rest.find(SBA, pos + 3)
        end = len(rest) if end < 0 else end
        fields.append((start, decode(rest[pos + 3 : end].replace(b"\x00", b""), code_page)))
        pos = end
    return Input(aid, cursor, tuple(fields))
