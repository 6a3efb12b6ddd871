"""The closed-loop solver: a plan of the workloads' I/O over their paths (load.plan).

Each workload's rate spreads over its device groups and their usable paths (flows); per
channel the processor, bus and link utilisations follow (rates.py), and from them the
response's parts. A workload keeps at most ``threads`` I/Os in flight, so its delivered
rate X solves X x RESP(X) = threads when the rate it wants would need more (io-living.md
§5.3). The configuration's state is read only from ``PlanInputs``, so a plan can be worked
out after the state moved on.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.io import rates as r
from zconsole.systems.zos.model.io.channels import DeviceStatus
from zconsole.systems.zos.model.io.plan import (
    EMPTY,
    ChanLoad,
    Group,
    GroupLoad,
    IoPlan,
    IoWork,
    PlanInputs,
    speed_mb,
)

if TYPE_CHECKING:
    from zconsole.systems.zos.model.io.channels import Chpid, ControlUnit, IoConfig

# The rates module's constants the solver's inner loops read, as module globals.
_BLOCK, _KNEE, _RHO_MAX = r.BLOCK, r.KNEE, r.RHO_MAX
# A changed device as the plan sees it: its status and the paths varied off for it.
_Changed = tuple[DeviceStatus, frozenset[int]]


def groups_of(io: IoConfig, asid: int, work: IoWork, changed: dict[tuple[int, int], _Changed],
              up: dict[int, bool], paths_of: dict[tuple[str, frozenset[int]], tuple[int, ...]],
              ) -> list[Group]:
    """The workload's devices as groups (control unit, usable paths), devices without a
    usable path (or not online) left out: they get no I/O. The runs are those of
    ``Devices.runs``: a range split around each changed device. ``changed`` (the changed
    devices' status and offline paths by key), ``up`` (whether each CHPID is online with its
    link working) and ``paths_of`` (usable paths by control unit and offline set) are shared
    by the workloads of one plan, so each is worked out once."""
    found: dict[tuple[str, tuple[int, ...]], list[tuple[int, int, int]]] = {}
    for ssid, first, last in work.devices:
        for x in io.devices.overlapping(ssid, first, last):
            start = x.first
            for n in sorted(n for s, n in changed if s == ssid and x.first <= n <= x.last):
                if n > start:
                    _add(found, io, up, paths_of, x.cu, frozenset(), ssid, max(start, first),
                         min(n - 1, last))
                status, offline = changed[(ssid, n)]
                if first <= n <= last and status is DeviceStatus.ONLINE:
                    _add(found, io, up, paths_of, x.cu, offline, ssid, n, n)
                start = n + 1
            if start <= x.last:
                _add(found, io, up, paths_of, x.cu, frozenset(), ssid, max(start, first), min(x.last, last))
    return [Group(asid, cu, tuple(runs), sum(b - a + 1 for _, a, b in runs), paths)
            for (cu, paths), runs in found.items()]


def _add(found: dict[tuple[str, tuple[int, ...]], list[tuple[int, int, int]]], io: IoConfig,
         up: dict[int, bool], paths_of: dict[tuple[str, frozenset[int]], tuple[int, ...]], cu: str,
         offline: frozenset[int], ssid: int, low: int, high: int) -> None:
    """Devices ``low``-``high`` of control unit ``cu`` join the group of their usable paths."""
    if low > high:
        return
    paths = paths_of.get((cu, offline))
    if paths is None:
        paths = paths_of[(cu, offline)] = tuple(
            p.chpid for p in io.control_units[cu].paths if up[p.chpid] and p.chpid not in offline)
    if paths:
        found.setdefault((cu, paths), []).append((ssid, low, high))


@attrs.define(eq=False)
class _Flow:
    """One workload's share on one path of one group (per-I/O facts precomputed)."""

    work: int  # index into the workloads
    group: int  # index into the groups
    chpid: int
    share: float  # of the workload's rate
    zf: float  # zHPF fraction
    proc_us: float  # channel processor time per I/O (mix)
    r0: float  # unloaded response (mix)
    blocks: int
    read: float
    disc: float


