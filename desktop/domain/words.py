"""Sentences for the person, written below the window in English.

`say` fills a template; pyside6-lupdate reads it as `tr` (see `make
translations`), so every template is in the catalogue. The window shows any
such sentence in the person's language by matching it back to its template
(desktop/ui/i18n.py: `translated`); that works for sentences stored long ago
too (a failed answer's error), because the store keeps the English words.
Values are filled in as they are: a server's own words are never translated.

A sentence about a number of things is written the way Qt writes one,
"%n change(s) waiting to sync", with `say_n`: lupdate then keeps it as a
numerus entry (one form per plural of each language), and English drops
the "(s)" for exactly one. A sentence with several counts is made of
counted phrases ("%n message(s)") set into a sentence by `say`.
"""

from __future__ import annotations


def say(template: str, /, **values: object) -> str:
    return template.format(**values)


def say_n(template: str, disambiguation: None, n: int, /, **values: object) -> str:
    """`template` with %n for `n` in English. The middle argument stands
    where Qt's tr() takes its disambiguation (always None here): with a
    third argument, pyside6-lupdate marks the entry as a numerus form."""
    return plural_english(template, n).format(**values)


def plural_english(text: str, n: int) -> str:
    """ "%n word(s)" as English says it: "1 word", "2 words", "1,024 words"."""
    return text.replace("%n", f"{n:,}").replace("(s)", "" if n == 1 else "s")


# Embeddings, overrides and isolates: they reorder what follows them, so a
# file named "\u202eexe.txt" showed as "txt.exe" (issue 24). Right-to-left
# text needs none of them to show right; the marks (U+200E, U+200F) stay.
_BIDI_CONTROLS = dict.fromkeys([*range(0x202A, 0x202F), *range(0x2066, 0x206A)], None)


def neutral(text: str) -> str:
    """A name or title from outside as it is to be shown: without the
    characters that would reorder it."""
    return text.translate(_BIDI_CONTROLS)
