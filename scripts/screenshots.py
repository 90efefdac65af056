"""Take the README's screenshots from the real window, offscreen.

    make screenshots      (runs this three times: English, German, 200% scale)

or one part by hand:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--language de] [--scale 2]

Uses the scripted demo server, a temporary data folder and the same code
path as `verbatim --demo`. Writes docs/screenshots/:
- 1280x800-{light,dark}.png and 800x600-{light,dark}.png: a conversation
  with code, the sidebar under date headings;
- sidebar-groups.png: conversations from today back to last year;
- streaming.png: an answer being written, scrolled up, with the
  jump-to-latest button;
- stopped.png, search-hit.png, long-title.png;
- math.png, math-dark.png: an answer with inline and display formulas;
- tool-approval.png, tool-turn.png, tool-turn-800x600-dark.png, tool-stopped.png:
  a tool call asking first, done, and stopped while it ran;
- sync-settings.png, sync-waiting.png, sync-error.png: Settings → Sync, and
  the sidebar with changes waiting and with an error;
- settings.png, delete-confirm.png, shortcuts.png: the dialogs;
- translated-de.png (with --language de), scale-200.png (with --scale 2);
- with --documents only (issue 27; in the language given, under Xvfb with a
  window manager for the README): documents-{light,dark}-{1280x800,800x600}
  (a project open in the sidebar, a PDF asked about, the answer's sources),
  document-page (a source opened at its passage), project-sheet and
  project-delete, each with a -{language} suffix.
- with --web only (issue 41): web-{light,dark}-800x600 (a question asked
  with the globe on, against the tests' SearXNG-compatible server on
  loopback, and the answer's web sources) and web-settings (Settings →
  Web search), each with a -{language} suffix.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from desktop.ui.main_window import MainWindow

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
DAY = 86_400


async def idle(window: MainWindow) -> None:
    while window.session.engine._turns:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.4)


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / name))
    print("wrote", name)


def set_theme(window: MainWindow, mode: str) -> None:
    window.settings.theme = mode
    window.setup.settings_changed()


async def ask(window: MainWindow, question: str) -> None:
    window.new_conversation()
    await window.writer.send(question)
    await idle(window)


def age(window: MainWindow, title_part: str, days: float) -> None:
    """Move a conversation back in time, as if it were last used days ago."""
    when = time.time() - days * DAY
    window.session.store.repo.db.execute_sql(  # the store itself: a script, not the window
        "UPDATE conversation SET updated_at = ? WHERE title LIKE ?", (when, f"%{title_part}%")
    )


async def shoot(app: QApplication, options: argparse.Namespace) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-shots-"))
    paths = resolve_paths(data).ensure()
    settings = load_settings(paths.config)
    settings.language = options.language
    save_settings(paths.config, settings)
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )
    window, store, providers = build_window(paths, args, app)
    window.resize(1280, 800)
    window.show()
    OUT.mkdir(parents=True, exist_ok=True)
    if options.documents:
        await documents_and_projects(window, data, options.language)
        return await close(window, store, providers)
    if options.web:
        await web_search(window, options.language)
        return await close(window, store, providers)
    for question, days in (
        ("Plan a weekend in Lisbon", 400),
        ("Explain the difference between TCP and UDP", 45),
        ("Ideas for a birthday present for my sister", 12),
        ("Summarise this meeting note", 3),
        ("What should I do on a rainy Sunday?", 1),
        ("How do I find the largest files?", 0),
    ):
        await ask(window, question)
        age(window, question[:20], days)
    await ask(window, "Show me how to read a CSV file in Python and sum a column")
    window.sidebar.reload(window.conversation_id)
    await asyncio.sleep(0.3)
    if options.language != "en":
        save(window, f"translated-{options.language}.png")
        return await close(window, store, providers)
    if options.scale != 1:
        save(window, f"scale-{round(options.scale * 100)}.png")
        return await close(window, store, providers)
    for mode in ("light", "dark"):
        set_theme(window, mode)
        for width, height in ((1280, 800), (800, 600)):
            window.resize(width, height)
            await asyncio.sleep(0.5)
            save(window, f"{width}x{height}-{mode}.png")
    set_theme(window, "light")
    window.resize(1280, 800)
    await asyncio.sleep(0.3)
    save(window.sidebar, "sidebar-groups.png")
    await ask(window, "Show me some math: the Gaussian integral")
    from desktop.ui.transcript.math_typeset import typesetter

    while typesetter().busy():  # typeset in its own process; drawn when ready
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.3)
    save(window, "math.png")
    set_theme(window, "dark")
    await asyncio.sleep(0.4)
    save(window, "math-dark.png")
    set_theme(window, "light")
    await attachments(window, data)
    await tools(window, data)
    await sync_shots(window, data)
    await setup_sheet(window)
    await context_full(window)
    window.sidebar.reload(window.conversation_id)
    await dialogs(window)
    await streaming_and_search(window)
    await close(window, store, providers)


def bar_chart(path: Path) -> None:
    """A picture a person might ask about: a small bar chart."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (1600, 1000), "#f7f7fb")
    draw = ImageDraw.Draw(img)
    for i, height in enumerate((320, 540, 430, 760, 610, 840)):
        x = 160 + i * 230
        draw.rectangle((x, 900 - height, x + 150, 900), fill="#5b5bd6")
    draw.line((120, 900, 1500, 900), fill="#333333", width=6)
    img.save(path, "PNG")


