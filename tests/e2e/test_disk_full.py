"""A real full disk (a 2 MB tmpfs) under a long answer (issue 10, item 2; P17).

Before: the final write gave up after 20 tries without a word, the window
said `complete` with 171,753 characters while the database held 41,844,
`interrupted`. Now the text stays in memory and the turn stays open (not
claimed saved) for as long as the disk refuses; the person is told how many
words are waiting; when space comes back, exactly the shown text lands.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from desktop.backends.ollama import OllamaBackend
from desktop.devserver import DevServer, Reply, demo_text
from desktop.domain.messages import Status
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.worker import AsyncRepository
from tests.e2e.conftest import Recorder, fill_disk

TOKENS = 30_000


async def test_p17_a_full_disk_keeps_the_text_says_so_and_saves_it_when_space_returns(
    tiny_disk: Path, devserver: DevServer
) -> None:
    repo = open_store(tiny_disk)
    store = AsyncRepository(repo)
    backend = OllamaBackend(devserver.ollama_base)
    engine = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    recorder = Recorder(repo.path)
    engine.add_listener(recorder)
    full = demo_text(TOKENS, 5)
    devserver.script(Reply(tokens=TOKENS, seed=5, rate=20_000))
    try:
        cid = repo.create_conversation(provider="ollama", model="verbatim-demo").id
        filler = fill_disk(tiny_disk, leave=200_000)
        turn = await engine.send(cid, "fill the disk")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while not (recorder.shown.get(turn.assistant_id) == full and engine.unsaved()):
            assert loop.time() < deadline, "the disk never refused, or the stream stalled"
            assert not recorder.finished, "claimed finished while the disk refused"
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)  # it keeps trying; it does not give up or claim done
        assert not recorder.finished and engine.is_running(cid)
        waiting = engine.unsaved()[0].unsaved_text
        assert waiting and full.endswith(waiting)
        said = recorder.failures[-1]
        assert "not saved yet" in said.lower() and "try again" in said
        assert "full" in said.lower() or "space" in said.lower()
        on_disk = repo.get_message(turn.assistant_id)
        assert on_disk is not None and on_disk.status is Status.STREAMING
        assert full.startswith(on_disk.content) and len(on_disk.content) < len(full)

        filler.unlink()  # the person frees some space
        final = await asyncio.wait_for(turn.wait(), 30)
        assert final.status is Status.COMPLETE and final.content == full
        stored = repo.get_message(turn.assistant_id)
        assert stored is not None and stored.content == full  # exactly what was shown (P8)
        assert recorder.finished and recorder.finished[-1].content == full
        assert repo.integrity_check() == "ok"
        print(
            f"\nfull disk: {len(recorder.failures)} refusal(s) reported, "
            f"{len(waiting):,} characters waited in memory, all {len(full):,} saved after"
        )
    finally:
        # A failed assertion must not leave the disk full: shutdown waits
        # for the disk (by design), so it would wait for ever.
        for leftover in tiny_disk.glob("filler*"):
            leftover.unlink()
        await engine.shutdown()
        await backend.aclose()
        await store.aclose()


async def test_quitting_on_a_full_disk_can_abandon_only_by_choice(
    tiny_disk: Path, devserver: DevServer
) -> None:
    """Shutdown waits while the disk refuses; `abandon` (the person's choice
    after being offered a file) is the only way it ends without saving."""
    repo = open_store(tiny_disk)
    store = AsyncRepository(repo)
    backend = OllamaBackend(devserver.ollama_base)
    engine = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    devserver.script(Reply(tokens=TOKENS, seed=6, rate=20_000))
    try:
        cid = repo.create_conversation(provider="ollama", model="verbatim-demo").id
        fill_disk(tiny_disk, leave=200_000)
        await engine.send(cid, "fill the disk")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while not engine.unsaved():
            assert loop.time() < deadline
            await asyncio.sleep(0.05)
        shutdown = asyncio.ensure_future(engine.shutdown())
        await asyncio.sleep(1.0)
        assert not shutdown.done()  # never drops the text on its own
        engine.abandon(cid)
        await asyncio.wait_for(shutdown, 10)
        assert not engine.is_running(cid)
    finally:
        await backend.aclose()
        await store.aclose()
