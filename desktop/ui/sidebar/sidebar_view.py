"""The left column: new conversation and new project, search (of all
conversations or of one project), projects, and the conversations in no
project under date headings. A row shows "⋯" on hover (a conversation's:
rename, pin, move to a project, export, delete; a project's: new
conversation in it, edit, search in it, delete); the same menu opens with a
right-click or the keyboard's menu key. A conversation can be dragged onto
a project, or onto a date heading to take it out of its project.

Signals:
    conversationChosen(conversation_id: str)
    searchHitChosen(conversation_id: str, message_id: str)
    searchLeft()                            Esc in an empty search: back to the message box
    newRequested()
    renameRequested(conversation_id: str, title: str)
    pinRequested(conversation_id: str, pinned: bool)
    deleteRequested(conversation_id: str)
    exportRequested(conversation_id: str)   "" for every conversation
    importRequested()
    syncRequested()                         Sync now
    newProjectRequested()
    projectEditRequested(project_id: str)
    newInProjectRequested(project_id: str)
    moveRequested(conversation_id: str, project_id: str)    "" for no project
    deleteProjectRequested(project_id: str, with_conversations: bool)
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QMenu,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Project
from desktop.session.reader import Reader
from desktop.ui import icons
from desktop.ui.design import Space
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.i18n import tr
from desktop.ui.sidebar.conversation_model import ConversationModel
from desktop.ui.sidebar.rename_dialog import RenameDialog
from desktop.ui.sidebar.sidebar_list import ConversationList
from desktop.ui.sidebar.sidebar_menu import conversation_menu
from desktop.ui.sidebar.sidebar_paint import ConversationDelegate, HitDelegate
from desktop.ui.sidebar.sidebar_projects import ProjectMenus
from desktop.ui.sidebar.sidebar_search import SearchModel
from desktop.ui.titles import title_label
from desktop.ui.widgets import describe, plain_label

MIN_WIDTH = 200
# The sync state's words get at least this much beside Sync now ("Synced",
# "3 changes waiting"); with less, the button goes under them.
_STATE_WIDTH = 90


def _lay_out(row: QBoxLayout, stacked: bool) -> None:
    direction = QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
    if row.direction() != direction:
        row.setDirection(direction)


class Sidebar(ProjectMenus, QWidget):
    """The left column: new conversation and project, search, projects and
    conversations, each row's menu, dragging into projects, and the sync
    state."""

    conversationChosen = Signal(str)
    searchHitChosen = Signal(str, str)
    searchLeft = Signal()
    newRequested = Signal()
    renameRequested = Signal(str, str)
    pinRequested = Signal(str, bool)
    deleteRequested = Signal(str)
    exportRequested = Signal(str)
    importRequested = Signal()
    syncRequested = Signal()
    newProjectRequested = Signal()
    projectEditRequested = Signal(str)
    newInProjectRequested = Signal(str)
    moveRequested = Signal(str, str)
    deleteProjectRequested = Signal(str, bool)

    def __init__(self, repo: Reader) -> None:
        super().__init__()
        self.setObjectName("Sidebar")
        self.setMinimumWidth(MIN_WIDTH)
        self.repo = repo
        self.model = ConversationModel(repo)
        self.search_model = SearchModel()
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.s, Space.m, Space.s, Space.s)
        col.setSpacing(Space.s)
        col.addLayout(self._header_row())
        self._search_field(col)
        self._lists(col)
        col.addLayout(self._data_row())
        col.addWidget(self._sync_row())
        self._dialog: QWidget | None = None
        self.menu: QMenu | None = None
        self._revealed: str | None = None

    def _header_row(self) -> QHBoxLayout:
        """The app's name, New project and New conversation."""
        top = self.header_row = QHBoxLayout()
        top.setContentsMargins(Space.s, 0, 0, 0)
        name = plain_label("Verbatim", "Title")
        self.new_button = QToolButton()
        self.new_button.setObjectName("HeaderButton")
        self.new_button.setIcon(icons.icon("new", "text"))
        describe(self.new_button, tr("New conversation"), tr("New conversation (Ctrl+N)"))
        self.new_button.clicked.connect(self.newRequested)
        self.new_project_button = QToolButton()
        self.new_project_button.setObjectName("HeaderButton")
        self.new_project_button.setIcon(icons.icon("new_project", "text"))
        describe(
            self.new_project_button,
            tr("New project"),
            tr("New project: conversations kept together, with instructions and files"),
        )
        self.new_project_button.clicked.connect(self.newProjectRequested)
        top.addWidget(name)
        top.addStretch(1)
        top.addWidget(self.new_project_button)
        top.addWidget(self.new_button)
        return top

    def _search_field(self, col: QVBoxLayout) -> None:
        """Search, and the one project it searches when it is limited to one."""
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search"))
        self.search.addAction(
            QAction(icons.icon("search"), tr("Search"), self.search),
            QLineEdit.ActionPosition.LeadingPosition,
        )
        self.search.setClearButtonEnabled(True)
        describe(
            self.search, tr("Search all conversations"), tr("Search all conversations (Ctrl+K)")
        )
        self.search.textChanged.connect(self._on_search_changed)
        self.search.returnPressed.connect(self._open_first_hit)
        self.search.installEventFilter(self)
        col.addWidget(self.search)
        # Search within one project: said under the field, and undone by a click.
        self.scope: Project | None = None
        self.scope_button = QToolButton()
        self.scope_button.setObjectName("ScopeChip")
        self.scope_button.setIcon(icons.icon("dismiss"))
        self.scope_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.scope_button.clicked.connect(lambda: self.search_in(None))
        self.scope_button.hide()
        col.addWidget(self.scope_button)

    def _lists(self, col: QVBoxLayout) -> None:
        """The conversations and the search results, one shown at a time."""
        self.stack = QStackedWidget()
        self.list = ConversationList(self)
        self.list.setModel(self.model)
        self.delegate = ConversationDelegate(self.list)
        self.delegate.moreClicked.connect(self._on_more)
        self.list.setItemDelegate(self.delegate)
        self.list.setMouseTracking(True)
        self.list.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.list.setDragEnabled(True)
        self.list.setAcceptDrops(True)
        self.list.setDropIndicatorShown(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.model.moveRequested.connect(self.moveRequested)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.clicked.connect(self._on_list_clicked)
        self.list.activated.connect(self._on_list_clicked)  # Enter on the keyboard
        describe(
            self.list,
            tr("Conversations"),
            tr("Click ⋯ or right-click a conversation to rename, pin or delete it"),
        )
        # Long titles and snippets must never widen the sidebar.
        for view in (self.list,):
            view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.results = QListView()
        self.results.setModel(self.search_model)
        self.results.setItemDelegate(HitDelegate(self.results))
        self.results.setMouseTracking(True)
        self.results.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.clicked.connect(self._on_hit_clicked)
        self.results.activated.connect(self._on_hit_clicked)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.results.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        describe(self.results, tr("Search results"), tr("Click a result to open it at the match"))
        self.no_results = plain_label(tr("No messages match."), "Meta")
        self.stack.addWidget(self.list)
        self.stack.addWidget(self.results)
        col.addWidget(self.stack, 1)
        col.addWidget(self.no_results)
        self.no_results.hide()

    def _data_row(self) -> QHBoxLayout:
        # Your history in and out: other apps' exports, and copies to keep.
        data = QHBoxLayout()
        self.import_button = QToolButton()
        self.import_button.setText(tr("Import…"))
        describe(
            self.import_button,
            tr("Import…"),
            tr("Bring in conversations: a Verbatim, ChatGPT or Claude export"),
        )
        self.import_button.clicked.connect(self.importRequested)
        self.export_button = QToolButton()
        self.export_button.setText(tr("Export all…"))
        describe(self.export_button, tr("Export all…"), tr("Save every conversation to a file"))
        self.export_button.clicked.connect(lambda: self.exportRequested.emit(""))
        data.addWidget(self.import_button)
        data.addWidget(self.export_button)
        data.addStretch(1)
        self.data_row = data
        return data

    def _sync_row(self) -> QWidget:
        # Sync with the person's other devices: its state, and Sync now.
        self.sync_row = QWidget()
        sync = self.sync_layout = QHBoxLayout(self.sync_row)
        sync.setContentsMargins(0, 0, 0, 0)
        self.sync_label = plain_label("", "Meta", wrap=True)
        self.sync_button = QToolButton()
        self.sync_button.setText(tr("Sync now"))
        describe(self.sync_button, tr("Sync now"), tr("Exchange changes with your other devices"))
        self.sync_button.clicked.connect(self.syncRequested)
        sync.addWidget(self.sync_label, 1)
        sync.addWidget(self.sync_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.sync_row.hide()
        return self.sync_row

    def reload(self, selected: str | None) -> None:
        self.model.reload()
        self.select(selected)
        if self.scope is not None:  # a search within a project renamed or deleted since
            current = self.repo.get_project(self.scope.id)
            if current is None or current.name != self.scope.name:
                self.search_in(current)

    def select(self, conversation_id: str | None) -> None:
        if conversation_id and conversation_id != self._revealed:
            # Its project opened when it is chosen (not again on every reload:
            # a project the person closed stays closed).
            self.model.reveal(conversation_id)
        self._revealed = conversation_id
        row = self.model.row_of(conversation_id) if conversation_id else -1
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        else:
            self.list.setCurrentIndex(QModelIndex())  # nothing highlighted: a new conversation
            self.list.clearSelection()

    def _on_list_clicked(self, index: QModelIndex) -> None:
        project = self.model.project_at(index.row())
        if project is not None:
            self.model.toggle(project.id)
            return
        conversation = self.model.conversation_at(index.row())
        if conversation is not None:
            self.conversationChosen.emit(conversation.id)

    def _on_hit_clicked(self, index: QModelIndex) -> None:
        hit = self.search_model.hits[index.row()]
        self.searchHitChosen.emit(hit.conversation_id, hit.message_id)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down in the search field steps into the results (or the list),
        as it does in every search box (issue 25: Ctrl+K, type, Down, Enter
        opened nothing). Esc clears the search; Esc in an empty one leaves
        it for the message box (issue 35: Esc did nothing)."""
        if watched is self.search and self._is_escape(event):
            if event.type() == QEvent.Type.ShortcutOverride:
                # The field's Esc, not the window's (Esc stops an answer):
                # accepted here, it comes back as a key press.
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress:
                if self.search.text():
                    self.search.clear()
                else:
                    self.searchLeft.emit()
                return True
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
        ):
            view = self.results if self.stack.currentWidget() is self.results else self.list
            model = view.model()
            if model is not None and model.rowCount() > 0:
                view.setFocus()
                first = model.index(0, 0)
                if view is self.list:
                    row = next(
                        (r for r in range(model.rowCount()) if not self.model.is_heading(r)), 0
                    )
                    first = model.index(row, 0)
                view.setCurrentIndex(first)
                return True
        return super().eventFilter(watched, event)

    @staticmethod
    def _is_escape(event: QEvent) -> bool:
        return (
            isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        )

    def _open_first_hit(self) -> None:
        if self.stack.currentWidget() is self.results and self.search_model.hits:
            hit = self.search_model.hits[0]
            self.searchHitChosen.emit(hit.conversation_id, hit.message_id)

    def _on_search_changed(self, text: str) -> None:
        searching = bool(text.strip())
        scope = self.scope.id if self.scope is not None else None
        hits = self.repo.search(text, limit=100, project_id=scope) if searching else []
        self.search_model.set_hits(hits)
        self.stack.setCurrentWidget(self.results if searching else self.list)
        self.no_results.setVisible(searching and not hits)

    def _on_more(self, row: int, at: QPoint) -> None:
        self.list.setCurrentIndex(self.model.index(row))
        self.menu_for(row, at)

    def search_in(self, project: Project | None) -> None:
        """Search one project's conversations (None: all of them again)."""
        self.scope = project
        self.scope_button.setVisible(project is not None)
        if project is not None:
            self.scope_button.setText(tr("In “{name}”").format(name=project.name[:40]))
            describe(
                self.scope_button,
                tr("Searching in “{name}”").format(name=project.name[:200]),
                tr("Click to search all conversations again"),
            )
            self.search.setFocus()
        self._on_search_changed(self.search.text())

    def menu_for(self, row: int, at: QPoint) -> QMenu | None:
        """Rename, pin, move, export, delete: the same menu from ⋯, a
        right-click or the menu key (a project's row has its own)."""
        project = self.model.project_at(row)
        if project is not None:
            return self.project_menu(project, at)
        conversation = self.model.conversation_at(row)
        if conversation is None:
            return None
        self.menu = conversation_menu(self, self, conversation, at)
        return self.menu

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_rows()

    def fit_rows(self) -> None:
        """Import… and Export all… side by side when their words fit, one
        above the other when not (German cut them to "Impo…ren…")."""
        needed = sum(b.sizeHint().width() for b in (self.import_button, self.export_button))
        _lay_out(self.data_row, needed > self._room(self.data_row))
        self.fit_sync_row()

    def fit_sync_row(self) -> None:
        """The sync state and Sync now side by side when both fit, the button
        under the words when not (French cut it to "Synchroni…aintenant").
        Called again when the words change: their longest word needs room."""
        label, button = self.sync_label, self.sync_button
        words = label.text().split() or [""]
        longest = max(map(label.fontMetrics().horizontalAdvance, words))
        room = self._room(self.sync_layout)
        _lay_out(self.sync_layout, button.sizeHint().width() + max(longest, _STATE_WIDTH) > room)
        # Under the words, the button still needs its own width: the sidebar
        # is never narrower than that ("Synchroniser maintenant" in French).
        shown = self.sync_row.isVisibleTo(self)
        narrowest = button.sizeHint().width() + self.width() - room if shown else 0
        self.setMinimumWidth(max(MIN_WIDTH, narrowest, self._least_width()))

    def _least_width(self) -> int:
        """What the title and its buttons need, and Import… or Export all…
        alone: the sidebar is never narrower (zoomed in, its title
        "Verbatim" was cut to 98 px)."""
        margins = self.contentsMargins()
        outer = self.layout()
        if outer is not None:
            margins += outer.contentsMargins()
        data = max(b.sizeHint().width() for b in (self.import_button, self.export_button))
        widest = max(self.header_row.minimumSize().width(), data)
        return widest + margins.left() + margins.right()

    def event(self, event: QEvent) -> bool:
        """Its words grew (zoomed in, or another language): its rows and its
        least width follow at once, not at the next resize."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.fit_rows()
        return handled

    def _room(self, row: QBoxLayout) -> int:
        margins = self.contentsMargins() + row.contentsMargins()
        outer = self.layout()
        if outer is not None:
            margins += outer.contentsMargins()
        return self.width() - margins.left() - margins.right() - row.spacing()

    # Dialogs are opened with open(), never exec(): exec inside the qasync
    # loop would nest event loops (PLATFORM.md).
    def ask_rename(self, conversation_id: str, title: str) -> RenameDialog:
        dialog = RenameDialog(self, title_label(title))
        dialog.renamed.connect(lambda value: self.renameRequested.emit(conversation_id, value))
        dialog.open()
        self._dialog = dialog
        return dialog

    def ask_delete(self, conversation_id: str, title: str) -> ConfirmDialog:
        dialog = ConfirmDialog(
            self,
            tr("Delete this conversation?"),
            tr("“{title}” and all its messages will be deleted. This cannot be undone.").format(
                title=title_label(title).split("\n", 1)[0][:200]
            ),
            tr("Delete"),
        )
        dialog.confirmed.connect(lambda: self.deleteRequested.emit(conversation_id))
        dialog.open()
        self._dialog = dialog
        return dialog
