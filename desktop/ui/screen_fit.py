"""Every window inside the screen it opens on (issue 35: the first window
was 1180×780 whatever the screen, so on 800×600 the composer was off the
bottom; a size saved on a big screen came back as it was on a small one).

`ScreenFit` is one event filter on every top-level window (the main
window, every dialog, message box and file dialog): each is fitted to its
screen's available area when it is shown. A window that would be larger
shrinks, one that would stick out moves in; a window that fits is left
exactly where the person (or the window manager) put it.

The filter finds the windows itself, without a Python call for every
widget (issue 38): the main window is handed to it; a window made on top of
a watched one is announced to that one as Qt polishes it, before its first
show (`ChildPolished`); and a window made on top of an inner widget is
taken when it becomes the active window. A filter on the application saw
every event of every widget in Python (7,905 calls to open a 10,000-message
conversation, a third of its time), and a style's `polish` hook one call
and one Python wrapper per widget (679 to open it; about 15 ms of building
the window).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QWidget

# What a window manager adds around a window that has not been shown yet
# (its frame is not known before then): a title bar and thin borders.
FRAME_ALLOWANCE = QSize(12, 40)
# What is fitted: windows and dialogs, not menus, tooltips or popups.
WINDOWS = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)


def available_area(widget: QWidget) -> QRect:
    """The part of the widget's screen that windows may use (no panels)."""
    screen: QScreen | None = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def frame_extra(widget: QWidget) -> QSize:
    """How much larger the window's frame is than its contents."""
    frame, inner = widget.frameGeometry(), widget.geometry()
    if frame.size() == inner.size():  # not mapped yet: the frame is unknown
        return FRAME_ALLOWANCE
    return QSize(frame.width() - inner.width(), frame.height() - inner.height())


def fitted_size(widget: QWidget, wanted: QSize) -> QSize:
    """`wanted`, made small enough for the window and its frame to fit."""
    area, extra = available_area(widget), frame_extra(widget)
    return QSize(
        max(1, min(wanted.width(), area.width() - extra.width())),
        max(1, min(wanted.height(), area.height() - extra.height())),
    )


def fit_to_screen(widget: QWidget) -> None:
    """Shrink the window to its screen, then move it inside it."""
    size = fitted_size(widget, widget.size())
    if size != widget.size():
        # A minimum larger than the screen would keep it too large: the
        # window's own layout scrolls instead (Settings, the library).
        widget.setMinimumSize(
            min(widget.minimumWidth(), size.width()), min(widget.minimumHeight(), size.height())
        )
        widget.resize(size)
    area, extra = available_area(widget), frame_extra(widget)
    frame = QRect(widget.pos(), widget.size() + extra)
    x = min(max(frame.left(), area.left()), area.right() + 1 - frame.width())
    y = min(max(frame.top(), area.top()), area.bottom() + 1 - frame.height())
    if QPoint(x, y) != frame.topLeft():
        widget.move(x, y)


def first_size(widget: QWidget, preferred: QSize) -> None:
    """A new window's size: `preferred` where the screen has room, else the
    screen's, centred on it."""
    size = fitted_size(widget, preferred)
    widget.resize(size)
    area = available_area(widget)
    widget.move(
        area.left() + max(0, (area.width() - size.width() - FRAME_ALLOWANCE.width()) // 2),
        area.top() + max(0, (area.height() - size.height() - FRAME_ALLOWANCE.height()) // 2),
    )


def fits(widget: QWidget) -> bool:
    """The window and its frame lie inside its screen's available area."""
    return available_area(widget).contains(widget.frameGeometry())


def is_fitted(widget: QWidget) -> bool:
    """A window or dialog, not a menu, tooltip or popup."""
    return widget.isWindow() and widget.windowType() in WINDOWS


class ScreenFit(QObject):
    """Fits each top-level window to its screen when it is shown."""

    def watch(self, window: QWidget) -> None:
        """Fit `window` whenever it is shown, and watch the windows made on
        top of it (installing again only moves the filter first)."""
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            child = cast(QChildEvent, event).child()
            if isinstance(child, QWidget) and is_fitted(child):
                self.watch(child)
        elif (
            kind in (QEvent.Type.Show, QEvent.Type.Resize)
            and isinstance(watched, QWidget)
            and is_fitted(watched)
            # Grown past the screen while shown (a larger text size raised
            # its minimum, found by the window's state machine): fitted again.
            and (kind == QEvent.Type.Show or (watched.isVisible() and not fits(watched)))
        ):
            fit_to_screen(watched)
        return False

    def take_active(self) -> None:
        """The active window, if it was made where no watched window saw it
        (its parent an inner widget, or none): watched from now, and fitted
        at once if it is already shown outside its screen."""
        window = QApplication.activeWindow()
        if window is None or not is_fitted(window):
            return
        self.watch(window)
        if window.isVisible() and not fits(window):
            fit_to_screen(window)


def install_screen_fit(app: QApplication) -> ScreenFit:
    """One filter for the application's windows; found again, not doubled."""
    found = app.findChild(ScreenFit)
    if found is not None:
        return found
    fit = ScreenFit(app)
    app.focusWindowChanged.connect(lambda _window: fit.take_active())
    for window in app.topLevelWidgets():  # made before it
        if is_fitted(window):
            fit.watch(window)
    return fit
