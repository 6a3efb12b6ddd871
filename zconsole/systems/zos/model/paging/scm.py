"""Storage-class memory (Flash Express): increments, their status and the pages they hold."""

from __future__ import annotations

import datetime as dt
import enum
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import attrs

from zconsole.systems.zos.model.core.units import PAGES_PER_MB

if TYPE_CHECKING:
    from zconsole.console.message import Message

# INFERRED: how fast ASM moves pages out of an increment that is going offline. Only the
# console clock counts, so a transcript completes a move with `.CLOCK +n`. 1 GiB a second.
MIGRATION_BLOCKS_PER_SECOND = 262_144

Range = tuple[int, int]  # [start_mb, end_mb), as D M=SCM prints `0G-64G`


def drained_messages(ranges: Sequence[Range]) -> list[Message]:
    """What the machine says when drains finish, living or not: each range, then the end
    of the request (each its own message, as the CONFIG command's own reply has them)."""
    if not ranges:
        return []
    from zconsole.systems.zos.model.paging.scm_notices import ScmDrained, ScmDrainsDone

    return [*(ScmDrained(r) for r in ranges), ScmDrainsDone()]


class IncrementStatus(enum.Enum):
    """What D M=SCM(DETAIL) prints in its STATUS column."""

    ONLINE = "ONLINE"
    OFFLINE_AVAILABLE = "OFFLINE-AVAILABLE"
    PENDING_OFFLINE = "PENDING OFFLINE"


