"""z/OSMF's error bodies, in one place: every error the REST console answers is one of these.

The console services answer ``{"return-code": n, "reason-code": n, "reason": "text"}``
(zosmf-console-api.md section 1.5). Evidence for each code is labelled:
  IBM       attested by IBM documentation or a real system
  MVSMF     from mvsMF, a compatible emulation that measured a real z/OSMF
  INFERRED  ours, chosen in the same style where no source gives one
Handlers raise ``ApiError``; the application turns it into the JSON body, so no error
ever leaves as plain text.
"""

from __future__ import annotations

from typing import Any

from starlette.responses import JSONResponse

REALM = 'Basic realm="zosmf"'


class ApiError(Exception):
    """An error answer: HTTP status, z/OSMF return and reason codes, reason text."""

    def __init__(self, status: int, rc: int, reason_code: int, reason: str,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(reason)
        self.status, self.rc, self.reason_code, self.reason = status, rc, reason_code, reason
        self.headers = headers or {}

    def body(self) -> dict[str, Any]:
        return {"return-code": self.rc, "reason-code": self.reason_code, "reason": self.reason}

    def response(self) -> JSONResponse:
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers or None)


# --- token login, detection and the hardcopy log (issue 14) ------------------------------

def token_not_valid() -> ApiError:  # INFERRED codes; 401 as for a wrong password
    return ApiError(401, 1, 401, "Authentication failed: the LtpaToken2 or jwtToken cookie is not "
                    "valid or has expired; log in again", {"WWW-Authenticate": REALM})


def too_many_logins(limit: int) -> ApiError:  # INFERRED, in the style of mvsMF's 429/8/16
    return ApiError(429, 8, 16, f"The server already holds {limit} token logins; log out or try later")


def bad_parameter(name: str, reason: str) -> ApiError:  # MVSMF 1/22 (a parameter is invalid)
    return ApiError(400, 1, 22, f"Parameter {name} is not valid: {reason}")


def time_in_future(value: str) -> ApiError:  # MVSMF 1/23
    return ApiError(400, 1, 23, f"The time {value} is later than the console's time")


def system_name_too_long(name: str) -> ApiError:  # MVSMF 1/24
    return ApiError(400, 1, 24, f"sysName {name[:16]!r} is longer than 8 characters")


def bad_regex(field: str, reason: str) -> ApiError:  # MVSMF 1/25 (regular expression refused)
    return ApiError(400, 1, 25, f"The regular expression in {field} is refused: {reason}")


def unknown_detection(key: str) -> ApiError:  # MVSMF 5/9
    return ApiError(500, 5, 9, f"No detection {key[:16]!r} is armed on this console (unknown or expired "
                    "long ago)")
