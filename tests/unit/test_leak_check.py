"""The leak check (tests/leaks.py) catches what a test leaves behind.

Each planted test below leaves one thing: a thread, a child process, a
socket, an asyncio task, a top-level widget or an active timer. They run
in a pytest of their own (pytester, in a child process), and each must fail
at teardown naming what it left; a clean test beside them must pass.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PLANTED = """
import asyncio, socket, subprocess, sys, threading

import pytest

pytest_plugins = ["tests.leaks"]

_kept = []


def test_clean():
    t = threading.Thread(target=lambda: None)
    t.start()
    t.join()


def test_thread():
    stop = threading.Event()
    threading.Thread(target=stop.wait, name="planted-thread", daemon=True).start()
    _kept.append(stop)


def test_process():
    _kept.append(subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"]))


def test_socket():
    _kept.append(socket.socket())


async def test_task():
    _kept.append(asyncio.ensure_future(asyncio.sleep(30)))


def test_widget(qtbot):
    from PySide6.QtWidgets import QWidget

    w = QWidget()
    w.setWindowTitle("planted-window")
    w.show()
    _kept.append(w)


def test_timer(qtbot):
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.start(60_000)
    _kept.append(timer)


@pytest.mark.leaves_things
def test_marked_may_leave():
    _kept.append(socket.socket())
"""


def test_every_kind_of_leftover_fails_the_test_that_left_it(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_planted=PLANTED)
    pytester.makeini("[pytest]\nasyncio_mode = auto\n")
    env_path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    pytester._monkeypatch.setenv("PYTHONPATH", env_path)
    pytester._monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    pytester._monkeypatch.delenv("VERBATIM_LEAKS", raising=False)
    pytester._monkeypatch.setenv("VERBATIM_LEAKS_GRACE", "0.5")  # the plants never end
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-rA", timeout=120)
    out = result.stdout.str()
    outcomes = result.parseoutcomes()
    # Eight tests: the clean one and the marked one pass; each plant errors at teardown.
    assert outcomes.get("passed") == 8, out  # pytest counts a test that passed, then erred
    assert outcomes.get("errors") == 6, out
    for name, said in (
        ("test_thread", "thread 'planted-thread'"),
        ("test_process", "child process"),
        ("test_socket", "open socket:"),
        ("test_task", "left 1 task(s) running"),
        ("test_widget", "top-level widget QWidget 'planted-window'"),
        ("test_timer", "active QTimer every 60000 ms"),
    ):
        assert f"ERROR at teardown of {name}" in out, out
        block = out.split(f"ERROR at teardown of {name}", 1)[1].split("ERROR at teardown", 1)[0]
        assert said in block, (name, block)
    for clean in ("test_clean", "test_marked_may_leave"):
        assert f"ERROR at teardown of {clean}" not in out
