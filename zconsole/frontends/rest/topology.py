"""The sysplex as z/OSMF's clients see it: one system, this one.

``GET /zosmf/resttopology/systems`` (``zowe zosmf list systems``) lists the systems
z/OSMF knows, ``{"numRows": n, "items": [...]}`` with the fields of the Zowe SDK's
IDefinedSystem (DOC). A classroom machine is a one-system sysplex, so the list has one
item; the values that have no counterpart in the machine are ours (INFERRED, below).

``ROUTE`` (``RO``), which IBM's Ansible collection sends rather than z/OSMF's ``system``
field, is the console's own command (z/OS's syntax/route.py).
"""

from __future__ import annotations

from typing import Any

# INFERRED: the JES and sysplex fields of a one-system classroom machine.
JES_TYPE = "JES2"


def systems(system: str, zos_version: str, public: str) -> dict[str, Any]:
    """The answer of GET /zosmf/resttopology/systems."""
    item = {
        "systemNickName": system, "groupNames": "", "cpcSerial": "", "zosVR": zos_version,
        "systemName": system, "jesType": JES_TYPE, "sysplexName": system, "jesMemberName": system,
        "httpProxyName": "", "ftpDestinationName": "", "url": public, "cpcName": "",
    }
    return {"numRows": 1, "items": [item]}
