"""Export and import: JSON (lossless, `verbatim-export` v4) and Markdown (readable).

Version 4 adds projects (with their files), a conversation's project, a
document's pages and words, and an answer's sources. Version 3 added tool
calls. Version 2 added attachments: each message lists its files by hash,
and the export carries each distinct file once, base64, under `files` (a
picture costs about 4/3 of its size, plus its downscaled copy when there
is one).
Version 1 files (no attachments), 2 (no tool calls) and 3 (no projects) still import.

Import (store/exchange/verbatim_import.py) checks each piece as it reads it
(store/exchange/export_check.py) and writes the file in one transaction, skipping
ids that already exist (P2): importing the same file twice adds nothing, and
a file broken anywhere adds nothing; what each conversation brings is
store/exchange/import_write.py's rule, the one sync writes by too. API keys are never
part of either format.
"""

from __future__ import annotations

import base64
import io
import re
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Conversation, Message, Project, Role, Status, sources_line
from desktop.domain.words import said_fields
from desktop.store.document_index import source_dict
from desktop.store.exchange.export_check import FORMAT, VERSION, attachment_hashes
from desktop.store.exchange.verbatim_import import import_verbatim
from desktop.store.repository import Repository


def _iso(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


# The readable export is in English whatever the system's locale (strftime's
# %b would follow it), so its month names are its own.
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _when(value: datetime) -> str:
    """A time as a person reads it: "26 Nov 2026 14:03", to the minute, in
    this computer's time zone (the store keeps UTC to the microsecond)."""
    local = value.astimezone()
    return f"{local.day} {_MONTHS[local.month - 1]} {local.year} {local:%H:%M}"


def conversation_json(c: Conversation) -> dict[str, Any]:
    """A conversation's own fields as exported (and synced), without messages."""
    return {
        "id": c.id,
        "title": c.title,
        "created_at": _iso(c.created_at),
        "updated_at": _iso(c.updated_at),
        "pinned": c.pinned,
        "provider": c.provider,
        "model": c.model,
        "system_prompt": c.system_prompt,
        "parameters": {
            "temperature": c.parameters.temperature,
            "top_p": c.parameters.top_p,
            "max_tokens": c.parameters.max_tokens,
            "reasoning": c.parameters.reasoning.value,
        },
        "tools": c.tools,
        "project_id": c.project_id,
    }


def project_json(p: Project) -> dict[str, Any]:
    """A project as exported (and synced): its fields and its files by hash."""
    return {
        "id": p.id,
        "name": p.name,
        "instructions": p.instructions,
        "preset": p.preset,
        "provider": p.provider,
        "model": p.model,
        "created_at": _iso(p.created_at),
        "updated_at": _iso(p.updated_at),
        "files": [asdict(a) for a in p.files],
    }


def message_json(m: Message) -> dict[str, Any]:
    return {
        "id": m.id,
        "parent_id": m.parent_id,
        "role": m.role.value,
        "content": m.content,
        "status": m.status.value,
        "created_at": _iso(m.created_at),
        "model": m.model,
        "provider": m.provider,
        "error": m.error,
        **_said_of(m.error),
        "reasoning": m.reasoning,
        "reasoning_signature": m.reasoning_signature,
        "omitted": m.omitted,
        "finish_reason": m.finish_reason,
        "usage": {
            "prompt_tokens": m.usage.prompt_tokens,
            "completion_tokens": m.usage.completion_tokens,
        },
        "attachments": [asdict(a) for a in m.attachments],
        "tool_calls": [asdict(c) for c in m.tool_calls],
        "sources": [source_dict(s) for s in m.sources],
    }


# Told (conversations done, conversations in all) after each one; it may
# raise to stop an export (the window's Cancel), before anything is written.
Progress = Callable[[int, int], None]


def export_json(
    repo: Repository, conversation_id: str | None = None, progress: Progress | None = None
) -> dict[str, Any]:
    conversations = selected_conversations(repo, conversation_id)
    out = []
    hashes: set[str] = set()
    for done, c in enumerate(conversations, 1):
        messages = repo.messages(c.id)
        hashes.update(sha for m in messages for a in m.attachments for sha in attachment_hashes(a))
        out.append(
            {
                **conversation_json(c),
                "branch": [m.id for m in repo.branch(c.id)],
                "messages": [message_json(m) for m in messages],
            }
        )
        if progress is not None:
            progress(done, len(conversations))
    wanted = {c.project_id for c in conversations if c.project_id}
    projects = [p for p in repo.projects() if conversation_id is None or p.id in wanted]
    hashes.update(sha for p in projects for a in p.files for sha in attachment_hashes(a))
    files = repo.blobs(sorted(hashes))
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": _iso(datetime.now(UTC)),
        "projects": [project_json(p) for p in projects],
        "conversations": out,
        "files": {sha: base64.b64encode(data).decode("ascii") for sha, data in files.items()},
    }


def selected_conversations(repo: Repository, conversation_id: str | None) -> list[Conversation]:
    if conversation_id is None:
        return repo.list_conversations()
    found = repo.get_conversation(conversation_id)
    if found is None:
        raise StoreError(
            StoreErrorKind.IMPORT, f"There is no conversation with id {conversation_id}."
        )
    return [found]


_BADGE = {
    Status.INTERRUPTED: " *(stopped)*",
    Status.FAILED: " *(failed)*",
    Status.STREAMING: " *(unfinished)*",
    Status.COMPLETE: "",
}


def _fence(text: str) -> str:
    """A code fence longer than any run of backticks in `text`."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def export_markdown(
    repo: Repository, conversation_id: str | None = None, progress: Progress | None = None
) -> str:
    parts: list[str] = []
    conversations = selected_conversations(repo, conversation_id)
    for done, c in enumerate(conversations, 1):
        if progress is not None and done > 1:
            progress(done - 1, len(conversations))
        started = " · ".join(x for x in (_when(c.created_at), c.model, c.provider) if x)
        parts.append(f"# {c.title}\n\n_{started}_\n")
        for m in repo.branch(c.id):
            # Who spoke, plainly: the answer is named by the model that wrote it.
            who = "You" if m.role is Role.USER else (m.model or "Assistant")
            parts.append(f"**{who}** · {_when(m.created_at)}{_BADGE[m.status]}\n\n{m.content}\n")
            for a in m.attachments:
                parts.append(f"*Attached: {a.name} ({a.size:,} bytes)*\n")
            for call in m.tool_calls:
                note = f" — {call.note}" if call.note else ""
                fence = _fence(call.arguments + call.output)
                parts.append(
                    f"**Tool {call.tool or call.name}** ({call.server}, {call.status.value}{note})"
                    f"\n\n{fence}json\n{call.arguments}\n{fence}\n\n"
                    f"{fence}text\n{call.output}\n{fence}\n"
                )
            if m.sources:
                parts.append(f"*Sources: {sources_line(m.sources)}*\n")
            if m.status is Status.FAILED and m.error:
                parts.append(f"> Error: {m.error}\n")
    return "\n".join(parts)


def import_json(repo: Repository, text: str) -> tuple[int, int]:
    """Import an export held as text; returns (conversations added,
    messages added). Files are read as they stream: verbatim_import."""
    data = text.encode("utf-8")
    counts = import_verbatim(repo, lambda: nullcontext(io.BytesIO(data)))
    return counts.new_conversations, counts.new_messages


def _said_of(error: str | None) -> dict[str, Any]:
    """The error's message id and values, where it has them (format 10 and
    later): an importer that knows them shows the error in its person's
    language; an older one reads the English words as before."""
    fields = said_fields(error)
    return {} if fields is None else {"error_said": fields}
