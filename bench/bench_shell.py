"""Benchmark: the interactive console through a pseudo-terminal (pexpect).

Start to prompt, and the round trip of one command (Enter to the next prompt), medians,
with 3270 colours and with NO_COLOR; then line mode (--plain); then long displays with
colour on and off (Enter to the next prompt, the output read straight from the pty).
Run alone with `python bench/bench_shell.py [--quick]`; `run()` returns (metric, value) rows.
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
PROMPT_ON = b"\x1b[?2004h"  # the shell turns bracketed paste on when its prompt is back
# (machine, command, what it is) for the colour-versus-plain comparison
DISPLAYS = [
    ("large", "D M=DEV", "65,280 devices: `D M=DEV` (4,091 lines)"),
    ("default", "D M=DEV(0-FFFF)", "default machine: `D M=DEV(0-FFFF)` (72,000 lines)"),
]


def _spawn(args: list[str], home: str, colour: bool = False) -> pexpect.spawn:
    env = dict(ENV, XDG_STATE_HOME=home)
    if not colour:
        env["NO_COLOR"] = "1"
    child = pexpect.spawn(sys.executable, ["-m", "zconsole", *args], env=env, encoding="utf-8",
                          dimensions=(24, 80), timeout=120)
    child.delaybeforesend = None  # pexpect waits 50 ms before each send by default
    return child


def _until_prompt(child: pexpect.spawn) -> int:
    """Read the pty directly (pexpect's search would dominate) until the prompt is back;
    the number of bytes read."""
    total, tail = 0, b""
    while True:
        data = os.read(child.child_fd, 1 << 16)
        total += len(data)
        if PROMPT_ON in tail + data:
            return total
        tail = data[-len(PROMPT_ON):]  # the marker may straddle two reads


def display_seconds(machine: str, command: str, colour: bool, home: str, runs: int) -> float:
    """Median seconds from Enter to the next prompt for ``command``."""
    child = _spawn(["--machine", machine, "--clock", "12.00.00", "--paging", "off"], home, colour)
    child.expect_exact("SYS1>")
    times = []
    for _ in range(runs):
        time.sleep(0.3)  # let the prompt finish drawing
        began = time.perf_counter()
        child.send(command + "\r")
        _until_prompt(child)
        times.append(time.perf_counter() - began)
    child.sendcontrol("c")
    child.send(".QUIT\r")
    child.expect(pexpect.EOF)
    return statistics.median(times)


def run(quick: bool = False) -> list[tuple[str, str]]:
    starts: dict[bool, list[float]] = {True: [], False: []}
    round_trips: dict[bool, list[float]] = {True: [], False: []}
    plain_trips: list[float] = []
    rows: list[tuple[str, str]] = []
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
        rows += [
            ("interactive console: start to prompt, colour / NO_COLOR",
             f"{ms(starts[True])} / {ms(starts[False])}"),
            ("interactive console: command round trip (`D ASM,SCM`), colour / NO_COLOR",
             f"{ms(round_trips[True])} / {ms(round_trips[False])}"),
            ("line mode (--plain): command round trip", ms(plain_trips)),
        ]
        for machine, command, what in DISPLAYS:
            runs = 1 if quick else 3
            colour_s = display_seconds(machine, command, True, home, runs)
            plain_s = display_seconds(machine, command, False, home, runs)
            rows.append((f"interactive console, {what}: colour / NO_COLOR",
                         f"{colour_s * 1000:.0f} ms / {plain_s * 1000:.0f} ms ({colour_s / plain_s:.2f}x)"))
    return rows


if __name__ == "__main__":
    for metric, value in run(quick="--quick" in sys.argv):
        print(f"{metric}: {value}")
