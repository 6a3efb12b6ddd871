"""Token login, unsolicited-message detection, sol-key expressions and the hardcopy log
(in-process, with a clock the test moves: no real waiting)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tests.test_rest import auth
from zconsole.console.clock import ConsoleClock
from zconsole.console.ids import DisplayIds
from zconsole.console.session import Session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.detect import MATCH_SECONDS, MAX_PATTERN
from zconsole.frontends.rest.framing import unframe
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.services import Services
from zconsole.frontends.rest.tokens import Tokens
from zconsole.frontends.rest.users import Users
from zconsole.systems.zos.model.loading.builtin import default_machine

T0 = dt.datetime(2026, 11, 23, 17, 57, 30)
URL = "/zosmf/restconsoles/consoles/defcn"
LOG = "/zosmf/restconsoles/v1/log"


class Time:
    """Wall time that moves only when the server sleeps (or the test says so)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.slept = 0.0

    def monotonic(self) -> float:
        return self.seconds

    def wall(self) -> dt.datetime:
        return T0 + dt.timedelta(seconds=self.seconds)

    async def sleep(self, seconds: float) -> None:
        self.seconds += seconds
        self.slept += seconds
        await anyio.sleep(0)


@pytest.fixture
def time() -> Time:
    return Time()


@pytest.fixture
def client(time: Time) -> TestClient:
    def session(user: str) -> Session:  # a running console clock on the test's time
        return Session(default_machine(), ConsoleClock(source=time.wall), DisplayIds(1))

    classroom = Classroom(session)
    more = Services(classroom, "SYS1", tokens=Tokens(now=time.monotonic), monotonic=time.monotonic,
                    sleep=time.sleep)
    users = Users({"IBMUSER": "sys1", "TRAINEE": "pw2"})
    return TestClient(build_app(classroom, users, public_url="https://testserver", extra=more),
                      base_url="https://testserver")


def put(client: TestClient, cmd: str, headers: dict[str, str] | None = None, **extra: object) -> Any:
    reply = client.put(URL, json={"cmd": cmd, **extra}, headers=auth() if headers is None else headers)
    assert reply.status_code == 200, reply.text
    return reply.json()


def start_drain(client: TestClient) -> None:
    """Leave 0G-16G to drain: its 2,306,867 used blocks take 9 s to move (IEE195I then)."""
    for cmd in ("CF SCM(16G),OFFLINE", "CF SCM(16G),ON", "CF SCM(64G-80G),OFF"):
        put(client, cmd)


# --- token login ------------------------------------------------------------------------

def test_login_sets_both_cookies_and_they_replace_basic(client: TestClient) -> None:
    reply = client.post("/zosmf/services/authenticate", headers=auth())
    assert reply.status_code == 200 and reply.content == b""
    cookies = reply.headers.get_list("set-cookie")
    assert [name for name, _ in reply.headers.raw if name.lower() == b"set-cookie"] == [b"Set-Cookie"] * 2
    assert [c.split("=")[0] for c in cookies] == ["LtpaToken2", "jwtToken"]
    assert all("; HttpOnly" in c and "; Path=/" in c and "; Secure" in c for c in cookies)
    ltpa, jwt = reply.cookies["LtpaToken2"], reply.cookies["jwtToken"]
    assert len(ltpa) >= 40 and ltpa != jwt
    client.cookies.clear()
    for cookie in ({"LtpaToken2": ltpa}, {"jwtToken": jwt}):
        client.cookies.clear()
        client.cookies.update(cookie)
        body = put(client, "D ASM", headers={"X-CSRF-ZOSMF-HEADER": "ZOSMF"})
        assert unframe(body["cmd-response"])[0].startswith("IEE200I")
    # the cookie's user is ibmuser: the same machine as Basic ibmuser
    client.cookies.clear()
    client.cookies.update({"jwtToken": jwt})
    put(client, "CF SCM(16G),ONLINE", headers={"X-CSRF-ZOSMF-HEADER": "ZOSMF"})
    client.cookies.clear()
    assert "0G-80G" in unframe(put(client, "D M=SCM")["cmd-response"])


