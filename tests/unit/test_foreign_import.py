"""Importing ChatGPT and Claude exports (issue 15): the tree comes out as
versions with the shown branch the one last looked at; a second import
adds nothing; a broken file writes nothing. Fixtures: tests/exports.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.errors import StoreError
from desktop.domain.messages import Role, Status
from desktop.store.db import open_store
from desktop.store.exchange.foreign import SourceKind, import_file
from desktop.store.exchange.transfer import export_json
from desktop.store.repository import Repository
from tests.exports import (
    ChatGPTTree,
    branching_chatgpt,
    chatgpt_zip,
    claude_conversation,
    png,
)

CID = "chatgpt:c0ffee00-0000-4000-8000-000000000001"


@pytest.fixture
def repo(tmp_path: Path):  # type: ignore[no-untyped-def]
    r = open_store(tmp_path / "data")
    yield r
    r.close()


def _id(key: str) -> str:
    return f"{CID}:{key}"


def test_chatgpt_branches_become_versions_and_the_last_looked_at_is_shown(
    repo: Repository, tmp_path: Path
) -> None:
    path = chatgpt_zip(tmp_path / "export.zip", [branching_chatgpt().export()])
    report = import_file(repo, path)
    assert (report.kind, report.new_conversations) == (SourceKind.CHATGPT, 1)
    conv = repo.get_conversation(CID)
    assert conv is not None and conv.title == "Trip to Kyōto 🗻"
    assert conv.system_prompt == "Answer in short sentences."  # a system message with text
    assert conv.created_at.timestamp() == 1_700_000_000.0
    shown = [m.id.rsplit(":", 1)[1] for m in repo.branch(CID)]
    assert shown == ["u1", "a1", "u2b", "a2c", "u3", "code", "tool", "a3"]
    # The edit and the regeneration are versions beside the shown ones.
    assert [m.content for m in repo.siblings(_id("u2b"))] == [
        "Too early. Later start?",
        "Too early for me: what about 9 am?",
    ]
    assert len(repo.siblings(_id("a2c"))) == 2
    assert repo.latest_leaf(_id("u2")).id == _id("a2")
    first = repo.get_message(_id("u1"))
    assert first is not None and first.content == "Plan a day in Kyōto — temples and ramen?"
    assert first.created_at.timestamp() == 1_700_000_030.0  # timestamps kept
    answer = repo.get_message(_id("a1"))
    assert answer is not None and answer.model == "gpt-4o" and answer.role is Role.ASSISTANT
    picture = repo.get_message(_id("u3"))
    assert picture is not None and picture.content == "Is this the path?"
    (attached,) = picture.attachments
    assert (attached.mime, attached.width, attached.height) == ("image/png", 40, 30)
    assert repo.blobs([attached.sha256]) == {attached.sha256: png()}
    code = repo.get_message(_id("code"))
    assert code is not None and code.content == "```python\nprint('道')\n```"
    tool = repo.get_message(_id("tool"))
    assert tool is not None and tool.content.startswith("*[python]*")  # marked


def test_a_second_import_adds_nothing(repo: Repository, tmp_path: Path) -> None:
    path = chatgpt_zip(tmp_path / "export.zip", [branching_chatgpt().export()])
    first = import_file(repo, path)
    before = export_json(repo)
    second = import_file(repo, path)
    assert first.new_messages == 11 and second.new_messages == 0
    assert second.present == 11 and second.new_conversations == 0
    after = export_json(repo)
    assert after["conversations"] == before["conversations"]


def test_the_preview_counts_what_the_import_adds_after_a_delete(
    repo: Repository, tmp_path: Path
) -> None:
    """A conversation deleted here stays deleted when the same file is
    imported again; the preview (a dry run) said it would come back."""
    path = chatgpt_zip(tmp_path / "export.zip", [branching_chatgpt().export()])
    import_file(repo, path)
    repo.delete_conversation(CID)
    preview = import_file(repo, path, dry_run=True)
    done = import_file(repo, path)
    assert (preview.new_conversations, preview.new_messages) == (0, 0)
    assert (done.new_conversations, done.new_messages) == (0, 0)
    assert repo.get_conversation(CID) is None


def test_a_broken_conversation_anywhere_writes_nothing(repo: Repository, tmp_path: Path) -> None:
    broken = ChatGPTTree("bad", "Broken one")
    broken.add("u1", "root", "user", ["hello"])
    broken.mapping["u1"]["parent"] = "nowhere"  # its parent is not in the tree
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([branching_chatgpt().export(), broken.export()]))
    with pytest.raises(StoreError) as refused:
        import_file(repo, path)
    assert "conversation 2 (“Broken one”)" in str(refused.value)
    assert "Nothing was changed" in str(refused.value)
    assert repo.count_conversations() == 0 and repo.count_messages() == 0


def test_a_loop_in_the_tree_is_refused(repo: Repository, tmp_path: Path) -> None:
    looped = ChatGPTTree("loop", "Loop")
    looped.add("a", "root", "user", ["one"])
    looped.add("b", "a", "assistant", ["two"])
    looped.mapping["b"]["children"].append("a")  # b answers a, and a is b's child too
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([looped.export()]))
    with pytest.raises(StoreError, match="reached twice"):
        import_file(repo, path)
    assert repo.count_messages() == 0


def test_claude_messages_thinking_and_attachments(repo: Repository, tmp_path: Path) -> None:
    conversation = claude_conversation("11111111-aaaa", "Rust lifetimes", turns=3)
    conversation["chat_messages"][0]["attachments"] = [
        {
            "file_name": "main.rs",
            "file_size": 30,
            "file_type": "text/x-rust",
            "extracted_content": 'fn main() { println!("hi"); }',
        }
    ]
    conversation["chat_messages"][2]["files"] = [{"file_name": "diagram.png"}]
    path = tmp_path / "conversations.json"
    path.write_text(
        json.dumps([conversation, {"future_field": 1, **claude_conversation("2", "x")}])
    )
    report = import_file(repo, path)
    assert (report.kind, report.new_conversations, report.new_messages) == (
        SourceKind.CLAUDE,
        2,
        10,
    )
    branch = repo.branch("claude:11111111-aaaa")
    assert [m.role for m in branch] == [Role.USER, Role.ASSISTANT] * 3
    assert branch[0].content == "Question 0 ✓"
    assert branch[1].reasoning == "Thinking about 0." and branch[1].content == "Answer 0"
    (file,) = branch[0].attachments
    assert file.name == "main.rs" and repo.blobs([file.sha256])[file.sha256].startswith(b"fn ")
    assert "*[file not in the export: diagram.png]*" in branch[2].content
    assert import_file(repo, path).new_messages == 0


def test_claude_edits_become_versions_where_the_export_names_parents(
    repo: Repository, tmp_path: Path
) -> None:
    conversation = claude_conversation("c2", "Edited", turns=2)
    first_answer = conversation["chat_messages"][1]["uuid"]
    for m in conversation["chat_messages"]:
        m["parent_message_uuid"] = "00000000-0000-4000-8000-000000000000"
    conversation["chat_messages"][1]["parent_message_uuid"] = conversation["chat_messages"][0][
        "uuid"
    ]
    conversation["chat_messages"][2]["parent_message_uuid"] = first_answer
    conversation["chat_messages"][3]["parent_message_uuid"] = conversation["chat_messages"][2][
        "uuid"
    ]
    edited = dict(conversation["chat_messages"][2], uuid="c2-edit", text="Question 1, edited")
    edited["content"] = [{"type": "text", "text": "Question 1, edited"}]
    conversation["chat_messages"].append(edited)
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([conversation]))
    import_file(repo, path)
    assert len(repo.siblings("claude:c2:c2-edit")) == 2


def test_the_cli_says_which_export_it_read(tmp_path: Path) -> None:
    path = chatgpt_zip(tmp_path / "chatgpt-export.zip", [branching_chatgpt().export()])
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "import", "--data-dir", str(tmp_path / "d"), str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "Read a ChatGPT export: 1 conversation, 11 messages." in out.stdout
    assert "Imported 1 conversation and 11 messages; 0 messages already here." in out.stdout


def test_chatgpt_to_verbatim_to_json_to_a_fresh_verbatim_loses_nothing(tmp_path: Path) -> None:
    first = open_store(tmp_path / "a")
    import_file(first, chatgpt_zip(tmp_path / "export.zip", [branching_chatgpt().export()]))
    exported = tmp_path / "verbatim.json"
    exported.write_text(json.dumps(export_json(first)))
    fresh = open_store(tmp_path / "b")
    report = import_file(fresh, exported)
    assert report.kind is SourceKind.VERBATIM and report.new_messages == 11
    assert export_json(fresh)["conversations"] == export_json(first)["conversations"]
    assert export_json(fresh)["files"] == export_json(first)["files"]
    first.close()
    fresh.close()


def test_a_long_conversation_of_10000_messages(repo: Repository, tmp_path: Path) -> None:
    long = ChatGPTTree("long", "A long one")
    parent = "root"
    for i in range(10_000):
        parent = long.add(f"m{i}", parent, "user" if i % 2 == 0 else "assistant", [f"line {i}"])
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([long.export()]))
    report = import_file(repo, path)
    assert report.new_messages == 10_000
    branch = repo.branch("chatgpt:long")
    assert len(branch) == 10_000 and branch[-1].content == "line 9999"
    assert all(m.status is Status.COMPLETE for m in branch[:3])


def test_a_file_that_is_no_export_is_refused_in_words(repo: Repository, tmp_path: Path) -> None:
    for content, why in [
        ('[{"hello": 1}]', "neither a ChatGPT nor a Claude export"),
        ("just text", "not a conversations export"),
        ('[{"mapping": {}, "title": "x"', "ends before it is complete"),
    ]:
        path = tmp_path / "x.json"
        path.write_text(content)
        with pytest.raises(StoreError, match=why):
            import_file(repo, path)
    empty_zip = tmp_path / "other.zip"
    import zipfile

    with zipfile.ZipFile(empty_zip, "w") as z:
        z.writestr("readme.txt", "hi")
    with pytest.raises(StoreError, match=r"has no conversations\.json"):
        import_file(repo, empty_zip)
    assert repo.count_messages() == 0


@pytest.mark.parametrize("kind", [SourceKind.CHATGPT, SourceKind.CLAUDE, SourceKind.VERBATIM])
def test_the_preview_counts_by_the_imports_own_rule_for_every_source(
    kind: SourceKind, repo: Repository, tmp_path: Path
) -> None:
    """Issue 36's leftover: the Import… preview promises what the import
    adds, whichever export the file is. A ChatGPT or Claude export that
    names a conversation twice was counted twice (the import adds it once);
    a conversation deleted here and a message deleted here (with the reply
    below it) are not counted, as the import leaves them deleted."""
    other = "chatgpt:c0ffee00-0000-4000-8000-000000000002"
    if kind is SourceKind.CHATGPT:
        first, second = branching_chatgpt().export(), branching_chatgpt().export()
        second["id"] = second["conversation_id"] = other.removeprefix("chatgpt:")
        path = chatgpt_zip(tmp_path / "export.zip", [first, second, first])
    elif kind is SourceKind.CLAUDE:
        uuids = ("11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222")
        first, second = (claude_conversation(u, f"Claude {u[:2]}") for u in uuids)
        path = tmp_path / "conversations.json"
        path.write_text(json.dumps([first, second, first]))
    else:  # a Verbatim export of the ChatGPT pair (a Verbatim file names each once)
        source = open_store(tmp_path / "source")
        first, second = branching_chatgpt().export(), branching_chatgpt().export()
        second["id"] = second["conversation_id"] = other.removeprefix("chatgpt:")
        import_file(source, chatgpt_zip(tmp_path / "pair.zip", [first, second]))
        path = tmp_path / "verbatim.json"
        path.write_text(json.dumps(export_json(source)))
        source.close()
    preview = import_file(repo, path, dry_run=True)
    done = import_file(repo, path)
    assert preview.kind is kind
    assert done.new_conversations == 2
    assert (preview.new_conversations, preview.new_messages) == (2, done.new_messages)
    # Deleted here: one whole conversation, and a message (and its reply) of the other.
    gone, kept_one = sorted(c.id for c in repo.list_conversations())
    repo.delete_conversation(gone)
    repo.delete_message(repo.branch(kept_one)[2].id)
    preview = import_file(repo, path, dry_run=True)
    again = import_file(repo, path)
    assert (again.new_conversations, again.new_messages) == (0, 0)
    assert (preview.new_conversations, preview.new_messages) == (0, 0)
    assert repo.get_conversation(gone) is None
