"""A machine that is slow anyway: a command past the deadline answers its user 503 (z/OSMF's
error shape), runs on out of its lane, and leaves the other users' lanes free; the user's
machine takes no other command until it ends, and the instructor's page names the user.

The slow machine is a fake: its ``D A,L`` waits for the test to let it go."""

from __future__ import annotations

import asyncio
import base64
import threading
from typing import Any

import httpx

from tests.conftest import make_session
from zconsole.console.session import Session
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.drill_routes import DrillRoom, open_room
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.users import Users

SLOW = "D A,L"
ISSUE = "/zosmf/restconsoles/consoles/defcn"


def auth(user: str) -> dict[str, str]:
    token = base64.b64encode(f"{user}:pw".encode()).decode()
    return {"Authorization": f"Basic {token}", "X-CSRF-ZOSMF-HEADER": ""}


class SlowSession(Session):
    """A console whose machine takes as long as ``gate`` says over ``SLOW``."""

    gate = threading.Event()

    def submit(self, text: str) -> Any:
        if text == SLOW:
            self.gate.wait(30)
        return super().submit(text)


def slow_machine(user: str) -> Session:
    plain = make_session()
    ctx = plain.context
    return SlowSession(ctx.machine, ctx.clock, ctx.ids, ctx.parmlib)


def test_a_command_past_its_deadline_answers_503_and_leaves_the_others_lanes_free() -> None:
    SlowSession.gate.clear()
    make_session().submit("D T")  # what a first command loads once a process, loaded now
    # a light lane of 2: three stuck users would hold every worker of it, were the
    # overdue not moved out of the lane's count
    limits = Limits(light_lane=2, command_deadline=2.0)
    classroom = Classroom(slow_machine, limits)
    open_room(classroom, DrillRoom("TEACHER"))
    users = Users({"ANN": "pw", "BOB": "pw", "CAY": "pw", "DAN": "pw", "TEACHER": "pw"})
    app = build_app(classroom, users)

    async def scene() -> dict[str, Any]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://zc") as client:
            async def put(user: str, cmd: str) -> httpx.Response:
                return await client.put(ISSUE, json={"cmd": cmd}, headers=auth(user))

            seen: dict[str, Any] = {}
            seen["stuck"] = await asyncio.gather(*(put(user, SLOW) for user in ("ann", "bob", "cay")))
            seen["other"] = [await put("dan", cmd) for cmd in ("D T", "D ASM", "D A,L")]
            seen["again"] = await put("ann", "D T")  # at once: the machine is still busy
            seen["page"] = (await client.get("/zconsole/classroom", headers=auth("teacher"))).json()
            seen["html"] = (await client.get("/zconsole/classroom.html", headers=auth("teacher"))).text
            SlowSession.gate.set()
            for _ in range(1000):  # until the stuck commands have ended (bounded)
                if not classroom.stuck:
                    break
                await asyncio.sleep(0.01)
            seen["after"] = await put("ann", "D T")
            seen["page_after"] = (await client.get("/zconsole/classroom", headers=auth("teacher"))).json()
            return seen

    seen = asyncio.run(scene())
    for reply in seen["stuck"]:
        assert reply.status_code == 503
        assert reply.json() == {"return-code": 8, "reason-code": 21, "reason": (
            "The command 'D A,L' did not end within 2 seconds; it runs on, and your machine takes "
            "commands again when it ends")}
    assert [reply.status_code for reply in seen["other"]] == [200, 200, 503], [r.text for r in seen["other"]]
    assert "IEE136I" in seen["other"][0].json()["cmd-response"]
    again = seen["again"]
    assert again.status_code == 503 and again.json()["reason"].startswith(
        "Your machine is still running 'D A,L' (")
    assert [(s["user"], s["doing"]) for s in seen["page"]["stuck"]] == [
        ("ANN", SLOW), ("BOB", SLOW), ("CAY", SLOW), ("DAN", SLOW)]
    assert "<li>ANN: <code>D A,L</code> still running after" in seen["html"]
    assert seen["after"].status_code == 200 and "IEE136I" in seen["after"].json()["cmd-response"]
    assert seen["page_after"]["stuck"] == []


def test_the_manual_states_the_deadline() -> None:
    from tests.conftest import ROOT
    from zconsole.console.roff import to_text

    text = " ".join(" ".join(to_text((ROOT / "man" / "zconsole.1").read_text())).split())
    assert f"runs past {Limits().command_deadline:g} seconds" in text