def test_logout_ends_the_login_and_bad_tokens_get_401(client: TestClient) -> None:
    reply = client.post("/zosmf/services/authenticate", headers=auth())
    ltpa = reply.cookies["LtpaToken2"]
    client.cookies.clear()
    csrf = {"X-CSRF-ZOSMF-HEADER": "true"}
    client.cookies.update({"LtpaToken2": ltpa})
    out = client.delete("/zosmf/services/authenticate", headers=csrf)
    assert out.status_code == 204
    for cookies in ({"LtpaToken2": ltpa}, {"jwtToken": "forged"}):
        client.cookies.clear()
        client.cookies.update(cookies)
        refused = client.put(URL, json={"cmd": "D ASM"}, headers=csrf)
        assert refused.status_code == 401
        assert refused.json()["reason-code"] == 401 and "LtpaToken2" in refused.json()["reason"]
    client.cookies.clear()
    client.cookies.update({"LtpaToken2": ltpa})
    again = client.delete("/zosmf/services/authenticate", headers=csrf)
    assert again.status_code == 401


def test_login_needs_the_password(client: TestClient) -> None:
    reply = client.post("/zosmf/services/authenticate", headers=auth("ibmuser", "wrong"))
    assert reply.status_code == 401 and "set-cookie" not in reply.headers
    assert set(reply.json()) == {"return-code", "reason-code", "reason"}


def test_tokens_expire(client: TestClient, time: Time) -> None:
    ltpa = client.post("/zosmf/services/authenticate", headers=auth()).cookies["LtpaToken2"]
    client.cookies.clear()
    client.cookies.update({"LtpaToken2": ltpa})
    assert client.get("/zosmf/info").status_code == 200
    time.seconds += 8 * 3600
    assert client.get("/zosmf/info").status_code == 401


# --- detection of unsolicited messages ----------------------------------------------------

def test_sync_detection_waits_for_the_drain_to_finish(client: TestClient, time: Time) -> None:
    start_drain(client)
    body = put(client, "CF SCM(0G-16G),OFF", system="sys1", **{
        "unsol-key": "IEE195I SCM LOCATIONS 0G", "unsol-detect-sync": "Y", "unsol-detect-timeout": "30",
        "detect-time": "30", "solKeyReg": "False", "unsolKeyReg": "False", "async": "N"})
    assert unframe(body["cmd-response"]) == ["IEE195I SCM LOCATIONS 0G TO 16G PENDING OFFLINE"]
    assert body["status"] == "detected"
    assert body["msg"] == " IEE195I SCM LOCATIONS 0G TO 16G OFFLINE"
    assert 9 <= time.slept < 10  # it waited for the machine, not for the whole timeout


def test_sync_detection_times_out_and_ignores_the_commands_own_reply(client: TestClient, time: Time) -> None:
    body = put(client, "D ASM", **{"unsol-key": "IEE200I", "unsol-detect-sync": "Y",
                                   "unsol-detect-timeout": 5})
    assert (body["status"], body["msg"]) == ("timeout", "")
    assert unframe(body["cmd-response"])[0].startswith("IEE200I")
    assert 5 <= time.slept < 6


def test_a_sync_timeout_above_a_minute_is_taken(client: TestClient, time: Time) -> None:
    # IBM documents no maximum: 90 s is waited for, not refused
    body = put(client, "D ASM", **{"unsol-key": "NEVER", "unsol-detect-sync": "Y",
                                   "unsol-detect-timeout": 90})
    assert body["status"] == "timeout"
    assert 90 <= time.slept < 91


def test_a_detection_time_past_the_servers_bound_is_shortened_to_it(client: TestClient, time: Time) -> None:
    body = put(client, "D ASM", **{"unsol-key": "NEVER", "detect-time": "99999999"})
    time.seconds += Limits().detect_wait - 1
    assert client.get(body["detection-uri"], headers=auth()).json()["status"] == "waiting"
    time.seconds += 1
    assert client.get(body["detection-uri"], headers=auth()).json()["status"] == "expired"


def test_start_messages_are_unsolicited_even_in_the_reply(client: TestClient, time: Time) -> None:
    body = put(client, "S CICS1", **{"unsol-key": "$HASP373 CICS1", "unsol-detect-sync": "Y"})
    assert (body["status"], body["msg"]) == ("detected", " $HASP373 CICS1    STARTED")
    assert time.slept == 0
    assert unframe(body["cmd-response"])[0] == "$HASP100 CICS1    ON STCINRDR"
    # the keyword of an earlier command's notice is not found again
    again = put(client, "D ASM", **{"unsol-key": "$HASP373", "unsol-detect-sync": "Y",
                                    "unsol-detect-timeout": "1"})
    assert again["status"] == "timeout"


