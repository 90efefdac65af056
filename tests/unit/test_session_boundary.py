"""The window and the command line take nothing defined below the session
(issue 38): every name desktop/ui or desktop/cli imports from
desktop.session is the session's own or the domain's, a re-export of a
lower layer's name is caught, and the command line imports no module
around the session."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.session_boundary import CODE, COMMAND_LINE, ROOT, VALUE, around, below, home, taken


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


def test_the_command_line_takes_nothing_defined_below_the_session() -> None:
    found = [f"{t.path}:{t.line}: {t.name} -> {t.module}" for t in below(client=COMMAND_LINE)]
    assert found == []


def test_the_command_line_imports_nothing_around_the_session() -> None:
    # `verbatim sync`, `export`, `import`, `backup`, `projects` reached the
    # store and sync directly (11 imports in desktop/cli.py at 333d9e3).
    assert [f"{r.path}:{r.line}: {r.module}" for r in around()] == []


def test_the_command_line_s_imports_from_the_session_are_all_seen() -> None:
    # Not vacuous: each command's use case is seen where it is defined, the
    # attributes of a session module imported as a name included.
    names = {(t.name, t.module) for t in taken(client=COMMAND_LINE)}
    assert ("sync_once", "desktop.session.sync_service") in names
    assert ("import_now", "desktop.session.transfer_service") in names
    assert ("search_models", "desktop.session.local_models") in names  # local_models.…
    assert ("check_early", "desktop.session.entry") in names


def _command_line_copy(tmp_path: Path) -> Path:
    """The project's desktop/cli, session and domain, to plant a leak in."""
    for part in ("cli", "session", "domain"):
        shutil.copytree(
            ROOT / "desktop" / part,
            tmp_path / "desktop" / part,
            ignore=shutil.ignore_patterns("__pycache__"),
        )
    shutil.copy(ROOT / "desktop" / "__init__.py", tmp_path / "desktop" / "__init__.py")
    return tmp_path


def test_a_planted_store_import_in_the_command_line_is_caught(tmp_path: Path) -> None:
    root = _command_line_copy(tmp_path)
    assert around(root) == [] and below(root, COMMAND_LINE) == []
    history = root / "desktop" / "cli" / "history.py"
    source = history.read_text(encoding="utf-8")
    planted = source.replace(
        "    from desktop.session.snapshots import export_snapshot\n",
        "    from desktop.session.snapshots import export_snapshot\n"
        "    from desktop.store.snapshot import read_snapshot\n"
        "    from desktop import sync\n",
        1,
    )
    assert planted != source
    history.write_text(planted, encoding="utf-8")
    assert {r.module for r in around(root)} == {"desktop.store.snapshot", "desktop.sync"}


def test_a_planted_re_export_in_the_command_line_is_caught(tmp_path: Path) -> None:
    root = _command_line_copy(tmp_path)
    models = root / "desktop" / "cli" / "models.py"
    source = models.read_text(encoding="utf-8")
    # The search as it was: the hub's own function through the session module.
    planted = source.replace("local_models.search_models(", "local_models.hub_search(", 1)
    assert planted != source
    models.write_text(planted, encoding="utf-8")
    assert [(t.name, t.module) for t in below(root, COMMAND_LINE)] == [
        ("hub_search", "desktop.local.hub")
    ]
