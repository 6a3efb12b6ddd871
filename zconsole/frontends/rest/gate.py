"""Who a request comes from: a token cookie, else Basic credentials, failed logins throttled."""

from __future__ import annotations

import attrs
from starlette.requests import Request

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.limits import LoginThrottle
from zconsole.frontends.rest.tokens import Tokens
from zconsole.frontends.rest.users import Users, claimed_user


@attrs.define(eq=False)
class Gate:
    """Every route asks ``user(request)``; the login service asks ``basic(request)``."""

    users: Users
    throttle: LoginThrottle
    tokens: Tokens

    def user(self, request: Request) -> str:
        """The user a valid token cookie or Basic credentials name (ApiError otherwise)."""
        login = self.tokens.find(request.cookies)
        if login is not None:
            return login.user
        if self.tokens.presented(request.cookies) and "authorization" not in request.headers:
            raise errors.token_not_valid()
        return self.basic(request)

    def basic(self, request: Request) -> str:
        """The user Basic credentials name; 429 once a user or address failed too often."""
        header = request.headers.get("authorization")
        name = claimed_user(header)
        address = request.client.host if request.client else "-"
        wait = self.throttle.refused(name, address)
        if wait:
            raise errors.too_many_failures(wait)
        user = self.users.check(header)
        if user is None:
            self.throttle.failed(name, address)
            raise errors.not_authorized()
        return user
