"""Benchmark: `zconsole serve` as a classroom uses it -- memory per user and fairness.

memory    one real `zconsole serve --machine large --state DIR` (RSS from /proc): 200 x
          `D M=DEV(0000-07FF)` from one user, sync, then async uncollected, then async
          collected; the RSS growth beside the documented per-user budget (+32 MiB), the
          log file's size beside its bound; then 1,000 light users (`D ASM` each) after
          the heavy one, beside 1,000 light users on a fresh server.
fairness  one light user (`GET /zosmf/info` and `PUT D ASM`, one after the other) with
          no heavy users, then beside heavy users looping a big display; the light
          user's p50/p99/max side by side, in one run. `fairness` is the classroom's fairness case (one
          user looping `D M=DEV(0000-FFFF)`), `fairness-crowd` eight looping 0000-0FFF.
          Each slowest request is told apart: how long the server's event-loop thread,
          the longest-waiting of its workers and the light client itself waited for a CPU
          meanwhile (the kernel's run-queue time, /proc/PID/task/TID/schedstat): on a
          shared machine that is other programs' doing, not the heavy user's. The heavy
          user's own replies (count, mean seconds, the server's CPU time a reply from
          /proc) and the load average come with each phase.

The server and each heavy client run in sessions of their own, as a server and its
users' machines do: Linux's autogroup scheduler shares the CPUs between sessions first,
so a heavy client in the server's session would take CPU time from the server's own
threads, which no remote client can.

Run alone: `python bench/bench_classroom.py [memory|fairness|fairness-crowd] [--quick]
[--runs N]`; with `ZCONSOLE_TREE=/path/to/checkout` the server runs that checkout's code
(a floor, before).
"""

from __future__ import annotations

import base64
import contextlib
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import BinaryIO

import httpx

ROOT = Path(__file__).resolve().parent.parent
HEAVY = "D M=DEV(0000-07FF)"


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _auth(user: str) -> dict[str, str]:
    token = base64.b64encode(f"{user}:pw".encode()).decode()
    return {"Authorization": f"Basic {token}", "X-CSRF-ZOSMF-HEADER": ""}


class Server:
    """A real `zconsole serve` in its own process."""

    def __init__(self, *args: str, users: int = 2000) -> None:
        self.port = _port()
        env = dict(os.environ, ZCONSOLE_USERS=",".join(f"u{i}:pw" for i in range(users)))
        tree = os.environ.get("ZCONSOLE_TREE")  # measure another checkout (the code before a change)
        if tree:
            env["PYTHONPATH"] = tree
        self.process = subprocess.Popen(  # -m puts the working folder first on the path
            [sys.executable, "-m", "zconsole", "serve", "--port", str(self.port), *args],
            env=env, cwd=tree or None, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)
        self.url = f"http://127.0.0.1:{self.port}"
        for _ in range(300):
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    def rss(self) -> float:
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def put(client: httpx.Client, user: str, cmd: str, **extra: str) -> httpx.Response:
    return client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd, **extra}, headers=_auth(user))


