"""The classroom server's bounds: a user's bytes, replies kept once, the log file, paged
log replies, streamed bodies and the heavy lane. Cheap: the default machine
and small budgets; the memory figures of --machine large are bench/bench_classroom.py's."""

from __future__ import annotations

import base64
import gc
import json
import os
import tracemalloc
from pathlib import Path

import attrs
import pytest
from starlette.testclient import TestClient

from tests.conftest import make_session
from zconsole.console.hardcopy_file import log_path
from zconsole.frontends.rest import kept
from zconsole.frontends.rest.app import build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.framing import frame
from zconsole.frontends.rest.lanes import Lanes
from zconsole.frontends.rest.limits import HEAVY_COMMANDS, Limits
from zconsole.frontends.rest.serve import state_file, user_sessions
from zconsole.frontends.rest.users import Users
from zconsole.session_options import ConsoleOptions
from zconsole.systems.zos.messages import render_all

HEADERS = {"Authorization": "Basic " + base64.b64encode(b"ibmuser:sys1").decode(), "X-CSRF-ZOSMF-HEADER": ""}
BIG = "D M=DEV(0000-03FF)"  # about 1,400 lines on the default machine


def client_for(classroom: Classroom) -> TestClient:
    return TestClient(build_app(classroom, Users({"IBMUSER": "sys1"}), public_url="http://zconsole.test"))


def put(client: TestClient, cmd: str, **extra: str) -> dict[str, object]:
    reply = client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd, **extra}, headers=HEADERS)
    assert reply.status_code == 200, reply.text
    return dict(reply.json())


def test_kept_size_is_at_least_the_memory_it_holds() -> None:
    session = make_session()
    message = session.submit("D M=DEV(0000-0FFF)").messages[0]
    kept.keep(message, session.system)  # renderers and caches warmed
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        found = kept.keep(message, session.system)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert found.lines == render_all([message])
    assert len(found.pieces) > 1 and all(len(piece) < 2 * kept.PIECE_CHARS for piece in found.pieces)
    # what tracemalloc saw, within its own bookkeeping and the renderers' few small
    # leftovers (under 2 KiB): the measure is the memory, not a guess at it
    assert held - 2048 <= found.size() <= held + 2 * kept.KEPT_OVERHEAD


def test_a_big_reply_is_kept_once_by_the_log_and_the_async_reply() -> None:
    classroom = Classroom(lambda user: make_session())
    client = client_for(classroom)
    key = put(client, BIG, **{"async": "Y"})["cmd-response-key"]
    workspace = classroom.workspaces["IBMUSER"]
    reply = next(iter(workspace.consoles["IBMUSECN"].pending.values()))
    logged = [entry for entry in workspace.first.log if entry.kind == "response"][-1]
    assert reply.messages[0] is logged.messages[0]
    collected = client.get(f"/zosmf/restconsoles/consoles/defcn/solmsgs/{key}", headers=HEADERS).json()
    assert collected["cmd-response"] == frame(render_all(make_session().submit(BIG).messages))


def test_a_big_sync_reply_is_streamed_byte_for_byte_as_a_plain_one() -> None:
    plain = client_for(Classroom(lambda user: make_session()))
    streamed = client_for(Classroom(lambda user: make_session(), attrs.evolve(Limits(), stream_above=1000)))
    body = {"cmd": BIG, "sol-key": "IEE174I"}
    replies = [c.put("/zosmf/restconsoles/consoles/defcn", json=body, headers=HEADERS)
               for c in (plain, streamed)]
    assert "content-length" in replies[0].headers
    assert "content-length" not in replies[1].headers  # a stream (chunked over HTTP/1.1)
    assert replies[0].content == replies[1].content
    data = json.loads(replies[1].content)
    assert data["sol-key-detected"] is True
    assert data["cmd-response"] == frame(render_all(make_session().submit(BIG).messages))


