"""Model output is never HTML, never fetches anything, links only when safe."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from desktop.domain.messages import Message, Role, Status
from desktop.ui.theme import DARK, LIGHT
from desktop.ui.transcript.markdown_render import code_blocks, render_markdown
from desktop.ui.transcript.message_view import MessageWidget, open_link
from tests.ui.conftest import Harness

STYLE = LIGHT.render_style


def test_raw_html_is_shown_as_text() -> None:
    out = render_markdown('<script>alert(1)</script> <b>bold?</b> <img src="x.png">', STYLE)
    assert "<script>" not in out and "<b>bold?</b>" not in out and "<img" not in out
    assert "&lt;script&gt;" in out and "&lt;img" in out


def test_images_are_links_never_loaded() -> None:
    out = render_markdown(
        "![pixel](https://tracker.example/p.gif) ![local](file:///etc/passwd)", STYLE
    )
    assert "<img" not in out
    assert '<a href="https://tracker.example/p.gif">[image: pixel]</a>' in out
    assert 'href="file:' not in out and 'src="file:' not in out  # shown as inert text


@pytest.mark.parametrize(
    ("markdown", "clickable"),
    [
        ("[site](https://example.org)", True),
        ("[plain](http://example.org)", True),
        ("[mail](mailto:a@example.org)", True),
        ("[bad](javascript:alert(1))", False),
        ("[file](file:///etc/passwd)", False),
        ("[data](data:text/html,hi)", False),
    ],
)
def test_only_http_https_mailto_links_are_clickable(markdown: str, clickable: bool) -> None:
    out = render_markdown(markdown, STYLE)
    assert ("<a href=" in out) is clickable


def test_code_is_highlighted_with_a_copy_link_and_tables_render() -> None:
    text = "```python\ndef f():\n    return 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    out = render_markdown(text, STYLE)
    assert "verbatim-copy:0" in out and 'style="color:' in out and "<table" in out
    assert code_blocks(text) == ["def f():\n    return 1\n"]


def test_an_unclosed_fence_while_streaming_still_renders() -> None:
    out = render_markdown("Here:\n```python\nprint('half", STYLE)
    assert "print" in out and "Copy" in out


def test_copy_link_copies_exactly_the_code_block(qapp: QGuiApplication) -> None:
    text = "one\n```bash\nls -la\n```\n```\nsecond\n```"
    assert open_link("verbatim-copy:1", text)
    assert QGuiApplication.clipboard().text() == "second\n"
    assert not open_link("file:///etc/passwd", text)
    assert not open_link("javascript:alert(1)", text)


def test_message_widget_renders_in_both_themes(qtbot: QtBot) -> None:
    message = Message(
        id="m",
        conversation_id="c",
        role=Role.ASSISTANT,
        content="**hi**",
        status=Status.INTERRUPTED,
        reasoning="because",
    )
    for palette in (LIGHT, DARK):
        widget = MessageWidget(message, palette, (2, 3))
        qtbot.addWidget(widget)
        assert widget.badge.text() == "Stopped"
        assert widget.buttons["versions"].text() == "2/3"
        assert "<strong>hi</strong>" in widget.body.source_html
        assert widget.reasoning_toggle.text().endswith("Show reasoning")


def test_the_text_view_never_loads_images_even_if_given_one(qtbot: QtBot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    from desktop.ui.transcript.rich_text import RichText

    picture = tmp_path / "secret.png"
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(0xFF0000)
    image.save(str(picture))
    view = RichText(lambda url: None)
    qtbot.addWidget(view)
    url = QUrl.fromLocalFile(str(picture))
    view.setHtml(f'<p>before <img src="{url.toString()}"> after</p>')
    view.resize(300, 100)
    view.grab()  # layout and paint: the moment an image would be loaded
    loaded = view.document().resource(QTextDocument.ResourceType.ImageResource.value, url)
    assert loaded is not None and loaded.size().width() == 1  # the blank, never the file


def test_rows_far_outside_the_viewport_give_back_their_documents(harness: Harness) -> None:
    """Issue 11: each loaded row kept its rendered document forever."""
    from PySide6.QtCore import QModelIndex

    from desktop.store.db import open_store
    from tests.helpers import assistant, user

    repo = open_store(harness.data)
    cid = repo.create_conversation(provider="OpenAI-compatible", model="verbatim-demo").id
    parent = None
    for i in range(60):
        q = user(repo, cid, f"question {i}", parent)
        parent = assistant(repo, cid, f"answer {i} " + "words " * 80, q.id).id
    repo.set_tip(cid, parent)
    repo.close()
    window = harness.open()
    window.open_conversation(cid)
    while window.model.canFetchMore(QModelIndex()):
        window.model.fetchMore(QModelIndex())
    bar = window.transcript.verticalScrollBar()
    harness.wait(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    harness.wait(lambda: window.transcript.widgets[0].body.released)
    first = window.transcript.widgets[0]
    height = first.height()
    assert first.body.document().isEmpty() and first.height() == height
    assert not window.transcript.widgets[-1].body.released
    bar.setValue(0)
    harness.wait(lambda: not first.body.released)
    assert "question 0" in first.body.toPlainText()
