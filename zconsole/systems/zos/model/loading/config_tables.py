"""The machine file's system configuration tables (symbols, parmlib, LNKLST, APF, WLM, GRS, OMVS, dumpds)."""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Any

from zconsole.systems.zos.model.core.units import parse_amount
from zconsole.systems.zos.model.loading.couple_tables import dump_couple, load_couple
from zconsole.systems.zos.model.loading.diagnosis_tables import dump_diagnosis, load_diagnosis
from zconsole.systems.zos.model.loading.lpa_tables import dump_lpa, load_lpa
from zconsole.systems.zos.model.loading.vtam_tables import dump_vtam, load_vtam
from zconsole.systems.zos.model.system.config import (
    Dataset,
    DumpAllocation,
    Grs,
    SmfDataSetDef,
    SmfLogStreams,
    SmfSetup,
    SystemConfig,
    Wlm,
)

if TYPE_CHECKING:
    from zconsole.console.table import Table

_NAME = re.compile(r"[A-Z@#$][A-Z0-9@#$]{0,7}")
_DSNAME = re.compile(r"[A-Z@#$][A-Z0-9@#$-]{0,7}(\.[A-Z@#$][A-Z0-9@#$-]{0,7})*")
_VOLSER = re.compile(r"[A-Z0-9@#$]{1,6}")
# System symbols z/OS sets itself: IEASYMxx may not define them (DOC, IEASYMxx SYMDEF).
RESERVED = frozenset({"SYSALVL", "SYSNAME", "SYSPLEX", "SYSR1", "SYSOSLVL"})
# DOC (z/OS 2.x IEASYMxx SYMDEF): a name of up to 16 characters; 8 before (REAL:
# a z/OS 2.x system's D SYMBOLS shows such names, `&SYSALVL.          = "2"`).
SYMBOL_NAME_LONG = 16
_SYMBOL = re.compile(r"[A-Z@#$][A-Z0-9@#$]{0,15}")
SYMBOL_VALUE_MAX = 44  # DOC (z/OS 2.x IEASYMxx): a value is at most 44 characters


def load_config(root: Table, long_symbol_names: bool = True) -> SystemConfig:
    """The tables of this module from a machine file; defaults where a table is absent.
    ``long_symbol_names``: the release allows symbol names of 9-16 characters (z/OS 2.x)."""
    config = SystemConfig()
    sysplex = root.table("sysplex")
    if sysplex is not None:
        config.sysplex = _name(sysplex, "name")
        sysplex.finish()
    symbols = root.table("symbols")
    if symbols is not None:
        config.clone, config.symbols = _symbols(symbols, SYMBOL_NAME_LONG if long_symbol_names else 8)
    config.parmlib = tuple(_dataset(t, flags=True) for t in root.tables("parmlib"))
    lnklst = root.table("lnklst")
    if lnklst is not None:
        config.lnklst_set = _name(lnklst, "set", "LNKLST00")
        config.lnklst = tuple(_dataset(t) for t in lnklst.tables("dataset"))
        lnklst.finish()
    apf = root.table("apf")
    if apf is not None:
        config.apf_format = apf.get("format", str, "DYNAMIC").upper()
        if config.apf_format not in ("DYNAMIC", "STATIC"):
            raise apf.fail("format", "must be DYNAMIC or STATIC")
        config.apf = tuple(_dataset(t) for t in apf.tables("dataset"))
        apf.finish()
    wlm = root.table("wlm")
    if wlm is not None:
        config.wlm = _wlm(wlm)
    grs = root.table("grs")
    if grs is not None:
        config.grs = _grs(grs)
    omvs = root.table("omvs")
    if omvs is not None:
        suffixes = omvs.get("parmlib", list)
        if not suffixes or not all(isinstance(s, str) and len(s) == 2 and s.isalnum() for s in suffixes):
            raise omvs.fail("parmlib", "must list BPXPRMxx suffixes, such as [\"00\"]")
        config.omvs = tuple(s.upper() for s in suffixes)
        omvs.finish()
    dumpds = root.table("dumpds")
    if dumpds is not None:
        config.dumpds = _dumpds(dumpds)
    smf = root.table("smf")
    if smf is not None:
        config.smf = _smf(smf)
    load_diagnosis(root, config)
    load_lpa(root, config)
    load_vtam(root, config)
    load_couple(root, config)
    return config


