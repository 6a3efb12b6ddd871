"""A request body's deadline (limits.read_asgi_body): one sweep for every body being read
on an event loop, rather than a timer a request."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from zconsole.frontends.rest import errors
from zconsole.frontends.rest.limits import Limits, read_asgi_body

SCOPE: dict[str, Any] = {"type": "http", "headers": [(b"content-length", b"10")]}
LIMITS = Limits(body_timeout=0.2)


def test_bodies_that_never_come_get_408_and_one_that_comes_is_read() -> None:
    async def never() -> dict[str, Any]:
        await asyncio.Event().wait()
        return {}

    async def whole() -> dict[str, Any]:
        return {"type": "http.request", "body": b"{}", "more_body": False}

    async def scene() -> list[object]:
        reads = [read_asgi_body(SCOPE, never, LIMITS) for _ in range(3)]
        came = read_asgi_body(SCOPE, whole, LIMITS)
        return list(await asyncio.gather(*reads, came, return_exceptions=True))

    found = asyncio.run(scene())
    assert found[3] == b"{}"
    for late in found[:3]:
        assert isinstance(late, errors.ApiError) and late.status == 408


def test_a_cancellation_from_outside_stays_a_cancellation() -> None:
    async def never() -> dict[str, Any]:
        await asyncio.Event().wait()
        return {}

    async def scene() -> None:
        reading = asyncio.ensure_future(read_asgi_body(SCOPE, never, LIMITS))
        await asyncio.sleep(0)
        reading.cancel()
        await reading

    with pytest.raises(asyncio.CancelledError):
        asyncio.run(scene())
