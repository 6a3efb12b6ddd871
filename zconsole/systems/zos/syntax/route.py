"""ROUTE (RO): a command sent to systems of the sysplex by name, ``*ALL`` or a list.

zconsole's machine is a one-system sysplex: routed to this system (by its name, ``*ALL``,
or a list naming only it) the command runs here and answers as it would unrouted
(INFERRED: a real ROUTE *ALL may gather the answers under IEE421I); any other system name
gets IEE618I, as a real system answers a name not in the sysplex. The z/OSMF Ansible
collection sends ``RO SYS1,cmd`` rather than z/OSMF's ``system`` field, so the REST console
meets it too.
"""

from __future__ import annotations

import re

ROUTE = re.compile(r"\s*(?:RO|ROUTE)\s+(?P<target>\*ALL|\([^)]*\)|[A-Z0-9@#$]{1,8})\s*,"
                   r"(?:\s*T=\d{1,3}\s*,)?\s*(?P<text>\S.*)", re.IGNORECASE | re.DOTALL)


def routed(command: str, system: str) -> tuple[str, bool] | None:
    """For a ROUTE command: the command to run here and whether it may (False: an unknown
    system, answered with IEE618I); None when ``command`` is not a ROUTE."""
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