class _Model:
    """The flows of a segment, evaluated for any set of workload rates."""

    def __init__(self, io: IoConfig, inputs: PlanInputs) -> None:
        self.io, self.works, self.zhpf = io, inputs.works, inputs.zhpf
        self.groups: list[Group] = []
        self.flows: list[_Flow] = []
        changed = {key: (status, offline) for key, status, offline in inputs.devices}
        up = {c: online and operational for c, online, operational, _ in inputs.chpids}
        self.degraded = {c: degraded for c, _, _, degraded in inputs.chpids}
        paths_of: dict[tuple[str, frozenset[int]], tuple[int, ...]] = {}
        for w, (asid, work) in enumerate(inputs.works):
            groups = groups_of(io, asid, work, changed, up, paths_of)
            total = sum(g.count for g in groups)
            for g in groups:
                self.groups.append(g)
                cu = io.control_units[g.cu]
                for chpid in g.paths:
                    self.flows.append(self._flow(w, len(self.groups) - 1, cu, chpid, work,
                                                 g.count / total / len(g.paths)))

    def link_mb(self, chp: Chpid) -> float:
        return speed_mb(chp.link_speed, self.degraded[chp.id])

    def _flow(self, w: int, g: int, cu: ControlUnit, chpid: int, work: IoWork, share: float) -> _Flow:
        chp = self.io.chpids[chpid]
        feature = chp.feature or r.DEFAULT_FEATURE
        encrypted = next(p.security for p in cu.paths if p.chpid == chpid) == "Encr"
        zf = work.zhpf / 100 if self.zhpf and "ZHPF" in cu.functions else 0.0
        rd, n, mb = work.read / 100, work.blocks, self.link_mb(chp)
        # A mode with no share adds exactly 0.0: its terms need not be worked out.
        ficon_proc = r.processor_us(feature, False, n) if zf < 1 else 0.0
        ficon_r0 = r.unloaded_us(False, n, True, mb) if zf < 1 else 0.0
        zhpf_proc = r.processor_us(feature, True, n, encrypted) if zf > 0 else 0.0
        zhpf_r0 = (rd * r.unloaded_us(True, n, True, mb) + (1 - rd) * r.unloaded_us(True, n, False, mb)
                   if zf > 0 else 0.0)
        proc = zf * zhpf_proc + (1 - zf) * ficon_proc
        r0 = zf * zhpf_r0 + (1 - zf) * ficon_r0
        return _Flow(w, g, chpid, share, zf, proc, r0, n, rd, work.miss / 100 * r.DISC_MISS)

    def evaluate(self, rates: list[float]) -> tuple[dict[int, ChanLoad], list[tuple[float, float, float]]]:
        """Channel loads and, per flow, (PEND, CONN, DISC) in microseconds."""
        acc: dict[int, list[float]] = {}
        for f in self.flows:
            lam = rates[f.work] * f.share
            a = acc.setdefault(f.chpid, [0.0] * 5)
            a[0] += lam * f.zf
            a[1] += lam * (1 - f.zf)
            a[2] += lam * f.proc_us / 1e6
            a[3] += lam * f.read * f.blocks * _BLOCK / 1e6
            a[4] += lam * (1 - f.read) * f.blocks * _BLOCK / 1e6
        waits = {chpid: self._waits(rates, chpid) for chpid in acc}
        parts = []
        for f in self.flows:
            w_p, w_l = waits[f.chpid]
            parts.append((r.PEND0 + w_p, f.r0 - r.PEND0 + f.blocks * w_l, f.disc))
        active: dict[int, list[float]] = {}
        for f, (pend, conn, disc) in zip(self.flows, parts, strict=True):
            lam = rates[f.work] * f.share
            a2 = active.setdefault(f.chpid, [0.0, 0.0])
            a2[0] += lam * f.zf * (pend + conn + disc) / 1e6
            a2[1] += lam * (1 - f.zf) * (pend + conn + disc) / 1e6
        chans = {c: ChanLoad(a[0], a[1], min(a[2], 1.0), a[3], a[4], *active[c]) for c, a in acc.items()}
        return chans, parts

    def index(self) -> None:
        """Flows by channel and by workload as plain tuples (the solver's inner loops read
        them), and which workloads share a channel."""
        on_chan: dict[int, list[_Flow]] = {}
        of_work: dict[int, list[_Flow]] = {}
        for f in self.flows:
            on_chan.setdefault(f.chpid, []).append(f)
            of_work.setdefault(f.work, []).append(f)
        self.of_work = of_work
        self.neighbours = {w: sorted({g.work for f in fs for g in on_chan[f.chpid]} - {w})
                           for w, fs in of_work.items()}
        # Per channel: its link and bus MB a second, and its flows' terms in flow order.
        self.on_chan = {
            c: (self.link_mb(self.io.chpids[c]), r.BUS_MB[self.io.chpids[c].feature or r.DEFAULT_FEATURE],
                tuple((f.work, f.share, f.proc_us, f.read, 1 - f.read, f.blocks) for f in fs))
            for c, fs in on_chan.items()}
        self.terms = {w: tuple((f.chpid, f.share, f.r0, f.blocks, f.disc) for f in fs)
                      for w, fs in of_work.items()}
        # A workload alone on each of its channels has a response that grows with its rate.
        self.alone = {w for w, fs in of_work.items() if not self.neighbours[w]}

    def _waits(self, rates: list[float], chpid: int) -> tuple[float, float]:
        """The processor's queueing (us) and the link's per block (us) on one channel."""
        lam = busy = rd = wr = 0.0
        mb, bus, terms = self.on_chan[chpid]
        for w, share, proc, read, write, blocks in terms:
            x = rates[w] * share
            lam += x
            busy += x * proc / 1e6
            rd += x * read * blocks * _BLOCK / 1e6
            wr += x * write * blocks * _BLOCK / 1e6
        most = rd if rd >= wr else wr
        if busy >= 1 or most >= mb or rd + wr >= bus:
            return math.inf, math.inf  # past what the channel can carry
        rho = busy if busy <= _RHO_MAX else _RHO_MAX
        mean = busy * 1e6 / lam if lam else 0.0
        rho_l = most / mb
        if rho_l > _RHO_MAX:
            rho_l = _RHO_MAX
        return mean * rho ** _KNEE / (1 - rho), _BLOCK / mb * rho_l / (1 - rho_l)

    def resp(self, rates: list[float], w: int) -> float:
        """Workload ``w``'s mean response (us) at these rates."""
        total = 0.0
        terms = self.terms.get(w, ())
        if len(terms) == 1:
            chpid, share, r0, blocks, disc = terms[0]
            w_p, w_l = self._waits(rates, chpid)
            return total + share * (r0 + w_p + blocks * w_l + disc)
        waits: dict[int, tuple[float, float]] = {}
        for chpid, share, r0, blocks, disc in terms:
            found = waits.get(chpid)
            if found is None:
                found = waits[chpid] = self._waits(rates, chpid)
            total += share * (r0 + found[0] + blocks * found[1] + disc)
        return total
    def solve(self, w: int, work: IoWork, rates: list[float]) -> None:
        """Workload ``w``'s delivered rate, the others' held: X x RESP(X) = threads when
        the rate it wants would need more (bisection: RESP grows with X).

        The bisection's steps are fixed (BISECTIONS from 0 to the rate wanted), so the
        same inputs give the same rate; for a workload alone on its channels, where the
        response surely grows with the rate, ``_bracket`` first finds a narrow interval
        around the root in fewer evaluations, and the steps outside it are decided by it
        (they would come out the same) instead of evaluated."""
        rates[w] = work.rate
        wanted = work.rate * self.resp(rates, w) / 1e6
        if wanted <= work.threads:
            return
        below, above = (self._bracket(w, work, rates, wanted - work.threads) if w in self.alone
                        else (0.0, work.rate))
        low, high = 0.0, work.rate
        for _ in range(r.BISECTIONS):
            mid = (low + high) / 2
            if mid <= below:
                low = mid
            elif mid >= above:
                high = mid
            else:
                rates[w] = mid
                if mid * self.resp(rates, w) / 1e6 > work.threads:
                    high = mid
                else:
                    low = mid
        rates[w] = round(low, 2)

    def _bracket(self, w: int, work: IoWork, rates: list[float], f_rate: float) -> tuple[float, float]:
        """Rates ``below`` and ``above`` with X x RESP(X) at most ``threads`` at ``below``
        and beyond it at ``above``, a hair (BRACKET_MARGIN) either side of the root so that
        rounding in the sums cannot turn a step's answer (false position, Illinois).
        ``f_rate``: the excess at the rate wanted, already known."""
        threads, rate = work.threads, work.rate

        def excess(x: float) -> float:
            rates[w] = x
            return x * self.resp(rates, w) / 1e6 - threads

        low, high = 0.0, rate
        f_low, f_high = -threads, f_rate  # no I/O keeps nothing in flight
        side = 0
        for _ in range(r.FALSE_POSITION_STEPS):
            if high - low <= rate * r.BRACKET_WIDTH:
                break
            x = (low + high) / 2 if math.isinf(f_high) else high - f_high * (high - low) / (f_high - f_low)
            if not low < x < high:
                x = (low + high) / 2
            fx = excess(x)
            if fx > 0:
                high, f_high = x, fx
                if side == 1:
                    f_low /= 2
                side = 1
            else:
                low, f_low = x, fx
                if side == -1:
                    f_high /= 2
                side = -1
        margin = rate * r.BRACKET_MARGIN
        below, above = max(low - margin, 0.0), min(high + margin, rate)
        if excess(below) > 0 or not excess(above) > 0:
            return 0.0, rate  # not as expected: every step evaluated
        return below, above


