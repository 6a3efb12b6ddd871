"""The machine file's [processors], [ipl], [iodf] and [sms] tables: read, and written back."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.system.facts import (
    Activity,
    Iodf,
    IplInfo,
    Processor,
    Processors,
    Sms,
    StorageGroup,
    SystemFacts,
)

if TYPE_CHECKING:
    from zconsole.console.table import Table

_HEX = set("0123456789ABCDEF")


def _device(table: Table, name: str, default: str) -> str:
    text = str(table.get(name, str, default)).upper()
    if len(text) != 4 or not set(text) <= _HEX:
        raise table.fail(name, f"{text!r} is not a 4-digit device number")
    return text


def _when(table: Table, name: str, default: dt.datetime) -> dt.datetime:
    return table.when(name, default, "2026-08-06T07:25:26")


def load_facts(root: Table, system: Table, name: str, long_symbol_names: bool = True) -> SystemFacts:
    """Processors, IPL, IODF and SMS of a machine file; defaults where a table is absent."""
    facts = SystemFacts(sms=None)
    facts.processors = _processors(root.table("processors"), name)
    ipl = root.table("ipl")
    if ipl is not None:
        facts.ipl = _ipl(ipl)
    iodf = root.table("iodf")
    if iodf is not None:
        facts.iodf = _iodf(iodf)
    sms = root.table("sms")
    if sms is not None:
        facts.sms = _sms(sms)
    activity = root.table("activity")
    if activity is not None:
        facts.activity = _activity(activity)
    from zconsole.systems.zos.model.loading.config_tables import load_config  # tables of its own

    facts.config = load_config(root, long_symbol_names)
    return facts


def _activity(table: Table) -> Activity:
    users = table.get("tso_users", list, [])
    if not all(isinstance(u, str) and 1 <= len(u) <= 8 for u in users):
        raise table.fail("tso_users", "must be a list of user ids of 1-8 characters")
    counts = {}
    for key in ("initiators", "vtam_active", "vtam_max", "oas"):
        counts[key] = table.get(key, int, 0)
        if not 0 <= counts[key] <= 99_999:
            raise table.fail(key, "must be 0-99999 (D A,L prints five digits)")
    table.finish()
    return Activity(tuple(u.upper() for u in users), **counts)


def _processors(table: Table | None, name: str) -> Processors:
    if table is None:
        return Processors.build(4, 4, lp_name=name)
    defined = table.get("defined", int, 4)
    online = table.get("online", int, defined)
    if not 1 <= online <= defined <= 256:
        raise table.fail("online", "must be 1 up to defined (1-256 processors)")
    units = {i: Processor(i, i < online) for i in range(defined)}
    for entry in table.tables("unit"):
        ident = entry.get("id", int)
        if ident not in units:
            raise entry.fail("id", f"processor {ident} is not one of 0-{defined - 1}")
        units[ident] = Processor(
            ident, entry.get("online", bool, ident < online), entry.get("ziip", bool, False),
            entry.get("polarity", str, "H").upper(), entry.get("iscm", str, "0000").upper(),
        )
        entry.finish()
    optional = {k: table.get(k, str, None) for k in ("cpc_nd", "cpc_id", "cpc_name", "css_id")}
    try:
        processors = Processors(
            tuple(units.values()),
            procview=table.get("procview", str, "CPU").upper(),
            cpc_si=table.get("cpc_si", str, Processors.__attrs_attrs__.cpc_si.default),
            lp_name=table.get("lp_name", str, name),
            lp_id=table.get("lp_id", str, "1"),
            mif_id=table.get("mif_id", str, "1"),
            hiperdispatch=table.get("hiperdispatch", bool, True),
            **optional,
        )
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None
    table.finish()
    return processors


def _ipl(table: Table) -> IplInfo:
    base = IplInfo()
    ieasys = table.get("ieasys", list, list(base.ieasys))
    if not ieasys or not all(isinstance(s, str) and len(s) == 2 for s in ieasys):
        raise table.fail("ieasys", "must list IEASYSxx suffixes, such as [\"00\"]")
    info = IplInfo(
        at=_when(table, "at", base.at),
        device=_device(table, "device", base.device),
        load_suffix=table.get("load", str, base.load_suffix).upper(),
        load_dataset=table.get("load_dataset", str, base.load_dataset).upper(),
        load_device=_device(table, "load_device", base.load_device),
        archlvl=table.get("archlvl", int, base.archlvl),
        mtlshare=table.get("mtlshare", str, base.mtlshare).upper(),
        license=table.get("license", str, base.license),
        ieasym=table.get("ieasym", str, base.ieasym).upper(),
        ieasys=tuple(s.upper() for s in ieasys),
        sysparms=_sysparms(table),
    )
    table.finish()
    return info


def _sysparms(table: Table) -> tuple[tuple[str, str], ...]:
    """[ipl] sysparms = {PAGE = "(...)", ...}: IEASYSxx's parameters as coded at IPL."""
    from zconsole.systems.zos.model.sysparms import SYSTEM_PARAMETERS

    coded = table.get("sysparms", dict, {})
    for name, value in coded.items():
        if str(name).upper() not in SYSTEM_PARAMETERS:
            raise table.fail("sysparms", f"names {name}, not an IEASYSxx parameter")
        if not isinstance(value, str):  # "": coded bare (CLPA)
            raise table.fail("sysparms", f"must give {name} its value as coded, such as \"(00,L)\"")
    return tuple((str(n).upper(), v.upper()) for n, v in coded.items())


