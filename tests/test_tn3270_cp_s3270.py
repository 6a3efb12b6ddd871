"""z/VM's CP screen and VSE's console through the real s3270 emulator: the rows are the
console's, from column 0 as in the captures' screens, the status area at the bottom
right (`RUNNING   ZVMWSXX`), MORE... and PA2, on 24x80 and 43x80; and the real command,
`zconsole serve --system zvm --port 0 --tn3270 0`, one machine per user for both."""

from __future__ import annotations

import base64
import os
import re
import subprocess
import sys
import time

import pytest

from tests.conftest import make_session
from tests.tn3270_client import Emulator, need_s3270, running
from tests.zvm_helpers import ZVM, zvm_session
from zconsole.console.session import Session
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.limits import Limits
from zconsole.systems.registry import system_named

pytestmark = pytest.mark.slow


def cp_rows(*commands: str) -> list[str]:
    session = zvm_session()
    rows: list[str] = []
    for command in commands:
        rows += ZVM.render_all(session.submit(command).messages)
    return rows


@pytest.mark.parametrize(("model", "rows"), [("3279-2-E", 24), ("3278-4", 43)])
def test_the_cp_screen_on_s3270(model: str, rows: int) -> None:
    need_s3270()
    classroom = Classroom(lambda user: zvm_session(), Limits())
    with running(classroom=classroom, screen="cp") as (port, _):
        term = Emulator(f"127.0.0.1:{port}", model)
        try:
            term.logon(f"oper{rows}", "op")
            assert term.screen()[rows - 1] == " " * 60 + "RUNNING   ZVMWSXX"
            commands = ["q userid", "Q DASD ALL", "q alloc"]
            for command in commands:
                term.enter(command)
            want = cp_rows(*commands)
            screen = term.screen()
            area = rows - 2
            if len(want) <= area:  # 43 rows: all of it
                assert screen[: len(want)] == want
                assert screen[len(want) : rows - 1] == [""] * (rows - 1 - len(want))
                assert screen[rows - 1] == " " * 60 + "RUNNING   ZVMWSXX"
                return
            assert screen[:area] == want[:area]  # 24 rows: MORE... until PA2
            assert screen[rows - 2] == ""
            assert screen[rows - 1] == " " * 60 + "MORE...   ZVMWSXX"
            term.do("PA(2)")
            term.do("Wait(10,Unlock)")
            screen = term.screen()
            assert screen[: len(want) - area] == want[area:]
            assert screen[rows - 1] == " " * 60 + "RUNNING   ZVMWSXX"
            term.do("Clear()")
            term.do("Wait(10,Unlock)")
            assert term.screen()[: rows - 1] == [""] * (rows - 1)
        finally:
            term.close()


def test_the_vse_console_on_s3270() -> None:
    need_s3270()
    vse = system_named("vse")

    def session(user: str) -> Session:
        machine = vse.builtin_machines()[vse.default_machine]()
        return Session(machine, make_session().context.clock, system=vse)

    with running(classroom=Classroom(session, Limits()), screen="line") as (port, _):
        term = Emulator(f"127.0.0.1:{port}", "3279-2-E")
        try:
            term.logon("oper24", "op")
            term.enter("PRTY F9,ABOVE,F4")
            screen = term.screen()
            assert screen[:3] == [" PRTY F9,ABOVE,F4", " AR 0015 1Y63I  INVALID KEYWORD: ABOVE",
                                  " AR 0015 1I40I  READY"]
            assert screen[3:] == [""] * 21
        finally:
            term.close()


def test_zconsole_serve_system_zvm_with_tn3270() -> None:
    """The real command: a CP command over REST shows on the same user's CP screen."""
    import httpx

    need_s3270()
    env = dict(os.environ, ZCONSOLE_USERS="maint:pw")
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--system", "zvm", "--port", "0",
                             "--tn3270", "0", "--clock", "09.00.00"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        rest = re.fullmatch(r"zconsole: serving the CP console on (http://127\.0\.0\.1:\d+)/zconsole/zvm/cp\n",
                            proc.stderr.readline())
        tn = re.fullmatch(r"zconsole: serving the 3270 console on tn3270://127\.0\.0\.1:(\d+)\n",
                          proc.stderr.readline())
        assert rest and tn
        term = Emulator(f"127.0.0.1:{tn.group(1)}", "3279-2-E")
        try:
            term.logon("maint", "pw")
            auth = "Basic " + base64.b64encode(b"maint:pw").decode()
            reply = httpx.put(f"{rest.group(1)}/zconsole/zvm/cp", json={"cmd": "q userid"}, timeout=10,
                              headers={"Authorization": auth})
            assert reply.json() == {"lines": ["MAINT AT ZVMWSXX"], "rc": 0}
            want = ["q userid", "MAINT AT ZVMWSXX"]
            for _ in range(100):  # the screen is brought up to date every half second
                if term.screen()[:2] == want:
                    break
                time.sleep(0.1)
            screen = term.screen()
            assert screen[:2] == want and screen[2].startswith("Ready; T=0.01/0.01 ")
            assert screen[23] == " " * 60 + "RUNNING   ZVMWSXX"
        finally:
            term.close()
    finally:
        proc.terminate()
        proc.wait(10)
