"""Benchmark: `zconsole serve` as a classroom uses it -- memory per user and fairness.

memory    one real `zconsole serve --machine large --state DIR` (RSS from /proc): 200 x
          `D M=DEV(0000-07FF)` from one user, sync, then async uncollected, then async
          collected; the RSS growth beside the documented per-user budget (+32 MiB), the
          log file's size beside its bound; then 1,000 light users (`D ASM` each) after
          the heavy one, beside 1,000 light users on a fresh server.
fairness  one light user (`GET /zosmf/info` and `PUT D ASM`, one after the other) with
          no heavy users, then beside N heavy users looping a big display; the light
          user's p50/p99 side by side, in one run.

Run alone: `python bench/bench_classroom.py [memory|fairness] [--quick]`; with
`ZCONSOLE_TREE=/path/to/checkout` the server runs that checkout's code (a floor, before).
"""

from __future__ import annotations

import base64
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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
            env=env, cwd=tree or None, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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


def _loop(url: str, user: str, cmd: str) -> None:
    with httpx.Client(base_url=url, timeout=300) as client:
        while True:
            with client.stream("PUT", "/zosmf/restconsoles/consoles/defcn", json={"cmd": cmd},
                               headers=_auth(user)) as reply:
                for _ in reply.iter_raw():
                    pass


def _light(url: str, seconds: float) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {"info": [], "D ASM": []}
    with httpx.Client(base_url=url, timeout=60) as client:
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            began = time.perf_counter()
            assert client.get("/zosmf/info", headers=_auth("u999")).status_code == 200
            found["info"].append(time.perf_counter() - began)
            began = time.perf_counter()
            assert put(client, "u999", "D ASM").status_code == 200
            found["D ASM"].append(time.perf_counter() - began)
            time.sleep(0.01)
    return found


def _figures(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    over = sum(value > 0.050 for value in ordered)  # the bound: each within 50 ms
    return (f"p50 {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
            f"max {ordered[-1] * 1000:.1f} ms, over 50 ms {over} of {len(ordered)}")


def fairness(quick: bool, heavy_users: int = 8, heavy: str = "D M=DEV(0000-0FFF)",
             machine: str = "large") -> list[tuple[str, str]]:
    seconds = 6.0 if quick else 20.0
    server = Server("--machine", machine)
    try:
        alone = _light(server.url, seconds)
        # each heavy user in a process of its own: a client reading big replies must not
        # hold the light client's interpreter lock
        crowd = [subprocess.Popen([sys.executable, __file__, "--heavy", server.url, f"u{i}", heavy])
                 for i in range(heavy_users)]
        try:
            time.sleep(1.0)
            beside = _light(server.url, seconds)
        finally:
            for process in crowd:
                process.terminate()
                process.wait(timeout=10)
    finally:
        server.stop()
    return [(f"light user's `{kind}`, alone / beside {heavy_users} users looping `{heavy}` "
             f"on `--machine {machine}`",
             f"{_figures(alone[kind])} / {_figures(beside[kind])}") for kind in ("info", "D ASM")]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--heavy"]:
        _loop(*sys.argv[2:5])
    quick = "--quick" in sys.argv
    kinds = [a for a in sys.argv[1:] if not a.startswith("--")] or ["memory", "fairness"]
    for kind in kinds:
        if kind == "fairness-ffff":
            rows = fairness(quick, 1, "D M=DEV(0000-FFFF)")
        else:
            rows = memory(quick) if kind == "memory" else fairness(quick)
        for metric, value in rows:
            print(f"{metric}: {value}", flush=True)