async def attachments(window: MainWindow, data: Path) -> None:
    from desktop.ui.composer.file_offer import Offer

    chart, notes = data / "sales-chart.png", data / "notes.md"
    bar_chart(chart)
    notes.write_text("# Q3 notes\n\nSales rose in May and June.\n", encoding="utf-8")
    window.new_conversation()
    await window.writer.attach(Offer(paths=[chart, notes]))
    window.composer.editor.setPlainText("Which month sold the most, and does it match my notes?")
    await asyncio.sleep(0.4)
    save(window, "attach-tray.png")
    await window.writer.send(window.composer.text())
    await idle(window)
    save(window, "attachment.png")


async def documents_and_projects(window: MainWindow, data: Path, language: str) -> None:
    """A project with instructions and a file, a conversation in it asking
    about a 40-page PDF (only its relevant parts sent), its sources, a
    source opened at its passage, the project's sheet and its delete."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from desktop.ui.composer.file_offer import Offer
    from desktop.ui.documents.document_view import DocumentViewer
    from desktop.ui.sidebar.project_dialog import DeleteProjectDialog, ProjectDialog
    from tests import documents

    suffix = "" if language == "en" else f"-{language}"
    for question, days in (("Plan a weekend in Lisbon", 3), ("Ideas for a birthday present", 0)):
        await ask(window, question)
        age(window, question[:20], days)
    projects = window.session.projects
    thesis = await projects.create(
        "Thesis: coastal lighthouses", "Answer briefly and cite the page you used."
    )
    await projects.create("Kitchen renovation")
    filler = "The committee reviewed the keepers' logs, budgets and schedules. " * 12
    pages = [f"Chapter {n}. {filler}" for n in range(1, 41)]
    pages[22] += " The lighthouse keeper's cat was called Marmalade and slept on the lens."
    report = data / "keepers-report.pdf"
    report.write_bytes(documents.pdf(pages))
    outline = data / "outline.docx"
    outline.write_bytes(documents.docx(["1. Introduction", "2. The keepers", "3. Sources"]))
    from desktop.session.files import read_file

    await projects.add_files(thesis.id, [read_file(outline)])
    window.session.settings.documents = "relevant"
    window.new_conversation(thesis.id)
    await window.writer.attach(Offer(paths=[report]))
    window.composer.editor.setPlainText("What was the lighthouse keeper's cat called?")
    await asyncio.sleep(0.4)
    await window.writer.send(window.composer.text())
    await idle(window)
    window.sidebar.model.expanded.add(thesis.id)
    window.sidebar.reload(window.conversation_id)
    await asyncio.sleep(0.4)
    for mode in ("light", "dark"):
        set_theme(window, mode)
        for width, height in ((1280, 800), (800, 600)):
            window.resize(width, height)
            await asyncio.sleep(0.6)
            save(window, f"documents-{mode}-{width}x{height}{suffix}.png")
    set_theme(window, "light")
    window.resize(1280, 800)
    await asyncio.sleep(0.4)
    answer = window.transcript.widgets[-1]
    if answer.sources.buttons:
        answer.sources.buttons[-1].click()
        await asyncio.sleep(0.6)
        viewer = next(v for v in window.findChildren(DocumentViewer) if v.isVisible())
        save(viewer, f"document-page{suffix}.png")
        viewer.reject()
    window.sidebar.projectEditRequested.emit(thesis.id)
    await asyncio.sleep(0.6)
    sheet = next(d for d in window.findChildren(ProjectDialog) if d.isVisible())
    save(sheet, f"project-sheet{suffix}.png")
    sheet.reject()
    project = window.session.repo.get_project(thesis.id)
    assert project is not None
    dialog = window.sidebar.ask_delete_project(project)
    await asyncio.sleep(0.5)
    save(dialog, f"project-delete{suffix}.png")
    dialog.reject()
    assert isinstance(dialog, DeleteProjectDialog)


async def web_search(window: MainWindow, language: str) -> None:
    """A question asked with the globe on, answered from the saved pages the
    tests' SearXNG-compatible server serves on loopback, its sources under
    it; and Settings → Web search."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.e2e.web_world import WebWorld

    suffix = "" if language == "en" else f"-{language}"
    world = WebWorld().start()
    try:
        await ask(window, "Plan a weekend in Lisbon")
        from desktop.session.demo import _demo_servers

        # As the window test does: the scripted model takes no tools, so it is
        # given the search for the question itself (one that calls tools
        # would have to ask for the search, and the demo's never does).
        _demo_servers[-1].tool_models = set()
        window.settings.web_search, window.settings.web_searxng = "searxng", f"{world.url}/searxng"
        window.session.web.allow = {("127.0.0.1", world.port)}  # the tests' loopback server
        window.new_conversation()
        window.composer.web_button.click()
        window.composer.editor.setPlainText(
            "How many books does the floating library hold, and when does it open?"
        )
        await asyncio.sleep(0.3)
        await window.writer.send(window.composer.text())
        await idle(window)
        window.sidebar.reload(window.conversation_id)
        window.resize(800, 600)
        for mode in ("light", "dark"):
            set_theme(window, mode)
            await asyncio.sleep(0.6)
            window.transcript.scroll_to_latest()  # the sources are under the answer
            await asyncio.sleep(0.3)
            save(window, f"web-{mode}-800x600{suffix}.png")
        set_theme(window, "light")
        window.resize(1280, 800)
        window.open_web_settings()
        await asyncio.sleep(0.6)
        save(window.settings_dialog, f"web-settings{suffix}.png")
        window.settings_dialog.reject()
    finally:
        world.stop()


