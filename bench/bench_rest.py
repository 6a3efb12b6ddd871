"""Benchmark: 64 concurrent REST clients on loopback for a bounded time.

Each client has its own console and asks about its own device, so a reply that reached
the wrong console would name the wrong device: those are counted as errors (must be 0).
Run alone: `python bench/bench_rest.py`.
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request

import httpx

CLIENTS = 64
USERS = 8  # a user may have at most 32 consoles (limits.py): 8 users with 8 consoles each
HEADERS = {"X-CSRF-ZOSMF-HEADER": "true"}


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _client(base: str, index: int, until: float, latencies: list[float], errors: list[str]) -> None:
    device = f"{0x7800 + index:04X}"
    auth = (f"user{index % USERS}", "pw")
    async with httpx.AsyncClient(base_url=base, auth=auth, headers=HEADERS, timeout=30) as client:
        while time.perf_counter() < until:
            start = time.perf_counter()
            try:
                reply = await client.put(f"/zosmf/restconsoles/consoles/LOAD{index:03d}",
                                         json={"cmd": f"D M=DEV({device})"})
                text = reply.json().get("cmd-response", "")
                if reply.status_code != 200 or f"DEVICE 0{device} STATUS=" not in text:
                    errors.append(f"{index}: {reply.status_code} {text[:60]!r}")
            except (httpx.HTTPError, ValueError) as exc:
                errors.append(f"{index}: {exc!r}")
            latencies.append(time.perf_counter() - start)


def run(quick: bool = False) -> list[tuple[str, str]]:
    seconds = 3.0 if quick else 10.0
    port = _port()
    env = dict(os.environ, ZCONSOLE_USERS=",".join(f"user{i}:pw" for i in range(USERS)))
    server = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", str(port)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                urllib.request.urlopen(f"{base}/zosmf/info", timeout=1)
            except urllib.error.HTTPError:
                break
            except OSError:
                time.sleep(0.1)
        latencies: list[float] = []
        errors: list[str] = []

        async def main() -> None:
            until = time.perf_counter() + seconds
            await asyncio.gather(*(_client(base, i, until, latencies, errors) for i in range(CLIENTS)))

        start = time.perf_counter()
        asyncio.run(main())
        elapsed = time.perf_counter() - start
    finally:
        server.terminate()
        server.wait(timeout=10)
    latencies.sort()
    p99 = latencies[int(len(latencies) * 0.99)] if latencies else 0.0
    return [
        (f"REST: {CLIENTS} concurrent clients for {seconds:.0f} s, `D M=DEV(dddd)` each",
         f"{len(latencies) / elapsed:,.0f} requests/s, p50 {statistics.median(latencies) * 1000:.1f} ms, "
         f"p99 {p99 * 1000:.1f} ms, {len(errors)} errors, {len(latencies):,} requests"),
    ]


if __name__ == "__main__":
    for metric, value in run():
        print(f"{metric}: {value}")
