"""The 3270 protocol layer byte by byte: telnet records and subnegotiations, TN3270E and
TN3270 negotiation as a server, buffer addresses, EBCDIC, outbound writes and inbound
Read Modified records."""

from __future__ import annotations

import pytest

from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270 import negotiation as ng
from zconsole.frontends.tn3270 import telnet as t
from zconsole.frontends.tn3270.screen import Field, Panel

IAC, SB, SE = b"\xff", b"\xff\xfa", b"\xff\xf0"


# --- telnet ---------------------------------------------------------------------------

def test_a_record_may_arrive_in_pieces_and_iac_iac_is_one_ff() -> None:
    telnet = t.Telnet()
    assert telnet.feed(b"\x7d\x5b\xff") == []
    assert telnet.feed(b"\xff\x40\xff") == []
    assert telnet.feed(b"\xef") == [t.Record(b"\x7d\x5b\xff\x40")]


def test_options_and_subnegotiations_between_records() -> None:
    events = t.Telnet().feed(b"\xff\xfb\x28" + SB + b"\x28\x02\x07IBM\xff\xff" + SE + b"\x7d\xff\xef")
    assert events == [t.Option(t.WILL, t.TN3270E), t.Sub(t.TN3270E, b"\x02\x07IBM\xff"), t.Record(b"\x7d")]


def test_nop_and_friends_are_ignored() -> None:
    assert t.Telnet().feed(b"\xff\xf1\xff\xf6\x7d\xff\xef") == [t.Record(b"\x7d")]


@pytest.mark.parametrize(("data", "reason"), [
    (b"\x40" * 101, "input record longer than 100 bytes"),
    (b"\x40" * 99 + b"\xff\xff\xff\xff", "input record longer than 100 bytes"),
    (SB + b"\x18" + b"x" * 40, "subnegotiation longer than 32 bytes"),
    (b"\xff\x01", "IAC 1 is not a telnet command"),
    (SB + b"\x18\x00\xff\x01", "IAC 1 inside a subnegotiation"),
])
def test_bounds_and_broken_commands_raise(data: bytes, reason: str) -> None:
    with pytest.raises(t.TelnetError, match=f"^{reason}$"):
        t.Telnet(max_record=100, max_sub=32).feed(data)


def test_outbound_records_double_iac_and_end_with_eor() -> None:
    assert t.record(b"\xf5\xc3\xff") == b"\xf5\xc3\xff\xff\xff\xef"
    assert t.sub(t.TERMINAL_TYPE, b"\x01") == b"\xff\xfa\x18\x01\xff\xf0"


# --- negotiation ----------------------------------------------------------------------

def feed(talk: ng.Negotiation, data: bytes) -> bytes:
    return b"".join(talk.handle(event) for event in t.Telnet().feed(data))


def test_tn3270e_device_type_then_no_functions() -> None:
    talk = ng.Negotiation()
    assert talk.start() == b"\xff\xfd\x28"  # DO TN3270E
    assert feed(talk, b"\xff\xfb\x28") == SB + b"\x28\x08\x02" + SE  # SEND DEVICE-TYPE
    answer = feed(talk, SB + b"\x28\x02\x07IBM-3278-4-E\x01LU1" + SE)
    assert answer == SB + b"\x28\x02\x04IBM-3278-4-E\x01ZCONSOLE" + SE  # IS type CONNECT name
    assert talk.terminal is None
    # BIND-IMAGE, RESPONSES, SYSREQ asked: none is taken, the empty list proposed
    assert feed(talk, SB + b"\x28\x03\x07\x00\x02\x04" + SE) == SB + b"\x28\x03\x07" + SE
    assert feed(talk, SB + b"\x28\x03\x04" + SE) == b""
    assert talk.terminal == ng.Terminal("IBM-3278-4-E", 43, 80, extended=True, tn3270e=True)


