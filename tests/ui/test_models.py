"""Every item model passes pytest-qt's qtmodeltester, loaded and streaming."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.session.reader import Reader
from desktop.store.db import open_store
from desktop.ui.sidebar.conversation_model import ConversationModel, date_group, group_title
from desktop.ui.sidebar.sidebar_search import SearchModel
from desktop.ui.transcript.message_model import FIRST, PAGE, MessageModel
from tests.helpers import assistant, user


def test_conversation_model(qtmodeltester: ModelTester, tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    for i in range(250):  # more than one page, so fetchMore is exercised
        repo.create_conversation(title=f"conversation {i}")
    repo.set_pinned(repo.list_conversations()[-1].id, True)
    model = ConversationModel(Reader(repo))
    # Two headings (Pinned, Today) among the first page of 200 conversations.
    assert model.conversation_count() == 200 and model.rowCount() == 202
    assert model.canFetchMore(model.index(0).parent())
    model.fetchMore(model.index(0).parent())
    assert model.conversation_count() == 250 and model.rowCount() == 252
    qtmodeltester.check(model)
    assert model.headings() == ["Pinned", "Today"]
    # A heading cannot be chosen; a conversation dropped on it leaves its project.
    assert model.conversation_at(0) is None
    assert model.flags(model.index(0)) == Qt.ItemFlag.ItemIsDropEnabled
    pinned = model.conversation_at(1)
    assert pinned is not None and pinned.pinned and model.row_of(pinned.id) == 1
    qtmodeltester.check(model)
    repo.close()


def test_date_groups_follow_the_calendar_day() -> None:
    today = date(2026, 11, 23)

    def at(day: date, hour: int = 12) -> datetime:
        return datetime(day.year, day.month, day.day, hour).astimezone()

    cases = {
        at(today, 0): "today",
        at(today, 23): "today",
        at(today - timedelta(days=1), 23): "yesterday",
        at(today - timedelta(days=2)): "week",
        at(today - timedelta(days=7)): "week",
        at(today - timedelta(days=8)): "month",
        at(today - timedelta(days=30)): "month",
        at(today - timedelta(days=31)): "2026-10",
        at(date(2025, 1, 5)): "2025-01",
        at(today + timedelta(days=1)): "today",  # a clock set back: never lost
    }
    assert {when: date_group(when, today) for when in cases} == cases
    assert date_group(at(date(2020, 1, 1)), today, pinned=True) == "pinned"
    assert group_title("2025-01") == "January 2025" and group_title("week") == "Previous 7 days"


def test_message_model_loads_lazily_and_streams(
    qtmodeltester: ModelTester, qapp: QApplication, tmp_path: Path
) -> None:
    repo = open_store(tmp_path)
    cid = repo.create_conversation().id
    parent = None
    for i in range(PAGE * 2 + 5):
        made = (
            user(repo, cid, f"q{i}", parent)
            if i % 2 == 0
            else assistant(repo, cid, f"a{i}", parent)
        )
        parent = made.id
    repo.set_tip(cid, parent)
    model = MessageModel(Reader(repo))
    model.load(cid)
    assert model.rowCount() == FIRST  # only about a screen of the newest is read at first
    root = model.index(0).parent()
    while model.canFetchMore(root):
        model.fetchMore(root)
    assert model.rowCount() == PAGE * 2 + 5 and model.data(model.index(0)) == "q0"
    qtmodeltester.check(model)
    new_user = Message(
        id=new_id(), conversation_id=cid, role=Role.USER, content="new", parent_id=parent
    )
    answer = Message(
        id=new_id(),
        conversation_id=cid,
        role=Role.ASSISTANT,
        content="",
        parent_id=new_user.id,
        status=Status.STREAMING,
    )
    model.turn_started(cid, new_user, answer)
    for piece in ["Hel", "lo"]:
        model.turn_delta(cid, answer.id, piece, "")
    assert model.message_at(model.rowCount() - 1).content == "Hello"
    done = Message(
        id=answer.id,
        conversation_id=cid,
        role=Role.ASSISTANT,
        content="Hello",
        parent_id=new_user.id,
        status=Status.COMPLETE,
    )
    model.turn_finished(cid, done)
    assert model.message_at(model.rowCount() - 1).status is Status.COMPLETE
    qtmodeltester.check(model)
    repo.close()


def test_search_model(qtmodeltester: ModelTester, tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid = repo.create_conversation(title="Fruit").id
    user(repo, cid, "apples and pears")
    model = SearchModel()
    model.set_hits(repo.search("apple"))
    qtmodeltester.check(model)
    assert model.rowCount() == 1 and "apples" in model.data(model.index(0))
    repo.close()
