"""The classroom: a user starts a drill through REST, the --instructor user reads everyone's progress."""

from __future__ import annotations

import base64
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from tests.conftest import make_session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.drill_routes import DrillRoom, open_room, page
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.users import Users

CSRF = {"X-CSRF-ZOSMF-HEADER": "true"}


def auth(user: str, password: str) -> dict[str, str]:
    token = base64.b64encode(f"{user}:{password}".encode()).decode()
    return {"Authorization": f"Basic {token}", **CSRF}


TEACHER, TRAINEE, OTHER = auth("teacher", "t1"), auth("trainee", "pw2"), auth("other", "pw3")


@pytest.fixture
def client() -> TestClient:
    classroom = Classroom(lambda user: make_session())
    open_room(classroom, DrillRoom("TEACHER"))
    users = Users({"TEACHER": "t1", "TRAINEE": "pw2", "OTHER": "pw3"})
    return TestClient(build_app(classroom, users))


def test_a_user_runs_a_drill_and_the_instructor_reads_it(client: TestClient) -> None:
    listed = client.get("/zconsole/drills", headers=TRAINEE).json()["drills"]
    assert {"name": "aux-shortage", "title": "Auxiliary storage shortage: relieve it without cancelling "
            "protected work"} in listed
    started = client.post("/zconsole/drills/aux-shortage", headers=TRAINEE)
    assert started.status_code == 200, started.text
    body = started.json()
    assert " ".join(body["briefing"][:2]) == "DRILL aux-shortage: Auxiliary storage shortage: relieve it " \
                                             "without cancelling protected work"  # filled to 80 columns
    assert body["lines"][0] == ("ZCN300I DRILL AUX-SHORTAGE BEGINS - TIME RUNS OUT AT 10.13.00 - "
                                ".HINT FOR A HINT")
    assert body["progress"]["ended"] is None

    hint = client.put("/zconsole/drill", json={"cmd": ".HINT"}, headers=TRAINEE).json()
    assert hint["lines"][0].startswith("ZCN305I HINT 1 OF 2 - ")
    done = client.put("/zconsole/drill", json={"cmd": "C RUNAWAY"}, headers=TRAINEE).json()
    assert done["lines"][0] == "IEE301I RUNAWAY  CANCEL COMMAND ACCEPTED"
    assert done["lines"][-1] == "ZCN307I DRILL ENDED - OBJECTIVES MET"
    assert (done["progress"]["ended"], done["progress"]["score"]) == ("objectives met", 95)

    client.post("/zconsole/drills/critical-shortage", headers=OTHER)
    client.put("/zconsole/drill", json={"cmd": "R 00,E"}, headers=OTHER)

    room = client.get("/zconsole/classroom", headers=TEACHER).json()
    assert room["instructor"] == "TEACHER"
    by_user = {u["user"]: u for u in room["users"]}
    assert sorted(by_user) == ["OTHER", "TRAINEE"]
    assert by_user["TRAINEE"]["hints"] == 1 and all(o["met"] for o in by_user["TRAINEE"]["objectives"])
    assert by_user["OTHER"]["ended"] is None and by_user["OTHER"]["time"] == "10.27.00"
    assert by_user["OTHER"]["mistakes"] == [
        {"text": "replied E to IRA221D: the dialogue ends while the shortage stays critical", "penalty": 20}]
    html = client.get("/zconsole/classroom.html", headers=TEACHER)
    assert html.headers["content-type"].startswith("text/html")
    assert "<td>TRAINEE</td><td>aux-shortage</td><td>objectives met</td>" in html.text
    assert "-20 replied E to IRA221D" in html.text


def test_only_the_instructor_reads_the_classroom_and_state_changes_need_csrf(client: TestClient) -> None:
    assert client.get("/zconsole/classroom", headers=TRAINEE).status_code == 403
    assert client.get("/zconsole/classroom.html", headers=TRAINEE).status_code == 403
    assert client.get("/zconsole/classroom").status_code == 401
    no_csrf = {"Authorization": TRAINEE["Authorization"]}
    refused = client.post("/zconsole/drills/aux-shortage", headers=no_csrf)
    assert refused.status_code == 403 and "IZUG846W" in refused.text
    assert client.put("/zconsole/drill", json={"cmd": "D A,L"}, headers=TRAINEE).status_code == 409
    assert client.get("/zconsole/drill", headers=TRAINEE).status_code == 404
    missing = client.post("/zconsole/drills/nosuch", headers=TRAINEE)
    assert (missing.status_code, missing.json()["reason"]) == (
        404, "No drill named 'nosuch': the drill list names them")


