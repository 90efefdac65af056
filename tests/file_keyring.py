"""A real keyring backend that keeps its secrets in one private file, for
tests of what goes to the keyring (the test machines have none): selected
like any other, `PYTHON_KEYRING_BACKEND=tests.file_keyring.FileKeyring`,
with the file named by VERBATIM_TEST_KEYRING."""

from __future__ import annotations

import json
import os
from pathlib import Path

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError


class FileKeyring(KeyringBackend):
    priority = 1

    @staticmethod
    def _path() -> Path:
        return Path(os.environ["VERBATIM_TEST_KEYRING"])

    def _load(self) -> dict[str, str]:
        try:
            kept: dict[str, str] = json.loads(self._path().read_text("utf-8"))
        except FileNotFoundError:
            return {}
        return kept

    def _save(self, kept: dict[str, str]) -> None:
        fd = os.open(self._path(), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(kept, f)

    def get_password(self, service: str, username: str) -> str | None:
        return self._load().get(f"{service}\n{username}")

    def set_password(self, service: str, username: str, password: str) -> None:
        self._save({**self._load(), f"{service}\n{username}": password})

    def delete_password(self, service: str, username: str) -> None:
        kept = self._load()
        if kept.pop(f"{service}\n{username}", None) is None:
            raise PasswordDeleteError(username)
        self._save(kept)

    def secrets(self) -> dict[str, str]:
        """Everything kept, as `service\\naccount: secret`."""
        return self._load()
