"""``zconsole serve``: bind the listening socket, then run the REST console with uvicorn.

The socket is bound here, not by uvicorn, so that IPv6 addresses, port 0 (the real port
is printed) and a busy address are each answered in one line before anything starts.
"""

from __future__ import annotations

import asyncio
import ipaddress
import os
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import attrs

from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.transport import uvicorn_options

if TYPE_CHECKING:
    from zconsole.console.session import Session
    from zconsole.session_options import ConsoleOptions

BACKLOG = 1024


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host`` (IPv4, IPv6 or a name) and ``port`` (0: any free one)."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, _, _, _, address = infos[0]
    sock = socket.create_server(address[:2], family=family, backlog=BACKLOG)
    # asyncio sets TCP_NODELAY only on sockets made with proto IPPROTO_TCP, which accepted
    # sockets of this one are not; without it each reply waits ~40 ms for a delayed ACK.
    # Linux passes the option on from the listening socket to every accepted one.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def url_of(sock: socket.socket, scheme: str = "http") -> str:
    host, port = sock.getsockname()[:2]
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


def connection_cap(limits: Limits) -> Limits:
    """The connection cap, lowered to fit the process's file descriptor limit (a server out
    of descriptors cannot even refuse politely)."""
    import resource

    import attrs

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        try:  # take what we are allowed
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return limits
    return attrs.evolve(limits, max_connections=max(8, min(limits.max_connections, soft - 64)))


def state_file(folder: Path, user: str) -> Path:
    """Where a user's machine is saved: one file per user, the name quoted to be safe."""
    return folder / f"{quote(user, safe='@#$')}.json"


def prepare_state_folder(folder: Path) -> None:
    """Create the folder (0700: the files hold what each user did)."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if not folder.is_dir():
        raise NotADirectoryError(str(folder))
    os.listdir(folder)  # readable, or OSError now rather than at the first user


def user_sessions(options: ConsoleOptions, folder: Path | None, cwd: str) -> Callable[[str], Session]:
    """How each REST user's machine is made: from ``options``, and with a state folder,
    from (and saved to) the user's own file there, created 0600. A damaged file refuses
    only its user (WorkspaceError)."""

    from zconsole.frontends.rest.consoles import WorkspaceError
    from zconsole.session_options import SetupError, make_session

    def new_session(user: str) -> Session:
        per_user = options
        if folder is not None:
            per_user = attrs.evolve(options, state=str(state_file(folder, user)), state_mode=0o600)
        try:
            return make_session(per_user, cwd)[0]
        except SetupError as exc:  # named by its file name only: the folder is the server's business
            reason = str(exc).replace(f"{folder}{os.sep}", "") if folder is not None else str(exc)
            raise WorkspaceError(reason) from None

    return new_session


def serve(app_factory: Callable[[str], object], sock: socket.socket, limits: Limits,
          public_url: str | None, tls_cert: str | None = None, tls_key: str | None = None,
          tls_client_ca: str | None = None, also: Callable[[], Awaitable[object]] | None = None, *,
          forwarded_allow_ips: str = "") -> None:
    """Run until interrupted; ``app_factory(public_url)`` builds the application. With a
    certificate and key (checked by the caller, tls.check_pair) it is https, by uvicorn's
    own TLS. ``also`` starts another server on the same event loop first (the 3270 one).
    Forwarded headers are believed only from ``forwarded_allow_ips``."""
    import uvicorn

    from zconsole.frontends.rest.tls import uvicorn_tls

    app = app_factory(public_url or url_of(sock, "https" if tls_cert else "http"))
    # access_log off: request lines are not needed, and nothing about credentials is logged.
    config = uvicorn.Config(app, log_level="warning", access_log=False,  # type: ignore[arg-type]
                            **uvicorn_options(limits, forwarded_allow_ips=forwarded_allow_ips),
                            **uvicorn_tls(tls_cert, tls_key, tls_client_ca))
    server = uvicorn.Server(config)
    if also is None:
        server.run(sockets=[sock])
        return

    async def both() -> None:
        await also()
        await server.serve(sockets=[sock])

    # the event loop uvicorn would make (uvloop where installed), on asyncio's own Runner
    with asyncio.Runner(loop_factory=config.get_loop_factory()) as runner:
        runner.run(both())
