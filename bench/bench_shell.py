"""Benchmark: the interactive console through a pseudo-terminal (pexpect), colour on and off.

Start to prompt, and the round trip of one command (Enter to the next prompt), medians,
with 3270 colours (rich) and with NO_COLOR; then line mode (--plain).
Run alone with `python bench/bench_shell.py`; `run()` returns (metric, value) rows.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

import pexpect

ENV = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
ENV.update(PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm-256color")


def _spawn(args: list[str], home: str, colour: bool = False) -> pexpect.spawn:
    env = dict(ENV, XDG_STATE_HOME=home)
    if not colour:
        env["NO_COLOR"] = "1"
    child = pexpect.spawn(sys.executable, ["-m", "zconsole", *args], env=env, encoding="utf-8",
                          dimensions=(24, 80), timeout=30)
    child.delaybeforesend = None  # pexpect waits 50 ms before each send by default
    return child


def run(quick: bool = False) -> list[tuple[str, str]]:
    starts: dict[bool, list[float]] = {True: [], False: []}
    round_trips: dict[bool, list[float]] = {True: [], False: []}
    plain_trips: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(3 if quick else 10):
            for colour in (True, False):  # take turns, so both see the same machine load
                began = time.perf_counter()
                console = _spawn([], home, colour)
                console.expect_exact("SYS1>")
                starts[colour].append(time.perf_counter() - began)
                for _ in range(5 if quick else 20):
                    began = time.perf_counter()
                    console.send("D ASM,SCM\r")
                    console.expect_exact("IN-USE")
                    console.expect_exact("SYS1>")
                    round_trips[colour].append(time.perf_counter() - began)
                console.sendcontrol("d")
                console.expect(pexpect.EOF)
        plain = _spawn(["--plain", "--prompt", "ZC> "], home)
        plain.expect_exact("ZC> ")
        for _ in range(20 if quick else 200):
            began = time.perf_counter()
            plain.sendline("D ASM,SCM")
            plain.expect_exact("ZC> ")
            plain_trips.append(time.perf_counter() - began)
        plain.sendeof()
    ms = lambda xs: f"{statistics.median(xs) * 1000:.1f} ms"  # noqa: E731
    return [
        ("interactive console: start to prompt, colour / NO_COLOR",
         f"{ms(starts[True])} / {ms(starts[False])}"),
        ("interactive console: command round trip (`D ASM,SCM`), colour / NO_COLOR",
         f"{ms(round_trips[True])} / {ms(round_trips[False])}"),
        ("line mode (--plain): command round trip", ms(plain_trips)),
    ]


if __name__ == "__main__":
    for metric, value in run():
        print(f"{metric}: {value}")
