"""Models on this computer, end to end: the real `llama-server` (built once
into the cache by `make test`'s setup) running the real SmolLM2-135M model,
driven through the turn engine and a real SQLite store."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import httpx
import psutil
import pytest

from desktop.backends.base import ChatOptions
from desktop.domain.attachments import PreparedFile
from desktop.domain.events import EngineEvent, TurnPreparing
from desktop.domain.messages import Parameters, Status
from desktop.engine.attachments import prepare
from desktop.engine.turn_state import Turn, TurnPlan, options_for
from desktop.engine.turns import TurnEngine
from desktop.local.backend import LocalBackend
from desktop.local.binary import find_engine
from desktop.local.library import Library
from desktop.local.process import EngineError, LocalEngine
from desktop.store.db import open_store
from desktop.store.repository import Repository
from desktop.store.worker import AsyncRepository
from tests.local_model import fetch

ROOT = Path(__file__).parents[2]
FRANCE = "What is the capital of France? Answer in one sentence."
STORY = "Write a very long story about a lighthouse keeper, with many chapters."


@pytest.fixture(scope="module")
def model_file() -> Path:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    return fetch()


@dataclass
class Local:
    repo: Repository
    engine: TurnEngine
    local: LocalEngine
    library: Library
    name: str
    chosen: dict[str, int]  # the context lengths set by hand, by model
    options: ChatOptions  # the settings' parameters, where a conversation has none
    limit: int | None = None  # the context a request must fit; None: unknown

    def conversation(self, model: str | None = None) -> str:
        return self.repo.create_conversation(provider="local", model=model or self.name).id

    def plan(self, conversation_id: str) -> TurnPlan:
        """The turn's plan as the session makes it from these settings."""
        conv = self.repo.get_conversation(conversation_id)
        assert conv is not None and conv.model is not None
        options = options_for(conv.parameters, self.options)
        options = replace(options, context=self.chosen.get(conv.model))
        return TurnPlan(conv.provider, conv.model, options, limit=self.limit)

    async def send(
        self, conversation_id: str, text: str, files: Sequence[PreparedFile] = ()
    ) -> Turn:
        plan = self.plan(conversation_id)
        return await self.engine.send(conversation_id, text, files, plan=plan)

    def pid(self) -> int:
        assert self.local.running is not None
        return self.local.running.process.pid


@pytest.fixture
async def local(tmp_path: Path, model_file: Path) -> AsyncIterator[Local]:
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    library = Library(tmp_path)
    name = library.add(model_file).name
    engine = LocalEngine(library, tmp_path / "logs", threads=2)
    backend = LocalBackend(engine)
    # Greedy, and no answer longer than a few seconds: the long story is long
    # enough to be stopped or killed mid-way, and a retry of it ends soon.
    options = ChatOptions(temperature=0.0, max_tokens=120)
    chosen: dict[str, int] = {}
    turns = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    yield Local(repo, turns, engine, library, name, chosen, options)
    await turns.shutdown()
    await backend.aclose()
    await engine.stop()
    await store.aclose()


@pytest.mark.heavy
async def test_a_cold_start_says_what_the_engine_does_before_the_first_word(
    local: Local,
) -> None:
    heard: list[EngineEvent] = []
    local.engine.add_listener(heard.append)
    cid = local.conversation()
    await (await local.send(cid, FRANCE)).wait()
    kinds = [type(e).__name__ for e in heard]
    first_word = kinds.index("TurnDelta")
    said = [e.text for e in heard[:first_word] if isinstance(e, TurnPreparing)]
    assert said[0] == f"Starting the engine for “{local.name}”…"
    assert said[1] == f"Loading “{local.name}” into memory…"
    assert said[-1] == "Reading your question…"  # loaded: "Loading…" no longer applies
    assert "TurnPreparing" not in kinds[first_word:]
    heard.clear()  # a warm engine: it reads the question, then the words
    await (await local.send(cid, FRANCE)).wait()
    assert [e.text for e in heard if isinstance(e, TurnPreparing)] == ["Reading your question…"]


@pytest.mark.heavy
async def test_the_model_runs_with_the_context_length_the_person_chose(local: Local) -> None:
    cid = local.conversation()
    local.chosen[local.name] = 4096
    final = await (await local.send(cid, FRANCE)).wait()
    assert final.status is Status.COMPLETE, final.error
    running = local.local.running
    assert running is not None and running.context == 4096
    argv = psutil.Process(running.process.pid).cmdline()
    assert argv[argv.index("--ctx-size") + 1] == "4096"
    first_pid = running.process.pid
    # another length: the engine starts again with it
    local.chosen[local.name] = 2048
    final = await (await local.send(cid, FRANCE)).wait()
    assert final.status is Status.COMPLETE, final.error
    running = local.local.running
    assert running is not None and running.context == 2048
    assert running.process.pid != first_pid
    # none chosen: whatever runs is kept, no restart
    del local.chosen[local.name]
    final = await (await local.send(local.conversation(), FRANCE)).wait()
    assert final.status is Status.COMPLETE and local.local.running is running


