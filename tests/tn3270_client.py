"""Test helpers for the 3270 console: an in-process server on loopback (in a thread, with
its own event loop) and the real ``s3270`` emulator driven through its script interface."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from tests.conftest import make_session
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.limits import Limits
from zconsole.frontends.rest.serve import bind
from zconsole.frontends.rest.users import Users
from zconsole.frontends.tn3270.serve import build_server
from zconsole.frontends.tn3270.server import Tn3270Server, TnLimits

USERS = Users({"IBMUSER": "sys1", "TRAINEE": "pw2", "OPER24": "op", "OPER43": "op", "OPER32": "op",
               "OPER27": "op", "OPER3": "op"})
S3270 = os.environ.get("ZCONSOLE_S3270") or shutil.which("s3270")


def need_s3270() -> str:
    if S3270 is None:
        pytest.skip("s3270 is not installed (tests/tn3270/install-x3270.sh installs it from Debian)")
    return S3270


def instant() -> Callable[[], float]:
    """A screen clock whose every reading is a day after the last: a full MCS message area
    rolls at once, CP's MORE... clears at the next refresh."""
    return itertools.count(0.0, 86400.0).__next__


@contextmanager
def running(limits: TnLimits | None = None, classroom: Classroom | None = None,
            code_page: str = "cp037", screen: str = "mcs",
            clock: Callable[[], float] | None = None) -> Iterator[tuple[int, Tn3270Server]]:
    """A 3270 server on a free loopback port, its machines with the tests' fixed clock
    (``screen``: the console its system's users get, ``mcs``, ``cp`` or ``line``; the
    screens' ``clock``: ``instant()`` unless given)."""
    classroom = classroom or Classroom(lambda user: make_session(), Limits())
    server = build_server(classroom, USERS, "SYS1", limits, code_page, screen=screen,
                          clock=clock or instant())
    sock = bind("127.0.0.1", 0)
    port = sock.getsockname()[1]
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start(sock))
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    started.wait(10)
    try:
        yield port, server
    finally:
        async def stop() -> None:  # connections still open end before the loop does
            assert server.server is not None
            server.server.close()
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)


class Emulator:
    """s3270 (or x3270 -script), one action a line; ``screen()`` is the screen's rows as it reads them."""

    def __init__(self, host: str, model: str = "3279-2-E", *options: str, program: str | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen([program or need_s3270(), "-model", model, *options],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True, errors="replace", env=env)
        # a hung emulator must not hang the suite: it is killed after a minute
        self.watchdog = threading.Timer(60, self.proc.kill)
        self.watchdog.start()
        self.status = ""
        self.do(f"Connect({host})")
        self.do("Wait(10,InputField)")

    def do(self, action: str) -> list[str]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(action + "\n")
        self.proc.stdin.flush()
        data: list[str] = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError(f"s3270 ended during {action}: {data}")
            line = line.rstrip("\n")
            if line in ("ok", "error"):
                if line == "error":
                    raise AssertionError(f"s3270 {action}: {data} {self.status}")
                return data
            if line.startswith("data: "):
                data.append(line[6:])
            else:
                self.status = line

    def screen(self) -> list[str]:
        return [row.rstrip() for row in self.do("Ascii()")]

    def type(self, text: str) -> None:
        self.do(f'String("{text}")')

    def enter(self, text: str | None = None) -> None:
        if text is not None:
            self.type(text)
        self.do("Enter()")
        self.do("Wait(10,Unlock)")

    def logon(self, user: str = "ibmuser", password: str = "sys1") -> None:
        self.type(user)
        self.do("Tab()")
        self.type(password)
        self.enter()

    @property
    def window(self) -> str:
        """The X window id of x3270's main window (the status line's 11th field)."""
        self.do("Query(ConnectionState)")
        return self.status.split()[10]

    @property
    def connected(self) -> bool:
        self.do("Query(ConnectionState)")
        fields = self.status.split()
        return len(fields) > 3 and fields[3].startswith("C(")

    def close(self) -> None:
        self.watchdog.cancel()
        if self.proc.poll() is None:
            with contextlib.suppress(AssertionError, BrokenPipeError):
                self.do("Quit()")
            self.proc.kill()
        self.proc.wait(10)
