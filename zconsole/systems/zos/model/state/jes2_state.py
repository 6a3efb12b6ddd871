"""JES2 in a saved state (its own section): the queue, initiators, limits $T changed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.jes2.config import TYPES, default_config
from zconsole.systems.zos.model.jes2.hooks import LiveJes2
from zconsole.systems.zos.model.jes2.queue import (
    ACTIVE,
    DRAINED,
    DRAINING,
    INACTIVE,
    RESOURCES,
    STATUSES,
    Initiator,
    Jes2,
    Job,
)
from zconsole.systems.zos.model.state.readers import Node

if TYPE_CHECKING:
    from zconsole.systems.zos.model.living.engine import Living
    from zconsole.systems.zos.model.machine import Machine

_INIT_STATUSES = (INACTIVE, ACTIVE, DRAINED, DRAINING)
MAX_JOBS = 1_000_000


def jes2_data(jes2: Jes2) -> dict[str, Any]:
    return {
        "member": jes2.member, "jobwarn": jes2.jobwarn, "jnumwarn": jes2.jnumwarn, "short": list(jes2.short),
        "started": [v.volser for v in jes2.volumes if v.started],
        "last_access": {user: when.isoformat() for user, when in sorted(jes2.last_access.items())},
        "inits": [{"name": i.name, "classes": i.classes, "status": i.status, "asid": i.asid, "job": i.job,
                   "label": i.label or None} for i in jes2.inits],
        "jobs": [{"number": j.number, "name": j.name, "type": j.type, "class": j.job_class,
                  "priority": j.priority, "status": j.status, "volume": j.volume, "tgs": j.tgs,
                  "rate": j.rate, "since": None if j.since is None else j.since.isoformat(),
                  "joes": j.joes, "hold": j.hold, "cc": j.cc, "proc": j.proc, "init": j.init,
                  "asid": j.asid, "ends": None if j.ends is None else j.ends.isoformat(),
                  "waiting_space": j.waiting_space}
                 for j in jes2.jobs.values()],
    }


def restore_jes2(machine: Machine, living: Living, data: Any) -> None:
    """JES2 as saved; a state saved before JES2 existed boots it afresh."""
    if data is None:
        living.jes2 = None
        machine.boot_jes2(living)  # a state saved before JES2 existed (or a machine without it)
        return
    node = Node(data, "living.jes2")
    config = machine.jes2 or default_config()
    jes2 = LiveJes2(config, node.string("member", 8), jobwarn=node.integer("jobwarn", 0, 100),
                    jnumwarn=node.integer("jnumwarn", 0, 100))
    jes2.volumes = LiveJes2.boot(config, jes2.member).volumes
    _restore_spool_and_users(node, jes2)
    for item in node.items("short", max_items=len(RESOURCES)):
        resource = item.as_string(4)
        if resource not in RESOURCES:
            raise item.fail(f"must be one of {', '.join(RESOURCES)}")
        jes2.short.append(resource)
    volsers = {v.volser for v in jes2.volumes}
    for item in node.items("inits", max_items=9999):
        jes2.inits.append(Initiator(
            item.string("name", 4), item.string("classes", 36), _one_of(item, "status", _INIT_STATUSES),
            _optional_int(item, "asid", 1, 0xFFFF), _optional_int(item, "job", 1, 999999),
            _label(item)))
    for item in node.items("jobs", max_items=MAX_JOBS):
        job = Job(item.integer("number", 1, 999999), item.string("name", 8), _one_of(item, "type", TYPES),
                  item.string("class", 8), item.integer("priority", 0, 15), _one_of(item, "status", STATUSES),
                  item.string("volume", 6), tgs=item.integer("tgs", 0, 10**9),
                  rate=item.integer("rate", 0, 10**9),
                  since=item.timestamp("since", nullable=True), joes=item.integer("joes", 0, 10**9),
                  hold=_bool(item, "hold"), cc=_optional_str(item, "cc"), proc=_optional_str(item, "proc"),
                  init=_optional_str(item, "init"), asid=_optional_int(item, "asid", 1, 0xFFFF),
                  ends=item.timestamp("ends", nullable=True),
                  waiting_space=_bool(item, "waiting_space"))
        if job.volume not in volsers:
            raise item.child("volume").fail(f"{job.volume} is not a spool volume")
        jes2.jobs[job.number] = job
    living.jes2 = jes2


def _restore_spool_and_users(node: Node, jes2: Jes2) -> None:
    """The spool volumes $S SPL started and when RACF last verified each batch job's user
    (states saved before either existed have neither)."""
    if node.child("started").value is not None:
        started = {item.as_string(6) for item in node.items("started", max_items=len(jes2.volumes))}
        for volume in jes2.volumes:
            volume.started = volume.started or volume.volser in started
    access = node.child("last_access")
    if access.value is None:
        return
    if not isinstance(access.value, dict) or len(access.value) > MAX_JOBS:
        raise access.fail("must be a table of user ids and times")
    for user in access.value:
        if not isinstance(user, str) or not 1 <= len(user) <= 8:
            raise access.fail(f"{user!r} is not a user id")
        when = access.timestamp(user)
        assert when is not None
        jes2.last_access[user] = when


def _label(node: Node) -> str:
    """An initiator's NAME= of its own ("" for none; states saved before it had none)."""
    if isinstance(node.value, dict) and "label" not in node.value:
        return ""
    return _optional_str(node, "label") or ""


def _one_of(node: Node, name: str, allowed: tuple[str, ...]) -> str:
    value = node.string(name, 32)
    if value not in allowed:
        raise node.child(name).fail(f"must be one of {', '.join(allowed)}")
    return value


def _optional_int(node: Node, name: str, low: int, high: int) -> int | None:
    child = node.child(name)
    return None if child.value is None else child.as_integer(low, high)


def _optional_str(node: Node, name: str) -> str | None:
    child = node.child(name)
    return None if child.value is None else child.as_string(64)


def _bool(node: Node, name: str) -> bool:
    child = node.child(name)
    if not isinstance(child.value, bool):
        raise child.fail("must be true or false")
    return child.value
