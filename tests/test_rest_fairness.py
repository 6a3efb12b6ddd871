"""Fairness to light users: the heavy lane's thread switching (lanes.py, pacing.py)."""

from __future__ import annotations

import sys

import anyio

from zconsole.frontends.rest import pacing
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import Limits


def test_switch_interval_is_short_while_a_heavy_call_runs_and_restored_after() -> None:
    import gc

    was, thresholds = sys.getswitchinterval(), gc.get_threshold()
    lanes = Lanes(1)
    limits = Limits(switch_interval=0.002, heavy_switch_interval=0.0003)
    seen: list[float] = []
    try:
        pacing.start(limits, lanes)
        assert sys.getswitchinterval() == 0.002

        async def main() -> None:
            seen.append(await lanes.run(sys.getswitchinterval, heavy=True))
            seen.append(await lanes.run(sys.getswitchinterval))  # the light lane changes nothing
            async with anyio.create_task_group() as tasks:  # two at once: short until both end
                for _ in range(2):
                    tasks.start_soon(_heavy, lanes, seen)

        anyio.run(main)
        assert seen == [0.0003, 0.002, 0.0003, 0.0003]
        assert sys.getswitchinterval() == 0.002
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)
        sys.setswitchinterval(was)


async def _heavy(lanes: Lanes, seen: list[float]) -> None:
    seen.append(await lanes.run(sys.getswitchinterval, heavy=True))


def test_lanes_leave_the_switch_interval_alone_unless_paced() -> None:
    was = sys.getswitchinterval()
    lanes = Lanes(1)

    async def main() -> float:
        return await lanes.run(sys.getswitchinterval, heavy=True)

    assert anyio.run(main) == was


def test_a_users_heavy_calls_take_one_place_of_the_heavy_lane_the_rest_queue() -> None:
    # heavy lane of 2; user A sends three heavy calls at once, B one: A never has two
    # running, and B's runs beside A's first (the second place is not A's to take)
    import asyncio
    import threading

    lanes_ = Lanes(2)
    held = threading.Lock()
    running: dict[str, int] = {"A": 0, "B": 0}
    most: dict[str, int] = {"A": 0, "B": 0}
    order: list[str] = []
    go = threading.Event()

    def work(user: str) -> str:
        with held:
            running[user] += 1
            most[user] = max(most[user], running[user])
            order.append(user)
        go.wait(10)
        with held:
            running[user] -= 1
        return user

    async def main() -> list[str]:
        calls = [asyncio.ensure_future(lanes_.run(work, user, heavy=True, owner=user)) for user in "AAAB"]
        for _ in range(1000):  # until two calls run (bounded)
            if len(order) == 2:
                break
            await asyncio.sleep(0.01)
        go.set()
        return list(await asyncio.gather(*calls))

    assert asyncio.run(main()) == ["A", "A", "A", "B"]
    assert most == {"A": 1, "B": 1}
    assert sorted(order[:2]) == ["A", "B"]


def _burn(seconds: float) -> None:
    """Use ``seconds`` of this thread's CPU time (a big command's work)."""
    import time

    until = time.thread_time() + seconds
    while time.thread_time() < until:
        pass


def test_waiting_calls_take_turns_by_the_cpu_time_their_users_used() -> None:
    # a light lane of 2 (no place ahead): two users hold both places; six users whose
    # last calls each used 20 ms of CPU queue behind them; a user whose calls used almost
    # none comes after them and is given the next place that frees
    import asyncio
    import threading

    lanes_ = Lanes(1, 2)
    lanes_._light.ahead = 0
    go = threading.Event()
    order: list[str] = []

    def held(user: str) -> None:
        order.append(user)
        go.wait(10)

    async def main() -> None:
        for i in range(6):  # each big user's history: one call of 20 ms of CPU
            await lanes_.run(_burn, 0.02, owner=f"H{i}")
        await lanes_.run(_burn, 0.0, owner="LIGHT")
        holding = [asyncio.ensure_future(lanes_.run(held, user, owner=user)) for user in ("P0", "P1")]
        for _ in range(1000):  # until both run (bounded)
            if len(order) == 2:
                break
            await asyncio.sleep(0.01)
        queued = [asyncio.ensure_future(lanes_.run(held, f"H{i}", owner=f"H{i}")) for i in range(6)]
        await asyncio.sleep(0)
        light = asyncio.ensure_future(lanes_.run(order.append, "LIGHT", owner="LIGHT"))
        await asyncio.sleep(0)
        assert len(lanes_._light.waiting) == 7
        go.set()
        await asyncio.gather(*holding, *queued, light)

    asyncio.run(main())
    assert sorted(order[:2]) == ["P0", "P1"]
    assert order[2] == "LIGHT", order  # before the six who came first
    assert sorted(order[3:]) == [f"H{i}" for i in range(6)]  # (by the CPU each used: about alike)


