"""The window's look as the settings say: the theme, and the text size the
reading column and the message box keep their line length by (Ctrl+=,
Ctrl+-, Ctrl+0)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from desktop.session.app_session import AppSession
from desktop.ui.design import FONT_DEFAULT, FONT_MAX, FONT_MIN, READING_WIDTH, Colors
from desktop.ui.i18n import tr
from desktop.ui.toast import Toast
from desktop.ui.transcript.transcript_view import TranscriptView


class WindowLook:
    """Applies the theme and the text size to the parts that depend on them."""

    def __init__(
        self,
        session: AppSession,
        palette: Colors,
        transcript: TranscriptView,
        composer: QWidget,
        approval_bar: QWidget,
        toast: Toast,
    ) -> None:
        self.session, self.palette = session, palette
        self.transcript, self.composer, self.approval_bar = transcript, composer, approval_bar
        self.toast = toast
        self.zoom = session.settings.font_size

    def apply(self) -> None:
        """The theme and text size the settings name, where they changed."""
        from desktop.ui.theme import apply_theme

        settings = self.session.settings
        app = QApplication.instance()
        if isinstance(app, QApplication):
            palette = apply_theme(app, settings.theme, settings.font_size)
            if palette != self.palette or self.zoom != settings.font_size:
                self.palette = palette
                self.apply_zoom()
                self.transcript.set_palette(palette)

    def apply_zoom(self) -> None:
        """The reading column and composer keep their line length as text grows."""
        self.zoom = self.session.settings.font_size
        factor = self.zoom / FONT_DEFAULT
        self.transcript.set_reading_width(factor)
        self.composer.setMaximumWidth(round(READING_WIDTH * factor))
        self.approval_bar.setMaximumWidth(round(READING_WIDTH * factor))

    def zoom_by(self, step: float) -> str | None:
        """Larger, smaller (or back to the default, 0); the setting is written
        now: at quit, a file that could not be used whole is left as it was
        (issue 38). Returns what went wrong writing it, if anything."""
        size = FONT_DEFAULT if step == 0 else self.session.settings.font_size + step
        size = min(FONT_MAX, max(FONT_MIN, size))
        failed = self.session.set_font_size(size)
        self.apply()
        self.toast.show_text(
            tr("Text size {percent} %").format(percent=round(100 * size / FONT_DEFAULT)),
            self.composer,
        )
        return failed
