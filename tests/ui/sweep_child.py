"""Run alone, in a child process under a memory cap, by
tests/ui/test_markup_sweep.py (issue 37: close the class). Not collected by
the suite itself (no test_ prefix): an abort here (Qt reading
`<img src="/dev/zero">` as a picture) must fail the parent test, not end
the run.

A window filled with markup-named data from outside: a project, a
conversation title, message text, an answer's source, an attachment's
file name, a model's name, a tool call's arguments, an import file's
name. Then every widget of the window and of each dialog is read, hovered
(its tooltip shown as Qt shows it) and, for menus and lists, opened; what
is shown must be the outside name as plain text."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QAction, QHelpEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QToolButton,
    QToolTip,
    QWidget,
)
from shiboken6 import isValid

from desktop.cli import main as cli
from desktop.devserver import Reply, ScriptedCall
from desktop.domain.messages import Attachment, Message, Role, Source
from tests.tooling import TEST_SERVER
from tests.ui.conftest import Harness
from tests.ui.people import idle, open_sheet

NAME = '<img src="/dev/zero"><b>x</b>&amp;<a href="http://x">y</a>\u202e'
# What Qt makes of NAME when it reads it as HTML: a picture or a link.
INTERPRETED = ('<img src="/dev/zero"', 'href="http://x"')


def _as_html(text: str) -> str:
    document = QTextDocument()
    document.setHtml(text)
    return document.toHtml()


def _interpreted(text: str, rich: bool) -> bool:
    """Whether `text`, shown as rich text when `rich`, becomes markup."""
    if not rich or ("/dev/zero" not in text and "http://x" not in text):
        return False
    html = _as_html(text)
    return any(mark in html for mark in INTERPRETED)


@dataclass
class Sweep:
    harness: Harness
    widgets: int = 0
    tooltips: int = 0
    popups: int = 0
    dialogs: list[str] = field(default_factory=list)
    outside_seen: int = 0  # texts that held the outside name, shown as itself
    problems: list[str] = field(default_factory=list)

    def walk(self, top: QWidget, name: str) -> None:
        self.dialogs.append(name)
        QApplication.processEvents()
        for widget in [top, *top.findChildren(QWidget)]:
            if not isValid(widget):
                continue  # gone while the walk hovered another (a list rebuilt)
            self.widgets += 1
            self._read(widget, name)
            if widget.isVisible() and widget.toolTip():
                self._hover(widget, name)
            if isinstance(widget, QComboBox) and widget.isVisible() and widget.count():
                self._open_combo(widget, name)
            if isinstance(widget, QToolButton) and widget.menu() is not None:
                self._read_menu(widget.menu(), name)
            for action in widget.actions():
                self._read_action(action, name)
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                self._read_items(widget, name)

    def _where(self, widget: QWidget, name: str) -> str:
        return f"{name}: {type(widget).__name__} {widget.objectName()!r}"

    def _note(self, text: str) -> None:
        if "dev/zero" in text:
            self.outside_seen += 1

    def _read(self, widget: QWidget, name: str) -> None:
        texts: list[tuple[str, bool]] = []
        if isinstance(widget, QLabel):
            shown = widget.text()
            rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(shown)
            )
            texts.append((shown, rich))
        elif isinstance(widget, QAbstractButton | QLineEdit):
            texts.append((widget.text(), False))  # Qt draws these as plain text
        elif isinstance(widget, QTextEdit):
            html = widget.document().toHtml()
            if any(mark in html for mark in INTERPRETED):
                self.problems.append(f"{self._where(widget, name)} holds markup as HTML")
            texts.append((widget.toPlainText(), False))
        elif isinstance(widget, QPlainTextEdit):
            texts.append((widget.toPlainText(), False))
        texts.append((widget.windowTitle(), False))
        for text, rich in texts:
            self._note(text)
            if _interpreted(text, rich):
                self.problems.append(f"{self._where(widget, name)} reads {text[:60]!r} as HTML")

    def _hover(self, widget: QWidget, name: str) -> None:
        tip = widget.toolTip()
        self._note(tip)
        if _interpreted(tip, GuiQt.mightBeRichText(tip)):
            # Not hovered: Qt would open /dev/zero. The problem is the finding.
            self.problems.append(f"{self._where(widget, name)}: tooltip {tip[:60]!r} is HTML")
            return
        centre = widget.rect().center()
        QApplication.sendEvent(
            widget, QHelpEvent(QEvent.Type.ToolTip, centre, widget.mapToGlobal(centre))
        )
        QApplication.processEvents()
        if QToolTip.isVisible():
            self.tooltips += 1
            QToolTip.hideText()

    def _open_combo(self, combo: QComboBox, name: str) -> None:
        combo.showPopup()
        QApplication.processEvents()
        self.popups += 1
        for row in range(combo.count()):
            self._note(combo.itemText(row))  # a combo draws its items as plain text
            tip = combo.itemData(row, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and _interpreted(tip, GuiQt.mightBeRichText(tip)):
                self.problems.append(f"{self._where(combo, name)} item tooltip is HTML")
        combo.hidePopup()

    def _read_items(self, view: QAbstractItemView, name: str) -> None:
        """A list's rows: their text is drawn plain, their tooltips are not."""
        model = view.model()
        for row in range(min(model.rowCount(), 200)):
            index = model.index(row, 0, view.rootIndex())
            self._note(str(model.data(index, Qt.ItemDataRole.DisplayRole) or ""))
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and tip:
                self._note(tip)
                self.tooltips += 1
                if _interpreted(tip, GuiQt.mightBeRichText(tip)):
                    self.problems.append(f"{self._where(view, name)} row {row}: tooltip is HTML")

    def _read_action(self, action: QAction, name: str) -> None:
        self._note(action.text())
        tip = action.toolTip()
        if _interpreted(tip, GuiQt.mightBeRichText(tip)):
            self.problems.append(f"{name}: action {action.text()[:40]!r} tooltip is HTML")

    def _read_menu(self, menu: QMenu, name: str) -> None:
        menu.popup(QPoint(10, 10))
        self.harness.wait(menu.isVisible)
        self.popups += 1
        for action in menu.actions():
            self._read_action(action, name)
        menu.close()