def test_everything_kept_for_a_user_stays_within_the_budget_oldest_first() -> None:
    limits = attrs.evolve(Limits(), user_bytes=300_000)
    classroom = Classroom(lambda user: make_session(), limits)
    client = client_for(classroom)
    keys = []
    for i in range(6):
        keys.append(put(client, BIG, **{"async": "Y"})["cmd-response-key"])
        put(client, BIG)
        workspace = classroom.workspaces["IBMUSER"]
        assert classroom.held("IBMUSER", workspace) <= limits.user_bytes, i
    pending = list(workspace.consoles["IBMUSECN"].pending)
    assert pending and pending[-1] == keys[-1] and keys[0] not in pending
    status = client.get(f"/zosmf/restconsoles/consoles/defcn/solmsgs/{keys[0]}", headers=HEADERS).status_code
    assert status == 410
    assert [e.text for e in workspace.first.log if e.kind == "command"][-1] == BIG
    assert workspace.first.log.bytes == sum(kept.cost(entry) for entry in workspace.first.log)


def test_a_reply_bigger_than_the_budget_is_answered_but_not_kept() -> None:
    limits = attrs.evolve(Limits(), user_bytes=20_000)
    classroom = Classroom(lambda user: make_session(), limits)
    client = client_for(classroom)
    answer = put(client, BIG)
    assert str(answer["cmd-response"]).startswith(" IEE174I")
    key = put(client, BIG, **{"async": "Y"})["cmd-response-key"]
    reply = client.get(f"/zosmf/restconsoles/consoles/defcn/solmsgs/{key}", headers=HEADERS)
    assert reply.status_code == 410
    assert classroom.held("IBMUSER", classroom.workspaces["IBMUSER"]) <= limits.user_bytes


def test_the_log_file_beside_state_keeps_the_same_bound(tmp_path: Path) -> None:
    limits = attrs.evolve(Limits(), user_bytes=200_000)
    sessions = user_sessions(ConsoleOptions(clock="12.00.00"), tmp_path, os.getcwd())
    classroom = Classroom(sessions, limits)
    client = client_for(classroom)
    path = log_path(state_file(tmp_path, "IBMUSER"))
    for _ in range(12):
        put(client, BIG)
        put(client, "D ASM")
        assert path.stat().st_size <= limits.user_bytes
    lines = path.read_text().splitlines()
    assert json.loads(lines[-1])["messages"][0][0].startswith("IEE200I")  # the newest is there
    # a restart reads the file back within the budget
    again = Classroom(sessions, limits)
    put(client_for(again), "D ASM")
    workspace = again.workspaces["IBMUSER"]
    assert again.held("IBMUSER", workspace) <= limits.user_bytes
    assert any(entry.text == BIG for entry in workspace.first.log)


def test_the_log_service_pages_a_big_log() -> None:
    limits = attrs.evolve(Limits(), log_reply_bytes=100_000)
    client = client_for(Classroom(lambda user: make_session(), limits))
    for _ in range(3):
        put(client, BIG)
    first = client.get("/zosmf/restconsoles/v1/log", headers=HEADERS).json()
    size = sum(len(item["message"]) for item in first["items"])
    assert 0 < size <= 100_000 + max(len(item["message"]) for item in first["items"])
    assert first["items"][-1]["subType"] == "RESPONSE"  # backward: the newest are on the first page
    everything = client.get("/zosmf/restconsoles/v1/log", headers=HEADERS,
                            params={"timestamp": str(first["nextTimestamp"])}).json()
    assert everything["totalitems"] >= 1


@pytest.mark.parametrize(("command", "heavy"), [
    ("D M=DEV(0000-FFFF)", True), ("d m=chp", True), ("DISPLAY MATRIX=DEV", True), ("D U,DASD", True),
    ("D UNITS", True), ("D ASM", False), ("D T", False), ("DUMP COMM=(X)", False), ("D MPF", False)])
def test_big_displays_go_to_the_heavy_lane(command: str, heavy: bool) -> None:
    assert (HEAVY_COMMANDS.match(command) is not None) == heavy


class Node:
    pass


def test_paced_collections_run_and_freeze_what_survives() -> None:
    import weakref

    import anyio

    from zconsole.frontends.rest import pacing

    limits = attrs.evolve(Limits(), gc_every=0.01, gc_full_every=0.0)
    was_enabled = gc.isenabled()
    gc.disable()  # only the paced collection may free the cycle below
    node = Node()
    node.me = node  # type: ignore[attr-defined]
    ref = weakref.ref(node)
    del node
    try:
        async def main() -> None:
            with anyio.move_on_after(0.1):
                await pacing.pace(limits, Lanes(1))

        anyio.run(main)
        assert ref() is None
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()


