"""Behind a proxy: forwarded headers believed from --forwarded-allow-ips only, and the
HAProxy recipe's answers in z/OSMF's shape (tests/test_load_balancer.py runs the recipe
itself where HAProxy is installed)."""

from __future__ import annotations

import json

import httpx

from tests.conftest import ROOT, make_session
from tests.test_hostile import LIMITS, basic, run_server
from tests.test_load_balancer import EXAMPLE, serve_commands
from zconsole.frontends.rest import errors
from zconsole.frontends.rest.consoles import Classroom


def forged(client: httpx.Client, i: int) -> int:
    """A wrong password for user{i}, claiming to come from an address of its own."""
    headers = {"Authorization": basic(f"user{i}", "wrong"), "X-Forwarded-For": f"198.51.100.{i}"}
    return client.get("/zosmf/info", headers=headers).status_code


def test_a_forged_forwarded_for_from_an_untrusted_peer_is_ignored() -> None:
    # Each wrong password claims another address; believed, the per-address limit would
    # never be reached. The peer (loopback) is not a trusted proxy: its own address counts.
    for server in run_server(Classroom(lambda user: make_session(), LIMITS)):
        with httpx.Client(base_url=server.url) as client:
            answers = [forged(client, i) for i in range(LIMITS.failures_per_address + 1)]
            assert answers == [401] * LIMITS.failures_per_address + [429]
            right = client.get("/zosmf/info",
                               headers={"Authorization": basic(), "X-Forwarded-For": "203.0.113.1"})
            assert right.status_code == 429


def test_forwarded_headers_are_believed_from_a_trusted_proxy() -> None:
    for server in run_server(Classroom(lambda user: make_session(), LIMITS), forwarded_allow_ips="127.0.0.1"):
        with httpx.Client(base_url=server.url) as client:
            answers = [forged(client, i) for i in range(LIMITS.failures_per_address + 1)]
            assert set(answers) == {401}  # each from its own (forwarded) address


def test_the_errorfile_is_zosmfs_json_error_as_haproxy_sends_it() -> None:
    # HAProxy sends the file as it is: a whole HTTP response, its length right
    raw = (ROOT / "examples" / "haproxy-503.http").read_bytes()
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    assert lines[0] == b"HTTP/1.1 503 Service Unavailable"
    fields = dict(line.split(b": ", 1) for line in lines[1:])
    assert fields[b"content-type"] == b"application/json"
    assert int(fields[b"content-length"]) == len(body)
    assert json.loads(body) == errors.server_down().body()
    assert "errorfile 503 examples/haproxy-503.http" in EXAMPLE.read_text(encoding="utf-8")


def test_the_example_believes_forwarded_headers_from_the_balancer_only() -> None:
    for command in serve_commands(EXAMPLE.read_text(encoding="utf-8")):
        assert command[command.index("--forwarded-allow-ips") + 1] == "127.0.0.1"


