"""The window takes nothing defined below the session (issue 38): every name
desktop/ui imports from desktop.session is the session's own or the
domain's, and a re-export of a lower layer's name is caught."""

from __future__ import annotations

from pathlib import Path

from tests.session_boundary import CODE, VALUE, below, home, taken


def test_the_window_takes_nothing_defined_below_the_session() -> None:
    found = [f"{t.path}:{t.line}: {t.name} -> {t.module}" for t in below()]
    assert found == []


def test_the_window_s_imports_from_the_session_are_all_seen() -> None:
    # Not vacuous: the window does take names from the session, and they
    # resolve to where they are written.
    names = {(t.name, t.module) for t in taken()}
    assert ("AppSession", "desktop.session.app_session") in names
    assert ("PreparedFile", "desktop.domain.attachments") in names
    assert ("Reader", "desktop.session.reader") in names
    assert len(names) > 50


def test_a_re_export_is_followed_to_where_the_name_is_defined() -> None:
    # The session still re-exports lower names for its own callers (the
    # command line): the walk sees through them.
    assert home("desktop.session.local_models", "LocalModel") == ("desktop.local.library", CODE)
    assert home("desktop.session.files", "read_pages") == ("desktop.domain.pages", CODE)
    assert home("desktop.session.files", "read_file") == ("desktop.session.files", CODE)
    assert home("desktop.session.reader", "MARK_START") == ("desktop.domain.search", VALUE)


def test_a_planted_re_export_is_caught(tmp_path: Path) -> None:
    files = {
        "desktop/__init__.py": "",
        "desktop/store/__init__.py": "",
        "desktop/store/rows.py": "class Row:\n    pass\n\nLIMIT = 5\n",
        "desktop/session/__init__.py": "",
        "desktop/session/rows.py": (
            "from ..store.rows import LIMIT\nfrom desktop.store.rows import Row as Line\n"
        ),
        "desktop/ui/__init__.py": "",
        "desktop/ui/view.py": (
            "def show() -> None:\n    from desktop.session.rows import LIMIT, Line\n"
        ),
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    found = {(t.name, t.module, t.kind) for t in below(tmp_path)}
    assert found == {("LIMIT", "desktop.store.rows", VALUE), ("Line", "desktop.store.rows", CODE)}
