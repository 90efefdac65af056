"""Verbatim: a desktop chat client for language models that never loses a word you saw."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("verbatim")
except PackageNotFoundError:  # running from a PyInstaller bundle without metadata
    __version__ = "0.1.0"
