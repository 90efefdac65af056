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

import re


def say(template: str, /, **values: object) -> str:
    return template.format(**values)


def say_n(template: str, disambiguation: None, n: int, /, **values: object) -> str:
    """`template` with %n for `n` in English. The middle argument stands
    where Qt's tr() takes its disambiguation (always None here): with a
    third argument, pyside6-lupdate marks the entry as a numerus form."""
    return plural_english(template, n).format(**values)


def plural_english(text: str, n: int) -> str:
    """ "%n word(s)" as English says it: "1 word", "2 words", "1,024 words"."""
    return text.replace("%n", number(n)).replace("(s)", "" if n == 1 else "s")


# Embeddings, overrides and isolates: they reorder what follows them, so a
# file named "\u202eexe.txt" showed as "txt.exe" (issue 24). Right-to-left
# text needs none of them to show right; the marks (U+200E, U+200F) stay.
_BIDI_CONTROLS = dict.fromkeys([*range(0x202A, 0x202F), *range(0x2066, 0x206A)], None)


def neutral(text: str) -> str:
    """A name or title from outside as it is to be shown: without the
    characters that would reorder it."""
    return text.translate(_BIDI_CONTROLS)


def number(n: int) -> str:
    """A count as every sentence writes it: 200,000 (as `say_n` does)."""
    return f"{n:,}"


# What a terminal acts on instead of showing (issue 37, hole 7): the C0
# controls (ESC begins the sequences that retitle the window, clear the
# screen or plant a link; CR writes over the line; BEL), DEL, the C1
# controls (U+009B is a CSI by itself to some terminals), the bidi
# controls above, the line and paragraph separators, and lone surrogates
# (a file name's undecodable bytes, which print() refuses with a traceback).
_TERMINAL_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_KEPT_IN_LINES = frozenset("\n\t")
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def terminal_text(text: object, *, lines: bool = False) -> str:
    """`text` from outside (a name, a title, a server's or a file's words) as
    it may be printed to a terminal: every character a terminal would act on
    is shown as its escape (ESC as \\x1b, U+202E as \\u202e), so what prints
    is what the text holds and nothing else happens. The command line prints
    every value from outside through this; a tab or a line end inside a value
    is escaped too, so it cannot make a column or a line of its own. `lines`:
    a whole document (an export to the terminal) keeps its line ends and tabs."""

    def escaped(found: re.Match[str]) -> str:
        c = found.group()
        if lines and c in _KEPT_IN_LINES:
            return c
        if c in _NAMED:
            return _NAMED[c]
        return f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}"

    return _TERMINAL_UNSAFE.sub(escaped, str(text))


def reason(exc: BaseException) -> str:
    """Why something stopped, as words that fill a sentence's "{why}": the
    exception's own words, or, where it has none, what its kind means. A
    MemoryError's str() is empty, and "import stopped: ." or "sync
    stopped: ." said nothing (issue 37); an OSError says its error in words,
    without Python's "[Errno 30]", and names the path it was about."""
    if isinstance(exc, OSError) and exc.strerror:
        said = exc.strerror if exc.filename is None else f"{exc.strerror}: {exc.filename}"
    else:
        said = str(exc).strip()
        if isinstance(exc, KeyError) and said in ("''", '""'):
            said = ""
    if said:
        return said
    for kind, words in _WHY_BY_KIND:
        if isinstance(exc, kind):
            return words
    return say("an unexpected error ({kind}) with no message", kind=type(exc).__name__)


# The first kind that matches says why; more specific kinds come first.
_WHY_BY_KIND: tuple[tuple[type[BaseException], str], ...] = (
    (MemoryError, say("there was not enough memory")),
    (TimeoutError, say("it took too long")),
    (PermissionError, say("permission was refused")),
    (FileNotFoundError, say("a file it needed is not there")),
    (ConnectionError, say("the connection was lost")),
    (OSError, say("the system refused")),
    (RecursionError, say("the data is nested too deeply")),
    (KeyboardInterrupt, say("it was interrupted")),
)
