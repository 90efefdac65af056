"""The window's door for stores written by earlier releases (issue 23):
started on the data folder an old release left (a crash's included), it
lists every conversation and shows each one's branch exactly as the old
release's own export recorded it, a crash's answer marked Stopped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.domain.messages import Status
from tests.old_stores import OLD_STORES, RECOVERED, copy_store, old_export
from tests.ui.conftest import Harness


@pytest.mark.parametrize("name", OLD_STORES)
def test_the_window_opens_an_old_store_and_shows_every_conversation(
    harness: Harness, name: str
) -> None:
    copy_store(name, harness.data)
    old = old_export(name)
    window = harness.open()
    sidebar = window.sidebar
    # A conversation in a project (format 9) is listed under its project's
    # row: the person opens each project's row first, as they would.
    model = sidebar.model
    projects = [p.id for r in range(model.rowCount()) if (p := model.project_at(r)) is not None]
    for project_id in projects:
        if project_id in model.expanded:
            continue
        rect = sidebar.list.visualRect(model.index(model.row_of_project(project_id)))
        harness.qtbot.mouseClick(
            sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        harness.wait(lambda p=project_id: p in model.expanded)  # type: ignore[misc]
    listed = {
        c.id: c.title
        for r in range(sidebar.model.rowCount())
        if (c := sidebar.model.conversation_at(r)) is not None
    }
    assert listed == {c["id"]: c["title"] for c in old["conversations"]}
    for conversation in old["conversations"]:
        index = sidebar.model.index(sidebar.model.row_of(conversation["id"]))
        sidebar.list.scrollTo(index)
        rect = sidebar.list.visualRect(index)
        harness.qtbot.mouseClick(
            sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        branch = conversation["branch"]
        wanted = (conversation["id"], len(branch))
        harness.wait(
            lambda w=wanted: (window.conversation_id, window.model.rowCount()) == w  # type: ignore[misc]
        )
        by_id = {m["id"]: m for m in conversation["messages"]}
        for row, message_id in enumerate(branch):
            shown = window.model.message_at(row)
            stored = by_id[message_id]
            assert shown.id == message_id
            assert shown.content == stored["content"]
            assert shown.status.value == RECOVERED.get(stored["status"], stored["status"])
        widgets = window.transcript.widgets
        for widget in widgets:
            if widget.message.status is Status.INTERRUPTED:
                assert widget.badge.isVisibleTo(widget) and "Stopped" in widget.badge.text()
