"""Shared test set-up. Fixtures that several test folders use live here."""

from __future__ import annotations

import os

# Tests never need a screen or a real keyring; set these before Qt or keyring load.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The offscreen screen is a laptop's, 1280×800 (Qt's own is 800×800), or
# another named by VERBATIM_TEST_SCREEN (800x600): windows are fitted to it.
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    SCREEN = os.environ.get("VERBATIM_TEST_SCREEN", "1280x800")
    config = os.path.join(os.path.dirname(__file__), "screens", f"{SCREEN}.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
# The window follows the system language; tests read its English words
# (the translation tests choose German themselves).
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ.pop("LANGUAGE", None)
os.environ["LANG"] = "C.UTF-8"
# Never Hugging Face itself: a test that downloads runs its own server
# (tests/hf_server.py); anything else is refused at once on loopback.
os.environ["HF_ENDPOINT"] = "http://127.0.0.1:9"

from collections.abc import Iterator

import pytest

from desktop.devserver import DevServer

pytest_plugins = ["tests.leaks", "pytester"]


@pytest.fixture
def devserver() -> Iterator[DevServer]:
    """The project's scripted model server on a free loopback port."""
    server = DevServer().start()
    yield server
    server.stop()