def test_without_a_room_the_server_has_no_drill_routes() -> None:
    app = build_app(Classroom(lambda user: make_session()), Users({"A": "b"}))
    reply = TestClient(app).get("/zconsole/drills", headers=auth("a", "b"))
    assert reply.json()["reason"] == "No match for method GET and pathInfo='/zconsole/drills'"


def test_the_page_escapes_what_users_typed() -> None:
    text = page([{"user": "<B>", "drill": "d", "ended": None, "objectives": [{"text": "<i>", "met": True}],
                  "mistakes": [], "commands": 0, "hints": 0, "time": "10.00.00", "score": 0}])
    assert "<td>&lt;B&gt;</td>" in text and "&#10003; &lt;i&gt;" in text and "<i>" not in text


def test_the_page_shows_control_characters_escaped_not_raw() -> None:
    text = page([{"user": "A\x07B", "drill": "d", "ended": None,
                  "objectives": [{"text": "tab\there", "met": False}],
                  "mistakes": [{"text": "replied \x1b[2J to IRA221D", "penalty": 20}],
                  "commands": 0, "hints": 0, "time": "10.00.00", "score": 0}],
                [{"user": "A\x07B", "doing": "D \x9bT", "seconds": 40}])
    assert not any((ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) < 0xA0 for c in text)
    assert "<td>A\\x07B</td>" in text and "tab\\x09here" in text and "replied \\x1b[2J" in text
    assert "<li>A\\x07B: <code>D \\x9bT</code> still running after 40 seconds" in text


def test_a_drill_name_reaches_no_other_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the server's folder holds its users file (and any other TOML): no drill name reaches it
    (tmp_path / "users.toml").write_text('[users]\nteacher = "t1"\n')
    drills = tmp_path / "drills"
    drills.mkdir()
    monkeypatch.chdir(tmp_path)
    classroom = Classroom(lambda user: make_session())
    open_room(classroom, DrillRoom("TEACHER", drills))
    client = TestClient(build_app(classroom, Users({"TRAINEE": "pw2"})))
    answers = {name: client.post(f"/zconsole/drills/{name}", headers=TRAINEE)
               for name in ("users.toml", "users", "nosuch.toml", str(tmp_path / "users.toml").lstrip("/"))}
    for name, reply in answers.items():
        assert reply.status_code in (400, 404), name
        assert "drill]" not in reply.text and "users =" not in reply.text
    assert answers["users.toml"].json()["reason"] == answers["nosuch.toml"].json()["reason"].replace(
        "nosuch", "users")  # the same answer, file or no file


def test_drill_starts_queue_in_the_heavy_lane_and_leave_the_light_lane(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 50 users start a drill at once, each start held (a slow machine build): at most the
    # heavy lane's size run at once, the rest queue, and a light user is served meanwhile.
    import asyncio
    import threading

    from zconsole.drills import frontend

    limits = Limits(heavy_lane=2)
    held, gate = threading.Lock(), threading.Event()
    running = [0, 0]  # now, most at once
    original = frontend.start

    def slow_start(drill: object) -> object:
        with held:
            running[0] += 1
            running[1] = max(running[1], running[0])
        gate.wait(30)
        with held:
            running[0] -= 1
        return original(drill)  # type: ignore[arg-type]

    monkeypatch.setattr(frontend, "start", slow_start)
    classroom = Classroom(lambda user: make_session(), limits)
    open_room(classroom, DrillRoom("TEACHER"))
    users = {f"T{n:02d}": "pw" for n in range(50)} | {"LIGHT": "pw"}
    app = build_app(classroom, Users(users))

    async def scene() -> tuple[int, int, list[int]]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://zc") as client:
            starts = [asyncio.ensure_future(client.post("/zconsole/drills/aux-shortage",
                                                        headers=auth(u, "pw")))
                      for u in users if u != "LIGHT"]
            for _ in range(1000):  # until the lane is full (bounded)
                if running[0] == limits.heavy_lane:
                    break
                await asyncio.sleep(0.01)
            light = await client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D T"},
                                     headers=auth("light", "pw"))
            peak_before = running[1]
            assert not any(task.done() for task in starts)  # every drill still held or queued
            gate.set()
            done = await asyncio.gather(*starts)
            return light.status_code, peak_before, [reply.status_code for reply in done]

    light, peak, started = asyncio.run(scene())
    assert light == 200
    assert peak == limits.heavy_lane and running[1] == limits.heavy_lane
    assert started == [200] * 50


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.slow
@pytest.mark.skipif(chromium() is None, reason="headless Chromium is not installed (.ci/run installs "
                                                "Debian's chromium package where it can)")
