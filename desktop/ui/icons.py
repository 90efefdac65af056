"""One icon set (Tabler Icons, MIT; resources/icons/), tinted by the theme.

The SVGs draw with `currentColor`. An icon is drawn at paint time in the
current theme's colour for its role, so switching light and dark needs no
new icons, and it is sharp at any scale (200% included) because it is
rendered as a vector at the device's pixel ratio.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QIconEngine, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from desktop.assets import resource
from desktop.ui.design import LIGHT, Colors

# What each action looks like, by name; names are Tabler's file names.
ICONS = {
    "new": "edit",
    "search": "search",
    "settings": "settings",
    "about": "info-circle",
    "shortcuts": "keyboard",
    "copy": "copy",
    "copied": "check",
    "edit": "pencil",
    "regenerate": "refresh",
    "retry": "rotate",
    "continue": "player-play",
    "stop": "player-stop-filled",
    "send": "send",
    "attach": "paperclip",
    "dictate": "microphone",
    "hands_free": "headphones",  # a conversation by voice alone
    "read": "volume",  # an answer read aloud
    "text_file": "file-text",
    "picture": "photo",
    "conversation_settings": "adjustments-horizontal",
    "tools": "tool",
    "context": "gauge",
    "pin": "pin",
    "unpin": "pinned-off",
    "delete": "trash",
    "prev": "chevron-left",
    "next": "chevron-right",
    "more": "dots",
    "sidebar": "layout-sidebar",
    "dismiss": "x",
    "latest": "arrow-down",
    "failed": "alert-triangle",
    "stopped": "player-stop",
    "reasoning": "bulb",
    "cut_off": "scissors",
    "model": "sparkles",
    "you": "user",
    "chevron_down": "chevron-down",
    "chevron_up": "chevron-up",
    "project": "folder",
    "new_project": "folder-plus",
    "document": "file-text",
    "web": "world",
}

_current: list[Colors] = [LIGHT]


def set_colors(colors: Colors) -> None:
    """The theme changed: every icon draws in the new colours from its next paint."""
    _current[0] = colors


def current_colors() -> Colors:
    """The theme's colours, for what is painted by hand (list delegates)."""
    return _current[0]


@cache
def _svg(name: str) -> str:
    return resource("icons", f"{ICONS[name]}.svg").read_text(encoding="utf-8")


@cache
def _renderer(name: str, colour: str) -> QSvgRenderer:
    data = _svg(name).replace("currentColor", colour)
    return QSvgRenderer(QByteArray(data.encode()))


class _TintedIcon(QIconEngine):
    def __init__(self, name: str, role: str) -> None:
        super().__init__()
        self.name, self.role = name, role

    def _colour(self, mode: QIcon.Mode) -> str:
        colors = _current[0]
        if mode == QIcon.Mode.Disabled:
            return colors.border
        if mode == QIcon.Mode.Active and self.role == "muted":
            return colors.text  # under the pointer: the icon wakes up
        return str(getattr(colors, self.role))

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        _renderer(self.name, self._colour(mode)).render(painter, QRectF(rect))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        if size.isEmpty() or scale <= 0:
            return QPixmap()  # a control squeezed to nothing: nothing to draw on
        pixmap = QPixmap(size * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(0, 0, size.width(), size.height()), mode, state)
        painter.end()
        return pixmap

    def clone(self) -> QIconEngine:
        return _TintedIcon(self.name, self.role)

    def key(self) -> str:
        return "verbatim-tinted"


def icon(name: str, role: str = "muted") -> QIcon:
    """`role` is the Colors field it is drawn in (muted, text, accent_text…)."""
    return QIcon(_TintedIcon(name, role))


# The stylesheet can only name image files: the arrows of combo and spin
# boxes are written tinted, once per theme, to a folder of this process.
@cache
def _folder() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="verbatim-icons-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def tinted_file(name: str, colour: str) -> str:
    path = _folder() / f"{name}-{colour.lstrip('#')}.svg"
    if not path.exists():
        path.write_text(_svg(name).replace("currentColor", colour), encoding="utf-8")
    return path.as_posix()
