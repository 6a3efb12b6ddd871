"""The sysplex as z/OSMF's clients see it: one system, this one.

``GET /zosmf/resttopology/systems`` (``zowe zosmf list systems``) lists the systems
z/OSMF knows, ``{"numRows": n, "items": [...]}`` with the fields of the Zowe SDK's
IDefinedSystem (DOC). A classroom machine is a one-system sysplex, so the list has one
item; the values that have no counterpart in the machine are ours (INFERRED, below).

``ROUTE`` (``RO``) sends a command to systems of the sysplex; IBM's Ansible collection
sends ``RO SYS1,cmd`` rather than z/OSMF's ``system`` field. Routed to this system (by
its name, ``*ALL``, or a list naming only it) the command runs here and answers as it
would unrouted (INFERRED: a real ROUTE *ALL may aggregate answers under IEE421I); any
other system name gets IEE618I, as a real system answers a name not in the sysplex.
"""

from __future__ import annotations

import re
from typing import Any

from zconsole.systems.zos.messages.catalog import IEE618I_TEXT

# INFERRED: the JES and sysplex fields of a one-system classroom machine.
JES_TYPE = "JES2"
IEE618I = IEE618I_TEXT  # the catalog's entry names its evidence
ROUTE = re.compile(r"\s*(?:RO|ROUTE)\s+(?P<target>\*ALL|\([^)]*\)|[A-Z0-9@#$]{1,8})\s*,"
                   r"(?:\s*T=\d{1,3}\s*,)?\s*(?P<text>\S.*)", re.IGNORECASE | re.DOTALL)


def systems(system: str, zos_version: str, public: str) -> dict[str, Any]:
    """The answer of GET /zosmf/resttopology/systems."""
    item = {
        "systemNickName": system, "groupNames": "", "cpcSerial": "", "zosVR": zos_version,
        "systemName": system, "jesType": JES_TYPE, "sysplexName": system, "jesMemberName": system,
        "httpProxyName": "", "ftpDestinationName": "", "url": public, "cpcName": "",
    }
    return {"numRows": 1, "items": [item]}


def routed(command: str, system: str) -> tuple[str, bool] | None:
    """For a ROUTE command: the command to run here and whether it may (False: an unknown
    system, answered with IEE618I); None when ``command`` is not a ROUTE this handles."""
    found = ROUTE.match(command)
    if found is None:
        return None
    target = found.group("target").upper()
    if target.startswith("("):
        names = {name.strip() for name in target[1:-1].split(",")}
        here = names == {system}
    else:
        here = target in ("*ALL", system)
    return found.group("text").strip(), here
