"""``zconsole serve`` over https, driven by real clients: IBM's Ansible collection for
z/OSMF (ibm.ibm_zos_zosmf), the Zowe CLI and the Zowe Python SDK.

Each client is installed by a script CI runs (tests/ansible/install-ansible.sh,
tests/zowe/install-zowe.sh, tests/zowe/install-zowe-sdk.sh) into a cache folder outside
the repository, pinned; a client that is not installed skips its tests with the reason.
The certificate is a throw-away CA and server pair made by trustme.
"""

from __future__ import annotations

import json
import os
import re
import socket
import ssl
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import trustme

from tests.conftest import ROOT
from tests.test_zowe import ZOWE, wait_until_serving
from zconsole.frontends.rest.framing import unframe

pytestmark = pytest.mark.slow
# .ci/run sets these to what the install scripts printed; else the scripts' default folders
CACHE = Path(os.path.expanduser("~/.cache")) / "zconsole-ci"
ANSIBLE = Path(os.environ.get("ZCONSOLE_ANSIBLE_HOME") or CACHE / "ansible")
SDK_PYTHON = Path(os.environ.get("ZCONSOLE_ZOWE_SDK_HOME") or CACHE / "zowe-sdk") / "venv" / "bin" / "python"
USERS = "ibmuser:sys1,ansible:ans1,sdk:sdk1,zowe:zowe1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def tls(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("tls")
    ca = trustme.CA()
    server = ca.issue_cert("127.0.0.1", "localhost")
    paths = {"ca": folder / "ca.pem", "cert": folder / "cert.pem", "key": folder / "key.pem"}
    ca.cert_pem.write_to_path(str(paths["ca"]))
    server.private_key_pem.write_to_path(str(paths["key"]))
    with open(paths["cert"], "wb") as chain:
        for blob in server.cert_chain_pems:
            chain.write(blob.bytes())
    return paths


