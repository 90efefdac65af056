"""Where Verbatim keeps its files. `--data-dir` puts everything under one folder."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from platformdirs.api import PlatformDirsABC

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


def resolve_paths(data_dir: Path | None = None, system: str = "") -> AppPaths:
    """The folders for this run: under --data-dir, or the system's own
    places for `system` (sys.platform's values; this one's by default)."""
    if data_dir is not None:
        root = data_dir.expanduser().resolve()
        return AppPaths(data=root, config=root / "config", logs=root / "logs")
    dirs = system_dirs(system or sys.platform)
    return AppPaths(
        data=Path(dirs.user_data_dir),
        config=Path(dirs.user_config_dir),
        logs=Path(dirs.user_log_dir),
    )


def system_dirs(system: str) -> PlatformDirsABC:
    """platformdirs' answer for `system`, named so that the Windows and macOS
    places can be checked on Linux (tests/unit/test_other_systems.py):
    %LOCALAPPDATA%\\verbatim on Windows (packaging/windows/verbatim.iss says
    so), ~/Library/Application Support/verbatim on macOS."""
    if system == "win32":
        from platformdirs.windows import Windows

        return Windows(APP, appauthor=False)
    if system == "darwin":
        from platformdirs.macos import MacOS

        return MacOS(APP, appauthor=False)
    from platformdirs.unix import Unix

    return Unix(APP, appauthor=False)
