"""The classroom with --state: a user's drill is saved beside their machine, so it outlives
the machine being let go (other users wanting the places) and a server restart; the
instructor still sees every trainee's progress."""

from __future__ import annotations

import base64
from pathlib import Path

from starlette.testclient import TestClient

from tests.conftest import make_session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.drill_routes import DrillRoom, open_room
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.users import Users

CSRF = {"X-CSRF-ZOSMF-HEADER": "true"}
CROWD = [f"U{n:03d}" for n in range(12)]
PASSWORDS = {"TEACHER": "t1", "TRAINEE": "pw2", **{u: "pw" for u in CROWD}}


def auth(user: str) -> dict[str, str]:
    token = base64.b64encode(f"{user}:{PASSWORDS[user]}".encode()).decode()
    return {"Authorization": f"Basic {token}", **CSRF}


def server(state: Path, machines: int = 3) -> tuple[TestClient, DrillRoom]:
    """A classroom server over the state folder (a new one: a restart)."""
    classroom = Classroom(lambda user: make_session(), Limits(machines=machines))
    room = DrillRoom("TEACHER", saved=state)
    open_room(classroom, room)
    return TestClient(build_app(classroom, Users(PASSWORDS))), room


def trainee_row(client: TestClient) -> dict[str, object]:
    users = client.get("/zconsole/classroom", headers=auth("TEACHER")).json()["users"]
    (row,) = [u for u in users if u["user"] == "TRAINEE"]
    return row  # type: ignore[no-any-return]


def test_a_drill_outlives_its_machine_being_let_go_for_other_users(tmp_path: Path) -> None:
    client, room = server(tmp_path)
    assert client.post("/zconsole/drills/critical-shortage", headers=auth("TRAINEE")).status_code == 200
    forced = client.put("/zconsole/drill", json={"cmd": "FORCE LEAKER,ARM"}, headers=auth("TRAINEE")).json()
    assert forced["progress"]["commands"] == 1
    for user in CROWD:  # every place wanted by others: TRAINEE's machine (and drill) is let go
        assert client.post("/zconsole/drills/svc-dump", headers=auth(user)).status_code == 200
    assert "TRAINEE" not in room.runs
    row = trainee_row(client)
    assert (row["drill"], row["commands"], row["ended"]) == ("critical-shortage", 1, None)
    assert client.get("/zconsole/drill", headers=auth("TRAINEE")).json()["commands"] == 1
    done = client.put("/zconsole/drill", json={"cmd": "C BATCHHOG"}, headers=auth("TRAINEE"))
    assert done.status_code == 200, done.text  # the drill goes on where it was
    progress = done.json()["progress"]
    assert (progress["commands"], progress["ended"], progress["score"]) == (2, "objectives met", 100)
    assert [o["met"] for o in progress["objectives"]] == [True, True, True]


def test_a_restarted_server_shows_and_continues_the_drill(tmp_path: Path) -> None:
    client, _ = server(tmp_path)
    client.post("/zconsole/drills/critical-shortage", headers=auth("TRAINEE"))
    client.put("/zconsole/drill", json={"cmd": ".HINT"}, headers=auth("TRAINEE"))
    mid = client.put("/zconsole/drill", json={"cmd": "FORCE LEAKER,ARM"}, headers=auth("TRAINEE")).json()
    before = mid["progress"]
    client, room = server(tmp_path)  # the restart: nothing in memory
    assert room.runs == {}
    assert trainee_row(client) == before
    page = client.get("/zconsole/classroom.html", headers=auth("TEACHER")).text
    assert "<td>TRAINEE</td><td>critical-shortage</td><td>running</td>" in page
    shown = client.put("/zconsole/drill", json={"cmd": "D R,L"}, headers=auth("TRAINEE")).json()
    assert "NO MESSAGES OUTSTANDING" in shown["lines"]  # LEAKER's FORCE relieved it, before the restart
    after = shown["progress"]
    assert (after["commands"], after["hints"], after["time"]) == (2, 1, before["time"])
    assert [o["met"] for o in after["objectives"]] == [o["met"] for o in before["objectives"]]


def test_a_damaged_saved_drill_is_no_drill_and_breaks_nobody_else(tmp_path: Path) -> None:
    client, _ = server(tmp_path)
    client.post("/zconsole/drills/svc-dump", headers=auth("U000"))
    (tmp_path / "drills").mkdir(exist_ok=True)
    (tmp_path / "drills" / "TRAINEE.json").write_text('{"format": "zconsole-drill-1", "drill": "svc-dump"}')
    (tmp_path / "drills" / "TRAINEE-progress.json").write_text("[[[")
    client, _ = server(tmp_path)
    late = client.put("/zconsole/drill", json={"cmd": "D T"}, headers=auth("TRAINEE"))
    assert late.status_code == 409
    assert client.get("/zconsole/drill", headers=auth("TRAINEE")).status_code == 404
    users = client.get("/zconsole/classroom", headers=auth("TEACHER")).json()["users"]
    assert [u["user"] for u in users] == ["U000"]

