"""What a person sees, as checks the window tests and the state machine
share (issue 35): each choice listed once, the keys landing in a text
field, every window inside its screen, no English left in another language."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.ui.dialogs.settings_dialog import SettingsDialog
from desktop.ui.header.conversation_sheet import ConversationSheet
from desktop.ui.main_window import MainWindow
from desktop.ui.screen_fit import fits
from desktop.ui.typing import takes_text


def _listed(combo: QComboBox) -> list[object]:
    """The entries a person picks from (separators and actions aside)."""
    out = []
    for row in range(combo.count()):
        data = combo.itemData(row)
        if data not in (None, "") and not isinstance(data, bool):
            out.append(data)
    return out


def choice_lists(window: MainWindow) -> list[list[object]]:
    """Every list of choices the window shows now: the model menu, an open
    setup sheet's models and presets, an open Settings' providers."""
    lists: list[list[object]] = [[c for c in window.model_picker.choices()]]
    for sheet in window.findChildren(ConversationSheet):
        if sheet.isVisible():
            lists.append(_listed(sheet.model))
            lists.append([sheet.preset.itemText(i) for i in range(sheet.preset.count())])
    for settings in window.findChildren(SettingsDialog):
        if settings.isVisible():
            providers: QListWidget = settings.list
            lists.append([providers.item(i).text() for i in range(providers.count())])
    return lists


def typing_lands_in_a_text_field(window: MainWindow, qtbot: QtBot) -> bool:
    """A letter typed now lands in a text field: the focused one, or the
    message box (the window hands it what is typed on a list or a menu).
    Checked by typing one, then putting the message box back as it was."""
    focus = QApplication.focusWidget()
    if focus is not None and takes_text(focus):
        return True
    editor = window.composer.editor
    if focus is None or not (editor.isVisible() and editor.isEnabled()):
        return focus is not None
    before = editor.toPlainText()
    qtbot.keyClick(focus, "q")
    landed = editor.toPlainText() == before + "q" or (
        editor.hasFocus() and len(editor.toPlainText()) == len(before) + 1
    )
    editor.setPlainText(before)
    editor.moveCursor(QTextCursor.MoveOperation.End)
    return landed


def fits_the_screen(widget: QWidget) -> bool:
    return fits(widget)


def cut_words(root: QWidget) -> list[str]:
    """Buttons, tabs and labels whose words do not fit the room they were given."""
    cut = []
    for button in root.findChildren(QAbstractButton):
        icon_only = (
            isinstance(button, QToolButton)
            and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
            and not button.icon().isNull()  # without an icon, Qt shows the text
        )
        if button.isVisible() and button.text() and not icon_only:
            needed = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
            if needed > button.width():
                cut.append(f"button {button.text()!r}: {needed} > {button.width()} px")
    for label in root.findChildren(QLabel):
        shown = label.isVisible() and label.text() and not label.wordWrap()
        if shown and label.minimumSizeHint().width() > label.width() + 1:
            cut.append(f"label {label.text()!r}: {label.width()} px")
    for bar in root.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.tabRect(i).width() < bar.fontMetrics().horizontalAdvance(bar.tabText(i)):
                cut.append(f"tab {bar.tabText(i)!r}")
    return cut


CATALOGUES = Path(__file__).parents[2] / "resources" / "translations"
_PLACE = re.compile(r"(\{\w+\}|%n|\(s\))")


@cache
def english_of(code: str) -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The English sentences of `code`'s catalogue whose translation
    differs: whole, and those with {placeholders} or a count as patterns
    of the English they make (kept where enough words are their own to
    tell English from the translation)."""
    whole, patterns = set(), []
    for message in ET.parse(CATALOGUES / f"verbatim_{code}.ts").getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        forms = [f.text or "" for f in translation.findall("numerusform")]
        if source in (forms or [translation.text or ""]):
            continue  # the same words in both: a name, "OK", "PDF"
        if not _PLACE.search(source):
            whole.add(source)
            continue
        pieces = _PLACE.split(source)
        literal = "".join(p for p in pieces if not _PLACE.fullmatch(p))
        if len(re.findall(r"[A-Za-z]", literal)) < 8:
            continue  # "{n} %", "%n token(s)": too little English to tell
        pattern = ""
        for piece in pieces:
            if piece == "%n":
                pattern += "[0-9][0-9,]*"
            elif piece == "(s)":
                pattern += "s?"
            elif _PLACE.fullmatch(piece):
                pattern += ".*?"
            else:
                pattern += re.escape(piece)
        patterns.append(re.compile(pattern, re.DOTALL))
    return frozenset(whole), tuple(patterns)


def _plain(text: str) -> str:
    """A tooltip as a person reads it (safe_tooltip wraps it in markup)."""
    if text.startswith("<qt>") and text.endswith("</qt>"):
        text = html.unescape(text[4:-5].replace("<br>", "\n"))
    return text


def words_on_screen() -> list[str]:
    """Every word a person reads or hears on the windows shown now: window
    titles, labels, buttons, tabs, list and menu entries, placeholders,
    tooltips and what a screen reader says. What was typed into a field,
    and a message's words (the person's or the model's), are not the
    window's and are left out."""
    texts = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        texts.append(top.windowTitle())
        for widget in [top, *top.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
            if isinstance(widget, QLabel | QAbstractButton):
                texts.append(widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&"))
            if isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
                texts.append(widget.placeholderText())
            if isinstance(widget, QComboBox):
                texts += [widget.itemText(i) for i in range(widget.count())]
            if isinstance(widget, QTabBar):
                for i in range(widget.count()):
                    texts += [widget.tabText(i), widget.tabToolTip(i)]
            if isinstance(widget, QListWidget):
                texts += [widget.item(i).text() for i in range(widget.count())]
            if isinstance(widget, QGroupBox):
                texts.append(widget.title())
            if isinstance(widget, QMenu):
                texts += [a.text().replace("&", "") for a in widget.actions() if a.isVisible()]
            if isinstance(widget, QAbstractItemView) and not isinstance(widget, QListWidget):
                texts += _rows(widget.model())
    return [_plain(t) for t in texts if t]


def _rows(model: QAbstractItemModel | None) -> list[str]:
    """A list's rows as it paints them: headings ("Today"), names, and
    their tooltips (the first 200 rows: the rest are scrolled away)."""
    if model is None:
        return []
    out = []
    for row in range(min(model.rowCount(), 200)):
        index = model.index(row, 0)
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.data(index, role)
            if isinstance(value, str):
                out.append(value)
    return out


def english_left(code: str) -> list[str]:
    """The words on screen that are English where `code`'s catalogue says
    otherwise (a sentence the window made from a template included)."""
    if code == "en":
        return []
    whole, patterns = english_of(code)
    left = []
    for text in words_on_screen():
        if text in whole or (
            re.search("[A-Za-z]{3}", text) and any(p.fullmatch(text) for p in patterns)
        ):
            left.append(text)
    return sorted(set(left))
