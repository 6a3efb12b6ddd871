"""The guests' side of a step: pages touched, faults taken, frames asked for; then what the
step cost the processors and the paging DASD (which sets the next step's pace).

Each cohort's guests touch their pages at the rate their procedure allows: a touch costs
the procedure's CPU, and CP's for a fault (an IBR or aging-list revalidation, an XSTORE
page-in, a DASD block read); a DASD fault also waits the paging read's response. Touches
fall on the guest's pages alike (INFERRED: demand scan visits the UFOs in cyclic-list
order, not in the order a guest touches, so what is resident is a fair sample). A step
runs in three parts: the touches planned and the revalidations made (they need no
frame), demand scan, then the faults that take frames.
"""

from __future__ import annotations

import typing

import attrs

from zconsole.systems.zvm.storage import rates as r

if typing.TYPE_CHECKING:
    from zconsole.systems.zvm.storage.cohort import Cohort
    from zconsole.systems.zvm.storage.store import Storage as Lab


@attrs.frozen
class Plan:
    """A cohort's step: touches, their CPU seconds, the frames they ask for, and the shares
    of touches landing in IBR, on the aging list, in XSTORE, on DASD and on new pages."""

    touches: float
    cpu: float
    frames: float
    p_ibr: float
    p_aging: float
    p_x: float
    p_dasd: float
    p_new: float

    def scaled(self, factor: float) -> Plan:
        return attrs.evolve(
            self, touches=self.touches * factor, cpu=self.cpu * factor, frames=self.frames * factor
        )


def _xstore_us(lab: Lab) -> float:
    return r.XSTORE_63_US if lab.config.release == "6.3" else r.XSTORE_US


def _block(lab: Lab) -> int:
    return r.BLOCK_READ_PAGES if lab.config.release == "6.3" else r.BLOCK_READ_PAGES_62


def _plan(lab: Lab, c: Cohort) -> Plan:
    proc = lab.config.guests[c.group].procedure
    whole = c.count * c.pages
    p_ibr, p_aging = c.ibr / whole, c.aging / whole
    p_x, p_dasd = c.xstore / whole, c.on_dasd_only / whole
    p_new = (whole - c.touched) / whole
    if proc.kind == "virstor" and c.touched < whole:  # a loop's first pass touches only new pages
        p_ibr = p_aging = p_x = p_dasd = 0.0
        p_new = 1.0
    block = _block(lab)
    cp_us = p_x * _xstore_us(lab) + p_dasd * (r.FAULT_US + block * r.PAGE_IN_US) + p_new * r.INSTANTIATE_US
    per_touch = lab.stretch * (proc.cpu_us + cp_us) / 1e6 + p_dasd * lab.response_ms / 1000.0
    budget = c.count * proc.threads * r.STEP_SECONDS
    # A page in IBR or on the aging list faults once (its revalidation) and is then an
    # ordinary hit: the step's revalidations are at most the pages there.
    revals = min(c.ibr + c.aging, budget / per_touch * (p_ibr + p_aging))
    reval_time = revals * lab.stretch * r.REVALIDATE_US / 1e6
    touches = max(0.0, budget - reval_time) / per_touch
    offered = proc.offered * proc.pages_per_transaction * c.count * r.STEP_SECONDS
    if 0 < offered < touches:  # the clients send less than the server could serve
        revals *= offered / touches
        touches = offered
    cpu = touches * (proc.cpu_us + cp_us) / 1e6 + revals * r.REVALIDATE_US / 1e6
    p_rev = revals / touches if touches else 0.0
    share = p_rev / (p_ibr + p_aging) if p_ibr + p_aging else 0.0
    return Plan(
        touches,
        cpu,
        touches * (p_new + p_dasd * block + p_x),
        p_ibr * share,
        p_aging * share,
        p_x,
        p_dasd,
        p_new,
    )


