"""A sync round's steps, in order, written once (issue 25).

Each step runs either on the store (a function of the Repository) or away
from it (the network, and sealing what goes out). Two drivers run the same
steps: `run_round` one after the other in the calling thread (the command
line and the tests), and `sync_round` from an event loop, the store's steps
on its writer thread and the others on a thread of their own, so a running
answer's checkpoints never wait for the network (issue 17). A received file
is applied in a write of its own, in both.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TYPE_CHECKING, Any

from desktop.domain.words import say
from desktop.sync.applying import apply
from desktop.sync.round import (
    Incoming,
    Outgoing,
    SyncReport,
    collect,
    commit,
    delete_key,
    fetch_one,
    own_identity,
    passphrase_check,
    seal,
    upload,
    wanted,
)
from desktop.sync.segment import SyncError
from desktop.sync.transport import Transport
from desktop.sync.usable import Applied

if TYPE_CHECKING:
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository

ON_STORE, AWAY = True, False
# (on the store?, the step): a store step takes the Repository, the others nothing
Step = tuple[bool, Callable[..., Any]]


def round_steps(
    transport: Transport, passphrase: str | None, report: SyncReport
) -> Generator[Step, Any, SyncReport]:
    """The round: each `yield` hands a step to the driver and gets its result.
    `report` is the driver's, so a round that stops still says what it did."""
    transport.begin_round()
    yield ON_STORE, lambda r: r.sync.use_target(transport.where)
    device = yield ON_STORE, lambda r: r.sync.device_id()
    yield ON_STORE, lambda r: _in_one(r, lambda: r.sync.adopt_outbox(device))
    listing = yield AWAY, transport.devices
    applied = yield ON_STORE, lambda r: {d: r.sync.applied(d) for d in listing}
    # Each file is fetched, applied and let go before the next (issue 36).
    # One that cannot be used waits to the end: with a passphrase that opens
    # nothing, the round stops there with nothing changed.
    refused: list[Incoming] = []
    opened_any = False
    for where, name in wanted(listing, applied):
        got = yield AWAY, partial(fetch_one, transport, where, name, passphrase)
        if isinstance(got, str):
            report.problems.append(got)
            continue
        report.received_files += 1
        if got.refused:
            refused.append(got)
            continue
        opened_any = True
        device = yield from _apply(got, device, report)
        got = None  # let go before the next is fetched
    yield (
        AWAY,
        partial(
            passphrase_check, transport, listing, refused, opened_any, applied, device, passphrase
        ),
    )
    for batch in refused:
        device = yield from _apply(batch, device, report)
    if not opened_any and not refused:
        # With no new file, one write all the same: a change held back for
        # its time, or a message waiting for its parent, may be due now.
        applied_now: Applied = yield ON_STORE, _applier([])
        report.received_messages += applied_now.added
        report.problems += applied_now.problems
    after: tuple[str, int] | None = None
    while True:  # a long history goes in passes, each sent before the next is read
        out = yield from _send(transport, device, passphrase, after, report)
        if not out.more or out.last is None:
            return report
        after = out.last


def _apply(batch: Incoming, device: str, report: SyncReport) -> Generator[Step, Any, str]:
    """One received file in a write of its own; this device's identity after it."""
    applied_now: Applied = yield ON_STORE, _applier([batch])
    report.received_messages += applied_now.added
    report.problems += applied_now.problems
    if batch.device != device:
        return device
    fresh: str = yield ON_STORE, lambda r: own_identity(r, device, batch, report)
    return fresh