def test_a_small_call_takes_the_place_ahead_while_every_place_is_held() -> None:
    # eight users of big calls hold both places of a light lane of 2 and queue behind them;
    # a user of small calls runs at once, in the one place more, while all of them wait;
    # a big user's call never takes that place
    import asyncio
    import threading

    lanes_ = Lanes(1, 2)
    go = threading.Event()
    running: list[str] = []

    def held(user: str) -> None:
        running.append(user)
        go.wait(10)

    async def main() -> str:
        for i in range(8):
            await lanes_.run(_burn, 0.02, owner=f"H{i}")
        await lanes_.run(_burn, 0.0, owner="LIGHT")
        heavy = [asyncio.ensure_future(lanes_.run(held, f"H{i}", owner=f"H{i}")) for i in range(8)]
        for _ in range(1000):  # until two run (bounded)
            if len(running) == 2:
                break
            await asyncio.sleep(0.01)
        await asyncio.sleep(0)
        assert lanes_._light.running == 2 and len(lanes_._light.waiting) == 6
        answer = await lanes_.run(lambda: "IEE136I", owner="LIGHT")
        assert not go.is_set() and len(running) == 2  # the big calls still held and waiting
        go.set()
        await asyncio.gather(*heavy)
        return answer

    assert asyncio.run(main()) == "IEE136I"


def test_a_big_display_past_its_deadline_keeps_its_place_in_the_heavy_lane() -> None:
    # a heavy lane of 1: the first user's call runs past its deadline (Overdue, so its user
    # is answered), yet the second user's heavy call waits for it to end
    import asyncio
    import threading

    from zconsole.frontends.rest.lanes import Overdue

    lanes_ = Lanes(1, 2)
    go = threading.Event()
    ran: list[str] = []

    def held(user: str) -> str:
        ran.append(user)
        go.wait(10)
        return user

    async def main() -> str:
        try:
            await lanes_.run(held, "A", heavy=True, deadline=0.05, owner="A")
        except Overdue as late:
            overdue = late.future
        second = asyncio.ensure_future(lanes_.run(held, "B", heavy=True, owner="B"))
        await asyncio.sleep(0)
        assert lanes_._heavy.running == 1 and len(lanes_._heavy.waiting) == 1 and ran == ["A"]
        go.set()
        await overdue
        return await second

    assert asyncio.run(main()) == "B"
    assert ran == ["A", "B"]


def test_a_light_users_d_t_is_answered_while_eight_users_big_commands_hold_and_fill_the_lane() -> None:
    # Through the application: a light lane of 2; eight users each send HELP D (about 10
    # ms of CPU) once, then again, held this time: two hold both places and six queue. A
    # user whose D T goes to a worker (a saving machine, as with --state) is answered
    # while all eight are still held: it waits for none of them.
    import asyncio
    import base64
    import threading
    from typing import Any

    import httpx

    from tests.conftest import make_session
    from zconsole.console.session import Session
    from zconsole.frontends.rest.app import build_app
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.users import Users

    gate = threading.Event()
    holding = threading.Event()  # set: HELP D waits for the gate
    held: list[str] = []

    class Held(Session):
        def submit(self, text: str) -> Any:
            outcome = super().submit(text)
            if text == "HELP D" and holding.is_set():
                held.append(text)
                gate.wait(30)
            return outcome

    def machine(user: str) -> Session:
        ctx = make_session().context
        return Held(ctx.machine, ctx.clock, ctx.ids, ctx.parmlib, lambda session: None)

    heavy = [f"H{i}" for i in range(8)]
    app = build_app(Classroom(machine, Limits(light_lane=2)), Users({u: "pw" for u in [*heavy, "LIGHT"]}))

    def auth(user: str) -> dict[str, str]:
        return {"Authorization": "Basic " + base64.b64encode(f"{user}:pw".encode()).decode(),
                "X-CSRF-ZOSMF-HEADER": ""}

    async def scene() -> tuple[httpx.Response, int, list[int]]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://zc", timeout=60) as client:
            async def put(user: str, cmd: str) -> httpx.Response:
                return await client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd},
                                        headers=auth(user))

            for user in heavy:  # each user's history: one HELP D
                assert (await put(user, "HELP D")).status_code == 200
            for _ in range(2):  # (the first builds the user's machine: not a small call)
                assert (await put("LIGHT", "D T")).status_code == 200
            holding.set()
            crowd = [asyncio.ensure_future(put(user, "HELP D")) for user in heavy]
            for _ in range(1000):  # until two are held (bounded)
                if len(held) == 2:
                    break
                await asyncio.sleep(0.01)
            light = await put("LIGHT", "D T")
            still = 8 - sum(task.done() for task in crowd)
            gate.set()
            return light, still, [reply.status_code for reply in await asyncio.gather(*crowd)]

    try:
        light, still, crowd = asyncio.run(scene())
    finally:
        gate.set()
    assert light.status_code == 200 and "IEE136I" in light.json()["cmd-response"]
    assert still == 8  # answered while all eight big commands were held or waiting
    assert crowd == [200] * 8