def plan(lab: Lab) -> list[Plan]:
    """What every cohort does this step, within the processors; revalidations made now.
    ``lab.step_demand`` is the frames the rest will ask for."""
    plans = [_plan(lab, c) for c in lab.cohorts]
    cpu = sum(p.cpu for p in plans)
    cap = lab.config.cpus * r.STEP_SECONDS - lab.step_cp_estimate
    lab.step["cpu_demand"] = cpu
    if cpu > cap:  # processor sharing: everyone's step stretched alike
        plans = [p.scaled(max(0.0, cap) / cpu) for p in plans]
    for i, (c, p) in enumerate(zip(lab.cohorts, plans, strict=True)):
        _revalidate(lab, i, c, p)
    lab.step_demand = sum(p.frames for p in plans)
    return plans


def _revalidate(lab: Lab, index: int, c: Cohort, p: Plan) -> None:
    rev_ibr = c.whole("reval", p.touches * p.p_ibr, c.ibr)
    rev_aging = c.whole("agereval", p.touches * p.p_aging, c.aging)
    clean_back = lab.agelist.revalidate(lab.cohorts, index, rev_aging) if rev_aging else 0
    c.ibr -= rev_ibr
    c.active += rev_ibr + rev_aging
    c.res_clean += clean_back
    c.count_up("reval", rev_ibr)
    c.count_up("agereval", rev_aging)
    cp = (rev_ibr + rev_aging) * r.REVALIDATE_US / 1e6
    lab.step["cp"] += cp
    lab.step["cp_in_touch"] += cp
    lab.step["reval"] += rev_ibr
    lab.step["agereval"] += rev_aging


def run(lab: Lab, plans: list[Plan]) -> None:
    """The touches that take frames, as far as the available list allows."""
    frames = sum(p.frames for p in plans)
    usable = lab.usable
    scale = min(1.0, usable / frames) if frames else 1.0
    for c, p in zip(lab.cohorts, plans, strict=True):
        _touch(lab, c, p, scale)


def _touch(lab: Lab, c: Cohort, p: Plan, scale: float) -> None:
    proc = lab.config.guests[c.group].procedure
    six3 = lab.config.release == "6.3"
    dasd = c.on_dasd_only
    whole = c.count * c.pages
    touches = p.touches * scale
    inst = c.whole("inst", touches * p.p_new, whole - c.touched)
    faults = c.whole("faults", touches * p.p_dasd, dasd)
    # SEED: a block read brings the faulted page and the block's other pages (PNRs); they
    # are this guest's pages reclaimed with it, left on DASD together and read together.
    pnr = c.whole("pnr", faults * (_block(lab) - 1), dasd - faults)
    xin = c.whole("xin", touches * p.p_x, c.xstore)
    got = lab.take_frames(c, inst + faults + pnr + xin)
    short = inst + faults + pnr + xin - got
    pnr_cut = min(pnr, short)
    pnr, short = pnr - pnr_cut, short - pnr_cut
    xin_cut = min(xin, short)
    xin, short = xin - xin_cut, short - xin_cut
    inst_cut = min(inst, short)
    inst, faults = inst - inst_cut, faults - (short - inst_cut)
    c.ibr += pnr if six3 else 0  # SEED: 6.3 puts PNRs at the top of the IBR section, 6.2 of the UFO
    c.active += inst + faults + xin + (0 if six3 else pnr)
    c.touched += inst
    c.xstore -= xin
    if six3:  # SEED: a page read keeps its slot, so it is clean until changed (the touch
        # that faulted it may change it at once)
        stores = max(proc.changed, proc.fault_stores)
        c.res_clean += faults + pnr + xin - c.whole("faultdirty", (faults + xin) * stores, faults + xin)
    else:  # 6.2 releases the slot when the page is read
        c.slots -= faults + pnr
    dirtied = c.whole("dirty", touches * proc.changed * c.res_clean / max(1, c.in_ufo), c.res_clean)
    c.res_clean -= dirtied
    wait = touches * p.p_dasd * lab.response_ms / 1000.0
    totals = c.totals
    totals["touches"] += touches
    totals["vcpu"] += touches * proc.cpu_us / 1e6
    totals["inst"] += inst
    totals["reads"] += faults + pnr
    totals["xin"] += xin
    totals["wait"] += wait
    c.rate += r.SMOOTHING * (p.touches / c.count / r.STEP_SECONDS - c.rate)
    step = lab.step
    cp = (
        inst * r.INSTANTIATE_US + faults * r.FAULT_US + (faults + pnr) * r.PAGE_IN_US + xin * _xstore_us(lab)
    ) / 1e6
    step["cp"] += cp
    step["cp_in_touch"] += cp
    step["vcpu"] += touches * proc.cpu_us / 1e6
    step["reads"] += faults + pnr
    step["read_ios"] += faults
    step["xin"] += xin


