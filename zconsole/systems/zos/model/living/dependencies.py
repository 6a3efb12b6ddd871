"""What the system's own address spaces give the rest of the system, and so what their end
takes away: the one place a display or a command asks whether what it needs still runs.

- TSO users' sessions are VTAM sessions with TSO's terminal control address space: when
  VTAM or TSO ends they are logged off, and stay off after either is started again (they
  would log on anew; zconsole has no LOGON). D A,L's and D TS,L's users and VTAM's
  ACTIVE count follow (INFERRED: VTAM's HALT ends its application sessions, DOC; TSO's
  end ends its users').
- JES2's command prefix `$` is registered while JES2 runs (D OPDATA; INFERRED).
- RACF's and TCP/IP's address spaces: nothing zconsole models needs them. RACF's checks run
  in the address space that asks (a job's user is still verified, ICH70001I); the RACF
  address space serves RRSF and RACF commands from the console, which zconsole does not
  have (INFERRED from IBM's RACF planning notes, MEM). F TCPIP and P TCPIP answer IEE341I
  once it has ended, as for any job not active.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from zconsole.systems.zos.model.living.workload import AddressSpace


class Living(Protocol):
    """What this module reads and changes of the living machine (engine.Living has it;
    named here so that the engine, which calls ``ended``, is not imported back)."""

    tso_users: tuple[str, ...] | None

    def by_name(self, jobname: str) -> list[AddressSpace]: ...

# The address spaces TSO users' sessions run through (VTAM, and TSO's TCAS).
TSO_SESSIONS_NEED = ("VTAM", "TSO")
JES2_PREFIX = "$"  # JES2's command character (CONDEF CONCHAR, DOC default)


def ended(living: Living, space: AddressSpace) -> None:
    """``space`` has ended: take away what it gave (called by Living.end)."""
    if space.jobname in TSO_SESSIONS_NEED:
        living.tso_users = ()


def _running(living: Living, name: str) -> bool:
    return bool(living.by_name(name))


def tso_users(at_ipl: tuple[str, ...], living: Living) -> tuple[str, ...]:
    """The TSO users logged on: those logged on since IPL (the machine file's [activity]
    tso_users) until VTAM or TSO ends, then none."""
    return at_ipl if living.tso_users is None else living.tso_users


def vtam_active(configured: int, living: Living) -> int:
    """D A,L's VTAM ACTIVE count: the machine file's while VTAM runs, 0 once it has ended."""
    return configured if _running(living, "VTAM") else 0


def command_prefixes(system_name: str, living: Living) -> tuple[tuple[str, str, str], ...]:
    """The command prefixes registered (prefix, owner, system): JES2's while it runs."""
    return ((JES2_PREFIX, "JES2", system_name),) if _running(living, "JES2") else ()
