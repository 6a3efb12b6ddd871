"""The issue service's cheap forms give what the general ones give: the answer's JSON
from keys encoded once (kept.reply_bytes), accepted bodies remembered (Commands.checked)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import make_session
from zconsole.frontends.rest import errors, kept
from zconsole.frontends.rest.app import ConsoleApp, build_app
from zconsole.frontends.rest.consoles import Classroom
from zconsole.frontends.rest.kept import Kept
from zconsole.frontends.rest.limits import CHECKED_BODIES, CHECKED_BODY_BYTES
from zconsole.frontends.rest.users import Users

SAMPLES: list[tuple[Kept, ...]] = [
    (Kept(("IEE200I 19.09.56 DISPLAY ASM 250\nTYPE     FULL STAT",)),),
    (Kept(('quote " back \\ tab \t bell \x07 é ü € \U0001f600 \u2028',)),),
    (Kept(("one\ntwo",)), Kept(("three",), unsolicited=True)),
    (Kept(("a\nb", "c\nd")),),
    (Kept(("",)),),
    (),
]


@pytest.mark.parametrize("messages", SAMPLES)
def test_reply_bytes_is_body_bytes(messages: tuple[Kept, ...]) -> None:
    url, uri = 'http://h"x\\y:8443/zosmf/restconsoles/consoles/Ab$/solmsgs/C0000001', "/x/é/C0000001"
    head = {"cmd-response-key": "C0000001", "cmd-response-url": url, "cmd-response-uri": uri}
    made = kept.reply_bytes("C0000001", url, uri, messages)
    assert made == kept.body_bytes(head, messages, {})
    assert b"".join(kept.body(head, messages, {})) == made
    assert json.loads(made)["cmd-response"] == "\r".join(f" {line}" for m in messages for line in m.lines)


def commands() -> ConsoleApp:
    app = build_app(Classroom(lambda user: make_session()), Users())
    assert isinstance(app, ConsoleApp)
    return app


def test_an_accepted_body_is_remembered_and_a_refused_one_refused_every_time() -> None:
    found = commands().commands
    body = b'{"cmd": "D ASM", "sol-key": "IEE200I"}'
    first = found.checked(body)
    assert first.command == "D ASM" and first.sol_key is not None and first.sol_key.text == "IEE200I"
    assert found.checked(body) is first  # remembered
    assert found.checked(b'{"cmd":"D T"}').command == "D T"  # another body is its own
    for refused in (b'{"cmd": ""}', b'{"cmd": "D ASM", "system": "OTHER"}', b"[1]", b"{"):
        for _ in range(2):
            with pytest.raises(errors.ApiError):
                found.checked(refused)
    assert set(found._checked) == {body, b'{"cmd":"D T"}'}


def test_remembered_bodies_are_bounded() -> None:
    found = commands().commands
    big = json.dumps({"cmd": "D ASM", "x": "y" * CHECKED_BODY_BYTES}).encode()
    assert found.checked(big).command == "D ASM"
    assert big not in found._checked  # too long to keep
    bodies = [json.dumps({"cmd": f"D ASM,PAGE={i}"}).encode() for i in range(CHECKED_BODIES + 10)]
    for body in bodies:
        found.checked(body)
    assert len(found._checked) == CHECKED_BODIES
    assert list(found._checked) == bodies[10:]  # the oldest forgotten first
