"""Token login: ``POST /zosmf/services/authenticate`` hands out the ``LtpaToken2`` and
``jwtToken`` cookies, ``DELETE`` ends the login; every service then accepts either cookie.

The tokens are server-side sessions, not signed tokens: each is 32 random bytes from
``secrets`` (unguessable, and nothing in them to forge), mapped to the user and an
expiry. Both cookies of one login name the same session, so logging out with either
ends both. Bounded: at most ``max_logins`` live logins, expired ones swept on the way.
A real z/OSMF's jwtToken is a signed JWT; ours is opaque, which is all a client may
assume of it (the IBM Ansible collection and the Zowe clients only send it back).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Mapping

import attrs

COOKIES = ("LtpaToken2", "jwtToken")
# INFERRED: a z/OSMF LTPA token's usual lifetime (the server's default is 480 minutes).
LIFETIME = 8 * 60 * 60.0
MAX_LOGINS = 10_000


@attrs.frozen
class Login:
    """One login: its two cookie values, whose it is and when it ends (monotonic seconds)."""

    ltpa: str
    jwt: str
    user: str
    expires: float


class Tokens:
    """The live logins, by cookie value."""

    def __init__(self, lifetime: float = LIFETIME, max_logins: int = MAX_LOGINS,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.lifetime, self.max_logins, self.now = lifetime, max_logins, now
        self._by_value: dict[str, Login] = {}

    def __len__(self) -> int:
        return len({id(login) for login in self._by_value.values()})

    def login(self, user: str) -> Login | None:
        """A new login for ``user``; None when the server already holds ``max_logins``."""
        self._sweep()
        if len(self) >= self.max_logins:
            return None
        found = Login(secrets.token_urlsafe(32), secrets.token_urlsafe(32), user,
                      self.now() + self.lifetime)
        self._by_value[found.ltpa] = self._by_value[found.jwt] = found
        return found

    def find(self, cookies: Mapping[str, str]) -> Login | None:
        """The live login a request's cookies name, if any."""
        for name in COOKIES:
            value = cookies.get(name)
            login = self._by_value.get(value) if value else None
            if login is None:
                continue
            if login.expires <= self.now():
                self._forget(login)
                continue
            if value == (login.ltpa if name == "LtpaToken2" else login.jwt):
                return login
        return None

    def presented(self, cookies: Mapping[str, str]) -> bool:
        """Whether the request carries a token cookie at all (valid or not)."""
        return any(cookies.get(name) for name in COOKIES)

    def logout(self, login: Login) -> None:
        self._forget(login)

    def _forget(self, login: Login) -> None:
        self._by_value.pop(login.ltpa, None)
        self._by_value.pop(login.jwt, None)

    def _sweep(self) -> None:
        now = self.now()
        for login in [v for v in self._by_value.values() if v.expires <= now]:
            self._forget(login)
