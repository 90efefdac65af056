"""One running `llama-server`: started on first use, stopped when idle,
switched on request, and never outliving Verbatim.

- It listens on 127.0.0.1 only, on a port the kernel picks (`--port 0`; the
  port is read from its log), and answers only requests that carry a key
  made for this one run: no other program or account can use it. The key
  goes to it in its environment (LLAMA_API_KEY), which only this account can
  read (/proc/PID/environ); never on its command line, which every account
  can (`ps -ww`, /proc/PID/cmdline).
- Its environment is built from an allow-list: a LLAMA_API_KEY, LLAMA_ARG_*
  or anything else llama.cpp reads that the person happens to have set never
  reaches it (issue 37).
- The kernel kills it when Verbatim dies, even by SIGKILL (PR_SET_PDEATHSIG
  set in the child before it runs the engine).
- Its output goes to `logs/engine.log` (private); when it cannot load a
  model, llama.cpp's own reason is read from there and said in a sentence.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import secrets
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import httpx

from desktop.domain.local_models import ModelFileError
from desktop.domain.words import say
from desktop.local.binary import cpu_lacks_avx2, find_engine, shipped_engine
from desktop.local.child import die_with_parent, engine_env, physical_cores
from desktop.local.engine_choice import EngineChoice, Plan
from desktop.local.engine_log import read_since, why_not_loaded
from desktop.local.gguf_facts import choose_context, read_facts
from desktop.local.gpu import Placement, fault_phrase, fault_sentence, offloaded
from desktop.local.library import Library, LocalModel
from desktop.store.private import open_private, private_folder

LOG_NAME = "engine.log"
_LISTENING = re.compile(rb"listening on http://127\.0\.0\.1:(\d+)")

Progress = Callable[[str], None]


class EngineError(Exception):
    """The local engine could not do what was asked; the text says why."""


class GpuFailed(EngineError):
    """The GPU engine could not load the model (out of video memory, or it
    ended): the CPU engine is tried next. `phrase` says why, for "On the
    processor (…)"; `log` is what the engine wrote."""

    def __init__(self, message: str, log: bytes) -> None:
        super().__init__(message)
        self.log = log


def _loaded_percent(pid: int, size: int) -> int:
    """How much of the model the engine holds so far: its resident memory
    against the file's size (llama.cpp maps the file and touches every page
    of weights while loading; it prints no percentage of its own)."""
    import psutil

    try:
        resident = psutil.Process(pid).memory_info().rss
    except psutil.Error:
        return 0
    return min(99, int(100 * resident / size)) if size else 0


def available_memory() -> int:
    import psutil

    return int(psutil.virtual_memory().available)


@dataclass
class Running:
    """A llama-server this app started: the model it serves, its process, port
    and key, and the context it was started with."""

    model: LocalModel
    process: subprocess.Popen[bytes]
    port: int
    key: str
    context: int
    placement: Placement  # on which device, with how many layers
    log_at: int  # where its lines begin in the engine's log

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"


