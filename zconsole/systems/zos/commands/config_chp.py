"""CF CHP: channel paths online and offline, and the dialogue a last path asks for.

Taking away the last online path of an online device is refused (IEE524I naming the
device) unless UNCOND or FORCE is given, as z/OS does. UNCOND varies such devices offline,
but is refused for a device in use: allocated, doing I/O, or used by the system (a page
data set, IPL or IODF volume). FORCE asks first (DOC IEE507D): IEE100E lists the devices
and IEE131D asks CANCEL or CONTINUE; CONTINUE asks IEE507D, and YES boxes the devices and
configures the CHPIDs offline. CANCEL or NO ends it with nothing changed, as does every
step before: the request is pending, saved with the state, until its dialogue ends.
CF CHP(xx),ONLINE over a link that has failed configures the CHPID online, but path
validation fails: the paths stay offline (IEE754I) and no I/O flows over the link.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from zconsole.systems.zos.commands.io_changes import relieve_boxed, system_devices
from zconsole.systems.zos.commands.registry import Context, Result, handles
from zconsole.systems.zos.messages import catalog as c
from zconsole.systems.zos.messages.config import Iee712i
from zconsole.systems.zos.messages.config_chp import Boxed, ConfigWtor, DeviceList, Iee100e, Iee754i
from zconsole.systems.zos.messages.io_changes import IoReply
from zconsole.systems.zos.model.io import reconfig as r
from zconsole.systems.zos.model.io.chp_dialogue import ASK_CONTINUE, ASK_TERMINATE, PendingConfig
from zconsole.systems.zos.model.io.parts import DeviceStatus
from zconsole.systems.zos.model.living.replies import Request
from zconsole.systems.zos.model.machine import Machine
from zconsole.systems.zos.syntax.ast_io import ConfigChp

if TYPE_CHECKING:
    from zconsole.console.message import Message

# The tag the IEE100E action message is issued with, to delete it when the dialogue ends.
IEE100E_TAG = "IEE100E CONFIG CHP"


@handles(ConfigChp)
def config_chp(cmd: ConfigChp, ctx: Context) -> Result:
    io = ctx.machine.io
    done = Iee712i()
    for chp in cmd.chpids:
        if chp not in io.chpids:
            return Result((IoReply("IEE524I", chp=f"{chp:02X}", reason=c.NOT_DEFINED), done), refused=True)
    if pending(ctx) is not None:
        reply = IoReply("IEE524I", chp=f"{cmd.chpids[0]:02X}", reason=c.IN_PROGRESS)
        return Result((reply, done), refused=True)
    if cmd.online:
        said = _online(ctx.machine, cmd.chpids)
        relieve_boxed(ctx)  # the paths given back end their devices' IOS002A
        return Result((*said, done), changed=True)

    targets = set(cmd.chpids)
    losing = r.last_path_devices(io, targets)
    if not losing:
        r.configure_offline(io, cmd.chpids)
        return Result((*_offline_replies(cmd.chpids), done), changed=True)
    first = losing[0]
    name = f"{r.first_target(io, first, cmd.chpids):02X}"
    if cmd.force is None:
        reason = c.LAST_PATH.format(dev=ctx.machine.device_text(*first))
        return Result((IoReply("IEE524I", chp=name, reason=reason), done), refused=True)
    if cmd.force == "UNCOND":
        in_use = _in_use(ctx, targets)
        blocked = next((k for k in losing if k in in_use), None)
        if blocked is not None:
            reason = c.LAST_PATH.format(dev=ctx.machine.device_text(*blocked))
            name = f"{r.first_target(io, blocked, cmd.chpids):02X}"
            return Result((IoReply("IEE524I", chp=name, reason=reason), done), refused=True)
        for key in losing:
            io.devices[key].status = DeviceStatus.OFFLINE
        r.configure_offline(io, cmd.chpids)
        return Result((*_offline_replies(cmd.chpids), done), changed=True)
    # FORCE: nothing changes until the operator has answered twice.
    now = ctx.clock.now()
    replies = ctx.machine.living(now).replies
    io.reconfig = PendingConfig(cmd.chpids)
    chps = ",".join(f"{n:02X}" for n in cmd.chpids)
    replies.issue_action("IEE100E", c.IEE100E_TEXT.format(chp=chps), now, tag=IEE100E_TAG)
    notice = Iee100e(chps, _device_list(ctx.machine, losing))
    return Result((notice, _ask(ctx, ASK_CONTINUE)), changed=True)


def pending(ctx: Context) -> PendingConfig | None:
    """The CONFIG waiting for its dialogue, if its WTOR is still outstanding (an IPL ends
    the living machine's WTORs, and with them the request)."""
    machine = ctx.machine
    wanted = machine.io.reconfig
    if wanted is None:
        return None
    if machine.is_living:
        wtors = machine.living(ctx.clock.now()).replies.wtors()
        if any(w.kind == wanted.phase for w in wtors):
            return wanted
    machine.io.reconfig = None
    return None


def answer(ctx: Context, request: Request, text: str) -> list[Message]:
    """A reply to IEE131D (CANCEL or CONTINUE) or IEE507D (NO or YES); anything else gets
    the question again, under a new reply id."""
    wanted = ctx.machine.io.reconfig
    if wanted is None or wanted.phase != request.kind:
        return []  # a request an IPL ended
    word = text.strip().strip("'").upper()
    if request.kind == ASK_CONTINUE and word == "CONTINUE":
        wanted.phase = ASK_TERMINATE
        return [_ask(ctx, ASK_TERMINATE)]
    if (request.kind, word) in ((ASK_CONTINUE, "CANCEL"), (ASK_TERMINATE, "NO")):
        return _end(ctx, wanted, terminate=False)
    if request.kind == ASK_TERMINATE and word == "YES":
        return _end(ctx, wanted, terminate=True)
    return [_ask(ctx, request.kind)]


def _ask(ctx: Context, msgid: str) -> ConfigWtor:
    from zconsole.systems.zos.messages.config_chp import WTOR_TEXTS

    replies = ctx.machine.living(ctx.clock.now()).replies
    wtor = replies.issue_wtor(msgid, msgid, WTOR_TEXTS[msgid], ctx.clock.now())
    assert wtor.reply_id is not None
    return ConfigWtor(msgid, wtor.reply_id, replies.width)


def _end(ctx: Context, wanted: PendingConfig, terminate: bool) -> list[Message]:
    """The dialogue's end: NO or CANCEL change nothing; YES boxes the devices that have no
    other path now (looked at again: paths may have come and gone while it waited) and
    configures the CHPIDs offline."""
    machine = ctx.machine
    io = machine.io
    io.reconfig = None
    machine.living(ctx.clock.now()).replies.delete(IEE100E_TAG)  # DOM: its question is answered
    if not terminate:
        reason = c.REQUEST_CANCELED
        return [IoReply("IEE524I", chp=f"{wanted.chpids[0]:02X}", reason=reason), Iee712i()]
    targets = set(wanted.chpids)
    losing = r.last_path_devices(io, targets)
    in_use = _in_use(ctx, targets)
    said: list[Message] = []
    if any(k in in_use for k in losing):
        said.append(Boxed(tuple(machine.device_text(*k) for k in losing if k in in_use)))
        from zconsole.systems.zos.model.living import io_actions

        boxed = [(k, machine.device_text(*k)) for k in losing if k in in_use]
        io_actions.issue(machine.living(ctx.clock.now()), boxed, ctx.clock.now())  # kept in D R,L
    r.box(io, losing)
    r.configure_offline(io, wanted.chpids)
    return [*said, *_offline_replies(wanted.chpids), Iee712i()]


def _online(machine: Machine, chpids: tuple[int, ...]) -> list[Message]:
    io = machine.io
    said: list[Message] = []
    for chp in chpids:
        io.chpids[chp].online = True
        io.restore_ios_paths(chp)  # paths IOS took offline after a link failure
        said.append(IoReply("IEE502I", chp=f"{chp:02X}"))
        if not io.chpids[chp].operational:
            keys = r.unvalidated_paths(io, chp)
            if keys:
                said.append(Iee754i(f"{chp:02X}", _device_list(machine, keys)))
    return said


def _offline_replies(chpids: tuple[int, ...]) -> list[IoReply]:
    return [IoReply("IEE503I", chp=f"{chp:02X}") for chp in chpids]


def _device_list(machine: Machine, keys: list[tuple[int, int]]) -> DeviceList:
    items = []
    for first, last in r.runs_of(keys):
        text = machine.device_text(*first)
        items.append(text if first == last else f"{text}-{machine.device_text(*last)}")
    return DeviceList(tuple(items))


def _in_use(ctx: Context, targets: set[int]) -> set[tuple[int, int]]:
    """Devices in use: used by the system, allocated (D U's A: the machine file's, or held
    by a running job), or doing I/O through the CHPIDs now."""
    from zconsole.systems.zos.commands.display_units import job_devices
    from zconsole.systems.zos.model.living.allocation import keys_of

    machine = ctx.machine
    used = system_devices(machine)
    used |= {d.key for d in machine.io.devices.changed() if d.allocated}
    used |= keys_of(job_devices(ctx))
    if machine.is_living:
        from zconsole.systems.zos.model.io.paths import busy_devices
        from zconsole.systems.zos.model.living import io_flow

        now = ctx.clock.now()
        plan = io_flow.current(machine.living(now), machine, now)
        for chp in sorted(targets):
            used.update(busy_devices(plan, chp))
    return used
