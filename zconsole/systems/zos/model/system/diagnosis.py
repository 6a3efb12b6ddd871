"""What the system traps and traces: SLIP traps (D SLIP) and system, master and component
trace (D TRACE), as the machine file states them or as the ADCD system had them.

REAL-px (the ADCD z/OS 1.11 screens of D SLIP and D TRACE, P-dot lab 06): IBM's IEASLP00
traps, every one enabled; system trace on with 1M a processor and 4M of buffers, address
space and explicit tracing on, branch and mode tracing off, master trace on with 64K; and
the components' trace modes in the order the display lists them.
"""

from __future__ import annotations

import attrs

SLIP_STATES = ("ENABLED", "DISABLED")
TRACE_MODES = ("ON", "OFF", "MIN", "SUB")

# REAL-px: the ADCD system's SLIP traps in D SLIP's order (IBM's IEASLP00).
ADCD_SLIP_TRAPS = (
    "X013", "X028", "X052", "X058", "X066", "X070", "X073", "X0DX", "X0E7", "X0F3",
    "X13E", "X1C5", "X222", "X322", "X33E", "S3C4", "X422", "X47B", "X622", "X71A",
    "X804", "X806", "X80A", "X81A", "X91A", "X9FB", "XB37", "XC1A", "XD1A", "XD37",
    "XE37", "XEC6", "XXC6",
)
# REAL-px: the ADCD system's component traces and their modes, in D TRACE's order.
ADCD_COMPONENTS = (
    ("NFSC", "ON"), ("SYSGRS", "MIN"), ("SYSJES2", "SUB"), ("SYSANT00", "MIN"),
    ("SYSRRS", "MIN"), ("SYSSPI", "OFF"), ("SYSJES", "SUB"), ("NFSS", "ON"),
    ("SYSSMS", "OFF"), ("SYSAXR", "ON"), ("SYSDLF", "MIN"), ("SYSOPS", "ON"),
    ("SYSXCF", "ON"), ("SYSLLA", "MIN"), ("DJ9G", "SUB"), ("SYSTTRC", "OFF"),
    ("SYSTCPDA", "SUB"), ("SYSRSM", "OFF"), ("SYSAOM", "OFF"), ("SYSVLF", "MIN"),
    ("SYSTCPIP", "SUB"), ("SYSLOGR", "ON"), ("SYSOMVS", "MIN"), ("SYSCEA", "ON"),
    ("SYSWLM", "MIN"), ("SYSTCPIS", "SUB"), ("SYSTCPRE", "SUB"), ("SYSIOS", "MIN"),
    ("SYSANTMN", "MIN"), ("SYSDMO", "MIN"), ("SYSIEFAL", "ON"), ("SYSTCPOT", "SUB"),
)


def _check_trap(trap: str) -> None:
    # DOC: a SLIP trap id is 1-4 characters.
    if not (1 <= len(trap) <= 4 and trap.isalnum() and trap == trap.upper()):
        raise ValueError(f"SLIP trap id {trap!r} must be 1-4 letters or digits")


@attrs.frozen
class SlipTrap:
    """One SLIP trap: its id and whether it is enabled."""

    id: str
    enabled: bool = True

    def __attrs_post_init__(self) -> None:
        _check_trap(self.id)

    @property
    def state(self) -> str:
        return SLIP_STATES[0] if self.enabled else SLIP_STATES[1]


def adcd_slip() -> tuple[SlipTrap, ...]:
    return tuple(SlipTrap(t) for t in ADCD_SLIP_TRAPS)


@attrs.frozen
class Tracing:
    """System trace (ST: its table a processor and its buffers, in MB), its address space,
    branch, explicit and mode tracing, master trace (MT, its table in KB) and the component
    traces with their modes; REAL-px defaults (the ADCD screen)."""

    st_per_cpu_mb: int = 1
    st_buffers_mb: int = 4
    address_space: bool = True
    branch: bool = False
    explicit: bool = True
    mode: bool = False
    master_kb: int = 64  # 0: master trace off
    components: tuple[tuple[str, str], ...] = ADCD_COMPONENTS

    def __attrs_post_init__(self) -> None:
        if not 1 <= self.st_per_cpu_mb <= 9999 or not 1 <= self.st_buffers_mb <= 99999:
            raise ValueError("system trace takes 1-9999M a processor and 1-99999M of buffers")
        if not 0 <= self.master_kb <= 999:
            raise ValueError("master trace takes 0 (off) to 999K")
        for name, mode in self.components:
            if mode not in TRACE_MODES:
                modes = ", ".join(TRACE_MODES)
                raise ValueError(f"component {name} trace mode {mode!r} is not one of {modes}")