def _fill(h: Harness, work: Path) -> tuple[str, str]:
    """A store holding NAME everywhere a name from outside can be: returns
    the conversation's and the project's ids."""
    from desktop.store.db import open_store

    repo = open_store(h.data)
    project = repo.project_store.create_project(NAME, instructions=NAME)
    cid = repo.create_conversation(title=NAME, model=NAME, project_id=project.id).id
    data = NAME.encode()
    sha = hashlib.sha256(data).hexdigest()
    attached = Attachment(NAME + ".txt", "text/plain", len(data), sha, sha, "text/plain")
    asked = repo.add_message(
        Message("q1", cid, Role.USER, "Look: " + NAME, attachments=(attached,)), {sha: data}
    )
    source = Source(NAME + ".pdf", "0" * 64, 1, "A passage: " + NAME)
    answer = repo.add_message(
        Message(
            "a1",
            cid,
            Role.ASSISTANT,
            NAME,
            asked.id,
            sources=(source,),
            model=NAME,
            reasoning=NAME,
        )
    )
    repo.set_tip(cid, answer.id)
    repo.close()
    # An import file named with markup, from another computer, for the preview.
    elsewhere = open_store(work / "elsewhere")
    other = elsewhere.create_conversation(title="from elsewhere " + NAME).id
    elsewhere.add_message(Message("e1", other, Role.USER, NAME))
    from desktop.store.exchange.transfer import export_json

    exported = export_json(elsewhere)
    elsewhere.close()
    file = work / (NAME.replace("/", "∕") + ".json")
    file.write_text(json.dumps(exported), encoding="utf-8")
    return cid, project.id


def _dialogs(window: QWidget) -> Iterator[QWidget]:
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and top is not window and not isinstance(top, QMenu):
            yield top


def _sweep_each(sweep: Sweep, window: QWidget, name: str, open_it: Callable[[], object]) -> None:
    """Open a dialog as the window would, walk it, close it."""
    before = set(map(id, _dialogs(window)))
    open_it()
    sweep.harness.wait(lambda: any(id(d) not in before for d in _dialogs(window)))
    for dialog in [d for d in _dialogs(window) if id(d) not in before]:
        sweep.walk(dialog, f"{name} ({type(dialog).__name__})")
        dialog.close()
    QApplication.processEvents()


def test_sweep_every_widget_of_a_markup_filled_window(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another app's model, whose path holds markup: the library lists it
    # with its path in a tooltip.
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    found = tmp_path / "home" / ".lmstudio" / "models" / '<img src="' / "dev"
    found.mkdir(parents=True)
    (found / 'zero">x.gguf').write_bytes(b"GGUF")
    cid, pid = _fill(harness, tmp_path)
    launch = [sys.executable, str(TEST_SERVER)]  # a tool server, for the tool's question
    assert cli(["mcp", "add", "--data-dir", str(harness.data), "t", "--", *launch]) == 0
    harness.server.models.append(NAME)  # a server whose model is named with markup
    window = harness.open(model=NAME)
    window.open_conversation(cid)
    harness.wait(lambda: len(window.transcript.widgets) == 2)
    sweep = Sweep(harness)
    sweep.walk(window, "window")
    # A tool's question, its arguments the model's (outside) words.
    harness.server.script(
        Reply(text=NAME, tool_calls=(ScriptedCall("t__echo", {"text": NAME}),)),
        Reply(text="Done " + NAME),
    )
    # Pasted, as a person would bring such a name (QTest cannot type U+202E).
    window.composer.editor.setFocus()
    window.composer.editor.insertPlainText("use it " + NAME)
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)
    harness.wait(window.approval_bar.isVisible)
    sweep.walk(window, "tool question")
    window.approval_bar.deny.click()
    harness.wait(lambda: idle(window))
    sweep.walk(window, "after the answer")
    sidebar = window.sidebar
    _sweep_each(sweep, window, "settings", window.open_settings)
    _sweep_each(sweep, window, "about", window._on_about)
    _sweep_each(sweep, window, "model library", window.open_local_models)
    _sweep_each(sweep, window, "conversation setup", lambda: open_sheet(harness, window))
    _sweep_each(sweep, window, "project", lambda: window.side.edit_project(pid))
    _sweep_each(sweep, window, "new project", lambda: window.side.edit_project(None))
    _sweep_each(sweep, window, "rename", lambda: sidebar.ask_rename(cid, NAME))
    _sweep_each(sweep, window, "delete", lambda: sidebar.ask_delete(cid, NAME))
    (exported,) = tmp_path.glob("*.json")
    _sweep_each(
        sweep,
        window,
        "import preview",
        lambda: window.tasks.spawn(window.data.preview_import(exported)),
    )
    print(
        f"SWEEP widgets={sweep.widgets} tooltips={sweep.tooltips} popups={sweep.popups} "
        f"dialogs={len(sweep.dialogs)} outside_texts={sweep.outside_seen} "
        f"problems={len(sweep.problems)}",
        file=sys.stderr,
    )
    print("SWEEP dialogs: " + "; ".join(sweep.dialogs), file=sys.stderr)
    assert sweep.problems == []
    assert sweep.outside_seen > 20  # the walk really met the outside name
