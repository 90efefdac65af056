"""Math in answers (issue 14): typeset offline as pictures the document
draws itself, only once a formula is closed, code where the TeX is wrong,
and Copy gives the TeX back."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QImage, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.devserver import Reply
from desktop.devserver.script import demo_answer
from desktop.domain.messages import Status
from desktop.ui.design import LIGHT
from desktop.ui.transcript.markdown_render import MATH_SCHEME
from desktop.ui.transcript.math_typeset import TYPESET, shutdown_typesetter
from desktop.ui.transcript.rich_text import RichText
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter

STYLE = LIGHT.render_style
MATH = demo_answer("some math please")


@pytest.fixture(autouse=True)
def _typesetter_ends() -> Iterator[None]:
    """A view outside a window starts the typesetter; the window's close
    would end it, here the test does."""
    yield
    shutdown_typesetter()


def _formulas(view: RichText) -> list[str]:
    urls = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            image = fragment.charFormat().toImageFormat()
            if image.isValid() and image.name().startswith(MATH_SCHEME):
                urls.append(image.name())
            it += 1
        block = block.next()
    return urls


def _ink(image: QImage) -> int:
    return sum(
        1
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
        if image.pixelColor(x, y).alpha() > 128
    )


def test_inline_and_display_math_are_typeset_here(qapp: QApplication, qtbot: QtBot) -> None:
    view = RichText(lambda _url: None)
    view.resize(700, 400)
    view.set_markdown(MATH, STYLE)
    # Typeset on a worker: shown as TeX first, then drawn again with pictures.
    qtbot.waitUntil(lambda: len(_formulas(view)) == 6, timeout=10_000)
    formulas = _formulas(view)
    assert len(formulas) == 6  # four $…$, one $$…$$, one \\[…\\]
    for url in formulas:
        image = view.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(url))
        assert isinstance(image, QImage) and image.width() > 4 and _ink(image) > 3, url
    text = view.toPlainText()
    assert "$5 and $10" in text  # money is not math
    assert "\\int" not in text  # the TeX became pictures
    grab = view.grab().toImage()
    assert _ink(grab) > 100


def test_wrong_tex_shows_as_code_and_nothing_is_fetched(qapp: QApplication, qtbot: QtBot) -> None:
    view = RichText(lambda _url: None)
    view.set_markdown("Broken: $\\frac{$ and\n\n$$\n\\begin{oops}\n$$\n\nend", STYLE)
    wrong = [
        ("\\frac{", False, STYLE.text, STYLE.math_px),
        ("\\begin{oops}", True, STYLE.text, STYLE.math_px),
    ]
    qtbot.waitUntil(lambda: all(f in TYPESET for f in wrong), timeout=10_000)
    assert [TYPESET[f] for f in wrong] == [None, None]  # ziamath could not read them
    assert _formulas(view) == []
    assert "$\\frac{$" in view.toPlainText() and "$$\\begin{oops}$$" in view.toPlainText()
    blank = view.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(MATH_SCHEME + "not-a-formula")
    )
    assert isinstance(blank, QImage) and (blank.width(), blank.height()) == (1, 1)


def test_while_streaming_a_formula_appears_only_once_closed(
    qapp: QApplication, qtbot: QtBot
) -> None:
    view = RichText(lambda _url: None)
    view.stream_markdown("Let $x^", STYLE)
    assert _formulas(view) == [] and "$x^" in view.toPlainText()
    view.stream_markdown("Let $x^2$ be", STYLE)
    qtbot.waitUntil(lambda: len(_formulas(view)) == 1, timeout=10_000)
    view.stream_markdown("Let $x^2$ be\n\n$$\n\\sum_i", STYLE)
    assert len(_formulas(view)) == 1  # the display formula is not closed yet
    assert not any(f[0].startswith("\\sum") for f in TYPESET)  # nor sent to be typeset


def test_copy_gives_the_tex_source(harness: Harness) -> None:
    harness.server.script(Reply(text=MATH))
    window = harness.open()
    type_and_enter(harness, window, "math please")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    widget = window.transcript.widgets[-1]
    harness.wait(lambda: len(_formulas(widget.body)) == 6)
    click(harness, widget.buttons["copy"])
    copied = QGuiApplication.clipboard().text()
    assert copied == MATH and "$$\nI^2 = \\int_0^{2\\pi}" in copied


def test_math_is_typeset_in_its_own_process_and_survives_that_process_dying(
    qapp: QApplication, qtbot: QtBot
) -> None:
    from desktop.ui.transcript.math_typeset import MathTypesetter

    setter = MathTypesetter()
    ready: list[int] = []
    setter.ready.connect(lambda: ready.append(1))
    first = ("a^2+b^2=c^2", False, STYLE.text, 21.0)
    setter.request(first)
    qtbot.waitUntil(lambda: first in TYPESET and not setter.busy(), timeout=20_000)
    assert setter.in_process and TYPESET[first]
    qtbot.waitUntil(lambda: bool(ready), timeout=5_000)  # queued to the GUI thread
    process = setter._process
    assert process is not None
    pids = list(process._processes)  # type: ignore[attr-defined]
    assert pids and all(pid != os.getpid() for pid in pids)
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    second = ("e^{i\\pi}+1=0", False, STYLE.text, 21.0)
    qtbot.waitUntil(lambda: _broken(process), timeout=10_000)
    setter.request(second)
    qtbot.waitUntil(lambda: second in TYPESET and not setter.busy(), timeout=20_000)
    assert TYPESET[second] and not setter.in_process  # typeset here instead
    setter.shutdown()


def _broken(executor: object) -> bool:
    return bool(getattr(executor, "_broken", False))
