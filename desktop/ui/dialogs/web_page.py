"""Settings → Web search (issue 41): where a question goes when the globe
by the message box is on — none at first; a SearXNG instance at the
address the person names, Brave Search with their key (kept in the
keyring on Save, never in a file), or DuckDuckGo without a key — and
whether new questions search by default."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.web import SearchKind
from desktop.session.settings import Settings
from desktop.session.web_search import keep_search_key
from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import describe, plain_label


class WebSearchPage(QWidget):
    """Settings → Web search: the provider, its address or key, and the
    default for new questions."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings  # the dialog's copy
        col = QVBoxLayout(self)
        col.addWidget(
            plain_label(
                tr(
                    "With the globe by the message box on, Verbatim sends your question to "
                    "the search provider chosen here, fetches the pages it finds and gives "
                    "the model their most relevant passages, numbered, so the answer can "
                    "cite them."
                ),
                "Meta",
                wrap=True,
            )
        )
        self.off = QRadioButton(tr("No web search"))
        self.searxng = QRadioButton(tr("A SearXNG instance (on this computer or your network)"))
        self.brave = QRadioButton(tr("Brave Search (needs an API key)"))
        self.duckduckgo = QRadioButton(tr("DuckDuckGo (no key)"))
        self.choices = {
            "": self.off,
            SearchKind.SEARXNG.value: self.searxng,
            SearchKind.BRAVE.value: self.brave,
            SearchKind.DUCKDUCKGO.value: self.duckduckgo,
        }
        group = QButtonGroup(self)
        for button in self.choices.values():
            group.addButton(button)
            col.addWidget(button)
        form = QFormLayout()
        self.address = QLineEdit(settings.web_searxng)
        self.address.setPlaceholderText("http://localhost:8888")
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(tr("kept in the system keyring, never in a file"))
        for label, widget in [(tr("SearXNG address"), self.address), (tr("API key"), self.key)]:
            form.addRow(label, widget)
            describe(widget, label)
        self.form = form
        col.addLayout(form)
        self.default = QCheckBox(tr("Search the web for new questions"))
        self.default.setChecked(settings.web_default)
        describe(
            self.default,
            tr("Search the web for new questions"),
            tr("The globe starts on for each question; it can still be turned off for one."),
        )
        col.addWidget(self.default)
        self.result = plain_label("", "ErrorText", wrap=True)
        col.addWidget(self.result)
        col.addStretch(1)
        self.choices.get(settings.web_search, self.off).setChecked(True)
        group.buttonToggled.connect(lambda *_: self._show_fields())
        self._show_fields()

    def chosen(self) -> str:
        return next((kind for kind, b in self.choices.items() if b.isChecked()), "")

    def _show_fields(self) -> None:
        """Only the field that applies: SearXNG's address, Brave's key."""
        kind = self.chosen()
        self.form.setRowVisible(self.address, kind == SearchKind.SEARXNG.value)
        self.form.setRowVisible(self.key, kind == SearchKind.BRAVE.value)
        self.default.setEnabled(bool(kind))

    def apply(self) -> str | None:
        """On Save: the choice into the settings, a key typed into the
        keyring. A sentence where something cannot be used (nothing is
        dropped silently)."""
        kind = self.chosen()
        address = self.address.text().strip()
        if kind == SearchKind.SEARXNG.value and not address.startswith(("http://", "https://")):
            return tr("The SearXNG address must start with http:// or https://.")
        if kind == SearchKind.BRAVE.value and self.key.text():
            refused = keep_search_key(SearchKind.BRAVE, self.key.text())
            if refused:
                return translated(refused)
        self.settings.web_search = kind
        self.settings.web_searxng = address
        self.settings.web_default = self.default.isChecked() and bool(kind)
        return None
