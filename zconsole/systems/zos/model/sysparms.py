"""The IPL's system parameters (D IPLINFO,sysparm): the names IEASYSxx allows, and the
value each had at IPL.

DOC (D IPLINFO,sysparm, z/OS MVS System Commands): "any system parameter that is allowed
within IEASYSxx"; the names are those of the Init and Tuning Reference's IEASYSxx list
(ZZ is ZAAPZIIP's alias). A machine IPLed with .IPL xx keeps its merged IEASYS00 and
IEASYSxx values as coded (IplInfo.sysparms); a machine file's [ipl] sysparms states them;
the built-in machines, never IPLed from a parmlib, answer for the parameters the model
holds (PAGE, NONVIO, PAGTOTL, PAGESCM, SYSNAME, DUMP) from the machine itself, one field
for the displays that show it too (D ASM's data sets, D SYMBOLS' SYSNAME, D D's DUMP).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zconsole.systems.zos.model.machine import Machine

SYSTEM_PARAMETERS = frozenset((
    "ALLOC", "APF", "APG", "AUTOR", "BOOST", "CATALOG", "CEA", "CEE", "CLOCK", "CLPA", "CMB",
    "CMD", "CON", "CONSOLE", "COUPLE", "CPCR", "CSA", "CSCBLOC", "CVIO", "DEVSUP", "DIAG",
    "DUMP", "DUPLEX", "EXIT", "FIX", "GRS", "GRSCNF", "GRSRNL", "GTZ", "HVCOMMON", "HVSHARE",
    "HZS", "HZSPROC", "ICS", "IEFOPZ", "IKJTSO", "ILM", "ILMMODE", "IOS", "IPS", "IQP",
    "IXGCNF", "LFAREA", "LICENSE", "LNK", "LNKAUTH", "LOGCLS", "LOGLMT", "LOGREC", "LPA",
    "MAXCAD", "MAXUSER", "MLPA", "MSTRJCL", "NONVIO", "NSYSLX", "NUCLEUS", "NUCMAP", "OMVS",
    "OPI", "OPT", "PAGE", "PAGESCM", "PAGTOTL", "PAK", "PLEXCFG", "PROD", "PROG", "PURGE",
    "RDE", "REAL", "RER", "RESMIGR", "RSU", "RSVNONR", "RSVSTRT", "SCH", "SMF", "SMS", "SQA",
    "SSN", "SVC", "SYSNAME", "SYSP", "TIMEZONE", "TRACE", "UNI", "VAL", "VIODSN", "VRREGN",
    "WARNUND", "ZAAPZIIP", "ZZ",
))
ALIASES = {"ZZ": "ZAAPZIIP"}  # DOC
# DOC (Init and Tuning Reference): a parameter's default when IEASYSxx does not code it,
# for those a display shows either way. LNKAUTH=LNKLST is also what D PROG,LNKLST (CSV470I)
# shows (REAL-px, 1.11), from this one field.
DEFAULTS = {"LNKAUTH": "LNKLST"}


def _listed(names: list[str]) -> str | None:
    if not names:
        return None
    return names[0] if len(names) == 1 else "(" + ",".join(names) + ")"


def from_machine(machine: Machine, name: str) -> str | None:
    """The value of a parameter the model holds, as IEASYSxx would code it; None for the
    others (not specified)."""
    from zconsole.systems.zos.model.paging.datasets import PageType

    datasets = machine.page_datasets
    if name == "PAGE":
        return _listed([p.dsname for p in datasets])
    if name == "NONVIO":
        return _listed([p.dsname for p in datasets if p.type is PageType.LOCAL_NV])
    if name == "PAGTOTL":
        return f"({machine.pagtotl})" if machine.pagtotl else None
    if name == "PAGESCM":
        return machine.pagescm.text
    if name == "SYSNAME":
        return machine.system_name
    if name == "DUMP":
        return machine.dump_parameter or None
    return DEFAULTS.get(name)


def ipl_value(machine: Machine, name: str) -> str | None:
    """What ``name`` was at IPL: the value coded (IEASYS00 then IEASYSxx, or the machine
    file's), else the machine's own (the default or the set-up in force) for a parameter
    it holds; None: not specified."""
    name = ALIASES.get(name, name)
    coded = dict(machine.facts.ipl.sysparms)
    return coded[name] if name in coded else from_machine(machine, name)
