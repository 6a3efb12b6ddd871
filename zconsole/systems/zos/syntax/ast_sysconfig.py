"""Frozen command values of the system configuration displays and SET SMF (loaded only when
such a command comes)."""

from __future__ import annotations

import attrs


@attrs.frozen
class DisplaySymbols:
    """D SYMBOLS: the static system symbols (IEA007I)."""


@attrs.frozen
class DisplayParmlib:
    """D PARMLIB: the parmlib concatenation (IEE251I)."""


@attrs.frozen
class DisplayProg:
    """D PROG,LNKLST (CSV470I) or D PROG,APF (CSV450I); ``what`` as typed."""

    what: str


@attrs.frozen
class DisplayProgLpa:
    """D PROG,LPA (the modules added since IPL) or D PROG,LPA,MODNAME=name (CSV550I)."""

    module: str | None = None


@attrs.frozen
class DisplayNet:
    """D NET: VTAM's APPLS or MAJNODES display, or ID=name's; ``identified`` False when
    VTAM cannot tell which display is asked for (IST039I)."""

    kind: str | None = None  # APPLS, MAJNODES, or None with an ID
    ident: str | None = None
    identified: bool = True


@attrs.frozen
class DisplayWlm:
    """D WLM: the active service policy (IWM025I)."""


@attrs.frozen
class DisplayXcf:
    """D XCF: the sysplex and its systems (IXC334I); ``couple``: D XCF,COUPLE (IXC357I)."""

    couple: bool = False


@attrs.frozen
class DisplayGrs:
    """D GRS: GRS status (ISG343I); ``contention``: D GRS,C (ISG343I's contention form)."""

    contention: bool = False


@attrs.frozen
class DisplaySlip:
    """D SLIP: the SLIP traps (IEE735I)."""


@attrs.frozen
class DisplayTrace:
    """D TRACE: system, master and component trace (IEE843I)."""


@attrs.frozen
class DisplayOpdata:
    """D OPDATA[,PREFIX]: the command prefixes (IEE603I)."""


@attrs.frozen
class DisplayEtr:
    """D ETR[,DATA]: the timing status (IEA386I)."""


@attrs.frozen
class DisplayOmvs:
    """D OMVS: z/OS UNIX status (BPXO042I)."""


@attrs.frozen
class DisplaySmf:
    """D SMF[,S][,L=a|name|name-a]: the SMF data sets (IEE949I), log streams (IFA714I)
    or IEE351I; ``at`` the display area L= names."""

    at: str | None = None


@attrs.frozen
class SetSmf:
    """SET SMF=xx: activate SMFPRMxx."""

    suffix: str


@attrs.frozen
class SwitchSmf:
    """SWITCH SMF (I SMF): record on the next empty data set now."""