def plan(io: IoConfig, inputs: PlanInputs) -> IoPlan:
    """The segment's I/O for the workloads of ``inputs``, the configuration's state as
    ``inputs`` says (load.plan)."""
    works = list(inputs.works)
    if not works:
        return EMPTY
    model = _Model(io, inputs)
    model.index()
    rates = [work.rate if w in model.of_work else 0.0 for w, (_, work) in enumerate(works)]
    # Rounds in ASID order; after the first, only workloads sharing a channel with one
    # whose rate changed are solved again (a fixed order and count: the same figures).
    dirty = set(model.of_work)
    for _ in range(r.ROUNDS):
        if not dirty:
            break
        now_dirty: set[int] = set()
        for w in sorted(dirty):
            before = rates[w]
            model.solve(w, works[w][1], rates)
            if rates[w] != before:
                now_dirty.update(model.neighbours[w])
        dirty = now_dirty
    chans, parts = model.evaluate(rates)
    # Each group's flows in flow order (the sums below add them in that order).
    by_group: list[list[tuple[_Flow, tuple[float, float, float]]]] = [[] for _ in model.groups]
    for f, p in zip(model.flows, parts, strict=True):
        by_group[f.group].append((f, p))
    loads = []
    for g, mine in zip(model.groups, by_group, strict=True):
        w = mine[0][0].work
        per_device = sum(rates[w] * f.share for f, _ in mine) / g.count
        k = len(mine)
        loads.append(GroupLoad(g, per_device, sum(p[0] for _, p in mine) / k,
                               sum(p[1] for _, p in mine) / k, sum(p[2] for _, p in mine) / k))
    chpids = frozenset(c for c, _, _, _ in inputs.chpids)  # load.reached_by's
    return IoPlan(chans, tuple(loads), {asid: rates[w] for w, (asid, _) in enumerate(works)}, chpids)
