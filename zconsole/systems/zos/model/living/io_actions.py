"""IOS002A kept outstanding (D R,L) while a device boxed without paths has none usable,
deleted when one returns: the living machine's side of io/paths.py's boxed devices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import datetime as dt
    from collections.abc import Iterable

    from zconsole.console.message import Message
    from zconsole.systems.zos.model.io.channels import IoConfig
    from zconsole.systems.zos.model.living.replies import Replies


class Living(Protocol):
    """What this needs of the engine (engine.Living is one): its outstanding requests."""

    replies: Replies

MSGID = "IOS002A"
# The catalog's IOS002A_TEXT (TRANSCRIBED, APAR OA50886), for D R,L: the model cannot
# import the catalog, so a test holds the two equal (tests/test_jes2_restart_and_path_validation.py).
TEXT = "{dev},NO PATHS AVAILABLE"


def tag(key: tuple[int, int]) -> str:
    """The handle an IOS002A is issued with, to delete it when the device has a path."""
    return f"{MSGID} {key[0]}.{key[1]:04X}"


def _key(request_tag: str) -> tuple[int, int]:
    ssid, number = request_tag.split()[1].split(".")
    return int(ssid), int(number, 16)


def issue(living: Living, boxed: Iterable[tuple[tuple[int, int], str]], now: dt.datetime) -> None:
    """An IOS002A for each device (key, text as printed) boxed with no path left; one a
    device, however often it is written (INFERRED: the system keeps one outstanding)."""
    outstanding = {r.tag for r in living.replies.actions()}
    for key, text in boxed:
        if tag(key) not in outstanding:
            living.replies.issue_action(MSGID, TEXT.format(dev=text), now, tag(key))
            outstanding.add(tag(key))


LOST = "IOS450E"
# The catalog's IOS450E_TEXT, for D R,L (a test holds the two equal, as IOS002A's).
LOST_TEXT = "{dev},{chp}, NOT OPERATIONAL PATH TAKEN OFFLINE"


def lost_tag(key: tuple[int, int], chpid: int) -> str:
    """The handle an IOS450E is issued with: the device and the path it lost."""
    return f"{LOST} {key[0]}.{key[1]:04X}.{chpid:02X}"


def issue_lost(living: Living, lost: Iterable[tuple[tuple[int, int], str]], chpid: int,
               now: dt.datetime) -> None:
    """An *IOS450E for each device (key, text as printed) that lost the path ``chpid``:
    an action message, outstanding (D R,L) until the path is back in use [INFERRED: no
    capture shows when z/OS deletes it; the condition it reports then has ended]."""
    outstanding = {r.tag for r in living.replies.actions()}
    for key, text in lost:
        if lost_tag(key, chpid) not in outstanding:
            living.replies.issue_action(LOST, LOST_TEXT.format(dev=text, chp=f"{chpid:02X}"), now,
                                        lost_tag(key, chpid))


def relieve(living: Living, io: IoConfig) -> None:
    """DOM: each IOS002A whose device has an online, operational path again (INFERRED: the
    condition it reports, no paths available, has ended; the device stays boxed until it
    is varied online); each IOS450E whose path is back in use."""
    for request in [r for r in living.replies.actions() if r.msgid == MSGID]:
        device = io.devices[_key(request.tag)]
        if io.online_path_count(device) > 0:
            living.replies.delete(request.tag)
    for request in [r for r in living.replies.actions() if r.msgid == LOST]:
        ssid, number, chp = request.tag.split()[1].split(".")
        chpid = int(chp, 16)
        device = io.devices[(int(ssid), int(number, 16))]
        if chpid not in device.offline_paths and io.chpids[chpid].online and io.chpids[chpid].operational:
            living.replies.delete(request.tag)


def follow(living: Living, io: IoConfig, said: list[Message], now: dt.datetime) -> list[Message]:
    """After a planned link event (io_flow.fire): what a failure boxed is kept outstanding,
    what a repair gave back is relieved; ``said`` is returned as it came."""
    from zconsole.systems.zos.model.io.notices import LinkFailed

    for notice in said:
        if isinstance(notice, LinkFailed):
            issue_lost(living, notice.devices(), int(notice.chpid, 16), now)
            issue(living, notice.boxed(), now)
    relieve(living, io)
    return said
