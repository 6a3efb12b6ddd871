"""One row per command: its privilege classes and its handler, and dispatch by command type.

Like Hercules' cmdtab.h, a newcomer adds a command where its name, classes and handler
sit together; the syntax (and the minimum abbreviation) stays in cp.lark. Classes are
IBM's where the spec's table gives them, else INFERRED.
"""

from __future__ import annotations

import importlib
from typing import Any

import attrs

from zconsole.systems.zvm.commands.context import Context, Result, refuse

ANY = "ABCDEFG"


@attrs.frozen
class Row:
    classes: str
    handler: str  # module.function under zconsole.systems.zvm.commands
    query: bool = False  # a QUERY: refused as an invalid option, not an unknown command


# zconsole's own console commands, run by the console itself (time and the IPL), not CP's.
CONSOLE_COMMANDS = ("Wait", "Ipl")
# Keyed by the command value's class name: the classes live in one module per family
# (syntax/ast_*.py), and dispatching one command imports only its own family.
COMMANDS: dict[str, Row] = {
    "QueryStorage": Row("BG", "system.query_storage", True),
    "QueryVirtualStorage": Row("G", "system.query_virtual_storage", True),
    "DefineStorage": Row("G", "system.define_storage"),
    "QueryProcessors": Row("B", "system.query_processors", True),
    "QueryCplevel": Row(ANY, "system.query_cplevel", True),
    "QueryTime": Row(ANY, "system.query_time", True),
    "QueryCpload": Row("ABC", "system.query_cpload", True),
    "QueryUserid": Row(ANY, "system.query_userid", True),
    "QueryEmsg": Row(ANY, "system.query_emsg", True),
    "QueryCpuid": Row(ANY, "system.query_cpuid", True),
    "QueryFiles": Row(ANY, "system.query_files", True),
    "QueryNss": Row("E", "nss.query_nss", True),  # DOC: QUERY NSS is class E
    "SetEmsg": Row(ANY, "system.set_emsg"),
    "QueryAlloc": Row("D", "dasd.query_alloc", True),
    "QueryCpowned": Row("ABD", "dasd.query_cpowned", True),
    "DefineCpownedSlot": Row("A", "dasd.define_cpowned_slot"),
    "AttachSystem": Row("AB", "dasd.attach_system"),
    "AttachUser": Row("B", "dasd.attach_user"),
    "Detach": Row("B", "dasd.detach"),
    "QueryDevice": Row("BG", "dasd.query_device", True),
    "QueryDasd": Row("B", "dasd.query_dasd", True),
    "QueryOsa": Row("B", "dasd.query_osa", True),
    "QueryNames": Row("ABCDEG", "guests.query_names", True),
    "QueryUsers": Row("ABCDEG", "guests.query_users", True),
    # INFERRED: a class G user's `q linux1` is answered by QUERY VIRTUAL (HCPCQV003E,
    # REAL), so querying another user is above class G.
    "QueryUser": Row("ABCDE", "guests.query_user", True),
    "Xautolog": Row("AB", "guests.xautolog"),
    "Force": Row("A", "guests.force"),
    "IndicateLoad": Row("EG", "indicate.indicate_load"),
    "IndicateUser": Row("EG", "indicate.indicate_user"),
    "IndicatePaging": Row("E", "indicate.indicate_paging"),
    "IndicateIo": Row("E", "indicate.indicate_io"),
    "QueryFrames": Row("ABE", "storage.query_frames", True),
    "QueryAgelist": Row("ABE", "storage.query_agelist", True),
    "SetAgelist": Row("A", "storage.set_agelist"),
    "QueryReserved": Row("ABE", "storage.query_reserved", True),
    "SetReserved": Row("A", "storage.set_reserved"),
    "QueryXstore": Row("B", "storage.query_xstore", True),
    "QuerySrm": Row("ABE", "storage.query_srm", True),
    "SetSrm": Row("A", "storage.set_srm"),
    # zconsole's own Performance Toolkit reports (classes INFERRED: the Toolkit's users,
    # performance analysts, are class E).
    "Perfkit": Row("ABE", "perfkit.perfkit"),
    # CMS's HELP in line mode (zconsole's own answer; any user may ask).
    "Help": Row(ANY, "help.show_help"),
}


def handler(row: Row) -> Any:
    module, function = row.handler.split(".")
    return getattr(importlib.import_module(f"zconsole.systems.zvm.commands.{module}"), function)


def dispatch(command: object, ctx: Context, words: list[str]) -> Result:
    """Run ``command`` for the context's user. A command above the user's classes is
    answered as CP answers one it does not have (spec): an unknown command, or for a
    QUERY an invalid option (REAL: HCPCQV003E for a class G `q linux1`). ``words`` are
    the line as typed (upper-cased), for those answers."""
    row = COMMANDS[type(command).__name__]
    if not set(row.classes) & set(ctx.classes):
        if words and words[0] == "CP":
            words = words[1:]
        if row.query:
            return refuse("HCP003E", module="CQV", option=words[1] if len(words) > 1 else "")
        return refuse("HCP001E", command=words[0] if words else "")
    result: Result = handler(row)(command, ctx)
    return result
