"""Benchmark: the REST console under 64 keep-alive connections, beside a bare Starlette endpoint.

The server runs alone (`python bench/bench_rest.py --server KIND PORT LOOP`): either
zconsole's z/OSMF app, built and served exactly as `zconsole serve` does (its limits and
guarded protocol: transport.py, httptools where installed, else h11), or a bare Starlette
app whose one route reads the same JSON body and answers JSON (the framework floor), on
the same uvicorn with the same options. Load comes from several client processes
(`--client`), each holding its share of the 64 connections open (HTTP/1.1 keep-alive)
with a minimal asyncio client, so the client costs little next to the server. Each
zconsole connection is its own console issuing `PUT D ASM` (8 users, 8 consoles each);
a reply without IEE200I counts as an error (must be 0).

Runs alternate bare / zconsole and repeat; the table shows medians and the ratio
zconsole / bare. With uvloop installed (`pip install 'zconsole[fast]'`, uvicorn[standard])
both event loops are measured. Run alone: `python bench/bench_rest.py [--quick]`; with
`ZCONSOLE_BEFORE=/path/to/checkout` that checkout's zconsole is measured too, interleaved
(the figures before a change). Beside req/s, each server's own CPU time a request (from
/proc): on a shared machine it moves less than req/s does.
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
import threading
import time

CONNECTIONS = 64
PROCESSES = 4
USERS = 8  # a user may have at most 32 consoles (limits.py): 8 users with 8 consoles each


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ------------------------------------------------------------------------ server side
def _server(kind: str, port: int, loop: str) -> None:
    import uvicorn

    from zconsole.frontends.rest.limits import Limits
    from zconsole.frontends.rest.serve import connection_cap
    from zconsole.frontends.rest.transport import uvicorn_options

    limits = connection_cap(Limits())

    if kind == "bare":
        from starlette.applications import Starlette
        from starlette.requests import Request
        from starlette.responses import JSONResponse
        from starlette.routing import Route

        async def console(request: Request) -> JSONResponse:
            body = await request.json()
            return JSONResponse({"cmd-response": f" IEE200I {body['cmd']}", "sol-key-detected": False})

        app = Starlette(routes=[Route("/zosmf/restconsoles/consoles/{name}", console, methods=["PUT"])])
    else:  # what zconsole serve builds (cli._run_server)
        from zconsole.frontends.rest.app import build_app
        from zconsole.frontends.rest.consoles import Classroom
        from zconsole.frontends.rest.serve import user_sessions
        from zconsole.frontends.rest.users import load_users
        from zconsole.session_options import ConsoleOptions

        new_session = user_sessions(ConsoleOptions(), None, os.getcwd())
        app = build_app(Classroom(new_session, limits), load_users(None), "", "SYS1",
                        public_url=f"http://127.0.0.1:{port}", paced=True)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", access_log=False,
                            loop=loop, **uvicorn_options(limits))
    uvicorn.Server(config).run()


# ------------------------------------------------------------------------ client side
def _request(kind: str, index: int) -> tuple[bytes, bytes]:
    """The request of connection ``index`` and what its reply must contain."""
    body = json.dumps({"cmd": "D ASM"}).encode()
    auth = base64.b64encode(f"user{index % USERS}:pw".encode()).decode()
    head = (f"PUT /zosmf/restconsoles/consoles/LOAD{index:03d} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            f"Authorization: Basic {auth}\r\nX-CSRF-ZOSMF-HEADER: true\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode()
    expect = "IEE200I " if kind == "zconsole" else "IEE200I D ASM"
    return head + body, expect.encode()


async def _connection(kind: str, port: int, index: int, start: float, until: float, out: list[float],
                      errors: list[int]) -> None:
    request, expect = _request(kind, index)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    while True:
        now = time.time()  # the window is wall-clock time, shared by the client processes
        if now >= until:
            break
        began = time.perf_counter()
        writer.write(request)
        head = await reader.readuntil(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n"):
            if line[:15].lower() == b"content-length:":
                length = int(line[15:])
        body = await reader.readexactly(length)
        if now >= start:  # the first 1.5 s warm every connection's console
            out.append(time.perf_counter() - began)
            if not head.startswith(b"HTTP/1.1 200") or expect not in body:
                errors.append(index)
    writer.close()


def _client(kind: str, port: int, first: int, count: int, start: float, until: float) -> None:
    latencies: list[float] = []
    errors: list[int] = []

    async def main() -> None:
        await asyncio.gather(*(_connection(kind, port, first + i, start, until, latencies, errors)
                               for i in range(count)))

    asyncio.run(main())
    json.dump({"latencies": latencies, "errors": len(errors)}, sys.stdout)


# ------------------------------------------------------------------------ driver
def _wait_for(port: int) -> None:
    for _ in range(300):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("server did not start")


def measure(kind: str, loop: str, seconds: float) -> dict[str, float]:
    port = _port()
    env = dict(os.environ, ZCONSOLE_USERS=",".join(f"user{i}:pw" for i in range(USERS)))
    if kind == "before":  # zconsole as another checkout has it (ZCONSOLE_BEFORE)
        env["PYTHONPATH"] = os.environ["ZCONSOLE_BEFORE"]
    server = subprocess.Popen([sys.executable, __file__, "--server", kind.replace("before", "zconsole"),
                               str(port), loop], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(port)
        start = time.time() + 1.5  # wall clock: shared by the client processes
        until = start + seconds
        per = CONNECTIONS // PROCESSES
        cpu: list[float] = []
        threading.Thread(target=_cpu_at, args=(server.pid, start, until, cpu), daemon=True).start()
        clients = [
            subprocess.Popen([sys.executable, __file__, "--client", kind.replace("before", "zconsole"),
                              str(port), str(i * per), str(per), repr(start), repr(until)],
                             stdout=subprocess.PIPE)
            for i in range(PROCESSES)
        ]
        results = [json.loads(c.communicate()[0]) for c in clients]
        time.sleep(max(0.0, until + 0.1 - time.time()))
    finally:
        server.terminate()
        server.wait(timeout=10)
    latencies = sorted(x for r in results for x in r["latencies"])
    return {
        "rps": len(latencies) / seconds,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99)] * 1000,
        "errors": sum(r["errors"] for r in results),
        # the server's own CPU time a request (robust on a shared machine, unlike req/s)
        "cpu": (cpu[1] - cpu[0]) / max(1, len(latencies)) * 1e6 if len(cpu) == 2 else float("nan"),
    }


def _cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cpu_at(pid: int, start: float, until: float, out: list[float]) -> None:
    """The server's CPU seconds at the window's start and end (Linux /proc)."""
    for moment in (start, until):
        time.sleep(max(0.0, moment - time.time()))
        out.append(_cpu(pid))


def loops() -> list[str]:
    try:
        import uvloop  # noqa: F401
    except ImportError:
        return ["asyncio"]
    return ["asyncio", "uvloop"]


def run(quick: bool = False) -> list[tuple[str, str]]:
    seconds, repeats = (3.0, 1) if quick else (8.0, 3)
    rows = []
    for loop in loops():
        kinds = ["bare", "zconsole", *(["before"] if os.environ.get("ZCONSOLE_BEFORE") else [])]
        runs: dict[str, list[dict[str, float]]] = {kind: [] for kind in kinds}
        for _ in range(repeats):
            for kind in kinds:  # alternate, so all see the same machine load
                runs[kind].append(measure(kind, loop, seconds))
        med = {k: {m: statistics.median(r[m] for r in v) for m in ("rps", "p50", "p99", "cpu")}
               for k, v in runs.items()}
        errors = sum(r["errors"] for v in runs.values() for r in v)
        z, b = med["zconsole"], med["bare"]
        rows.append((
            f"REST, {loop} loop, {CONNECTIONS} keep-alive connections from {PROCESSES} client processes: "
            "zconsole `PUT D ASM` / bare Starlette endpoint",
            f"{z['rps']:,.0f} / {b['rps']:,.0f} req/s (**{z['rps'] / b['rps']:.2f}x**), "
            f"p50 {z['p50']:.1f} / {b['p50']:.1f} ms, p99 {z['p99']:.1f} / {b['p99']:.1f} ms, "
            f"{errors:.0f} errors; server CPU a request {z['cpu']:.0f} / {b['cpu']:.0f} µs "
            f"(**{b['cpu'] / z['cpu']:.2f}x**)",
        ))
        if "before" in med:
            o = med["before"]
            rows.append((f"REST, {loop} loop, same run: zconsole before (ZCONSOLE_BEFORE) / bare",
                         f"{o['rps']:,.0f} / {b['rps']:,.0f} req/s (**{o['rps'] / b['rps']:.2f}x**), "
                         f"p50 {o['p50']:.1f} ms, p99 {o['p99']:.1f} ms; server CPU a request "
                         f"{o['cpu']:.0f} µs (**{b['cpu'] / o['cpu']:.2f}x**)"))
    return rows


if __name__ == "__main__":
    if sys.argv[1:2] == ["--server"]:
        _server(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1:2] == ["--client"]:
        port_, first_, count_ = (int(a) for a in sys.argv[3:6])
        _client(sys.argv[2], port_, first_, count_, float(sys.argv[6]), float(sys.argv[7]))
    else:
        for metric, value in run(quick="--quick" in sys.argv):
            print(f"{metric}: {value}")
