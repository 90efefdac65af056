"""Every refusal says why (issue 37, wording): `reason` gives an
exception's words, or, where it has none, what its kind means."""

from __future__ import annotations

import errno

import pytest

from desktop.domain.words import reason


@pytest.mark.parametrize(
    ("exc", "said"),
    [
        (MemoryError(), "there was not enough memory"),
        (TimeoutError(), "it took too long"),
        (ConnectionResetError(), "the connection was lost"),
        (PermissionError(), "permission was refused"),
        (OSError(), "the system refused"),
        (KeyError(""), "an unexpected error (KeyError) with no message"),
        (ValueError("   "), "an unexpected error (ValueError) with no message"),
        (ValueError("the file is broken"), "the file is broken"),
        # An OSError in words, without Python's "[Errno 30]", naming its path.
        (
            OSError(errno.EROFS, "Read-only file system", "/media/usb/verbatim"),
            "Read-only file system: /media/usb/verbatim",
        ),
    ],
)
def test_a_reason_is_never_empty(exc: BaseException, said: str) -> None:
    assert reason(exc) == said
