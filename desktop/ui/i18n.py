"""Translations through Qt's own mechanism.

Every string a person reads is written as `tr("…")` (or QT_TR_NOOP in a
table, translated where it is shown), so `pyside6-lupdate` finds it; the
catalogues are resources/translations/verbatim_<lang>.ts and their compiled
.qm files (`make translations`). The app follows the system language
unless Settings names one; Qt's own strings (Cancel, Save, a line edit's
menu) come from Qt's catalogue for the same language.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.assets import resource

# One context for the whole app: a phrase is translated once wherever it is.
CONTEXT = ""
LANGUAGES = {"en": "English", "de": "Deutsch"}  # each in its own language

_installed: list[QTranslator] = []
_language = ["en"]


def tr(text: object, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` is a literal, or a QT_TR_NOOP from a table (typed `object` by Qt)."""
    return QCoreApplication.translate(CONTEXT, str(text), disambiguation, n)


def chosen_locale(language: str) -> QLocale:
    """`language` is a Settings value: "system" or a code of LANGUAGES."""
    return QLocale.system() if language == "system" else QLocale(language)


def install_translations(app: QCoreApplication, language: str = "system") -> str:
    """Load the catalogues for `language`; returns the language code in use
    ("en" when there is no translation for it: English is the source)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language[0] = "en"
    locale = chosen_locale(language)
    QLocale.setDefault(locale)
    code = locale.name().split("_")[0]
    if code not in LANGUAGES or code == "en":
        return "en"
    ours = QTranslator(app)
    if not ours.load(str(resource("translations", f"verbatim_{code}.qm"))):
        return "en"
    _language[0] = code
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    return code


@cache
def _templates(code: str) -> list[tuple[re.Pattern[str], str]]:
    """The catalogue's sentences with {placeholders}, as patterns that match
    the English sentence they make."""
    path = resource("translations", f"verbatim_{code}.ts")
    out = []
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        if "{" not in source or message.get("numerus"):
            continue
        pattern, seen = "", set()
        for literal, name in re.findall(r"([^{]*)(?:\{(\w+)\})?", source):
            pattern += re.escape(literal)
            if name:
                pattern += f"(?P={name})" if name in seen else f"(?P<{name}>.*?)"
                seen.add(name)
        out.append((re.compile(pattern, re.DOTALL), source))
    return out


def translated(text: str, depth: int = 0) -> str:
    """A sentence written below the window (`desktop.domain.words.say`), in
    the person's language: found by its exact words, or matched back to its
    template and filled again with the same values."""
    if _language[0] == "en" or not text or depth > 2:
        return text
    exact = tr(text)
    if exact != text:
        return exact
    for pattern, source in _templates(_language[0]):
        match = pattern.fullmatch(text)
        if match:
            values = {k: translated(v, depth + 1) for k, v in match.groupdict().items()}
            return tr(source).format(**values)
    return text
