"""The VSE console over REST: PUT /zconsole/vse/console, shaped like z/VM's (lines and rc),
a console and machine per user, bounded whatever a client sends."""

from __future__ import annotations

import base64

from starlette.testclient import TestClient

from zconsole.console.session import Session
from zconsole.frontends.rest.cp import MAX_BODY, cp_app
from zconsole.frontends.rest.users import Users
from zconsole.frontends.rest.vse import MAX_COMMAND, PATH, console_reply
from zconsole.session_options import ConsoleOptions, make_session


def make(user: str) -> Session:
    return make_session(ConsoleOptions(system="vse", clock="10.00.00", date="2019-01-11"), ".")[0]


def client(users: Users | None = None) -> TestClient:
    return TestClient(cp_app(make, users or Users(), "", PATH, console_reply, MAX_COMMAND))


def auth(user: str, password: str) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()}


def test_a_command_gives_the_consoles_lines_and_rc() -> None:
    c = client()
    r = c.put(PATH, json={"cmd": "PRTY F4,BELOW,F9"})
    assert r.status_code == 200
    assert r.json() == {
        "lines": [
            "AR 0015 PRTY Z,Y,S,R,P,C,BG,FA,F4,F9,F8,F6,F5,F2,F7,FB,F3,F1",
            "AR 0015",
            "AR 0015 1I40I  READY",
        ],
        "rc": 0,
    }
    assert c.put(PATH, json={"cmd": "PRTY F9,ABOVE,F4"}).json() == {
        "lines": ["AR 0015 1Y63I  INVALID KEYWORD: ABOVE", "AR 0015 1I40I  READY"],
        "rc": 4,
    }
    lines = c.put(PATH, json={"cmd": "d rdr,freer"}).json()["lines"]
    assert lines[:2] == [
        "AR 0015 1C39I COMMAND PASSED TO VSE/POWER",
        "F1 0001 1R46I  READER QUEUE   P D C S  CARDS BU",
    ]


def test_each_user_has_a_machine_of_its_own() -> None:
    c = client(Users({"ANN": "a", "BOB": "b"}))
    c.put(PATH, json={"cmd": "PRTY F4,BELOW,F9"}, headers=auth("ann", "a"))
    ann = c.put(PATH, json={"cmd": "PRTY"}, headers=auth("ann", "a")).json()["lines"][0]
    bob = c.put(PATH, json={"cmd": "PRTY"}, headers=auth("bob", "b")).json()["lines"][0]
    assert "FA,F4,F9" in ann and "FA,F9" in bob
    assert c.put(PATH, json={"cmd": "PRTY"}, headers=auth("bob", "x")).status_code == 401


def test_bad_requests_are_refused_in_words() -> None:
    c = client()
    assert c.put(PATH, content=b"{not json").status_code == 400
    assert c.put(PATH, json={"cmd": "D " + "X" * 200}).json() == {
        "reason": f"a command is one line of at most {MAX_COMMAND} characters"
    }
    assert c.put(PATH, content=b"x" * (MAX_BODY + 1)).status_code == 413