def _send(
    transport: Transport,
    device: str,
    passphrase: str | None,
    after: tuple[str, int] | None,
    report: SyncReport,
) -> Generator[Step, Any, Outgoing]:
    """One pass of sending: collected, sealed, written, then known as sent."""
    out: Outgoing = yield ON_STORE, lambda r: _collected(r, after)
    yield AWAY, lambda: seal(out, device, passphrase)
    names = [name for name, _data in out.files]
    yield ON_STORE, lambda r: _in_one(r, lambda: r.sync.set_outbox(names))
    report.sent_bytes += yield AWAY, lambda: upload(transport, device, out)
    yield ON_STORE, lambda r: commit(r, out, device)
    report.sent_messages += out.messages
    report.sent_deletes += out.deletes
    report.sent_files += len(out.files)
    return out


def run_round(repo: Repository, transport: Transport, passphrase: str | None = None) -> SyncReport:
    """One whole round in this thread (the command line and the tests)."""
    report = SyncReport()
    steps = round_steps(transport, passphrase, report)
    result: Any = None
    try:
        while True:
            try:
                on_store, step = steps.send(result)
            except StopIteration as done:
                return done.value
            result = step(repo) if on_store else step()
    except SyncError as exc:
        exc.changed = report.received_files > 0
        raise
    except MemoryError as exc:
        raise _out_of_memory(report) from exc
    except Exception as exc:
        if _ran_out_of_memory(exc):  # the store's rollback failed after it
            raise _out_of_memory(report) from exc
        raise
    finally:
        steps.close()


async def sync_round(
    store: AsyncRepository,
    transport: Transport,
    passphrase: str | None,
    network: ThreadPoolExecutor,
) -> SyncReport:
    """One whole round from an event loop (the window)."""
    loop = asyncio.get_running_loop()
    report = SyncReport()
    steps = round_steps(transport, passphrase, report)
    result: Any = None
    try:
        while True:
            try:
                on_store, step = steps.send(result)
            except StopIteration as done:
                return done.value
            if on_store:
                result = await store.run(step)
            else:
                result = await loop.run_in_executor(network, step)
    except SyncError as exc:
        exc.changed = report.received_files > 0
        raise
    except MemoryError as exc:
        raise _out_of_memory(report) from exc
    except Exception as exc:
        if _ran_out_of_memory(exc):  # the store's rollback failed after it
            raise _out_of_memory(report) from exc
        raise
    finally:
        steps.close()


def _ran_out_of_memory(exc: BaseException) -> bool:
    """A MemoryError behind another error: out of memory inside a write,
    SQLite ends the transaction itself, and the rollback that follows fails
    ("cannot rollback - no transaction is active"), which was said as a
    read-only data folder (issue 37, 13b)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, MemoryError):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def _out_of_memory(report: SyncReport) -> SyncError:
    """A MemoryError says nothing of itself ("sync stopped: ." was all a
    round said, issue 36): what happened, and that nothing was lost."""
    error = SyncError(
        say(
            "This sync round needed more memory than this computer gave Verbatim, and "
            "stopped. What it received so far is kept; the next round tries again."
        )
    )
    error.changed = report.received_files > 0
    return error


def _collected(repo: Repository, after: tuple[str, int] | None) -> Outgoing:
    """One transaction: each changed conversation's new stamp advances the
    clock, a write that on its own was a commit each (20,000 in a first sync
    of 20,000 conversations: 3.2 s)."""
    with repo.db.atomic("IMMEDIATE"):
        return collect(repo, after=after)


def _in_one(repo: Repository, step: Callable[[], None]) -> None:
    with repo.db.atomic("IMMEDIATE"):
        step()


def _applier(batch: list[Incoming]) -> Callable[[Repository], Applied]:
    return lambda r: apply(r, batch)


def waiting_changes(store_repo: object) -> int:
    """Changes made here and not sent yet (messages and deletes)."""
    from desktop.store.repository import Repository

    assert isinstance(store_repo, Repository)
    deletes = store_repo.sync.tombstones()
    sent = store_repo.sync.sent_ids(delete_key(i, s) for i, _k, s in deletes)
    return len(store_repo.sync.unsent_message_ids()) + sum(
        1 for i, _k, s in deletes if delete_key(i, s) not in sent
    )