def _smf(table: Table) -> SmfSetup:
    base = SmfSetup()
    member = table.get("member", str, base.member).upper()
    members = table.get("members", list, [member])
    if not all(isinstance(m, str) and len(m) == 2 and m.isalnum() for m in members):
        raise table.fail("members", "must list SMFPRMxx suffixes, such as [\"00\"]")
    members = [m.upper() for m in members]
    if member not in members:
        raise table.fail("member", f"SMFPRM{member} is not one of members")
    datasets = []
    for entry in table.tables("dataset"):
        name = entry.get("name", str).upper()
        if len(name) > 44 or not _DSNAME.fullmatch(name):
            raise entry.fail("name", f"{name!r} is not a data set name")
        volume = entry.get("volume", str, "").upper()
        if volume and not _VOLSER.fullmatch(volume):
            raise entry.fail("volume", f"{volume!r} is not a volume serial")
        try:
            datasets.append(SmfDataSetDef(name, volume, entry.get("blocks", int),
                                          entry.get("formatted", bool, True)))
        except ValueError as exc:
            raise entry.fail("blocks", str(exc)) from None
        entry.finish()
    if not datasets:
        raise table.fail("dataset", "at least one SMF data set ([[smf.dataset]]) is needed")
    if len({d.name for d in datasets}) != len(datasets):
        raise table.fail("dataset", "an SMF data set is named twice")
    streams = _smf_logstreams(table, members)
    setup = SmfSetup(table.get("recording", bool, base.recording), member, tuple(members), tuple(datasets),
                     streams)
    table.finish()
    return setup


def _smf_logstreams(table: Table, members: list[str]) -> tuple[SmfLogStreams, ...]:
    """[smf.prm.xx]: what SMFPRMxx says of its recording (RECORDING, DEFAULTLSNAME, LSNAME)."""
    prm = table.table("prm")
    if prm is None:
        return ()
    found = []
    for suffix in list(prm.data):
        entry = prm.table(suffix)
        if entry is None or suffix.upper() not in members:
            raise prm.fail(suffix, f"SMFPRM{suffix.upper()} is not one of members")
        recording = entry.get("recording", str, "DATASET").upper()
        if recording not in ("DATASET", "LOGSTREAM"):
            raise entry.fail("recording", "must be DATASET or LOGSTREAM")
        default = entry.get("defaultlsname", str, "IFASMF.DEFAULT").upper()
        named = entry.strings("lsname", [])
        entry.finish()
        if recording == "LOGSTREAM":
            try:
                found.append(SmfLogStreams(suffix.upper(), default, tuple(n.upper() for n in named)))
            except ValueError as exc:
                raise entry.fail("lsname" if named else "defaultlsname", str(exc)) from None
    prm.finish()
    return tuple(found)


def _dumpds(table: Table) -> DumpAllocation:
    base = DumpAllocation()
    volumes = table.get("volumes", list, list(base.volumes))
    if not all(isinstance(v, str) and _VOLSER.fullmatch(v.upper()) for v in volumes):
        raise table.fail("volumes", "must list volume serials, such as [\"SBSYS1\"]")
    name = table.get("name", str, base.name).upper()
    if len(name) > 100 or "&SEQ" not in name:
        raise table.fail("name", "must be a name pattern (at most 100 characters) with &SEQ")
    space = table.get("space_free", str, f"{base.space_free_mb}M")
    try:
        space_mb = parse_amount(space)
        setup = DumpAllocation(table.get("datasets", int, base.datasets), table.get("automatic", bool, False),
                               tuple(v.upper() for v in volumes), name, space_mb)
    except ValueError as exc:
        raise table.fail(None, str(exc)) from None
    table.finish()
    return setup


def _name(table: Table, key: str, default: Any = ...) -> str:
    text = str(table.get(key, str, default)).upper()
    if not _NAME.fullmatch(text):
        raise table.fail(key, f"{text!r} is not a name of 1-8 characters")
    return text


def _symbols(table: Table, longest: int) -> tuple[str | None, tuple[tuple[str, str], ...]]:
    clone = None
    defined = []
    for name in list(table.data):
        value = table.get(name, str)
        if not _SYMBOL.fullmatch(name) or len(name) > longest:
            raise table.fail(name, f"is not a symbol name (1-{longest} characters, upper case, no & or .)")
        if name in RESERVED:
            raise table.fail(name, "is set by the system and cannot be defined in IEASYMxx")
        if name == "SYSCLONE":
            if not re.fullmatch(r"[A-Z0-9@#$]{1,2}", value):
                raise table.fail(name, "must be 1-2 characters")
            clone = value
            continue
        if len(value) > SYMBOL_VALUE_MAX:
            raise table.fail(name, f"must be at most {SYMBOL_VALUE_MAX} characters")
        defined.append((name, value))
    table.finish()
    return clone, tuple(defined)