async def _first_words(local: Local, cid: str, chars: int = 40) -> None:
    """Until the answer being written holds at least `chars` characters."""
    while True:
        shown = [m for m in local.repo.messages(cid) if m.role.value == "assistant"]
        if shown and len(shown[-1].content) >= chars:
            return
        await asyncio.sleep(0.05)


@pytest.mark.heavy
async def test_a_whole_turn_on_the_engine_on_loopback_behind_a_key(local: Local) -> None:
    cid = local.conversation()
    final = await (await local.send(cid, FRANCE)).wait()
    assert final.status is Status.COMPLETE, final.error
    assert "Paris" in final.content
    running = local.local.running
    assert running is not None
    listening = {
        c.laddr.ip
        for c in psutil.Process(running.process.pid).net_connections("inet")
        if c.status == psutil.CONN_LISTEN
    }
    assert listening == {"127.0.0.1"}
    async with httpx.AsyncClient() as client:  # without the key: refused
        refused = await client.get(f"{running.base_url}/models")
        allowed = await client.get(
            f"{running.base_url}/models", headers={"authorization": f"Bearer {running.key}"}
        )
    assert refused.status_code == 401 and allowed.status_code == 200


async def _slots_busy(local: Local) -> bool:
    """The engine's own word (/slots): is any slot still processing?"""
    running = local.local.running
    assert running is not None
    async with httpx.AsyncClient() as client:
        answer = await client.get(
            f"http://127.0.0.1:{running.port}/slots",
            headers={"Authorization": f"Bearer {running.key}"},
        )
    answer.raise_for_status()
    return any(slot.get("is_processing") for slot in answer.json())


@pytest.mark.heavy
async def test_stop_keeps_the_words_and_the_engine_stops_writing(local: Local) -> None:
    """Stop ends the engine's work too (it was writing at two full cores),
    as the engine itself says: its slot is no longer processing. Waited
    for, not timed: how fast is a figure for make perf (issue 36: a
    CPU-time threshold failed on a busy machine by a rounding error)."""
    cid = local.conversation()
    await local.send(cid, STORY)
    await _first_words(local, cid)
    assert await _slots_busy(local)
    stopped = await local.engine.stop(cid)
    assert stopped is not None and stopped.status is Status.INTERRUPTED
    assert len(stopped.content) >= 40
    while await _slots_busy(local):
        await asyncio.sleep(0.05)
    kept = local.repo.get_message(stopped.id)
    assert kept is not None and kept.content == stopped.content


@pytest.mark.heavy
async def test_the_engine_killed_mid_answer_keeps_every_word_and_retry_starts_it_again(
    local: Local,
) -> None:
    cid = local.conversation()
    turn = await local.send(cid, STORY)
    await _first_words(local, cid)
    os.kill(local.pid(), signal.SIGKILL)
    final = await turn.wait()
    assert final.status is Status.FAILED
    assert final.error is not None and "The local engine stopped unexpectedly" in final.error
    kept = local.repo.get_message(final.id)
    assert kept is not None and kept.content == final.content and len(kept.content) >= 40
    # The retry shows the engine starts again and answers whole: a few words
    # do (the story again, on a busy machine, ran past the test's limit).
    local.repo.set_setup(cid, "", Parameters(temperature=0.0, max_tokens=8))
    again = await (await local.engine.retry(final.id, local.plan(cid))).wait()
    assert again.status is Status.COMPLETE and again.content


@pytest.mark.heavy
async def test_a_cut_model_file_is_refused_with_llama_cpps_reason(
    local: Local, model_file: Path, tmp_path: Path
) -> None:
    cut = tmp_path / "cut.gguf"
    with model_file.open("rb") as src, cut.open("wb") as dst:
        dst.write(src.read(20 * 1024 * 1024))  # the header whole, the weights cut
    name = local.library.add(cut).name
    cid = local.conversation(name)
    final = await (await local.send(cid, FRANCE)).wait()
    assert final.status is Status.FAILED
    assert final.error is not None
    assert final.error.startswith(f"The local engine could not load “{name}”: ")
    assert "engine.log" in final.error and "Traceback" not in final.error
    print(f"\na cut model file, as the person reads it: {final.error}")
    with pytest.raises(EngineError):  # and asked directly, the same sentence
        await local.local.ensure(name)


