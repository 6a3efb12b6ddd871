"""VTAM's definitions (D NET): the network id and the major nodes, each with its type and,
for an application major node, its applications (minor nodes), as the machine file's
[vtam] states them or as a z/OS system with TSO has them.

What each node's status is comes from what runs (commands/display_net.py): VTAM's own
applications (IST...) and every major node are active while VTAM runs; an application
whose name is a running address space's job name has its ACB open (ACTIV); TSO's user
slots (TSO0001 ...) are in session (ACT/S), one for each TSO user logged on; any other
application is defined and not opened (CONCT). INFERRED: the default nodes (DOC: the
major nodes of IBM's D NET,MAJNODES example that every VTAM builds, VTAMSEG, ISTPUS,
ISTADJCP, ISTTRL, ISTCDRDY; TSOAPPL with TSO and ten user slots) and NETA, the network id
of IBM's examples.
"""

from __future__ import annotations

import re

import attrs

# DOC (IST089I in IBM's D NET,MAJNODES example): the types a major node shows.
NODE_TYPES = ("APPL SEGMENT", "PU T4/5", "CDRSC SEGMENT", "ADJCP MAJOR NODE", "TRL MAJOR NODE",
              "CDRM SEGMENT", "LCL SNA MAJ NODE", "SW SNA MAJ NODE")
APPL_SEGMENT = NODE_TYPES[0]
_NAME = re.compile(r"[A-Z#@$][A-Z0-9#@$]{0,7}")


def check_name(name: str, what: str) -> None:
    if not _NAME.fullmatch(name):
        raise ValueError(f"{what} {name!r} must be 1-8 letters or digits, a letter first")


@attrs.frozen
class VtamNode:
    """A major node: its name, type and (an APPL SEGMENT's) applications in order."""

    name: str
    type: str = APPL_SEGMENT
    appls: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        check_name(self.name, "major node")
        if self.type not in NODE_TYPES:
            raise ValueError(f"type {self.type!r} is not one of {', '.join(NODE_TYPES)}")
        if self.appls and self.type != APPL_SEGMENT:
            raise ValueError(f"only an {APPL_SEGMENT} has applications")
        for appl in self.appls:
            check_name(appl, "application")


@attrs.frozen
class Vtam:
    """The network id and the major nodes in D NET,MAJNODES's order."""

    netid: str = "NETA"
    nodes: tuple[VtamNode, ...] = ()

    def __attrs_post_init__(self) -> None:
        check_name(self.netid, "netid")
        names = [n.name for n in self.nodes] + [a for n in self.nodes for a in n.appls]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"{twice[0]} is defined twice (node and application names are one namespace)")

    def node(self, name: str) -> VtamNode | None:
        return next((n for n in self.nodes if n.name == name), None)

    def owner(self, appl: str) -> VtamNode | None:
        """The application major node that defines ``appl``."""
        return next((n for n in self.nodes if appl in n.appls), None)


TSO_SLOTS = tuple(f"TSO{n:04d}" for n in range(1, 11))
DEFAULT_VTAM = Vtam("NETA", (
    VtamNode("VTAMSEG", APPL_SEGMENT, ("ISTATA00", "ISTNOP", "ISTPDCLU", "ISTRTPMN")),
    VtamNode("ISTPUS", "PU T4/5"),
    VtamNode("ISTADJCP", "ADJCP MAJOR NODE"),
    VtamNode("ISTCDRDY", "CDRSC SEGMENT"),
    VtamNode("ISTTRL", "TRL MAJOR NODE"),
    VtamNode("TSOAPPL", APPL_SEGMENT, ("TSO", *TSO_SLOTS)),
))
