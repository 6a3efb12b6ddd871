"""The 3270 console through the real s3270 emulator: logon, commands, the MCS layout on
every model (24x80, 32x80, 43x80 over plain TN3270, 27x132), held action messages, K D,
Clear and PA2, TLS, and one process serving REST and 3270 on one machine per user."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from tests.conftest import make_session
from tests.tn3270_client import Emulator, need_s3270, running
from zconsole.systems.zos.messages.render import render

pytestmark = pytest.mark.slow

SHORTAGE = "  12.13.00          *IRA200E AUXILIARY STORAGE SHORTAGE"
PREFIX = " 12.00.00          "  # flag, MFORM=(T,J): the time, a blank job name (the default console)


def expected_rows(commands: list[str], width: int = 79) -> list[str]:
    """The message area as the MCS screen lays out the console's own lines (a fresh
    machine, the same clock), each row as s3270 reads it (column 0 is the attribute)."""
    session = make_session()
    rows: list[str] = []
    for command in commands:
        rows.append(" " + ("-" + PREFIX[1:] + command).rstrip())
        indent = " " * len(PREFIX)
        for message in session.submit(command).messages:
            for n, line in enumerate(render(message)):
                text = (indent if n else PREFIX) + line
                while len(text) > width:  # cut at a blank, the rest under the text
                    cut = text.rfind(" ", len(indent) + 1, width + 1)
                    cut = cut if cut > len(indent) else width
                    rows.append(" " + text[:cut].rstrip())
                    text = indent + text[cut:].lstrip()
                rows.append(" " + text.rstrip())
    return rows


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    need_s3270()
    with running() as (found, _):
        yield found


@pytest.mark.parametrize(("model", "prefix", "rows", "cols"), [
    ("3279-2-E", "", 24, 80), ("3278-4", "N:", 43, 80), ("3279-3-E", "", 32, 80), ("3278-5-E", "", 27, 132)])
def test_logon_then_commands_in_the_mcs_layout(port: int, model: str, prefix: str, rows: int,
                                               cols: int) -> None:
    term = Emulator(f"{prefix}127.0.0.1:{port}", model)
    try:
        first = term.screen()
        assert len(first) == rows
        assert term.status.split()[6:8] == [str(rows), str(cols)]
        assert first[1] == "  ZCONSOLE 3270 CONSOLE"
        assert first[5] == "  USERID   ===>" and first[6] == "  PASSWORD ===>"
        term.logon(f"oper{rows}", "op")  # a user (a machine) of its own
        commands = ["D T", "D ASM", "CF SCM(16G),ONLINE"]
        for command in commands:
            term.enter(command)
        screen = term.screen()
        want = expected_rows(commands, cols - 1)
        assert screen[: len(want)] == want
        assert all(row == "" for row in screen[len(want) : rows - 4])
        assert screen[rows - 4] == " IEE612I CN=L700     DEVNUM=0700 SYS=SYS1"
        assert screen[rows - 3] == screen[rows - 2] == ""  # the entry area, emptied after Enter
        assert screen[rows - 1] == " IEE163I MODE= RD"
    finally:
        term.close()


@pytest.mark.parametrize(("server_page", "client_page", "typed"), [
    ("cp1047", "1047", "SE '[MSG]^',BRDCST"), ("cp037", "37", "SE '[MSG]^',BRDCST"),
    ("cp037", "1047", "SE 'ÝMSG¨¬',BRDCST")])  # the two disagree on six characters
def test_code_pages(server_page: str, client_page: str, typed: str) -> None:
    need_s3270()
    from zconsole.frontends.rest.consoles import Classroom
    from zconsole.frontends.rest.limits import Limits

    classroom = Classroom(lambda user: make_session(), Limits())
    with running(classroom=classroom, code_page=server_page) as (found, _):
        term = Emulator(f"127.0.0.1:{found}", "3279-2-E", "-codepage", client_page)
        try:
            term.logon()
            term.enter("SE '[MSG]^',BRDCST")
            assert term.screen()[0] == " -12.00.00          SE '[MSG]^',BRDCST"  # (both ways alike)
            commands = [e.text for e in classroom.workspaces["IBMUSER"].first.log if e.kind == "command"]
            assert commands == [typed]  # what the console was given
        finally:
            term.close()


def test_a_wrong_password_is_refused_and_not_shown(port: int) -> None:
    term = Emulator(f"127.0.0.1:{port}")
    try:
        term.logon("ibmuser", "nope")
        screen = term.screen()
        assert screen[23] == "  USERID OR PASSWORD NOT VALID"
        assert "nope" not in "".join(screen)
        term.logon("ibmuser", "nope")
        term.logon("ibmuser", "nope")  # the third wrong one ends the session
        assert not term.connected
    finally:
        term.close()


def test_an_action_message_stays_at_the_top_until_k_d(port: int) -> None:
    term = Emulator(f"127.0.0.1:{port}", "3279-2-E")
    try:
        term.logon("trainee", "pw2")
        for command in (".IPL 01", "S BATCHHOG", ".WAIT 13M"):
            term.enter(command)
        assert term.screen()[0] == SHORTAGE
        for _ in range(100):  # information messages roll past beneath it
            term.enter("D T")
        screen = term.screen()
        assert screen[0] == SHORTAGE
        assert sum("IRA200E" in row for row in screen) == 1
        assert screen[18:20] == [  # the newest at the bottom
            "  12.13.00          IEE136I LOCAL: TIME=12.13.00 DATE=2012.283  UTC:",
            "                    TIME=12.13.00 DATE=2012.283"]
        term.enter("K D")
        screen = term.screen()
        assert not any("IRA200E" in row for row in screen)
        assert screen[18:20] == [" -12.13.00          K D", ""]  # echoed, then the lines close up
        term.enter("D R,L")  # erased from the screen, still outstanding for the system
        assert any("IRA200E" in row for row in term.screen())
    finally:
        term.close()


def test_clear_and_pa2_write_the_console_again_with_an_empty_entry_area(port: int) -> None:
    term = Emulator(f"127.0.0.1:{port}", "3279-2-E")
    try:
        term.logon("oper3", "op")
        term.enter("D T")
        before = term.screen()
        term.type("HALF TYPED")
        term.do("Clear()")
        term.do("Wait(10,Unlock)")
        assert term.screen() == before
        term.type("HALF TYPED")
        term.do("PA(2)")
        term.do("Wait(10,Unlock)")
        assert term.screen() == before
    finally:
        term.close()


def test_k_s_puts_the_settings_in_the_entry_area_and_enter_sends_them(port: int) -> None:
    term = Emulator(f"127.0.0.1:{port}", "3279-2-E")
    try:
        term.logon("oper32", "op")
        term.enter("K S,DEL=R")
        term.enter("K S")
        screen = term.screen()
        assert screen[:2] == [" -12.00.00          K S,DEL=R", " -12.00.00          K S"]
        assert screen[2] == ""  # the answer is not a message
        assert screen[21] == "K S,CON=N,SEG=14,DEL=R,RNUM=19,RTME=001,MFORM=(T,J)"
        term.enter()  # Enter alone sends the line back (its modified data tag is set)
        screen = term.screen()
        assert screen[2] == " -12.00.00          K S,CON=N,SEG=14,DEL=R,RNUM=19,RTME=001,MFORM=(T,J)"
        assert screen[23] == " IEE163I MODE= R"
        term.enter("K S,REF")
        term.do("MoveCursor(21,21)")  # the R of DEL=R: the operator types over it
        term.type("W")
        term.enter()
        assert term.screen()[23] == " IEE163I MODE= W"
    finally:
        term.close()


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("tn3270-tls")
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1", "localhost")
    paths = {"ca": folder / "ca.pem", "cert": folder / "cert.pem", "key": folder / "key.pem"}
    ca.cert_pem.write_to_path(str(paths["ca"]))
    cert.private_key_pem.write_to_path(str(paths["key"]))
    with open(paths["cert"], "wb") as chain:
        for blob in cert.cert_chain_pems:
            chain.write(blob.bytes())
    return paths


def test_zconsole_serve_tn3270_tls_alone(pki: dict[str, Path]) -> None:
    """The real command: `zconsole serve --tn3270 0 --tn3270-tls` with the REST certificate pair."""
    need_s3270()
    env = dict(os.environ, ZCONSOLE_USERS="ibmuser:sys1")
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--tn3270", "0", "--tn3270-tls",
                             "--tls-cert", str(pki["cert"]), "--tls-key", str(pki["key"]),
                             "--clock", "12.00.00"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        found = re.fullmatch(r"zconsole: serving the 3270 console on tn3270s://127\.0\.0\.1:(\d+)\n", line)
        assert found, line
        # by name: s3270 checks the certificate against a host name, not an IP address
        term = Emulator(f"L:localhost:{found.group(1)}", "3279-2-E", "-cafile", str(pki["ca"]))
        try:
            term.logon()
            term.enter("D T")
            assert term.screen()[:3] == expected_rows(["D T"])
        finally:
            term.close()
        # a plain client gets nothing but a closed connection
        import socket

        with socket.create_connection(("127.0.0.1", int(found.group(1))), timeout=10) as raw:
            raw.sendall(b"\xff\xfb\x28")
            try:
                answer = raw.recv(100)
            except OSError:
                answer = b""
            assert answer == b"" or answer.startswith(b"\x15\x03")  # closed, or a TLS alert
    finally:
        proc.terminate()
        proc.wait(10)



def test_rest_and_3270_in_one_process_share_the_users_machine() -> None:
    """`zconsole serve --port 0 --tn3270 0`: a command issued over REST shows on the same
    user's 3270 screen (brought up to date between keys), and its effect is the machine's."""
    import base64
    import time

    import httpx

    need_s3270()
    env = dict(os.environ, ZCONSOLE_USERS="ibmuser:sys1")
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", "0", "--tn3270", "0",
                             "--clock", "12.00.00"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        rest = re.fullmatch(r"zconsole: serving the z/OSMF console API on (http://127\.0\.0\.1:\d+)\n",
                            proc.stderr.readline())
        tn = re.fullmatch(r"zconsole: serving the 3270 console on tn3270://127\.0\.0\.1:(\d+)\n",
                          proc.stderr.readline())
        assert rest and tn
        term = Emulator(f"127.0.0.1:{tn.group(1)}")
        try:
            term.logon()
            auth = "Basic " + base64.b64encode(b"ibmuser:sys1").decode()
            reply = httpx.put(f"{rest.group(1)}/zosmf/restconsoles/consoles/defcn",
                              json={"cmd": "CF SCM(16G),ONLINE"}, timeout=10,
                              headers={"Authorization": auth, "X-CSRF-ZOSMF-HEADER": ""})
            assert reply.status_code == 200
            want = expected_rows(["CF SCM(16G),ONLINE"])
            for _ in range(100):  # the screen is brought up to date every half second
                if term.screen()[:3] == want:
                    break
                time.sleep(0.1)
            assert term.screen()[:3] == want
            term.enter("CF SCM(16G),ONLINE")  # the same machine: online already, as one console's would be
            twice = expected_rows(["CF SCM(16G),ONLINE", "CF SCM(16G),ONLINE"])
            assert twice[3:] != want[1:]
            assert term.screen()[: len(twice)] == twice
        finally:
            term.close()
    finally:
        proc.terminate()
        proc.wait(10)
