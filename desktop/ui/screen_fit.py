"""Every window inside the screen it opens on (issue 35: the first window
was 1180×780 whatever the screen, so on 800×600 the composer was off the
bottom; a size saved on a big screen came back as it was on a small one).

`ScreenFit` is one event filter on every top-level window (the main
window, every dialog, message box and file dialog): each is fitted to its
screen's available area when it is shown. A window that would be larger
shrinks, one that would stick out moves in; a window that fits is left
exactly where the person (or the window manager) put it.

The application's style hands the filter each window as the window is
polished, which Qt does once before it is first shown. A filter on the
application instead saw every event of every widget in Python: 7,905 calls
to open a 10,000-message conversation, a third of its time (issue 38).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QProxyStyle, QWidget

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


class ScreenFit(QObject):
    """Fits each top-level window to its screen when it is shown."""

    fitting_style: QProxyStyle | None = None  # the style that installs it on windows

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in (QEvent.Type.Show, QEvent.Type.Resize)
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.windowType() in WINDOWS
            # Grown past the screen while shown (a larger text size raised
            # its minimum, found by the window's state machine): fitted again.
            and (kind == QEvent.Type.Show or (watched.isVisible() and not fits(watched)))
        ):
            fit_to_screen(watched)
        return False


class FittingStyle(QProxyStyle):
    """The application's style as it was, which hands each window to the
    fitting filter when Qt polishes it (before it is first shown)."""

    def __init__(self, base: str, fit: ScreenFit) -> None:
        super().__init__(base)
        self.fit = fit

    def polish(self, target: Any) -> Any:  # a widget, a palette or the application
        if isinstance(target, QWidget) and target.isWindow() and target.windowType() in WINDOWS:
            target.installEventFilter(self.fit)  # once: installing again moves it first
        return super().polish(target)


def install_screen_fit(app: QApplication) -> ScreenFit:
    """One filter for the application's windows; found again, not doubled."""
    found = app.findChild(ScreenFit)
    if found is not None:
        return found
    fit = ScreenFit(app)
    # Setting the style polishes the windows that exist already, too.
    fit.fitting_style = FittingStyle(app.style().name(), fit)
    app.setStyle(fit.fitting_style)
    return fit
