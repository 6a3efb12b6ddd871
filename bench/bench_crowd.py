"""Benchmark: a light user's `PUT D T` beside a crowd of users each sending the worst command.

One real `zconsole serve` (its own process and session, as in bench_classroom.py); a light
user (its own process) sends `PUT D T` every 10 ms, first alone, then beside N heavy users
(default 40, one client process holding a keep-alive connection each) who each send the
same heavy command again and again, reading every reply to its end. The light user's
p50/p99/max alone and beside, and p99 beside / p99 alone, come from the same run; the
heavy users' replies (count, 503s) and the server's CPU time come with them.

The worst commands, found by measuring every display, `.WAIT`, `.IFCC`/`.TIMEOUT` at their
highest rate, `.RMF` and HELP over `Classroom.issue` on `default` and `large`
(bench/README.md, "The worst command"): `D M=DEV(0000-FFFF)` on `--machine large` (the
heaviest; the range repeated, as 126 characters once allowed, is refused now), the same on
the default machine, and `HELP D` (the heaviest reply outside the heavy lane).

Run alone: `python bench/bench_crowd.py [--users N] [--machine M] [--cmd CMD] [--seconds S]
[--port P] [--runs N] [--state]`; with `ZCONSOLE_TREE=/path/to/checkout` the server runs that
checkout's code (a floor, before).
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The heaviest display one D M=DEV may ask for (it names at most 65,536 devices in all:
# the range once more is refused, IEE535I), on --machine large.
WORST = "D M=DEV(0000-FFFF)"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _request(user: str, cmd: str) -> bytes:
    body = json.dumps({"cmd": cmd}).encode()
    auth = base64.b64encode(f"{user}:pw".encode()).decode()
    return (f"PUT /zosmf/restconsoles/consoles/defcn HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Basic {auth}\r\nX-CSRF-ZOSMF-HEADER: true\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body


async def _reply(reader: asyncio.StreamReader) -> tuple[int, int]:
    """Read one reply to its end (Content-Length or chunked): its status and body size."""
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head[9:12])
    length, chunked = 0, False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
        elif name.lower() == b"transfer-encoding" and b"chunked" in value.lower():
            chunked = True
    if not chunked:
        await reader.readexactly(length)
        return status, length
    size = 0
    while True:
        chunk = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
        await reader.readexactly(chunk + 2)
        size += chunk
        if chunk == 0:
            return status, size


async def _loop(port: int, user: str, cmd: str, until: float, out: list[tuple[float, int]]) -> None:
    request = _request(user, cmd)
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=2**20)
    while time.time() < until:
        began = time.perf_counter()
        writer.write(request)
        status, _ = await _reply(reader)
        out.append((time.perf_counter() - began, status))
    writer.close()


def _crowd(port: int, users: int, cmd: str, until: float) -> None:
    """The heavy users, one connection each, in this one process."""
    done: list[tuple[float, int]] = []

    async def main() -> None:  # at ``until``, replies still coming are left (the server is stopped)
        tasks = [asyncio.ensure_future(_loop(port, f"h{i}", cmd, until, done)) for i in range(users)]
        await asyncio.wait(tasks, timeout=max(0.0, until - time.time()))
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(main())
    json.dump(done, sys.stdout)


def _light(port: int, seconds: float) -> None:
    """The light user: `PUT D T` every 10 ms for ``seconds``; the seconds each took."""
    took: list[float] = []

    async def main() -> None:
        request = _request("light", "D T")
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        for _ in range(3):  # not counted: the first builds the user's machine
            writer.write(request)
            await _reply(reader)
        until = time.perf_counter() + seconds
        while time.perf_counter() < until:
            began = time.perf_counter()
            writer.write(request)
            status, _ = await _reply(reader)
            assert status == 200, status
            took.append(time.perf_counter() - began)
            await asyncio.sleep(0.01)
        writer.close()

    asyncio.run(main())
    json.dump(took, sys.stdout)


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _peak(pid: int) -> float:
    """The process's peak resident memory so far (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _figures(took: list[float]) -> tuple[float, float, float]:
    ordered = sorted(took)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return statistics.median(ordered) * 1000, p99 * 1000, ordered[-1] * 1000


