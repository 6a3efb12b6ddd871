"""``zconsole serve --tn3270 PORT``: an asyncio TN3270(E) server, bounded.

Each connection negotiates a terminal (negotiation.py), then shows screens: a
``Screen`` gives its ``Panel`` and answers each attention (Enter, a PF or PA key,
Clear) with the next screen, or None to end the session. Between keys the screen is
refreshed every ``tick`` seconds (messages the machine says on its own), and only the
protected fields that changed are written, so what the operator is typing stays.

Bounds: connections past ``max_connections`` are closed at once; negotiation must end
within ``negotiate_timeout``; an input record past ``max_record`` bytes, a protocol
error or ``idle_timeout`` without a key (``logon_timeout`` on the first screen, the logon,
so idle strangers cannot hold the connections) ends the connection; a write the client does not
take within ``write_timeout`` (a client that never reads) ends it too, with at most
``write_buffer`` bytes queued for it.
"""

from __future__ import annotations

import asyncio
import socket
import ssl
import sys
from collections.abc import Awaitable, Callable
from typing import Protocol

import attrs

from zconsole.frontends.tn3270 import datastream as ds
from zconsole.frontends.tn3270 import negotiation as ng
from zconsole.frontends.tn3270 import telnet as t
from zconsole.frontends.tn3270.screen import Panel


class Screen(Protocol):
    """What a connection shows: a logon panel, a system's console."""

    def panel(self) -> Panel: ...

    async def attention(self, given: ds.Input) -> Screen | None: ...

    async def refresh(self) -> Screen:
        """Let time pass (messages the machine says on its own): the screen to show now."""
        ...


@attrs.frozen
class TnLimits:
    """Every limit of the 3270 server; tests build smaller ones."""

    max_connections: int = 256
    negotiate_timeout: float = 10.0
    idle_timeout: float = 1800.0
    logon_timeout: float = 120.0  # INFERRED: seconds a connection may sit on its first screen
    write_timeout: float = 30.0
    write_buffer: int = 64 * 1024
    max_record: int = 4096  # bytes of one inbound record (a whole 27x132 screen fits)
    tick: float = 0.5  # seconds between refreshes of the screen


@attrs.define(eq=False)
class Tn3270Server:
    """The server: ``first(terminal, address)`` builds each connection's first screen
    (``address``: the client's, as failed logons are counted by it)."""

    first: Callable[[ng.Terminal, str], Awaitable[Screen]]
    limits: TnLimits = attrs.Factory(TnLimits)
    code_page: str = "cp037"
    open: int = 0
    peak: int = 0  # the most connections open at once
    refused: int = 0
    server: asyncio.Server | None = None

    async def start(self, sock: socket.socket, tls: ssl.SSLContext | None = None) -> asyncio.Server:
        self.server = await asyncio.start_server(
            self.connection, sock=sock, ssl=tls,
            ssl_handshake_timeout=self.limits.negotiate_timeout if tls else None)
        return self.server

    async def connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.open >= self.limits.max_connections:
            self.refused += 1
            writer.transport.abort()
            return
        self.open += 1
        self.peak = max(self.peak, self.open)
        try:
            writer.transport.set_write_buffer_limits(high=self.limits.write_buffer)
            await Connection(self, reader, writer).run()
        except (t.TelnetError, ds.InputError, OSError, TimeoutError):
            pass  # the client broke the protocol or a bound, or went: its connection ends
        except Exception as exc:  # a bug ends its connection, in one line, never a traceback
            announce(f"a 3270 connection ended: {type(exc).__name__}: {exc}")
        finally:
            self.open -= 1
            writer.transport.abort()


@attrs.define(eq=False)
class Connection:
    """One terminal's session."""

    server: Tn3270Server
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    telnet: t.Telnet = attrs.field(default=None)
    shown: Panel | None = None

    def __attrs_post_init__(self) -> None:
        self.telnet = t.Telnet(max_record=self.server.limits.max_record)

    async def send(self, data: bytes) -> None:
        if not data:
            return
        self.writer.write(data)
        await asyncio.wait_for(self.writer.drain(), self.server.limits.write_timeout)

    async def negotiate(self) -> tuple[ng.Terminal, list[t.Event]]:
        talk = ng.Negotiation()
        await self.send(talk.start())
        while True:
            data = await self.reader.read(4096)
            if not data:
                raise ConnectionError("closed while negotiating")
            events = self.telnet.feed(data)
            for i, event in enumerate(events):
                await self.send(talk.handle(event))
                if talk.terminal is not None:
                    return talk.terminal, events[i + 1 :]

    async def run(self) -> None:
        limits = self.server.limits
        terminal, early = await asyncio.wait_for(self.negotiate(), limits.negotiate_timeout)
        peer = self.writer.get_extra_info("peername")
        first = await self.server.first(terminal, str(peer[0]) if peer else "")
        loop = asyncio.get_running_loop()
        last_key = loop.time()
        await self.show(first, terminal, whole=True)
        screen: Screen | None = first
        pending = list(early)
        while screen is not None:
            if not pending:
                try:
                    data = await asyncio.wait_for(self.reader.read(4096), limits.tick)
                except TimeoutError:
                    idle = limits.logon_timeout if screen is first else limits.idle_timeout
                    if loop.time() - last_key > idle:
                        return
                    now = await screen.refresh()
                    await self.show(now, terminal, whole=now is not screen)
                    screen = now
                    continue
                if not data:
                    return
                pending = self.telnet.feed(data)
            event = pending.pop(0)
            if not isinstance(event, t.Record):
                continue  # late negotiation: nothing changes once agreed
            inbound = ng.unwrap(terminal, event.data)
            if inbound is None:
                continue
            given = ds.parse_input(inbound, self.server.code_page)
            last_key = loop.time()
            screen = await screen.attention(given)
            if screen is not None:
                await self.show(screen, terminal, whole=True)

    async def show(self, screen: Screen, terminal: ng.Terminal, whole: bool) -> None:
        panel = screen.panel()
        data: bytes | None = None
        if not whole and self.shown is not None:
            data = panel.write_changes(self.shown, self.server.code_page, terminal.extended)
        if data is None:
            data = panel.write_all(self.server.code_page, terminal.extended)
        self.shown = panel
        if data:
            await self.send(ng.wrap(terminal, data))


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from the REST server's certificate pair (checked before)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def announce(text: str) -> None:
    sys.stderr.write(f"zconsole: {text}\n")
    sys.stderr.flush()
