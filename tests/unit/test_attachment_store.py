"""Attachments in the store: content-addressed, deduplicated, deleted with
the last message that names them, and carried whole through export and
import (issue 14). Real SQLite files throughout."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from desktop.domain.attachments import PreparedFile
from desktop.domain.errors import StoreError
from desktop.domain.messages import Message, Role
from desktop.engine.attachments import prepare
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json, import_json
from desktop.store.repository import Repository
from tests.images import picture


@pytest.fixture
def repo(tmp_path: Path):  # type: ignore[no-untyped-def]
    r = open_store(tmp_path)
    yield r
    r.close()


def _ask(repo: Repository, cid: str, text: str, *files: PreparedFile, mid: str = "") -> Message:
    blobs = {sha: data for f in files for sha, data in f.blobs.items()}
    message = Message(
        id=mid or f"m-{text}",
        conversation_id=cid,
        role=Role.USER,
        content=text,
        attachments=tuple(f.attachment for f in files),
    )
    return repo.add_message(message, blobs)


def _blob_rows(path: Path) -> list[tuple[str, int]]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT sha256, length(data) FROM blob ORDER BY sha256").fetchall()
    conn.close()
    return rows


def test_an_attachment_comes_back_from_the_file_exactly(repo: Repository, tmp_path: Path) -> None:
    photo = prepare("big.jpg", picture("JPEG", (3000, 1000)))
    cid = repo.create_conversation().id
    _ask(repo, cid, "what is this?", photo)
    repo.close()
    reopened = open_store(tmp_path)
    stored = reopened.get_message("m-what is this?")
    assert stored is not None and stored.attachments == (photo.attachment,)
    blobs = reopened.blobs([photo.attachment.sha256, photo.attachment.sent_sha256])
    assert blobs == photo.blobs  # the original and the copy sent, byte for byte
    reopened.close()


def test_the_same_file_twice_is_stored_once(repo: Repository) -> None:
    a = prepare("a.png", picture("PNG"))
    b = prepare("same-bytes-other-name.png", picture("PNG"))
    cid = repo.create_conversation().id
    _ask(repo, cid, "one", a)
    _ask(repo, cid, "two", b, a)
    assert repo.attachments.blob_count() == 1
    assert [x.name for x in repo.get_message("m-two").attachments] == [  # type: ignore[union-attr]
        "same-bytes-other-name.png",
        "a.png",
    ]


def test_files_go_with_the_last_message_that_names_them(repo: Repository) -> None:
    shared = prepare("shared.png", picture("PNG", color="red"))
    own = prepare("big.jpg", picture("JPEG", (2500, 100)))  # original + its smaller copy
    cid = repo.create_conversation().id
    _ask(repo, cid, "first", shared)
    _ask(repo, cid, "second", shared, own)
    assert repo.attachments.blob_count() == 3
    repo.delete_message("m-second")
    assert repo.attachments.blob_count() == 1  # `own` and its copy are gone, `shared` stays
    assert repo.blobs([shared.attachment.sha256]) == shared.blobs
    other = repo.create_conversation().id
    _ask(repo, other, "third", shared, mid="m-third")
    repo.delete_conversation(cid)
    assert repo.attachments.blob_count() == 1  # still named by the other conversation
    repo.delete_conversation(other)
    assert repo.attachments.blob_count() == 0
    assert _blob_rows(repo.path) == []


def test_a_message_naming_a_file_the_store_lacks_is_refused(repo: Repository) -> None:
    photo = prepare("a.png", picture("PNG"))
    cid = repo.create_conversation().id
    with pytest.raises(StoreError, match="missing its contents"):
        repo.add_message(
            Message(
                id="m1",
                conversation_id=cid,
                role=Role.USER,
                content="x",
                attachments=(photo.attachment,),
            )
        )
    assert repo.get_message("m1") is None  # nothing half-written


def test_export_and_import_carry_attachments_whole(tmp_path: Path) -> None:
    source = open_store(tmp_path / "a")
    photo = prepare("big.jpg", picture("JPEG", (3000, 1000)))
    notes = prepare("notes.txt", b"# Notes\n")
    cid = source.create_conversation().id
    _ask(source, cid, "look", photo, notes)
    _ask(source, cid, "again", photo)
    exported = json.dumps(export_json(source))
    data = json.loads(exported)
    assert data["version"] == 4
    assert len(data["files"]) == 3  # the photo, its copy for the model, the notes: once each
    source.close()

    target = open_store(tmp_path / "b")
    assert import_json(target, exported) == (1, 2)
    again = target.get_message("m-look")
    assert again is not None and again.attachments == (photo.attachment, notes.attachment)
    assert target.blobs(photo.blobs) == photo.blobs
    assert target.blobs(notes.blobs) == notes.blobs
    assert import_json(target, exported) == (0, 0)  # P2: the same file twice adds nothing
    assert target.attachments.blob_count() == 3
    target.close()


def test_a_hostile_export_with_a_wrong_file_is_refused_whole(tmp_path: Path) -> None:
    source = open_store(tmp_path / "a")
    cid = source.create_conversation().id
    _ask(source, cid, "look", prepare("a.png", picture("PNG")))
    data = export_json(source)
    source.close()
    sha = next(iter(data["files"]))
    data["files"][sha] = data["files"][sha][:-8] + "AAAAAAA="  # other bytes, same name
    target = open_store(tmp_path / "b")
    with pytest.raises(StoreError, match="does not match its hash"):
        import_json(target, json.dumps(data))
    del data["files"][sha]
    with pytest.raises(StoreError, match="which is not in the export"):
        import_json(target, json.dumps(data))
    assert target.count_messages() == 0 and target.attachments.blob_count() == 0
    target.close()
