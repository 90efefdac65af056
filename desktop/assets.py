"""Where the bundled assets are: icons, translations, the app icon.

They live in the top-level `resources/` folder of the source tree. The wheel
and the PyInstaller bundle carry them as `desktop/resources/`; a source
checkout or an editable install reads the top-level folder itself.
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def resource_dir() -> Path:
    installed = _HERE / "resources"
    return installed if installed.is_dir() else _HERE.parent / "resources"


def resource(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)
