"""Models on this computer, as use cases: add, list, remove, and the rows a
person chooses from (size, quantisation, context, memory, fit). The window's
library and `verbatim models` both call these."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.domain.words import say
from desktop.local.binary import find_engine
from desktop.local.engine_build import MINUTES, build_engine, can_build
from desktop.local.engine_build import Progress as BuildProgress
from desktop.local.found import FoundModel, find_models
from desktop.local.gguf_facts import (
    Fit,
    ModelFileError,
    choose_context,
    fit,
    memory_needed,
)
from desktop.local.library import Library, LocalModel
from desktop.local.process import EngineError, available_memory

__all__ = [
    "LOCAL_PROVIDER",
    "MINUTES",
    "Fit",
    "FoundModel",
    "LocalModel",
    "LocalModels",
    "ModelFileError",
    "ModelRow",
    "human_size",
]

LOCAL_PROVIDER = "This computer"


@dataclass(frozen=True)
class ModelRow:
    model: LocalModel
    context: int  # what the engine will be started with here
    memory: int  # bytes it takes at that context
    fit: Fit

    def line(self) -> str:
        """One line for `verbatim models list`."""
        return "\t".join(
            (
                self.model.name,
                human_size(self.model.size),
                self.model.quantisation or "-",
                f"context {self.context}",
                f"needs {human_size(self.memory)}",
                str(self.fit),
            )
        )


def human_size(n: int) -> str:
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1000 or unit == "GB":
            return f"{size:.0f} {unit}" if unit in ("B", "KB") else f"{size:.1f} {unit}"
        size /= 1000
    return f"{size:.1f} GB"  # pragma: no cover


def rows(data_dir: Path, available: int | None = None) -> list[ModelRow]:
    free = available if available is not None else available_memory()
    out = []
    for model in Library(data_dir).models():
        facts = model.facts()
        context = choose_context(facts, free)
        out.append(ModelRow(model, context, memory_needed(facts, context), fit(facts, free)))
    return out


def add_model(data_dir: Path, path: Path, copy: bool = False) -> LocalModel:
    """Register a GGUF file; ModelFileError says why not, in a sentence."""
    if not path.is_file():
        raise ModelFileError(say("There is no file at “{path}”.", path=str(path)))
    try:
        return Library(data_dir).add(path, copy=copy)
    except OSError as exc:
        raise ModelFileError(
            say(
                "The model could not be copied into Verbatim's folder: {why}. Nothing was added.",
                why=exc.strerror or exc,
            )
        ) from exc


def remove_model(data_dir: Path, name: str) -> LocalModel:
    return Library(data_dir).remove(name)


def models_elsewhere(data_dir: Path, home: Path | None = None) -> list[FoundModel]:
    """Models other apps keep (LM Studio, Jan, Ollama) not added yet."""
    added = {Path(m.path).resolve() for m in Library(data_dir).models()}
    return [m for m in find_models(home) if m.path.resolve() not in added]


def add_found(data_dir: Path, found: FoundModel) -> LocalModel:
    """Use another app's model where it lies, under that app's name."""
    return Library(data_dir).add(found.path, name=found.name)


class LocalModels:
    """The use cases above for one data folder, as the window calls them."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._building = False

    def rows(self) -> list[ModelRow]:
        return rows(self.data_dir)

    def add(self, path: Path, copy: bool = False) -> LocalModel:
        return add_model(self.data_dir, path, copy)

    def remove(self, name: str) -> LocalModel:
        return remove_model(self.data_dir, name)

    def elsewhere(self) -> list[FoundModel]:
        return models_elsewhere(self.data_dir)

    def add_found(self, found: FoundModel) -> LocalModel:
        return add_found(self.data_dir, found)

    @staticmethod
    def engine_installed() -> bool:
        return find_engine() is not None

    @staticmethod
    def can_prepare_engine() -> bool:
        """Running from a source checkout, the engine can be built here."""
        return can_build()

    def prepare_engine(self, progress: BuildProgress, done: Callable[[str], None]) -> bool:
        """Build the engine on a thread of its own, once; False if a build
        runs already. `progress` and `done` ("" or what went wrong) are called
        on that thread. The build goes on if the window closes (it is cached
        for the next start), and Verbatim's quit never waits for it."""
        if self._building:
            return False
        self._building = True

        def told(percent: int, left: float | None) -> None:
            with contextlib.suppress(RuntimeError):  # the window that asked is gone
                progress(percent, left)

        def run() -> None:
            try:
                build_engine(told)
                said = ""
            except EngineError as exc:
                said = str(exc)
            except OSError as exc:
                said = say("The engine could not be prepared: {why}.", why=exc)
            finally:
                self._building = False
            with contextlib.suppress(RuntimeError):  # the window that asked is gone
                done(said)

        threading.Thread(target=run, name="engine-build", daemon=True).start()
        return True
