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
from zconsole.systems.zvm.syntax import ast

ANY = "ABCDEFG"


@attrs.frozen
class Row:
    classes: str
    handler: str  # module.function under zconsole.systems.zvm.commands
    query: bool = False  # a QUERY: refused as an invalid option, not an unknown command


COMMANDS: dict[type, Row] = {
    ast.QueryStorage: Row("BG", "system.query_storage", True),
    ast.QueryVirtualStorage: Row("G", "system.query_virtual_storage", True),
    ast.DefineStorage: Row("G", "system.define_storage"),
    ast.QueryProcessors: Row("B", "system.query_processors", True),
    ast.QueryCplevel: Row(ANY, "system.query_cplevel", True),
    ast.QueryTime: Row(ANY, "system.query_time", True),
    ast.QueryCpload: Row("ABC", "system.query_cpload", True),
    ast.QueryUserid: Row(ANY, "system.query_userid", True),
    ast.QueryEmsg: Row(ANY, "system.query_emsg", True),
    ast.SetEmsg: Row(ANY, "system.set_emsg"),
    ast.QueryAlloc: Row("D", "dasd.query_alloc", True),
    ast.QueryCpowned: Row("ABD", "dasd.query_cpowned", True),
    ast.DefineCpownedSlot: Row("A", "dasd.define_cpowned_slot"),
    ast.AttachSystem: Row("AB", "dasd.attach_system"),
    ast.AttachUser: Row("B", "dasd.attach_user"),
    ast.Detach: Row("B", "dasd.detach"),
    ast.QueryDevice: Row("BG", "dasd.query_device", True),
    ast.QueryDasd: Row("B", "dasd.query_dasd", True),
    ast.QueryOsa: Row("B", "dasd.query_osa", True),
    ast.QueryNames: Row("ABCDEG", "guests.query_names", True),
    ast.QueryUsers: Row("ABCDEG", "guests.query_users", True),
    # INFERRED: a class G user's `q linux1` is answered by QUERY VIRTUAL (HCPCQV003E,
    # REAL), so querying another user is above class G.
    ast.QueryUser: Row("ABCDE", "guests.query_user", True),
    ast.Xautolog: Row("AB", "guests.xautolog"),
    ast.Force: Row("A", "guests.force"),
    ast.IndicateLoad: Row("EG", "indicate.indicate_load"),
    ast.IndicateUser: Row("EG", "indicate.indicate_user"),
    ast.IndicatePaging: Row("E", "indicate.indicate_paging"),
    ast.IndicateIo: Row("E", "indicate.indicate_io"),
    ast.QueryFrames: Row("ABE", "storage.query_frames", True),
    ast.QueryAgelist: Row("ABE", "storage.query_agelist", True),
    ast.SetAgelist: Row("A", "storage.set_agelist"),
    ast.QueryReserved: Row("ABE", "storage.query_reserved", True),
    ast.SetReserved: Row("A", "storage.set_reserved"),
    ast.QueryXstore: Row("B", "storage.query_xstore", True),
    ast.QuerySrm: Row("ABE", "storage.query_srm", True),
    ast.SetSrm: Row("A", "storage.set_srm"),
}


def handler(row: Row) -> Any:
    module, function = row.handler.split(".")
    return getattr(importlib.import_module(f"zconsole.systems.zvm.commands.{module}"), function)


def dispatch(command: object, ctx: Context, words: list[str]) -> Result:
    """Run ``command`` for the context's user. A command above the user's classes is
    answered as CP answers one it does not have (spec): an unknown command, or for a
    QUERY an invalid option (REAL: HCPCQV003E for a class G `q linux1`). ``words`` are
    the line as typed (upper-cased), for those answers."""
    row = COMMANDS[type(command)]
    if not set(row.classes) & set(ctx.classes):
        if words and words[0] == "CP":
            words = words[1:]
        if row.query:
            return refuse("HCP003E", module="CQV", option=words[1] if len(words) > 1 else "")
        return refuse("HCP001E", command=words[0] if words else "")
    result: Result = handler(row)(command, ctx)
    return result
