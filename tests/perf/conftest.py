"""The window benchmarks drive the same harness as the UI tests; the engine
ones the same store, engine and scripted server as the end-to-end tests."""

from tests.e2e.conftest import env
from tests.ui.conftest import harness, qloop
from tests.ui.pulse import pulse  # the audio server, for the voice figures

__all__ = ["env", "harness", "pulse", "qloop"]
