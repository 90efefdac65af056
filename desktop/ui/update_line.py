"""The update notice (issue 42): one quiet line under the header, "Verbatim
0.12.0 is out: What's new", shown only when the session offers a release.

"What's new" opens the release's page in the person's browser (http or
https only; the session checked the address, and it is checked again here,
where it is opened). ✕ closes the line for that release for good. Nothing
is downloaded or installed here.

Signals:
    dismissed(str)   the person closed the notice of this version
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton

from desktop.domain.releases import Release
from desktop.session.updates import Updates
from desktop.ui.design import Space
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label, safe_tooltip


class UpdateLine(QFrame):
    """A line saying a newer release is out, with a link to what is new in
    it and a button that closes it for that release."""

    dismissed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("UpdateLine")
        row = QHBoxLayout(self)
        row.setContentsMargins(Space.l, Space.xs, Space.s, Space.xs)
        row.setSpacing(Space.s)
        self.label = plain_label("", "Meta")
        self.whats_new = QToolButton()
        self.whats_new.setText(tr("What's new"))
        self.whats_new.clicked.connect(self._open)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        describe(self.close_button, tr("Dismiss this message"))
        self.close_button.clicked.connect(self._dismiss)
        row.addWidget(self.label)
        row.addWidget(self.whats_new)
        row.addStretch(1)
        row.addWidget(self.close_button)
        self.release: Release | None = None
        self.opened: list[str] = []  # the pages opened from here (the log view, tests)
        self.hide()

    def look(
        self,
        updates: Updates,
        spawn: Callable[[Coroutine[Any, Any, None]], object],
        closing: Callable[[], bool],
    ) -> None:
        """The release already found shows at once; the feed is read when the
        session says it is due (the person agreed, and not today yet)."""
        self.show_release(updates.offer())
        if updates.due():

            async def read() -> None:
                release = await updates.check()
                if not closing():
                    self.show_release(release)

            spawn(read())

    def show_release(self, release: Release | None) -> None:
        """Say `release` is out, or hide the line (None)."""
        self.release = release
        if release is None:
            self.hide()
            return
        self.label.setText(tr("Verbatim {version} is out:").format(version=release.version))
        # The notes come from the feed: plain text in a tooltip, never markup.
        describe(self.whats_new, tr("What's new"), tr("Opens the release's page in your browser"))
        self.whats_new.setToolTip(safe_tooltip(release.notes) if release.notes else "")
        self.show()

    def _open(self) -> None:
        release = self.release
        if release is None or urlsplit(release.url).scheme not in ("http", "https"):
            return  # any other scheme is never opened
        self.opened.append(release.url)
        QDesktopServices.openUrl(QUrl(release.url))

    def _dismiss(self) -> None:
        release, self.release = self.release, None
        self.hide()
        if release is not None:
            self.dismissed.emit(release.version)
