"""Devices the running jobs hold allocated (their machine-file io_devices): D U's A, and
A-BOX or F-BOX for a boxed device, from one rule."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Iterable

    from zconsole.systems.zos.model.living.workload import AddressSpace


class Living(Protocol):
    """What this needs of the engine (engine.Living is one): its address spaces."""

    spaces: dict[int, AddressSpace]


def job_devices(living: Living) -> tuple[tuple[int, int, int], ...]:
    """(subchannel set, first, last) of the devices each address space doing I/O holds for
    as long as it runs, busy window or not (INFERRED: a step's devices are allocated from
    its start to its end; a device with I/O is in use by the job doing it)."""
    return tuple(run for _, space in sorted(living.spaces.items()) if space.proc.io is not None
                 for run in space.proc.io.devices)


def holds(runs: Iterable[tuple[int, int, int]], key: tuple[int, int]) -> bool:
    """Whether device ``key`` lies in one of ``runs``."""
    ssid, number = key
    return any(s == ssid and first <= number <= last for s, first, last in runs)


def keys_of(runs: Iterable[tuple[int, int, int]]) -> set[tuple[int, int]]:
    """Every device key of ``runs``."""
    return {(s, n) for s, first, last in runs for n in range(first, last + 1)}
