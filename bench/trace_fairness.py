"""Where a light user's time goes beside a heavy user: a traced `zconsole serve` (a diagnosis).

`python bench/trace_fairness.py [SECONDS]` starts the server in a process (and session) of
its own with its event loop traced -- each callback's wall time, thread CPU time and
run-queue wait (/proc/self/task/TID/schedstat), the garbage collections, the heavy lane's
calls -- then runs a light user (`GET /zosmf/info`, `PUT D ASM`) alone and beside one user
looping `D M=DEV(0000-FFFF)` on `--machine large`, and splits each light request's time:
before the application saw it (the loop waking: its run-queue wait, its CPU, and the rest,
mostly waiting for the interpreter; it comes out below 0 when the loop already waited for
a CPU as the request left the client), in the application (the same three), and after it
sent the reply (the client's side). Client and server read one monotonic clock. The
tracing costs the server time of its own: compare its figures with each other, and take
the light user's figures from bench_classroom.py.
"""

from __future__ import annotations

import asyncio
import base64
import bisect
import gc
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
mono = time.monotonic


def _schedstat() -> tuple[float, float]:
    """This thread's CPU time and run-queue wait so far, in seconds."""
    with open(f"/proc/self/task/{threading.get_native_id()}/schedstat", "rb") as stat:
        ran, waited, _ = stat.read().split()
    return int(ran) / 1e9, int(waited) / 1e9


Trace = dict[str, Any]


def _trace_loop(trace: Trace) -> None:
    """Every event-loop callback over 0.5 ms; the loop's schedstat after each one."""
    handle_run = asyncio.events.Handle._run

    def run(self: asyncio.events.Handle) -> None:
        began, cpu = mono(), time.thread_time()
        handle_run(self)
        wall = mono() - began
        trace["ends"].append((began + wall, _schedstat()))
        if wall > 0.0005:
            what = getattr(self, "_callback", None)
            name = getattr(what, "__qualname__", repr(what))
            trace["calls"].append((began, wall, time.thread_time() - cpu, name))

    asyncio.events.Handle._run = run  # type: ignore[method-assign]
    started = [0.0]

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = mono()
        else:
            trace["collections"].append((started[0], mono() - started[0], info["generation"],
                                         threading.current_thread().name))

    gc.callbacks.append(collected)


def _trace_requests(trace: Trace) -> None:
    """Requests carrying x-seq: when the application got them and sent their reply."""
    import zconsole.frontends.rest.app as app_module

    build_app = app_module.build_app

    def traced_app(*a: Any, **k: Any) -> Any:
        inner = build_app(*a, **k)

        async def traced(scope: Any, receive: Any, send: Any) -> None:
            seq = dict(scope.get("headers", [])).get(b"x-seq") if scope["type"] == "http" else None
            if seq is None:
                await inner(scope, receive, send)
                return
            record: dict[str, Any] = {"entry": mono(), "cpu0": time.thread_time(), "ss0": _schedstat()}

            async def sent(message: Any) -> None:
                await send(message)
                if message["type"] == "http.response.body" and not message.get("more_body"):
                    record.update(sent=mono(), cpu1=time.thread_time(), ss1=_schedstat())

            await inner(scope, receive, sent)
            trace["requests"][int(seq)] = record

        return traced

    app_module.build_app = traced_app


def _trace_heavy(trace: Trace) -> None:
    """The heavy lane's calls: start, end, CPU, what."""
    import zconsole.frontends.rest.lanes as lanes_module

    lanes_run = lanes_module.Lanes.run

    async def timed_run(self: Any, func: Any, *args: Any, heavy: bool = False) -> Any:
        if not heavy:
            return await lanes_run(self, func, *args)

        def timed(*a: Any) -> Any:
            began, cpu = mono(), time.thread_time()
            try:
                return func(*a)
            finally:
                name = getattr(func, "__name__", "?")
                trace["heavy"].append((began, mono(), time.thread_time() - cpu, name))

        return await lanes_run(self, timed, *args, heavy=True)

    lanes_module.Lanes.run = timed_run  # type: ignore[method-assign]


def serve_traced(out: str, args: list[str]) -> None:
    """The server, traced; SIGUSR1 writes the trace to ``out`` and ends it."""
    trace: Trace = {"calls": [], "ends": [], "requests": {}, "collections": [], "heavy": []}
    _trace_loop(trace)
    _trace_requests(trace)
    _trace_heavy(trace)

    def dump(*_: object) -> None:
        Path(out).write_text(json.dumps(trace))
        os._exit(0)

    signal.signal(signal.SIGUSR1, dump)
    from zconsole.cli import main

    sys.argv = ["zconsole", *args]
    raise SystemExit(main())


def _auth() -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(b"u999:pw").decode(), "X-CSRF-ZOSMF-HEADER": ""}