def test_a_batch_jobs_hasp373_is_detected_when_its_initiator_starts(client: TestClient, time: Time) -> None:
    """JES2 says $HASP373 on its own when an initiator selects a waiting job, even when the
    command that started the initiator carries it in its reply (model/jes2/notices.py)."""
    assert unframe(put(client, "S PAYROLL")["cmd-response"]) == ["$HASP100 PAYROLL  ON INTRDR"]
    body = put(client, "$S I9", **{"unsol-key": "$HASP373 PAYROLL", "unsol-detect-sync": "Y",
                                   "unsol-detect-timeout": "5"})
    assert (body["status"], body["msg"]) == (
        "detected", " $HASP373 PAYROLL  STARTED - INIT 9    - CLASS B        - SYS SYS1")
    assert time.slept == 0
    assert unframe(body["cmd-response"])[0].startswith("$HASP892 INIT(9)")
    # the command's own answer is not what the machine says on its own
    own = put(client, "$S I9", **{"unsol-key": "$HASP892", "unsol-detect-sync": "Y",
                                  "unsol-detect-timeout": "1"})
    assert own["status"] == "timeout"


def test_async_detection_waiting_then_detected(client: TestClient, time: Time) -> None:
    start_drain(client)
    body = put(client, "CF SCM(0G-16G),OFF", **{"unsol-key": r"IEE195I .* 0G TO 16G OFFLINE",
                                               "unsolKeyReg": "Y", "detect-time": "60"})
    assert body["detection-key"] == "D0000001"
    assert body["detection-uri"] == f"{URL}/detections/D0000001"
    assert body["detection-url"] == f"https://testserver{URL}/detections/D0000001"
    assert "status" not in body
    assert client.get(body["detection-uri"], headers=auth()).json() == {"status": "waiting", "msg": ""}
    time.seconds += 9
    done = client.get(body["detection-uri"], headers=auth()).json()
    assert done == {"status": "detected", "msg": " IEE195I SCM LOCATIONS 0G TO 16G OFFLINE"}


def test_async_detection_expires(client: TestClient, time: Time) -> None:
    body = put(client, "D ASM", **{"unsol-key": "NEVER", "detect-time": 10})
    time.seconds += 10
    assert client.get(body["detection-uri"], headers=auth()).json() == {"status": "expired", "msg": ""}


def test_detections_are_per_user_and_console(client: TestClient) -> None:
    body = put(client, "D ASM", **{"unsol-key": "NEVER"})
    for url, headers in ((body["detection-uri"], auth("trainee", "pw2")),
                         (body["detection-uri"].replace("defcn", "OTHER1"), auth()),
                         (f"{URL}/detections/D9999999", auth())):
        reply = client.get(url, headers=headers)
        # a key that names nothing: 404 in z/OSMF's error shape, never a 500
        assert reply.status_code == 404
        assert reply.json() == {"return-code": 5, "reason-code": 9, "reason": reply.json()["reason"]}
        assert reply.json()["reason"].startswith("No detection ")


# --- sol-key expressions, bounds, system ----------------------------------------------------

def test_sol_key_regular_expression(client: TestClient) -> None:
    counted = put(client, "D ASM", **{"sol-key": r"\d{2}E6 +SYS1\{?\.PLPA", "solKeyReg": "Y"})
    assert counted["sol-key-detected"] is True
    assert put(client, "D ASM", **{"sol-key": r"^PLPA +\d+%", "solKeyReg": "Y"})["sol-key-detected"] is True
    assert put(client, "D ASM", **{"sol-key": r"^PLPA +\d+%", "solKeyReg": "N"})["sol-key-detected"] is False
    assert put(client, "D ASM", **{"sol-key": "plpa", "solKeyReg": False})["sol-key-detected"] is True