def settle(lab: Lab) -> None:
    """The step's processor and paging DASD load set the next step's stretch and response."""
    step = lab.step
    cap = lab.config.cpus * r.STEP_SECONDS
    step["cp"] += step["writes"] * r.PAGE_OUT_US / 1e6 + (step["xout"] + step["migr"]) * _xstore_us(lab) / 1e6
    lab.step_cp_estimate = min(cap * 0.9, step["cp"] - step["cp_in_touch"] + step["spin"])
    demand = step["cpu_demand"] + lab.step_cp_estimate
    lab.stretch += r.SMOOTHING * (max(1.0, lab.stretch * demand / cap) - lab.stretch)
    pages = (step["reads"] + step["writes"]) / r.STEP_SECONDS
    base = lab.config.dasd_base_ms / (1.0 - min(0.95, pages / lab.config.controller_pages))
    six3 = lab.config.release == "6.3"
    write_pages = r.WRITE_BLOCK_PAGES if six3 else r.WRITE_BLOCK_PAGES_62
    read_ios = step["read_ios"] / r.STEP_SECONDS
    write_ios = step["writes"] / write_pages / r.STEP_SECONDS
    s_read = base + r.PAGE_TRANSFER_MS * _block(lab)
    s_write = base + r.PAGE_TRANSFER_MS * write_pages
    ios = read_ios + write_ios
    work = (read_ios * s_read + write_ios * s_write) / 1000.0
    busy = min(r.DASD_UTIL_MAX, work / lab.config.paging_volumes)
    service = work * 1000.0 / ios if ios else s_read
    lab.service_ms += r.SMOOTHING * (service - lab.service_ms)
    lab.dasd_busy += r.SMOOTHING * (busy - lab.dasd_busy)
    lab.last_pages = pages * r.STEP_SECONDS
    # the response is the steps' queues averaged, bursts included (a step's load above what
    # the volumes serve queues at DASD_UTIL_MAX): bursty arrivals lengthen the mean queue
    lab.response_ms += r.SMOOTHING * (s_read / (1.0 - busy) - lab.response_ms)
    for key in lab.running:
        lab.running[key] += step[key]
    if six3:  # 6.2's steal has no IBR sections to prorate
        _ratios(lab)


def _ratios(lab: Lab) -> None:
    """SEED: a UFO's IBR target is prorated by its revalidation to invalidation ratio against
    the system average. Both are read the same way, from the smoothed rates of the step's
    revalidations (IBR and aging list) and invalidations, so alike guests are at the
    average (a factor of exactly 1), and a guest scan has stopped invalidating still has
    its ratio move as it revalidates."""
    for c in lab.cohorts:
        rev = c.totals["reval"] + c.totals["agereval"]
        inv = c.totals["inval"]
        carry = c.carry
        for key, now in (("reval", rev), ("inval", inv)):
            step = now - carry.get(f"ratio_{key}", 0.0)
            carry[f"ratio_{key}"] = now
            carry[f"{key}_rate"] = carry.get(f"{key}_rate", 0.0) + r.SMOOTHING * (
                step - carry.get(f"{key}_rate", 0.0)
            )
    rev_all = sum(c.carry["reval_rate"] for c in lab.cohorts)
    inv_all = sum(c.carry["inval_rate"] for c in lab.cohorts)
    # a ratio needs invalidations to be read from (at least a page a step, smoothed): a
    # guest scan has not invalidated for lately is taken to be at the average
    if inv_all >= 1.0:
        lab.sys_ratio = rev_all / inv_all
    for c in lab.cohorts:
        inv = c.carry["inval_rate"]
        c.ratio = c.carry["reval_rate"] / inv if inv >= 1.0 else lab.sys_ratio
