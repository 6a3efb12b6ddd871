"""The CP console over REST: PUT /zconsole/zvm/cp, the shape of vmcp (lines and rc), a
console and machine per user, bounded whatever a client sends."""

from __future__ import annotations

import base64
import datetime as dt

from starlette.testclient import TestClient

from tests.zvm_helpers import zvm_session
from zconsole.console.session import Session
from zconsole.frontends.rest.cp import MAX_BODY, PATH, cp_app
from zconsole.frontends.rest.users import Users


def make(user: str) -> Session:
    return zvm_session(at=dt.time(15, 9, 40))


def auth(user: str, password: str) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()}


def client(users: Users | None = None) -> TestClient:
    return TestClient(cp_app(make, users or Users()))


def test_a_command_gives_its_response_lines_and_return_code() -> None:
    c = client()
    r = c.put(PATH, json={"cmd": "q stor"})
    assert r.status_code == 200
    assert r.json() == {"lines": ["STORAGE = 2G CONFIGURED = 2G INC = 1M STANDBY = 0  RESERVED = 0"], "rc": 0}
    r = c.put(PATH, json={"cmd": "q linux1"})
    assert r.json() == {"lines": ["HCPCQU045E LINUX1 not logged on"], "rc": 45}
    assert c.put(PATH, json={"cmd": "define cpowned slot 254 m01p02"}).json() == {"lines": [], "rc": 0}


def test_each_user_has_a_machine_of_its_own() -> None:
    c = client(Users({"ANN": "a", "BOB": "b"}))
    assert c.put(PATH, json={"cmd": "force linux2 immed"}, headers=auth("ann", "a")).json()["rc"] == 0
    assert (
        c.put(PATH, json={"cmd": "q users"}, headers=auth("ann", "a")).json()["lines"][0].startswith("    31")
    )
    assert (
        c.put(PATH, json={"cmd": "q users"}, headers=auth("bob", "b")).json()["lines"][0].startswith("    32")
    )
    assert c.put(PATH, json={"cmd": "q users"}, headers=auth("bob", "x")).status_code == 401


def test_bad_requests_are_refused_in_words() -> None:
    c = client()
    assert c.put(PATH, content=b"{not json").status_code == 400
    assert c.put(PATH, json={"command": "q stor"}).json() == {
        "reason": 'the body must be {"cmd": "a CP command"}'
    }
    assert c.put(PATH, json={"cmd": "q " + "x" * 300}).status_code == 400
    assert c.put(PATH, json={"cmd": "q stor\nq stor"}).status_code == 400
    assert c.put(PATH, content=b"x" * (MAX_BODY + 1)).status_code == 413
    assert c.get(PATH).status_code == 405