def _iodf(table: Table) -> Iodf:
    base = Iodf()
    iodf = Iodf(
        dataset=table.get("dataset", str, base.dataset).upper(),
        config_id=table.get("config_id", str, base.config_id).upper(),
        edt=table.get("edt", str, base.edt).upper(),
        device=_device(table, "device", base.device),
        css=table.get("css", int, base.css),
        cmb=table.get("cmb", bool, base.cmb),
    )
    table.finish()
    return iodf


def _sms(table: Table) -> Sms:
    base = Sms()
    groups = []
    for entry in table.tables("storage_group"):
        groups.append(StorageGroup(entry.get("name", str).upper(), entry.get("type", str, "POOL").upper(),
                                   entry.get("status", str, "+")))
        entry.finish()
    sms = Sms(
        scds=table.get("scds", str, base.scds).upper(),
        acds=table.get("acds", str, base.acds).upper(),
        commds=table.get("commds", str, base.commds).upper(),
        dinterval=table.get("dinterval", int, base.dinterval),
        reverify=table.get("reverify", bool, base.reverify),
        acsdefaults=table.get("acsdefaults", bool, base.acsdefaults),
        interval=table.get("interval", int, base.interval),
        level=_when(table, "level", base.level),
        storage_groups=tuple(groups),
    )
    table.finish()
    return sms


def facts_to_data(facts: SystemFacts) -> dict[str, Any]:
    """The tables load_facts reads back to the same facts."""
    p = facts.processors
    data: dict[str, Any] = {
        "processors": {k: v for k, v in {
            "procview": p.procview, "defined": len(p.units), "online": len(p.units),
            "cpc_si": p.cpc_si, "lp_name": p.lp_name, "lp_id": p.lp_id, "mif_id": p.mif_id,
            "cpc_nd": p.cpc_nd, "cpc_id": p.cpc_id, "cpc_name": p.cpc_name, "css_id": p.css_id,
            "hiperdispatch": p.hiperdispatch,
            "unit": [{"id": u.id, "online": u.online, "ziip": u.ziip, "polarity": u.polarity, "iscm": u.iscm}
                     for u in p.units],
        }.items() if v is not None},
    }
    i = facts.ipl
    data["ipl"] = {
        "at": i.at.isoformat(), "device": i.device, "load": i.load_suffix, "load_dataset": i.load_dataset,
        "load_device": i.load_device, "archlvl": i.archlvl, "mtlshare": i.mtlshare, "license": i.license,
        "ieasym": i.ieasym, "ieasys": list(i.ieasys),
    }
    if i.sysparms:
        data["ipl"]["sysparms"] = dict(i.sysparms)
    d = facts.iodf
    data["iodf"] = {"dataset": d.dataset, "config_id": d.config_id, "edt": d.edt, "device": d.device,
                    "css": d.css, "cmb": d.cmb}
    a = facts.activity
    if a != Activity():
        data["activity"] = {"tso_users": list(a.tso_users), "initiators": a.initiators,
                            "vtam_active": a.vtam_active, "vtam_max": a.vtam_max, "oas": a.oas}
    s = facts.sms
    if s is not None:
        data["sms"] = {
            "scds": s.scds, "acds": s.acds, "commds": s.commds, "dinterval": s.dinterval,
            "reverify": s.reverify, "acsdefaults": s.acsdefaults, "interval": s.interval,
            "level": s.level.isoformat(),
            "storage_group": [{"name": g.name, "type": g.type, "status": g.status} for g in s.storage_groups],
        }
    from zconsole.systems.zos.model.loading.config_tables import dump_config  # tables of its own

    data.update(dump_config(facts.config))
    return data
