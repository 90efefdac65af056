"""The models a person added: a list in the data folder's `models` folder.

A model is registered where it lies, or copied into `models/` (then it is
Verbatim's to delete when removed). Each entry keeps the facts its header
gave when it was added, so listing never re-reads gigabytes. The list is
written whole to a temporary file and renamed over the old one.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from dataclasses import MISSING, asdict, dataclass
from pathlib import Path

from desktop.domain.local_models import ModelFileError
from desktop.domain.words import say
from desktop.local.gguf_facts import ModelFacts, read_facts
from desktop.store.private import open_private, private_folder

LIST_NAME = "library.json"
MAX_LIST_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class LocalModel:
    """A model the person added, as the library lists it: its file, whether
    Verbatim holds a copy, and the facts read from it."""

    name: str  # what the header, the request and the store call it
    path: str
    copied: bool  # in Verbatim's models folder: removed with the entry
    size: int
    quantisation: str
    size_label: str
    context_length: int
    architecture: str
    layers: int
    embedding: int
    heads: int
    heads_kv: int
    projector: str = ""  # a vision projector (mmproj) downloaded with it: pictures

    def facts(self) -> ModelFacts:
        return ModelFacts(
            path=Path(self.path),
            size=self.size,
            architecture=self.architecture,
            title=self.name,
            quantisation=self.quantisation,
            size_label=self.size_label,
            layers=self.layers,
            context_length=self.context_length,
            embedding=self.embedding,
            heads=self.heads,
            heads_kv=self.heads_kv,
            chat_template=True,
        )


def _name_for(given: str) -> str:
    return re.sub(r"[^\w.:+-]+", "-", given.removesuffix(".gguf")).strip("-") or "model"


def file_name_for(given: str) -> str:
    """A file name from outside (a hub's listing, a file added by --copy) as
    the copy in the models folder is called: letters, digits and . _ + -
    only, so no control character (ESC, a bidi override) lands in a file
    name a terminal or a file manager will show (issue 37)."""
    name = re.sub(r"[^\w.+-]+", "-", Path(given).name).strip("-.")
    return name if name.lower().endswith(".gguf") else f"{name or 'model'}.gguf"


class Library:
    """The models a person added, kept as a list in the data folder's models
    folder; adding, removing and reading it back."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / "models"
        self._list = self.folder / LIST_NAME

    def models(self) -> list[LocalModel]:
        try:
            with self._list.open("rb") as f:
                data = json.loads(f.read(MAX_LIST_BYTES))
        except (OSError, ValueError):
            return []
        known = LocalModel.__dataclass_fields__
        needed = {k for k, f in known.items() if f.default is MISSING}
        out = []
        for item in data if isinstance(data, list) else []:
            if isinstance(item, dict) and needed <= set(item):
                out.append(LocalModel(**{k: item[k] for k in known if k in item}))
        return out

    def get(self, name: str) -> LocalModel | None:
        return next((m for m in self.models() if m.name == name), None)

    def add(
        self,
        path: Path,
        copy: bool = False,
        name: str | None = None,
        *,
        owned: bool = False,
        projector: Path | None = None,
    ) -> LocalModel:
        """Register `path` (or a copy of it) as `name` (else its file name);
        its header must read whole. `owned`: a file already in the models
        folder (a download), Verbatim's to delete with the entry, as is its
        `projector`."""
        path = path.expanduser().resolve()
        facts = read_facts(path)  # ModelFileError says why not
        models = self.models()
        same = next((m for m in models if Path(m.path) == path), None)
        if same is not None:
            return same
        taken = {m.name for m in models}
        base = name = _name_for(name or path.name)
        n = 2
        while name in taken:
            name, n = f"{base}-{n}", n + 1
        where = path
        if copy:
            private_folder(self.folder)
            where = self.folder / file_name_for(path.name)
            if where.exists():
                where = self.folder / f"{name}.gguf"
            _copy_whole(path, where)
        model = LocalModel(
            name=name,
            path=str(where),
            copied=copy or owned,
            size=facts.size,
            quantisation=facts.quantisation,
            size_label=facts.size_label,
            context_length=facts.context_length,
            architecture=facts.architecture,
            layers=facts.layers,
            embedding=facts.embedding,
            heads=facts.heads,
            heads_kv=facts.heads_kv,
            projector=str(projector) if projector else "",
        )
        self._write([*models, model])
        return model

    def remove(self, name: str) -> LocalModel:
        models = self.models()
        gone = next((m for m in models if m.name == name), None)
        if gone is None:
            raise ModelFileError(say("There is no model called “{name}”.", name=name))
        self._write([m for m in models if m.name != name])
        if gone.copied:
            Path(gone.path).unlink(missing_ok=True)
            if gone.projector:
                Path(gone.projector).unlink(missing_ok=True)
        return gone

    def _write(self, models: list[LocalModel]) -> None:
        private_folder(self.folder)
        part = self._list.with_suffix(".part")
        with os.fdopen(open_private(part), "w", encoding="utf-8") as f:
            json.dump([asdict(m) for m in models], f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(part, self._list)


def _copy_whole(source: Path, target: Path) -> None:
    """Never a partial file under a model's name: copied beside, then renamed."""
    part = target.with_name(target.name + ".part")
    try:
        with source.open("rb") as src, os.fdopen(open_private(part), "wb") as dst:
            shutil.copyfileobj(src, dst, 4 * 1024 * 1024)
            dst.flush()
            os.fsync(dst.fileno())
        os.replace(part, target)
    except OSError:
        part.unlink(missing_ok=True)
        raise
