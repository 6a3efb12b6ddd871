"""transport.py's write path: a response's head leaves with its body in one write."""

from __future__ import annotations

import asyncio
from typing import Any, cast

from zconsole.frontends.rest.transport import CasedHeads


class Recorder:
    """The socket transport's side: what was written, in which writes."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.writes.append(bytes(data))

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


def wrapped() -> tuple[CasedHeads, Recorder]:
    raw = Recorder()
    return CasedHeads(cast(asyncio.Transport, raw)), raw


HEAD = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n"


def test_a_head_and_its_body_are_one_write() -> None:
    transport, raw = wrapped()
    transport.write(HEAD)
    assert raw.writes == []
    transport.write(b"{}")
    assert raw.writes == [HEAD + b"{}"]
    transport.write(HEAD)  # the next response on the connection: held again
    transport.write(b"[]")
    assert raw.writes == [HEAD + b"{}", HEAD + b"[]"]


def test_a_head_without_a_body_goes_at_close_or_flush() -> None:
    transport, raw = wrapped()
    transport.write(HEAD)
    transport.flush()
    assert raw.writes == [HEAD]
    transport.write(HEAD)
    transport.close()
    assert raw.writes == [HEAD, HEAD] and raw.closed


def test_an_interim_100_continue_is_never_held() -> None:
    transport, raw = wrapped()
    transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
    assert raw.writes == [b"HTTP/1.1 100 Continue\r\n\r\n"]


def test_set_cookie_is_spelled_as_zosmf_spells_it_in_a_held_head() -> None:
    transport, raw = wrapped()
    transport.write(b"HTTP/1.1 200 OK\r\nset-cookie: LtpaToken2=x\r\ncontent-length: 0\r\n\r\n")
    transport.write(b"")
    assert raw.writes == [b"HTTP/1.1 200 OK\r\nSet-Cookie: LtpaToken2=x\r\ncontent-length: 0\r\n\r\n"]


def test_other_calls_reach_the_socket_transport() -> None:
    transport, raw = wrapped()
    assert cast(Any, transport).is_closing() is False
    transport.close()
    assert cast(Any, transport).is_closing() is True and raw.closed