def _light(url: str, phase: str, first: int, seconds: float) -> list[tuple[int, str, str, float, float]]:
    import httpx

    rows = []
    with httpx.Client(base_url=url, timeout=60) as client:
        client.get("/zosmf/info", headers=_auth())  # warm: the user's machine, the imports
        client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D ASM"}, headers=_auth())
        seq, until = first, mono() + seconds
        while mono() < until:
            for kind in ("info", "D ASM"):
                seq += 1
                headers = {**_auth(), "x-seq": str(seq)}
                began = mono()
                if kind == "info":
                    reply = client.get("/zosmf/info", headers=headers)
                else:
                    reply = client.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D ASM"},
                                       headers=headers)
                assert reply.status_code == 200
                rows.append((seq, phase, kind, began, mono()))
            time.sleep(0.01)
    return rows


def drive(seconds: float) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, ZCONSOLE_USERS=",".join(f"u{i}:pw" for i in range(1000)))
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        trace = f"{folder}/trace.json"
        server = subprocess.Popen([sys.executable, __file__, "--serve", trace, "serve", "--port", str(port),
                                   "--machine", "large"], env=env, cwd=HERE.parent,
                                  stderr=subprocess.DEVNULL, start_new_session=True)
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        rows = _light(url, "alone", 0, seconds)
        loop = subprocess.Popen([sys.executable, str(HERE / "bench_classroom.py"), "--heavy", url, "u0",
                                 "D M=DEV(0000-FFFF)", f"{folder}/heavy"], start_new_session=True)
        time.sleep(1.0)
        rows += _light(url, "beside", 100_000, seconds)
        loop.terminate()
        loop.wait()
        server.send_signal(signal.SIGUSR1)
        server.wait(timeout=60)
        report(rows, json.loads(Path(trace).read_text()))


def report(rows: list[tuple[int, str, str, float, float]], trace: dict[str, Any]) -> None:
    requests = {int(k): v for k, v in trace["requests"].items()}
    ends = trace["ends"]
    end_times = [end[0] for end in ends]

    def split(row: tuple[int, str, str, float, float]) -> list[float] | None:
        seq, _, _, began, done = row
        r = requests.get(seq)
        if r is None or "sent" not in r:
            return None
        before = bisect.bisect_left(end_times, began) - 1  # the loop's schedstat when the request left
        cpu0, wait0 = ends[before][1] if before >= 0 else r["ss0"]
        pre, app = r["entry"] - began, r["sent"] - r["entry"]
        pre_cpu, pre_wait = r["ss0"][0] - cpu0, r["ss0"][1] - wait0
        app_cpu, app_wait = r["cpu1"] - r["cpu0"], r["ss1"][1] - r["ss0"][1]
        return [x * 1000 for x in (pre_wait, pre_cpu, pre - pre_wait - pre_cpu,
                                   app_wait, app_cpu, app - app_wait - app_cpu, done - r["sent"])]

    for phase in ("alone", "beside"):
        for kind in ("info", "D ASM"):
            took = sorted((r[4] - r[3]) * 1000 for r in rows if r[1] == phase and r[2] == kind)
            print(f"{phase} {kind}: n {len(took)}, p50 {statistics.median(took):.1f} ms, "
                  f"p99 {took[int(len(took) * 0.99)]:.1f} ms, max {took[-1]:.1f} ms")
        slow = [s for r in rows if r[1] == phase and r[4] - r[3] > 0.015 and (s := split(r))]
        sums = [sum(s[i] for s in slow) for i in range(7)]
        print(f"  {len(slow)} requests over 15 ms, summed (ms): before the app: run-queue {sums[0]:.0f}, "
              f"CPU {sums[1]:.0f}, rest {sums[2]:.0f}; in the app: run-queue {sums[3]:.0f}, "
              f"CPU {sums[4]:.0f}, rest {sums[5]:.0f}; after: {sums[6]:.0f}")
    worst = sorted((r for r in rows if r[1] == "beside"), key=lambda r: r[3] - r[4])[:5]
    for row in worst:
        parts = split(row)
        shown = " / ".join(f"{p:.1f}" for p in parts) if parts else "?"
        print(f"slow beside: {row[2]} {(row[4] - row[3]) * 1000:.1f} ms = {shown} (as above)")
    runs = [h for h in trace["heavy"] if h[3] == "run"]
    pauses = sorted(c[1] * 1000 for c in trace["collections"])
    print(f"heavy renders: {len(runs)}, CPU {statistics.mean(h[2] for h in runs) if runs else 0:.2f} s each; "
          f"garbage collections: {len(pauses)}, longest {pauses[-1] if pauses else 0:.1f} ms")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve_traced(sys.argv[2], sys.argv[3:])
    else:
        drive(float(sys.argv[1]) if len(sys.argv) > 1 else 15.0)
