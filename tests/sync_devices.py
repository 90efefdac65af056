"""Devices for the sync tests: each a data folder of its own, with a real
SQLite store, writing messages as the engine leaves them (final)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json
from desktop.store.repository import Repository


class Device:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.repo: Repository = open_store(folder)

    def close(self) -> None:
        self.repo.close()

    def ask(
        self, cid: str, question: str, answer: str, status: Status = Status.COMPLETE
    ) -> tuple[Message, Message]:
        """A question and its final answer under the shown branch's tip."""
        conv = self.repo.get_conversation(cid)
        assert conv is not None
        q = self.repo.add_message(
            Message(new_id(), cid, Role.USER, question, parent_id=conv.tip_id)
        )
        a = self.repo.add_message(
            Message(new_id(), cid, Role.ASSISTANT, answer, parent_id=q.id, status=status)
        )
        self.repo.set_tip(cid, a.id)
        return q, a

    def again(self, answer_id: str, text: str) -> Message:
        """Regenerate: another answer beside `answer_id`."""
        old = self.repo.get_message(answer_id)
        assert old is not None
        m = self.repo.add_message(
            Message(new_id(), old.conversation_id, Role.ASSISTANT, text, parent_id=old.parent_id)
        )
        self.repo.set_tip(old.conversation_id, m.id)
        return m

    def edit(self, question_id: str, text: str) -> tuple[Message, Message]:
        """Edit a question: a new version beside it, answered."""
        old = self.repo.get_message(question_id)
        assert old is not None
        q = self.repo.add_message(
            Message(new_id(), old.conversation_id, Role.USER, text, parent_id=old.parent_id)
        )
        a = self.repo.add_message(
            Message(new_id(), old.conversation_id, Role.ASSISTANT, f"to {text}", parent_id=q.id)
        )
        self.repo.set_tip(old.conversation_id, a.id)
        return q, a

    def export(self) -> list[dict[str, Any]]:
        """Everything that must agree between devices: the export, without
        what is each device's own (the shown branch, when it was last used)."""
        data = export_json(self.repo)
        out = []
        for c in sorted(data["conversations"], key=lambda c: c["id"]):
            c = {k: v for k, v in c.items() if k not in ("branch", "updated_at")}
            c["messages"] = sorted(c["messages"], key=lambda m: m["id"])
            out.append(c)
        return json.loads(json.dumps(out))

    def projects(self) -> list[dict[str, Any]]:
        """The projects, as they must agree between devices."""
        data = export_json(self.repo)
        out = [
            {k: v for k, v in p.items() if k != "updated_at"}
            for p in sorted(data["projects"], key=lambda p: p["id"])
        ]
        return json.loads(json.dumps(out))
