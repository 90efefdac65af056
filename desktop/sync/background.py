"""A sync round from an event loop: the network on a thread of its own, the
store on its writer thread, each in short steps, so a running answer's
checkpoints never wait for the network (issue 17)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from desktop.sync.round import (
    Applied,
    Incoming,
    SyncReport,
    apply,
    collect,
    commit,
    delete_key,
    fetch,
    own_identity,
    seal,
    upload,
)
from desktop.sync.transport import Transport

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository


async def sync_round(
    store: AsyncRepository,
    transport: Transport,
    passphrase: str | None,
    network: ThreadPoolExecutor,
) -> SyncReport:
    loop = asyncio.get_running_loop()
    report = SyncReport()
    await store.run(lambda r: r.use_target(transport.where))
    device = await store.run(lambda r: r.device_id())
    await store.run(lambda r: _in_one(r, lambda: r.adopt_outbox(device)))
    devices = await loop.run_in_executor(network, transport.devices)
    applied = await store.run(lambda r: {d: r.applied(d) for d in devices})
    incoming, report.problems = await loop.run_in_executor(
        network, fetch, transport, device, applied, passphrase
    )
    report.received_files = len(incoming)
    for batch in incoming:  # one file per write: a turn's checkpoints wait for little
        applied_now = await store.run(_applier(batch))
        report.received_messages += applied_now.added
        report.problems += applied_now.problems
    device = await store.run(lambda r: own_identity(r, device, incoming, report))
    out = await store.run(lambda r: collect(r))
    await loop.run_in_executor(network, seal, out, device, passphrase)
    names = [name for name, _data in out.files]
    await store.run(lambda r: _in_one(r, lambda: r.set_outbox(names)))
    report.sent_bytes = await loop.run_in_executor(network, upload, transport, device, out)
    await store.run(lambda r: commit(r, out, device))
    report.sent_messages, report.sent_deletes = out.messages, out.deletes
    report.sent_files = len(out.files)
    return report


def _in_one(repo: Repository, step: Callable[[], None]) -> None:
    with repo.db.atomic("IMMEDIATE"):
        step()


def _applier(batch: Incoming) -> Callable[[Repository], Applied]:
    return lambda r: apply(r, [batch])


def waiting_changes(store_repo: object) -> int:
    """Changes made here and not sent yet (messages and deletes)."""
    from desktop.store.repository import Repository

    assert isinstance(store_repo, Repository)
    deletes = store_repo.tombstones()
    sent = store_repo.sent_ids(delete_key(i, s) for i, _k, s in deletes)
    return len(store_repo.unsent_message_ids()) + sum(
        1 for i, _k, s in deletes if delete_key(i, s) not in sent
    )