def test_tn3270e_an_unknown_device_type_is_rejected_and_may_be_asked_again() -> None:
    talk = ng.Negotiation()
    feed(talk, b"\xff\xfb\x28")
    assert feed(talk, SB + b"\x28\x02\x07IBM-DYNAMIC" + SE) == SB + b"\x28\x02\x06\x05\x04" + SE
    feed(talk, SB + b"\x28\x02\x07IBM-3279-5" + SE)
    assert feed(talk, SB + b"\x28\x03\x07" + SE) == SB + b"\x28\x03\x04" + SE  # nothing asked: IS
    assert talk.terminal == ng.Terminal("IBM-3279-5", 27, 132, extended=True, tn3270e=True)


def test_plain_tn3270_terminal_type_eor_binary() -> None:
    talk = ng.Negotiation()
    assert feed(talk, b"\xff\xfc\x28") == b"\xff\xfd\x18"  # WONT TN3270E: DO TERMINAL-TYPE
    assert feed(talk, b"\xff\xfb\x18") == SB + b"\x18\x01" + SE  # SEND
    assert feed(talk, SB + b"\x18\x00IBM-3278-2" + SE) == (
        b"\xff\xfd\x19\xff\xfb\x19\xff\xfd\x00\xff\xfb\x00")  # DO/WILL EOR, DO/WILL BINARY
    assert feed(talk, b"\xff\xfb\x19\xff\xfd\x19\xff\xfb\x00") == b""
    assert talk.terminal is None
    feed(talk, b"\xff\xfd\x00")
    assert talk.terminal == ng.Terminal("IBM-3278-2", 24, 80, extended=False, tn3270e=False)


def test_other_options_are_declined() -> None:
    talk = ng.Negotiation()
    assert feed(talk, b"\xff\xfb\x1f\xff\xfd\x01") == b"\xff\xfe\x1f\xff\xfc\x01"  # NAWS, ECHO


@pytest.mark.parametrize(("data", "reason"), [
    (b"\xff\xfc\x28\xff\xfc\x18", "the client will not say its terminal type: not a 3270"),
    (b"\xff\xfc\x28\xff\xfb\x18" + SB + b"\x18\x00VT100" + SE,
     "terminal type 'VT100' is not an IBM 3278/3279 model 2 to 5"),
    (b"\x7d\xff\xef", "3270 data before the terminal type was agreed"),
    (SB + b"\x28\x02\x07IBM-3278-2" + SE, "a TN3270E subnegotiation out of place"),
    (b"\xff\xfc\x28\xff\xfb\x18" + SB + b"\x18\x00IBM-3278-2" + SE + b"\xff\xfc\x19",
     "the client refuses binary records: not a 3270"),
])
def test_a_client_that_is_not_a_3270_is_refused(data: bytes, reason: str) -> None:
    with pytest.raises(ng.NegotiationError, match=f"^{reason}$"):
        feed(ng.Negotiation(), data)


def test_tn3270e_records_carry_a_header() -> None:
    e = ng.Terminal("IBM-3278-2-E", 24, 80, True, True)
    plain = ng.Terminal("IBM-3278-2", 24, 80, False, False)
    assert ng.wrap(e, b"\xf5\xc3") == b"\x00\x00\x00\x00\x00\xf5\xc3\xff\xef"
    assert ng.wrap(plain, b"\xf5\xc3") == b"\xf5\xc3\xff\xef"
    assert ng.unwrap(e, b"\x00\x00\x00\x00\x01\x7d") == b"\x7d"
    assert ng.unwrap(e, b"\x02\x00\x00\x00\x01\x00") is None  # a RESPONSE record: nothing to answer
    assert ng.unwrap(plain, b"\x7d") == b"\x7d"


# --- the data stream ------------------------------------------------------------------

@pytest.mark.parametrize(("addr", "coded"), [(0, b"\x40\x40"), (80, b"\xc1\x50"), (1919, b"\x5d\x7f"),
                                             (3563, b"\xf7\x6b")])
