"""z/OS commands zconsole knows of but does not model: the shell names them after a refusal.

The console itself answers such a line as z/OS answers a line it cannot take (IEE305I,
byte for byte, for scripts); only the interactive shell adds, in zconsole's own words,
that z/OS has the command. The lists are the verbs and DISPLAY operands of IBM's z/OS MVS
System Commands summary (DOC: SA38-0666, "System command summary" and "Summary of the
DISPLAY command"), with the abbreviations IBM documents.
"""

from __future__ import annotations

# verb (as typed) -> its full name
VERBS = {
    "ACTIVATE": "ACTIVATE", "CHNGDUMP": "CHNGDUMP", "CD": "CHNGDUMP", "CMDS": "CMDS",
    "DEVSERV": "DEVSERV", "DS": "DEVSERV", "FORCE": "FORCE", "HALT": "HALT", "Z": "HALT",
    "IOACTION": "IOACTION", "IO": "IOACTION", "LIBRARY": "LIBRARY", "LI": "LIBRARY",
    "LOGOFF": "LOGOFF", "LOGON": "LOGON", "MODE": "MODE", "MONITOR": "MONITOR", "MN": "MONITOR",
    "MOUNT": "MOUNT", "M": "MOUNT", "MSGRT": "MSGRT", "MR": "MSGRT", "QUIESCE": "QUIESCE",
    "RESET": "RESET", "E": "RESET", "ROUTE": "ROUTE", "RO": "ROUTE", "SET": "SET", "T": "SET",
    "SETALLOC": "SETALLOC", "SETAPPC": "SETAPPC", "SETAUTOR": "SETAUTOR", "SETCEE": "SETCEE",
    "SETCON": "SETCON", "SETDMN": "SETDMN", "SETETR": "SETETR", "SETGRS": "SETGRS",
    "SETHS": "SETHS", "SETIOS": "SETIOS", "SETLOAD": "SETLOAD", "SETLOGR": "SETLOGR",
    "SETLOGRC": "SETLOGRC", "SETMF": "SETMF", "SETOMVS": "SETOMVS", "SETPROG": "SETPROG",
    "SETRRS": "SETRRS", "SETSMF": "SETSMF", "SETSMS": "SETSMS", "SETSSI": "SETSSI",
    "SETUNI": "SETUNI", "SETXCF": "SETXCF", "SLIP": "SLIP", "STOPMN": "STOPMN", "PM": "STOPMN",
    "STOPTR": "STOPTR", "PT": "STOPTR", "SWAP": "SWAP", "G": "SWAP", "SWITCH": "SWITCH",
    "I": "SWITCH", "TRACE": "TRACE", "TRACK": "TRACK", "TR": "TRACK", "UNLOAD": "UNLOAD",
    "U": "UNLOAD", "WRITELOG": "WRITELOG", "W": "WRITELOG",
}

# DISPLAY operand (as typed) -> its full name
DISPLAY_OPERANDS = {
    "ALLOC": "ALLOC", "APPC": "APPC", "ASCH": "ASCH", "AUTOR": "AUTOR", "CEE": "CEE",
    "CF": "CF", "CNGRP": "CNGRP", "DEVSUP": "DEVSUP", "DIAG": "DIAG", "DLF": "DLF",
    "DUMP": "DUMP", "EMCS": "EMCS", "ETR": "ETR", "GRS": "GRS", "GTZ": "GTZ", "HIS": "HIS",
    "HS": "HS", "IKJTSO": "IKJTSO", "LLA": "LLA", "LOGGER": "LOGGER", "LOGREC": "LOGREC",
    "MPF": "MPF", "MSGFLD": "MSGFLD", "MSGRT": "MSGRT", "MSGFLG": "MSGFLD", "OMVS": "OMVS",
    "O": "OMVS", "OPDATA": "OPDATA", "PARMLIB": "PARMLIB", "PCIE": "PCIE", "PFK": "PFK",
    "PPT": "PPT", "PROD": "PROD", "PROG": "PROG", "RRS": "RRS", "RTLS": "RTLS",
    "SLIP": "SLIP", "SMF": "SMF", "SMSPDSE": "SMSPDSE", "SSI": "SSI", "STOR": "STOR",
    "SYMBOLS": "SYMBOLS", "TCPIP": "TCPIP", "TRACE": "TRACE", "TRACKING": "TRACKING",
    "VIRTSTOR": "VIRTSTOR", "VLF": "VLF", "WLM": "WLM", "XCF": "XCF",
}

_SEPARATORS = str.maketrans({",": " ", "=": " ", "(": " "})


def unmodelled(line: str) -> str | None:
    """The z/OS command a refused ``line`` names, as ``DISPLAY SLIP`` or ``SLIP`` (full
    names), when z/OS has it; None for a line that names nothing z/OS knows."""
    words = line.strip().upper().split(None, 1)
    if not words:
        return None
    verb = words[0]
    if verb.startswith("$"):
        return "JES2 " + verb  # JES2's commands: its own grammar (jes2.lark) models them
    if verb in ("D", "DISPLAY"):
        operand = words[1].translate(_SEPARATORS).split()[0] if len(words) > 1 and words[1].strip() else ""
        name = DISPLAY_OPERANDS.get(operand)
        return None if name is None else f"DISPLAY {name}"
    return VERBS.get(verb)
