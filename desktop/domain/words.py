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
