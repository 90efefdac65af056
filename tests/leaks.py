"""Every test fails on what it leaves behind (issue 25): a thread, a child
process, a socket, an asyncio task, a top-level window or an active Qt
timer still there after the test and its fixtures have ended.

A leftover makes later tests flaky in ways that point nowhere (a sync timer
of a window from an earlier test fired in the middle of an unrelated unit
test), so it fails the test that left it, at its teardown.

What a fixture wider than one test (module or session scope) sets up is
its own until that fixture ends. Things that take a moment to end after
being told (a thread told to stop, a process killed) are given until a
deadline, waited for on the thing itself.

Set VERBATIM_LEAKS=off to switch the checks off while hunting something else.
"""

from __future__ import annotations

import asyncio
import gc
import inspect
import os
import threading
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

# How long ending threads and processes are waited for.
GRACE_S = float(os.environ.get("VERBATIM_LEAKS_GRACE", "5"))

# Qt makes these top-level widgets itself and keeps them for the process.
QT_OWN_WIDGETS = {"QTipLabel", "QComboBoxPrivateContainer"}


@dataclass
class Snapshot:
    threads: set[threading.Thread] = field(default_factory=set)
    processes: set[int] = field(default_factory=set)
    sockets: set[str] = field(default_factory=set)
    widgets: set[int] = field(default_factory=set)
    timers: set[int] = field(default_factory=set)

    def minus(self, other: Snapshot) -> Snapshot:
        return Snapshot(
            self.threads - other.threads,
            self.processes - other.processes,
            self.sockets - other.sockets,
            self.widgets - other.widgets,
            self.timers - other.timers,
        )

    def add(self, other: Snapshot) -> None:
        self.threads |= other.threads
        self.processes |= other.processes
        self.sockets |= other.sockets
        self.widgets |= other.widgets
        self.timers |= other.timers


def _children() -> set[int]:
    """Child processes of this one that still run (a zombie has ended)."""
    me = str(os.getpid())
    found = set()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended while we looked
        if fields[1] == me and fields[0] != "Z" and not _process_wide(entry.name):
            found.add(int(entry.name))
    return found


