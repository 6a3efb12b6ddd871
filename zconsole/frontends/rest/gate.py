"""Who a request comes from: a token cookie, else Basic credentials, failed logins throttled."""

from __future__ import annotations

from collections import OrderedDict

import attrs
from starlette.requests import Request
from starlette.types import Scope

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.limits import LoginThrottle
from zconsole.frontends.rest.tokens import Tokens
from zconsole.frontends.rest.users import Users, claimed_user

KNOWN_HEADERS = 4096  # Authorization headers already checked and right, remembered


@attrs.define(eq=False)
class Gate:
    """Every route asks ``user(request)``; the login service asks ``basic(request)``.
    Who: a token cookie, else a client certificate named in ``cert_users`` (when no
    Authorization header came), else Basic credentials.

    A header whose credentials were right is remembered (its user and claimed name), so
    a client sending it on every request is not decoded and compared each time; the
    throttle is still asked first, so a user past the failure limit is refused even then.
    """

    users: Users
    throttle: LoginThrottle
    tokens: Tokens
    known: OrderedDict[str, tuple[str, str | None]] = attrs.Factory(OrderedDict)
    # client certificate subject CN -> user (--cert-users), with --tls-client-ca
    cert_users: dict[str, str] = attrs.Factory(dict)

    def user(self, request: Request) -> str:
        """The user a valid token cookie or Basic credentials name (ApiError otherwise)."""
        login = self.tokens.find(request.cookies)
        if login is not None:
            return login.user
        if self.tokens.presented(request.cookies) and "authorization" not in request.headers:
            raise errors.token_not_valid()
        if self.cert_users and "authorization" not in request.headers:
            from zconsole.frontends.rest.transport import client_cert_name

            name = client_cert_name(request.scope.get("client"))
            user = self.cert_users.get(name) if name is not None else None
            if user is not None:
                return user
        return self.basic(request)

    def user_of(self, scope: Scope) -> str:
        """``user`` from an ASGI scope, without building a Request (the issue service's
        short way): a request with Basic credentials and no cookie -- what a client sends
        on every request -- is checked here; any other goes through ``user``."""
        header: str | None = None
        for name, value in scope["headers"]:
            if name == b"authorization" and header is None:
                header = value.decode("latin-1")
            elif name == b"cookie":
                return self.user(Request(scope))
        if header is None:
            return self.user(Request(scope))
        client = scope.get("client")
        return self.basic_header(header, client[0] if client else "-")

    def basic(self, request: Request) -> str:
        """The user Basic credentials name; 429 once a user or address failed too often."""
        return self.basic_header(request.headers.get("authorization"),
                                 request.client.host if request.client else "-")

    def basic_header(self, header: str | None, address: str) -> str:
        seen = self.known.get(header) if header else None
        name = seen[1] if seen is not None else claimed_user(header)
        wait = self.throttle.refused(name, address)
        if wait:
            raise errors.too_many_failures(wait)
        if seen is not None:
            return seen[0]
        user = self.users.check(header)
        if user is None:
            self.throttle.failed(name, address)
            raise errors.not_authorized()
        if header:
            self.known[header] = (user, name)
            while len(self.known) > KNOWN_HEADERS:
                self.known.popitem(last=False)
        return user
