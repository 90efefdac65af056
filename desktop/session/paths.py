"""Where Verbatim keeps its files. `--data-dir` puts everything under one folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

from desktop.store.private import make_private, private_folder

APP = "verbatim"


@dataclass(frozen=True)
class AppPaths:
    """Where this run keeps its data, settings and logs (all under one folder
    with --data-dir)."""

    data: Path
    config: Path
    logs: Path

    @property
    def database(self) -> Path:
        return self.data / "verbatim.db"

    def ensure(self) -> AppPaths:
        """The folders, made private to this account (and made so if they
        were not: an installation from before issue 24)."""
        for folder in (self.data, self.config, self.logs):
            private_folder(folder)
            make_private(folder)
        return self


def resolve_paths(data_dir: Path | None = None) -> AppPaths:
    if data_dir is not None:
        root = data_dir.expanduser().resolve()
        return AppPaths(data=root, config=root / "config", logs=root / "logs")
    return AppPaths(
        data=Path(platformdirs.user_data_dir(APP, appauthor=False)),
        config=Path(platformdirs.user_config_dir(APP, appauthor=False)),
        logs=Path(platformdirs.user_log_dir(APP, appauthor=False)),
    )
