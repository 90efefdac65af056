"""What upgrade_check.sh uses an earlier release for, and how it reads back
(issue 42). Runs outside the Debian root (its minbase has no Python) with the
standard library only, on any Python 3.11 or later.

`use VERSION MODEL OUT.json` writes a `verbatim-export` file of the given
version, carrying all that version can hold: two conversations, one with an
answer cut off (interrupted), the other with an answer that failed (the
sentence a provider refusing the API key leaves); from version 2 a question with an attached
file; from version 4 a project with a file of its own and a conversation in
it. MODEL, when not empty, is a registered local model's name: one
conversation is set to it, as the model menu does.

`refused OUT.json` writes a version 4 export of one conversation whose
answer failed with the same sentence, its message id and values kept
(`error_said`, store format 10): what a release from format 10 writes of a
failed answer it made itself, so the new release's store can be shown to
keep the id (an earlier one reads the English words only).

`errors EXPORT.json` prints each failed answer's conversation, its error's
words and the message id kept with them, or that none was.

`summary EXPORT.json` prints what a person would see of an export, one line
for each kind of thing, so the lines before and after an upgrade can be
compared whole: the conversations and messages (by status, and a digest of
every text, error, title and model), the attached files (names, sizes, and that each
one's bytes are in the export and match their hash), and the projects (name,
instructions, files, and how many conversations each holds). A file whose
bytes are missing or differ stops it with FAILED, as every check in
upgrade_check.sh does.
"""

from __future__ import annotations

import base64
import hashlib
import json
import sys
from collections import Counter
from typing import Any

LOCAL_PROVIDER = "This computer"  # session/local_models.py: the provider of a local model
NOTE = "Einkaufsliste: Äpfel, Brot, 牛奶\nNicht vergessen.\n".encode()
PLAN = b"Beds: tomatoes by the south wall, beans beside them.\n"
# What an answer keeps when the provider refuses the API key
# (backends/http_status.py), as `say` writes it and its id and values.
REFUSED_ID = (
    "{product} at {address} refused the API key ({status}). Check the key in Settings → Providers."
)
REFUSED_VALUES: dict[str, Any] = {
    "product": "OpenAI",
    "address": "https://api.openai.com/v1",
    "status": 401,
}
REFUSED = REFUSED_ID.format(**REFUSED_VALUES)


def _when(day: int, second: int = 0) -> str:
    return f"2026-01-{day:02d}T00:00:{second:02d}+00:00"


def _message(mid: str, parent: str | None, role: str, content: str, **more: Any) -> dict[str, Any]:
    base = {
        "id": mid,
        "parent_id": parent,
        "role": role,
        "content": content,
        "status": "complete",
        "created_at": _when(1),
        "model": None,
        "error": None,
    }
    return {**base, **more}


def _file(name: str, data: bytes) -> dict[str, Any]:
    """An attached text file as the store keeps it: the model receives it as is."""
    sha = hashlib.sha256(data).hexdigest()
    return {
        "name": name,
        "mime": "text/plain",
        "size": len(data),
        "sha256": sha,
        "sent_sha256": sha,
        "sent_mime": "text/plain",
    }


def use_file(version: int, model: str = "") -> dict[str, Any]:
    """The export an earlier release imports: what it can hold, no more."""
    kept = {
        "id": "c-kept",
        "title": "Kept",
        "created_at": _when(1),
        "branch": ["m1", "m2"],
        "messages": [
            _message("m1", None, "user", "Do not lose me"),
            _message("m2", "m1", "assistant", "I was cut off half", status="interrupted"),
        ],
    }
    second = {
        "id": "c-two",
        "title": "Second",
        "created_at": _when(2),
        "branch": ["n1", "n2"],
        "messages": [
            _message("n1", None, "user", "Ünïcode and 中文 stay"),
            _message("n2", "n1", "assistant", "", status="failed", error=REFUSED),
        ],
    }
    if model:
        second.update(provider=LOCAL_PROVIDER, model=model)
    out: dict[str, Any] = {
        "format": "verbatim-export",
        "version": version,
        "conversations": [kept, second],
    }
    files: dict[str, bytes] = {}
    if version >= 2:
        note = _file("notiz.txt", NOTE)
        files[note["sha256"]] = NOTE
        out["conversations"].append(
            {
                "id": "c-file",
                "title": "With a file",
                "created_at": _when(3),
                "branch": ["f1", "f2"],
                "messages": [
                    _message("f1", None, "user", "What is on this list?", attachments=[note]),
                    _message("f2", "f1", "assistant", "Apples, bread and milk.", model="m"),
                ],
            }
        )
    if version >= 4:
        plan = _file("plan.txt", PLAN)
        files[plan["sha256"]] = PLAN
        out["projects"] = [
            {
                "id": "p-garden",
                "name": "Garden",
                "instructions": "Answer as a gardener would.",
                "preset": "",
                "provider": None,
                "model": None,
                "created_at": _when(4),
                "updated_at": _when(4),
                "files": [plan],
            }
        ]
        out["conversations"].append(
            {
                "id": "c-garden",
                "title": "Where do the beans go?",
                "created_at": _when(4),
                "project_id": "p-garden",
                "branch": ["g1"],
                "messages": [_message("g1", None, "user", "Where do the beans go?")],
            }
        )
    if files:
        out["files"] = {sha: base64.b64encode(data).decode("ascii") for sha, data in files.items()}
    return out


