"""Where Verbatim keeps its files. `--data-dir` puts everything under one folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "verbatim"


@dataclass(frozen=True)
class AppPaths:
    data: Path
    config: Path
    logs: Path

    @property
    def database(self) -> Path:
        return self.data / "verbatim.db"

    def ensure(self) -> AppPaths:
        for folder in (self.data, self.config, self.logs):
            folder.mkdir(parents=True, exist_ok=True)
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
