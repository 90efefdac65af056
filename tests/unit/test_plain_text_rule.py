"""The lint rule that keeps outside text plain in the window (issue 37):
desktop/ui passes it today, and a planted bypass of each kind is caught."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.plain_text_rule import check_source, check_tree

UI = Path(__file__).parents[2] / "desktop" / "ui"


def test_the_window_s_code_keeps_outside_text_plain() -> None:
    assert list(check_tree(UI)) == []


PLANTED = {
    # The shape of issue 37's hole 1: a name from outside in a tooltip.
    "tooltip": """
def show(button, source):
    button.setToolTip(tr("Open {name} at page 1").format(name=source.name))
""",
    "label made": """
def show(title):
    return QLabel(title)
""",
    "label set": """
def show(title):
    label = QLabel()
    label.setText(title)
""",
    "message box": """
def ask(self, title):
    QMessageBox.warning(self, tr("Delete"), tr("Delete {t}?").format(t=title))
""",
    "html": """
def show(view, answer):
    view.setHtml(answer.content)
""",
    "waiver without a reason": """
def show(button, source):
    button.setToolTip(source.name)  # plain-text:
""",
}


@pytest.mark.parametrize("kind", PLANTED)
def test_a_planted_bypass_is_caught(kind: str) -> None:
    (finding,) = check_source(PLANTED[kind], "planted.py")
    assert finding.startswith("planted.py:")


def test_what_is_provably_plain_passes() -> None:
    source = """
class Row(QLabel):
    def __init__(self, title):
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(title)


def show(button, source, count: int, title):
    button.setToolTip(safe_tooltip(tr("Open {name}").format(name=source.name)))
    button.setToolTip(tr("{n} pages").format(n=count))
    plain_label(title).setText(title)
    edit = QLineEdit()
    edit.setText(title)
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Delete"), tr("Delete {t}?").format(t=title))
    box.setTextFormat(Qt.TextFormat.PlainText)
    button.setToolTip(source.name)  # plain-text: the name was escaped where it was made
"""
    assert check_source(source) == []
