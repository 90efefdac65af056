"""Light and dark looks: one palette each, one stylesheet template."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui.markdown_render import RenderStyle


@dataclass(frozen=True)
class ThemePalette:
    name: str
    window: str
    sidebar: str
    surface: str
    user_bubble: str
    text: str
    muted: str
    border: str
    accent: str
    accent_text: str
    danger: str
    warning_bg: str
    code_background: str
    pygments: str

    @property
    def render_style(self) -> RenderStyle:
        return RenderStyle(
            code_background=self.code_background,
            code_border=self.border,
            text=self.text,
            muted=self.muted,
            link=self.accent,
            pygments_style=self.pygments,
        )


LIGHT = ThemePalette(
    name="light",
    window="#ffffff",
    sidebar="#f4f5f7",
    surface="#ffffff",
    user_bubble="#eef2ff",
    text="#1f2328",
    muted="#6b7280",
    border="#e3e5e8",
    accent="#4f46e5",
    accent_text="#ffffff",
    danger="#b42318",
    warning_bg="#fff4e5",
    code_background="#f6f8fa",
    pygments="friendly",
)
DARK = ThemePalette(
    name="dark",
    window="#1b1d21",
    sidebar="#14161a",
    surface="#1b1d21",
    user_bubble="#2a2d45",
    text="#e6e7ea",
    muted="#9aa0aa",
    border="#2f333a",
    accent="#8b8cf8",
    accent_text="#111318",
    danger="#f97066",
    warning_bg="#3a2a12",
    code_background="#121418",
    pygments="monokai",
)


def resolve(mode: str) -> ThemePalette:
    if mode == "dark":
        return DARK
    if mode == "light":
        return LIGHT
    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


_QSS = """
QWidget {{ color: {text}; font-size: 10.5pt; }}
QMainWindow, #Transcript, #TranscriptInner {{ background: {window}; }}
#Sidebar {{ background: {sidebar}; border-right: 1px solid {border}; }}
#Sidebar QListView {{ background: transparent; border: none; outline: 0; }}
#Sidebar QListView::item {{ padding: 8px 10px; border-radius: 8px; margin: 1px 6px; }}
#Sidebar QListView::item:selected {{ background: {border}; color: {text}; }}
#Sidebar QListView::item:hover {{ background: {border}; }}
QLineEdit, QPlainTextEdit, QTextEdit, QComboBox, QSpinBox, QDoubleSpinBox {{
    background: {surface}; border: 1px solid {border}; border-radius: 8px; padding: 6px 8px;
    selection-background-color: {accent}; selection-color: {accent_text};
}}
QLineEdit:focus, QPlainTextEdit:focus {{ border-color: {accent}; }}
#Composer {{ background: {surface}; border: 1px solid {border}; border-radius: 14px; }}
#Composer QPlainTextEdit {{ border: none; background: transparent; padding: 4px; }}
QPushButton {{ background: transparent; border: 1px solid {border}; border-radius: 8px;
    padding: 5px 12px; }}
QPushButton:hover {{ border-color: {accent}; }}
QPushButton#Primary {{ background: {accent}; color: {accent_text}; border: none;
    font-weight: 600; }}
QPushButton#Primary:disabled {{ background: {border}; color: {muted}; }}
QPushButton#Stop {{ background: {danger}; color: #ffffff; border: none; font-weight: 600; }}
QToolButton {{ border: none; border-radius: 6px; padding: 3px 6px; color: {muted}; }}
QToolButton:hover {{ background: {border}; color: {text}; }}
#UserBubble {{ background: {user_bubble}; border-radius: 14px; }}
#Role {{ font-weight: 600; }}
#Meta {{ color: {muted}; font-size: 9pt; }}
#BadgeStopped {{ color: #b54708; background: {warning_bg}; border-radius: 6px; padding: 1px 6px;
    font-size: 9pt; font-weight: 600; }}
#BadgeFailed {{ color: {danger}; border: 1px solid {danger}; border-radius: 6px; padding: 1px 6px;
    font-size: 9pt; font-weight: 600; }}
#BadgeLive {{ color: {accent}; font-size: 9pt; font-weight: 600; }}
#ErrorText {{ color: {danger}; }}
#EmptyHint {{ color: {muted}; font-size: 11pt; }}
#Banner {{ background: {warning_bg}; border-bottom: 1px solid {border}; }}
#Header {{ border-bottom: 1px solid {border}; }}
#Title {{ font-size: 12pt; font-weight: 600; }}
#DemoLabel {{ background: {accent}; color: {accent_text}; border-radius: 6px; padding: 2px 8px;
    font-weight: 600; font-size: 9pt; }}
#Welcome QLabel#Big {{ font-size: 18pt; font-weight: 700; }}
QPushButton:focus, QToolButton:focus, QComboBox:focus, QListView:focus {{
    border: 2px solid {accent}; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus {{ border: 2px solid {accent}; }}
#AnswerCard[hit="true"], #UserBubble[hit="true"] {{ border: 2px solid {accent};
    border-radius: 14px; }}
#Reasoning {{ color: {muted}; background: transparent; border: none;
    border-left: 2px solid {border}; }}
#ShortcutKeys {{ font-weight: 600; }}
QScrollArea {{ border: none; }}
QScrollBar:vertical {{ background: transparent; width: 10px; }}
QScrollBar::handle:vertical {{ background: {border}; border-radius: 5px; min-height: 30px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
"""


def stylesheet(p: ThemePalette) -> str:
    return _QSS.format(**{k: getattr(p, k) for k in p.__dataclass_fields__})


def apply_theme(app: QApplication, mode: str) -> ThemePalette:
    palette = resolve(mode)
    qp = app.palette()
    qp.setColor(QPalette.ColorRole.Window, QColor(palette.window))
    qp.setColor(QPalette.ColorRole.Base, QColor(palette.surface))
    qp.setColor(QPalette.ColorRole.Text, QColor(palette.text))
    qp.setColor(QPalette.ColorRole.WindowText, QColor(palette.text))
    qp.setColor(QPalette.ColorRole.ButtonText, QColor(palette.text))
    qp.setColor(QPalette.ColorRole.Button, QColor(palette.surface))
    qp.setColor(QPalette.ColorRole.Highlight, QColor(palette.accent))
    qp.setColor(QPalette.ColorRole.HighlightedText, QColor(palette.accent_text))
    qp.setColor(QPalette.ColorRole.PlaceholderText, QColor(palette.muted))
    qp.setColor(QPalette.ColorRole.Link, QColor(palette.accent))
    app.setPalette(qp)
    app.setStyleSheet(stylesheet(palette))
    return palette