def memory(quick: bool) -> list[tuple[str, str]]:
    from zconsole.frontends.rest.limits import Limits

    budget = Limits().user_bytes / 2**20
    count = 40 if quick else 200
    rows = []
    with tempfile.TemporaryDirectory() as state:
        server = Server("--machine", "large", "--state", state)
        try:
            with httpx.Client(base_url=server.url, timeout=120) as client:
                put(client, "u0", "D ASM")
                base = server.rss()
                for _ in range(count):
                    assert put(client, "u0", HEAVY).status_code == 200
                sync = server.rss()
                keys = [put(client, "u0", HEAVY, **{"async": "Y"}).json()["cmd-response-key"]
                        for _ in range(count)]
                uncollected = server.rss()
                for _ in range(count):
                    key = put(client, "u0", HEAVY, **{"async": "Y"}).json()["cmd-response-key"]
                    client.get(f"/zosmf/restconsoles/consoles/defcn/solmsgs/{key}", headers=_auth("u0"))
                collected = server.rss()
                log_file = max(p.stat().st_size for p in Path(state).glob("*.log")) / 2**20
                heavy_end = server.rss()
                for i in range(1, 1001):
                    put(client, f"u{i}", "D ASM")
                crowd = server.rss()
            del keys
        finally:
            server.stop()
    with tempfile.TemporaryDirectory() as state:
        fresh = Server("--machine", "large", "--state", state)
        try:
            with httpx.Client(base_url=fresh.url, timeout=120) as client:
                put(client, "u0", "D ASM")
                light_base = fresh.rss()
                for i in range(1, 1001):
                    put(client, f"u{i}", "D ASM")
                light = fresh.rss()
        finally:
            fresh.stop()
    rows.append((f"`--machine large`, {count} x `{HEAVY}` from one user: RSS growth sync / async "
                 f"uncollected / async collected (bound: {budget:.0f} MiB budget + 32 MiB)",
                 f"{sync - base:.1f} / {uncollected - base:.1f} / {collected - base:.1f} MiB "
                 f"(from {base:.1f} MiB)"))
    rows.append(("the user's log file beside --state (bound: the same budget)",
                 f"{log_file:.2f} MiB (bound {budget:.0f} MiB)"))
    rows.append(("1,000 light users (`D ASM` each): after the heavy user / on a fresh server",
                 f"+{crowd - heavy_end:.1f} MiB / +{light - light_base:.1f} MiB"))
    return rows


def _cpu(pid: int) -> float:
    """A process's CPU time so far (user + system, /proc/PID/stat), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _loop(url: str, user: str, cmd: str, record: str, server_pid: str) -> None:
    """A heavy user: the command again and again, each reply read to its end; the seconds
    each took and the server's CPU time at its end appended to ``record``."""
    with httpx.Client(base_url=url, timeout=300) as client, open(record, "a") as out:
        while True:
            began = time.perf_counter()
            with client.stream("PUT", "/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd},
                               headers=_auth(user)) as reply:
                for _ in reply.iter_raw():
                    pass
            out.write(f"{time.perf_counter() - began} {_cpu(int(server_pid))}\n")
            out.flush()


def _waited(stat: BinaryIO) -> float:
    """Seconds a thread has waited for a CPU so far (schedstat's second field)."""
    stat.seek(0)
    return int(stat.read().split()[1]) / 1e9


Timed = tuple[float, float, float, float]  # seconds; run-queue waits: server loop, its workers, client


def _light(url: str, seconds: float, server_pid: int) -> dict[str, list[Timed]]:
    """The light user's requests: seconds each took, and meanwhile how long the server's
    event-loop thread, the longest-waiting of its other threads (a worker holding the
    interpreter while the kernel does not run it keeps the loop waiting too) and the
    client itself waited in the kernel's run queue."""
    found: dict[str, list[Timed]] = {"info": [], "D ASM": []}
    with httpx.Client(base_url=url, timeout=60) as client, contextlib.ExitStack() as files:
        # not counted: the first D ASM builds the user's machine (16-44 ms on --machine
        # large), the first requests import what serves them
        client.get("/zosmf/info", headers=_auth("u999"))
        put(client, "u999", "D ASM")
        tasks = Path(f"/proc/{server_pid}/task")
        server = files.enter_context(open(tasks / str(server_pid) / "schedstat", "rb", buffering=0))
        own = files.enter_context(open(f"/proc/self/task/{threading.get_native_id()}/schedstat", "rb",
                                       buffering=0))
        workers = [files.enter_context(open(task / "schedstat", "rb", buffering=0))
                   for task in tasks.iterdir() if task.name != str(server_pid)]
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            for kind in ("info", "D ASM"):
                workers_before = [_waited(stat) for stat in workers]
                server_before, own_before, began = _waited(server), _waited(own), time.perf_counter()
                if kind == "info":
                    assert client.get("/zosmf/info", headers=_auth("u999")).status_code == 200
                else:
                    assert put(client, "u999", "D ASM").status_code == 200
                took = time.perf_counter() - began
                loop_wait, own_wait = _waited(server) - server_before, _waited(own) - own_before
                pairs = zip(workers, workers_before, strict=True)
                worker_wait = max((_waited(stat) - before for stat, before in pairs), default=0.0)
                found[kind].append((took, loop_wait, worker_wait, own_wait))
            time.sleep(0.01)
    return found


