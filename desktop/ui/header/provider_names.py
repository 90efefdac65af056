"""A provider's name as a person reads it.

Verbatim names one provider itself: the engine on this computer. Its name
is data (settings, conversations and other devices key on it), so it is
stored in English, always the same (LOCAL_PROVIDER), and shown in the
person's language wherever it is displayed. The names a person gave their
servers are theirs, shown as given. Inside a sentence from below the window
(i18n.translated) the name is translated by the same catalogue entry.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from desktop.session.local_models import LOCAL_PROVIDER
from desktop.ui.i18n import tr

LOCAL_NAME = QT_TR_NOOP("This computer")  # the catalogue's entry for LOCAL_PROVIDER


def provider_label(name: str | None) -> str:
    """The name to show for a provider stored as `name`."""
    return tr(LOCAL_NAME) if name == LOCAL_PROVIDER else (name or "")


def choice_label(provider: str | None, model: str | None) -> str:
    """A model menu's entry: "smollm2  ·  Dieser Computer"."""
    return f"{model or ''}  ·  {provider_label(provider)}"
