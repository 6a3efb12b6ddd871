"""Hostile clients against the 3270 console: bad negotiation, a huge or endless input
record, 512 connections, a client that never reads, one that sits idle. Each is closed,
and a logged-on s3270 beside them keeps being answered (as tests/test_hostile.py does
for HTTP)."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest

from tests.tn3270_client import Emulator, need_s3270, running
from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270.server import Tn3270Server, TnLimits

pytestmark = pytest.mark.slow

LIMITS = TnLimits(max_connections=64, negotiate_timeout=2.0, idle_timeout=600.0, write_timeout=1.0,
                  write_buffer=4096, max_record=1024, tick=0.2)
SB, SE = b"\xff\xfa", b"\xff\xf0"


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[int, Tn3270Server, Emulator]]:
    need_s3270()
    with running(LIMITS) as (port, server):
        bystander = Emulator(f"127.0.0.1:{port}")
        bystander.logon()
        try:
            yield port, server, bystander
        finally:
            bystander.close()


def still_answered(bystander: Emulator) -> None:
    bystander.do("Clear()")  # (the terminal erases; the console writes everything again)
    bystander.do("Wait(10,Unlock)")
    bystander.enter("D T")
    shown = [row for row in bystander.screen()[:20] if row]
    assert shown[-3:] == [" -12.00.00          D T",
                          "  12.00.00          IEE136I LOCAL: TIME=12.00.00 DATE=2012.283  UTC:",
                          "                    TIME=12.00.00 DATE=2012.283"]


def closed(sock: socket.socket) -> bool:
    """True when the server ends the connection (reading what it sent on the way)."""
    sock.settimeout(10)
    try:
        for _ in range(1000):
            if not sock.recv(65536):
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False
    return False


def negotiated(port: int, rcvbuf: int | None = None) -> socket.socket:
    """A raw TN3270E client past negotiation (IBM-3278-2-E, no functions)."""
    sock = socket.socket()
    if rcvbuf is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.connect(("127.0.0.1", port))
    sock.settimeout(10)
    assert sock.recv(3) == b"\xff\xfd\x28"
    sock.sendall(b"\xff\xfb\x28")
    assert sock.recv(7) == SB + b"\x28\x08\x02" + SE
    sock.sendall(SB + b"\x28\x02\x07IBM-3278-2-E" + SE)
    sock.recv(100)
    sock.sendall(SB + b"\x28\x03\x07" + SE)
    return sock


@pytest.mark.parametrize("data", [b"\xff\x01", b"\xff\xfc\x28\xff\xfc\x18",
                                  b"\xff\xfc\x28\xff\xfb\x18" + SB + b"\x18\x00VT100" + SE,
                                  b"GET / HTTP/1.1\r\n\r\n", SB + b"\x18" + b"x" * 1000])
def test_bad_negotiation_is_closed(served: tuple[int, Tn3270Server, Emulator], data: bytes) -> None:
    port, _, bystander = served
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(data)
        assert closed(sock)
    still_answered(bystander)


def test_a_huge_or_endless_record_is_closed(served: tuple[int, Tn3270Server, Emulator]) -> None:
    port, _, bystander = served
    with negotiated(port) as sock:
        sock.sendall(b"\x7d" * 2000)  # no IAC EOR: past max_record
        assert closed(sock)
    with negotiated(port) as sock:  # endless: it writes until the server closes
        try:
            for _ in range(10_000):
                sock.sendall(b"\x40" * 4096)
        except (BrokenPipeError, ConnectionResetError):
            pass
        else:
            pytest.fail("40 MB of one record were taken")
    still_answered(bystander)


def test_a_client_that_never_reads_is_closed(served: tuple[int, Tn3270Server, Emulator]) -> None:
    port, server, bystander = served
    before = server.open
    sock = negotiated(port, rcvbuf=1024)
    try:
        try:  # PA2 again and again: each answer a whole screen the client never reads
            for _ in range(20_000):
                sock.sendall(b"\x00\x00\x00\x00\x00\x6e\xff\xef")
                if server.open == before:
                    break
        except (BrokenPipeError, ConnectionResetError):
            pass
        for _ in range(100):
            if server.open == before:
                break
            time.sleep(0.1)
        assert server.open == before
        still_answered(bystander)
    finally:
        sock.close()


def test_512_connections_are_capped_then_closed(served: tuple[int, Tn3270Server, Emulator]) -> None:
    port, server, bystander = served
    socks = []
    try:
        for _ in range(512):
            socks.append(socket.create_connection(("127.0.0.1", port)))
        still_answered(bystander)  # the bystander is not slowed out
        for sock in socks:
            assert closed(sock)  # the cap at once, the others at their negotiation time
        assert server.refused > 0
        assert server.peak <= LIMITS.max_connections
    finally:
        for sock in socks:
            sock.close()
    still_answered(bystander)


@pytest.mark.parametrize("limits", [TnLimits(logon_timeout=1.0, tick=0.1),
                                    TnLimits(logon_timeout=600.0, idle_timeout=1.0, tick=0.1)])
def test_an_idle_connection_is_closed(limits: TnLimits) -> None:
    with running(limits) as (port, server):
        with negotiated(port) as sock:
            if limits.logon_timeout > limits.idle_timeout:  # logged on, then idle
                sock.sendall(b"\x00\x00\x00\x00\x00\x7d" + ds.address(0)  # TN3270E header, Enter
                             + b"\x11" + ds.address(5 * 80 + 16) + ds.encode("IBMUSER")
                             + b"\x11" + ds.address(6 * 80 + 16) + ds.encode("sys1") + b"\xff\xef")
                got = b""
                while ds.encode("IEE163I MODE= RD") not in got:  # the console: logged on
                    chunk = sock.recv(65536)
                    assert chunk, got
                    got += chunk
            assert closed(sock)  # nothing sent for logon_timeout / idle_timeout
        for _ in range(100):
            if server.open == 0:
                break
            time.sleep(0.05)
        assert server.open == 0
