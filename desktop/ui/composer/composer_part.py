"""Where the person writes: the message box with its files (the paperclip,
a paste, a drop anywhere on the window), Send and Stop, and above it the
open conversation's tool question. What is written belongs to the
conversation it was written in (its state keeps it when another opens).

Files are read and prepared on a worker thread (a large photo takes a
moment to decode and downscale), so the window never freezes; a file that
cannot be attached is refused in the banner, in words, and nothing else
offered with it is lost.

Signals (ComposerPart):
    sent(conversation_id: str)   a message went (a new conversation was made for it)
    serverAdopted()              a server found on this computer was set up to answer it
    webSettingsRequested()       the globe was clicked with no search provider chosen
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop.domain.words import reason
from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState, Decision
from desktop.session.files import (
    AttachmentRefused,
    PreparedFile,
    prepare,
    read_file,
    save_tool_output,
    stop_reading,
)
from desktop.ui.composer.composer_view import Composer
from desktop.ui.composer.file_offer import Offer
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.design import READING_WIDTH
from desktop.ui.documents.file_reading import ReadingRelay, ReadingTile
from desktop.ui.i18n import tr
from desktop.ui.tasks import Tasks
from desktop.ui.transcript.tool_approval import ApprovalBar

T = TypeVar("T")

PASTED_NAME = "Pasted picture.png"


class ComposerPart(QObject):
    """The window's writing part: the composer and the tool question above it,
    wired to the open conversation's state (its draft and files stay with
    it), files prepared off the GUI thread."""

    sent = Signal(str)
    serverAdopted = Signal()
    webSettingsRequested = Signal()

    def __init__(self, session: AppSession, tasks: Tasks, parent: QWidget) -> None:
        super().__init__(parent)
        self.session, self.tasks = session, tasks
        self.window_ = parent
        self.state: ConversationState | None = None
        self.composer = Composer()
        self.composer.setMaximumWidth(READING_WIDTH)
        self.approval_bar = ApprovalBar()
        self.approval_bar.setMaximumWidth(READING_WIDTH)
        self.file_dialog: QFileDialog | None = None
        self.tool_output_dialog: QFileDialog | None = None
        self._sending = False  # a send is between Enter and its turn starting
        self.composer.submitted.connect(self._on_submitted)
        self.composer.stopRequested.connect(self.stop)
        # Esc in the message box when no answer runs: the voice, if one reads.
        self.composer.editor.escaped.connect(self.session.reading.stop)
        self.composer.attachRequested.connect(self.choose_files)
        self.composer.offered.connect(lambda offer: self.offer(offer))
        self.composer.linkOffered.connect(self.offer_link)
        self.composer.editCancelled.connect(self._on_edit_cancelled)
        self.composer.webToggled.connect(self._on_web_toggled)
        self.composer.webSettingsRequested.connect(self.webSettingsRequested)
        self.approval_bar.decided.connect(self._on_decided)

    # -------------------------------------------------------------- showing
    def show_state(self, state: ConversationState) -> None:
        """Keep what was written in the conversation it was written in, and
        show this one's: its draft, files, the question it edits."""
        if self.state is not None and self.state is not state:
            self.keep_draft()
        self.state = state
        self.composer.restore(state.draft, list(state.files), state.editing)
        self.composer.show_reading_of(state)
        self.show_running()
        self.show_approval()
        self.show_web()

    def keep_draft(self) -> None:
        state = self.state
        if state is not None:
            state.draft, state.files = self.composer.text(), self.composer.files()
            state.editing = self.composer.editing_id

    def show_running(self) -> None:
        cid = self.state.id if self.state is not None else None
        self.composer.set_running(self.session.chat.is_running(cid))

    def show_web(self) -> None:
        """The globe: on for the next question or not, and whether a
        search provider is chosen at all."""
        on = self.state.web if self.state is not None else False
        self.composer.set_web(on, self.session.chat.web_ready())

    @Slot(bool)
    def _on_web_toggled(self, on: bool) -> None:
        if self.state is not None:
            self.session.chat.set_web(self.state, on)

    def show_approval(self) -> None:
        pending = self.state.approval if self.state is not None else None
        if pending is None:
            self.approval_bar.hide()
        else:
            self.approval_bar.ask(pending.call)

    # ---------------------------------------------------------- send, stop
    @Slot(str)
    def _on_submitted(self, text: str) -> None:
        if self.state is not None:
            self.tasks.spawn(self.send(text), self.state)

    async def send(self, text: str) -> None:
        state = self.state
        if self._sending or state is None:
            return  # a quick second Enter: the first is still creating the turn
        self._sending = True
        state.editing = self.composer.editing_id
        if await self.session.first_question_server():
            # Typed on the welcome page before choosing: the server found
            # first answers, as its "Use …" button would have set up.
            self.serverAdopted.emit()
        try:
            turn = await self.session.chat.send(state, text, self.composer.files())
        finally:
            self._sending = False
        state.draft, state.files, state.editing = "", [], None
        # The dictations whose words went with it: their recordings go.
        self.session.dictation.forget(state.recordings)
        state.recordings = []
        if self.state is state:
            self.composer.clear()
            self.show_running()
            self.show_web()
        self.sent.emit(turn.conversation_id)

    @Slot()
    def stop(self) -> None:
        """Esc or Stop: a voice reading an answer aloud is stopped first, and
        only it (the answer goes on); else the answer being written."""
        if self.session.reading.stop():
            return
        state = self.state
        if state is not None and state.id and self.session.chat.is_running(state.id):
            self.tasks.spawn(self.session.chat.stop(state.id), state)

    def edit(self, message_id: str, text: str) -> None:
        self.composer.set_editing(message_id, text)
        if self.state is not None:
            self.state.editing = message_id

    @Slot()
    def _on_edit_cancelled(self) -> None:
        if self.state is not None:
            self.state.editing, self.state.draft = None, ""

    # ---------------------------------------------------------------- tools
    @Slot(str)
    def _on_decided(self, decision: str) -> None:
        if self.state is not None:
            self.session.chat.decide(self.state, Decision(decision))
        self.composer.editor.setFocus()  # back to typing, whatever was answered

    def save_tool_output(self, message_id: str, call_id: str) -> None:
        """The whole output of a call, saved where the person chooses."""
        message = self.session.repo.get_message(message_id)
        call = next((c for c in message.tool_calls if c.id == call_id), None) if message else None
        if call is None:
            return
        dialog = file_dialog(self.window_, tr("Save the tool's output"), Purpose.SAVE)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt")
        dialog.selectFile(f"{call.tool or call.name}-output.txt")

        async def save(target: str) -> None:
            try:
                await self._off_the_gui(
                    save_tool_output, self.session.repo, message_id, call_id, Path(target)
                )
            except OSError as exc:
                self.tasks.notifier.error(
                    tr("The output could not be saved: {error}").format(error=reason(exc))
                )
                return
            self.tasks.notifier.info(tr("Saved the tool's output as {path}.").format(path=target))

        dialog.fileSelected.connect(lambda target: self.tasks.spawn(save(target)))
        self.tool_output_dialog = dialog
        dialog.open()

    # ---------------------------------------------------------------- files
    @Slot()
    def choose_files(self) -> None:
        """The paperclip: a file dialog (opened, not run, so the event loop
        and any answer streaming go on while it is up)."""
        dialog = file_dialog(self.window_, tr("Attach files"), Purpose.ATTACH)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setNameFilters(
            [
                tr(
                    "Pictures, documents and text files (*.png *.jpg *.jpeg *.webp *.gif "
                    "*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm *.md *.csv "
                    "*.txt *.json *.py *.js *.ts *.css *.xml *.yaml *.yml *.toml *.log)"
                ),
                tr(
                    "Documents (*.pdf *.docx *.pptx *.xlsx *.odt *.epub *.rtf *.html *.htm "
                    "*.md *.csv)"
                ),
                tr("All files (*)"),
            ]
        )
        dialog.filesSelected.connect(
            lambda paths: self.offer(Offer(paths=[Path(p) for p in paths]))
        )
        self.file_dialog = dialog
        dialog.open()

    def offer(self, offer: Offer) -> None:
        self.tasks.spawn(self.attach(offer), self.state)

    def _editing(self) -> bool:
        """An edited question keeps its own files; a new one would wait
        unseen behind the edit: said, and True."""
        if self.composer.editing_id is None:
            return False
        self.tasks.notifier.info(
            tr("Finish or cancel the edit first (Esc): an edited message keeps its own files.")
        )
        return True

    async def attach(self, offer: Offer) -> None:
        if self._editing():
            return
        for path in offer.paths:
            await self._add(path.name, read_file, path)
        for data in offer.pictures:
            await self._add(PASTED_NAME, prepare, PASTED_NAME, data)

    @Slot(str)
    def offer_link(self, address: str) -> None:
        """A web address pasted or dropped stays text; its page is offered
        as a source (fetched only if the person says so)."""
        host = urlsplit(address).hostname or address

        def attach() -> None:
            self.tasks.spawn(self.attach_link(address), self.state)

        self.tasks.notifier.offer(
            tr("Attach the page at {host} as a source?").format(host=host),
            tr("Attach page"),
            attach,
        )

    async def attach_link(self, address: str) -> None:
        """The page read as a search reads one, and shown as a tile like a
        document's; a page that cannot be is said in the banner."""
        if self._editing():
            return
        state = self.state
        try:
            file = await self.session.web.attach_link(address)
        except AttachmentRefused as refused:
            self.tasks.notifier.error(str(refused))
            return
        self._keep(file, state)

    async def _add(self, name: str, make: Any, *args: Any) -> None:
        """`make(*args, progress)` on the files thread, its tile saying how
        far the reading has come meanwhile; a file let go (its ×) while it
        was read is not attached, nor its refusal said."""
        state = self.state
        tile = ReadingTile(name, state)
        relay = ReadingRelay(tile)  # lives as long as the reading, whatever becomes of the tile
        self.composer.add_reading(tile)
        try:
            file = await self._off_the_gui(make, *args, relay.progress)
        except AttachmentRefused as refused:
            if not relay.let_go:
                self.tasks.notifier.error(str(refused))
            return
        finally:
            self.composer.drop_reading(tile)
        if not relay.let_go:
            self._keep(file, state)

    def _keep(self, file: PreparedFile, state: ConversationState | None) -> None:
        if self.state is state:
            self.composer.add_file(file)
        elif state is not None:
            state.files.append(file)  # the conversation it was offered in keeps it

    async def _off_the_gui(self, work: Callable[..., T], *args: Any) -> T:
        """Reading an attached file or writing a tool's output: on the
        session's pool "files" (one plain Python thread)."""
        return await self.session.workers.run("files", work, *args)

    def stop_attaching(self) -> None:
        """At close: no file is read after the window is gone (a document's
        reader still at work is ended, so quitting never waits for it)."""
        stop_reading()
        self.session.workers.retire("files")