async def until(predicate, seconds: float = 30) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("the screenshot's state was not reached")
        await asyncio.sleep(0.05)


async def tools(window: MainWindow, data: Path) -> None:
    """A tool turn asking first, done, and one stopped while its tool ran:
    mcp-server-time from PyPI and the tests' own slow server."""
    from desktop.devserver import Reply, ScriptedCall
    from desktop.domain.tools import ToolServer
    from desktop.session.demo import _demo_servers

    slow = Path(__file__).resolve().parents[1] / "tests" / "mcp_test_server.py"
    window.session.apply_settings(
        dataclasses.replace(
            window.session.settings,
            tool_servers=[
                ToolServer(
                    "time", sys.executable, ("-m", "mcp_server_time", "--local-timezone", "UTC")
                ),
                ToolServer("notes", sys.executable, (str(slow), "--marker-dir", str(data))),
            ],
        )
    )
    server = _demo_servers[-1]
    server.script(
        Reply(
            text="Let me check the clock.",
            tool_calls=(ScriptedCall("time__get_current_time", {"timezone": "Europe/Lisbon"}),),
        ),
        Reply(
            text="The clock tool answered above: Lisbon keeps **Western European Time**, "
            "so it is the same hour as in London."
        ),
    )
    window.new_conversation()
    window.header.show_state(window.state)
    await window.writer.send("What time is it in Lisbon right now?")
    await until(window.approval_bar.isVisible)
    await asyncio.sleep(0.3)
    save(window, "tool-approval.png")
    window.writer._on_decided("allow_once")
    await idle(window)
    cards = [c for w in window.transcript.widgets for c in w.tools.cards]
    cards[-1].toggle.setChecked(True)
    window.transcript.scroll_to_latest()
    await asyncio.sleep(0.4)
    save(window, "tool-turn.png")
    window.resize(800, 600)
    set_theme(window, "dark")
    window.transcript.scroll_to_latest()
    await asyncio.sleep(0.5)
    save(window, "tool-turn-800x600-dark.png")
    set_theme(window, "light")
    window.resize(1280, 800)
    server.script(
        Reply(
            text="I will index the notes folder.",
            tool_calls=(ScriptedCall("notes__count", {"label": "indexing", "seconds": 60}),),
        )
    )
    await window.writer.send("Index my notes folder, please")
    await until(window.approval_bar.isVisible)
    window.writer._on_decided("allow_once")

    def printed() -> bool:
        shown = [c for w in window.transcript.widgets for c in w.tools.cards]
        return "step 8" in shown[-1].call.output

    await until(printed)
    window.writer.stop()
    await idle(window)
    cards = [c for w in window.transcript.widgets for c in w.tools.cards]
    cards[-1].toggle.setChecked(True)
    window.transcript.scroll_to_latest()
    await asyncio.sleep(0.4)
    save(window, "tool-stopped.png")
    window.session.apply_settings(dataclasses.replace(window.session.settings, tool_servers=[]))
    window.header.show_state(window.state)


