"""Who may use the REST and 3270 consoles: users and passwords from a TOML file or ZCONSOLE_USERS.

Passwords are compared in constant time and never logged or echoed.
"""

from __future__ import annotations

import base64
import hmac
import os
import tomllib
from pathlib import Path

import attrs

ENV = "ZCONSOLE_USERS"  # "user:password,user2:password2"


class UsersError(Exception):
    """A users file or variable that cannot be used (one line: where and why)."""


@attrs.frozen
class Users:
    """Known users; empty means anyone may connect (allowed on loopback only)."""

    passwords: dict[str, str] = attrs.Factory(dict)

    @property
    def configured(self) -> bool:
        return bool(self.passwords)

    def check(self, authorization: str | None) -> str | None:
        """The user named by an ``Authorization: Basic`` header, if it may come in."""
        user, password = _basic(authorization)
        return self.verify(user, password)

    def verify(self, user: str | None, password: str | None) -> str | None:
        """The user, upper-cased, if ``password`` is theirs (anyone without users)."""
        if not self.configured:
            return (user or "ANONYMOUS").upper()[:64]
        if user is None or password is None:
            return None
        expected = self.passwords.get(user.upper())
        # compare_digest also when the user is unknown, so timing does not tell users apart
        ok = hmac.compare_digest((expected or "\0").encode(), password.encode())
        return user.upper() if ok and expected is not None else None


def claimed_user(authorization: str | None) -> str | None:
    """The user name a header claims, right or wrong (what failed logins are counted by);
    at most 64 characters are kept, so a long name cannot grow the count's table."""
    user, _ = _basic(authorization)
    return user.upper()[:64] if user else None


def _basic(header: str | None) -> tuple[str | None, str | None]:
    if not header or not header.lower().startswith("basic "):
        return None, None
    try:
        decoded = base64.b64decode(header[6:].strip(), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):  # binascii.Error is a ValueError; so is non-ASCII text
        return None, None
    user, sep, password = decoded.partition(":")
    return (user, password) if sep and user else (None, None)


def load_users(path: str | None) -> Users:
    """From ``path`` (a TOML file with a [users] table), else from $ZCONSOLE_USERS."""
    passwords: dict[str, str] = {}
    if path is not None:
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise UsersError(f"{path}: {exc}") from None
        table = data.get("users")
        if not isinstance(table, dict) or not table:
            raise UsersError(f"{path}: [users] must be a table of user = \"password\"")
        for user, password in table.items():
            if not isinstance(password, str) or not password:
                raise UsersError(f"{path}: [users.{user}] must be a non-empty string")
            passwords[user.upper()] = password
    elif os.environ.get(ENV):
        for entry in os.environ[ENV].split(","):
            user, sep, password = entry.partition(":")
            if not sep or not user or not password:
                raise UsersError(f"${ENV}: entries are user:password, separated by commas")
            passwords[user.strip().upper()] = password
    return Users(passwords)
