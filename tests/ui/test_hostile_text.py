"""Hostile text in every label, title, tooltip and dialog (issue 11, item 4).

A server error, an imported title, a model name or reasoning may contain
markup. Read as HTML, `<img src="/dev/zero">` aborted the process and
`file://` images showed local files. This fills every place that shows text
Verbatim did not write, then walks every label and tooltip of the live
window and its dialogs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from desktop.devserver import Fault, Reply
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness

HOSTILE = [
    '<img src="/dev/zero">',
    '<img src="file:///etc/hostname">',
    '<a href="javascript:alert(1)">click</a>',
    "<b>bold</b><script>x</script>&amp;",
]
MARKER = "<img"


def _type_and_send(h: Harness, window: MainWindow, text: str) -> None:
    window.composer.editor.setFocus()
    window.composer.editor.insertPlainText(text)
    h.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)


def _idle(window: MainWindow) -> bool:
    cid = window.conversation_id
    return cid is not None and not window.session.engine.is_running(cid)


def _walk(root: QWidget) -> list[str]:
    """Every label that would read markup as HTML, and every tooltip that
    carries raw markup."""
    bad = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if label.textFormat() != Qt.TextFormat.PlainText and ("<" in text or "&" in text):
            bad.append(f"label {label.objectName() or type(label.parent()).__name__}: {text[:60]}")
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if MARKER in tip or "<a href" in tip:
            bad.append(f"tooltip of {type(widget).__name__}: {tip[:60]}")
    return bad


def test_hostile_strings_show_as_text_everywhere(harness: Harness) -> None:
    title = HOSTILE[0] + " " + "long title " * 10_000  # 110,000 characters
    harness.server.script(
        Reply(text="answer with " + " ".join(HOSTILE), reasoning=" ".join(HOSTILE)),
        Reply(fault=Fault.HTTP_STATUS, status=500, error_message=" ".join(HOSTILE)),
    )
    harness.server.models.append(HOSTILE[0])  # a server whose model name is markup
    window = harness.open(model=HOSTILE[0])
    _type_and_send(harness, window, "first " + HOSTILE[1])
    harness.wait(lambda: _idle(window))
    widget = window.transcript.widgets[-1]
    harness.qtbot.mouseClick(widget.reasoning_toggle, Qt.MouseButton.LeftButton)
    assert widget.reasoning.toPlainText() == " ".join(HOSTILE)  # shown as itself
    _type_and_send(harness, window, "second")
    harness.wait(lambda: _idle(window) and window.transcript.widgets[-1].error.isVisible())
    assert HOSTILE[0] in window.transcript.widgets[-1].error.text()
    cid = window.conversation_id or ""
    window.side._on_rename(cid, title)
    harness.wait(lambda: window.title.full_text() == title)
    window.notifier.info("notice " + " ".join(HOSTILE))
    window.sidebar.search.setFocus()
    harness.qtbot.keyClicks(window.sidebar.search, "javascript")
    assert window.sidebar.search_model.rowCount() >= 1
    window.sidebar.search.clear()
    delete = window.sidebar.ask_delete(cid, title)
    rename = window.sidebar.ask_rename(cid, title)
    window.open_settings()
    window._on_about()
    QApplication.processEvents()

    problems = _walk(window)
    for top in QApplication.topLevelWidgets():
        if top.isVisible() and top is not window:
            problems += _walk(top)
    assert problems == [], problems
    # The widgets really hold the hostile text (so the walk looked at it).
    assert window.transcript.widgets[-1].role.text() == '<img src="/dev/zero">'
    assert window.banner.label.text().startswith("notice <img")
    assert title[:40] in delete.body.text()
    for box in (delete, rename):
        box.reject()
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QMessageBox | QWidget) and top.isVisible() and top is not window:
            top.close()


def test_a_name_that_reorders_itself_is_shown_as_it_really_is(harness: Harness) -> None:
    """Issue 24: a right-to-left override made "\u202eexe.txt" read as
    "txt.exe". Titles, file names and tool names show without such
    characters; what is stored keeps them."""
    from PySide6.QtGui import QPainter, QPixmap

    from desktop.domain.words import neutral
    from desktop.ui.documents.attachment_view import AttachmentTile
    from tests.ui.people import idle

    spoof = "\u202eexe.txt"
    window = harness.open()
    _type_and_send(harness, window, "hello")
    harness.wait(lambda: idle(window))
    cid = window.conversation_id or ""
    window.sidebar.renameRequested.emit(cid, "Invoice \u202egpj.exe")  # as the menu's Rename
    harness.wait(lambda: window.title.full_text() == "Invoice gpj.exe")
    assert window.repo.get_conversation(cid).title == "Invoice \u202egpj.exe"  # type: ignore[union-attr]
    # The sidebar paints its rows: what it draws is what it asks the font to elide.
    painted: list[str] = []
    real = QPainter.drawText

    def record(painter: QPainter, *args: object) -> None:
        painted.extend(a for a in args if isinstance(a, str))
        real(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = record  # type: ignore[method-assign,assignment]
    try:
        window.sidebar.list.viewport().render(QPixmap(400, 400))
    finally:
        QPainter.drawText = real  # type: ignore[method-assign]
    assert any("Invoice gpj.exe" in t for t in painted)
    assert not any("\u202e" in t for t in painted)
    from desktop.domain.messages import Attachment

    tile = AttachmentTile(Attachment(spoof, "text/plain", 4, "a", "a", "text/plain"), None)
    harness.qtbot.addWidget(tile)
    assert tile.text() == "exe.txt" and "\u202e" not in tile.toolTip()
    assert neutral("שלום \u200fworld\u2067x\u2069") == "שלום \u200fworldx"


_HOVER_CHILD = "VERBATIM_TEST_HOVER_CHILD"


@pytest.mark.heavy
def test_hovering_a_source_named_with_markup_shows_its_name_as_text(tmp_path: Path) -> None:
    """Issue 37, hole 1: a source's name from an import or a sync peer went
    into its page button's tooltip as rich text; hovering it opened
    `/dev/zero` and aborted the window (exit 134). The hover runs in a child
    process under a memory cap, so that an abort fails this test instead of
    ending the run, and reading `/dev/zero` cannot take the machine's memory."""
    import resource
    import subprocess
    import sys

    def cap() -> None:  # in the child, before it starts
        limit = 3 * 1024**3
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    child = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            f"{Path(__file__).parent / 'hover_child.py'}::test_hover_over_a_markup_named_source",
            "-q",
            "-p",
            "no:cacheprovider",
            "--basetemp",
            str(tmp_path / "child"),
        ],
        env={**os.environ, _HOVER_CHILD: "1"},
        preexec_fn=cap,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert child.returncode == 0, child.stdout[-2000:] + child.stderr[:1500]
    assert "1 passed" in child.stdout
