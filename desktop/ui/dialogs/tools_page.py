"""Settings → Tools: the MCP tool servers, added by a command that Verbatim
starts or by an http(s) address, each tested before it is kept, and how
many tool rounds one answer may take. An address's token goes to the
keyring on Save, never to a file."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.words import reason
from desktop.session.settings import Settings
from desktop.session.tool_setup import (
    ToolServer,
    ToolSetupError,
    keep_tokens,
    server_from_fields,
    test_server,
    with_server,
)
from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import EmptyList, describe, plain_label


class ToolsPage(QWidget):
    """Settings → Tools: the MCP tool servers, added by a command or an
    address, tested, and what each may run without asking."""

    def __init__(self, settings: Settings, problems: dict[str, str]) -> None:
        super().__init__()
        self.settings = settings  # the dialog's copy: changed here, kept on Save
        self.problems = problems
        self.tokens: dict[str, str] = {}  # typed tokens, written to the keyring on Save
        self._test: asyncio.Task[None] | None = None
        col = QVBoxLayout(self)
        col.addWidget(
            plain_label(
                tr(
                    "Tools let a model look things up or act for you, through MCP servers. "
                    "Each call asks you first, unless you chose to always allow it."
                ),
                "Meta",
                wrap=True,
            )
        )
        self.list = EmptyList(tr("No tool servers yet. Add one below."))
        describe(self.list, tr("Tool servers"))
        col.addWidget(self.list, 1)
        self.remove = QPushButton(tr("Remove server"))
        self.remove.clicked.connect(self._on_remove)
        col.addWidget(self.remove)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("a short name, such as time"))
        self.launch = QLineEdit()
        self.launch.setPlaceholderText(
            tr("a command, such as {example}, or an https:// address").format(
                example="uvx mcp-server-time"
            )
        )
        self.token = QLineEdit()
        self.token.setEchoMode(QLineEdit.EchoMode.Password)
        self.token.setPlaceholderText(tr("for an address that needs one; kept in the keyring"))
        self.always = QCheckBox(tr("Run its tools without asking each time"))
        for label, widget in [
            (tr("Name"), self.name),
            (tr("Command or address"), self.launch),
            (tr("Token"), self.token),
        ]:
            form.addRow(label, widget)
            describe(widget, label)
        form.addRow("", self.always)
        col.addLayout(form)
        row = QHBoxLayout()
        self.add = QPushButton(tr("Test and add"))
        self.add.clicked.connect(self._on_add)
        row.addWidget(self.add)
        row.addStretch(1)
        col.addLayout(row)
        self.result = plain_label("", wrap=True)
        col.addWidget(self.result)
        rounds = QFormLayout()
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 100)
        self.rounds.setValue(settings.tool_rounds)
        rounds.addRow(tr("Tool rounds per answer, at most"), self.rounds)
        describe(self.rounds, tr("Tool rounds per answer, at most"))
        col.addLayout(rounds)
        self._fill()

    def _fill(self) -> None:
        self.list.clear()
        for s in self.settings.tool_servers:
            asks = tr("always allowed") if s.always_allow else tr("asks first")
            line = f"{s.name} — {s.where}  ({asks})"
            problem = self.problems.get(s.name)
            if problem:
                line += "\n" + tr("Last problem: {problem}").format(problem=translated(problem))
            self.list.addItem(line)
        self.remove.setEnabled(bool(self.settings.tool_servers))

    def _on_remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.settings.tool_servers):
            gone = self.settings.tool_servers.pop(row)
            self.tokens[gone.name] = ""  # forgotten on Save
            self._fill()

    def _on_add(self) -> None:
        server = server_from_fields(self.name.text(), self.launch.text(), self.always.isChecked())
        try:
            with_server(self.settings.tool_servers, server)
        except ToolSetupError as exc:
            self.result.setText(translated(reason(exc)))
            return
        self.add.setEnabled(False)
        self.result.setText(tr("Starting {name}…").format(name=server.name))
        self._test = asyncio.ensure_future(self._try(server, self.token.text()))

    async def _try(self, server: ToolServer, token: str) -> None:
        """Start the server on its own, list its tools, stop it again."""
        try:
            tools, problem = await test_server(server, token)
        finally:
            self.add.setEnabled(True)
        if not tools:
            self.result.setText("✗ " + translated(problem))
            return
        try:
            self.settings.tool_servers = with_server(self.settings.tool_servers, server)
        except ToolSetupError as exc:  # the same name was added meanwhile
            self.result.setText(translated(reason(exc)))
            return
        if token:
            self.tokens[server.name] = token
        self.result.setText(
            tr("✓ Added {name}: %n tool(s) ({names}).", None, len(tools)).format(
                name=server.name, names=", ".join(tools)
            )
        )
        self.name.clear()
        self.launch.clear()
        self.token.clear()
        self._fill()

    def apply(self) -> str | None:
        """On Save: tokens to the keyring, the round limit to the settings.
        A sentence if the keyring refused."""
        self.settings.tool_rounds = self.rounds.value()
        refused = keep_tokens(self.tokens)  # a second Save keeps the server, without it
        return translated(refused[1]) if refused else None