@pytest.fixture(scope="module")
def server(tls: dict[str, Path]) -> Iterator[int]:
    """An https server with a running clock (detections wait for the machine in real time)."""
    port = free_port()
    env = dict(os.environ, ZCONSOLE_USERS=USERS)
    proc = subprocess.Popen([sys.executable, "-m", "zconsole", "serve", "--port", str(port),
                             "--tls-cert", str(tls["cert"]), "--tls-key", str(tls["key"])],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    context = ssl.create_default_context(cafile=str(tls["ca"]))
    wait_until_serving(f"https://127.0.0.1:{port}/zosmf/info", context)
    yield port
    proc.terminate()
    proc.wait(timeout=10)


def get(url: str, context: ssl.SSLContext, user: str = "ibmuser:sys1") -> tuple[int, Any]:
    import base64

    request = urllib.request.Request(url, headers={
        "Authorization": "Basic " + base64.b64encode(user.encode()).decode()})
    try:
        with urllib.request.urlopen(request, timeout=10, context=context) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_https_with_the_ca_verified_and_without_verification(server: int, tls: dict[str, Path]) -> None:
    verified = ssl.create_default_context(cafile=str(tls["ca"]))
    status, info = get(f"https://127.0.0.1:{server}/zosmf/info", verified)
    assert status == 200 and info["zosmf_version"] == "27"
    unverified = ssl._create_unverified_context()  # what the Ansible collection does (verify=False)
    assert get(f"https://localhost:{server}/zosmf/info", unverified)[0] == 200
    with pytest.raises(urllib.error.URLError, match="CERTIFICATE_VERIFY_FAILED"):
        urllib.request.urlopen(f"https://127.0.0.1:{server}/zosmf/info", timeout=10,
                               context=ssl.create_default_context())
    status, body = get(f"https://127.0.0.1:{server}/zosmf/info", verified, "ibmuser:wrong")
    assert status == 401 and body["reason-code"] == 401


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--tls-cert", "x.pem"], "zconsole: --tls-cert and --tls-key go together: give both for https, "
                               "neither for http\n"),
     (["--tls-cert", "missing.pem", "--tls-key", "missing.key"],
      "zconsole: --tls-cert missing.pem: No such file or directory\n")],
)
def test_serve_refuses_an_unusable_pair_in_one_line(args: list[str], message: str) -> None:
    done = subprocess.run([sys.executable, "-m", "zconsole", "serve", "--port", "1", *args],
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (2, message)


def test_serve_refuses_a_key_of_another_certificate(tls: dict[str, Path], tmp_path: Path) -> None:
    other = tmp_path / "other.key"
    trustme.CA().issue_cert("127.0.0.1").private_key_pem.write_to_path(str(other))
    done = subprocess.run([sys.executable, "-m", "zconsole", "serve", "--port", "1", "--tls-cert",
                           str(tls["cert"]), "--tls-key", str(other)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith(f"zconsole: --tls-cert {tls['cert']} / --tls-key {other}: not a matching "
                                  "PEM certificate and key (")
    assert done.stderr.count("\n") == 1


# --- IBM's Ansible collection --------------------------------------------------------------

def ansible_ready() -> str | None:
    if not (ANSIBLE / "venv" / "bin" / "ansible-playbook").exists():
        return "ansible-core not installed (run tests/ansible/install-ansible.sh)"
    if not (ANSIBLE / "collections" / "ansible_collections" / "ibm" / "ibm_zos_zosmf").is_dir():
        return ("ibm.ibm_zos_zosmf not installed "
                "(run tests/ansible/install-ansible.sh with $ZCONSOLE_ZOSMF_SRC)")
    return None


def task_results(output: str) -> list[dict[str, Any]]:
    """The result of each task as the minimal callback prints it: 'host | STATUS => {json}'."""
    starts = list(re.finditer(r"^\S+ \| [A-Z!]+ => \{$", output, re.M))
    # each result is one JSON object; Ansible may print more (an error's origin) after it
    return [json.JSONDecoder().raw_decode(output, here.end() - 1)[0] for here in starts]


@pytest.mark.skipif(ansible_ready() is not None, reason=str(ansible_ready()))
def test_the_example_ansible_playbook(server: int, tmp_path: Path) -> None:
    playbook = ROOT / "examples" / "zosmf-playbook.yml"
    env = dict(os.environ, ANSIBLE_COLLECTIONS_PATH=str(ANSIBLE / "collections"), ANSIBLE_HOME=str(tmp_path),
               ANSIBLE_LOCAL_TEMP=str(tmp_path / "tmp"), ANSIBLE_STDOUT_CALLBACK="ansible.builtin.minimal",
               ANSIBLE_NOCOLOR="1", ANSIBLE_DEPRECATION_WARNINGS="0")
    done = subprocess.run(
        [str(ANSIBLE / "venv" / "bin" / "ansible-playbook"), "-i", "localhost,", "-c", "local", str(playbook),
         "-e", f"zmf_port={server} zmf_user=ansible zmf_password=ans1",
         "-e", f"ansible_python_interpreter={ANSIBLE / 'venv' / 'bin' / 'python'}"],
        capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    login, asm, cics, drain, shown = task_results(done.stdout)
    assert len(login["LtpaToken2"]) >= 40 and len(login["jwtToken"]) >= 40
    assert asm["cmdresponse_keyword_detected"] is True
    assert asm["cmd_response"][0].startswith(" IEE200I ")
    assert " PLPA     100% FULL  02E6  SYS1.PLPA.PAGCOM" in asm["cmd_response"]
    assert cics["broadcastmsg_keyword_detected"] is True
    assert cics["detected_broadcastmsg"] == [" $HASP373 CICS1    STARTED"]
    assert cics["cmd_response"][0] == " $HASP100 CICS1    ON STCINRDR"
    assert drain["cmd_response"] == [" IEE195I SCM LOCATIONS 0G TO 16G PENDING OFFLINE"]
    assert drain["broadcastmsg_keyword_detected"] is True
    # once CICS1 lives, the machine writes the drain's end as one message of two lines
    assert drain["detected_broadcastmsg"] == [" IEE195I SCM LOCATIONS 0G TO 16G OFFLINE",
                                              " IEE712I CONFIG   PROCESSING COMPLETE"]
    assert shown["msg"][-3:] == [" $HASP373 CICS1    STARTED", *drain["detected_broadcastmsg"]]


@pytest.mark.skipif(ansible_ready() is not None, reason=str(ansible_ready()))
def test_ansible_routes_a_command_to_this_system(server: int, tmp_path: Path) -> None:
    env = dict(os.environ, ANSIBLE_COLLECTIONS_PATH=str(ANSIBLE / "collections"), ANSIBLE_HOME=str(tmp_path),
               ANSIBLE_LOCAL_TEMP=str(tmp_path / "tmp"), ANSIBLE_STDOUT_CALLBACK="ansible.builtin.minimal",
               ANSIBLE_NOCOLOR="1", ANSIBLE_DEPRECATION_WARNINGS="0")
    done = subprocess.run(
        [str(ANSIBLE / "venv" / "bin" / "ansible-playbook"), "-i", "localhost,", "-c", "local",
         str(ROOT / "tests" / "ansible" / "route-playbook.yml"),
         "-e", f"zmf_port={server} zmf_user=ansible zmf_password=ans1",
         "-e", f"ansible_python_interpreter={ANSIBLE / 'venv' / 'bin' / 'python'}"],
        capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    here, elsewhere = task_results(done.stdout)
    assert here["cmdresponse_keyword_detected"] is True
    assert here["cmd_response"][0].startswith(" IEE200I ")
    assert elsewhere["changed"] is False
    assert elsewhere["msg"] == ("Failed to issue the command ---- IEE618I ROUTE COMMAND REJECTED, "
                                "INVALID SYSTEM NAME.")


def test_the_readme_and_the_man_page_name_the_example_playbook() -> None:
    assert "`examples/zosmf-playbook.yml`" in (ROOT / "README.md").read_text(encoding="utf-8")
    assert "examples/zosmf\\-playbook.yml" in (ROOT / "man" / "zconsole.1").read_text(encoding="utf-8")


# --- the Zowe CLI over https ---------------------------------------------------------------

@pytest.mark.skipif(ZOWE is None, reason="Zowe CLI not installed (run tests/zowe/install-zowe.sh)")
def test_zowe_cli_over_https(server: int, tmp_path: Path) -> None:
    assert ZOWE is not None
    env = dict(os.environ, ZOWE_CLI_HOME=str(tmp_path / "zowe-home"), FORCE_COLOR="0")
    options = ["--host", "127.0.0.1", "--port", str(server), "--user", "zowe", "--password", "zowe1",
               "--protocol", "https", "--reject-unauthorized", "false"]
    issued = subprocess.run([ZOWE, "zos-console", "issue", "command", "D M=SCM", "--rfj", *options],
                            capture_output=True, text=True, env=env, timeout=120)
    assert issued.returncode == 0, issued.stderr
    answer = unframe(json.loads(issued.stdout)["data"]["zosmfResponse"][0]["cmd-response"])
    assert answer[1] == "STORAGE-CLASS MEMORY STATUS"
    logs = subprocess.run([ZOWE, "zos-logs", "list", "logs", "--rfj", *options],
                          capture_output=True, text=True, env=env, timeout=120)
    assert logs.returncode == 0, logs.stderr
    messages = [item["message"] for item in json.loads(logs.stdout)["data"]["items"]]
    assert messages == ["D M=SCM", "\n".join(answer)]


# --- the Zowe Python SDK -------------------------------------------------------------------

SDK_SCRIPT = """
import json, sys
from zowe.zos_console_for_zowe_sdk import Console
profile = json.loads(sys.argv[1])
console = Console(profile, log=False)
issued = console.issue_command("D ASM,SCM")
print(json.dumps({"key": issued.cmd_response_key, "response": issued.cmd_response}))
"""


@pytest.mark.skipif(not SDK_PYTHON.exists(), reason="Zowe Python SDK not installed "
                    "(run tests/zowe/install-zowe-sdk.sh)")
def test_zowe_python_sdk_verifies_the_ca_and_logs_in_with_a_token(server: int, tls: dict[str, Path]) -> None:
    base = {"host": "127.0.0.1", "port": server, "protocol": "https", "rejectUnauthorized": True}
    env = dict(os.environ, REQUESTS_CA_BUNDLE=str(tls["ca"]))
    results = []
    import base64

    basic = "Basic " + base64.b64encode(b"sdk:sdk1").decode()
    login = urllib.request.Request(f"https://127.0.0.1:{server}/zosmf/services/authenticate", method="POST",
                                   headers={"Authorization": basic, "X-CSRF-ZOSMF-HEADER": ""})
    with urllib.request.urlopen(login, context=ssl.create_default_context(cafile=str(tls["ca"]))) as reply:
        ltpa = re.search(r"LtpaToken2=([^;]+);", reply.headers["Set-Cookie"] or "")
    assert ltpa is not None
    token = {"tokenType": "LtpaToken2", "tokenValue": ltpa.group(1)}
    for auth in ({"user": "sdk", "password": "sdk1"}, token):
        done = subprocess.run([str(SDK_PYTHON), "-c", SDK_SCRIPT, json.dumps({**base, **auth})],
                              capture_output=True, text=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        results.append(json.loads(done.stdout))
    for result in results:
        lines = unframe(result["response"])
        assert lines[2] == "IN-USE       14%    16,777,216       2,306,867         0"
    assert results[0]["key"] != results[1]["key"]
