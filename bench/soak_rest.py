"""Soak: 100,000 mixed good and bad requests from 64 clients against `zconsole serve` on
loopback, with the server's memory (RSS) before and after, and every answer counted.

Good requests are checked for the right reply; bad ones for the right refusal (never a
500, always z/OSMF's JSON). Bad logins come from a second loopback address (127.0.0.2),
so their throttling does not lock out the good clients on 127.0.0.1. Bounded in count
and in time (it stops by itself after --max-seconds). Run alone:

    python bench/soak_rest.py [--requests N] [--max-seconds S]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import subprocess
import sys
import time

import httpx

CLIENTS = 64
USERS = 8  # a user may have at most 32 consoles: 64 clients share 8 users, 8 consoles each
# requests before the first RSS reading: enough for every bounded store to fill (64
# consoles' logs of 256 entries, two per request; reply queues; the parse cache)
WARM_UP = int(os.environ.get("SOAK_WARM_UP", "20000"))
HEADERS = {"X-CSRF-ZOSMF-HEADER": "true"}
KINDS = [  # (kind, weight): the mix, out of 100
    ("display", 30), ("async-collected", 10), ("async-abandoned", 5), ("refused-distinct", 15),
    ("bad-json", 5), ("deep-json", 5), ("too-large", 5), ("no-csrf", 5), ("bad-login", 5),
    ("no-such-path", 5), ("bad-console-name", 5), ("unknown-key", 5),
]
EXPECTED = {
    "display": {200}, "async-collected": {200}, "async-abandoned": {200}, "refused-distinct": {200},
    "bad-json": {400}, "deep-json": {400}, "too-large": {413}, "no-csrf": {403},
    "bad-login": {401, 429}, "no-such-path": {400}, "bad-console-name": {400}, "unknown-key": {200, 410},
}


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def start_server() -> tuple[subprocess.Popen[str], str]:
    env = dict(os.environ, ZCONSOLE_USERS=",".join(f"user{i}:pw" for i in range(USERS)))
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", "0"], env=env,
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert proc.stderr is not None
    line = proc.stderr.readline()  # "zconsole: serving the z/OSMF console API on http://127.0.0.1:NNNN"
    return proc, line.rsplit(" ", 1)[1].strip()


class Tally:
    def __init__(self) -> None:
        self.statuses: collections.Counter[int] = collections.Counter()
        self.by_kind: collections.Counter[str] = collections.Counter()
        self.wrong: list[str] = []
        self.done = 0


def schedule(total: int) -> list[str]:
    """The kinds of request in a fixed, interleaved order (deterministic)."""
    pattern = [kind for kind, weight in KINDS for _ in range(weight)]
    step = 37  # co-prime with 100: spreads each kind through the run
    return [pattern[(i * step) % len(pattern)] for i in range(total)]


# C901 (complexity) allowed: one branch per kind of request the soak mixes.
async def one(client: httpx.AsyncClient, bad: httpx.AsyncClient, kind: str, index: int, n: int,  # noqa: C901
              tally: Tally) -> None:
    console = f"/zosmf/restconsoles/consoles/LOAD{index // USERS:03d}"
    device = f"{0x7800 + index % 64:04X}"
    check = ""
    if kind == "display":
        reply = await client.put(console, json={"cmd": f"D M=DEV({device})"})
        check = f"DEVICE 0{device}  STATUS="
    elif kind in ("async-collected", "async-abandoned"):
        reply = await client.put(console, json={"cmd": "D ASM", "async": "Y"})
        if kind == "async-collected" and reply.status_code == 200:
            key = reply.json()["cmd-response-key"]
            reply = await client.get(f"{console}/solmsgs/{key}")
            check = "IEE200I"
    elif kind == "refused-distinct":  # a new line every time: the parse cache must stay bounded
        reply = await client.put(console, json={"cmd": f"QX{n} NOT A COMMAND"})
        check = "IEE305I"
    elif kind == "bad-json":
        reply = await client.put(console, content=b'{"cmd": "D ASM"')
    elif kind == "deep-json":
        reply = await client.put(console, content=b"[" * 20_000)
    elif kind == "too-large":
        reply = await client.put(console, content=b" " * 100_000)
    elif kind == "no-csrf":
        request = client.build_request("PUT", console, json={"cmd": "D ASM"})
        del request.headers["X-CSRF-ZOSMF-HEADER"]
        reply = await client.send(request)
    elif kind == "bad-login":
        reply = await bad.put(console, json={"cmd": "D ASM"}, auth=(f"intruder{n % 50}", "guess"))
    elif kind == "no-such-path":
        reply = await client.get(f"/zosmf/nothing/{n}")
    elif kind == "bad-console-name":
        reply = await client.put("/zosmf/restconsoles/consoles/ſYS1", json={"cmd": "D ASM"})
    else:
        reply = await client.get(f"{console}/solmsgs/C{n:07d}")
    tally.statuses[reply.status_code] += 1
    tally.by_kind[kind] += 1
    try:
        body = reply.json()
    except ValueError:
        body = None
    if reply.status_code not in EXPECTED[kind] or not isinstance(body, dict) or (
            check and check not in str(body.get("cmd-response", ""))):
        if len(tally.wrong) < 20:
            tally.wrong.append(f"{kind}: {reply.status_code} {json.dumps(body)[:100]}")
        else:
            tally.wrong.append("")


async def client_loop(base: str, index: int, jobs: list[str], start: int, tally: Tally,
                      deadline: float) -> None:
    auth = (f"user{index % USERS}", "pw")
    # Idle connections are dropped after 2 s, before the server's 5 s keep-alive timeout:
    # with httpx's default (5 s, the same) a reused connection can be closed by the server
    # just as a request goes out (0.2% of requests, seen as ReadError).
    one_connection = httpx.Limits(max_connections=1, keepalive_expiry=2.0)
    other_connection = httpx.Limits(keepalive_expiry=2.0)
    bad_transport = httpx.AsyncHTTPTransport(local_address="127.0.0.2", limits=other_connection)
    async with (httpx.AsyncClient(base_url=base, auth=auth, headers=HEADERS, timeout=60,
                                  limits=one_connection) as client,
                httpx.AsyncClient(base_url=base, headers=HEADERS, timeout=60,
                                  transport=bad_transport) as bad):
        for offset, kind in enumerate(jobs):
            if time.monotonic() > deadline:
                return
            try:
                await one(client, bad, kind, index, start + offset, tally)
            except httpx.HTTPError as exc:
                tally.statuses[0] += 1
                tally.wrong.append(f"{kind}: {exc!r}"[:120])
            tally.done += 1


async def run_phase(base: str, kinds: list[str], first: int, tally: Tally, deadline: float) -> None:
    per_client = [kinds[i::CLIENTS] for i in range(CLIENTS)]
    await asyncio.gather(*(client_loop(base, i, jobs, first + i * len(jobs), tally, deadline)
                           for i, jobs in enumerate(per_client)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--max-seconds", type=float, default=1800.0)
    args = parser.parse_args()
    proc, base = start_server()
    try:
        deadline = time.monotonic() + args.max_seconds
        kinds = schedule(args.requests)
        warm = Tally()
        asyncio.run(run_phase(base, kinds[:WARM_UP], 0, warm, deadline))
        before = rss_kib(proc.pid)
        tally = Tally()
        start = time.perf_counter()
        asyncio.run(run_phase(base, kinds[WARM_UP:], WARM_UP, tally, deadline))
        elapsed = time.perf_counter() - start
        after = rss_kib(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    total = warm.done + tally.done
    statuses = warm.statuses + tally.statuses
    wrong = warm.wrong + tally.wrong
    print(f"requests: {total:,} from {CLIENTS} clients ({WARM_UP:,} warm-up), "
          f"{tally.done / elapsed:,.0f} requests/s after warm-up")
    print("statuses: " + ", ".join(f"{code}: {count:,}" for code, count in sorted(statuses.items())))
    print(f"server RSS: {before / 1024:.1f} MiB after warm-up, {after / 1024:.1f} MiB at the end "
          f"(growth {(after - before) / 1024:+.1f} MiB)")
    print(f"unexpected answers: {len(wrong)}; status 500: {statuses[500]}")
    for line in [w for w in wrong if w][:10]:
        print(f"  {line}")
    ok = statuses[500] == 0 and not wrong and after - before <= 10 * 1024 and total == args.requests
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