async def sync_shots(window: MainWindow, data: Path) -> None:
    """Settings → Sync, the sidebar with changes waiting, and an error."""
    from desktop.ui.dialogs.settings_dialog import SettingsDialog

    shared = data / "Sync"
    shared.mkdir()
    window.settings.sync_folder = str(shared)
    window.open_settings()
    await asyncio.sleep(0.3)
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.tabs.setCurrentWidget(dialog.sync)
    dialog.sync._on_test()
    await until(lambda: dialog.sync.result.text().startswith("✓"))
    await asyncio.sleep(0.2)
    save(dialog, "sync-settings.png")
    dialog.reject()
    window.session.sync.settings = window.settings
    window.side.show_sync(await window.session.sync.refresh())
    await asyncio.sleep(0.3)
    save(window.sidebar, "sync-waiting.png")
    blocked = data / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    window.settings.sync_folder = str(blocked)
    window.side.sync_now()
    await until(lambda: "cannot be read" in window.sidebar.sync_label.text())
    await asyncio.sleep(0.2)
    save(window.sidebar, "sync-error.png")
    window.settings.sync_folder = str(shared)
    window.side.sync_now()
    await until(lambda: window.sidebar.sync_label.text() == "Synced", 60)
    window.settings.sync_folder = ""
    window.side.show_sync(await window.session.sync.refresh())