def test_zowe_list_systems_sees_this_one_system() -> None:
    client = client_for(Classroom(lambda user: make_session()))
    reply = client.get("/zosmf/resttopology/systems", headers=HEADERS)
    assert reply.status_code == 200
    data = reply.json()
    assert data["numRows"] == 1 and len(data["items"]) == 1
    item = data["items"][0]
    assert (item["systemName"], item["systemNickName"], item["jesType"], item["url"]) == (
        "SYS1", "SYS1", "JES2", "http://zconsole.test")
    assert client.get("/zosmf/resttopology/systems").status_code == 401


@pytest.mark.parametrize("command", ["RO SYS1,D ASM", "ro *all,d asm", "ROUTE (SYS1),D ASM",
                                     "RO *ALL,T=10,D ASM", "RO SYS1, D ASM"])
def test_a_command_routed_to_this_system_runs_here(command: str) -> None:
    routed, plain = (client_for(Classroom(lambda user: make_session())) for _ in range(2))
    assert put(routed, command)["cmd-response"] == put(plain, "D ASM")["cmd-response"]


@pytest.mark.parametrize("command", ["RO SYS2,D ASM", "RO (SYS1,SYS2),D ASM"])
def test_a_command_routed_to_another_system_gets_iee618i(command: str) -> None:
    classroom = Classroom(lambda user: make_session())
    client = client_for(classroom)
    assert put(client, command)["cmd-response"] == " IEE618I ROUTE COMMAND REJECTED, INVALID SYSTEM NAME"
    logged = [entry.text for entry in classroom.workspaces["IBMUSER"].first.log if entry.kind == "command"]
    assert logged == [command]


def test_a_big_message_value_is_let_go_a_slice_at_a_time() -> None:
    import weakref

    @attrs.frozen
    class Big:
        rows: tuple[Node, ...]

    rows = tuple(Node() for _ in range(3 * kept.FREE_SLICE + 1))
    refs = [weakref.ref(row) for row in rows]
    message = Big(rows)
    del rows
    parts = kept.loosen((message,))
    assert [len(part) for part in parts] == [3 * kept.FREE_SLICE + 1]
    del message  # the value goes; its rows stay with ``parts`` until freed
    assert all(ref() is not None for ref in refs)
    kept.free(parts)
    assert all(ref() is None for ref in refs) and parts == [[]]


def test_a_released_machine_comes_back_from_its_state_file(tmp_path: Path) -> None:
    limits = attrs.evolve(Limits(), machines=1)
    sessions = user_sessions(ConsoleOptions(clock="12.00.00"), tmp_path, os.getcwd())
    classroom = Classroom(sessions, limits)
    app = TestClient(build_app(classroom, Users({"IBMUSER": "sys1", "TRAINEE": "pw2"}),
                               public_url="http://zconsole.test"))
    trainee = {**HEADERS, "Authorization": "Basic " + base64.b64encode(b"trainee:pw2").decode()}

    def put_as(headers: dict[str, str], cmd: str) -> str:
        reply = app.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd}, headers=headers)
        assert reply.status_code == 200, reply.text
        return str(reply.json()["cmd-response"])

    put_as(HEADERS, "CF SCM(0G-16G),OFFLINE")
    shown = put_as(HEADERS, "D M=SCM")
    put_as(trainee, "D ASM")  # the one place is taken: IBMUSER's machine is released
    assert list(classroom.workspaces) == ["TRAINEE"]
    again = put_as(HEADERS, "D M=SCM")  # and comes back from its file
    assert again.split("\r")[1:] == shown.split("\r")[1:]
    log = app.get("/zosmf/restconsoles/v1/log", headers=HEADERS, params={"timeRange": "999h"}).json()
    commands = [item["message"] for item in log["items"] if item["subType"] == "COMMAND"]
    assert commands == ["CF SCM(0G-16G),OFFLINE", "D M=SCM", "D M=SCM"]