def test_the_instructors_page_in_headless_chromium(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, ZCONSOLE_USERS="teacher:t1,trainee:pw2")
    server = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", str(port),
                               "--instructor", "teacher"], env=env, stderr=subprocess.PIPE, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                httpx.get(url + "/zosmf/info", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        assert httpx.post(url + "/zconsole/drills/svc-dump", headers=TRAINEE).status_code == 200
        httpx.put(url + "/zconsole/drill", json={"cmd": "DUMP COMM=(HANG)"}, headers=TRAINEE)
        shot = tmp_path / "classroom.png"
        page_url = f"http://teacher:t1@127.0.0.1:{port}/zconsole/classroom.html"
        browser = [chromium(), "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp_path}/p"]
        dom = subprocess.run([*browser, "--dump-dom", page_url], capture_output=True, text=True, timeout=120)
        assert "<td>TRAINEE</td><td>svc-dump</td><td>running</td>" in dom.stdout, dom.stderr[-2000:]
        assert "✗ no WTOR is outstanding (IEE094D answered)" in dom.stdout
        subprocess.run([*browser, f"--screenshot={shot}", "--window-size=1200,400", page_url],
                       capture_output=True, timeout=120)
        assert shot.exists() and shot.stat().st_size > 1000
    finally:
        server.terminate()
        server.wait(timeout=10)


# --- a drill goes with the user's machine ---------------------------------------
class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def classroom_with(limits: Limits, clock: Clock) -> tuple[TestClient, DrillRoom]:
    classroom = Classroom(lambda user: make_session(), limits, now=clock)
    room = DrillRoom("TEACHER")
    open_room(classroom, room)
    users = Users({"TEACHER": "t1", "TRAINEE": "pw2", "OTHER": "pw3"})
    return TestClient(build_app(classroom, users)), room


def test_an_idle_users_drill_is_released_with_their_machine() -> None:
    clock, limits = Clock(), Limits()
    client, room = classroom_with(limits, clock)
    assert client.post("/zconsole/drills/aux-shortage", headers=TRAINEE).status_code == 200
    assert client.post("/zconsole/drills/svc-dump", headers=OTHER).status_code == 200
    assert sorted(room.runs) == ["OTHER", "TRAINEE"]
    clock.now += limits.machine_idle / 2
    client.put("/zconsole/drill", json={"cmd": "D A,L"}, headers=OTHER)  # OTHER keeps theirs
    clock.now += limits.machine_idle / 2 + 1
    # TRAINEE idle past machine_idle: the next request that takes a seat lets both go
    assert client.put("/zconsole/drill", json={"cmd": "D A,L"}, headers=OTHER).status_code == 200
    assert sorted(room.runs) == ["OTHER"]
    assert client.get("/zconsole/drill", headers=TRAINEE).status_code == 404
    users = client.get("/zconsole/classroom", headers=TEACHER).json()["users"]
    assert [u["user"] for u in users] == ["OTHER"]


def test_a_returning_users_command_never_runs_on_a_released_drill() -> None:
    clock, limits = Clock(), Limits()
    client, room = classroom_with(limits, clock)
    client.post("/zconsole/drills/aux-shortage", headers=TRAINEE)
    clock.now += limits.machine_idle + 1
    late = client.put("/zconsole/drill", json={"cmd": "D A,L"}, headers=TRAINEE)
    assert late.status_code == 409 and room.runs == {}


def test_the_least_recently_used_drill_goes_when_every_place_is_taken() -> None:
    client, room = classroom_with(Limits(machines=1), Clock())
    client.post("/zconsole/drills/aux-shortage", headers=TRAINEE)
    assert client.post("/zconsole/drills/svc-dump", headers=OTHER).status_code == 200
    assert list(room.runs) == ["OTHER"]
