"""Sentences for the person, written below the window in English.

`say` fills a template; pyside6-lupdate reads it as `tr` (see `make
translations`), so every template is in the catalogue. The window shows any
such sentence in the person's language by matching it back to its template
(desktop/ui/i18n.py: `translated`); that works for sentences stored long ago
too (a failed answer's error), because the store keeps the English words.
Values are filled in as they are: a server's own words are never translated.
"""

from __future__ import annotations


def say(template: str, /, **values: object) -> str:
    return template.format(**values)


# Embeddings, overrides and isolates: they reorder what follows them, so a
# file named "\u202eexe.txt" showed as "txt.exe" (issue 24). Right-to-left
# text needs none of them to show right; the marks (U+200E, U+200F) stay.
_BIDI_CONTROLS = dict.fromkeys([*range(0x202A, 0x202F), *range(0x2066, 0x206A)], None)


def neutral(text: str) -> str:
    """A name or title from outside as it is to be shown: without the
    characters that would reorder it."""
    return text.translate(_BIDI_CONTROLS)
