"""Export and import through the real command line and real files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.errors import StoreError
from desktop.domain.messages import Message, Role, Status
from desktop.store.db import open_store
from desktop.store.exchange.export_files import Opener
from desktop.store.exchange.transfer import export_json, import_json
from tests.helpers import assistant, user


def _seed(data: Path) -> str:
    repo = open_store(data)
    c = repo.create_conversation(title="Trip", provider="ollama", model="llama3")
    u = user(repo, c.id, "Plan a trip")
    a = assistant(repo, c.id, "Day 1: ...", u.id, Status.INTERRUPTED)
    repo.set_tip(c.id, a.id)
    repo.close()
    return c.id


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, timeout=60
    )


def test_export_json_has_the_documented_shape(tmp_path: Path) -> None:
    cid = _seed(tmp_path)
    out = _cli("export", "--data-dir", str(tmp_path), "--format", "json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["format"] == "verbatim-export" and data["version"] == 4
    assert data["projects"] == []
    conv = data["conversations"][0]
    assert conv["id"] == cid and conv["provider"] == "ollama" and conv["model"] == "llama3"
    assert len(conv["branch"]) == 2
    keys = {"id", "parent_id", "role", "content", "status", "created_at", "model", "error"}
    assert keys <= set(conv["messages"][1])
    assert conv["messages"][1]["status"] == "interrupted"
    assert "PySide6" not in out.stderr


def test_export_markdown_marks_stopped_answers(tmp_path: Path) -> None:
    _seed(tmp_path)
    target = tmp_path / "out.md"
    out = _cli("export", "--data-dir", str(tmp_path), "--format", "markdown", "-o", str(target))
    assert out.returncode == 0
    text = target.read_text()
    assert "# Trip" in text and "*(stopped)*" in text and "Plan a trip" in text


def test_p2_importing_the_same_export_twice_adds_nothing(tmp_path: Path) -> None:
    _seed(tmp_path / "a")
    exported = tmp_path / "export.json"
    assert _cli("export", "--data-dir", str(tmp_path / "a"), "-o", str(exported)).returncode == 0
    first = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    second = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert "Imported 1 conversation and 2 messages" in first.stdout
    assert "Imported 0 conversations and 0 messages" in second.stdout
    repo = open_store(tmp_path / "b")
    original = open_store(tmp_path / "a")
    assert export_json(repo)["conversations"] == export_json(original)["conversations"]
    repo.close()
    original.close()


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else"}', "not a Verbatim export"),
        ('{"format": "verbatim-export", "version": 9, "conversations": []}', "version 9"),
        (
            '{"format": "verbatim-export", "version": 1, "conversations": '
            '[{"id": "c1", "messages": [{"id": "m1", "role": "user", "content": "ok", '
            '"status": "complete"}, {"id": "m2", "role": "robot", "content": "x", '
            '"status": "complete"}]}]}',
            "unknown role",
        ),
    ],
)
def test_malformed_import_is_refused_with_no_partial_write(
    tmp_path: Path, content: str, why: str
) -> None:
    repo = open_store(tmp_path)
    with pytest.raises(StoreError) as info:
        import_json(repo, content)
    assert why in str(info.value) and "Nothing was changed" in str(info.value)
    assert repo.count_conversations() == 0 and repo.count_messages() == 0
    repo.close()


def test_cli_import_of_malformed_file_exits_2_with_message(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    out = _cli("import", "--data-dir", str(tmp_path / "d"), str(bad))
    assert out.returncode == 2
    assert "cannot be imported" in out.stderr


def test_version_flag() -> None:
    out = _cli("--version")
    assert out.returncode == 0 and out.stdout.startswith("verbatim ")


def _mixed_target(data: Path, exported: dict[str, object]) -> None:
    """A store that already holds part of `exported`: one conversation whole,
    one with only its first message, one deleted on purpose, and one whose
    first answer was deleted on purpose (issue 28's batches must treat each
    as writing one at a time does)."""
    conversations = exported["conversations"]
    assert isinstance(conversations, list)
    repo = open_store(data)
    whole, partial, deleted, pruned = (
        conversations[3],
        conversations[520],
        conversations[7],
        conversations[560],
    )
    cut = {**partial, "messages": partial["messages"][:1], "branch": partial["branch"][:1]}
    import_json(repo, json.dumps({**exported, "conversations": [whole, cut, deleted, pruned]}))
    repo.delete_conversation(deleted["id"])
    repo.delete_message(pruned["messages"][1]["id"])
    repo.close()


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_an_import_in_batches_writes_what_writing_one_at_a_time_writes(tmp_path: Path) -> None:
    from desktop.store.exchange.export_check import check_conversation
    from desktop.store.exchange.import_write import write_conversation
    from tests.perf.seed import seed

    source, _ = seed(tmp_path / "source", conversations=600, messages_each=4)
    exported = export_json(source)
    source.close()
    conversations = exported["conversations"]
    conversations[50]["pinned"] = True
    conversations[51]["tools"] = False
    conversations[52]["tip_id"] = conversations[53]["messages"][0]["id"]  # a tip outside it
    twice = conversations[55]["messages"][3]["id"]  # a last message's id, in two conversations
    conversations[54]["messages"][3]["id"] = conversations[54]["branch"][3] = twice
    for data in (tmp_path / "batched", tmp_path / "one-by-one", tmp_path / "preview"):
        _mixed_target(data, exported)

    import io
    from contextlib import nullcontext

    from desktop.store.exchange.verbatim_import import import_verbatim

    preview = open_store(tmp_path / "preview")
    text = json.dumps(exported).encode()
    counts = import_verbatim(preview, lambda: nullcontext(io.BytesIO(text)), dry_run=True)
    assert (counts.new_conversations, counts.new_messages) == (596, 2_386)  # as below
    assert preview.count_messages() == 6  # a preview writes nothing
    preview.close()

    batched = open_store(tmp_path / "batched")
    # not new: the whole one, the partial one, the deleted one, the pruned one; of the
    # messages, the whole one's 4, the partial one's first, the deleted one's 4, the
    # pruned one's 4 (its first is held, its answer and the 2 below it were deleted),
    # and the id written twice
    assert import_json(batched, json.dumps(exported)) == (596, 2_400 - 4 - 1 - 4 - 4 - 1)
    one_by_one = open_store(tmp_path / "one-by-one")
    with one_by_one.db.atomic():
        for index, piece in enumerate(conversations):
            write_conversation(one_by_one, *check_conversation(piece, index, set()), {})

    def written(repo: object) -> list[object]:
        out = export_json(repo)["conversations"]  # type: ignore[arg-type]
        return sorted(out, key=lambda c: c["id"])

    assert written(batched) == written(one_by_one)
    assert batched.count_messages() == 2_400 - 4 - 3 - 1
    batched.close()
    one_by_one.close()


def test_an_import_that_repeats_a_conversation_is_refused_across_batches(tmp_path: Path) -> None:
    from tests.perf.seed import seed

    source, _ = seed(tmp_path / "source", conversations=700, messages_each=1)
    exported = export_json(source)
    source.close()
    conversations = exported["conversations"]
    for first, again in ((0, 650), (10, 11)):  # in another batch (of 500), and in the same one
        copy = [dict(c) for c in conversations]
        copy[again] = {**copy[again], "id": copy[first]["id"]}
        repo = open_store(tmp_path / f"into-{again}")
        with pytest.raises(StoreError) as info:
            import_json(repo, json.dumps({**exported, "conversations": copy}))
        assert f"conversation {again + 1} repeats the id" in str(info.value)
        assert repo.count_conversations() == 0 and repo.count_messages() == 0
        repo.close()


def _other_account_reads(path: Path) -> bool | None:
    """Whether user `nobody` can read `path` (None where this test run
    cannot act as another account: not root, or no setpriv)."""
    import os
    import shutil
    import subprocess

    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return None
    done = subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "cat", str(path)],
        capture_output=True,
        timeout=30,
    )
    return done.returncode == 0


def test_exports_and_saved_tool_outputs_are_this_accounts_only(tmp_path: Path) -> None:
    """Issue 37, hole 12: exports (JSON, HTML, Markdown) and a tool's output
    saved elsewhere were written 0644, readable by every account, while
    everything else is 0600. Written by the session's own use cases, under
    the usual umask, into a folder every account may enter."""
    import os
    import shutil
    import stat
    import tempfile

    from desktop.domain.messages import ToolCall, ToolStatus
    from desktop.session.files import save_tool_output
    from desktop.session.reader import Reader
    from desktop.session.transfer_service import KINDS, write_export
    from desktop.store.tool_output import save_whole_output

    # pytest's own folder is 0700: this one every account may enter.
    out = Path(tempfile.mkdtemp(prefix="verbatim-exports-"))
    os.chmod(out, 0o755)
    repo = open_store(tmp_path / "data")
    cid = repo.create_conversation(title="private").id
    answer = Message(
        "a1",
        cid,
        Role.ASSISTANT,
        "done",
        tool_calls=(
            ToolCall("c1", "t", "{}", "s", "t", ToolStatus.DONE, "short"),
            ToolCall("c2", "t", "{}", "s", "t", ToolStatus.DONE, "cut"),
        ),
    )
    repo.add_imported(cid, [answer], {})
    save_whole_output(repo.path.parent, "a1", "c2", "the whole of it " * 1000)
    (out / "old.md").write_text("written before, world-readable")  # replaced, made private
    old = os.umask(0o022)
    try:
        written = []
        for kind, name in zip(KINDS, ("old.md", "all.json", "all.html"), strict=True):
            write_export(repo, out / name, kind)
            written.append(out / name)
        for call, name in (("c1", "short.txt"), ("c2", "whole.txt")):
            assert save_tool_output(Reader(repo), "a1", call, out / name)
            written.append(out / name)
        # And the command line's `verbatim export -o FILE`.
        from desktop.cli import main as cli

        assert cli(["export", "--data-dir", str(tmp_path / "data"), "-o", str(out / "cli.md")]) == 0
        written.append(out / "cli.md")
        assert (out / "whole.txt").read_text().startswith("the whole of it")
        modes = {p.name: oct(stat.S_IMODE(p.stat().st_mode)) for p in written}
        assert set(modes.values()) == {"0o600"}, modes
        assert {_other_account_reads(p) for p in written} <= {False, None}
    finally:
        os.umask(old)
        repo.close()
        shutil.rmtree(out)


def _counted_opener(text: bytes, opened: list[int]) -> Opener:
    """An opener of `text` that counts in `opened` how often it is opened."""
    import io
    from contextlib import nullcontext

    def opener() -> nullcontext[io.BytesIO]:
        opened.append(1)
        return nullcontext(io.BytesIO(text))

    return opener


def test_an_export_without_files_is_read_once(tmp_path: Path) -> None:
    """Issue 38: its header and files were read in a pass of their own over
    the whole file first, half of the import's time for one without files."""
    from desktop.store.exchange.verbatim_import import import_verbatim

    _seed(tmp_path / "from")
    source = open_store(tmp_path / "from")
    text = json.dumps(export_json(source)).encode()
    source.close()
    repo, opened = open_store(tmp_path / "to"), list[int]()
    counts = import_verbatim(repo, _counted_opener(text, opened))
    assert (counts.new_conversations, counts.new_messages, len(opened)) == (1, 2, 1)
    repo.close()


def test_a_broken_file_is_said_before_a_broken_conversation_ahead_of_it(tmp_path: Path) -> None:
    """The files' own pass runs when the import fails, so what it finds is
    still what the person is told, as when it always ran first."""
    from desktop.store.exchange.verbatim_import import import_verbatim

    _seed(tmp_path / "from")
    source = open_store(tmp_path / "from")
    data = export_json(source)
    source.close()
    data["conversations"][0]["messages"][0]["role"] = "nobody"
    data["files"] = {"0" * 64: "not base64!"}
    repo = open_store(tmp_path / "to")
    with pytest.raises(StoreError, match="attached file '0000000000000000' is not valid base64"):
        import_verbatim(repo, _counted_opener(json.dumps(data).encode(), []))
    assert repo.count_conversations() == 0
    repo.close()