def measure(users: int, machine: str, cmd: str, seconds: float, port: int,
            state: str | None = None) -> dict[str, object]:
    env = dict(os.environ, ZCONSOLE_USERS=",".join([*(f"h{i}:pw" for i in range(users)), "light:pw"]))
    tree = os.environ.get("ZCONSOLE_TREE")
    if tree:
        env["PYTHONPATH"] = tree
    server = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", str(port),
                               "--machine", machine, *(["--state", state] if state else [])],
                              env=env, cwd=tree or None,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    me = [sys.executable, __file__]
    try:
        for _ in range(300):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                time.sleep(0.1)
        alone = json.loads(subprocess.run([*me, "--light", str(port), str(seconds)], capture_output=True,
                                          check=True, start_new_session=True).stdout)
        until = time.time() + seconds + 3.0
        crowd = subprocess.Popen([*me, "--crowd", str(port), str(users), cmd, repr(until)],
                                 stdout=subprocess.PIPE, start_new_session=True)
        time.sleep(2.0)  # every heavy user's first command is running or queued
        cpu_before = _cpu(server.pid)
        beside = json.loads(subprocess.run([*me, "--light", str(port), str(seconds)], capture_output=True,
                                           check=True, start_new_session=True).stdout)
        cpu_beside = _cpu(server.pid) - cpu_before
        heavy = json.loads(crowd.communicate()[0] or b"[]")
        peak = _peak(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=30)
    a, b = _figures(alone), _figures(beside)
    return {"alone": a, "beside": b, "ratio": b[1] / a[1], "count": len(beside),
            "over": sum(t > 0.1 for t in beside),
            "heavy": len(heavy), "heavy_503": sum(status == 503 for _, status in heavy),
            "heavy_mean": statistics.mean(t for t, _ in heavy) if heavy else float("nan"),
            "cpu": cpu_beside / seconds, "peak": peak, "load": Path("/proc/loadavg").read_text().split()[0]}


def row(users: int, machine: str, cmd: str, result: dict[str, object],
        state: bool = False) -> tuple[str, str]:
    a, b = result["alone"], result["beside"]
    assert isinstance(a, tuple) and isinstance(b, tuple)
    return (f"light user's `PUT D T` alone / beside {users} users each looping `{cmd}` "
            f"on `--machine {machine}`" + (" with `--state`" if state else ""),
            f"p50 {a[0]:.1f} / {b[0]:.1f} ms, **p99 {a[1]:.1f} / {b[1]:.1f} ms** ({result['ratio']:.1f}x), "
            f"max {a[2]:.1f} / {b[2]:.1f} ms, over 100 ms {result['over']} of {result['count']}; "
            "heavy replies "
            f"{result['heavy']} ({result['heavy_503']} x 503, mean {result['heavy_mean']:.1f} s); server CPU "
            f"{result['cpu']:.2f} s/s, peak RSS {result['peak']:.0f} MiB; load {result['load']}")


def run(quick: bool = False) -> list[tuple[str, str]]:
    """For bench/run_all.py: 40 users each looping the worst command on `large`."""
    return [row(40, "large", WORST, measure(40, "large", WORST, 6.0 if quick else 20.0, _free_port()))]


if __name__ == "__main__":
    argv = sys.argv[1:]
    if argv[:1] == ["--crowd"]:
        _crowd(int(argv[1]), int(argv[2]), argv[3], float(argv[4]))
    elif argv[:1] == ["--light"]:
        _light(int(argv[1]), float(argv[2]))
    else:
        def option(name: str, default: str) -> str:
            return argv[argv.index(name) + 1] if name in argv else default

        users_, machine_ = int(option("--users", "40")), option("--machine", "large")
        cmd_, seconds_ = option("--cmd", WORST), float(option("--seconds", "20"))
        port_ = int(option("--port", "0")) or _free_port()
        for number in range(int(option("--runs", "1"))):
            with tempfile.TemporaryDirectory() as folder:
                state_ = folder if "--state" in argv else None
                metric, value = row(users_, machine_, cmd_,
                                    measure(users_, machine_, cmd_, seconds_, port_, state_), bool(state_))
            print(f"run {number + 1}: {metric}: {value}", flush=True)