def _figures(values: list[Timed]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))][0]
    over = [row for row in ordered if row[0] > 0.050]  # the bound: each within 50 ms

    def waits(row: Timed) -> str:  # in ms: server loop / its workers / client
        return "/".join(f"{wait * 1000:.1f}" for wait in row[1:])

    told = "".join(f"; {row[0] * 1000:.1f} ({waits(row)})" for row in over[:-1])
    return (f"p50 {statistics.median(row[0] for row in ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
            f"max {ordered[-1][0] * 1000:.1f} ms (CPU waits: loop/workers/client {waits(ordered[-1])}), "
            f"over 50 ms {len(over)} of {len(ordered)}{told}")


def _load() -> str:
    return Path("/proc/loadavg").read_text().split()[0]


def fairness(quick: bool, heavy_users: int = 1, heavy: str = "D M=DEV(0000-FFFF)",
             machine: str = "large") -> list[tuple[str, str]]:
    seconds = 6.0 if quick else 20.0
    server = Server("--machine", machine)
    try:
        load_alone = _load()
        alone = _light(server.url, seconds, server.process.pid)
        load_beside = _load()
        # each heavy user in a process (and session) of its own: a client reading big
        # replies must not hold the light client's interpreter lock
        with tempfile.TemporaryDirectory() as records:
            crowd = [subprocess.Popen([sys.executable, __file__, "--heavy", server.url, f"u{i}", heavy,
                                       f"{records}/{i}", str(server.process.pid)], start_new_session=True)
                     for i in range(heavy_users)]
            try:
                time.sleep(1.0)
                beside = _light(server.url, seconds, server.process.pid)
            finally:
                for process in crowd:
                    process.terminate()
                    process.wait(timeout=10)
            done = sorted(tuple(map(float, line.split())) for path in Path(records).iterdir()
                          for line in path.read_text().splitlines())
            replies = [took for took, _ in done]
            # the server's CPU time from one reply's end to the next (light requests included)
            ends = sorted(cpu for _, cpu in done)
            per_reply = (ends[-1] - ends[0]) / (len(ends) - 1) if len(ends) > 1 else None
        load_end = _load()
    finally:
        server.stop()
    heavy_figure = (f"{len(replies)} replies, mean {statistics.mean(replies):.2f} s" if replies
                    else "no reply finished")
    if per_reply is not None:
        heavy_figure += f", server CPU {per_reply:.2f} s a reply"
    rows = [(f"light user's `{kind}`, alone / beside {heavy_users} user{'s' if heavy_users > 1 else ''} "
             f"looping `{heavy}` on `--machine {machine}`",
             f"{_figures(alone[kind])} / {_figures(beside[kind])}") for kind in ("info", "D ASM")]
    whose = "heavy users'" if heavy_users > 1 else "heavy user's"
    rows.append((f"the {whose} `{heavy}` meanwhile; load average at the start / beside / end",
                 f"{heavy_figure}; {load_alone} / {load_beside} / {load_end}"))
    return rows


def run(quick: bool = False) -> list[tuple[str, str]]:
    """For bench/run_all.py: the fairness case."""
    return fairness(quick)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--heavy"]:
        _loop(*sys.argv[2:7])
    quick = "--quick" in sys.argv
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 1
    kinds = [a for a in sys.argv[1:] if not a.startswith("--") and not a.isdigit()] or ["memory", "fairness"]
    for kind in kinds:
        for number in range(1, runs + 1 if kind != "memory" else 2):
            if kind == "fairness-crowd":
                rows = fairness(quick, 8, "D M=DEV(0000-0FFF)")
            else:
                rows = memory(quick) if kind == "memory" else fairness(quick)
            for metric, value in rows:
                print(f"{f'run {number}: ' if runs > 1 else ''}{metric}: {value}", flush=True)
