"""https for ``zconsole serve``: uvicorn's own TLS, with the certificate pair checked first,
and client-certificate login (a CA file and a table of certificate names to users).

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


def uvicorn_tls(cert: str | None, key: str | None, client_ca: str | None = None) -> dict[str, Any]:
    """uvicorn.run keyword arguments: TLS when both files are given, else nothing; with
    ``client_ca``, clients may log in with a certificate that CA signed (optional: a
    client without one logs in with a password or token as before)."""
    if cert is None or key is None:
        return {}
    found: dict[str, Any] = {"ssl_certfile": cert, "ssl_keyfile": key}
    if client_ca is not None:
        found.update(ssl_ca_certs=client_ca, ssl_cert_reqs=ssl.CERT_OPTIONAL)
    return found


def check_client_ca(path: str) -> None:
    """Raise TlsError unless ``path`` loads as PEM CA certificates."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_verify_locations(cafile=path)
    except (OSError, ssl.SSLError) as exc:
        raise TlsError(f"--tls-client-ca {path}: not a readable PEM CA certificate "
                       f"({getattr(exc, 'strerror', None) or exc})") from None


def load_cert_users(path: str) -> dict[str, str]:
    """A TOML file's [certificates] table: a client certificate's subject common name
    (CN) -> the user it logs in as (z/OSMF maps certificates to users in the security
    product; this table is that mapping)."""
    import tomllib

    try:
        with open(path, "rb") as file:
            data = tomllib.load(file)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise TlsError(f"--cert-users {path}: {getattr(exc, 'strerror', None) or exc}") from None
    table = data.get("certificates")
    if not isinstance(table, dict) or not table:
        raise TlsError(f"--cert-users {path}: [certificates] must be a table of \"common name\" = \"USER\"")
    found: dict[str, str] = {}
    for name, user in table.items():
        if not isinstance(user, str) or not user.strip():
            raise TlsError(f"--cert-users {path}: [certificates] \"{name}\" must name a user")
        found[name] = user.strip().upper()[:64]
    return found


def subject_name(peercert: dict[str, Any] | None) -> str | None:
    """The subject CN of a verified client certificate (ssl's getpeercert() form)."""
    for rdn in (peercert or {}).get("subject", ()):
        for key, value in rdn:
            if key == "commonName":
                return str(value)
    return None