@pytest.mark.parametrize(
    ("extra", "reason_code"),
    [
        ({"sol-key": "(unclosed", "solKeyReg": "Y"}, 25),
        ({"sol-key": "A" * (MAX_PATTERN + 1), "solKeyReg": "Y"}, 25),
        ({"unsol-key": "[z-a]", "unsolKeyReg": "Y"}, 25),
        ({"sol-key": "A{1000000000}", "solKeyReg": "Y"}, 25),  # compiling would unroll it
        ({"sol-key": "(?:(?:A{100}){100}){100}", "solKeyReg": "Y"}, 25),
        ({"unsol-key": "X", "unsol-detect-sync": "Y", "unsol-detect-timeout": "1e3"}, 22),
        ({"unsol-key": "X", "detect-time": "soon"}, 22),
        ({"unsol-key": "X", "detect-time": -1}, 22),
        ({"sol-key": ["PLPA"]}, 22),
        ({"system": "SYS2"}, 5),
    ],
)
def test_refused_keywords_get_zosmf_error_bodies(client: TestClient, extra: dict[str, object],
                                                 reason_code: int) -> None:
    reply = client.put(URL, json={"cmd": "D ASM", **extra}, headers=auth())
    answer = (reply.status_code, reply.json()["return-code"], reply.json()["reason-code"])
    assert answer == (400, 1, reason_code)


def test_catastrophic_backtracking_is_cut_off() -> None:
    from zconsole.frontends.rest.detect import Keyword
    from zconsole.frontends.rest.errors import ApiError

    keyword = Keyword.build(r"(A|AA)+$", True, "sol-key")  # exponential in a backtracking engine
    assert keyword is not None
    import time as clock

    began = clock.monotonic()
    with pytest.raises(ApiError) as refused:
        keyword.search(["A" * 40 + "!"])
    assert refused.value.reason_code == 25
    # bounded by the regex timeout, not by 2**40 steps (a generous margin for a busy machine)
    assert clock.monotonic() - began < MATCH_SECONDS * 40


# --- the hardcopy log ----------------------------------------------------------------------

def test_log_lists_commands_replies_and_unsolicited_messages(client: TestClient, time: Time) -> None:
    start_drain(client)
    put(client, "CF SCM(0G-16G),OFF")
    time.seconds += 10
    put(client, "D ASM", headers=auth("trainee", "pw2"))  # another user's machine, not in this log
    body = client.get(LOG, headers=auth()).json()
    assert body["source"] == "OPERLOG" and body["totalitems"] == len(body["items"])
    messages = [item["message"] for item in body["items"]]
    assert messages == [
        "CF SCM(16G),OFFLINE",
        "IEE195I SCM LOCATIONS 48G TO 64G OFFLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
        "CF SCM(16G),ON",
        "IEE195I SCM LOCATIONS 48G TO 64G ONLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
        "CF SCM(64G-80G),OFF",
        "IEE195I SCM LOCATIONS 64G TO 80G NOT RECONFIGURED-OFFLINE PRIOR TO REQUEST",
        "IEE712I CONFIG   PROCESSING COMPLETE",
        "CF SCM(0G-16G),OFF",
        "IEE195I SCM LOCATIONS 0G TO 16G PENDING OFFLINE",
        "IEE195I SCM LOCATIONS 0G TO 16G OFFLINE",
        "IEE712I CONFIG   PROCESSING COMPLETE",
    ]
    first, last = body["items"][0], body["items"][-1]
    assert (first["jobName"], first["messageId"], first["subType"]) == ("IBMUSECN", "", "COMMAND")
    assert (last["jobName"], last["messageId"], last["subType"]) == ("*MASTER*", "IEE712I", "UNSOLICITED")
    assert first["system"] == "SYS1" and first["type"] == "HARDCOPY"
    assert first["timestamp"] == int(T0.timestamp() * 1000)
    assert last["timestamp"] == int((T0 + dt.timedelta(seconds=10)).timestamp() * 1000)
    assert body["nextTimestamp"] == last["timestamp"] - 600_000


def test_log_multi_line_messages_are_one_item(client: TestClient) -> None:
    put(client, "D ASM")
    items = client.get(LOG, headers=auth()).json()["items"]
    assert items[1]["messageId"] == "IEE200I"
    assert items[1]["message"].split("\r")[1] == "TYPE     FULL STAT   DEV  DATASET NAME"


