"""Export… and Import… from the window, by hand (issue 15): the sidebar's
buttons and the row menu, the file dialog, the import preview with what is
already here, and the conversations arriving in the sidebar."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from desktop.domain.messages import Status
from desktop.store.exchange.foreign import import_file
from desktop.ui.dialogs.backups_page import BackupsPage
from tests.exports import ChatGPTTree, branching_chatgpt, chatgpt_zip, linear_chatgpt
from tests.helpers import of_type
from tests.ui.conftest import Harness
from tests.ui.people import (
    choose_from_row_menu,
    click,
    idle,
    last,
    open_settings_by_click,
    type_and_enter,
)


def _dialog(window) -> QFileDialog:  # type: ignore[no-untyped-def]
    dialog = window.data_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    return dialog


def test_import_a_chatgpt_export_with_its_preview_then_again(
    harness: Harness, tmp_path: Path
) -> None:
    window = harness.open()
    path = chatgpt_zip(tmp_path / "chatgpt-export.zip", [branching_chatgpt().export()])
    click(harness, window.sidebar.import_button)
    dialog = _dialog(window)
    dialog.fileSelected.emit(str(path))  # what choosing the file and Open does
    dialog.reject()
    harness.wait(lambda: window.import_preview is not None and window.import_preview.isVisible())
    preview = window.import_preview
    assert preview is not None
    words = preview.body.text()
    assert "chatgpt-export.zip is a ChatGPT export with 1 conversation and 11 messages" in words
    assert "Verbatim will add 1 conversation and 11 messages" in words
    assert window.repo.count_messages() == 0  # nothing yet: only a preview
    click(harness, preview.action)
    harness.wait(lambda: window.repo.count_messages() == 11)
    harness.wait(lambda: window.sidebar.model.conversation_count() == 1)
    assert window.toast.text() == "Imported 1 conversation, 11 messages"

    # The same file again: nothing to add, said so, no question asked.
    window.import_preview = None
    click(harness, window.sidebar.import_button)
    dialog = _dialog(window)
    dialog.fileSelected.emit(str(path))
    dialog.reject()
    harness.wait(lambda: any("already here" in h for h in window.notifier.history))
    assert window.import_preview is None and window.repo.count_messages() == 11


def test_cancelling_the_preview_imports_nothing(harness: Harness, tmp_path: Path) -> None:
    window = harness.open()
    path = chatgpt_zip(tmp_path / "export.zip", [branching_chatgpt().export()])
    click(harness, window.sidebar.import_button)
    _dialog(window).fileSelected.emit(str(path))
    harness.wait(lambda: window.import_preview is not None and window.import_preview.isVisible())
    assert window.import_preview is not None
    click(harness, window.import_preview.cancel)
    harness.qtbot.waitUntil(lambda: not window.import_preview.isVisible())
    assert window.repo.count_messages() == 0


def test_a_broken_file_is_refused_in_words(harness: Harness, tmp_path: Path) -> None:
    window = harness.open()
    bad = tmp_path / "conversations.json"
    bad.write_text('[{"mapping": {"a": {"parent": "missing"}}, "id": "x", "title": "Bad"}]')
    click(harness, window.sidebar.import_button)
    _dialog(window).fileSelected.emit(str(bad))
    harness.wait(lambda: any("cannot be imported" in h for h in window.notifier.history))
    assert window.repo.count_messages() == 0


def test_a_hostile_file_is_refused_in_words_by_the_preview(
    harness: Harness, tmp_path: Path
) -> None:
    """A ChatGPT list with a value nested 200,000 deep (400 KB; it took
    23 GB before issue 24): the preview says why, and nothing is added.
    Its memory is measured in e2e/test_hostile_files.py, in a capped child."""
    window = harness.open()
    hostile = tmp_path / "conversations.json"
    tree = ChatGPTTree("deep", "Deep")
    tree.add("q", "root", "user", ["hello"])
    deep = "[" * 200_000 + "]" * 200_000
    hostile.write_text(json.dumps([tree.export()])[:-2] + ', "extra": ' + deep + "}]")
    click(harness, window.sidebar.import_button)
    _dialog(window).fileSelected.emit(str(hostile))
    harness.wait(lambda: any("nests deeper than 64 levels" in h for h in window.notifier.history))
    assert window.import_preview is None and window.repo.count_messages() == 0


def test_export_one_conversation_from_its_menu_and_all_as_json(
    harness: Harness, tmp_path: Path
) -> None:
    window = harness.open()
    type_and_enter(harness, window, "A question to keep")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    cid = window.conversation_id or ""
    choose_from_row_menu(harness, window, cid, "Export…")
    dialog = _dialog(window)
    target = tmp_path / "one.md"
    dialog.fileSelected.emit(str(target))
    dialog.reject()
    harness.wait(target.exists)
    text = target.read_text(encoding="utf-8")
    assert "A question to keep" in text and "**You** · " in text
    harness.wait(
        lambda: window.notifier.banner.label.text() == f"Exported 1 conversation to {target}"
    )

    click(harness, window.sidebar.export_button)
    dialog = _dialog(window)
    json_filter = next(f for f in dialog.nameFilters() if "JSON" in f)
    dialog.selectNameFilter(json_filter)
    everything = tmp_path / "all.json"
    dialog.fileSelected.emit(str(everything))
    dialog.reject()
    harness.wait(everything.exists)
    data = json.loads(everything.read_text(encoding="utf-8"))
    assert data["format"] == "verbatim-export" and len(data["conversations"]) == 1
    assert not (tmp_path / "all.json.part").exists()


def test_back_up_now_then_restore_at_the_next_start(harness: Harness) -> None:
    window = harness.open()
    type_and_enter(harness, window, "Words from before")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    page = of_type(dialog.tabs.currentWidget(), BackupsPage)
    click(harness, page.backup_now)
    harness.wait(lambda: len(page.shown) == 1)
    assert "daily" in page.list.item(0).text()
    # Said where the person is looking, with where the copy is.
    assert page.done.isVisible() and page.done.text() == f"Backed up to {page.shown[0].path}"
    dialog.reject()

    type_and_enter(harness, window, "Words from after")  # not in the backup
    harness.wait(lambda: window.repo.count_messages() == 4 and idle(window))

    dialog = open_settings_by_click(harness, window)
    harness.qtbot.mouseClick(
        bar := dialog.tabs.tabBar(), Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center()
    )
    page = of_type(dialog.tabs.currentWidget(), BackupsPage)
    click(harness, page.restore)
    question = page.question
    assert question is not None and question.isVisible()
    click(harness, question.action)
    harness.wait(lambda: any("open it again" in h for h in window.notifier.history))
    dialog.reject()
    harness.close(window)

    again = harness.open()
    users = [
        m.content
        for c in again.repo.list_conversations()
        for m in again.repo.messages(c.id)
        if m.role.value == "user"
    ]
    assert users == ["Words from before"]
    assert any("Restored the backup" in h for h in again.notifier.history)


def test_a_long_import_shows_progress_and_cancel_keeps_nothing(
    harness: Harness, tmp_path: Path
) -> None:
    conversations = [
        linear_chatgpt(f"many-{c}", f"Conversation {c}", 40, "words " * 30) for c in range(400)
    ]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(conversations))
    window = harness.open()
    click(harness, window.sidebar.import_button)
    _dialog(window).fileSelected.emit(str(path))
    harness.wait(lambda: window.import_preview is not None and window.import_preview.isVisible())
    assert window.import_preview is not None
    click(harness, window.import_preview.action)
    harness.wait(
        lambda: window.import_progress is not None and window.import_progress.done_count > 0
    )
    sheet = window.import_progress
    assert sheet is not None and "of 400 conversations" in sheet.label.text()
    click(harness, sheet.cancel_button)
    harness.wait(lambda: not sheet.isVisible(), timeout=30_000)
    assert any("cancelled. Nothing was added" in h for h in window.notifier.history)
    assert window.repo.count_messages() == 0 and window.repo.count_conversations() == 0


def test_a_long_export_shows_progress_and_cancel_writes_no_file(
    harness: Harness, tmp_path: Path
) -> None:
    conversations = [
        linear_chatgpt(f"x-{c}", f"Conversation {c}", 10, "words " * 20) for c in range(800)
    ]
    source = tmp_path / "conversations.json"
    source.write_text(json.dumps(conversations))
    window = harness.open()
    seeding = asyncio.ensure_future(window.session.store.run(lambda r: import_file(r, source)))
    harness.wait(seeding.done, timeout=120_000)  # 8,000 messages: slow on a busy machine
    assert seeding.result().new_conversations == 800
    click(harness, window.sidebar.export_button)
    dialog = _dialog(window)
    dialog.selectNameFilter(next(f for f in dialog.nameFilters() if "JSON" in f))
    target = tmp_path / "all.json"
    dialog.fileSelected.emit(str(target))
    dialog.reject()

    def started() -> bool:
        return window.export_progress is not None and window.export_progress.done_count > 0

    harness.wait(started)
    sheet = window.export_progress
    assert sheet is not None and "of 800 conversations" in sheet.label.text()
    click(harness, sheet.cancel_button)
    harness.wait(lambda: any("export was cancelled" in h for h in window.notifier.history))
    assert not target.exists() and not (tmp_path / "all.json.part").exists()
