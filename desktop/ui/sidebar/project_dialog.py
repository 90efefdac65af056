"""A project's sheet (issue 27): its name, its instructions (given to every
conversation in it, before the conversation's own), and its files (what
every conversation in it may read), and the question asked before a
project is deleted: what becomes of its conversations, never decided
silently. Opened with open(), never exec() (PLATFORM.md).

Signals (ProjectDialog):
    saved(name: str, instructions: str, preset: str)
                                          Save was pressed, the name not empty;
                                          preset "" for the defaults of Settings
    addFilesRequested()                   Add files… was pressed
    removeFileRequested(sha256: str)      a file's Remove was pressed
Signals (DeleteProjectDialog):
    chosen(with_conversations: bool)      one of the two deletes was pressed
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Project
from desktop.domain.words import neutral
from desktop.session.files import PreparedFile
from desktop.ui import icons
from desktop.ui.design import Space
from desktop.ui.documents.attachment_view import document_facts, size_words
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label

NAME_LIMIT = 200


class ProjectDialog(QDialog):
    """A project's sheet: its name, its instructions, and the files every
    conversation in it is given."""

    saved = Signal(str, str, str)
    addFilesRequested = Signal()
    removeFileRequested = Signal(str)

    def __init__(
        self, parent: QWidget, project: Project | None, presets: list[str] | None = None
    ) -> None:
        super().__init__(parent)
        self.project = project
        heading = tr("New project") if project is None else tr("Project")
        self.setWindowTitle(heading)
        self.setModal(True)
        self.setMinimumWidth(520)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.m)
        col.addWidget(plain_label(heading, "Title"))
        self.name = QLineEdit(project.name if project else "")
        self.name.setMaxLength(NAME_LIMIT)
        self.name.setPlaceholderText(tr("A name, such as “Thesis” or “Kitchen renovation”"))
        describe(self.name, tr("Name"))
        col.addWidget(plain_label(tr("Name"), "SectionHeader"))
        col.addWidget(self.name)
        col.addWidget(plain_label(tr("Instructions"), "SectionHeader"))
        col.addWidget(
            plain_label(
                tr("Every conversation in this project starts with these."), "Meta", wrap=True
            )
        )
        self.instructions = QPlainTextEdit(project.instructions if project else "")
        self.instructions.setPlaceholderText(
            tr("For example: Answer briefly, in plain English, and cite the chapter.")
        )
        self.instructions.setTabChangesFocus(True)
        self.instructions.setMinimumHeight(64)
        describe(self.instructions, tr("Instructions"))
        col.addWidget(self.instructions, 1)
        col.addLayout(self._preset_row(project, presets))
        self._file_rows(col)
        # A new project takes files too (issue 35: its sheet had no Files):
        # they are read now and join it when Create makes it.
        self.pending: list[PreparedFile] = []
        self.set_files(project)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel = QPushButton(tr("Cancel"))
        self.save = QPushButton(tr("Create") if project is None else tr("Save"))
        self.save.setDefault(True)
        self.cancel.clicked.connect(self.reject)
        self.save.clicked.connect(self._on_save)
        self.name.textChanged.connect(lambda text: self.save.setEnabled(bool(text.strip())))
        self.save.setEnabled(bool(self.name.text().strip()))
        buttons.addWidget(self.cancel)
        buttons.addWidget(self.save)
        col.addLayout(buttons)
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)

    def _preset_row(self, project: Project | None, presets: list[str] | None) -> QHBoxLayout:
        """The setup new conversations here start with."""
        setup = QHBoxLayout()
        setup.addWidget(plain_label(tr("New conversations here start with")))
        self.preset = QComboBox()
        self.preset.addItem(tr("The default setup"), "")
        for name in presets or []:
            self.preset.addItem(name, name)
        chosen = project.preset if project else ""
        if chosen and self.preset.findData(chosen) < 0:
            self.preset.addItem(chosen, chosen)  # a preset removed since: still named
        self.preset.setCurrentIndex(max(0, self.preset.findData(chosen)))
        describe(self.preset, tr("New conversations here start with"))
        setup.addWidget(self.preset, 1)
        return setup

    def _file_rows(self, col: QVBoxLayout) -> None:
        """The files every conversation here may read, Add files… and Remove."""
        self.files_heading = plain_label(tr("Files"), "SectionHeader")
        col.addWidget(self.files_heading)
        self.files_note = plain_label(
            tr("Every conversation in this project may read these."), "Meta", wrap=True
        )
        col.addWidget(self.files_note)
        self.files = QListWidget()
        self.files.setMinimumHeight(56)
        describe(self.files, tr("Files"))
        col.addWidget(self.files)
        file_row = QHBoxLayout()
        self.add_files = QPushButton(icons.icon("attach"), tr("Add files…"))
        describe(self.add_files, tr("Add files…"), tr("PDF, Word, PowerPoint, Excel and more"))
        self.add_files.clicked.connect(self.addFilesRequested)
        self.remove_file = QPushButton(tr("Remove"))
        describe(self.remove_file, tr("Remove the chosen file from the project"))
        self.remove_file.clicked.connect(self._on_remove)
        file_row.addWidget(self.add_files)
        file_row.addWidget(self.remove_file)
        file_row.addStretch(1)
        col.addLayout(file_row)

    def set_files(self, project: Project | None) -> None:
        """The project's files as the store holds them now."""
        self.files.clear()
        for a in project.files if project else ():
            facts = document_facts(a) if a.is_document else size_words(a.size)
            item = QListWidgetItem(
                icons.icon("document" if a.is_document else "text_file"),
                f"{neutral(a.name)} · {facts}",
            )
            item.setData(Qt.ItemDataRole.UserRole, a.sha256)
            self.files.addItem(item)
        self.remove_file.setEnabled(self.files.count() > 0)

    def add_pending(self, files: list[PreparedFile]) -> None:
        """Files for the project Create will make, listed as they will be."""
        self.pending.extend(files)
        for f in files:
            a = f.attachment
            facts = document_facts(a) if a.is_document else size_words(a.size)
            item = QListWidgetItem(
                icons.icon("document" if a.is_document else "text_file"),
                f"{neutral(a.name)} · {facts}",
            )
            item.setData(Qt.ItemDataRole.UserRole, a.sha256)
            self.files.addItem(item)
        self.remove_file.setEnabled(self.files.count() > 0)

    def _on_remove(self) -> None:
        item = self.files.currentItem() or self.files.item(0)
        if item is None:
            return
        sha = str(item.data(Qt.ItemDataRole.UserRole))
        if self.project is None:  # not made yet: it simply is not taken
            self.pending = [f for f in self.pending if f.attachment.sha256 != sha]
            self.files.takeItem(self.files.row(item))
            self.remove_file.setEnabled(self.files.count() > 0)
            return
        self.removeFileRequested.emit(sha)

    def _on_save(self) -> None:
        if self.name.text().strip():
            self.accept()
            self.saved.emit(
                self.name.text().strip(),
                self.instructions.toPlainText(),
                str(self.preset.currentData() or ""),
            )


