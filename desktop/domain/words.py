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
from collections.abc import Callable
from string import Formatter


class Said(str):
    """A sentence `say` or `say_n` wrote: its English words (the string
    itself, so it goes wherever text goes), and its message id and values,
    so it is shown in the person's language where it is shown
    (desktop/ui/i18n.py) and kept with them (`said_fields`): a stored
    failure then reads in the language of the day, not the one it was
    written in. The id is the English template, as Qt's catalogues key
    their entries; `counted` is a numerus entry's %n."""

    template: str
    values: dict[str, object]
    counted: int | None

    @classmethod
    def made(cls, text: str, template: str, values: dict[str, object], count: int | None) -> Said:
        said = cls(text)
        said.template, said.values, said.counted = template, values, count
        return said

    def __reduce__(self) -> tuple[object, tuple[str, str, dict[str, object], int | None]]:
        # Through a child process (the reader's) or a copy it stays a Said.
        return Said.made, (str(self), self.template, self.values, self.counted)


def say(template: str, /, **values: object) -> Said:
    return Said.made(_filled(template, values, None), template, values, None)


def say_n(template: str, disambiguation: None, n: int, /, **values: object) -> Said:
    """`template` with %n for `n` in English. The middle argument stands
    where Qt's tr() takes its disambiguation (always None here): with a
    third argument, pyside6-lupdate marks the entry as a numerus form."""
    return Said.made(_filled(template, values, n), template, values, n)


def _filled(template: str, values: dict[str, object], count: int | None) -> str:
    """The English words of a template with its values (and its count)."""
    return (template if count is None else plural_english(template, count)).format(**values)


def changed_words(text: str, change: Callable[[str], str]) -> str:
    """`change` (one that hides a key, say) applied to `text`; a Said stays
    one, made again from its values changed, where that gives exactly the
    words `change` gives the whole (else the changed words, without id)."""
    whole = change(text)
    if not isinstance(text, Said):
        return whole
    values = {
        name: changed_words(value, change) if isinstance(value, str) else value
        for name, value in text.values.items()
    }
    again = _filled(text.template, values, text.counted)
    if again != whole:
        return whole
    return Said.made(again, text.template, values, text.counted)


# What a kept sentence may hold (it comes back from a store or a peer's file).
_MAX_TEMPLATE = 2_000
_MAX_VALUES = 20
_MAX_VALUE = 20_000
_MAX_DEPTH = 3


def said_fields(text: str | None) -> dict[str, object] | None:
    """`text`'s message id and values as JSON-ready fields, when `say` wrote
    it; None for any other text (a server's words, an older release's)."""
    if not isinstance(text, Said):
        return None
    values: dict[str, object] = {}
    for name, value in text.values.items():
        if isinstance(value, Said):
            values[name] = {"said": said_fields(value)}
        elif isinstance(value, bool) or not isinstance(value, int | float):
            values[name] = str(value)
        else:
            values[name] = value
    fields: dict[str, object] = {"id": text.template, "values": values}
    if text.counted is not None:
        fields["n"] = text.counted
    return fields


def kept_said(text: str | None, fields: object) -> str | None:
    """The sentence `text` as kept with `fields` (from `said_fields`): a Said
    again where the fields are whole and make exactly `text`, else `text` as
    it is (a damaged, hostile or foreign record loses nothing but its id)."""
    said = _said_of(fields, 0) if text is not None else None
    return said if said is not None and said == text else text


def _said_of(fields: object, depth: int) -> Said | None:
    """The sentence a kept record makes (its English words made again from
    its template and values), or None for one that is not whole and plain."""
    if depth > _MAX_DEPTH or not isinstance(fields, dict):
        return None
    template, raw, count = fields.get("id"), fields.get("values"), fields.get("n")
    if not _plain_template(template) or not isinstance(raw, dict) or len(raw) > _MAX_VALUES:
        return None
    if count is not None and (not isinstance(count, int) or isinstance(count, bool)):
        return None
    assert isinstance(template, str)
    values: dict[str, object] = {}
    for name, value in raw.items():
        kept = _kept_value(value, depth)
        if not isinstance(name, str) or kept is None:
            return None
        values[name] = kept
    try:
        return Said.made(_filled(template, values, count), template, values, count)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return None


def _plain_template(template: object) -> bool:
    """A template as `say` takes them: named fields only, with no format
    spec, conversion, attribute or index. A kept one comes from outside (a
    store, a peer), and "{a:>999999999}" would fill a gigabyte."""
    if not isinstance(template, str) or len(template) > _MAX_TEMPLATE:
        return False
    try:
        fields = list(Formatter().parse(template))
    except ValueError:
        return False
    return all(
        name is None or (name.isidentifier() and not spec and conversion is None)
        for _, name, spec, conversion in fields
    )


def _kept_value(value: object, depth: int) -> object | None:
    """A kept value: a sentence of its own, a bounded string or a number."""
    if isinstance(value, dict):
        return _said_of(value.get("said"), depth + 1)
    if isinstance(value, str):
        return value if len(value) <= _MAX_VALUE else None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return None


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