class LocalEngine:
    """The engine for one data folder. All methods run on the event loop."""

    def __init__(
        self,
        library: Library,
        log_dir: Path,
        idle_seconds: float = 600.0,
        threads: int | None = None,
        binary: Path | None = None,
        choice: EngineChoice | None = None,
    ) -> None:
        self.library = library
        self.log_path = log_dir / LOG_NAME
        self.idle_seconds = idle_seconds
        self.threads = threads  # None: one per physical core, counted at the start
        self.binary = binary  # the CPU engine (None: the one this installation has)
        self.choice = choice or EngineChoice()  # the GPU engine, when there is a card
        self.running: Running | None = None
        self._lock = asyncio.Lock()
        self._in_flight = 0
        self._idle: asyncio.TimerHandle | None = None
        self._stopping: set[int] = set()  # pids this side stopped (not a crash)

    # -- asking for a model ----------------------------------------------
    async def ensure(
        self, name: str, progress: Progress | None = None, context: int | None = None
    ) -> Running:
        """The engine running `name` (with `context` tokens where a
        conversation chose it; else chosen to fit memory), started, switched
        or restarted as needed."""
        async with self._lock:
            running = self.running
            if (
                running
                and running.model.name == name
                and running.process.poll() is None
                and (context is None or running.context == context)
            ):
                return running
            model = self.library.get(name)
            if model is None:
                raise EngineError(
                    say(
                        "There is no local model called “{name}”. Add one under Models on this "
                        "computer (in the model menu), then press Retry.",
                        name=name,
                    )
                )
            await self.stop()
            tell = progress or (lambda _: None)
            try:
                self.running = await self._start(model, tell, context)
            except GpuFailed as failed:
                # Out of video memory at load, or the GPU engine ended: said,
                # and the model goes on on the processor.
                self.choice.fault = fault_phrase(failed.log)
                tell(say("{fault} This answer goes on on the processor.", fault=failed.args[0]))
                try:
                    self.running = await self._start(model, tell, context)
                except EngineError:
                    self.choice.fault = ""  # the model's fault, not the card's: said as it is
                    raise
            return self.running

    def crash_sentence(self) -> str:
        """After the engine ended mid-answer (see crashed): what the person
        reads. The GPU engine's end moves the next start to the processor."""
        running = self.running
        if running is not None and running.placement.device is not None:
            log = self._log_since(running.log_at)
            self.choice.fault = fault_phrase(log)
            return say(
                "{fault} The words that arrived are kept; press Retry to go on on the processor.",
                fault=fault_sentence(log),
            )
        return say(
            "The local engine stopped unexpectedly. The words that arrived are "
            "kept; press Retry to start it again."
        )

    def where(self) -> str:
        """Where the model runs (the one running), or where models will run:
        blocking the first time (detection), so call it on a thread."""
        running = self.running
        if running is not None and running.process.poll() is None:
            return running.placement.describe()
        return self.choice.where()

    def begin(self) -> None:
        """A request starts: no unloading while it runs."""
        self._in_flight += 1
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None

    def end(self) -> None:
        self._in_flight = max(0, self._in_flight - 1)
        if self._in_flight == 0 and self.running is not None and self.idle_seconds > 0:
            loop = asyncio.get_running_loop()
            self._idle = loop.call_later(self.idle_seconds, self._unload_if_idle)

    def _unload_if_idle(self) -> None:
        self._idle = None
        if self._in_flight == 0 and self.running is not None:
            task = asyncio.ensure_future(self.stop())
            task.add_done_callback(lambda t: t.cancelled() or t.exception())

    async def crashed(self, grace: float = 1.0) -> bool:
        """After a broken stream: did the engine itself end (not stopped by
        this side)? Waits a moment for the kernel to tell."""
        running = self.running
        if running is None:
            return False
        loop = asyncio.get_running_loop()
        deadline = loop.time() + grace
        while running.process.poll() is None and loop.time() < deadline:
            await asyncio.sleep(0.02)
        return running.process.poll() is not None and running.process.pid not in self._stopping

    # -- starting and stopping --------------------------------------------
    async def _start(
        self, model: LocalModel, progress: Progress, asked: int | None = None
    ) -> Running:
        cpu = self.binary or find_engine()
        if cpu is None:
            raise EngineError(
                say(
                    "The engine that runs models on this computer is not installed yet. "
                    "From a source checkout, run “make engine” once (a few minutes)."
                )
            )
        if cpu == shipped_engine() and cpu_lacks_avx2():
            raise EngineError(
                say(
                    "This computer's processor lacks AVX2, which the engine that comes with "
                    "Verbatim needs. A model server such as Ollama works instead "
                    "(Settings → Providers)."
                )
            )
        path = Path(model.path)
        try:
            facts = read_facts(path)
        except ModelFileError as exc:
            raise EngineError(str(exc)) from exc
        context = asked or choose_context(facts, available_memory())
        plan = await asyncio.to_thread(self.choice.plan, cpu)
        key = secrets.token_urlsafe(32)
        private_folder(self.log_path.parent)
        log = os.fdopen(open_private(self.log_path, "ab"), "ab")
        start_at = log.tell()
        args = [
            str(plan.binary),
            "--model",
            str(path),
            "--alias",
            model.name,
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--jinja",
            "--threads",
            str(self.threads or physical_cores()),
            "--ctx-size",
            str(context),
            "--no-webui",
            "--parallel",
            "1",
            *plan.args,
        ]
        if model.projector and Path(model.projector).is_file():
            args += ["--mmproj", model.projector]  # the model takes pictures
        progress(say("Starting the engine for “{name}”…", name=model.name))
        with log:
            try:
                process = subprocess.Popen(
                    args,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    preexec_fn=die_with_parent(os.getpid()),
                    env={**engine_env(key), **plan.env},  # the key: this account's alone
                )
            except OSError as exc:
                raise EngineError(
                    say("The local engine could not start: {why}.", why=exc.strerror or exc)
                ) from exc
        try:
            port = await self._wait_listening(process, start_at, model)
            await self._wait_loaded(process, port, start_at, model, progress)
        except EngineError as exc:
            await self._end(process)
            raise self._on_gpu(plan, exc, start_at) from exc
        except BaseException:
            await self._end(process)
            raise
        placement = plan.placement(offloaded(self._log_since(start_at)))
        return Running(model, process, port, key, context, placement, start_at)

    def _on_gpu(self, plan: Plan, exc: EngineError, start_at: int) -> EngineError:
        """A load that failed on the GPU engine is the card's fault (the CPU
        engine is tried next); on the CPU engine it is said as it is."""
        if plan.device is None:
            return exc
        log = self._log_since(start_at)
        return GpuFailed(fault_sentence(log), log)

    async def _wait_listening(
        self, process: subprocess.Popen[bytes], start_at: int, model: LocalModel
    ) -> int:
        while True:
            found = _LISTENING.search(self._log_since(start_at))
            if found:
                return int(found.group(1))
            if process.poll() is not None:
                raise self._failed(model, start_at)
            await asyncio.sleep(0.02)

    async def _wait_loaded(
        self,
        process: subprocess.Popen[bytes],
        port: int,
        start_at: int,
        model: LocalModel,
        progress: Progress,
    ) -> None:
        progress(say("Loading “{name}” into memory…", name=model.name))
        url = f"http://127.0.0.1:{port}/health"
        told = 0
        async with httpx.AsyncClient(timeout=5.0) as client:
            while True:
                if process.poll() is not None:
                    raise self._failed(model, start_at)
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(url)).status_code == 200:
                        return
                percent = _loaded_percent(process.pid, model.size)
                if percent >= told + 5:  # every few percent, not every poll
                    told = percent
                    progress(
                        say(
                            "Loading “{name}” into memory… {percent} %",
                            name=model.name,
                            percent=percent,
                        )
                    )
                await asyncio.sleep(0.05)

    def _log_since(self, start_at: int) -> bytes:
        return read_since(self.log_path, start_at)

    def _failed(self, model: LocalModel, start_at: int) -> EngineError:
        why = why_not_loaded(self._log_since(start_at))
        return EngineError(
            say(
                "The local engine could not load “{name}”: {why}. Nothing was lost; the "
                "engine's own words are in {log}.",
                name=model.name,
                why=why,
                log=str(self.log_path),
            )
        )

    async def stop(self) -> None:
        """Stop the engine (if running) and wait until it has ended."""
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        running, self.running = self.running, None
        if running is not None:
            await self._end(running.process)

    async def _end(self, process: subprocess.Popen[bytes]) -> None:
        self._stopping.add(process.pid)
        if process.poll() is None:
            process.terminate()
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 3.0
            while process.poll() is None and loop.time() < deadline:
                await asyncio.sleep(0.02)
            if process.poll() is None:
                process.kill()
                await asyncio.to_thread(process.wait)

    def stop_now(self) -> None:
        """Without an event loop (at exit): stop and reap at once."""
        running, self.running = self.running, None
        if running is not None and running.process.poll() is None:
            self._stopping.add(running.process.pid)
            running.process.terminate()
            try:
                running.process.wait(3.0)
            except subprocess.TimeoutExpired:
                running.process.kill()
                running.process.wait()