def test_twelve_bit_addresses(addr: int, coded: bytes) -> None:
    assert ds.address(addr) == coded
    assert ds.read_address(*coded) == addr


def test_fourteen_bit_addresses_are_read() -> None:
    assert ds.read_address(0x0D, 0x6F) == 3439


def test_code_pages_037_and_1047() -> None:
    assert ds.encode("D T") == b"\xc4\x40\xe3"
    assert ds.encode("[]^") == b"\xba\xbb\xb0"
    assert ds.encode("[]^", "cp1047") == b"\xad\xbd\x5f"
    assert ds.decode(b"\xad\xbd\x5f", "cp1047") == "[]^"
    assert ds.encode("€") == b"\x6f"  # not in the code page: '?'


def test_read_modified_after_enter() -> None:
    data = b"\x7d\x5c\xf0" + b"\x11\x5b\x60" + ds.encode("D T") + b"\x11\x5c\xe0\x00\x00"
    given = ds.parse_input(data)
    assert given == ds.Input("ENTER", 1840, ((1760, "D T"), (1824, "")))


@pytest.mark.parametrize(("aid", "name"), [(0x6C, "PA1"), (0x6E, "PA2"), (0x6D, "CLEAR"), (0xF3, "PF3"),
                                           (0x7C, "PF12"), (0xC1, "PF13"), (0x4C, "PF24")])
def test_attention_keys(aid: int, name: str) -> None:
    assert ds.parse_input(bytes((aid,))).aid == name


@pytest.mark.parametrize(("data", "reason"), [(b"", "an empty inbound record"),
                                              (b"\x01", "attention identifier X'01' is not a 3270 key"),
                                              (b"\x7d\x40\x40\xc4", "modified field data without its SBA")])
def test_bad_inbound_records(data: bytes, reason: str) -> None:
    with pytest.raises(ds.InputError, match=f"^{reason}$"):
        ds.parse_input(data)


PANEL = Panel(2, 10, (Field(0, 0, 9, "HELLO", intensified=True),
                      Field(1, 0, 5, "", protected=False, name="in"), Field(1, 6, 3, "")), (1, 1))


def test_a_whole_panel_is_one_erase_write_alternate() -> None:
    assert PANEL.write_all() == (
        b"\x7e\xc3"  # EWA, WCC reset + restore keyboard + reset MDT
        b"\x11\x40\x40\x1d\xe8" + ds.encode("HELLO") + b"\x3c\x40\x4a\x40"  # SF protected+bright, RA
        b"\x11\x40\x4a\x1d\x40\x3c\x40\x50\x00"  # the input field: nulls
        b"\x11\x40\x50\x1d\x60\x3c\x40\x40\x40"  # the rest: blanks to the end (address 0)
        b"\x11\x40\x4b\x13")  # the cursor
    assert PANEL.write_all(extended=True).startswith(b"\x7e\xc3\x11\x40\x40\x1d\xe8")


def test_an_extended_terminal_gets_colours() -> None:
    panel = Panel(1, 10, (Field(0, 0, 9, "X", colour="red"),))
    assert panel.write_all(extended=True)[2:12] == b"\x11\x40\x40\x29\x02\xc0\x60\x42\xf2" + ds.encode("X")


def test_only_changed_protected_fields_are_written_again() -> None:
    changed = Panel(2, 10, (Field(0, 0, 9, "BYE"), *PANEL.fields[1:]), (1, 1))
    assert changed.write_changes(PANEL) == (
        b"\xf1\xc2\x11\x40\x40\x1d\x60" + ds.encode("BYE") + b"\x3c\x40\x4a\x40")
    assert PANEL.write_changes(PANEL) == b""
    assert Panel(3, 10, PANEL.fields).write_changes(PANEL) is None


def test_input_fields_are_read_by_name() -> None:
    assert PANEL.read(ds.Input("ENTER", 11, ((11, "ABC"), (99, "X")))) == {"in": "ABC"}