def test_log_window(client: TestClient, time: Time) -> None:
    put(client, "D ASM")
    time.seconds += 120
    put(client, "D M=SCM")
    recent = client.get(LOG, params={"timeRange": "1m"}, headers=auth()).json()["items"]
    assert [i["message"].split("\r")[0] for i in recent] == ["D M=SCM", "IEE174I 17.59.30 DISPLAY M 002"]
    at = (T0 + dt.timedelta(seconds=1)).astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    back = client.get(LOG, params={"time": at, "timeRange": "1m"}, headers=auth()).json()
    heads = [i["message"].split("\r")[0] for i in back["items"]]
    assert heads == ["D ASM", "IEE200I 17.57.30 DISPLAY ASM 001"]
    forward = client.get(LOG, params={"timestamp": str(int(T0.timestamp() * 1000) + 60_000),
                                      "direction": "FORWARD", "timeRange": "2m"}, headers=auth()).json()
    assert forward["items"] == recent
    other = client.get(LOG, params={"sysName": "SYS2"}, headers=auth()).json()
    assert other["items"] == [] and other["totalitems"] == 0


@pytest.mark.parametrize(
    ("params", "reason_code"),
    [({"timeRange": "0m"}, 22), ({"timeRange": "10d"}, 22), ({"direction": "up"}, 22),
     ({"hardcopy": "smf"}, 22), ({"time": "yesterday"}, 22), ({"timestamp": "-5"}, 22),
     ({"time": "0001-01-01T00:00:00"}, 22), ({"timestamp": "9" * 16}, 22),
     ({"time": "2999-01-01T00:00:00Z"}, 23), ({"sysName": "TOOLONGNAME"}, 24)],
)
def test_log_refusals(client: TestClient, params: dict[str, str], reason_code: int) -> None:
    reply = client.get(LOG, params=params, headers=auth())
    assert (reply.status_code, reply.json()["reason-code"]) == (400, reason_code)


def test_log_needs_credentials(client: TestClient) -> None:
    assert client.get(LOG).status_code == 401


def test_log_survives_a_server_restart_with_a_state_folder(tmp_path: Path) -> None:
    from zconsole.frontends.rest.serve import prepare_state_folder, user_sessions
    from zconsole.session_options import ConsoleOptions

    prepare_state_folder(tmp_path)

    def server() -> TestClient:
        classroom = Classroom(user_sessions(ConsoleOptions(clock="17.57.30"), tmp_path, str(tmp_path)))
        return TestClient(build_app(classroom, Users({"IBMUSER": "sys1", "TRAINEE": "pw2"})))

    first = server()
    assert first.put(URL, json={"cmd": "S CICS1"}, headers=auth()).status_code == 200
    before = first.get(LOG, headers=auth()).json()["items"]
    assert [i["message"] for i in before][:2] == ["S CICS1", "$HASP100 CICS1    ON STCINRDR"]
    assert before[0]["jobName"] == "IBMUSECN"
    again = server()  # a restart: the users' machines and logs come back from the folder
    assert again.get(LOG, headers=auth()).json()["items"] == before
    assert again.get(LOG, headers=auth("trainee", "pw2")).json()["items"] == []


# floats without inf/nan: the test client itself cannot put those in JSON
FIELD_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**20),
                         st.floats(allow_nan=False, allow_infinity=False),
                         st.text(max_size=300), st.sampled_from(["Y", "N", "True", "30", "61", "(a|aa)+$",
                                                                 "A{99999}", "[", "\\\\", "$HASP373"]),
                         st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3),
                                                                               st.integers(), max_size=2))
FIELDS = ["sol-key", "solKeyReg", "unsol-key", "unsolKeyReg", "unsol-detect-sync", "unsol-detect-timeout",
          "detect-time", "system", "async"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(extra=st.dictionaries(st.sampled_from(FIELDS), FIELD_VALUES, max_size=5),
       params=st.dictionaries(st.sampled_from(["time", "timestamp", "timeRange", "direction", "hardcopy",
                                               "sysName", "other"]), st.text(max_size=40), max_size=4),
       key=st.text(min_size=1, max_size=20))
def test_nothing_a_client_sends_gets_a_500(client: TestClient, time: Time, extra: dict[str, object],
                                           params: dict[str, str], key: str) -> None:
    replies = [client.put(URL, json={"cmd": "D ASM", **extra}, headers=auth()),
               client.get(LOG, params=params, headers=auth()),
               client.get(f"{URL}/detections/{quote(key, safe='')}", headers=auth())]
    for reply in replies:
        assert reply.status_code < 500, reply.text
        assert isinstance(reply.json(), dict)