async def setup_sheet(window: MainWindow) -> None:
    from desktop.domain.messages import Parameters, Preset, Reasoning

    coder = Preset(
        "Coder",
        "You are a careful senior programmer. Answer with short, tested code.",
        Parameters(temperature=0.2, max_tokens=4096, reasoning=Reasoning.MEDIUM),
    )
    window.session.save_preset(coder)
    window.session.save_preset(Preset("Translator", "Translate into German.", Parameters()))
    window.header.open_setup()
    sheet = window.header.sheet
    assert sheet is not None
    sheet.preset.setCurrentIndex(sheet.preset.findData("Coder"))
    sheet._on_preset(0)
    await asyncio.sleep(0.3)
    save(sheet, "conversation-setup.png")
    sheet._on_save()
    await asyncio.sleep(0.3)
    save(window, "conversation-setup-header.png")


async def context_full(window: MainWindow) -> None:
    """A model started with a small context: the meter fills, and the answer
    says what was left out."""
    provider, model = window.model_picker.choice() or ("", "")
    window.settings.context_lengths[f"{provider}/{model}"] = 700
    window.new_conversation()
    for topic in ("the moon", "the sea", "the mountains", "the desert"):
        await window.writer.send(
            f"Tell me about {topic}. " + "Please be thorough and detailed. " * 12
        )
        await idle(window)
    await window.session.chat.refresh_context(window.state)
    window.transcript.scroll_to_latest()
    await asyncio.sleep(0.4)
    save(window, "context-full.png")
    del window.settings.context_lengths[f"{provider}/{model}"]


async def dialogs(window: MainWindow) -> None:
    window.open_settings()
    await asyncio.sleep(0.3)
    from desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    tabs = dialog.tabs
    tabs.setCurrentIndex(1)
    await asyncio.sleep(0.2)
    save(dialog, "settings.png")
    dialog.reject()
    cid = window.conversation_id or ""
    box = window.sidebar.ask_delete(cid, window.title.full_text())
    await asyncio.sleep(0.2)
    save(box, "delete-confirm.png")
    box.reject()
    window.show_shortcuts()
    await asyncio.sleep(0.3)
    save(window._sheet, "shortcuts.png")
    window._sheet.reject()


async def streaming_and_search(window: MainWindow) -> None:
    window.resize(900, 560)
    await window.writer.send("Write a long story about a lighthouse keeper")
    await asyncio.sleep(2.2)
    window.transcript.verticalScrollBar().setValue(0)
    await asyncio.sleep(0.3)
    save(window, "streaming.png")
    window.writer.stop()
    await idle(window)
    window.resize(1280, 800)
    window.transcript.scroll_to_latest()
    await asyncio.sleep(0.3)
    save(window, "stopped.png")
    cid = window.conversation_id or ""
    title = ("A conversation with a very long title that keeps going " * 4)[:200]
    window.side._on_rename(cid, title)
    await asyncio.sleep(0.5)
    save(window, "long-title.png")
    window.new_conversation()
    window.sidebar.search.setFocus()
    QTest.keyClicks(window.sidebar.search, "largest")
    await asyncio.sleep(0.3)
    results = window.sidebar.results
    rect = results.visualRect(window.sidebar.search_model.index(0))
    QTest.mouseMove(results.viewport(), rect.center())
    await asyncio.sleep(0.2)
    save(window.sidebar, "search-results.png")
    QTest.mouseClick(results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    await asyncio.sleep(0.6)
    save(window, "search-hit.png")


async def close(window: MainWindow, store, providers) -> None:  # type: ignore[no-untyped-def]
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()  # the session stops the engine, the tools and the providers
    await closed.wait()
    await store.aclose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--language", default="en")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--documents", action="store_true", help="only the issue 27 scenes")
    parser.add_argument("--web", action="store_true", help="only the issue 41 scenes")
    options = parser.parse_args()
    if options.scale != 1:
        os.environ["QT_SCALE_FACTOR"] = str(options.scale)
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        loop.run_until_complete(shoot(app, options))
    print(f"screenshots written to {OUT}")


if __name__ == "__main__":
    main()
