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
from functools import cache

from defusedxml import ElementTree as ET
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.assets import resource
from desktop.domain.words import Said, plural_english

# One context for the whole app: a phrase is translated once wherever it is.
CONTEXT = ""
# Each in its own language. Chinese is Simplified Chinese: a person whose
# system asks for Traditional characters gets English, not the wrong script.
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "zh_CN": "简体中文",
}

_installed: list[QTranslator] = []
_language = ["en"]


def tr(text: object, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` is a literal, or a QT_TR_NOOP from a table (typed `object` by Qt).
    With `n`, a numerus entry ("%n file(s)"): each language's plural forms,
    and English's own where there is no translation."""
    if n >= 0 and _language[0] == "en":
        return plural_english(str(text), n)
    return QCoreApplication.translate(CONTEXT, str(text), disambiguation, n)


def chosen_locale(language: str) -> QLocale:
    """`language` is a Settings value: "system" or a code of LANGUAGES."""
    return QLocale.system() if language == "system" else QLocale(language)


def catalogue_for(locale: QLocale) -> str:
    """The code of LANGUAGES that serves `locale` ("en" when none does)."""
    if locale.language() == QLocale.Language.Chinese:
        simplified = locale.script() == QLocale.Script.SimplifiedHanScript
        return "zh_CN" if simplified else "en"
    code = locale.name().split("_")[0]
    return code if code in LANGUAGES else "en"


def install_translations(app: QCoreApplication, language: str = "system") -> str:
    """Load the catalogues for `language`; returns the language code in use
    ("en" when there is no translation for it: English is the source)."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language[0] = "en"
    locale = chosen_locale(language)
    QLocale.setDefault(locale)
    code = catalogue_for(locale)
    if code == "en":
        return "en"
    ours = QTranslator(app)
    if not ours.load(str(resource("translations", f"verbatim_{code}.qm"))):
        return "en"
    _language[0] = code
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{code}", qt_dir) or qt.load(f"qtbase_{code.split('_')[0]}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    return code


COUNT = "count_"  # the group that holds a numerus entry's %n


@cache
def _templates(code: str) -> list[tuple[re.Pattern[str], str]]:
    """The catalogue's sentences with {placeholders} or a count, as patterns
    that match the English sentence they make (desktop.domain.words)."""
    path = resource("translations", f"verbatim_{code}.ts")
    out: list[tuple[bool, int, re.Pattern[str], str]] = []
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        numerus = message.get("numerus") == "yes"
        if "{" not in source and not numerus:
            continue
        pattern, seen = "", set()
        for piece in re.split(r"(\{\w+\}|%n|\(s\))", source):
            if piece == "%n":
                pattern += f"(?P<{COUNT}>[0-9][0-9,]*)"
            elif piece == "(s)":
                pattern += "s?"
            elif piece.startswith("{") and piece.endswith("}"):
                name = piece[1:-1]
                pattern += f"(?P={name})" if name in seen else f"(?P<{name}>.*?)"
                seen.add(name)
            else:
                pattern += re.escape(piece)
        literal = len(re.sub(r"\{\w+\}|%n|\(s\)", "", source))
        out.append((not numerus, -literal, re.compile(pattern, re.DOTALL), source))
    # Counted sentences first, then the most specific: "2,048 bytes" is the
    # numerus "%n byte(s)" (German "2048 Bytes"), not "{n} bytes" with "2,048".
    out.sort(key=lambda entry: entry[:2])
    return [(pattern, source) for _, _, pattern, source in out]


def translated(text: str, depth: int = 0) -> str:
    """A sentence written below the window (`desktop.domain.words.say`), in
    the person's language: by its message id and values where it carries
    them (a Said, also as kept in the store); else (an older release's
    stored words) found by its exact words, or matched back to its template
    and filled again with the same values."""
    if _language[0] == "en" or not text or depth > 2:
        return text
    if isinstance(text, Said):
        return _said(text, depth)
    exact = tr(text)
    if exact != text:
        return exact
    for pattern, source in _templates(_language[0]):
        match = pattern.fullmatch(text)
        if match:
            values = {k: translated(v, depth + 1) for k, v in match.groupdict().items()}
            count = values.pop(COUNT, None)
            if count is None:
                return tr(source).format(**values)
            return tr(source, None, int(count.replace(",", ""))).format(**values)
    return text


def _said(text: Said, depth: int) -> str:
    """`text` by its id: the catalogue's sentence for it, filled with its
    values, sentences among them translated too (a server's words and a
    file's name are not). An id the catalogue lacks (a sentence a later
    release changed) is shown as it was written."""
    if text.counted is None:
        template, untranslated = tr(text.template), text.template
    else:  # Qt fills %n itself, in the source too where there is no entry
        template = tr(text.template, None, text.counted)
        untranslated = text.template.replace("%n", str(text.counted))
    if template == untranslated:
        return text
    values = {
        name: translated(value, depth + 1) if isinstance(value, Said) else value
        for name, value in text.values.items()
    }
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return text
