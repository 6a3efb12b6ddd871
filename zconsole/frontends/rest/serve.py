"""``zconsole serve``: start the REST console with uvicorn on loopback (by default)."""

from __future__ import annotations

import ipaddress
from collections.abc import Callable

from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.users import Users
from zconsole.session import Session


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serve(make_session: Callable[[], Session], users: Users, host: str, port: int, base_path: str,
          system: str, tls_cert: str | None = None, tls_key: str | None = None) -> None:
    """Run until interrupted. Non-loopback addresses need configured users (checked by the
    caller); with a certificate and key (checked by the caller, tls.check_pair) it is https."""
    import uvicorn

    from zconsole.frontends.rest.tls import uvicorn_tls

    app = build_app(Classroom(make_session), users, base_path, system)
    # access_log off: request lines are not needed, and nothing about credentials is logged.
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False,
                **uvicorn_tls(tls_cert, tls_key))
