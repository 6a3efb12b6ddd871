"""z/OSMF's error bodies, in one place: every error the REST console answers is one of these.

The console services answer ``{"return-code": n, "reason-code": n, "reason": "text"}``
(zosmf-console-api.md section 1.5); the CSRF check of the z/OSMF server itself answers
``{"errorID": "IZUG846W", "errorMsg": "..."}``. Evidence for each code is labelled:
  IBM     attested by IBM documentation or a real system (1/3 no match; 5/7 seen on a real system)
  MVSMF   from mvsMF, a compatible emulation that measured a real z/OSMF (1/5, 1/12, 1/13, 1/14, 1/17, 8/16)
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


class CsrfError(ApiError):
    """IZUG846W: a state-changing request without ``X-CSRF-ZOSMF-HEADER``.

    REAL shape and text (a z/OSMF stand-in that copies the real answer; the status 403 is
    INFERRED). The header may have any value, the empty string included (IBM).
    """

    def __init__(self, server: str, system: str) -> None:
        super().__init__(403, 0, 0, "IZUG846W")
        self.message = (
            "IZUG846W: An HTTP request for a z/OSMF REST service was received from a remote site. "
            f'The request was rejected, however, because the remote site "" is not permitted to '
            f'z/OSMF server "{server}" on target system "{system}" .'
        )

    def body(self) -> dict[str, Any]:
        return {"errorID": "IZUG846W", "errorMsg": self.message}


# --- the console services' errors -------------------------------------------------------

def no_match(method: str, path: str) -> ApiError:  # IBM
    return ApiError(400, 1, 3, f"No match for method {method} and pathInfo='{path}'")


def not_authorized() -> ApiError:  # INFERRED codes; 401 + WWW-Authenticate as mvsMF measured
    # One answer for an unknown user, a wrong password and a malformed header alike.
    return ApiError(401, 1, 401, "Authentication failed: user or password not valid",
                    {"WWW-Authenticate": REALM})


def too_many_failures(retry_after: int) -> ApiError:  # INFERRED
    return ApiError(429, 8, 401, "Too many failed logins from this user or address: "
                    f"try again in {retry_after} seconds", {"Retry-After": str(retry_after)})


def bad_content(reason: str) -> ApiError:  # MVSMF 1/12 (bad JSON)
    return ApiError(400, 1, 12, reason)


def body_too_large(limit: int) -> ApiError:  # INFERRED (413 is HTTP's own answer)
    return ApiError(413, 1, 12, f"Request body is larger than {limit} bytes")


def head_too_large(limit: int) -> ApiError:  # INFERRED: the text the parsers' own 400 has
    return ApiError(400, 1, 12, f"Invalid HTTP request (malformed, or a head larger than {limit} bytes)")


def body_too_slow(seconds: float) -> ApiError:  # INFERRED (408 is HTTP's own answer)
    return ApiError(408, 1, 12, f"Request body not received within {seconds:g} seconds")


def missing_command() -> ApiError:  # MVSMF
    return ApiError(400, 1, 13, "Property cmd is missing or empty")


def bad_console_name(name: str) -> ApiError:  # MVSMF
    return ApiError(400, 1, 14, f"Console name {name!r} is not valid: 2-8 letters, digits or @#$, "
                    "the first not a digit, or defcn")


def command_too_long(limit: int) -> ApiError:  # MVSMF
    return ApiError(400, 1, 17, f"Command is longer than {limit} characters")


def foreign_system(target: str, system: str) -> ApiError:  # MVSMF
    return ApiError(400, 1, 5, f"System {target} is not this system ({system})")


def response_expired(key: str, age: int, per_console: int) -> ApiError:  # INFERRED
    return ApiError(410, 8, 14, f"Response {key} has expired: replies not collected within {age} "
                    f"seconds, or older than the {per_console} newest of a console, are dropped")


def too_many_consoles(limit: int) -> ApiError:  # INFERRED, in the style of mvsMF's 429/8/16
    return ApiError(429, 8, 16, f"A user may have at most {limit} consoles")


def too_many_users(limit: int) -> ApiError:  # INFERRED
    return ApiError(503, 8, 17, f"The server already holds {limit} users' machines, all in use; try again")


def state_not_saved(reason: str) -> ApiError:  # INFERRED: the command was undone, not lost silently
    return ApiError(503, 8, 18, f"The command was not done: its result could not be saved ({reason})")


def state_damaged(reason: str) -> ApiError:  # INFERRED
    return ApiError(503, 8, 19, f"Your saved machine cannot be loaded: {reason}")


def command_overdue(command: str, deadline: float) -> ApiError:  # INFERRED, beside 8/17 and 8/18
    return ApiError(503, 8, 21, f"The command {command[:40]!r} did not end within {deadline:g} seconds; "
                    "it runs on, and your machine takes commands again when it ends")


def machine_stuck(command: str, seconds: float) -> ApiError:  # INFERRED
    return ApiError(503, 8, 21, f"Your machine is still running {command[:40]!r} ({seconds:.0f} seconds "
                    "so far); try again when it ends")


def server_down() -> ApiError:  # INFERRED: HAProxy's answer while a user's server is down
    # examples/haproxy-503.http holds this body as HAProxy sends it (a test compares them)
    return ApiError(503, 8, 20, "The user's zconsole server is not running (restarting?); try again")


def internal(kind: str) -> ApiError:  # INFERRED: a bug of ours, never a client's input
    return ApiError(500, 8, 99, f"Internal error in zconsole ({kind}); the request was not done")


# --- token login, detection and the hardcopy log ------------------------------

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


def unknown_detection(key: str) -> ApiError:
    # codes MVSMF 5/9; the status INFERRED: mvsMF answers 500, and IBM's table for this
    # service names no status for an unknown key -- a 500 would say the server failed,
    # where it is the key that names nothing (as a URL that matches nothing)
    return ApiError(404, 5, 9, f"No detection {key[:16]!r} is armed on this console (unknown or expired "
                    "long ago)")