class ScmRefused(Exception):
    """A CONFIG SCM request that cannot be done; nothing was changed.

    ``reason`` is an IEE576I-style reason text; ``locations`` the range it concerns, if any.
    """

    def __init__(self, reason: str, locations: Range | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.locations = locations


# IEE576I's reasons, reused for SCM (INFERRED: no SCM error text was found).
INVALID_AMOUNT = "INVALID AMOUNT"
AMOUNT_TOO_HIGH = "AMOUNT TOO HIGH"
NO_MORE_AVAILABLE = "NO MORE AVAILABLE"
INVALID_RANGE = "INVALID RANGE"
RANGE_END_TOO_HIGH = "RANGE END TOO HIGH"
OFFLINE_PRIOR = "OFFLINE PRIOR TO REQUEST"
OPTION_NOT_INSTALLED = "OPTION NOT INSTALLED"
UNABLE_TO_MOVE = "UNABLE TO MOVE DATA"


def _non_negative(name: str, value: int) -> None:
    if value < 0:
        raise ValueError(f"{name} must not be negative, not {value}")


@attrs.define(eq=False)
class ScmIncrement:
    """One SCM increment: its address, status and the 4K blocks of pages it holds."""

    address_mb: int
    size_mb: int
    status: IncrementStatus = IncrementStatus.OFFLINE_AVAILABLE
    used_blocks: int = 0
    # Blocks promised to pages that are moving here from an increment going offline.
    incoming_blocks: int = 0

    def __attrs_post_init__(self) -> None:
        for name in ("address_mb", "size_mb", "used_blocks", "incoming_blocks"):
            _non_negative(name, getattr(self, name))
        if self.used_blocks + self.incoming_blocks > self.capacity_blocks:
            raise ValueError(
                f"increment at {self.address_mb}M holds {self.used_blocks} blocks, "
                f"more than its {self.capacity_blocks}"
            )
        if self.used_blocks and self.status is IncrementStatus.OFFLINE_AVAILABLE:
            raise ValueError(f"offline increment at {self.address_mb}M cannot hold pages")

    @property
    def capacity_blocks(self) -> int:
        return self.size_mb * PAGES_PER_MB

    @property
    def free_blocks(self) -> int:
        return self.capacity_blocks - self.used_blocks - self.incoming_blocks

    @property
    def end_mb(self) -> int:
        return self.address_mb + self.size_mb

    @property
    def in_service(self) -> bool:
        """Online or still draining: it counts toward SCM in use."""
        return self.status is not IncrementStatus.OFFLINE_AVAILABLE


@attrs.define(eq=False)
class Migration:
    """Pages leaving pending-offline increments, due to finish at ``done_at``."""

    sources: tuple[ScmIncrement, ...]
    moves: tuple[tuple[ScmIncrement, int], ...]
    done_at: dt.datetime


def ranges(increments: Iterable[ScmIncrement]) -> list[Range]:
    """Merge address-ordered increments into contiguous ``[start, end)`` ranges."""
    merged: list[Range] = []
    for inc in sorted(increments, key=lambda i: i.address_mb):
        if merged and merged[-1][1] == inc.address_mb:
            merged[-1] = (merged[-1][0], inc.end_mb)
        else:
            merged.append((inc.address_mb, inc.end_mb))
    return merged


@attrs.define(eq=False)
class Scm:
    """The partition's storage-class memory: fixed-size increments from address 0."""

    increment_mb: int
    increments: list[ScmIncrement]
    error_blocks: int = 0
    migrations: list[Migration] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        _non_negative("error_blocks", self.error_blocks)
        if self.increment_mb <= 0:
            raise ValueError("the SCM increment size must be positive")
        for index, inc in enumerate(self.increments):
            if inc.address_mb != index * self.increment_mb or inc.size_mb != self.increment_mb:
                raise ValueError(
                    f"increment {index} must start at {index * self.increment_mb}M "
                    f"and be {self.increment_mb}M long"
                )

    @classmethod
    def build(cls, defined_mb: int, increment_mb: int) -> Scm:
        """All increments offline-available and empty; the caller sets status and usage."""
        if increment_mb <= 0 or defined_mb <= 0 or defined_mb % increment_mb:
            raise ValueError(
                f"defined SCM ({defined_mb}M) must be a positive multiple "
                f"of the increment size ({increment_mb}M)"
            )
        return cls(
            increment_mb=increment_mb,
            increments=[
                ScmIncrement(address_mb=a, size_mb=increment_mb)
                for a in range(0, defined_mb, increment_mb)
            ],
        )

    # --- figures every display derives from -------------------------------------------
    @property
    def defined_mb(self) -> int:
        return len(self.increments) * self.increment_mb

    def with_status(self, status: IncrementStatus) -> list[ScmIncrement]:
        return [inc for inc in self.increments if inc.status is status]

    def amount_mb(self, status: IncrementStatus) -> int:
        return len(self.with_status(status)) * self.increment_mb

    @property
    def in_service(self) -> list[ScmIncrement]:
        return [inc for inc in self.increments if inc.in_service]

    @property
    def size_blocks(self) -> int:
        """4K blocks of SCM in service (online or draining): D ASM,SCM's SIZE."""
        return sum(inc.capacity_blocks for inc in self.increments if inc.in_service)

    @property
    def used_blocks(self) -> int:
        """4K blocks holding pages: D ASM,SCM's USED and the base of every SCM percentage."""
        return sum(inc.used_blocks for inc in self.increments)

    # --- CONFIG SCM ---------------------------------------------------------------------
    def bring_online(self, amount_mb: int) -> list[Range]:
        """CF SCM(amount),ONLINE: the lowest offline-available increments come online."""
        count, available = self._by_amount(amount_mb, IncrementStatus.OFFLINE_AVAILABLE)
        chosen = available[:count]
        for inc in chosen:
            inc.status = IncrementStatus.ONLINE
        return ranges(chosen)

    def offline_by_amount(self, amount_mb: int, now: dt.datetime) -> OfflineResult:
        """CF SCM(amount),OFFLINE: the highest online increments go."""
        count, online = self._by_amount(amount_mb, IncrementStatus.ONLINE)
        return self._take_offline(online[-count:], now)

    def offline_by_range(self, start_mb: int, end_mb: int, now: dt.datetime) -> OfflineResult:
        """CF SCM(start-end),OFFLINE: exactly the increments in ``[start, end)``."""
        locations = (start_mb, end_mb)
        if start_mb >= end_mb or start_mb % self.increment_mb or end_mb % self.increment_mb:
            raise ScmRefused(INVALID_RANGE, locations)
        if end_mb > self.defined_mb:
            raise ScmRefused(RANGE_END_TOO_HIGH, locations)
        chosen = [inc for inc in self.increments if start_mb <= inc.address_mb < end_mb]
        if any(inc.status is not IncrementStatus.ONLINE for inc in chosen):
            raise ScmRefused(OFFLINE_PRIOR, locations)
        return self._take_offline(chosen, now)

    def _increment_count(self, amount_mb: int) -> int:
        if amount_mb <= 0 or amount_mb % self.increment_mb:
            raise ScmRefused(INVALID_AMOUNT)
        return amount_mb // self.increment_mb

    def _by_amount(self, amount_mb: int, status: IncrementStatus) -> tuple[int, list[ScmIncrement]]:
        """CF SCM(amount) either way: how many increments the amount is, and those in
        ``status`` to take them from, refused alike online and offline (none left, too few)."""
        count = self._increment_count(amount_mb)
        candidates = self.with_status(status)
        if not candidates:
            raise ScmRefused(NO_MORE_AVAILABLE)
        if count > len(candidates):
            raise ScmRefused(AMOUNT_TOO_HIGH)
        return count, candidates

    def _take_offline(self, chosen: Sequence[ScmIncrement], now: dt.datetime) -> OfflineResult:
        """Empty increments go offline at once; ones holding pages drain first.

        The pages must fit in the online increments that stay; otherwise the request is
        refused whole, before anything changes.
        """
        # An increment still receiving pages from an earlier drain drains those too.
        draining = [inc for inc in chosen if inc.used_blocks or inc.incoming_blocks]
        staying = [
            inc
            for inc in self.with_status(IncrementStatus.ONLINE)
            if all(inc is not c for c in chosen)
        ]
        to_move = sum(inc.used_blocks + inc.incoming_blocks for inc in draining)
        if to_move > sum(inc.free_blocks for inc in staying):
            raise ScmRefused(UNABLE_TO_MOVE, (chosen[0].address_mb, chosen[-1].end_mb))
        moves: list[tuple[ScmIncrement, int]] = []
        remaining = to_move
        for dest in staying:  # lowest addresses first, so the result is predictable
            if remaining == 0:
                break
            take = min(dest.free_blocks, remaining)
            if take:
                dest.incoming_blocks += take
                moves.append((dest, take))
                remaining -= take
        immediate = [inc for inc in chosen if not inc.used_blocks and not inc.incoming_blocks]
        for inc in immediate:
            inc.status = IncrementStatus.OFFLINE_AVAILABLE
        for inc in draining:
            inc.status = IncrementStatus.PENDING_OFFLINE
        if draining:
            seconds = math.ceil(to_move / MIGRATION_BLOCKS_PER_SECOND)
            done_at = now + dt.timedelta(seconds=seconds)
            # Not before the pages still coming into these increments have arrived.
            for earlier in self.migrations:
                if any(dest is inc for dest, _ in earlier.moves for inc in draining):
                    done_at = max(done_at, earlier.done_at)
            self.migrations.append(Migration(tuple(draining), tuple(moves), done_at))
        return OfflineResult(offline=ranges(immediate), pending=ranges(draining))

    def settle(self, now: dt.datetime) -> list[Range]:
        """Finish every page move due by ``now``; return the ranges that went offline."""
        if not self.migrations:  # every command asks, twice; usually nothing is moving
            return []
        done = sorted((m for m in self.migrations if m.done_at <= now), key=lambda m: m.done_at)
        finished: list[ScmIncrement] = []
        for migration in done:
            for dest, blocks in migration.moves:
                dest.incoming_blocks -= blocks
                dest.used_blocks += blocks
            for inc in migration.sources:
                inc.used_blocks = 0
                inc.status = IncrementStatus.OFFLINE_AVAILABLE
                finished.append(inc)
            self.migrations.remove(migration)
        return ranges(finished)

    def reset_for_ipl(self) -> None:
        """At IPL paging starts afresh: pages are gone and draining increments finish offline."""
        self.migrations.clear()
        for inc in self.increments:
            inc.used_blocks = 0
            inc.incoming_blocks = 0
            if inc.status is IncrementStatus.PENDING_OFFLINE:
                inc.status = IncrementStatus.OFFLINE_AVAILABLE


@attrs.frozen
class OfflineResult:
    """What a CF SCM OFFLINE did: ranges now offline, and ranges left draining."""

    offline: list[Range]
    pending: list[Range]
