"""Client-certificate login over real https: a real `zconsole serve --tls-client-ca CA
--cert-users FILE`, and real client certificates made by trustme (a throw-away CA)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import trustme

from tests.test_zowe import free_port, wait_until_serving

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pki")
    ca, stranger = trustme.CA(), trustme.CA()
    paths = {name: folder / f"{name}.pem" for name in
             ("ca", "cert", "key", "alice", "bob", "mallory", "users")}
    ca.cert_pem.write_to_path(str(paths["ca"]))
    server = ca.issue_cert("127.0.0.1")
    server.private_key_pem.write_to_path(str(paths["key"]))
    paths["cert"].write_bytes(b"".join(blob.bytes() for blob in server.cert_chain_pems))
    for name, issuer in (("alice", ca), ("bob", ca), ("mallory", stranger)):
        leaf = issuer.issue_cert(f"{name}@classroom.test", common_name=f"{name}@classroom.test")
        paths[name].write_bytes(leaf.private_key_and_cert_chain_pem.bytes())
    paths["users"].write_text('[certificates]\n"alice@classroom.test" = "ibmuser"\n'
                              '"mallory@classroom.test" = "ibmuser"\n')
    return paths


@pytest.fixture(scope="module")
def server(pki: dict[str, Path]) -> Iterator[int]:
    port = free_port()
    env = dict(os.environ, ZCONSOLE_USERS="ibmuser:sys1,trainee:pw2")
    proc = subprocess.Popen(
        [sys.executable, "-m", "zconsole", "serve", "--port", str(port), "--tls-cert", str(pki["cert"]),
         "--tls-key", str(pki["key"]), "--tls-client-ca", str(pki["ca"]), "--cert-users", str(pki["users"])],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    import ssl

    context = ssl.create_default_context(cafile=str(pki["ca"]))
    wait_until_serving(f"https://127.0.0.1:{port}/zosmf/info", context)
    yield port
    proc.terminate()
    proc.wait(timeout=10)


def client(pki: dict[str, Path], port: int, who: str | None) -> httpx.Client:
    import ssl

    context = ssl.create_default_context(cafile=str(pki["ca"]))
    if who is not None:
        context.load_cert_chain(str(pki[who]))
    return httpx.Client(base_url=f"https://127.0.0.1:{port}", verify=context, timeout=30)


def test_a_mapped_certificate_logs_in_as_its_user(pki: dict[str, Path], server: int) -> None:
    with client(pki, server, "alice") as alice:
        reply = alice.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D ASM"},
                          headers={"X-CSRF-ZOSMF-HEADER": ""})
        assert reply.status_code == 200
        assert reply.json()["cmd-response"].startswith(" IEE200I ")
        # the user's own machine and log: IBMUSER's, as the password would have given
        log = alice.get("/zosmf/restconsoles/v1/log").json()
        assert [i["jobName"] for i in log["items"] if i["subType"] == "COMMAND"] == ["IBMUSECN"]


def test_an_unmapped_or_foreign_certificate_or_none_needs_a_password(pki: dict[str, Path],
                                                                     server: int) -> None:
    for who in ("bob", None):  # signed by the CA but not in the table; no certificate at all
        with client(pki, server, who) as anyone:
            assert anyone.get("/zosmf/info").status_code == 401
            assert anyone.get("/zosmf/info", auth=("trainee", "pw2")).status_code == 200
    # a certificate from another CA: the handshake itself refuses it
    with client(pki, server, "mallory") as mallory, pytest.raises(httpx.HTTPError):
        mallory.get("/zosmf/info")


def test_basic_credentials_win_over_a_certificate(pki: dict[str, Path], server: int) -> None:
    with client(pki, server, "alice") as alice:
        assert alice.get("/zosmf/info", auth=("trainee", "wrong")).status_code == 401
        reply = alice.put("/zosmf/restconsoles/consoles/defcn", json={"cmd": "D T"},
                          auth=("trainee", "pw2"), headers={"X-CSRF-ZOSMF-HEADER": ""})
        assert reply.status_code == 200
        log = alice.get("/zosmf/restconsoles/v1/log", auth=("trainee", "pw2")).json()
        assert [(i["jobName"], i["message"]) for i in log["items"] if i["subType"] == "COMMAND"] == [
            ("TRAINECN", "D T")]


@pytest.mark.parametrize(("extra", "said"), [
    (["--tls-client-ca", "CA"], "--tls-client-ca and --cert-users go together"),
    (["--tls-client-ca", "CA", "--cert-users", "USERS"], "--tls-client-ca needs https"),
])
def test_client_ca_options_are_checked_in_one_line(pki: dict[str, Path], extra: list[str], said: str) -> None:
    args = [str(pki["ca"]) if a == "CA" else str(pki["users"]) if a == "USERS" else a for a in extra]
    done = subprocess.run([sys.executable, "-m", "zconsole", "serve", "--port", "1", *args],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert done.stderr.startswith(f"zconsole: {said}") and done.stderr.count("\n") == 1