class DeleteProjectDialog(QDialog):
    """What becomes of the conversations: kept (outside any project), or
    deleted with it. Cancel is the default; neither delete is."""

    chosen = Signal(bool)

    def __init__(self, parent: QWidget, project: Project, conversations: int) -> None:
        super().__init__(parent)
        title = tr("Delete this project?")
        self.setWindowTitle(title)
        self.setModal(True)
        self.setMinimumWidth(420)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.l)
        col.addWidget(plain_label(title, "Title"))
        text = tr(
            "“{name}” keeps %n conversation(s). Its instructions and files go with it; "
            "choose what becomes of the conversations.",
            None,
            conversations,
        ).format(name=neutral(project.name)[:200])
        self.body = plain_label(text, wrap=True)
        self.body.setMaximumWidth(520)
        col.addWidget(self.body)
        # The two deletes one above the other (they are long in every
        # language), Cancel on its own below them.
        choices = QVBoxLayout()
        choices.setSpacing(Space.s)
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel = QPushButton(tr("Cancel"))
        self.keep = QPushButton(tr("Delete the project, keep the conversations"))
        self.everything = QPushButton(tr("Delete it and its conversations"))
        self.everything.setObjectName("Danger")
        for button in (self.keep, self.everything):
            button.setAutoDefault(False)
            describe(button, button.text())
        self.everything.setVisible(conversations > 0)
        self.cancel.setDefault(True)
        self.cancel.clicked.connect(self.reject)
        self.keep.clicked.connect(lambda: self._choose(False))
        self.everything.clicked.connect(lambda: self._choose(True))
        choices.addWidget(self.keep)
        choices.addWidget(self.everything)
        col.addLayout(choices)
        row.addWidget(self.cancel)
        col.addLayout(row)
        self.cancel.setFocus(Qt.FocusReason.OtherFocusReason)

    def _choose(self, with_conversations: bool) -> None:
        self.accept()
        self.chosen.emit(with_conversations)
