"""The installed `verbatim` command on a real X server (Xvfb), driven with
real key events by xdotool, as a person would (issue 9). Slow: -m slow.

Type a question and Enter, Esc to stop, Ctrl+N, a second question, Ctrl+,
for Settings and Esc, F1 for the shortcuts and Esc, Ctrl+Q to quit; then
the store must hold both questions and final answers.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Role, Status
from desktop.store.snapshot import read_snapshot

pytestmark = pytest.mark.slow
SHOTS = Path(__file__).parents[2] / "docs" / "screenshots"


def _free_display() -> str:
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return f":{n}"
    raise RuntimeError("no free X display number")


@pytest.fixture
def display() -> Iterator[str]:
    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        pytest.skip("needs Xvfb and xdotool (scripts/setup.sh installs them)")
    name = _free_display()
    xvfb = subprocess.Popen(
        ["Xvfb", name, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{name[1:]}").exists():
        assert xvfb.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    yield name
    xvfb.terminate()
    xvfb.wait(10)


def _xdo(display: str, *args: str) -> str:
    out = subprocess.run(
        ["xdotool", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "DISPLAY": display},
        timeout=30,
    )
    return out.stdout.strip()


def _window(display: str, title: str, timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = _xdo(display, "search", "--onlyvisible", "--name", title)
        if found:
            return found.split()[0]
        time.sleep(0.2)
    raise AssertionError(f"no window titled {title!r}")


def _focus(display: str, window: str) -> None:
    """No window manager on Xvfb: give the window the keyboard ourselves."""
    _xdo(display, "windowactivate", "--sync", window)
    _xdo(display, "windowfocus", "--sync", window)
    time.sleep(0.3)


def _messages(data: Path) -> list[tuple[Role, Status, str]]:
    with read_snapshot(data) as repo:
        return [
            (m.role, m.status, m.content)
            for c in reversed(repo.list_conversations())
            for m in repo.messages(c.id)
        ]


def _until(predicate, timeout: float = 30) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "not reached in time"
        time.sleep(0.1)


@pytest.mark.timeout(300)
def test_a_person_at_a_real_x_display(display: str, tmp_path: Path) -> None:
    command = shutil.which("verbatim") or str(Path(sys.executable).with_name("verbatim"))
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    app = subprocess.Popen(
        [command, "--data-dir", str(tmp_path), "--demo"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        main = _window(display, "Verbatim — Demo")
        _focus(display, main)
        _xdo(display, "type", "--delay", "15", "tell me a story about the sea")
        _xdo(display, "key", "Return")
        _until(lambda: any(r is Role.ASSISTANT and t for r, _s, t in _messages(tmp_path)))
        _xdo(display, "key", "Escape")
        _until(lambda: any(s is Status.INTERRUPTED for _r, s, _t in _messages(tmp_path)))

        _xdo(display, "key", "ctrl+n")
        _xdo(display, "type", "--delay", "15", "and one more")
        _xdo(display, "key", "Return")
        _until(lambda: sum(r is Role.USER for r, _s, _t in _messages(tmp_path)) == 2)

        _xdo(display, "key", "ctrl+comma")
        settings = _window(display, "Verbatim settings")
        _focus(display, settings)
        _xdo(display, "key", "Escape")
        _until(lambda: not _xdo(display, "search", "--onlyvisible", "--name", "Verbatim settings"))
        _focus(display, main)
        _xdo(display, "key", "F1")
        sheet = _window(display, "Keyboard shortcuts")
        if os.environ.get("VERBATIM_SHOTS") and shutil.which("xwd"):
            dump = tmp_path / "screen.xwd"
            subprocess.run(
                ["xwd", "-root", "-silent", "-out", str(dump)], env=env, check=True, timeout=30
            )
        _focus(display, sheet)
        _xdo(display, "key", "Escape")
        _focus(display, main)
        _xdo(display, "key", "ctrl+q")
        assert app.wait(30) == 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        if app.stdout is not None:
            app.stdout.close()
    messages = _messages(tmp_path)
    questions = [t for r, _s, t in messages if r is Role.USER]
    assert questions == ["tell me a story about the sea", "and one more"]
    answers = [(s, t) for r, s, t in messages if r is Role.ASSISTANT]
    assert answers[0][0] is Status.INTERRUPTED and answers[0][1]
    assert all(s is not Status.STREAMING for s, _t in answers)  # final after Ctrl+Q (P7)
    print(f"\nreal X session: {len(messages)} messages, answers {[s.value for s, _t in answers]}")