@pytest.mark.heavy
async def test_two_models_switch_on_request(local: Local, model_file: Path, tmp_path: Path) -> None:
    other = tmp_path / "other" / model_file.name
    other.parent.mkdir()
    other.write_bytes(model_file.read_bytes())
    second = local.library.add(other).name
    first = await (await local.send(local.conversation(), FRANCE)).wait()
    first_pid = local.pid()
    then = await (await local.send(local.conversation(second), FRANCE)).wait()
    assert first.status is then.status is Status.COMPLETE
    assert local.local.running is not None and local.local.running.model.name == second
    assert local.pid() != first_pid and not psutil.pid_exists(first_pid)


def _alive(pid: int) -> bool:
    """Running (a zombie waiting for its new parent to reap it has ended)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


HOLDER = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path
    from desktop.local.library import Library
    from desktop.local.process import LocalEngine

    async def main():
        data = Path(sys.argv[1])
        library = Library(data)
        name = library.add(Path(sys.argv[2])).name
        running = await LocalEngine(library, data / "logs", threads=1).ensure(name)
        print(running.process.pid, flush=True)
        await asyncio.sleep(3600)

    asyncio.run(main())
    """
)


@pytest.mark.heavy
def test_the_engine_ends_within_two_seconds_when_verbatim_is_killed(
    tmp_path: Path, model_file: Path
) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path), str(model_file)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert holder.stdout is not None
        engine_pid = int(holder.stdout.readline())
        assert psutil.Process(engine_pid).name() == "llama-server"
        holder.kill()  # SIGKILL: no handler, no cleanup of its own
        holder.wait()
        killed = time.monotonic()
        while _alive(engine_pid):
            assert time.monotonic() - killed < 2, "llama-server outlived Verbatim by 2 s"
            time.sleep(0.02)  # polling a process that is not this test's child
        print(
            f"\nVerbatim SIGKILLed: llama-server (pid {engine_pid}) gone "
            f"{(time.monotonic() - killed) * 1000:.0f} ms later"
        )
    finally:
        holder.kill()
        holder.wait()
        if holder.stdout:
            holder.stdout.close()


@pytest.mark.heavy
async def test_an_idle_engine_gives_its_memory_back_and_starts_again_when_asked(
    local: Local,
) -> None:
    local.local.idle_seconds = 0.5
    first = await (await local.send(local.conversation(), FRANCE)).wait()
    assert first.status is Status.COMPLETE
    pid = local.pid()
    while _alive(pid):  # stopped by the idle timer; the test's timeout bounds this
        await asyncio.sleep(0.05)
    assert local.local.running is None
    again = await (await local.send(local.conversation(), FRANCE)).wait()
    assert again.status is Status.COMPLETE and local.pid() != pid


@pytest.mark.heavy
def test_preparing_an_engine_already_built_takes_a_moment(model_file: Path) -> None:
    """The window's "Prepare the engine" runs the same script as `make
    engine`; with the engine in the cache it answers at once, its path."""
    from desktop.local.engine_build import build_engine, can_build

    assert can_build()  # a source checkout
    told: list[int] = []
    path = build_engine(lambda percent, _left: told.append(percent))
    assert path == find_engine() and told == []  # nothing was compiled


# Reading 4,096 tokens of prompt on a CPU takes what the machine's cores
# take: at load 4 past the suite's 120 s (issue 36). The limit here is for
# a hang, not for speed (make perf measures that).
@pytest.mark.heavy
@pytest.mark.timeout(900)
async def test_a_long_pdf_and_a_project_on_the_engine(local: Local) -> None:
    """Issue 27 with a real model: a 120-page PDF longer than its 4,096-token
    context is sent as its relevant passage, and the model answers from it;
    a project's instructions reach the model and steer what it says."""
    from tests import documents

    local.limit = 4096
    local.chosen[local.name] = 4096
    filler = "The committee reviewed the keepers' logs, budgets and schedules. " * 12
    pages = [f"Chapter {n}. {filler}" for n in range(1, 121)]
    pages[86] += " The lighthouse keeper's cat is called Marmalade."
    report = prepare("long-report.pdf", documents.pdf(pages))
    question = "What is the lighthouse keeper's cat called?"
    answer = await (await local.send(local.conversation(), question, [report])).wait()
    assert answer.status is Status.COMPLETE, answer.error
    assert [(s.name, s.page) for s in answer.sources] == [("long-report.pdf", 87)]
    assert "Marmalade" in answer.content
    print(f"\n120-page PDF, context 4,096: sources page 87; the model said {answer.content!r}")

    plain = await (await local.send(local.conversation(), "What is your name?")).wait()
    project = local.repo.project_store.create_project("Ship", "You are Captain Marmalade.")
    inside = local.repo.create_conversation(
        provider="local", model=local.name, project_id=project.id
    )
    steered = await (await local.send(inside.id, "What is your name?")).wait()
    assert "Marmalade" not in plain.content and "Captain Marmalade" in steered.content
    print(f"outside the project: {plain.content[:80]!r}\ninside it: {steered.content[:80]!r}")