def refused_file() -> dict[str, Any]:
    """A failed answer as a release from store format 10 exports it: its
    error's words with their message id and values."""
    said = {"id": REFUSED_ID, "values": REFUSED_VALUES}
    question = _message("r1", None, "user", "Are you there?")
    answer = _message("r2", "r1", "assistant", "", status="failed", error=REFUSED, error_said=said)
    conversation = {
        "id": "c-refused",
        "title": "Refused again",
        "created_at": _when(5),
        "branch": ["r1", "r2"],
        "messages": [question, answer],
    }
    return {"format": "verbatim-export", "version": 4, "conversations": [conversation]}


def errors(data: dict[str, Any]) -> list[str]:
    """Each failed answer: its conversation, its error's words, and the
    message id kept with them (from store format 10) or that none was."""
    lines = []
    for c in data["conversations"]:
        for m in c["messages"]:
            if m["status"] != "failed":
                continue
            said = m.get("error_said")
            kept = f"message id kept: {said['id']!r}" if said else "no message id kept"
            lines.append(f"failed answer in {c['title']!r}: {m.get('error')!r}, {kept}")
    return lines or ["no failed answers"]


def _digest(parts: list[str]) -> str:
    return hashlib.sha256("\0".join(sorted(parts)).encode()).hexdigest()[:16]


def _files_line(data: dict[str, Any], conversations: list[dict[str, Any]]) -> str:
    """The attached files: named, sized, and each one's bytes present and whole."""
    files = data.get("files") or {}
    attached = [a for c in conversations for m in c["messages"] for a in m.get("attachments") or []]
    attached += [a for p in data.get("projects") or [] for a in p.get("files") or []]
    for a in attached:
        blob = files.get(a["sha256"])
        if blob is None or hashlib.sha256(base64.b64decode(blob)).hexdigest() != a["sha256"]:
            raise SystemExit(f"FAILED: the bytes of the attached file {a['name']} are not whole")
    names = sorted(f"{a['name']} ({a['size']} bytes)" for a in attached)
    listed = ", ".join(names) or "none"
    return f"{len(attached)} attached files, each whole: {listed}"


def _projects_line(data: dict[str, Any], conversations: list[dict[str, Any]]) -> str:
    projects = data.get("projects") or []
    held = Counter(c.get("project_id") for c in conversations)
    described = sorted(
        f"{p['name']!r} ({len(p.get('files') or [])} files, {held[p['id']]} conversations, "
        f"instructions {_digest([p.get('instructions') or ''])})"
        for p in projects
    )
    return f"{len(projects)} projects: {', '.join(described) or 'none'}"


def summary(data: dict[str, Any]) -> list[str]:
    """What a person sees of an export, a line for each kind of thing."""
    conversations = data["conversations"]
    statuses = Counter(m["status"] for c in conversations for m in c["messages"])
    texts = [m["content"] for c in conversations for m in c["messages"]]
    texts += [f"error\0{e}" for c in conversations for m in c["messages"] if (e := m.get("error"))]
    # A title with the provider and model set on it (an older export may write
    # null where a newer one writes ""; the same to a person).
    texts += [
        f"{c['title']}\0{c.get('provider') or ''}\0{c.get('model') or ''}" for c in conversations
    ]
    counted = f"{len(conversations)} conversations, {sum(statuses.values())} messages"
    return [
        f"{counted} {dict(sorted(statuses.items()))} {_digest(texts)}",
        _files_line(data, conversations),
        _projects_line(data, conversations),
    ]


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[0] == "use":
        with open(argv[3], "w", encoding="utf-8") as out:
            json.dump(use_file(int(argv[1]), argv[2]), out, ensure_ascii=False)
        return 0
    if len(argv) == 2 and argv[0] == "refused":
        with open(argv[1], "w", encoding="utf-8") as out:
            json.dump(refused_file(), out, ensure_ascii=False)
        return 0
    readers = {"summary": summary, "errors": errors}
    if len(argv) == 2 and argv[0] in readers:
        with open(argv[1], encoding="utf-8") as f:
            print("\n".join(readers[argv[0]](json.load(f))))
        return 0
    print(
        "usage: upgrade_data.py use VERSION MODEL OUT.json | refused OUT.json"
        " | summary EXPORT.json | errors EXPORT.json",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
