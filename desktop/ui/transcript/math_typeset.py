"""Math typeset offline by ziamath (pure Python, TeX to SVG), in a process
of its own (tex_svg.py).

A formula seen for the first time is sent to the typesetting process and
shown meanwhile as its TeX, in the code style; when its SVG comes back it
is drawn into a picture on a helper thread, `ready` is emitted (queued to
the GUI thread) and the views that showed it as TeX draw themselves again.
Should the process not start (a locked-down system), a thread of this
process typesets instead: slower for the window, never missing.

Each formula is typeset once per look and kept; a document asks for its
picture by key (rich_text.SafeDocument), so nothing is loaded from
elsewhere.

Signals (MathTypesetter):
    ready()   one or more formulas were typeset since the last emission
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Executor, Future

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from desktop.session.tasks import TaskManager
from desktop.ui.transcript.tex_svg import SVG_SIZE, tex_to_svg, warm_up

log = logging.getLogger(__name__)
Formula = tuple[str, bool, str, float]  # TeX, display, colour, size in px
TYPESET: dict[Formula, str | None] = {}  # SVG, or None where the TeX is wrong
TYPESET_LIMIT = 4096
_lock = threading.Lock()  # one ziamath call at a time in this process (global state)

__all__ = ["SVG_SIZE", "TYPESET", "Formula", "MathTypesetter", "typeset_now", "typesetter"]


def _keep(formula: Formula, svg: str | None) -> None:
    if len(TYPESET) >= TYPESET_LIMIT:
        TYPESET.clear()  # never grows without end; typesetting again is only slower
    TYPESET[formula] = svg


def typeset_now(formula: Formula) -> str | None:
    """The formula as SVG (kept), typeset in this process and thread (the
    fallback worker, and the benchmark of typesetting itself)."""
    if formula in TYPESET:
        return TYPESET[formula]
    with _lock:
        svg = tex_to_svg(*formula)
    _keep(formula, svg)
    return svg


# Pictures drawn from the SVG at the screen's pixel ratio, by the worker too
# (QImage and QSvgRenderer may be used off the GUI thread), so a long answer
# does not raster 200 formulas on the GUI thread when it is drawn whole.
PICTURES: dict[tuple[str, float], QImage] = {}
PICTURES_LIMIT = 2048


def screen_ratio() -> float:
    app = QGuiApplication.instance()
    return max(1.0, app.devicePixelRatio()) if isinstance(app, QGuiApplication) else 1.0


def picture(svg: str, ratio: float) -> QImage:
    """The SVG drawn at `ratio` (kept)."""
    found = PICTURES.get((svg, ratio))
    if found is not None:
        return found
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    size = renderer.defaultSize()
    image = QImage(
        max(1, round(size.width() * ratio)),
        max(1, round(size.height() * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    image.setDevicePixelRatio(ratio)
    if len(PICTURES) >= PICTURES_LIMIT:
        PICTURES.clear()
    PICTURES[(svg, ratio)] = image
    return image


class MathTypesetter(QObject):
    """Typesets formulas as pictures in a process of its own, off the GUI
    thread; says when one is ready so the views that showed its TeX draw it
    again."""

    ready = Signal()

    def __init__(self, workers: TaskManager | None = None) -> None:
        super().__init__()
        # The window's session's (its close ends both), else one of its own.
        self._workers = workers = workers or TaskManager()
        self._process: Executor | None = None
        self._thread = workers.pool("typeset")
        self._pending: set[Formula] = set()
        self._guard = threading.Lock()
        self.in_process = True  # False once the typesetting process failed

    def _executor(self) -> Executor:
        if self._process is None and self.in_process:
            try:
                self._process = self._workers.process_pool("typeset-process", warm_up)
            except (OSError, ValueError, NotImplementedError, RuntimeError) as exc:
                self._fall_back(exc)
        return self._process or self._thread

    def _fall_back(self, why: BaseException) -> None:
        log.warning("math is typeset in this process: %s", why)
        self.in_process = False
        self._process = None

    def request(self, formula: Formula) -> None:
        """Typeset `formula`, once, unless it is done or waiting."""
        with self._guard:
            if formula in self._pending or formula in TYPESET:
                return
            self._pending.add(formula)
        ratio = screen_ratio()
        executor = self._executor()
        try:
            future: Future[str | None] = executor.submit(tex_to_svg, *formula)
        except RuntimeError as exc:  # the process pool broke or shut down
            self._fall_back(exc)
            future = self._thread.submit(typeset_now, formula)
        future.add_done_callback(lambda f: self._then(formula, f, ratio))

    def _then(self, formula: Formula, future: Future[str | None], ratio: float) -> None:
        try:
            self._thread.submit(self._done, formula, future, ratio)
        except RuntimeError:  # shut down at close: nothing to draw any more
            with self._guard:
                self._pending.discard(formula)

    def _done(self, formula: Formula, future: Future[str | None], ratio: float) -> None:
        """On the helper thread: keep the SVG, draw its picture, tell the views."""
        if future.cancelled():  # shut down at quit: nothing to draw any more
            with self._guard:
                self._pending.discard(formula)
            return
        try:
            svg = future.result()
        except Exception as exc:  # the process died: typeset here instead
            self._fall_back(exc)
            svg = typeset_now(formula)
        _keep(formula, svg)
        if svg is not None:
            picture(svg, ratio)
        with self._guard:
            self._pending.discard(formula)
            last = not self._pending
        if last or len(self._pending) % 8 == 0:
            # Once the queue is empty, and now and then on the way, so a long
            # answer's formulas appear in batches, not one redraw each.
            self.ready.emit()

    def busy(self) -> bool:
        with self._guard:
            return bool(self._pending)

    def shutdown(self) -> None:
        """At close: the typesetting process and thread end with the window
        (the thread is waited for: it may be drawing one picture)."""
        if self._process is not None:
            self._process.shutdown(wait=False, cancel_futures=True)
            self._process = None
        self._thread.shutdown(wait=True, cancel_futures=True)


_typesetter: list[MathTypesetter] = []
_owner: list[TaskManager] = []


def typeset_for(workers: TaskManager) -> None:
    """The window's session owns the typesetter's thread and process from
    now on: its close (AppSession.aclose) ends them."""
    _owner[:] = [workers]
    workers.on_close("the typesetter", shutdown_typesetter)


def shutdown_typesetter() -> None:
    """The window closes: the next window (a test's) starts a new one."""
    if _typesetter:
        _typesetter.pop().shutdown()


def typesetter() -> MathTypesetter:
    """The one typesetter (made on the GUI thread, the first time math is
    seen), on the pools of the window's session; a view with no window (a
    test's) has a manager of its own, ended by shutdown_typesetter."""
    if not _typesetter:
        owner = _owner[0] if _owner and not _owner[0].closed else None
        _typesetter.append(MathTypesetter(owner))
    return _typesetter[0]