def _dataset(table: Table, flags: bool = False) -> Dataset:
    dsname = table.get("dsname", str).upper()
    if len(dsname) > 44 or not _DSNAME.fullmatch(dsname):
        raise table.fail("dsname", f"{dsname!r} is not a data set name")
    volume = table.get("volume", str, "").upper()
    if volume and not _VOLSER.fullmatch(volume) and volume != "*SMS*":
        raise table.fail("volume", f"{volume!r} is not a volume serial")
    flag = "S"
    if flags:
        flag = table.get("flags", str, "S").upper()
        if flag not in ("S", "D"):
            raise table.fail("flags", "must be S (specified at IPL) or D (the default)")
    table.finish()
    return Dataset(dsname, volume, flag)


def _when(table: Table, name: str, default: dt.datetime) -> dt.datetime:
    return table.when(name, default, "2025-03-20T23:54:41")


def _wlm(table: Table) -> Wlm:
    base = Wlm()
    texts = {}
    for key in ("policy", "activated_by", "activated_from", "description", "definition",
                "installed_by", "installed_from", "version_level", "functionality_level", "cds_format"):
        texts[key] = table.get(key, str, getattr(base, key))
        if len(texts[key]) > 32 or not texts[key].isprintable():
            raise table.fail(key, "must be at most 32 printable characters")
    wlm = Wlm(activated=_when(table, "activated", base.activated),
              installed=_when(table, "installed", base.installed),
              connected=table.get("connected", bool, base.connected), **texts)
    table.finish()
    return wlm


def _grs(table: Table) -> Grs:
    base = Grs()
    try:
        grs = Grs(table.get("mode", str, base.mode).upper(), table.get("synchres", bool, base.synchres),
                  table.get("enqmaxu", int, base.enqmaxu), table.get("enqmaxa", int, base.enqmaxa))
    except ValueError as exc:
        raise table.fail("mode", str(exc)) from None
    for key in ("enqmaxu", "enqmaxa"):
        if not 1 <= getattr(grs, key) <= 99_999_999:
            raise table.fail(key, "must be 1-99999999")
    table.finish()
    return grs


def dump_config(config: SystemConfig) -> dict[str, Any]:
    """The tables load_config reads back to the same configuration (defaults left out)."""
    data: dict[str, Any] = {}
    if config.sysplex is not None:
        data["sysplex"] = {"name": config.sysplex}
    symbols = dict(config.symbols)
    if config.clone is not None:
        symbols = {"SYSCLONE": config.clone, **symbols}
    if symbols:
        data["symbols"] = symbols
    if config.parmlib:
        data["parmlib"] = [{"dsname": d.dsname, "volume": d.volume, "flags": d.flags} for d in config.parmlib]
    if config.lnklst or config.lnklst_set != "LNKLST00":
        data["lnklst"] = {"set": config.lnklst_set,
                          "dataset": [{"dsname": d.dsname, "volume": d.volume} for d in config.lnklst]}
    if config.apf or config.apf_format != "DYNAMIC":
        data["apf"] = {"format": config.apf_format,
                       "dataset": [{"dsname": d.dsname, "volume": d.volume} for d in config.apf]}
    if config.wlm != Wlm():
        w = config.wlm
        data["wlm"] = {
            "policy": w.policy, "activated": w.activated.isoformat(), "activated_by": w.activated_by,
            "activated_from": w.activated_from, "description": w.description, "definition": w.definition,
            "installed": w.installed.isoformat(), "installed_by": w.installed_by,
            "installed_from": w.installed_from, "version_level": w.version_level,
            "functionality_level": w.functionality_level, "cds_format": w.cds_format,
            "connected": w.connected,
        }
    if config.grs != Grs():
        g = config.grs
        data["grs"] = {"mode": g.mode, "synchres": g.synchres, "enqmaxu": g.enqmaxu, "enqmaxa": g.enqmaxa}
    if config.omvs != ("00",):
        data["omvs"] = {"parmlib": list(config.omvs)}
    if config.smf != SmfSetup():
        data["smf"] = _dump_smf(config.smf)
    data.update(dump_diagnosis(config))
    data.update(dump_lpa(config))
    data.update(dump_vtam(config))
    data.update(dump_couple(config))
    if config.dumpds != DumpAllocation():
        a = config.dumpds
        data["dumpds"] = {"datasets": a.datasets, "automatic": a.automatic, "volumes": list(a.volumes),
                          "name": a.name, "space_free": f"{a.space_free_mb}M"}
    return data


def _dump_smf(m: SmfSetup) -> dict[str, Any]:
    data: dict[str, Any] = {"recording": m.recording, "member": m.member, "members": list(m.members),
                            "dataset": [{"name": d.name, "volume": d.volume, "blocks": d.blocks,
                                         "formatted": d.formatted} for d in m.datasets]}
    if m.logstreams:
        data["prm"] = {ls.suffix: {"recording": "LOGSTREAM", "defaultlsname": ls.default,
                                   "lsname": list(ls.named)} for ls in m.logstreams}
    return data
