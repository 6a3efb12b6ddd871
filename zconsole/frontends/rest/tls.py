"""https for ``zconsole serve``: uvicorn's own TLS, with the certificate pair checked first.

No TLS code of ours: the pair is handed to uvicorn (``ssl_certfile``/``ssl_keyfile``).
We only load it once with the standard ``ssl`` module before starting, so a missing file,
a key that does not match its certificate or a file that is not PEM is one line on
stderr instead of a traceback from inside uvicorn.
"""

from __future__ import annotations

import ssl
from typing import Any


class TlsError(Exception):
    """A certificate or key that cannot be served (one line: which file and why)."""


def check_pair(cert: str, key: str) -> None:
    """Raise TlsError unless ``cert`` and ``key`` load as a matching PEM pair."""
    for label, path in (("--tls-cert", cert), ("--tls-key", key)):
        try:
            with open(path, "rb"):
                pass
        except OSError as exc:
            raise TlsError(f"{label} {path}: {exc.strerror or exc}") from None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except ssl.SSLError as exc:
        raise TlsError(f"--tls-cert {cert} / --tls-key {key}: not a matching PEM certificate and "
                       f"key ({exc.reason or exc})") from None


def uvicorn_tls(cert: str | None, key: str | None) -> dict[str, Any]:
    """uvicorn.run keyword arguments: TLS when both files are given, else nothing."""
    if cert is None or key is None:
        return {}
    return {"ssl_certfile": cert, "ssl_keyfile": key}
