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