def _process_wide(pid: str) -> bool:
    """multiprocessing's resource tracker: one per process, started with the
    first process pool and by design ended only when this process ends."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return b"multiprocessing.resource_tracker" in cmdline.read()
    except OSError:
        return False


def _sockets() -> set[str]:
    found = set()
    for entry in os.scandir("/proc/self/fd"):
        try:
            target = os.readlink(entry.path)
        except OSError:
            continue
        if target.startswith("socket:"):
            found.add(target)
    return found


def _qt() -> Any:
    """The QApplication when this run made one (never made here)."""
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    return widgets.QApplication.instance() if widgets is not None else None


def _widgets(app: Any) -> dict[int, Any]:
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return {id(w): w for w in app.topLevelWidgets() if type(w).__name__ not in QT_OWN_WIDGETS}


def _timers(collect: bool = True) -> dict[int, Any]:
    """Active QTimers that Python made (their wrappers are objects here)."""
    import shiboken6
    from PySide6.QtCore import QTimer

    if collect:
        # Garbage is collected here, on the GUI thread, after each test: a
        # worker thread that collected a window's Qt objects later would
        # crash the run.
        gc.collect()
    return {
        id(t): t
        for t in gc.get_objects()
        if isinstance(t, QTimer) and shiboken6.isValid(t) and t.isActive()
    }


def snapshot(
    widgets: dict[int, Any] | None = None, timers: dict[int, Any] | None = None
) -> Snapshot:
    app = _qt()
    if app is not None:
        widgets = _widgets(app) if widgets is None else widgets
        timers = _timers(collect=False) if timers is None else timers
    return Snapshot(
        {t for t in threading.enumerate() if t is not threading.main_thread()},
        _children(),
        _sockets(),
        set(widgets or {}),
        set(timers or {}),
    )


class LeakCheck:
    def __init__(self) -> None:
        self.before = Snapshot()
        self.owned_by_fixtures: dict[str, Snapshot] = {}

    def allowed(self) -> Snapshot:
        total = Snapshot()
        for owned in self.owned_by_fixtures.values():
            total.add(owned)
        return total

    def leftovers(self) -> list[str]:
        deadline = time.monotonic() + GRACE_S
        allowed = self.allowed()
        app = _qt()
        widgets = _widgets(app) if app is not None else {}
        timers = _timers() if app is not None else {}
        left = snapshot(widgets, timers).minus(self.before).minus(allowed)
        for thread in left.threads:  # told to end: wait for them, up to the deadline
            thread.join(max(0.0, deadline - time.monotonic()))
        # /proc cannot be waited on: a killed child ends in ms, and a socket
        # closes once the thread closing it gets its turn (a server thread
        # hanging up on a stopped stream, a transport closed by the loop's next
        # callback): both are looked at again until the deadline.
        while (left.processes or left.sockets) and time.monotonic() < deadline:
            left.processes &= _children()
            left.sockets &= _sockets()
            if left.processes or left.sockets:
                gc.collect()  # a socket only garbage still holds closes here
                time.sleep(0.05)
        said = [f"thread {t.name!r} ({type(t).__name__})" for t in left.threads if t.is_alive()]
        said += [f"child process {pid} ({_command(pid)})" for pid in left.processes]
        said += [f"open {s}" for s in left.sockets & _sockets()]
        if app is not None:
            said += [
                f"top-level widget {type(widgets[i]).__name__} {widgets[i].windowTitle()!r}"
                for i in left.widgets & set(widgets)
            ]
            said += [
                f"active QTimer every {timers[i].interval()} ms, parent {timers[i].parent()!r}"
                for i in left.timers & set(timers)
            ]
        return said


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().replace(b"\0", b" ").decode(errors="replace")[:200]
    except OSError:
        return "ended"


CHECK = LeakCheck()
ON = os.environ.get("VERBATIM_LEAKS", "on") != "off"


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef[Any], request: Any) -> Generator[Any]:
    if not ON or fixturedef.scope == "function":
        return (yield)
    before = snapshot()
    try:
        return (yield)
    finally:
        CHECK.owned_by_fixtures[fixturedef.argname] = snapshot().minus(before)


def pytest_fixture_post_finalizer(fixturedef: pytest.FixtureDef[Any]) -> None:
    if fixturedef.scope != "function":
        CHECK.owned_by_fixtures.pop(fixturedef.argname, None)


def started_for(fixture: str) -> None:
    """What the running test has started so far belongs to the wider
    `fixture`, which ends it: for a shared host that starts its processes
    on first use, or starts one again after a crash. Called from a
    function-scoped fixture's teardown, after the test's own things closed."""
    if ON and fixture in CHECK.owned_by_fixtures:
        CHECK.owned_by_fixtures[fixture].add(snapshot().minus(CHECK.before))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None]:
    if ON:
        # What is alive now (the modules, Qt's wrappers, earlier tests'
        # fixtures) is left out of every later collection and object scan:
        # the full collection after each test took 116 ms in a worker that
        # had run window tests, a fifth of the suite's time. What the test
        # makes is still collected, and its timers still found.
        gc.freeze()
        CHECK.before = snapshot()
    return (yield)


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    result = yield
    if ON and not item.get_closest_marker("leaves_things"):
        left = CHECK.leftovers()
        if left:
            pytest.fail("the test left behind:\n  " + "\n  ".join(sorted(left)), pytrace=False)
    return result


@pytest.fixture(autouse=True)
def _no_task_left(request: pytest.FixtureRequest) -> Iterator[None]:
    """An async test's loop holds no unfinished task once the test and its
    other fixtures have ended (pytest-asyncio would cancel them silently).
    Set up first among the test's fixtures, so torn down after them."""
    if not (ON and inspect.iscoroutinefunction(getattr(request, "function", None))):
        yield
        return
    runner = request.getfixturevalue("_function_scoped_runner")
    yield
    loop = runner.get_loop()
    closing = [t for t in asyncio.all_tasks(loop) if _closes_a_generator(t)]
    if closing:
        loop.run_until_complete(asyncio.wait(closing, timeout=GRACE_S))
    pending = unfinished_tasks(loop)
    if pending:
        pytest.fail(f"the test left {len(pending)} task(s) running: {pending}", pytrace=False)


def _closes_a_generator(task: asyncio.Task[Any]) -> bool:
    """asyncio's own clean-up: an async generator dropped unfinished is
    closed in a task of its own (httpx's inner byte streams, when a stream
    ends in an error, are closed this way: not ours to close)."""
    return type(task.get_coro()).__name__ == "async_generator_athrow"


def unfinished_tasks(loop: asyncio.AbstractEventLoop) -> list[asyncio.Task[Any]]:
    return [t for t in asyncio.all_tasks(loop) if not t.done() and not _closes_a_generator(t)]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "leaves_things: the test hands what it started to a later one (say why at the mark)",
    )
