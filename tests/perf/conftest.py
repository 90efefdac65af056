"""The window benchmarks drive the same harness as the UI tests."""

from tests.ui.conftest import harness, qloop

__all__ = ["harness", "qloop"]
